# Stacktics (bot/games/stacktics): seats, options, move labels, announcements, errors,
# results and the rules. Move notation (`Mb1-b3`, `Sc2xd3`, `b1/2-b3`, `swap`, `keep`) and
# cell names (`b3`) are the same in every language: never translate them.
# $cell, $target, $origin: cell names such as "b3".

## Seats (seat 1 starts as Red and moves first; a pie swap exchanges the colours)

stacktics-seat-1 = Red
stacktics-seat-2 = Blue

## Pieces: the three pyramid sizes in words (small 1 pip, medium 2, large 3)

stacktics-piece-1 = small
stacktics-piece-2 = medium
stacktics-piece-3 = large
# Several pieces moving together, bottom first: $first is one piece word, $rest the others
# (itself this message again when there are more), e.g. "medium + small".
stacktics-pieces = { $first } + { $rest }

## Options of /kitty start (each at most 100 characters)

stacktics-option-size = Trees per player (2-5); picks the board
stacktics-option-board = Board (files x ranks); 4x4 or 3x5 for size 2, 7x6 or 7x7 for size 5
stacktics-option-pie = Pie rule: Blue may take over Red's pieces after the first move (always on for 4x4)
stacktics-option-draw-limit = Plies without a capture that draw the game (0 = off)

# $board: a board such as "7x6"; $board_size: the size it is made for; $size: the size
# asked for; $first (and $second when $count is 2): the boards of that size.
stacktics-board-for-size = A { $board } board is for size { $board_size }; size { $size } plays on { $count ->
        [one] { $first }
       *[other] { $first } or { $second }
    }.
stacktics-pie-required = The pie rule is required on { $board }: the first move is too strong without it.
stacktics-pie-forbidden = The pie rule is off on { $board } (the trees start in the corners there).

## Buttons under the board while Blue may swap (button labels, at most 80 characters)

stacktics-button-swap = Swap colours
stacktics-button-keep = Play on

## Move labels (autocomplete and move menus, at most 100 characters)

# The pie-rule answers `swap` and `keep`.
stacktics-describe-swap = swap: take over Red's pieces; the other player moves Blue next
stacktics-describe-keep = play on: keep Blue and move now
# A move: $from and $to are cells, $unit the moving pieces ("medium + small").
stacktics-describe-move = { $from }: { $unit } → { $to }
# A move onto one of the player's own stacks whose top piece is $top ("large").
stacktics-describe-move-onto = { $from }: { $unit } → { $to } (onto your { $top })
# A capture taking $pips pips; the second one wins the game at once.
stacktics-describe-capture = { $from } { $unit } × { $to } takes { $pips } { $pips ->
        [one] pip
       *[other] pips
    }
stacktics-describe-capture-wins = { $from } { $unit } × { $to } takes { $pips } { $pips ->
        [one] pip
       *[other] pips
    } and wins

## Announcements after a move (public)

stacktics-announce-swap = Colours swapped: the first player now plays Blue and moves next; the second player takes over Red.
stacktics-announce-keep = Blue plays on without swapping.
# $mover and $victim: colour names ("Red"); $pieces: the captured pieces ("large + medium");
# $red and $blue: the pips each colour has captured so far, out of $threshold.
stacktics-announce-capture = { $mover } captured { $victim }'s { $pieces } on { $cell } ({ $pips } { $pips ->
        [one] pip
       *[other] pips
    }). Captured: Red { $red }/{ $threshold } · Blue { $blue }/{ $threshold }.

## Results (a short phrase after "won" / "draw" in the result message)

# $colour: "Red" or "Blue".
stacktics-result-captured = { $colour } captured { $pips } pips
stacktics-result-no-move = { $colour } has no legal move
stacktics-result-repetition = third repetition
stacktics-result-quiet = { $limit } plies without a capture

## The pie rule's state, shown under the board

stacktics-pie-waiting = Pie rule: after Red's first move, Blue may swap colours.
stacktics-pie-open = Pie rule: Blue may swap colours now, or play on.
stacktics-pie-kept = Pie rule: Blue played on.
stacktics-pie-swapped = Pie rule: colours were swapped.

