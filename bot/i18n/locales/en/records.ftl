# Texts of the records (bot/records): /kitty game, /kitty history, /kitty stats.
# $id is a game's number as shown (not formatted as a number); $who holds a player's name.

## Finding a stored game

rec-not-found = There is no game #{ $id } on this server.
rec-never-started = Game #{ $id } never started.
# $game is the key of a game this bot does not have (not translated).
rec-unknown-game = Game #{ $id } is of a game this bot does not have ({ $game }).
# A game's heading: "$game #$id — $players"; $players are the names joined by rec-versus.
rec-title = { $game } #{ $id } — { $players }
# Joins two player names in a heading: "Alice vs Bob" (chained for more players).
rec-versus = { $first } vs { $second }

## A stored result ("Alice won — Blue has no legal move")

rec-not-finished = not finished
rec-no-winner = No winner
# $winners: the winners' names (joined by rec-and).
rec-won = { $winners } won
# Joins two names: "Alice and Bob" (chained for more names).
rec-and = { $first } and { $second }
# $head is rec-won or rec-no-winner; $reason how the game ended (from the game's catalogue).
rec-result = { $head } — { $reason }

## History lines (/kitty history)

# Who acted when no seat did (a forced move of the game itself).
rec-the-game = The game
rec-step-resigns = { $who } resigns
rec-step-agreed = The players agree to end the game
rec-step-timeout = { $who } ran out of time
# $move is the move in notation or the game's words for it.
rec-step-move = { $who }: { $move }
# A move made after its player asked for a hint; $line is the move's line.
rec-step-hinted = { $line } 💡 (after a hint)
# A numbered line of the history: "12. Alice: a1-a2".
rec-numbered = { $number }. { $line }
# A takeback noted in the history; $count: moves it undid.
rec-took-back = ↩ { $who } took back { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }

## Statistics

# A player's current streak, e.g. "3 wins"; $outcome is win, draw or loss.
rec-streak = { $outcome ->
        [win] { $count ->
            [one] { $count } win
           *[other] { $count } wins
        }
        [draw] { $count ->
            [one] { $count } draw
           *[other] { $count } draws
        }
       *[loss] { $count ->
            [one] { $count } loss
           *[other] { $count } losses
        }
    }
