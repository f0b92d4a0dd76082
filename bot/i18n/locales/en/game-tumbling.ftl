# Tumbling Down (bot/games/tumbling): seats, options, move labels, announcements, errors,
# results and the rules. Move notation (`d4-e5`, `d4>ne`, the direction letters n, ne, e,
# se, s, sw, w, nw) and cell names (`d4`) are the same in every language: never translate them.
# $cell, $from, $to: cell names such as "d4".

## Seats (seat 1 is Black and moves first unless the match says otherwise)

tumbling-seat-1 = Black
tumbling-seat-2 = White

## Options of /kitty start (at most 100 characters; black, white and random are typed
## words and stay in English)

tumbling-option-first = Who moves first: black, white or random

## The eight directions in words (move labels)

tumbling-direction-n = north
tumbling-direction-ne = north-east
tumbling-direction-e = east
tumbling-direction-se = south-east
tumbling-direction-s = south
tumbling-direction-sw = south-west
tumbling-direction-w = west
tumbling-direction-nw = north-west

## Lists of cells ("c3", "c3 and d4", "c3, d4 and e5"): $first is one cell; $rest the
## others (this message again) or $last the final one.

tumbling-cells-and = { $first } and { $last }
tumbling-cells-list = { $first }, { $rest }

## Move labels (autocomplete, move menus and the last move under the board, at most 100
## characters)

# A step of the top piece from $from to $to.
tumbling-describe-step = step { $from } → { $to }
# A step onto a stack $below pieces high.
tumbling-describe-step-onto = step { $from } → { $to } (onto { $below })
# A tumble of the $height-high stack on $from toward $direction ("north-east"); $where: the
# cells the pieces land on, in notation ("e5 f6 g7", "h7×3" for three pieces on h7).
tumbling-describe-tumble = tumble { $from } ({ $height }) { $direction } → { $where }

## Threats: a king that could fall next move ($attacker and $victim: colour names;
## $cells: the king cells, see tumbling-cells-and)

# Under the board (no full stop).
tumbling-threat = { $attacker } threatens { $victim }'s { $count ->
        [one] king
       *[other] kings
    } on { $cells }
# Announced after a move, to the player who must answer it.
tumbling-announce-threat = { $attacker } threatens { $victim }'s { $count ->
        [one] king
       *[other] kings
    } on { $cells }.

## Results (a short phrase after "won" / "draw" in the result message; $mover: the colour
## that moved, $victim: the colour whose king fell, $cells: the king cells)

