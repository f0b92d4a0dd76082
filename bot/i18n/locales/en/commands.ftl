# Slash commands: the descriptions and choices Discord shows under each /kitty command.
# Command and option names (`move`, `start`, `game`…) are not translated: players type them
# and the help texts quote them, so they stay the same in every language.
# Limits (Discord): a command, option or choice description is 1–100 characters.

## /kitty

# Description of the /kitty command group.
cmd-kitty = Play stacking board games
cmd-move = Make your move
# The `move` option of /kitty move (autocomplete offers the legal moves while typing).
cmd-move-move = Your move — start typing to see the legal ones
cmd-board = Show the current board again
cmd-cards = See your own secret cards (only you see them)
cmd-resign = Resign the game (you are asked to confirm)
cmd-end = Offer to end the game (the others accept or decline)
cmd-takeback = Ask to take back your last move (the others agree)
cmd-settings = Your settings; moderators also choose the server's language
cmd-settings-reminders = How a timed game reminds you that your time runs out
# Choices of the `reminders` option (≤ 100 characters each).
cmd-reminders-channel = mention in the channel
cmd-reminders-dm = direct message
cmd-reminders-off = off
# The `language` option of /kitty settings: the language of the bot's public messages in
# this server (boards, lobbies, notices). Only members with Manage Server may change it.
cmd-settings-language = Server managers: the language of the bot's messages in this server
cmd-games = The open tables of this server, to watch or join
cmd-cancel = Cancel this channel's game (host in the lobby, or a moderator)
cmd-rules = Read the rules of a game
cmd-rules-game = Which game's rules
cmd-rules-public = Post them for everyone (default: only you see them)
cmd-learn = Learn a game in short private lessons (only you see them)
cmd-learn-game = Which game to learn
cmd-learn-move = A move in your current lesson (or pick it from the lesson's menu)
cmd-help = How to play with Kitty Tower
cmd-status = Moderators: uptime, open tables, database size
cmd-history = The moves of this channel's game, or of a game by number
cmd-history-game = A game number (default: this channel's game)
cmd-history-page = Which page of a long game
cmd-record = The record file of a finished game (replay it anywhere)
# The `game` option of /kitty record and /kitty analyse: a game's number.
cmd-game-number = The game number
cmd-replay = Watch a whole game as an animation
cmd-replay-game = A game number (default: this channel's game)
cmd-analyse = Who was ahead, move by move, in a finished game
cmd-leaderboard = This server's best players of a game
cmd-leaderboard-game = Which game's leaderboard
cmd-stats = Games, wins, ratings and streak of a member (default: you)
cmd-stats-user = Whose stats (default: yours)
cmd-mydata = Everything Kitty Tower keeps about you (a private file)

## /kitty start <game>

# Description of the /kitty start group.
cmd-start = Open a game in this channel (or, with thread, in a new thread)
# Description of /kitty start <game> for a game with a fixed number of players.
# $title: the game's name; $count: its number of players.
cmd-start-game-fixed = Open a table of { $title } ({ $count ->
        [one] { $count } player
       *[other] { $count } players
    })
# Description of /kitty start <game> for a game of $min to $max players. $title: the game's name.
cmd-start-game-range = Open a table of { $title } ({ $min }–{ $max } players)
# The `players` option. $min and $max: the fewest and most seats of the game.
cmd-start-players = How many seats, { $min } to { $max } (default: the game's usual count)
cmd-start-opponent = Play against the AI right away
# The only choice of the `opponent` option: the computer player.
cmd-start-opponent-ai = AI
# "opponent: AI" quotes the option and its choice as the member sees them.
cmd-start-level = AI strength (with opponent: AI; default medium)
# Choices of the `level` option.
cmd-level-easy = easy
cmd-level-medium = medium
cmd-level-hard = hard
cmd-start-watch = With opponent: AI — every seat is an AI and you watch
cmd-start-time = Time per move (the others may claim, skip or hand the seat to an AI after)
# Choices of the `time` option: the time each player has per move.
cmd-time-2m = 2 minutes
cmd-time-10m = 10 minutes
cmd-time-1h = 1 hour
cmd-time-1d = 1 day
cmd-time-3d = 3 days
cmd-time-none = no limit
cmd-start-takebacks = May players take back a move (the others agree; against the AI at once)
# Choices of the `takebacks` option.
cmd-takebacks-allowed = allowed
cmd-takebacks-forbidden = forbidden
cmd-start-hints = Allow the Hint button (rated tables: every player must agree)
# Choices of the `hints` option.
cmd-hints-on = on
cmd-hints-off = off
cmd-start-thread = Open the table in its own thread (a channel can host many games)

## Commands a game declares (/kitty place, …)

# Answer to a declared command used at a table of a game that does not have it.
# $command: the command as typed, e.g. "/kitty place"; $count: how many games have it;
# $last: the last of them (the only one when $count is 1); $others: the ones before it,
# joined with ", " (e.g. "Kitty, Stacktics"); $title: the game of this table.
cmd-declared-not-here = `{ $command }` is for { $count ->
        [one] { $last }
       *[other] { $others } and { $last }
    }. In { $title }, use `/kitty move`.

## /kitty-admin (server managers only)

cmd-admin = Server managers: this server's Kitty Tower records
cmd-admin-export = Server managers: download this server's game records (JSON)
cmd-admin-forget = Server managers: delete this server's finished games, results and ratings
cmd-admin-forget-confirm = True to really delete (it cannot be undone)

## Background notices (public, in the server's language)

# Posted in a channel when a lobby or a game was closed for lack of activity.
# $why: the reason, a full sentence (e.g. "Nobody moved for 3 days.").
cmd-closed-free = { $why } The channel is free: `/kitty start` opens a new table.

## The bot owner's commands (a mention: "@Kitty Tower sync")

# $count: how many command groups were published.
cmd-owner-synced-here = Synced { $count } command group(s) to this server.
cmd-owner-synced-global = Synced { $count } command group(s) globally (may take up to an hour to appear).
cmd-owner-only = Only the bot's owner can do that.
