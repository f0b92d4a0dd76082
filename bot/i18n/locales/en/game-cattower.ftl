# Cat and the Tower (bot/games/cattower): seats, options, cards, move labels, buttons and
# menus, what the board says after a placement, errors, results and the rules.
# Notation stays the same in every language: card ids (A07, G02), Friend ids (f5), the
# typed verbs and words (`take A07 left`, `walls bricks-left angels-right`, `confirm`,
# `friend ginger floor 3 at 12`, colour words ginger/white/grey/brown typed in moves).
# Lengths are millimetres ("mm").

## Seats: the colour of each player's scarf (competitive) and name under the tower

cattower-seat-1 = Red
cattower-seat-2 = Orange
cattower-seat-3 = Blue
cattower-seat-4 = Purple
cattower-seat-5 = Yellow

## Colours in words (inside sentences, lower case)

cattower-colour-white = white
cattower-colour-ginger = ginger
cattower-colour-grey = grey
cattower-colour-brown = brown
# A colour not chosen yet.
cattower-colour-unknown = ?
cattower-scarf-red = red
cattower-scarf-orange = orange
cattower-scarf-blue = blue
cattower-scarf-purple = purple
cattower-scarf-yellow = yellow

## Options of /kitty start (descriptions at most 100 characters; coop and competitive are
## typed words and stay)

cattower-option-mode = coop (everyone helps Toto) or competitive (Black Cats race up)
cattower-option-target = The Story Card to play for: Toto's target floor
# The hand each seat picks in the lobby (steady, normal, shaky, butterfingers stay).
cattower-hand-label = hand
cattower-hand-description = How steady your hand is
cattower-error-mode = `mode` must be coop or competitive.
cattower-error-competitive-players = The competitive variant needs 2 to 5 players.
cattower-error-players = Cat and the Tower is for 1 to 5 players.
cattower-error-target = `target` must be 10, 13, 15, 17 or 20.
# $name: what the player gave.
cattower-error-hand = `{ $name }` is not a hand: choose steady, normal, shaky or butterfingers.
cattower-error-hand-list = `difficulty` must list one of steady, normal, shaky, butterfingers per seat.

## Pieces in sentences. The "-start" forms begin a sentence.
## $colour: a Friend colour word; $id: a Friend id (f5); $label: a floor number; $scarf: a
## scarf colour word.

cattower-piece-friend = the { $colour } Friend { $id }
cattower-piece-friend-start = The { $colour } Friend { $id }
cattower-piece-floor = floor { $label }
cattower-piece-floor-start = Floor { $label }
cattower-piece-wall-bricks = a Bricks wall
cattower-piece-wall-bricks-start = A Bricks wall
cattower-piece-wall-windows = a Windows wall
cattower-piece-wall-windows-start = A Windows wall
cattower-piece-wall-arches = an Arches wall
cattower-piece-wall-arches-start = An Arches wall
cattower-piece-wall-angels = an Angels wall
cattower-piece-wall-angels-start = An Angels wall
cattower-piece-wall-pillars = a Pillars wall
cattower-piece-wall-pillars-start = A Pillars wall
cattower-piece-toto = Toto
cattower-piece-toto-start = Toto
cattower-piece-cat = the { $scarf }-scarf cat
cattower-piece-cat-start = The { $scarf }-scarf cat
# Many pieces counted ($count), by kind.
cattower-count-floor = { $count } { $count ->
        [one] floor
       *[other] floors
    }
cattower-count-friend = { $count } { $count ->
        [one] Friend
       *[other] Friends
    }
cattower-count-wall = { $count } { $count ->
        [one] wall
       *[other] walls
    }
cattower-count-toto = Toto
cattower-count-cat = { $count } { $count ->
        [one] cat
       *[other] cats
    }
# Lists of pieces: "floor 3 and the ginger Friend f5", "a, b and c" ($first, then $last or
# $rest: the others, this message again).
cattower-list-and = { $first } and { $last }
cattower-list-more = { $first }, { $rest }
# A Friend and where it stands ($floor: a floor number), in menus and labels.
cattower-friend-on-floor = { $colour } Friend { $id } on floor { $floor }
cattower-friend-on-tower = { $colour } Friend { $id } on the tower
# Where a piece is set down: $side is "centre", "left" or "right"; $mm the distance.
cattower-side = { $side ->
        [centre] centred
        [left] { $mm } mm left
       *[right] { $mm } mm right
    }