## Errors for a typed move (shown only to the player who typed it)

-stacktics-hint = write it like `Mb1-b3` (size letter, from, to), `Sc2xd3` for a capture, or `b1-c2`
stacktics-type-a-move = Type a move: { -stacktics-hint }.
# $text: what the player typed (shortened to 40 characters).
stacktics-unreadable = I can't read `{ $text }`: { -stacktics-hint }.
stacktics-base-twice = `{ $text }` names the base piece twice: { -stacktics-hint }.
stacktics-height-place = Put the height right after the origin, like `b1/2-b3`.
stacktics-needs-two-cells = `{ $text }` needs a start cell and a target cell: { -stacktics-hint }.
stacktics-height-from-one = Heights count from 1 at the bottom of the stack.
stacktics-pie-not-open = You can swap or play on only as Blue's answer to Red's first move, and only when the pie rule is on.
stacktics-no-stack = There is no stack on { $cell }.
# $owner and $you: colour names.
stacktics-not-your-stack = The stack on { $cell } is { $owner }'s; you play { $you }.
stacktics-not-legal = `{ $text }` is not a legal move now.
stacktics-move-not-legal = That move is not legal now.
stacktics-nothing-to-capture = There is nothing to capture on { $cell }.
stacktics-height-too-high = { $cell } holds { $count ->
        [one] 1 piece
       *[other] { $count } pieces
    }: heights run from 1 (bottom) to { $count }.
# $found and $given: piece words ("large").
stacktics-height-wrong-size = The piece at height { $height } on { $cell } is a { $found }, not a { $given }.
stacktics-no-size = { $cell } has no { $size } piece.
# $options: the possible moves, each like "`Mb2/1-b3` (medium + small)", joined with
# stacktics-or.
stacktics-which-base = Which piece on { $cell } is the base? Say { $options }.
stacktics-base-option = `{ $move }` ({ $unit })
stacktics-or = { $first } or { $rest }
# $reasons: one reason per piece that could be the base (the -clause messages below),
# joined with stacktics-reasons.
stacktics-nothing-can-go = Nothing on { $cell } can go to { $target }: { $reasons }.
stacktics-reasons = { $first }; { $rest }
# The piece(s) $unit ("medium + small") could move, but not now.
stacktics-reason-not-now = the { $unit } may not move now

## Why a move breaks a rule: a sentence, and the same as a clause inside
## stacktics-nothing-can-go ($unit: the moving pieces, $word: the base piece's size word)

stacktics-why-no-distance = A move must go at least one cell.
stacktics-why-no-distance-clause = a move must go at least one cell
stacktics-why-small = A small moves diagonally.
stacktics-why-small-clause = a small moves diagonally
stacktics-why-medium = A medium moves in straight lines along a rank or a file, never diagonally.
stacktics-why-medium-clause = a medium moves in straight lines along a rank or a file, never diagonally
stacktics-why-large = A large moves in a straight line or diagonally.
stacktics-why-large-clause = a large moves in a straight line or diagonally
# $weight: pips carried on the base; $range: how far a loaded stack moves.
stacktics-why-loaded = A { $word } carrying { $weight } { $weight ->
        [one] pip
       *[other] pips
    } is loaded and moves at most { $range } cells.
stacktics-why-loaded-clause = a { $word } carrying { $weight } { $weight ->
        [one] pip
       *[other] pips
    } is loaded and moves at most { $range } cells
stacktics-why-overloaded = A { $word } carrying { $weight } pips is overloaded and moves only 1 cell.
stacktics-why-overloaded-clause = a { $word } carrying { $weight } pips is overloaded and moves only 1 cell
# $between: the cell in the way.
stacktics-why-blocked = { $between } is in the way.
stacktics-why-blocked-clause = the { $unit }: { $between } is in the way
# $top: the size word of the top piece on $cell.
stacktics-why-stack-smaller = You may only stack onto your own top piece of equal or larger size (the top of { $cell } is a { $top }, your base a { $word }).
stacktics-why-stack-smaller-clause = the { $unit }: you may only stack onto your own top piece of equal or larger size (the top of { $cell } is a { $top }, your base a { $word })
# A capture by a piece that is alone on $cell.
stacktics-why-capture-alone = Only a single piece from the top of a stack of two or more can capture (the { $word } on { $cell } stands alone).
stacktics-why-capture-alone-clause = the { $unit }: only a single piece from the top of a stack of two or more can capture (the { $word } on { $cell } stands alone)
# A capture by $count pieces moving together.
stacktics-why-capture-many = Only a single piece from the top of a stack of two or more can capture (you are moving { $count } pieces).
stacktics-why-capture-many-clause = the { $unit }: only a single piece from the top of a stack of two or more can capture (you are moving { $count } pieces)

