# Towers (bot/games/towers): seat names, options, move labels, errors, results and rules.
# Move notation (cells such as `c3`, moves such as `c3-c4`, the word `pass`) is the same in
# every language: never translate text between backticks.

## Seats (seat 1 moves first by default)

towers-seat-1 = Yellow
towers-seat-2 = Blue

## Options of `/kitty start towers` (Discord option descriptions, ≤ 100 characters).
## The option values (yellow, blue, random) are typed as they are: keep them in English.

towers-option-quiet = Plies without a merge that end the game (0 = off)
towers-option-first = Who moves first: yellow, blue or random

## Move labels (autocomplete and the "My moves" menu, ≤ 100 characters).
## $start and $end are cells (`c3`), $height is the height of the moving tower,
## $below the height of the tower it lands on and $total the height afterwards.

# The only move of a player who has no legal move.
towers-describe-pass = pass (no legal move)
towers-describe-empty = { $start } ({ $height }) → { $end } (empty)
# The moving tower lands on a tower of the mover's own colour.
towers-describe-onto-yours = { $start } ({ $height }) → { $end } onto your { $below } = { $total } high
# The moving tower lands on a tower of the opponent's colour (and takes it over).
towers-describe-onto-theirs = { $start } ({ $height }) → { $end } onto their { $below } = { $total } high

## Why a typed move is refused (shown privately to the player who typed it).

towers-pass-not-allowed = You may pass only when you have no legal move.
# $text is what the player typed.
towers-not-a-move = `{ $text }` is not a move: write it like `c3-c4` (from-to).
# $text is what the player typed as a cell.
towers-not-a-cell = `{ $text }` is not a cell name (try something like `c4`).
# $text is what the player typed as a cell; $last is the board's last cell (`f6`).
towers-off-board = `{ $text }` is off the board (a1–{ $last }).
towers-no-tower = There is no tower on { $cell }.
towers-not-yours = The tower on { $cell } is not yours.
towers-not-next-to = { $end } is not next to { $start } (moves go one cell up, down, left or right).
# $height is the height of the tower on $cell, $mine the height of the player's tower.
towers-taller = The tower on { $cell } ({ $height } high) is taller than yours ({ $mine } high).
# $move is the typed move in notation (`c3-c4`).
towers-not-legal = `{ $move }` is not a legal move now.
towers-illegal = That move is not legal now.

## Why the game ended (a short phrase shown with the result, no full stop).

# $name is a seat's colour (Yellow or Blue).
towers-reason-owns-all = { $name } owns every tower
towers-reason-empty = the board is empty
towers-reason-passed = both players passed
# $count is the quiet limit, a number of plies (single moves).
towers-reason-quiet = { $count ->
        [one] { $count } ply passed without a merge
       *[other] { $count } plies passed without a merge
    }
towers-reason-agreed = the players agreed to end the game

## The rules, as `/kitty rules towers` shows them (Discord markdown, one embed:
## at most about 3 500 characters). The first paragraph is also the pitch `/kitty help`
## shows. Keep the section "Reading the board" in sync with the picture.

towers-rules =
    # Towers

    Move one of your towers (your colour on top), whole, onto a neighbouring cell that is
    empty or holds a tower no taller than it, to take that tower over; when no more towers can
    merge, whoever owns more pieces wins.

    ## Board and pieces
    - Yellow and Blue have 18 pieces each. Cells are `a1`–`f6`: files a–f from left to right, ranks 1–6 from Yellow's side.
    - At the start every cell holds one piece in a checkers pattern: `a1` is Yellow and the colours alternate along every rank and file.
    - A tower belongs to the player whose colour is on top. Its height is the number of pieces in it.
    - Yellow moves first unless the match was started with `first:blue` (`first:random`: the bot draws who starts).

    ## Your move
    Move one of your towers, whole, one cell up, down, left or right:
    - onto an empty cell, or
    - onto any tower (yours or your opponent's) that is **not taller** than the moving tower. The moving tower goes on top with its order kept, so the new tower belongs to you.
    You may not move onto a taller tower. You may not pass while you have a legal move; a player with no legal move passes (the bot does it for you and says so).

    ## End of the game
    The game ends as soon as:
    1. one player owns every tower; or
    2. both players pass one after the other; or
    3. 40 moves in a row were made without a merge (a move onto an occupied cell). This "quiet limit" can be changed when starting (`quiet:`, 0 turns it off); or
    4. both players agree to end it (`/kitty end`, and the opponent accepts).
    {"*"}*Score:** the pieces you control — the total height of the towers you own. More pieces wins; equal counts are a draw. A resignation gives the opponent the win.

    ## Reading the board
    - Each tower is drawn from the side, bottom to top: Yellow pieces carry a ▲, Blue ones a ■. A cell is tinted in its owner's colour.
    - The number in a circle is the tower's height (towers of 2 or more). A grey slab with three dots stands for pieces too deep to draw.
    - Last move: a dashed outline where the tower started, a solid magenta outline where it landed, an arrow between them.
    - Under the board: ▶ who plays next; each player with their colour and mark and the pieces they control; and how many moves in a row passed without a merge ("12 of 40 moves without a merge": at 40 the game ends).

    {"*"}*Notation:** `c3-c4` moves the tower on c3 onto c4. `/kitty move` offers every legal move as you type; **My moves** under the board lists them privately.
