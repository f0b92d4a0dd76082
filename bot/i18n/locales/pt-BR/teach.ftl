# Textos de tudo o que ensina: lições (`/kitty learn`), dicas, a análise de uma partida
# encerrada (`/kitty analyse`). Os textos das lições ficam em lessons-<jogo>.ftl.
# Palavras em `código` são comandos, opções ou jogadas digitadas: nunca traduzir.


## A lesson being played (bot/core/lessons.py): the answer to a try

# $seat: a cor ou papel de quem aprende nesta lição ("Amarelo").
teach-lesson-not-your-seat = Nesta lição você joga com { $seat }.
# $hint: a dica da lição (frase inteira). $within: quantas jogadas a lição permite.
teach-lesson-out-of-tries = { $hint } O objetivo não foi alcançado { $within ->
        [one] na sua primeira jogada
       *[other] em { $within } jogadas suas
    }: a lição recomeça.
teach-lesson-game-ended = { $hint } A partida acabou antes de o objetivo ser alcançado: a lição recomeça.


## The lesson card (cogs/lesson_card.py), a private message

# $game; $number; $count; $title.
teach-card-header = **{ $game } · lição { $number }/{ $count }: { $title }**
# $key: a chave do jogo (notação).
teach-card-how = Escolha sua jogada abaixo, ou digite com `/kitty move` (ou `/kitty learn game:{ $key } move:`).
teach-card-refused = ❌ { $reason }
# $moves: as jogadas do bot pelos outros lugares, em notação.
teach-card-replies = O outro lado respondeu: { $moves }.
teach-card-done-one = ✅ { $success }
teach-card-all-done = 🎉 Você terminou todas as lições de { $game }! `/kitty start { $key }` abre uma mesa de verdade.
teach-card-all-done-again = Você terminou todas as lições de { $game }. Clique em **{ teach-card-again }** para jogá-las de novo.
teach-card-moved-on = Este cartão de lição está desatualizado: `/kitty learn game:{ $key }` mostra onde você está.
teach-card-not-yet = Termine primeiro as lições anteriores: `/kitty learn game:{ $key }`.
teach-card-unknown-game = Não existe jogo `{ $key }` para aprender: escolha um dos jogos oferecidos.
teach-card-group = Jogadas de **{ $label }**:
# Rótulo de botão, ≤ 80 caracteres.
teach-card-next = Próxima lição
# Rótulo de botão, ≤ 80 caracteres.
teach-card-again = Recomeçar
# Placeholder de menu, ≤ 150 caracteres.
teach-card-pick = Escolha sua jogada…
teach-card-pick-group = O que você vai mover?
teach-card-back = ← voltar para todas as suas jogadas


## A hint (the Hint button), a private answer

teach-hint-move = 💡 A IA sugere **{ $move }**.
teach-hint-no-reason = (A IA não sabe explicar por quê.)
teach-hint-moved-on = Este tabuleiro já ficou para trás.

## Why a move is good (bot/ai/hint_texts.py). The parts are clauses joined into one
## sentence by teach-hint-reason-one/-two; the bot capitalises its first letter.

teach-hint-reason-one = { $first }.
teach-hint-reason-two = { $first }; { $second }.
teach-hint-list-and = { $most } e { $last }
teach-hint-list-comma = { $first }, { $rest }

# As cores das peças, como donos ("toma a torre de Azul").
teach-hint-colour-red = Vermelho
teach-hint-colour-yellow = Amarelo
teach-hint-colour-blue = Azul
teach-hint-colour-green = Verde
teach-hint-colour-black = Preto
teach-hint-colour-white = Branco
# Tamanhos das pirâmides de Stacktics (peça: feminino).
teach-hint-size-small = pequena
teach-hint-size-medium = média
teach-hint-size-large = grande

# Towers. $owner; $cell; $height.
teach-hint-towers-take = toma a torre de { $owner } em { $cell } ({ $height ->
        [one] { $height } peça
       *[other] { $height } peças
    })
teach-hint-towers-pieces = você controla { $after ->
        [one] { $after } peça
       *[other] { $after } peças
    } em vez de { $before }
