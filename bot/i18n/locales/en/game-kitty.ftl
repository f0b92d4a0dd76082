# Kitty Stack Tower (bot/games/kitty): colours, options, commands, buttons, move labels,
# errors, what a move did, results, objective cards and the rules.
# Move notation is the same in every language: cells (`d4`), moves (`stack d4>e5`,
# `flip d4>e5`, `disassemble d4>e5`, `chain d4>e5`, `pass`, `place d4`, `place random`,
# `frenzy d4`, `done`, `force yellow`, `give <card>`, `offer yellow tower-king`,
# `accept <card>`, `decline`) and card ids (`tower-king`). Never translate text between
# backticks.
#
# Placeholders: $name, $target, $receiver, $offerer, $winner, $owner and $colour hold a
# player's colour in words (a message below: "Red", "Yellow", "Blue" or "Green"); $card
# holds a card's name in words; $cell, $start, $end, $over and $land hold cells (`d4`).

## Seats and colours

kitty-seat-1 = Red
kitty-seat-2 = Yellow
kitty-seat-3 = Blue
kitty-seat-4 = Green
# The colour of a player's pieces, used inside other messages ("Red resigns.").
kitty-colour-r = Red
kitty-colour-y = Yellow
kitty-colour-b = Blue
kitty-colour-g = Green

## Options of `/kitty start kitty` (Discord option descriptions, ≤ 100 characters).
## Option values (free, turns, random) are typed as they are: keep them in English.

kitty-option-setup = How the pieces are placed: free, turns or random
kitty-option-objectives = Secret objective cards (default on for 3–4 players, off for 2)
kitty-option-radius = Board radius, 3–6 (default 3 for 2 players, 4 for 3–4)
# The board chosen is too small. $radius: the radius chosen; $cells: its cells; $pieces:
# the pieces to place ($players × $each); $smallest: the smallest radius that fits.
kitty-option-radius-small = A radius-{ $radius } board has { $cells } cells, too few for { $pieces } pieces ({ $players } players × { $each }); use radius { $smallest } or more.

## Extra commands (Discord command and option descriptions, ≤ 100 characters)

# `/kitty place`: places a piece during the set-up.
kitty-command-place = Kitty Stack Tower set-up: place a piece
kitty-command-place-cell = An empty cell — start typing to see them
# `/kitty trade`: card exchanges.
kitty-command-trade = Kitty Stack Tower: offer, answer or force a card exchange
kitty-command-trade-action = What to do — start typing to see your options

## Buttons under the board (≤ 80 characters)

# In a set-up where players place one piece each in turn.
kitty-button-place-random = Place at random
# In a free set-up: places all of the clicking player's remaining pieces.
kitty-button-place-rest = Place the rest at random
# Ends the turn after Monochromatic Frenzy.
kitty-button-done = Done
# Declines an exchange offer.
kitty-button-decline = Decline

## Move labels (autocomplete and the "My moves" menu, ≤ 100 characters).
## The words stack, chain, flip, disassemble, pass, place, remove, done, give, offer,
## accept and decline name the action; translate them as words (these are labels, not
## notation). $height: the height of the player's stack on $start; $target: the height
## of the stack on $end; $total: the height afterwards.

