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

## Kitty Stack Tower board

# Status line during set-up.
render-kitty-setting-up = Setting up the board
# $who: the player placing a piece (cut with "…" when long).
render-kitty-places = { $who } places a piece
render-kitty-all-placed = Every piece is placed
render-kitty-over-draw = Game over — a draw
render-kitty-over-wins = Game over — { $who } wins!
# Several winners: $names all but the last, joined with ", "; $last the last one.
render-kitty-over-share = Game over — { $names } and { $last } share the win!
render-kitty-waiting = Waiting
# Passes in a row; the game ends when every one of the $players players passed.
render-kitty-passes = { $count ->
        [one] { $count } pass in a row (the game ends at { $players })
       *[other] { $count } passes in a row (the game ends at { $players })
    }
# Top right: the move counter ($ply: move number), or "set-up" before play. Short.
render-kitty-move = move { $ply }
render-kitty-setup = set-up
# The last action in words. $who: a seat's player; cells are notation.
render-kitty-last-stack = { $who } stacked { $start } onto { $end }
# $path: cells joined with " → "; $steps: how many steps.
render-kitty-last-chain = { $who } stacked along { $path } ({ $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    })
render-kitty-last-flip = { $who } jumped { $start } → { $end }, flipping { $flipped }
render-kitty-last-disassemble = { $who } pulled pieces from { $start } under { $under }
render-kitty-last-place = { $who } placed a piece on { $cell }
# Monochromatic Frenzy is an objective card's name.
render-kitty-last-frenzy = { $who } removed the stack on { $cell } (Monochromatic Frenzy)
render-kitty-last-pass = { $who } passed
render-kitty-last-done = { $who } ended the turn
# Forced Exchange is a card's name.
render-kitty-last-force = { $who } played Forced Exchange
render-kitty-last-give = { $who } handed over a card
render-kitty-last-offer = { $who } offered to swap a card
render-kitty-last-accept = { $who } accepted the card swap
render-kitty-last-decline = { $who } declined the card swap
# Footer: $action is one of the render-kitty-last-… texts (with the move's notation).
render-kitty-last = Last: { $action }
# End of game: a player's cards with their points; $cards: "Name +2, Name +1".
render-kitty-cards-of = { $who }'s cards: { $cards }
# Cards shown so far; $cards: "Alice — Card name" items joined with " · ".
render-kitty-revealed = Revealed: { $cards }
# Heading of the panel listing stacks removed by the card Monochromatic Frenzy.
render-kitty-removed = Removed by Monochromatic Frenzy
# Score panel column headings (≤ 90 px wide at 16 px: about 10 characters; ★ stays).
render-kitty-heading-to-place = to place
render-kitty-heading-height = height
render-kitty-heading-stars = ★ card pts
render-kitty-heading-hand = cards
render-kitty-heading-score = score
# The key under the board: what each mark means. "e5" and "7" are samples of the marks
# (notation and a number): keep them first.
render-kitty-key-cell = e5 = cell (column, row)
render-kitty-key-height = 7 = stack height
render-kitty-key-hidden = more pieces below
render-kitty-key-last = last action (dashed: from, solid: to)
# Disassemble is a card's name.
render-kitty-key-scissors = Disassemble: pieces moved
render-kitty-key-flip = this stack was turned over
render-kitty-key-frenzy = stack removed (Frenzy)
render-kitty-key-rainbow = Rainbow Bridge token
render-kitty-key-twist = Dramatic Twist token
render-kitty-key-count = dot on a token: how many tokens
render-kitty-key-cards = objective card in hand
render-kitty-key-stars = ★ = objective-card points
render-kitty-key-crown = winner

## Cat and the Tower board (the panel beside the tower, the scene's labels)

# Panel title: the game's name.
render-cattower-title = Cat and the Tower
# $mode: competitive or coop; $players: how many players.
render-cattower-mode = { $mode ->
        [competitive] Competitive
       *[coop] Co-op
    } · { $players ->
        [one] { $players } player
       *[other] { $players } players
    }
