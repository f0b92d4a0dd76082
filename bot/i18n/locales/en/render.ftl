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

## Captions under the square boards (Towers, Stacktics, Tumbling Down)

# A player and their colour: "Alice (Yellow)". ($name is cut with "…" when long.)
render-person = { $name } ({ $colour })
# Headline after the ▶ mark; $who: a colour ("Yellow") or render-person.
render-to-play = { $who } to play
# Headline of a single winner; $who as above.
render-wins = { $who } wins
# $score: the final count, winner's first ("20–16").
render-wins-score = { $who } wins { $score }
# A seat as one line (text form of the caption): $who as above, $stat its count ("19 pieces").
render-seat-line = { $who }: { $stat }
# $who passed their turn.
render-passed = { $who } passed
render-draw = Draw
# A drawn game with its count: $score "18–18".
render-draw-score = Draw { $score }
render-game-over = Game over
# $move: the last move in notation or words.
render-last-move = Last move: { $move }

## Towers board
# Under the board: what the numbers and tints mean.
render-towers-legend = Number on a tower: its height · tint: its owner (the top piece)
# A seat's count of pieces it controls.
render-towers-pieces = { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }

## Stacktics board
# Moves without a capture; at $limit the game is drawn.
render-stacktics-quiet = { $count } of { $limit } moves without a capture (at { $limit }: a draw)
# A seat's captured pips against the pips that win.
render-stacktics-pips = { $count } of { $target } pips
# Label before the small pieces a seat has captured (short).
render-stacktics-took = took
# A move in notation and its meaning. $notation: the move as typed ("Lb4-c5"); $size:
# S, M or L (the piece's size); $start, $end: cells (notation).
render-stacktics-move = { $notation } = { $size ->
        [S] small
        [M] medium
       *[L] large
    } piece { $start } → { $end }
render-stacktics-move-takes = { $notation } = { $size ->
        [S] small
        [M] medium
       *[L] large
    } piece { $start } takes { $end }
# As above, for a piece lifted from inside a stack: $level counts from the bottom (1, 2, 3).
render-stacktics-move-level = { $notation } = { $size ->
        [S] small
        [M] medium
       *[L] large
    } piece ({ $level ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $level }th
    } from bottom) { $start } → { $end }
render-stacktics-move-takes-level = { $notation } = { $size ->
        [S] small
        [M] medium
       *[L] large
    } piece ({ $level ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $level }th
    } from bottom) { $start } takes { $end }
# Legend under the board, parts joined with " · ".
render-stacktics-legend-win = Win: capture { $count } pips (the dots)
render-stacktics-legend-height = number: stack height
# ×N is the tag drawn on a capture's cell: keep "×N".
render-stacktics-legend-taken = ×N: pips just taken

## Tumbling Down board
# Legend under the board (parts joined with " · ").
render-tumbling-legend = Crown: king (tallest one-colour stack) · number: stack height
render-tumbling-legend-check = red frame: king in danger
render-tumbling-legend-fallen = red frame: the king taken
# A side's kings: $count kings, $height how tall they are.
render-tumbling-kings = { $count ->
        [one] king { $height } high
       *[other] { $count } kings { $height } high
    }
render-tumbling-no-king = no king
# The last move: $who the side that moved, $move the move's notation ("e2 (2) east → f2 g2").
render-tumbling-stepped = Last move: { $who } stepped { $move }
render-tumbling-tumbled = Last move: { $who } tumbled { $move }
render-tumbling-played = Last move: { $who } played { $move }
