# Texts of the match service (bot/matches): refusals a member reads privately, and the
# sentences a table announces in its channel. Placeholders named $who / $name hold a
# player's name (an AI's is "🤖 Kitty AI 1"); $game holds a game's title; $colour holds a
# seat's colour (from the game's own catalogue). Numbers of games ($id) are shown as typed.

## Seats

# A player and their colour, e.g. "Alice (Yellow)". Used inside other sentences.
match-seat-label = { $name } ({ $colour })

## Offers to end a game (/kitty end)

match-offer-closed = That offer is no longer open.
match-offer-yours = You made this offer; the other players answer it.
match-offer-answered = You have already answered this offer.
match-offer-others-answer = The other players must answer the offer.
# Shown in the channel when a game ends by agreement.
match-agreed-players = The players agreed to end the game.
match-agreed-ai = The AI agreed to end the game.

## Game state refusals

match-gone = This game is over or was cancelled.
match-over = This game is over.
match-already-over = This game is already over.
match-moved-on-since-message = This game has moved on since this message was sent.
match-not-started = The game has not started yet.
match-no-game-here = There is no game in this channel. Start one with `/kitty start`.
match-not-playing = You are not playing in this game.
# $reason is a technical description of what is wrong with the stored game (English,
# for moderators and the developers; it is not translated).
match-damaged = This game's saved data is damaged and cannot continue ({ $reason }). A moderator can end it with `/kitty cancel`.

## Cancelling and closing tables

match-cancel-lobby-not-host = Only the host or a moderator can cancel this lobby.
# "Manage Messages" is the name of a Discord permission (use Discord's own translation).
match-cancel-running-not-moderator = Only a moderator (Manage Messages) can cancel a running game; players can `/kitty resign` or offer to end it with `/kitty end`.
# Posted in the channel when a lobby expires; $duration is e.g. "1 hour" (match-duration-*).
match-lobby-expired = This lobby closed itself: nobody started it within { $duration }.
# Posted in the channel when a game is closed for inactivity; $duration as above.
match-abandoned = This game was closed as abandoned: no move for { $duration }.
# A length of time, used inside match-lobby-expired and match-abandoned.
match-duration-days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
match-duration-hours = { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
match-duration-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
match-duration-seconds = { $count ->
        [one] { $count } second
       *[other] { $count } seconds
    }

## Lobby

match-channel-busy = This channel already has a game. Finish or cancel it first.
match-lobby-closed = This lobby is closed: the game has already started or ended.
match-already-joined = You have already joined this game.
match-full = This game is full.
match-not-in-lobby = You are not in this lobby.
match-host-cannot-leave = You are the host: use Cancel to close the lobby.
# $levels lists the AI levels as typed in commands (easy, medium, hard; not translated).
match-ai-level-unknown = AI level must be one of { $levels }.
match-join-to-add-ai = Join the game first to add AI players.
match-seated-host-only = Only the seated host can do that.
match-join-first = Join the game first.
match-host-starts = Only the host can start the game.
# $need: players the game needs at least; $seated: players seated now.
match-needs-players = { $game } needs { $need } players; { $seated } seated so far.
# $count: open tables now; $limit: the server's limit.
match-limit-tables = This server already has { $count } open tables (the limit is { $limit }). Finish or cancel one first.
match-limit-lobbies = You already host { $count } open lobbies (the limit is { $limit }). Start or cancel one first.
match-limit-ai-only = This server already runs { $count } AI-only tables (the limit is { $limit }). Wait for one to finish.
match-servers-only = Kitty Tower works in server channels, not in direct messages.
# $key is the game's key as typed (not translated).
match-no-such-game = There is no game called '{ $key }'.
match-not-installed = The game '{ $key }' is not installed in this bot.
# $name is the option's name as typed in commands (not translated).
match-no-seat-option = { $game } has no seat option `{ $name }`.

## Rematch

match-rematch-gone = This game no longer exists.
match-rematch-other-channel = This button belongs to a game in another channel.
match-rematch-players-only = Only the players of this game can ask for a rematch.
match-rematch-channel-busy = This channel already has an open table. Finish or cancel it first.

## Takebacks

match-takeback-forbidden = Takebacks are turned off at this table.
match-takeback-waiting = A takeback request is already waiting for an answer.
match-takeback-closed = That takeback request is no longer open.
match-takeback-yours = You asked for this takeback; the other players answer it.
match-takeback-answered = You have already answered this request.
match-takeback-log-mismatch = The saved move log does not match this game; try `/kitty board`.
# $error is a technical description (English, not translated).
match-takeback-no-replay = This game's move log does not replay ({ $error }).
match-takeback-nothing = You have no move of your own to take back yet.
# $reason is the game's reason (from the game's catalogue), e.g. "a card was drawn".
match-takeback-refused = That move cannot be taken back: { $reason }, and undoing it would let someone play on knowing a hidden card.
# Posted in the channel. $count: moves undone; $how: "ai" when the AI agreed at once,
# "agreed" when every other player accepted.
match-takeback-done = { $who } takes back { $count ->
        [one] move
       *[other] { $count } moves
    }. { $how ->
        [ai] The AI agrees.
       *[agreed] Everyone agreed.
    }

## Time limits

match-timeout-over = This time-out is over: the game has moved on.
match-timeout-yours = Your time ran out, but you can still move until someone else chooses.
match-timeout-ai-plays = An AI plays your seat now.
match-timeout-not-yet = The time for this move is not up yet.
match-timeout-no-choice = This table does not offer that choice.
match-timeout-already-chosen = Another player already chose: the AI is playing the turn.
# Posted in the channel when the other players claim the win on time.
match-timeout-claimed = { $who } ran out of time; the win was claimed.

## Turns

match-handed-over = Your time ran out and the table handed your seat to an AI; it plays for you now.
match-type-a-move = Type a move, e.g. pick one from the list.
match-board-moved-on = This board has moved on.
match-ai-moved-on = The game moved on while the AI was thinking.
match-move-failed = That move could not be carried out because of an error on my side (it has been logged). Nothing changed; try another move, or `/kitty board`.
# Posted in the channel when a player resigns.
match-resigns = { $who } resigns.
