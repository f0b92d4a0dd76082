# What a table shows: the lobby card, the board message, the result, buttons and menus
# under them, private prompts (My moves, confirmations, hints) and the list of open tables.
# Public messages are in the server's language, private answers in the member's.
# Notation (cells like c3, moves like c3-c4, piece letters, option values such as
# `first:red`) and names stay as they are: they come in placeholders.
# Button labels: at most 80 characters. Menu options and placeholders: at most 100.


## Lobby card

# Title of the lobby card. $game: the game's title ("Towers").
table-lobby-title = { $game } — waiting for players
# The lobby card's text when the game needs an exact number of players. $count: that number.
# "Join" and "Start" are the labels of the buttons below (table-button-join, table-button-start).
table-lobby-how-exact = Press **{ table-button-join }** to take a seat ({ $count } players). The host presses **{ table-button-start }** when everyone is in.
# The same when the game takes a range of players. $min, $max: the smallest and largest number.
table-lobby-how-range = Press **{ table-button-join }** to take a seat ({ $min }–{ $max } players). The host presses **{ table-button-start }** when everyone is in.
# Added on a new line under the text above while seats are free.
table-lobby-add-ai = Add AI players with the menu below.
# Lobby card field names (short headings).
table-lobby-seats = Seats
table-lobby-options = Options
table-lobby-time-per-move = Time per move
# Footer of the lobby card. $match: the match number; $game: the game's key as typed in the
# command (keep "/kitty rules game:" as it is: it is the command to type).
table-lobby-footer = Match #{ $match } · /kitty rules game:{ $game }
# A seat line of the lobby card: an AI player. $name: the AI's name; $level: easy, medium or hard.
table-seat-ai = 🤖 { $name } ({ $level ->
        [easy] easy
        [hard] hard
       *[medium] medium
    })
# A seat line: the seat's player ($who, a mention) is the host of the table.
table-seat-host = { $who } (host)
# Added after a seat line for each pick of a seat option. $label: the option's name
# (e.g. "hand"); $choice: the value picked (a typed word, kept as it is).
table-seat-pick = { $label }: { $choice }
# An option of a lobby menu for picking one's own seat option. $label: the option's name
# (e.g. "hand"); $choice: the value (a typed word, kept as it is). ≤ 100 characters.
table-lobby-my-pick = My { $label }: { $choice }
# The lobby card once the game started.
table-lobby-started = The game has started — see the board below.
# The lobby card once the table closed without a game (cancelled, expired).
table-lobby-closed = This table is closed.
# The lobby card after the host cancelled. $who: a mention of who cancelled.
table-lobby-cancelled = Cancelled by { $who }.

## Hints (a table started with hints:on)

# Lobby card field name.
table-hints-field = Hints
table-hints-lobby = On: the Hint button shows the AI's move privately. Joining agrees to it.

## Board message

# A seat named with its colour or role: $name (a player's name), $colour ("Yellow").
table-seat-label = { $name } ({ $colour })
# A seat played by the AI, named with its colour: $name, $colour.
table-seat-label-ai = 🤖 { $name } ({ $colour })
# Who made a move when no seat did it (the game itself).
table-the-game = The game
# What happened: $who (a seat label, e.g. "Alice (Yellow)") played $move (notation or a
# description of the move).
table-played = { $who } played **{ $move }**.
# The same for a move the player could not avoid.
table-had-to-play = { $who } had to play **{ $move }**.
# An AI seat is choosing its move. $who: the seat label.
table-thinking = { $who } is thinking…
# Whose turn: $mention (the player's mention), $colour (their colour or role).
table-your-turn = Your turn, { $mention } ({ $colour }).
# Several players act at once. $names: their mentions, joined with ", ".
table-waiting-for = Waiting for { $names }.
# Result of a cooperative game. $reason: why it ended (a sentence part from the game).
table-victory = 🎉 Victory — { $reason }.
table-defeat = 💥 Defeat — { $reason }.
# A draw. $reason: why.
table-draw = 🤝 Draw — { $reason }.
# One winner. $name: the winner's seat label; $reason: why the game ended.
table-wins = 🏆 { $name } wins — { $reason }.
# Several winners. $names: their seat labels (table-names-and); $reason: why.
table-win-together = 🏆 { $names } win — { $reason }.
# Two or more names in a list: $first (all but the last, joined with ", "), $last.
table-names-and = { $first } and { $last }
# Under the result. $scores: "Alice (Yellow) 12 · Bob (Red) 9".
table-final-scores = Final scores: { $scores }
# Parts of a final details line per seat (joined with "; "). $value: a number or a height.
table-final-height = height { $value }
table-final-score = score { $value }
table-final-own-colour = own colour { $value }
# $cards: the seat's cards, "Name (+3), Name (-1)".
table-final-cards = cards: { $cards }
# $changes: "alice 1 500 → 1 568 · bob 1 500 → 1 432".
table-ratings = Ratings: { $changes }
# Title of the board message. $game: the game's title; $ply: the move number.
table-board-title = { $game } · move { $ply }
# Footer of the board message. $match: the match number. Keep the commands as they are.
table-board-footer = Match #{ $match } · /kitty move to play · /kitty board to see it again
# A replaced board that could not be deleted.
table-old-board = This board is out of date: the current board is below (`/kitty board` shows it).
# Private answer to a mover when the board could not be posted right away.
table-board-follows = Your move was played. Discord is slow to show the board right now; it will follow here shortly.
# Public notice when a player's DMs are closed. $mention: the player.
table-dm-closed = { $mention }, I couldn't send you a direct message. Use `/kitty cards` here to see your cards — only you will see the answer.