render-cattower-competitive-rule = The highest cat wins. Goals count the Friends on floors above your cat.
# Co-op: the floor to reach, with the Story card's title ($title) when there is one.
render-cattower-target = Target floor { $floor }
render-cattower-target-story = Target floor { $floor }: { $title }
render-cattower-toto-on = Toto is on floor { $floor }
# On a small tinted label (≤ 280 px at 20 px).
render-cattower-goal-floor = Goal floor { $floor }
render-cattower-goal-unbuilt = Goal floor { $floor } (unbuilt)
render-cattower-tower-built = { $count ->
        [one] Tower: { $count } floor built
       *[other] Tower: { $count } floors built
    }
# $fallen walls fell of the $most that end the game.
render-cattower-fallen = Fallen walls { $fallen }/{ $most }
# The turn line after "▶"; $who is the player's name (cut with "…" when long).
render-cattower-to-play = { $who } to play
# Result card: after the winners' names (a line of its own).
render-cattower-wins = { $count ->
        [one] wins!
       *[other] win!
    }
render-cattower-victory = ★ Victory! ★
render-cattower-tower-fell = The tower fell
# The Story card of a co-op victory: its title and text.
render-cattower-story = “{ $title }” — { $text }
# End board: the tower's height (competitive play: a sentence of its own).
render-cattower-tower-stands = { $count ->
        [one] The tower stands { $count } floor high
       *[other] The tower stands { $count } floors high
    }
# The same, after render-cattower-reached's " · ".
render-cattower-tower-stands-low = { $count ->
        [one] the tower stands { $count } floor high
       *[other] the tower stands { $count } floors high
    }
# Co-op end board: $floor Toto's floor, $tower render-cattower-tower-stands-low.
render-cattower-reached = Toto reached floor { $floor } · { $tower }
render-cattower-nothing-fell = Nothing fell
# End board: walls that fell in the game.
render-cattower-fell = What fell: { $walls ->
        [one] { $walls } wall
       *[other] { $walls } walls
    } in the game
# … and what the last fall knocked off: $last, the counts below joined with "and".
render-cattower-fell-last = What fell: { $walls ->
        [one] { $walls } wall
       *[other] { $walls } walls
    } in the game, and { $last } in the last fall
render-cattower-fell-floors = { $count ->
        [one] { $count } floor
       *[other] { $count } floors
    }
render-cattower-fell-friends = { $count ->
        [one] { $count } Friend
       *[other] { $count } Friends
    }
# Section headings (drawn in capitals).
render-cattower-action-cards = Action cards
render-cattower-goal-cards = Goal cards
render-cattower-ranking = Ranking
render-cattower-secret-goals = Each player holds two secret goals (see your DM).
# A goal card's pill: how many floors Toto climbs.
render-cattower-climb = climb +{ $climb }
# A seat without a name.
render-cattower-seat = Seat { $seat }
# Competitive ranking: a Black Cat's scarf ($scarf: red, orange, blue, purple, yellow).
render-cattower-scarf = { $scarf ->
        [red] red scarf
        [orange] orange scarf
        [blue] blue scarf
        [purple] purple scarf
        [yellow] yellow scarf
       *[other] { $scarf } scarf
    }
# A cat not yet on the tower.
render-cattower-waiting = waiting
render-cattower-on-floor = floor { $floor }
render-cattower-discards = Discards: { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } · { $goals ->
        [one] { $goals } goal
       *[other] { $goals } goals
    }
# Count frames: under the big "3…" badge.
render-cattower-count = Everyone counts to five!
# Close-up titles in the scene (drawn in capitals).
render-cattower-preview = Preview, close up
render-cattower-goal-close-up = Goal floor { $floor }, close up
# The break between two parts of a tall tower: floors $low to $high are not drawn.
render-cattower-not-shown = floors { $low }–{ $high } not shown
# Tag over the placement being previewed (short).
render-cattower-preview-tag = preview
# Pieces lying beyond the scene's edge (with ◀ or ▶ beside it).
render-cattower-fallen-aside = { $count } fallen
# The "Last move" line's words for each step of a turn. Card ids (A07, G01), cells,
# colours and wall types in them are notation: keep them as they are.
render-cattower-step-confirm = set the piece down
render-cattower-step-take = took Action card { $card }
# $side: left or right (the card's option, as notation).
render-cattower-step-take-side = took Action card { $card } ({ $side })
# $mm: millimetres; $side: left, right or centre.
render-cattower-step-aim = { $side ->
        [centre] aimed the piece centred
        [right] aimed the piece { $mm } mm right
       *[left] aimed the piece { $mm } mm left
    }