## Several sentences shown one after the other ($first, then $rest: the others).

cattower-sentences = { $first } { $rest }

## After a placement: how the hand slipped ($mm: millimetres off the spot, $tilt: degrees;
## $side and $lean: "left" or "right"; $percent: how much narrower a squeezed wall stands)

cattower-hand-on-spot = right on the spot and tipped { NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }° to the { $lean ->
        [left] left
       *[right] right
    }
cattower-hand-off-spot = { NUMBER($mm, minimumFractionDigits: 1, maximumFractionDigits: 1) } mm { $side ->
        [left] left
       *[right] right
    } and tipped { NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }° to the { $lean ->
        [left] left
       *[right] right
    }
# A hand sentence ($hand, one of the two above) for a wall pinched narrower.
cattower-hand-squeezed = { $hand }, squeezed { $percent }% narrower
# $hand: one of the above, for one piece; $left and $right for a pair of walls.
cattower-slip-one = The hand slipped { $hand }.
cattower-slip-walls = The hand slipped: left wall { $left }; right wall { $right }.
cattower-slip-bumped = On the way it bumped { $piece }.
# A pat on a Friend's head: $weight is "gentle", "firm" or "heavy"; $way "left" or "right".
cattower-pat-straight = A { $weight ->
        [gentle] gentle
        [heavy] heavy
       *[firm] firm
    } pat, straight down.
cattower-pat-little = A { $weight ->
        [gentle] gentle
        [heavy] heavy
       *[firm] firm
    } pat, pushing a little to the { $way ->
        [left] left
       *[right] right
    }.
cattower-pat-hard = A { $weight ->
        [gentle] gentle
        [heavy] heavy
       *[firm] firm
    } pat, pushing hard to the { $way ->
        [left] left
       *[right] right
    }.

## What a placement did (the band under the tower and the channel). $piece: a piece
## ("-start" form); $floor: a floor number.

cattower-notice-floor-on = { $piece } is on.
cattower-notice-walls-stand = The walls stand.
cattower-notice-stays-floor = { $piece } stays on floor { $floor }.
cattower-notice-stays-on-top = { $piece } stays on top of another Friend.
cattower-notice-petted = { $piece } was petted.
cattower-notice-climbed = { $piece } climbed to floor { $floor }.
# What went wrong in a try ($what: one of the cattower-failed- messages below), then what
# happens next ($try: the next try's number, $most: tries allowed).
cattower-try-next = { $what } — try { $try } of { $most } next.
cattower-try-last = { $what } — that was the last try, so the option is forfeited.
cattower-try-spot-gone = { $what } — and the spot it was meant for is gone, so the option is forfeited.
cattower-failed-floor = The floor did not settle on the walls
cattower-failed-walls-over = The walls went over under the floor
cattower-failed-wall = A wall did not stay standing on the top floor
cattower-failed-friend-tower = { $piece } did not stay on the tower
cattower-failed-friend-on-top = { $piece } did not stay on top of another Friend
cattower-failed-climb = { $piece } did not stay on floor { $floor }
cattower-gave-up = The player gave up the placement; the option is forfeited.
# The damage of a placement: its parts ($parts, the cattower-damage- messages joined with
# cattower-damage-parts) as one sentence.
cattower-damage = { $parts }.
cattower-damage-parts = { $first }; { $rest }
# $count: walls that fell now; $total: walls down in all, of $most.
cattower-damage-fell = { $count } { $count ->
        [one] wall
       *[other] walls
    } fell from the tower ({ $total } of { $most } down)
# $pieces: a list of pieces (the first in its "-start" form when it opens the sentence).
cattower-damage-stock = { $pieces } went back to the stock
cattower-damage-restored = { $pieces } put back where { $count ->
        [one] it was
       *[other] they were
    }
cattower-damage-returned = { $pieces } went back down to where the turn started

## The count of five (co-op victory). $floor: Toto's floor, $target: the target floor.