## A seat's secret cards (direct message)

# Title. $title: what the cards are ("Your goal cards"); $game: the game's title; $match: number.
table-secret-title = { $title } — { $game }, match #{ $match }
# Used when the game gives no title.
table-secret-default-title = Your cards
table-secret-none = You hold no cards right now.
# Field name above an exchange offer.
table-offer-field = Exchange offer
# $giver, $taker: seat labels; $card: a card's name. "Decline" is the button label.
table-offer = { $giver } offers **{ $card }** to { $taker } for one of { $taker }'s cards. The answer is `/kitty trade` (accept with the card to give back) or **{ table-button-decline }**.
# Used as $card when the offer names no card.
table-offer-a-card = a card

## Open tables (/kitty games)

# $channel: a channel mention.
table-list-in-thread = (thread in { $channel })
table-list-damaged = damaged (a moderator can cancel it)
# $count: how many players are seated. "Join" is the button label.
table-list-waiting = waiting for players ({ $count } seated) — press { table-button-join }
# $names: the players to move, joined with ", ".
table-list-to-move = to move: { $names }
table-list-in-play = in play
# $when: when the clock runs out (a Discord relative time).
table-list-runs-out = (time runs out { $when })
# $time: the time allowed per move ("2 minutes").
table-list-per-move = { $time } per move
# Title. $count: how many tables are open.
table-list-title = Open tables ({ $count })
table-list-none = No open tables. Start one with `/kitty start`.

## Buttons (≤ 80 characters)

table-button-join = Join
table-button-leave = Leave
table-button-start = Start
table-button-cancel = Cancel
table-button-add-ai = Add AI
# After "Add AI": the AI's level.
table-button-ai-level = { $level ->
        [easy] Easy AI
        [hard] Hard AI
       *[medium] Medium AI
    }
table-button-my-moves = My moves
table-button-hint = Hint
table-button-take-back = Take back
table-button-accept-takeback = Accept takeback
table-button-rematch = Rematch
table-button-accept = Accept
table-button-decline = Decline
# Confirming a move the game warned about. $move: the move's notation.
table-button-play-move = Play { $move }
table-button-play-it = Play it
table-button-keep-playing = Keep playing
table-button-resign = Resign
table-button-replay = Replay
table-button-analyse = Analyse
# The other players' choices after a seat ran out of time.
table-button-claim-win = Claim the win
table-button-skip-turn = Skip their turn
table-button-ai-takes-seat = AI takes their seat
table-button-remove-seat = Remove (AI plays the seat)

## Menus (placeholders ≤ 150 characters, options ≤ 100)

table-menu-pick-move = Pick your move…
table-menu-what-to-move = What do you move?
table-menu-answer-offer = Answer the offer…

## Private prompts

table-which-ai = Which AI would you like to add?
# $warning: the game's warning (a sentence); $move: the move's notation.
table-confirm-move = { $warning } Play **{ $move }**?
table-resign-question = Resign this game? The others are told at once.
table-moves-changed = Your moves have changed; press **{ table-button-my-moves }** again.
# A menu option of a move: $move (notation), $label (the move in words).
table-move-option = { $move } — { $label }
# $count: the number of legal moves.
table-your-moves = Your legal moves ({ $count }).
table-many-moves = You have { $count } legal moves. First pick what to move, then where.
# An option of the first menu. $label: what moves (a piece, a cell); $count: how many moves.
table-group-option = { $label } — { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }
table-back-option = ← back to all your moves
# $label: what moves (a piece, a cell).
table-group-moves = Moves of **{ $label }**:
# Autocomplete: added to the last choice when more moves match. $count: how many more;
# $example: a cell or piece to type (notation). The whole choice is cut at 100 characters.
table-more-moves = { $count } more: type a cell or piece (e.g. { $example })
# Description (for screen readers) of the "where can it go" picture. $group: what moves;
# $marks: the tags with their cells (table-where-mark, joined with ", ").
table-where-alt = Where { $group } can go: { $marks }.
# $tag: a letter drawn on the picture; $cell: the cell (notation).
table-where-mark = { $tag } on { $cell }
# Description of the hint picture. $move: the move; $tag: the letter drawn; $cell: its cell.
table-hint-alt = Hint: { $move }, marked { $tag } on { $cell }.
