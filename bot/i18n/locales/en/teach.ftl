# Texts of everything that teaches: lessons (`/kitty learn`), hints, the analysis of a
# finished game (`/kitty analyse`). The lessons' own texts are in lessons-<game>.ftl.
# Words in `code` are commands, options or typed moves: never translate them.


## A lesson being played (bot/core/lessons.py): the answer to a try

# $seat: the colour or role the learner plays in this lesson ("Yellow").
teach-lesson-not-your-seat = In this lesson you play { $seat }.
# $hint: the lesson's hint (a whole sentence). $within: how many moves the lesson allows.
teach-lesson-out-of-tries = { $hint } The goal is not reached within { $within ->
        [one] your first move
       *[other] { $within } of your moves
    }: the lesson starts again.
# $hint: the lesson's hint (a whole sentence).
teach-lesson-game-ended = { $hint } The game ended before the goal was reached: the lesson starts again.


## The lesson card (cogs/lesson_card.py), a private message

# The card's first line, in bold. $game: the game's name; $number: this lesson's number;
# $count: how many lessons the game has; $title: the lesson's title.
teach-card-header = **{ $game } · lesson { $number }/{ $count }: { $title }**
# Under the lesson's text. $key: the game's key as typed in commands (notation).
teach-card-how = Pick your move below, or type it with `/kitty move` (or `/kitty learn game:{ $key } move:`).
# A try the lesson refused. $reason: why (a whole sentence).
teach-card-refused = ❌ { $reason }
# $moves: the moves the bot played for the other seats, in notation, separated by commas.
teach-card-replies = The other side answered: { $moves }.
# A lesson completed. $success: the lesson's success text.
teach-card-done-one = ✅ { $success }
# After the last lesson of a game. $game: the game's name; $key: its key (notation).
teach-card-all-done = 🎉 You have finished every { $game } lesson! `/kitty start { $key }` opens a real table.
# `/kitty learn` once every lesson of the game is done. $game: the game's name.
teach-card-all-done-again = You have finished every { $game } lesson. Press **Start again** to replay them.
# An old lesson card was used. $key: the game's key (notation).
teach-card-moved-on = This lesson card is out of date: `/kitty learn game:{ $key }` shows where you are.
# A button to a lesson not reached yet. $key: the game's key (notation).
teach-card-not-yet = Finish the lessons before that one first: `/kitty learn game:{ $key }`.
# $key: what the member typed as the game.
teach-card-unknown-game = There is no game `{ $key }` to learn: pick one of the offered games.
# Above the second menu, the moves of one piece or kind. $label: the group (notation, "c3").
teach-card-group = Moves of **{ $label }**:
# Button label, ≤ 80 characters.
teach-card-next = Next lesson
# Button label, ≤ 80 characters. Also named in teach-card-all-done-again.
teach-card-again = Start again
# Button label (shown with a 💡), ≤ 80 characters: the AI's suggested move, privately.
# Menu placeholder, ≤ 150 characters.
teach-card-pick = Pick your move…
# Menu placeholder when the moves are grouped by piece first, ≤ 150 characters.
teach-card-pick-group = What do you move?
# Menu option that goes back to the first menu, ≤ 100 characters.
teach-card-back = ← back to all your moves


## A hint (the Hint button), a private answer

# The first line. $move: the suggested move (notation).
teach-hint-move = 💡 The AI suggests **{ $move }**.
# The second line, when the AI has no reason to give for its move.
teach-hint-no-reason = (The AI has no words for why.)
# A Hint clicked under a board that is no longer the latest one.
teach-hint-moved-on = This board has moved on.

## Why a move is good (bot/ai/hint_texts.py). The parts are clauses joined into one
## sentence by teach-hint-reason-one/-two; the bot capitalises its first letter.

# One clause as a sentence.
teach-hint-reason-one = { $first }.
# Two clauses as one sentence.
teach-hint-reason-two = { $first }; { $second }.
# A list of two or more things: $most is every item but the last, $last the last one.
teach-hint-list-and = { $most } and { $last }
# The first items of a list: $first, then the rest of them ($rest).
teach-hint-list-comma = { $first }, { $rest }

# The colours of the pieces, as owners ("takes over Blue's tower").
teach-hint-colour-red = Red
teach-hint-colour-yellow = Yellow
teach-hint-colour-blue = Blue
teach-hint-colour-green = Green
teach-hint-colour-black = Black
teach-hint-colour-white = White
# Stacktics pyramid sizes.
teach-hint-size-small = small
teach-hint-size-medium = medium
teach-hint-size-large = large

# Towers. $owner: a colour; $cell: a cell (notation); $height: pieces in that tower.
teach-hint-towers-take = takes over { $owner }'s tower on { $cell } ({ $height ->
        [one] { $height } piece
       *[other] { $height } pieces
    })
# $before, $after: the pieces in the towers the player owns before and after the move.
teach-hint-towers-pieces = you control { $after ->
        [one] { $after } piece
       *[other] { $after } pieces
    } instead of { $before }
