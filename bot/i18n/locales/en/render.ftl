# Every word drawn on a picture (boards, card pictures, the card sheet, replay GIFs,
# analysis charts) and the text boards of the terminal commands.
# Space on a picture is short: keep labels about as long as the English (German is long,
# Japanese is wide); a label too wide is shrunk, wrapped or cut with "…".
# Notation (cells such as c3, moves such as c3-c4, piece letters) is never translated.

## Shared words

# Two names (or a list and one more name) joined: "Alice and Bob". Applied again for
# three names: "Alice and Bob and Carol".
render-and = { $first } and { $last }
# A seat without a name; $number is the seat number (1, 2, …).
render-player = Player { $number }
# Piece colours (also the seats' names when a board is drawn without players).
render-colour-r = Red
render-colour-y = Yellow
render-colour-b = Blue
render-colour-g = Green
render-colour-w = White
render-colour-k = Black

## Text boards (terminal `play` / `replay`, and the end of a picture's alt text)

render-text-draw = Draw
# $names: the winners, joined with "and"; $count: how many winners.
render-text-win = { $count ->
        [one] { $names } wins
       *[other] { $names } win
    }
# $result: render-text-draw or render-text-win; $reason: why the game ended.
render-text-result = { $result } — { $reason }
render-text-waiting = Waiting for players
# $name: the seat on turn (a colour or a player).
render-text-to-move = { $name } to move

## Towers text board
# $count: moves made since the last merge; $limit: the number that ends the game.
render-towers-quiet = { $count } of { $limit } moves without a merge (at { $limit } the game ends)
render-towers-text-key = (each tower: its owner's letter and its height)

## Stacktics text board
# One seat's count: "Red 4 of 15"; $name: the seat, $count: pips captured, $target: pips to win.
render-stacktics-text-pips = { $name } { $count } of { $target }
# $counts: every seat's render-stacktics-text-pips, joined with " · ".
render-stacktics-text-captured = Captured pips: { $counts }
# R321 is notation (colour letter, then piece sizes): keep it as it is.
render-stacktics-text-key = (colour letter, then piece sizes bottom→top: R321 = a Red tree)

## Tumbling Down text board
# One side's kings: $name the side, $cells the cells of its kings (notation) or
# render-tumbling-text-none, $height how tall they are.
render-tumbling-text-king = { $name } { $cells } ({ $height } high)
# In place of a side's king cells when it has none left.
render-tumbling-text-none = none
# $kings: every side's render-tumbling-text-king, joined with " · ".
render-tumbling-text-kings = Kings: { $kings }
render-tumbling-text-key = (stacks bottom→top, the owner's top piece in capitals; tall stacks: height + top three)

## Kitty Stack Tower text board
# $stacks: cells and their stacks in notation ("c3 yBr, d4 rY").
render-kitty-text-stacks = Stacks (bottom→top): { $stacks }
# One seat's owned height with its face-up card points: $name, $height, $points.
render-kitty-text-height-points = { $name } { $height } (+{ $points } card pts)
# $heights: each seat's name and height, joined with " · ".
render-kitty-text-heights = Heights owned: { $heights }
# $pieces: the piece letters still to place.
render-kitty-text-unplaced = Pieces to place: { $pieces }
render-kitty-text-passes = Passes in a row: { $count }
# The reader's own secret card: $name and $text are the card's name and rule.
render-kitty-text-card = Your card: { $name } — { $text }

## Alt text: a board picture's description for screen readers (≤ 1 024 characters in
## all, with the text board after it)

# $game: the game's name.
render-alt-board = { $game } board.
# A player and their colour or seat: "Alice (Yellow)".
render-alt-person = { $name } ({ $colour })
# $names: the winners (render-alt-person), joined with "and"; $count: how many.
render-alt-won = { $count ->
        [one] Game over: { $names } wins.
       *[other] Game over: { $names } win.
    }
render-alt-draw = Game over: a draw.
# $name: who is to play (render-alt-person).
render-alt-to-play = { $name } to play.
# $move: the last move (notation, or words).
render-alt-last-move = Last move: { $move }.
