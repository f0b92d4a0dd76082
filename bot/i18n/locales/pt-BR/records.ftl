# Textos dos registros (bot/records): /kitty game, /kitty history, /kitty stats.
# $id: número de uma partida como mostrado; $who: nome de um jogador.

## Finding a stored game

rec-not-found = Não existe partida #{ $id } neste servidor.
rec-never-started = A partida #{ $id } nunca começou.
# $game: chave de um jogo que este bot não tem (não traduzida).
rec-unknown-game = A partida #{ $id } é de um jogo que este bot não tem ({ $game }).
# Título de uma partida: "$game #$id — $players".
rec-title = { $game } #{ $id } — { $players }
# Une dois nomes num título: "Alice x Bob".
rec-versus = { $first } x { $second }

## A stored result ("Alice won — Blue has no legal move")

rec-not-finished = não terminada
rec-no-winner = Sem vencedor
# $winners: nomes dos vencedores.
rec-won = Vitória de { $winners }
# Une dois nomes: "Alice e Bob".
rec-and = { $first } e { $second }
# $head: rec-won ou rec-no-winner; $reason.
rec-result = { $head } — { $reason }

## History lines (/kitty history)

rec-the-game = O jogo
rec-step-resigns = { $who } desiste
rec-step-agreed = Os jogadores concordam em encerrar a partida
rec-step-timeout = { $who } ficou sem tempo
rec-step-move = { $who }: { $move }
rec-step-hinted = { $line } 💡 (depois de uma dica)
rec-numbered = { $number }. { $line }
rec-took-back = ↩ { $who } voltou { $count ->
        [one] { $count } jogada
       *[other] { $count } jogadas
    }

## Statistics

# Sequência atual de um jogador, ex.: "3 vitórias"; $outcome: win, draw ou loss.
rec-streak = { $outcome ->
        [win] { $count ->
            [one] { $count } vitória
           *[other] { $count } vitórias
        }
        [draw] { $count ->
            [one] { $count } empate
           *[other] { $count } empates
        }
       *[loss] { $count ->
            [one] { $count } derrota
           *[other] { $count } derrotas
        }
    }