# Stacktics. $owner; $pieces: tamanhos capturados ("média e pequena"); $cell; $pips.
teach-hint-stacktics-capture = captura peça(s) de { $owner } em { $cell } ({ $pieces }; { $pips ->
        [one] { $pips } pinta
       *[other] { $pips } pintas
    })
teach-hint-stacktics-total = você vai ter { $taken } das { $needed } pintas de que precisa
teach-hint-stacktics-wins = isso já são pintas suficientes para vencer
# Tumbling Down.
teach-hint-tumbling-takes-king = captura o rei de { $owner } em { $cells } e vence a partida
teach-hint-tumbling-no-pure = deixa { $owner } sem nenhuma pilha pura e vence a partida
teach-hint-tumbling-stack = { $height ->
        [one] a peça em { $cell }
       *[other] a pilha de { $height } em { $cell }
    }
teach-hint-tumbling-covers = cobre { $stacks } de { $owner }
teach-hint-tumbling-threat = ameaça { $count ->
        [one] o rei
       *[other] os reis
    } de { $owner } em { $cells }
# Kitty Stack Tower. $before, $after.
teach-hint-kitty-height = as pilhas que você domina passam de { $before } para { $after ->
        [one] { $after } peça
       *[other] { $after } peças
    } de altura no total
# Cat and the Tower. $name; $climber; $floors.
teach-hint-cattower-goal = cumpre o objetivo “{ $name }”: { $climber } sobe { $floors ->
        [one] { $floors } andar
       *[other] { $floors } andares
    }
teach-hint-cattower-toto = Toto
teach-hint-cattower-cat = seu gato

## When hints are offered (bot/ai/hint_policy.py)

# Descrição da opção `hints` de `/kitty start`, ≤ 100 caracteres.
teach-hints-option-description = Permitir o botão Dica (mesas ranqueadas: todos precisam concordar)
teach-hints-refuse-rated = As dicas estão desativadas nesta mesa ranqueada: todos os jogadores precisam concordar com elas quando a mesa começa.
teach-hints-refuse-table = Esta mesa foi aberta sem dicas (`hints:on` ativa as dicas).
teach-hints-unknown-option = `hints` precisa ser `on` ou `off`, não `{ $value }`.


## The analysis of a finished game (`/kitty analyse`, the Analyse button), public

teach-analysis-not-finished = A partida #{ $id } ainda não terminou; uma partida só pode ser analisada depois de acabar.
teach-analysis-no-moves = A partida #{ $id } não tem jogadas para analisar.
teach-analysis-running = Analisando a partida #{ $id } ({ $positions ->
        [one] { $positions } posição
       *[other] { $positions } posições
    })… a imagem aparece aqui quando estiver pronta.
teach-analysis-running-waiting = Analisando a partida #{ $id } ({ $positions ->
        [one] { $positions } posição
       *[other] { $positions } posições
    })… a imagem aparece aqui quando estiver pronta. { $ahead ->
        [one] Antes, { $ahead } outra análise.
       *[other] Antes, { $ahead } outras análises.
    }
teach-analysis-progress = Analisando a partida #{ $id }: { $done } de { $positions } posições prontas…
teach-analysis-title = Análise: { $title }
teach-analysis-result = Resultado: { $result }.
teach-analysis-ahead = Na frente durante a maior parte da partida: **{ $who }** ({ $count } de { $total } posições).
teach-analysis-level = Ninguém ficou na frente durante a maior parte da partida.
teach-analysis-swings-head = As maiores viradas:
teach-analysis-swing = { $n }. Jogada { $ply }, { $who } jogou { $played }: chance de vencer { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) }
teach-analysis-swing-preferred = { $n }. Jogada { $ply }, { $who } jogou { $played }: chance de vencer { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) } (a IA preferia { $preferred }, { NUMBER($value, style: "percent", maximumFractionDigits: 0) })
teach-analysis-no-swings = Nenhuma jogada mudou o equilíbrio.
teach-analysis-footer = Chances estimadas pela IA com um orçamento fixo por posição.
teach-analysis-alt = Gráfico da chance de vencer de cada jogador, jogada a jogada, na partida #{ $id }. { $text }
teach-analysis-unknown-player = ?