cattower-count-again = Toto still stands on floor { $floor }, at or above the target floor { $target }: everyone counts to five again.
cattower-count-at-once = Toto already stands on floor { $floor }, at or above the new target floor { $target }: everyone counts to five.
cattower-count-failed = The tower did not hold through the count of five.
# $title and $text: the Story Card's title and story.
cattower-count-held = The tower held! { $title }: { $text }
cattower-count-caption = Toto reached the target floor! Everyone counts to five…

## Results (after "won" / "lost" in the result message)

# $walls: walls that fell; the second when the players had won a story at $floor.
cattower-result-collapsed = The tower collapsed: { $walls } walls fell
cattower-result-collapsed-reached = The tower collapsed: { $walls } walls fell (they had reached floor { $floor })
# Co-op victory: $floor and the Story Card's $title.
cattower-result-victory = Toto reached floor { $floor }: { $title }
# Competitive: $why (one of the cattower-why- messages), then the best cat ($scarf: its
# scarf colour word) and how far it got.
cattower-result-ranks-first-beside = { $why }; the { $scarf } cat ranks first (still beside the tower)
cattower-result-ranks-first-floor = { $why }; the { $scarf } cat ranks first (climbed to floor { $floor })
cattower-why-collapsed = the tower collapsed ({ $walls } walls fell)
cattower-why-all-top = every cat reached floor 24
# $name: the seat's colour.
cattower-result-gave-up = { $name } gave up; the tower is left unfinished
cattower-result-resigned = { $name } resigned; the best-placed cat wins
cattower-result-stopped = the players agreed to stop
cattower-result-stopped-best = the players agreed to stop; the best-placed cat wins
# A result stored by an older version of the bot, in English ($text).
cattower-stored = { $text }
# A label of symbols and numbers only ("◀ 2 mm", "12 ▶"): nothing to translate.
cattower-plain = { $text }
cattower-takeback-cards = a card was drawn, played or revealed by it

## What the active player decides now (under the board, and in "does not fit now" errors)

cattower-step-over = Game over
cattower-step-card = Choose an Action Card
cattower-step-higher = Victory! Go higher, or stop here?
cattower-step-goal-coop = Complete a goal (Toto climbs) or end the turn
cattower-step-goal = Move a Friend up, complete a goal, or end the turn
cattower-step-pet = Pet a Friend
cattower-step-pet-another = Pet another Friend
# $left and $right: wall names; $mm: the spacing; $side: cattower-side.
cattower-step-walls = Place the walls: { $left } left, { $right } right, { $mm } mm apart, { $side }
cattower-step-floor = Lay floor { $floor } on the walls, { $side }
# $verb: "move" or "place"; $which: "the" (a chosen Friend) or "a"; $colour: a colour word;
# $on: the Friend it goes on.
cattower-step-friend-on = { $verb ->
        [move] Move
       *[place] Place
    } { $which ->
        [the] the
       *[a] a
    } { $colour } Friend on top of { $on }
cattower-step-friend-floor = { $verb ->
        [move] Move
       *[place] Place
    } { $which ->
        [the] the
       *[a] a
    } { $colour } Friend on floor { $floor }, { $side }
cattower-step-friend-nofloor = { $verb ->
        [move] Move
       *[place] Place
    } { $which ->
        [the] the
       *[a] a
    } { $colour } Friend (choose a floor)
# $who: "toto" or "cat" (the player's own cat).
cattower-step-climb-on = Set { $who ->
        [toto] Toto
       *[cat] your cat
    } down on floor { $floor }, on top of { $on }
cattower-step-climb = Set { $who ->
        [toto] Toto
       *[cat] your cat
    } down on floor { $floor }, { $side }
# A step ($step) after failed tries: $try is the next try's number of $most.
cattower-step-try = { $step } (try { $try } of { $most })

## Move labels (menus and announcements, at most 100 characters)

# $card: a card id; $option: the option's text.
cattower-describe-take = { $card }: { $option }
cattower-describe-discard = Discard { $card } (nothing on the cards can be done)
cattower-describe-walls = { $left } on the left, { $right } on the right
# $spacing: "narrow", "medium", "wide" or the spacing in mm; $mm: the spacing.
cattower-describe-spacing = Walls { $spacing ->
        [narrow] narrow
        [medium] medium
        [wide] wide
       *[other] { $spacing }
    } ({ $mm } mm apart)
cattower-describe-nudge = Nudge the piece 2 mm { $way ->
        [left] left
       *[right] right
    }
