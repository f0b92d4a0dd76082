# Textos de bot/core: o que todos os jogos dizem do mesmo jeito.

core-game-over = A partida acabou.
core-not-your-turn = Não é a sua vez.
core-player-number = Jogador { $number }
core-resigned = { $name } desistiu
core-agreed-draw = os jogadores combinaram um empate
core-hidden-cards-changed = as cartas ocultas de um jogador mudaram depois disso
core-option-one-of = `{ $name }` precisa ser um destes: { $allowed }.
core-option-at-least = `{ $name }` precisa ser no mínimo { $bound }.
core-option-at-most = `{ $name }` precisa ser no máximo { $bound }.
core-option-kind = `{ $name }` precisa ser { $kind ->
        [int] um número inteiro
        [bool] ativado ou desativado
       *[other] uma palavra
    }, não `{ $value }`.
core-time-out = tempo esgotado