## The rules (/kitty rules stacktics): markdown, shown as written

stacktics-rules =
    # Stacktics

    Move one of your pyramids, with any stacked on it, across the board; a single pyramid
    jumping off the top of a stack captures the enemy stack it lands on, and the first to
    capture half of the enemy's pips (small 1, medium 2, large 3) wins.

    Two players, Red and Blue, each with N *trees*: a large (3 pips), a medium (2) and a small
    (1) pyramid stacked in that order. Capture **3·N pips** (half of your opponent's force) to win.

    {"*"}*Boards.** Size 2: 4×4 (pie rule always on) or 3×5 · size 3: 5×5 (default) · size 4: 6×6 ·
    size 5: 7×6 or 7×7 (options `size`, `board`; a size's first board is its default). The
    trees start on each player's home rank, corner files left empty (on 3×5 they start in the
    corners). Red is at rank 1 and moves first.

    {"*"}*Moving.** Pick any one of your pieces as the *base*: it moves together with everything
    stacked on it; pieces below it stay.
    - Shape comes from the base: a **small** moves diagonally, a **medium** orthogonally, a
      {"*"}*large** either way. You can never pass over an occupied cell.
    - Range comes from the pips carried on the base: none → any distance; fewer pips than the
      base's size (*loaded*) → up to 2 cells (3 cells in size 4 and 5 games); as many or more
      (*overloaded*) → 1 cell. A move always goes at least one cell; passing is not allowed.

    {"*"}*Landing.** On an empty cell; on your own stack if its top piece is at least as big as
    your base (the moving pieces go on top in the same order); or on an enemy stack to
    {"*"}*capture** it, which only a *single piece leaving the top of a stack of two or more* may
    do. The whole enemy stack leaves the game, its pips count for you, and your piece stays there.

    {"*"}*End.** 3·N captured pips win at once. If you have no legal move on your turn, you lose.
    Draws: the same position with the same side to move for the third time; 60 plies in a row
    without a capture (the `draw_limit` option, 0 = off); or by agreement.

    {"*"}*Pie rule** (4×4 always; optional on 5×5 and larger): after Red's first move, Blue may
    press **Swap colours** to take over Red's pieces (the other player then plays Blue and
    moves next) or **Play on** (or just make a move).

    {"*"}*Notation.** Size letter of the base, start cell, `-` or `x` for a capture, target:
    `Mb1-b3` (medium with what it carries), `Lc1-c2` (the whole tree), `Sd3xe4` (small
    captures). If the start holds two pieces of that size, add the height from the bottom:
    `Mb2/1-b3`. You may also type `b1 m b3`, `b1/2 > b3`, or just `b1-c2` when only one piece
    there can make that move. `swap` / `keep` answer the pie rule.

    {"*"}*Reading the board.**
    - Each pyramid is drawn from the side, its size showing small, medium or large, with as many pips as it is worth: Red pips are ● circles, Blue pips ■ squares. A stack stands bottom to top; a stack of 4 or more gets a height badge.
    - Last move: a dashed outline where it started, a solid magenta outline where it ended, an arrow between them; a capture adds a "×N" tag with the pips taken.
    - Under the board: ▶ who plays next; each player with their colour and mark, their captured pips against the target ("4 of 9 pips") and the pyramids they took; the last move in words (`Lb4/1-c5`: the large piece, 1st from the bottom, b4 to c5); the moves without a capture against the draw limit; the pie-rule choice while it is open.