cattower-describe-centre-floor = Lay the floor centred
cattower-describe-shift-floor = Shift the floor { $side }
cattower-describe-colour = Use a { $colour } Friend
cattower-describe-floor = Put it on floor { $floor }
cattower-describe-at = Set it down { $side }
# $friend: cattower-friend-on-floor or -on-tower.
cattower-describe-on = On top of the { $friend }
cattower-describe-lift = Pick up the { $friend }
cattower-describe-pet = Pet the { $friend }
# $goal: a goal's name; $floors: how many floors.
cattower-describe-goal = Complete { $goal }: Toto climbs { $floors } { $floors ->
        [one] floor
       *[other] floors
    }
# $number: which of the player's two secret goals (1 or 2).
cattower-describe-secret-goal = Complete your secret goal #{ $number }: your cat climbs { $floors } { $floors ->
        [one] floor
       *[other] floors
    }
cattower-describe-confirm = Confirm: set it down
cattower-describe-back = Back to the card choice
cattower-describe-end = End the turn
cattower-describe-higher = Go higher: take on the next Story Card
cattower-describe-stop = Stop here and celebrate
cattower-describe-forfeit = Give up this placement (the option is forfeited)

## Buttons under the board (labels at most 80 characters)

# $card: a card id, $arrow: " ◀", " ▶" or nothing, $option: the option's short text.
cattower-button-take = { $card }{ $arrow } { $option }
cattower-button-discard = Discard { $card }
cattower-button-walls = { $left } | { $right }
cattower-button-narrow = Narrow
cattower-button-medium = Medium
cattower-button-wide = Wide
cattower-button-centre = Centre
cattower-button-white = White
cattower-button-ginger = Ginger
cattower-button-grey = Grey
cattower-button-brown = Brown
# $goal: a goal's name; $floors: the climb.
cattower-button-goal = { $goal }: +{ $floors }
cattower-button-confirm = Confirm
cattower-button-back = Back
cattower-button-end = End turn
cattower-button-higher = Go higher
cattower-button-stop = Stop here
cattower-button-forfeit = Give up

## Menus under the board (placeholders at most 150 characters, options at most 100)

cattower-menu-walls = Which walls go where?
cattower-menu-floor = Put the Friend on floor…
cattower-menu-floor-option = Floor { $floor }
cattower-menu-on = …or on top of a Friend
cattower-menu-pet = Pet which Friend?
cattower-menu-lift = Pick up which Friend?
cattower-secret-title = Your goal cards

## Errors for a typed move (shown only to the player who typed it). $move: the move's
## notation; $step: what to do now (a cattower-step- message).

cattower-not-a-game = That is not a Cat and the Tower game.
cattower-not-a-move = That is not a Cat and the Tower move.
cattower-nothing-placed = Nothing is being placed now.
cattower-unknown-move = Unknown move.
cattower-not-now = `{ $move }` does not fit now: { $step }.
cattower-spacing-range = The spacing must be { $low } to { $high } mm.
cattower-offset-range = The floor can be shifted { $low } to { $high } mm from the centre.
cattower-choose-floor-first = Choose a floor first (`floor 3`).
cattower-spot-range = The spot must be { $low } to { $high } mm from the centre.
cattower-cannot-confirm = You cannot confirm now.
# $id: the Friend being moved, $colour its colour.
cattower-moving-friend = You are moving { $id }, a { $colour } Friend.
cattower-card-places = This card places a { $colour } Friend.
# $id: a Friend id.
cattower-not-standable = { $id } is not a Friend on the tower you can stand on.
cattower-on-top-needed = This card's Friend must go on top of another Friend: use `on f5`.
cattower-floor-unusable = Floor { $floor } is not a floor you can use now.
cattower-spot-off = That spot is off the floor.
# $goal: a goal id.
cattower-goal-not-up = { $goal } is not face up.
cattower-goal-not-held = { $goal } is not in your hand.
# $area: where the goal is checked (cattower-area- messages).
cattower-goal-not-met = { $goal }'s condition is not met on { $area }.
cattower-area-coop = the floor directly above Toto
cattower-area-cat = the floors above your cat
# $who: "toto" or "cat"; $floors: the most floors the goal lets climb.
cattower-climb-most = { $goal } lets { $who ->
        [toto] Toto
       *[cat] your cat
    } climb at most { $floors } floors.
