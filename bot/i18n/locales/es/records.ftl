# Texts of the records (bot/records): /kitty game, /kitty history, /kitty stats.
# $id is a game's number as shown (not formatted as a number); $who holds a player's name.

## Finding a stored game

rec-not-found = No hay ninguna partida #{ $id } en este servidor.
rec-never-started = La partida #{ $id } nunca empezó.
# $game is the key of a game this bot does not have (not translated).
rec-unknown-game = La partida #{ $id } es de un juego que este bot no tiene ({ $game }).
# A game's heading: "$game #$id — $players"; $players are the names joined by rec-versus.
rec-title = { $game } #{ $id } — { $players }
# Joins two player names in a heading: "Alice vs Bob" (chained for more players).
rec-versus = { $first } vs. { $second }

## A stored result ("Alice won — Blue has no legal move")

rec-not-finished = sin terminar
rec-no-winner = Sin ganador
# $winners: the winners' names (joined by rec-and).
rec-won = Ganó { $winners }
# Joins two names: "Alice and Bob" (chained for more names).
rec-and = { $first } y { $second }
# $head is rec-won or rec-no-winner; $reason how the game ended (from the game's catalogue).
rec-result = { $head }: { $reason }

## History lines (/kitty history)

# Who acted when no seat did (a forced move of the game itself).
rec-the-game = El juego
rec-step-resigns = { $who } se rinde
rec-step-agreed = Los jugadores acuerdan terminar la partida
rec-step-timeout = A { $who } se le acabó el tiempo
# $move is the move in notation or the game's words for it.
rec-step-move = { $who }: { $move }
# A move made after its player asked for a hint; $line is the move's line.
rec-step-hinted = { $line } 💡 (tras una pista)
# A numbered line of the history: "12. Alice: a1-a2".
rec-numbered = { $number }. { $line }
# A takeback noted in the history; $count: moves it undid.
rec-took-back = ↩ { $who } deshizo { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }

## Statistics

# A player's current streak, e.g. "3 wins"; $outcome is win, draw or loss.
rec-streak = { $outcome ->
        [win] { $count ->
            [one] { $count } victoria
           *[other] { $count } victorias
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