tumbling-result-own-king = { $mover } captured their own king on { $cells }
tumbling-result-own-king-bare = { $mover } captured their own king on { $cells }: { $victim } has no pure stack left
tumbling-result-covered = { $mover } covered { $victim }'s king on { $cells }
tumbling-result-covered-bare = { $mover } covered { $victim }'s king on { $cells }: { $victim } has no pure stack left
tumbling-result-bare = { $victim } has no pure stack left
# A result (one of the above, $result) when the mover's own king fell in the same move.
tumbling-result-both-fell = { $result } (the mover wins although { $mover }'s own king fell too)
tumbling-result-repetition = the same position occurred for the third time
# A result stored by an older version of the bot, in English ($text).
tumbling-result-stored = { $text }

## Errors for a typed move (shown only to the player who typed it)

-tumbling-how-to = Write a step like `d4-e5` or a tumble like `d4>ne`.
tumbling-type-a-move = Type a move. { -tumbling-how-to }
# $text: what the player typed.
tumbling-unreadable = I cannot read `{ $text }`. { -tumbling-how-to }
tumbling-unreadable-move = I cannot read `{ $text }` as a move. { -tumbling-how-to }
tumbling-step-and-tumble = A move is either a step or a tumble, not both. { -tumbling-how-to }
tumbling-where-to = Where to? Add a cell or a direction: `{ $cell }-…` or `{ $cell }>ne`.
tumbling-must-leave = A move must leave { $cell }.
tumbling-not-next = { $to } is not next to { $from }: a move goes to one of the 8 neighbouring cells.
tumbling-no-stack = There is no stack on { $cell }.
# $owner: the colour whose piece is on top ("White").
tumbling-not-yours = You do not own { $cell }: a { $owner } piece is on top.
# $direction: a direction in words ("north-east").
tumbling-edge-step = { $cell } is at the edge of the board: it cannot step { $direction }.
tumbling-edge-tumble = { $cell } is at the edge of the board: it cannot tumble { $direction }.
# $to: the neighbour the lone piece could step to instead.
tumbling-single = { $cell } has only one piece: step instead (`{ $cell }-{ $to }`).
tumbling-not-a-move = That is not a Tumbling Down move.
tumbling-off-board = That move starts off the board.
tumbling-no-direction = That move has no direction.
tumbling-not-yours-short = You do not own { $cell }.
tumbling-edge-short = { $cell } is at the edge: nothing lies that way.
tumbling-single-short = { $cell } has only one piece: step instead.

## The rules (/kitty rules tumbling): markdown, shown as written

tumbling-rules =
    # Tumbling Down

    Move the top piece of one of your stacks a cell, or knock a whole stack over into a line
    of cells; you win by getting one of your pieces on top of your opponent's **king**, their
    tallest stack made only of their colour.

    {"*"}Michael Shuck, 2001 — a finalist of the 8×8 Game Design competition.*

    ## Set-up
    Each player has 29 pieces piled in a diamond around their own corner: White at **a1**,
    Black at **h8**. The corner holds a stack of 4, its two neighbours stacks of 3, the next
    two diagonal rows stacks of 2, and the fifth row single pieces. **Black moves first**
    (a match may choose White instead).

    A stack belongs to whoever has a piece on top of it. You only ever move stacks you own.

    ## On your turn, do one of these
    - **Step** — move the *top piece* of one of your stacks to any of the 8 neighbouring cells
      (straight or diagonal). The cell may be empty or hold a stack of any height: your piece
      simply goes on top. The rest of the stack stays behind.
      Type it as `d4-e5`.
    - **Tumble** — knock over a whole stack of 2 or more in one of the 8 directions. The bottom
      piece lands on the next cell, the piece above it on the cell after that, and so on, so the
      top piece lands furthest away. Pieces land on top of whatever is there, and the cell the
      stack stood on is left empty. If the tumble reaches the edge of the board, every piece
      still to fall piles onto the last cell. You cannot tumble toward an edge the stack is
      already standing against. Type it as `d4>ne` (directions: n, ne, e, se, s, sw, w, nw).

    ## Kings
    Your **pure** stacks are the ones made only of your colour. Your **king** is your tallest
    pure stack — even a single piece can be the king — and if several pure stacks share the
    greatest height, **every one of them is a king**, and losing any of them loses the game.
    Kings change from move to move, so keep an eye on the crowns on the board.

    ## Capturing a king
    After every move, both players are checked. A player's king falls when:
    - they have **no pure stack left** at all, or
    - a cell that held one of their kings before the move now has an **enemy piece on top** —
      unless that same move made their tallest pure stack taller than it was.

    A king that simply moved away (stepped or tumbled by its owner) has not been captured.

    If your move captures the enemy king, **you win** — even if your own king fell in the same
    move. If your move captures only your own king (say, a tumble drops an enemy piece onto
    it), **you lose**.

    ## Draws
    The game is drawn when the same position (same stacks, same player to move) comes up for
    the third time, or when both players agree to a draw. You may also resign.

    ## Notation
    - Step: `d4-e5` (also `d4 e5`, `step d4 ne`, `d4-ne`).
    - Tumble: `d4>ne` (also `tumble d4 ne`, `d4 > north-east`, `tumble d4 e5`).

    ## Reading the board
    - Each stack is drawn from the side, bottom to top: White pieces are light slabs with a ○, Black ones dark slabs with a ✕. The number in a circle is the stack's height; a grey slab with three dots stands for pieces too deep to draw.
    - A gold crown marks every current king. A red frame marks a king that can be taken on the next move (or whose capture ended the game).
    - Last move: a dashed outline where it started, a solid magenta outline where it ended, an arrow between them; the cells a tumble passed over are tinted.
    - Under the board: ▶ who plays next; each player with their colour and mark and how high their king is (the crowns show where); the last move; a ⚠ line when a king can be taken.