cattower-card-not-up = { $card } is not face up.
cattower-card-one-option = { $card } has only one option: `take { $card }`.
# $side: "left" or "right".
cattower-option-impossible = { $card }'s { $side ->
        [left] left
       *[right] right
    } option cannot be done now (no Friends to pet, or no floor left).
cattower-discard-only = You may discard a card only when no face-up option can be done.
cattower-walls-unavailable = Those walls are not available for this card (the FAQ allows a substitute only for a type out of stock).
cattower-nudge-end = The piece cannot go further that way.
cattower-not-possible = `{ $move }` is not possible now: check the floor or Friend you named.
cattower-back-too-late = You can go back only before the first try.
cattower-end-not-yet = You cannot end the turn yet: { $step }.
cattower-goal-after = Goals are completed after the action.
# Typing mistakes. $token: what the player typed; $what: which number was meant.
cattower-not-mm = `{ $token }` is not a number of millimetres for { $what ->
        [spacing] the spacing
        [offset] the floor offset
        [floor] the floor
        [spot] the spot
       *[climb] the climb
    }.
cattower-not-usable = `{ $token }` is not a usable number.
cattower-not-whole = `{ $token }` is not a whole number for { $what ->
        [spacing] the spacing
        [offset] the floor offset
        [floor] the floor
        [spot] the spot
       *[climb] the climb
    }.
# $prefix: "A" or "G" (card ids look like A07, G07).
cattower-not-card-id = `{ $token }` is not a card id (like { $prefix }07).
cattower-not-friend-id = `{ $token }` is not a Friend id (like f5).
# $colours and $types: the typed words allowed, joined with ", ".
cattower-not-colour = `{ $token }` is not a Friend colour ({ $colours }).
cattower-walls-how = Write the walls like `walls bricks-left angels-right`.
cattower-not-wall = `{ $token }` is not a wall type ({ $types }).
cattower-type-a-move = Type a move, for example `take A01 left` or `confirm`.
cattower-choose-side = Choose the card's `left` or `right` option.
cattower-place-how = Write it like `friend ginger floor 3 at 20`.
cattower-goal-how = Write it like `goal G02 climb 2`.
# $text: what the player typed.
cattower-unreadable = `{ $text }` is not a Cat and the Tower move. Try `take A01 left`, `confirm`, `pet f5`, `goal G02 climb 2` or `end turn`.
# Placement problems ($piece in its "-start" form for the first, else in its plain form).
cattower-all-placed = All { $colour } Friends are on the tower: choose one to re-place with `lift`.
cattower-choose-colour = Choose the Friend's colour first.
cattower-choose-floor = Choose a floor (or a Friend to stand on) first.
cattower-choose-where = Choose where the piece goes first.
cattower-overhang = { $piece } would hang over the edge of the floor.
cattower-spot-taken = That spot is taken: it would press into { $piece }. Nudge it or pick another spot.

## Wall types (names printed on the walls and the Wall Reference Card)

cattower-wall-bricks = Bricks
cattower-wall-windows = Windows
cattower-wall-arches = Arches
cattower-wall-angels = Angels
cattower-wall-pillars = Pillars

## Action Cards: each option's text (card and menu), and its short form (a button
## label, at most 60 characters). The card ids (A01…) are notation and stay.