kitty-describe-stack-yours = stack { $start } ({ $height }) → { $end } ({ $target }, yours): { $total } high, yours
# The stack on $end belongs to the player whose colour is $owner.
kitty-describe-stack = stack { $start } ({ $height }) → { $end } ({ $target }, { $owner }'s): { $total } high, yours
# $path: the cells of the run joined with " → "; $steps: stacking steps (also the points).
kitty-describe-chain = chain { $path }: { $steps ->
        [one] { $steps } step
       *[other] { $steps } steps
    }, +{ $steps }, { $total } high
# The stack on $over turns upside down and becomes the player's.
kitty-describe-flip-yours = flip { $start } over { $over } → { $land }: { $over } turns over, now yours
# The stack on $over turns upside down and becomes $owner's.
kitty-describe-flip = flip { $start } over { $over } → { $land }: { $over } turns over, now { $owner }'s
kitty-describe-disassemble = disassemble { $target } from { $start }: takes { $count ->
        [one] { $count } piece
       *[other] { $count } pieces
    }
kitty-describe-pass = pass
kitty-describe-place = place a piece on { $cell }
kitty-describe-place-random-one = place this piece on a random empty cell
kitty-describe-place-random-rest = place all your remaining pieces at random
kitty-describe-frenzy = remove { $cell } ({ $height } high) with Monochromatic Frenzy: +{ $height }
kitty-describe-done = done: end your turn
kitty-describe-force = Forced Exchange with { $name }
kitty-describe-give = give { $card }
kitty-describe-offer = offer { $name } your { $card }
kitty-describe-accept = accept, giving your { $card }
kitty-describe-decline = decline the offer
# Any other move: $move is its notation.
kitty-describe-other = { $move }

## Why a typed move cannot be read (shown privately to the player who typed it)

kitty-parse-empty = Type a move, for example `stack d4>e5` or `pass`.
# $text: what the player typed.
kitty-parse-not-a-move = `{ $text }` is not a move: try `stack d4>e5`, `flip d4>e5`, `disassemble d4>e5` or `pass`.
kitty-parse-not-legal = `{ $text }` is not a legal move now.
kitty-parse-place = Write a placement like `place d4` (or `place random`).
kitty-parse-frenzy = Write it like `frenzy d4` (the stack to remove).
kitty-parse-force = Write it like `force yellow` (the player to exchange with).
# $kind: the action word typed (`give` or `accept`).
kitty-parse-card-missing = Name the card: `{ $kind } <card>`.
kitty-parse-offer = Write an offer like `offer yellow tower-king` (player, then your card).
# $kind: the action word typed (`pass`, `done` or `decline`).
kitty-parse-no-args = `{ $kind }` takes nothing after it.
# $word: what the player typed; $names: the players' colours as typed (red, yellow…).
kitty-parse-player = `{ $word }` is not a player of this game ({ $names }).
# $text: what the player typed; $cards: every card id, as typed.
kitty-parse-card = `{ $text }` is not a card (cards: { $cards }).
# $kind: the action word typed (stack, flip, disassemble or chain).
kitty-parse-board = Write it like `{ $kind } d4>e5`: your stack, then the stack next to it.
kitty-parse-not-next-to = { $end } is not next to { $start }.
kitty-parse-flip-lands = That flip lands on { $cell }.
# $path: the cells of the run joined with " → ".
kitty-parse-run-goes = That run goes { $path }.
# $move: the move in notation (`stack d4>e5`).
kitty-parse-tail = Name only your stack and its neighbour: `{ $move }`.
# $text: what the player typed as a cell.
kitty-not-a-cell-name = `{ $text }` is not a cell name (try something like `d4`).
kitty-not-a-cell = `{ $text }` is not a cell of this radius-{ $radius } board.

## Why a move is not legal now (shown privately to the player who tried it)

kitty-illegal = That move is not legal now.
kitty-not-in-game = That player is not in the game.
kitty-no-still-placing = The pieces are still being placed: use `place <cell>` or `place random`.
kitty-no-cell-taken = { $cell } already holds a piece.
kitty-no-already-acted = You have already acted this turn: remove a stack with `frenzy <cell>` or end with `done`.
kitty-no-answer-offer = Answer the exchange offer first: `accept <your card>` or `decline`.
kitty-no-finish-force = Finish the Forced Exchange first: `give <card>`.
kitty-no-frenzy-card = You do not hold Monochromatic Frenzy.
kitty-no-frenzy-later = Monochromatic Frenzy comes after your action: act (or pass) first.
kitty-no-all-placed = Every piece is already on the board.
kitty-no-nothing-waiting = There is no exchange or card step waiting for you.
kitty-no-card = You do not hold that card.
kitty-no-give-other = Give one of your other cards, not the one you just received.
kitty-no-stack = There is no stack on { $cell }.
kitty-no-frenzy-not-yours = The stack on { $cell } is not yours.
kitty-no-frenzy-run = The stack on { $cell } has no 5 pieces of one colour in a row.
# $owner: the colour on top of the stack on $cell.
kitty-no-not-yours = The stack on { $cell } is { $owner }'s, not yours (the top piece decides).
kitty-no-target = There is no stack on { $cell } to act on.
# $height: the height of the stack on $cell; $mine: the height of the player's stack.
kitty-no-taller = The stack on { $cell } ({ $height } high) is taller than yours ({ $mine } high).
kitty-no-chain-card = You do not hold Continuous Stacking.
kitty-no-chain-run = Continuous Stacking needs a run of at least 2 stacks with the same top colour from { $cell }.
kitty-no-flip-small = Flip needs a stack of at least 2 pieces; { $cell } has { $height }.
kitty-no-flip-short = Flip needs a stack at least as tall as yours: { $cell } is { $height } high, yours { $mine }.
kitty-no-flip-edge = There is no cell beyond { $cell } to land on.
kitty-no-flip-landing = The landing cell { $cell } is not empty.
kitty-no-disassemble-own = The stack on { $cell } is already yours; Disassemble works on another player's stack.
# $colour: the player's own colour.
kitty-no-disassemble-none = The stack on { $cell } holds no { $colour } piece.
# $colour: the player's colour, $mine: its pieces in the stack on $start; $owner: the
# colour on top of the stack on $end, $theirs: that colour's pieces in it.
kitty-no-disassemble-fewer = You need more { $colour } pieces in { $start } ({ $mine }) than { $owner } pieces in { $end } ({ $theirs }).
kitty-no-cards = This game is played without objective cards.
kitty-no-self = Choose another player.
kitty-no-out = { $name } is out of the game.
kitty-no-exchange-wait = You cannot act this turn, so you pass; exchanges wait for a turn where you can act.
kitty-no-force-card = You do not hold Forced Exchange.
kitty-no-force-empty = { $name } has no card to give.
kitty-no-exchanged = You have already taken part in your one voluntary exchange.
kitty-no-offered = You have already made an offer this turn.
kitty-no-exchanged-other = { $name } has already taken part in their one voluntary exchange.

## Asking before a move, and refusing a takeback

# Shown before a voluntary pass that would end the game; the player confirms it.
kitty-warn-last-pass = Passing now **ends the game**: every other player has passed, so the stacks are scored as they stand.
# Why a move may not be taken back (a phrase completing "It cannot be taken back: …").
kitty-takeback-cards = it revealed, offered or exchanged an objective card

## What a move did, said to everyone under the board (whole sentences). Never name a
## card that is still hidden.

kitty-event-cannot-act = { $name } cannot act and passes.
kitty-event-all-passed = Every player passed in a row: the game is over.
kitty-event-placed-at-random = { $name } places { $count ->
        [one] their last piece
       *[other] their last { $count } pieces
    } at random.
kitty-event-random-setup = The pieces were placed at random.
kitty-event-play-begins = Every piece is on the board: play begins.
kitty-event-moves-first = { $name } moves first.
kitty-event-out-passes = { $name } is out of the game and passes.
kitty-event-reveals = { $name } reveals { $card }.
# $steps: the stacking steps of the run, also the points scored.
kitty-event-chain = { $name } stacks along a run of { $steps } with Continuous Stacking: +{ $steps }.
# $colours: how many colours the stack now has (3 or 4); $points: the points scored.
kitty-event-rainbow = Rainbow Bridge: { $name }'s stack on { $cell } now has { $colours } colours: +{ $points } and a rainbow token.
kitty-event-twist = Dramatic Twist: the flip turns { $cell } into { $name }'s stack: +2 and a twist token.
# $height: the height of the stack taken off, also the points scored.
kitty-event-frenzy = Monochromatic Frenzy: { $name } takes the { $height }-high stack on { $cell } off the board: +{ $height }.
# A hidden card changes hands ($name gives it to $receiver).
kitty-event-gives = { $name } gives { $receiver } a card.
# A face-up card changes hands.
kitty-event-gives-face-up = { $name } gives { $receiver } the face-up { $card }.
# The second half of a Forced Exchange: a hidden card given back.
kitty-event-gives-back = { $name } gives { $receiver } a card in return.
kitty-event-gives-back-face-up = { $name } gives { $receiver } the face-up { $card } in return.
kitty-event-force = { $name } plays Forced Exchange on { $target }: { $target } chooses a card to give.
kitty-event-offer = { $name } offers { $target } an exchange of one card each.
kitty-event-accept = { $name } accepts { $offerer }'s offer.
kitty-event-decline = { $name } declines { $offerer }'s offer.
kitty-event-resigns = { $name } resigns.
kitty-event-agreed = The players agreed to end the game.
# A sentence stored by an older version of the bot, shown as it was written.
kitty-stored-text = { $text }

## Who must act, under the board while a card step or an exchange is waiting

kitty-pending-after-action = { $name } may still use a card before ending the turn
kitty-pending-offer = { $name } answers { $offerer }'s exchange offer
kitty-pending-force-give = { $name } chooses a card to give { $receiver } (Forced Exchange)
kitty-pending-force-return = { $name } gives { $receiver } a card in return (Forced Exchange)

## Why the game ended (a short phrase shown with the result, no full stop)

kitty-reason-all-passed = every player passed in a row
kitty-reason-resigned = { $name } resigned
kitty-reason-last-left = { $name } resigned and { $winner } is the last player left
kitty-reason-agreed = the players agreed to end the game

## Objective cards: each card's name (≤ 40 characters) and rules text (≤ 300 characters)

# The heading over a player's own cards.
kitty-secret-title = Your objective cards
kitty-card-frenzy = Monochromatic Frenzy
kitty-card-frenzy-text = After your action on your turn, you may take off the board any stack of yours that has 5 or more pieces of one colour in a row: you bank its height. Repeatable. Revealed the first time you use it.

kitty-card-layered-peaks = Layered Peaks
kitty-card-layered-peaks-text = At the end: +1 for every stack you own.

kitty-card-color-master = Color Master
kitty-card-color-master-text = At the end: each stack you own scores +1 with 2 colours, +2 with 3, +3 with 4.

kitty-card-focused-power = Focused Power
kitty-card-focused-power-text = At the end: count the pieces of your most common colour across all your stacks; +1 per 2 of them (rounded down).

kitty-card-rainbow-bridge = Rainbow Bridge
kitty-card-rainbow-bridge-text = When your Stack, Disassemble or Continuous Stacking makes a stack of yours reach 3 colours (+2) or 4 colours (+3), having had fewer, bank the points and mark it with a rainbow token; a marked stack never scores this again. Revealed the first time it scores.

kitty-card-tower-king = Tower King
kitty-card-tower-king-text = At the end: +half the height of your tallest stack (rounded down).

kitty-card-dramatic-twist = Dramatic Twist
kitty-card-dramatic-twist-text = When your Flip turns another player's stack into yours: +2 and a twist token on it; a marked stack never scores this again. Revealed the first time it scores.

kitty-card-vibrant-colors = Vibrant Colors
kitty-card-vibrant-colors-text = At the end: +5 for each stack you own of 5 or more pieces in which no two touching pieces share a colour.

kitty-card-forced-exchange = Forced Exchange
kitty-card-forced-exchange-text = Once, on your turn before your action: name another player; they choose one of their cards to give you, then you give them one of your other cards. Then this card is discarded.

kitty-card-continuous-stacking = Continuous Stacking
kitty-card-continuous-stacking-text = Instead of a Stack: if the cells beyond your target hold a run of stacks with the same top colour, each no taller than your growing stack when it gets there, stack along the whole run (at least 2 stacks): +1 per stacking step. Revealed the first time you use it.

## The rules, as `/kitty rules kitty` shows them (Discord markdown, one embed: at most
## about 3 500 characters). The first paragraph is also the pitch `/kitty help` shows.
## Keep the section "Reading the board" in sync with the picture.

kitty-rules =
    # Kitty Stack Tower

    Move your stacks onto others, flip them or take pieces off other players' stacks on a
    hexagonal board; a stack belongs to whoever's colour is on top, and when everyone passes,
    the one whose stacks hold the most pieces (plus card points) wins.

    ## Board and pieces
    - 2–4 players: Red `r`, Yellow `y`, Blue `b`, Green `g`; 15 pieces each.
    - Board radius 3 for 2 players, 4 for 3–4 (option `radius` 3–6). Cells: column letter
      (`a` left), row (1 at each column's bottom).

    ## Placing the pieces
    One piece per empty cell, then Red starts. Option `setup`: `free` (default, at your own
    pace: `place d4`, or `place random` for the rest), `turns` (one each in seat order) or
    `random` (all by the bot).

    ## Your turn: one action
    S is your stack, T a stack next to it, the landing cell the next one beyond T.
    1. **Stack** `stack d4>e5`: S is at least as tall as T (anyone's): S goes, in order, on T.
    2. **Flip** `flip d4>e5`: S has 2+ pieces, T is at least as tall, the landing cell is on
       the board and empty: S jumps there; T is turned upside down in place.
    3. **Disassemble** `disassemble d4>e5`: T is another player's and holds one of your
       pieces, and S holds more of your colour than T of its owner's: T's pieces above your
       highest piece in it slide, in order, under S. T is now yours; S stays.
    4. **Pass** `pass`: always allowed; with no other action the bot passes for you.

    ## End and scoring
    A full round of passes ends the game. Score: the pieces in your stacks plus card points.
    Ties: most pieces of your own colour in them, then a shared win. Resign: with 2 players
    the other wins; with 3–4 you are out (you pass) and the last one left wins.

    ## Objective cards
    On for 3–4 players, off for 2 (option `objectives`). You get 2 of the 10 in secret (DM or
    `/kitty cards`); a card's points stay hidden until it is revealed; all are revealed at the
    end. Points scored on the spot are kept even if the stack or card is lost. Frenzy: after
    your action, `frenzy d4`, then `done`. Continuous Stacking: `chain d4>e5`. Before acting:
    `force yellow` (Yellow gives with `give <card>`) or, once a turn, `offer yellow tower-king`
    (answer `accept <card>` or `decline`). One accepted exchange per player per game; a
    declined offer uses up nobody's.

    ## How the bot reads unclear points
    - Tokens move with their stack; a merged stack keeps them all.
    - Frenzy may follow any action, Pass included (not the final pass, and that Pass still
      counts). Any colour counts. Focused Power: ties between colours do not matter.
    - Rainbow Bridge compares the stack after your action with the stacks *you* owned that went
      into it (S, plus T or the run if yours); after a Disassemble only S can score. 4 colours
      at once is +3, not +2+3.
    - Continuous Stacking: the run stops at an empty cell, the edge, another top colour or a
      taller stack; a single step is a plain Stack: no points.
    - Forced Exchange: you give back a card held before; the target cannot refuse.

    ## Reading the board
    - A cell is tinted in its owner's colour; its stack's top pieces are drawn bottom to top,
      marked Red ●, Yellow ▲, Blue ■, Green ◆; a zigzag under them: more below. The big
      number is the height. Badges: rainbow = Rainbow Bridge token, swirl = Twist token.
    - Last action, in magenta: dashed outline where it started, solid where it ended, an
      arrow; scissors for a disassemble; stars for a Frenzy.
    - Rows under the board: name, height, ★ card points, a card back per secret card; a
      crown for the winner. A key names the marks shown.