# Stacktics. $owner: a colour; $pieces: the sizes captured ("medium and small");
# $cell: a cell (notation); $pips: their worth.
teach-hint-stacktics-capture = captures { $owner }'s { $pieces } on { $cell } ({ $pips ->
        [one] { $pips } pip
       *[other] { $pips } pips
    })
# $taken: the pips the player will have captured; $needed: the pips that win.
teach-hint-stacktics-total = you will have { $taken } of the { $needed } pips you need
teach-hint-stacktics-wins = that is enough pips to win
# Tumbling Down. $owner: a colour; $cells: one or more cells (notation, "c3 and d4").
teach-hint-tumbling-takes-king = takes { $owner }'s king on { $cells } and wins the game
# $owner: a colour. A pure stack is made only of that player's colour.
teach-hint-tumbling-no-pure = leaves { $owner } without a pure stack and wins the game
# One stack covered. $height: its pieces; $cell: where (notation).
teach-hint-tumbling-stack = { $height ->
        [one] piece on { $cell }
       *[other] stack of { $height } on { $cell }
    }
# $owner: a colour; $stacks: the stacks covered (teach-hint-tumbling-stack, in a list).
teach-hint-tumbling-covers = covers { $owner }'s { $stacks }
# $owner: a colour; $cells: the kings' cells (notation); $count: how many kings.
teach-hint-tumbling-threat = threatens { $owner }'s { $count ->
        [one] king
       *[other] kings
    } on { $cells }
# Kitty Stack Tower. $before, $after: the height of the stacks the player owns, in all.
teach-hint-kitty-height = the stacks you own go from { $before } to { $after ->
        [one] { $after } piece
       *[other] { $after } pieces
    } high in all
# Cat and the Tower. $name: the goal card's name; $climber: who climbs
# (teach-hint-cattower-toto or teach-hint-cattower-cat); $floors: how many floors.
teach-hint-cattower-goal = completes the goal “{ $name }”: { $climber } climbs { $floors ->
        [one] { $floors } floor
       *[other] { $floors } floors
    }
# Toto, the cat of the co-operative game (a name).
teach-hint-cattower-toto = Toto
# The player's own cat in the competitive game.
teach-hint-cattower-cat = your cat

## When hints are offered (bot/ai/hint_policy.py)

# The description of the `hints` option of `/kitty start`, ≤ 100 characters.
teach-hints-option-description = Allow the Hint button (rated tables: every player must agree)
teach-hints-refuse-rated = Hints are off at this rated table: every player has to agree to them when the table starts.
teach-hints-refuse-table = This table was started without hints (`hints:on` turns them on).
# $value: what was typed for the option.
teach-hints-unknown-option = `hints` must be `on` or `off`, not `{ $value }`.


## The analysis of a finished game (`/kitty analyse`, the Analyse button), public

# $id: the game's number.
teach-analysis-not-finished = Game #{ $id } is not finished yet; a game can be analysed once it has ended.
teach-analysis-no-moves = Game #{ $id } has no moves to analyse.
# The note while the analysis runs. $id: the game's number; $positions: how many positions.
teach-analysis-running = Analysing game #{ $id } ({ $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    })… the picture appears here when ready.
# The same note when other analyses run first. $ahead: how many.
teach-analysis-running-waiting = Analysing game #{ $id } ({ $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    })… the picture appears here when ready. { $ahead ->
        [one] { $ahead } other analysis first.
       *[other] { $ahead } other analyses first.
    }
# The note after each part. $done: positions analysed so far, of $positions.
teach-analysis-progress = Analysing game #{ $id }: { $done } of { $positions } positions done…
# The embed's title. $title: the game's title ("Towers #12").
teach-analysis-title = Analysis: { $title }
# $result: how the game ended (a sentence part, "Alice won").
teach-analysis-result = Result: { $result }.
# Who led. $who: a player's name; $count of $total positions.
teach-analysis-ahead = Ahead for most of the game: **{ $who }** ({ $count } of { $total } positions).
teach-analysis-level = Nobody was ahead for most of the game.
teach-analysis-swings-head = The biggest swings:
# One swing. $n: its number in the list; $ply: the move's number; $who: the mover's name;
# $played: the move (notation); $before, $after: the mover's chance to win (0 to 1).
teach-analysis-swing = { $n }. Move { $ply }, { $who } played { $played }: chance to win { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) }
# The same, with the move the AI preferred ($preferred, notation) and its chance ($value).
teach-analysis-swing-preferred = { $n }. Move { $ply }, { $who } played { $played }: chance to win { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) } (the AI preferred { $preferred }, { NUMBER($value, style: "percent", maximumFractionDigits: 0) })
teach-analysis-no-swings = No move changed the balance.
# The embed's footer.
teach-analysis-footer = Chances estimated by the AI with a fixed budget per position.
# The picture's description for screen readers. $id: the game's number; $text: the summary.
teach-analysis-alt = Chart of each player's chance to win, move by move, in game #{ $id }. { $text }
# A player's name when the analysis does not know it.
teach-analysis-unknown-player = ?