cattower-card-a01-left = Build: Bricks + Angels
cattower-card-a01-left-short = Bricks + Angels
cattower-card-a01-right = Build: Windows + Arches
cattower-card-a01-right-short = Windows + Arches
cattower-card-a02-left = Place a Friend of any colour
cattower-card-a02-left-short = Any Friend
cattower-card-a03-left = Build: Bricks + Windows
cattower-card-a03-left-short = Bricks + Windows
cattower-card-a04-left = Build: Bricks + Arches
cattower-card-a04-left-short = Bricks + Arches
cattower-card-a05-left = Build: Windows + Angels
cattower-card-a05-left-short = Windows + Angels
cattower-card-a06-left = Build: Arches + Angels
cattower-card-a06-left-short = Arches + Angels
cattower-card-a07-left = Build: Bricks + Angels
cattower-card-a07-left-short = Bricks + Angels
cattower-card-a07-right = Place a white Friend
cattower-card-a07-right-short = White Friend
cattower-card-a08-left = Build: Windows + Arches
cattower-card-a08-left-short = Windows + Arches
cattower-card-a08-right = Place a ginger Friend
cattower-card-a08-right-short = Ginger Friend
cattower-card-a09-left = Build: Pillars + Pillars
cattower-card-a09-left-short = Pillars + Pillars
cattower-card-a09-right = Build: Bricks + Arches
cattower-card-a09-right-short = Bricks + Arches
cattower-card-a10-left = Build: Pillars + Pillars
cattower-card-a10-left-short = Pillars + Pillars
cattower-card-a10-right = Place a grey Friend
cattower-card-a10-right-short = Grey Friend
cattower-card-a11-left = Build: Pillars + Pillars
cattower-card-a11-left-short = Pillars + Pillars
cattower-card-a11-right = Pet one Friend
cattower-card-a11-right-short = Pet 1
cattower-card-a12-left = Place a white Friend
cattower-card-a12-left-short = White Friend
cattower-card-a12-right = Place a grey Friend
cattower-card-a12-right-short = Grey Friend
cattower-card-a13-left = Place a ginger Friend
cattower-card-a13-left-short = Ginger Friend
cattower-card-a13-right = Place a brown Friend
cattower-card-a13-right-short = Brown Friend
cattower-card-a14-left = Place a white Friend
cattower-card-a14-left-short = White Friend
cattower-card-a14-right = Place a brown Friend
cattower-card-a14-right-short = Brown Friend
cattower-card-a15-left = Place a grey Friend
cattower-card-a15-left-short = Grey Friend
cattower-card-a15-right = Place a ginger Friend
cattower-card-a15-right-short = Ginger Friend
cattower-card-a16-left = Place two Friends of any colour
cattower-card-a16-left-short = 2 Friends
cattower-card-a17-left = Place a Friend of any colour on top of another Friend
cattower-card-a17-left-short = Any Friend on top
cattower-card-a17-right = Place a brown Friend
cattower-card-a17-right-short = Brown Friend
cattower-card-a18-left = Pet one Friend
cattower-card-a18-left-short = Pet 1
cattower-card-a19-left = Pet two different Friends
cattower-card-a19-left-short = Pet 2
cattower-card-a20-left = Pet one Friend, then place a Friend of any colour
cattower-card-a20-left-short = Pet 1 + Any Friend

## Goal Cards: name and condition (the ids G01… are notation and stay)

cattower-goal-g01-name = Hello, Friend
cattower-goal-g01-text = At least one Friend
cattower-goal-g02-name = Nose to Nose
cattower-goal-g02-text = Two Friends touching
cattower-goal-g03-name = Littermates
cattower-goal-g03-text = Two Friends of the same colour touching
cattower-goal-g04-name = Odd Couple
cattower-goal-g04-text = Two Friends of different colours touching
cattower-goal-g05-name = Piggyback
cattower-goal-g05-text = A Friend on top of another Friend
cattower-goal-g06-name = Ginger on Grey
cattower-goal-g06-text = A ginger Friend on top of a grey Friend
cattower-goal-g07-name = Conga Line
cattower-goal-g07-text = Three Friends in one touching group
cattower-goal-g08-name = Three Coats
cattower-goal-g08-text = Three Friends of three different colours
cattower-goal-g09-name = Cat Tower
cattower-goal-g09-text = Three Friends stacked one on another
cattower-goal-g10-name = Lookout Bridge
cattower-goal-g10-text = One Friend resting on two Friends at once
cattower-goal-g11-name = Personal Space
cattower-goal-g11-text = Three Friends, no two touching
cattower-goal-g12-name = Social Butterfly
cattower-goal-g12-text = One Friend touching three others
cattower-goal-g13-name = Full Palette
cattower-goal-g13-text = A Friend of every colour
cattower-goal-g14-name = Family Reunion
cattower-goal-g14-text = Three Friends of the same colour
cattower-goal-g15-name = Double Piggyback
cattower-goal-g15-text = Two Friends each on top of another
cattower-goal-g16-name = Lonely Lookout
cattower-goal-g16-text = Exactly one Friend, within 12 mm of the floor's centre

## Story Cards: title and the text read when the tower holds at the story's floor

