# Texts of bot/core: what every game says the same way.

core-game-over = The game is over.
core-not-your-turn = It is not your turn.
core-player-number = Player { $number }
core-resigned = { $name } resigned
core-agreed-draw = the players agreed a draw
core-hidden-cards-changed = a player's hidden cards changed after it
core-option-one-of = `{ $name }` must be one of: { $allowed }.
core-option-at-least = `{ $name }` must be at least { $bound }.
core-option-at-most = `{ $name }` must be at most { $bound }.
core-option-kind = `{ $name }` must be { $kind ->
        [int] a whole number
        [bool] on or off
       *[other] a word
    }, not `{ $value }`.
core-time-out = time-out