render-cattower-step-goal = completed goal { $goal }: Toto climbs { $climb }
render-cattower-step-shift = { $side ->
        [centre] floor centred
        [right] shifted the floor { $mm } mm right
       *[left] shifted the floor { $mm } mm left
    }
# $left, $right: the two wall types chosen (notation).
render-cattower-step-walls = walls { $left }, { $right }
render-cattower-step-friend = chose a { $colour } Friend
render-cattower-step-friend-set = set a { $colour } Friend { $where }
render-cattower-step-floor = chose floor { $floor }
# $rest: the rest of the step's notation.
render-cattower-step-discard = discarded { $rest }
render-cattower-step-spacing = set the walls { $rest } apart
render-cattower-step-nudge = nudged the piece { $rest }
render-cattower-step-on = chose to place on { $rest }
render-cattower-step-lift = lifted { $rest }
render-cattower-step-pet = petted { $rest }
render-cattower-step-back = went back
render-cattower-step-end = ended the turn
render-cattower-step-go = chose to go higher
render-cattower-step-stop = stopped
render-cattower-step-give = gave up

## Card pictures (a seat's own cards, the card sheet of /kitty rules)

# A card without a name.
render-card = Card
# Footer of a card (≤ 200 px at 17 px: about 24 characters).
render-card-revealed = revealed
render-card-secret = secret — only you see it
# The picture of an empty hand.
render-no-cards = No cards

## The analysis chart of a finished game (/kitty analysis)

render-analysis-title = Who was ahead, move by move
# Axis labels (small): x is the move number, y the chance to win.
render-analysis-axis-x = move
render-analysis-axis-y = chance to win
render-analysis-no-swings = No move changed the balance.
# One swing's line (after its numbered badge): $ply the move number, $who the player,
# $played the move (notation).
render-analysis-swing = move { $ply } · { $who }: { $played }
# The same with the move the AI preferred ($preferred, notation) and its chance to win
# ($value, a fraction shown as a percentage).
render-analysis-swing-ai = move { $ply } · { $who }: { $played } → AI: { $preferred } ({ NUMBER($value, style: "percent", maximumFractionDigits: 0) })

## Kitty Stack Tower: the game's name in the board's corner, on two lines (≤ 150 px each
## at 21 px: about 12 characters a line)
render-kitty-title-top = Kitty Stack
render-kitty-title-bottom = Tower

## Cat and the Tower text board (terminal, and the end of the alt text)

render-cattower-text-summary = Floors built: { $floors } · target floor { $target } · walls fallen { $fallen }/{ $most }
# One floor of the tower: $floor its label, $centre mm from the table's centre (signed),
# $tilt degrees (signed).
render-cattower-text-floor = floor { $floor }: centre { $centre } mm, tilt { $tilt }°
# … with the Friends standing on it ($friends: their colours).
render-cattower-text-floor-friends = floor { $floor }: centre { $centre } mm, tilt { $tilt }° · Friends: { $friends }
render-cattower-text-debris = { $count } piece(s) fell as debris
# $who: a player; $scarf: render-cattower-scarf.
render-cattower-text-cat = { $who }'s cat ({ $scarf }): floor { $floor }
# $card: a card id (A07); $options: "left: text | right: text".
render-cattower-text-action = Action { $card }: { $options }
render-cattower-text-goal = Goal { $card }: { $name } — { $text } (climb { $climb })
render-cattower-text-goal-id = Goal { $card }
render-cattower-text-your-goal = Your goal { $card }: { $name } — { $text } (climb { $climb })