cattower-story-s10-title = The Tenth Floor
cattower-story-s10-text = Toto sees the whole town below and, far above, one star blinking back.
cattower-story-s13-title = Above the Clouds
cattower-story-s13-text = The clouds are softer than they look. Toto keeps climbing.
cattower-story-s15-title = Where the Wind Sings
cattower-story-s15-text = The wind hums a lullaby Toto remembers from long ago.
cattower-story-s17-title = The Night Garden
cattower-story-s17-text = Stars hang low enough to touch, and one of them purrs.
cattower-story-s20-title = Mama's Star
cattower-story-s20-text = At the very top, a warm light curls around Toto. He is home.

## The rules (/kitty rules cattower): markdown, shown as written

cattower-rules =
    # Cat and the Tower

    Take turns building a paper tower, two walls and a floor at a time, and placing cat
    Friends on it so that Toto the cat can climb; all win together when Toto
    reaches floor 10 and the tower stands, and all lose when 5 walls have fallen.

    ## Your turn
    1. **Do one face-up Action Card option:**
       - **Build**: stand two walls on the top floor (which goes left, how far apart, nudge),
         then lay the next floor on them (its offset).
       - **Place a Friend** on a floor, or on top of another Friend.
       - **Pet** one or two Friends.
    2. **Goal** (optional): if a face-up goal holds for the Friends on the floor **directly
       above Toto**, complete it: Toto climbs up to that many floors.

    A see-through preview shows where the piece goes; **Confirm** sets it down, your hand
    (steady, normal, shaky or butterfingers) trembling a little; physics decides what stays
    up. Up to 3 tries per piece, then the option is lost. **Back**: the card choice again.

    ## Debris
    - On the table touching no floor tile: debris. Walls are counted; floors and Friends go
      back to stock. Touching a floor tile: put back where it was (else to stock).
    - Floors tilted over 35° or within 20 mm of the floor below are unusable: they, what
      rests only on them and walls left without their floor become debris.
    - Toto and the cats are never debris: back to their floor from before the turn (or the
      highest standing one below).

    ## Winning and losing
    - **Victory**: Toto on the target floor (10) or higher, then a count of five while the
      table trembles: if the tower stands, you win and the Story Card is read. Then **go higher**
      (13, 15, 17, 20) with the same tower, or stop.
    - **Defeat**: 5 walls have fallen.

    ## Competitive variant (2–5 players)
    Each player has a Black Cat beside floor 1 and two secret goals; three Action Cards are
    face up. After your action you may move one Friend from your cat's floor to a floor above
    it, then complete one of your goals: your cat climbs and you draw a new goal. The game
    ends when the tower collapses (5 walls; whoever caused it ranks last) or every cat has
    reached floor 24; the highest cat wins.

    ## Moves
    `take A07 left` · `walls bricks-left angels-right` · `spacing narrow|wide|48` ·
    `nudge left|right` · `floor offset -6` · `friend ginger floor 3 at 12` · `on f5` ·
    `lift f3` · `pet f5` · `goal G02 climb 2` · `confirm` · `back` · `give up` ·
    `end turn` · `go higher` · `stop`
    Friends: white f1–f4, ginger f5–f8, grey f9–f12, brown f13–f16.

    ## How the bot reads the open points
    - **Competitive goals** pool the Friends of **every floor above your cat**.
    - **Ranking**: the highest floor a cat reached with a goal; ties: first there.
    - **Going higher** to a target Toto already reached: the count runs at once.
    - **After a failed count of five**, it runs again after every turn that ends with Toto on
      the target or higher, until it succeeds or the game is lost.
    - A goal never lifts Toto above the top floor.
    - If no face-up option can be done, you discard a card instead.

    ## Reading the board
    - Ruler: floor numbers, ★ and a dashed line at the target, the goal floor (above Toto)
      in a yellow pill, Toto's head at his floor.
    - Friends' marks: white a ring, ginger stripes, grey a dot, brown a patch. Black Cats
      wear their player's scarf and name. Faded pieces on the table are debris.
    - Panel: "Fallen walls 2/5", whose turn, Action cards (◀ ▶ an option's side, ● a card's
      only option), Goals with their climb, the ranking, a close-up. The band under the tower says what
      the last placement did.

