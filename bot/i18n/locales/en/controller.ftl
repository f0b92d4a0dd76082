# Texts of the controller (cogs/controller, cogs/message.py, cogs/threads.py, cogs/status.py,
# cogs/clock_prompts.py, cogs/ai_runner.py): how the bot answers clicks and commands.
# Private answers are in the member's language, public messages in the server's.
# Discord limits: a message ≤ 2000 characters, an embed title ≤ 256, a footer ≤ 2048,
# a thread name ≤ 100. `/kitty …` commands and their options stay in English (typed as shown).

## Errors and refusals (private)

# Shown when the bot lacks permissions in a channel. The bold names are Discord's
# permission names: use the names Discord shows in your language.
ctl-permissions-hint = I could not post in this channel. I need **View Channel**, **Send Messages**, **Attach Files** and **Embed Links** here.
# The answer to any unexpected error.
ctl-sorry = Something went wrong on my side (it has been logged). Try again in a moment; `/kitty board` shows where the game stands.
# A refusal about an old board, then a link to the newest board.
# $error: the refusal (a whole sentence). $link: a Discord message URL.
ctl-stale-with-board = { $error } Current board: { $link }
ctl-servers-only = Kitty Tower works in server channels, not in direct messages.
# After a lobby click whose lobby message could not be edited at once.
ctl-lobby-follows = Done — the lobby message will catch up in a moment.
# A short confirmation that an action was done.
ctl-done = Done.
ctl-moderators-only = Only moderators (Manage Messages or Administrator) can do that.
ctl-moderators-only-status = Only moderators (Manage Messages or Administrator) can see the bot's status.
ctl-managers-only-export = Only members who can manage this server (Manage Server or Administrator) can export this server's records.
ctl-managers-only-forget = Only members who can manage this server (Manage Server or Administrator) can forget this server's records.
ctl-button-other-channel = This button belongs to a game in another channel.
ctl-game-over = This game is over.
ctl-board-moved-on = This board has moved on.
ctl-button-gone = This button is no longer available.
ctl-button-other-player = This button is for another player.
# $seconds: whole seconds to wait.
ctl-board-cooldown = You just asked for the board; try again in { $seconds } s.
ctl-no-secret-cards = This game has no secret cards for you.

## Playing

# Private confirmation of a set-up step typed as a command. $move: the move in notation.
ctl-done-move = Done: **{ $move }**.
# Private answer when a member chose not to play a move they were warned about.
ctl-not-played = Not played. Your turn goes on.
# Private answers to the "Resign this game?" question.
ctl-play-on = You play on.
ctl-resigned = You resigned.
# Public. $who: a mention of the member offering; $others: mentions of the other players.
ctl-end-offer = { $who } offers to end the game. { $others }: accept?
# Public. $who: a mention.
ctl-end-declined = { $who } declined to end the game. Play on!
ctl-end-accepted-waiting = { $who } accepted; waiting for the others.
ctl-end-agreed = Everyone agreed to end the game.
# Public. $game: the game's name; $id: the match number; $who: a mention.
ctl-cancelled = { $game } match #{ $id } was cancelled by { $who }.

## Lobby and threads

ctl-level-watch-need-ai = `level` and `watch` go with `opponent: AI` (or use the lobby's Add AI menu).
# Public, in the channel. $who: a mention; $game: the game's name; $thread: a link to the thread.
ctl-thread-opened-lobby = { $who } opened a **{ $game }** table in { $thread }: join it there.
ctl-thread-opened-active = { $who } opened a **{ $game }** table in { $thread }: watch it there.
# A private refusal (Add AI).
ctl-join-first-for-ai = Join the game first to add AI players.
# Private. $level: easy, medium or hard (the AI level picked).
ctl-added-ai = { $level ->
        [easy] Added an easy AI.
        [medium] Added a medium AI.
        [hard] Added a hard AI.
       *[other] Added a { $level } AI.
    }
ctl-menu-gone = This menu is not part of this game any more.
# Posted in a thread whose table could not be set up (when the thread cannot be deleted).
ctl-not-opened = This table could not be opened; nothing was saved. Try `/kitty start` again.
ctl-lobby-not-posted = Discord did not let me post the lobby in the new thread, so nothing was opened. Try again in a moment.
ctl-in-a-thread = This is already a thread: `/kitty start` without `thread` opens the table here, or use `thread:True` in a text channel.
ctl-not-a-text-channel = Tables in threads can only be opened from a server's text channel.
# Discord's permission names (use the names Discord shows in your language).
ctl-perm-create-public-threads = Create Public Threads
ctl-perm-send-messages-in-threads = Send Messages in Threads
# $names: the permission names, already in bold and joined; $count: how many.
ctl-thread-missing-permissions = { $count ->
        [one] I cannot open a thread here: I need the { $names } permission in this channel. Ask a moderator to grant it, or use `/kitty start` without `thread`.
       *[other] I cannot open a thread here: I need the { $names } permissions in this channel. Ask a moderator to grant them, or use `/kitty start` without `thread`.
    }
# A thread's name (≤ 100 characters). $game: the game's name; $players: the players' names.
ctl-thread-name = { $game } — { $players }
# A thread's name while only its host sits at the table. $name: the host's name.
ctl-thread-name-host = { $game } — { $name }'s table
ctl-thread-name-empty = { $game } — table

## Takebacks and rematches

# Public. $who: a mention; $waiting: mentions of the players who must answer.
ctl-takeback-request = { $who } asks to take back their last move. { $waiting }: accept? (Any move withdraws the request.)
ctl-takeback-declined = { $who } declined the takeback. Play on!
ctl-takeback-accepted-waiting = { $who } accepted the takeback; waiting for the others.
ctl-takeback-agreed = Everyone agreed to the takeback.
ctl-rematch-joined = You joined the rematch: the lobby is just above.

## Answers in direct messages

ctl-in-dms-only = This menu answers an offer in its direct message.
ctl-offer-moved-on = This offer has moved on; see the game's channel.
# $move: the answer played, in notation.
ctl-dm-follows = Done: **{ $move }**. The board follows in the game's channel.

## Clocks

# A time per move. $count: how many.
ctl-duration-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
ctl-duration-hours = { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
ctl-duration-days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
# Under a board. $when: a Discord timestamp every client shows as "in 9 minutes";
# $limit: a time per move such as "10 minutes".
ctl-clock-line = ⏱ Time runs out { $when } ({ $limit } per move).
# Public reminder. $who: mentions of the late players; $when: a live Discord timestamp.
ctl-reminder = ⏱ { $who }, your time for this move runs out { $when }.
# DM. $game: the game's name; $id: the match number; $when: a live Discord timestamp.
ctl-reminder-dm = ⏱ Your time for the move in { $game } (match #{ $id }) runs out { $when }.
# Public. $late: mentions of the late players; $others: mentions of the other players.
ctl-timed-out = ⏰ { $late } ran out of time. { $others }: what now? (Until someone chooses, the late player can still move.)
# What a time-out choice did. $who: a mention of who chose; $late: the late players' names.
ctl-clock-done-win = { $who } claimed the win: { $late } ran out of time.
ctl-clock-done-skip = { $who } skipped { $late }'s turn: the AI plays this one move for them.
ctl-clock-done-ai = { $who } handed { $late }'s seat to an AI for the rest of the game.
ctl-clock-done-remove = { $who } removed { $late }: an AI plays their seat, the game goes on.
# DM. $game: the game's name; $id: the match number.
ctl-handed-over-dm = Your time ran out in { $game } (match #{ $id }); the table handed your seat to an AI, which plays it for the rest of the game.
# $allowed: the values, as typed (channel, dm, off).
ctl-reminders-one-of = Reminders can be one of: { $allowed }.
# The answer of /kitty settings. $mode: channel, dm or off (the words in the command stay as they are).
ctl-settings = Reminders in timed games: **{ $mode ->
        [channel] a mention in the game's channel
        [dm] a direct message (a mention in the channel when DMs are closed)
        [off] none
       *[other] { $mode }
    }**. Change with `/kitty settings reminders:<channel|dm|off>`.

## AI

# Public. $who: the AI seat's name.
ctl-ai-stuck-seat = { $who } could not make its move (an error on my side; it has been logged). Anyone at the table can use `/kitty board` to let it try again; a moderator can end the game with `/kitty cancel`.
ctl-ai-stuck = The AI could not make its move (an error on my side; it has been logged). Anyone at the table can use `/kitty board` to let it try again; a moderator can end the game with `/kitty cancel`.

## Records

ctl-no-game-here = No game has been played in this channel yet. Give `game:` a game number.
ctl-history-no-moves = No moves yet.
# $id: the game number; $pages: how many pages.
ctl-history-pages = { $pages ->
        [one] Game #{ $id }'s history has { $pages } page.
       *[other] Game #{ $id }'s history has { $pages } pages.
    }
# Footer of a history page. $status: how the game stands or ended.
ctl-history-footer = Page { $page }/{ $pages } · { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    } · { $status }
# A game's status word, when it has no result.
ctl-status = { $status ->
        [lobby] waiting for players
        [active] in progress
        [finished] finished
        [abandoned] abandoned
        [cancelled] cancelled
       *[other] { $status }
    }
ctl-record-unfinished = Game #{ $id } is not finished; its record is kept once it ends.
# $title: the game's title (name, number, players). The command and file name stay in English.
ctl-record-file = The record of { $title }. Replay it with `python -m bot replay FILE` (format: docs/records.md).
ctl-replay-none = Game #{ $id } has no moves to replay yet.
# Shown while a replay GIF is drawn. $frames: how many pictures.
ctl-replay-drawing = Drawing the replay of { $title } ({ $frames } frames)… it appears here when it is ready.
ctl-replay-title = Replay: { $title }
# A replay GIF's description for screen readers.
ctl-replay-alt = Replay of game #{ $id }: { $game }, { $players }, { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }. { $status }
# Drawn under the first picture of a replay. $id: the game number; $players: names.
ctl-replay-start = #{ $id } start · { $players }
# Drawn under each later picture. $step: the move number; $total: the moves; $move: the move.
ctl-replay-step = { $step }/{ $total } · { $move }
# A leaderboard row for an AI level. $level: easy, medium or hard.
ctl-leaderboard-ai = 🤖 { $level ->
        [easy] Easy AI
        [medium] Medium AI
        [hard] Hard AI
       *[other] { $level } AI
    }
# $rank: the place; $who: a mention or an AI; $rating: a rating number; $games: games played.
ctl-leaderboard-line = **{ $rank }.** { $who } — { $rating } ({ $games ->
        [one] { $games } game
       *[other] { $games } games
    })
ctl-leaderboard-title = { $game } — leaderboard
ctl-leaderboard-footer = Ratings: openskill, shown as 1500 + 20 × (μ − 3σ). Each AI level has one rating, changed only by games against members (AI-only games are not rated).
ctl-leaderboard-empty = Nobody has finished a rated game of { $game } on this server yet.
ctl-stats-none = { $name } has not finished a game on this server yet.
ctl-stats-title = { $name } — Kitty Tower stats
# W, D, L: wins, draws, losses.
ctl-stats-played = { $played } played · { $wins } W / { $draws } D / { $losses } L
ctl-stats-rating = rating { $rating }
ctl-stats-not-rated = not rated (cooperative)
# $opponent: a name; $rating: their rating; $id: the game number.
ctl-stats-best-win = best win: { $opponent } ({ $rating }) in #{ $id }
ctl-stats-streak = Current streak: { $streak }
ctl-my-data = Everything Kitty Tower keeps about you (results, ratings, games):
ctl-export = { $count ->
        [one] This server's records: { $count } game.
       *[other] This server's records: { $count } games.
    }
ctl-forget-confirm = This deletes every finished game, result and rating of this server for good. Run `/kitty-admin forget confirm: True` (export first if you want a copy).
ctl-forgotten = Forgotten: { $count } finished games of this server with their results and ratings. Open games are untouched.

## /kitty status (moderators, private)

ctl-status-title = Kitty Tower — status
ctl-status-uptime = Uptime
ctl-status-open-tables = Open tables
ctl-status-database = Database
ctl-status-ai-workers = AI workers
ctl-status-version = Version
ctl-status-per-game = Tables per game
# $lobbies: lobbies waiting; $active: games being played.
ctl-status-counts = { $lobbies } lobby · { $active } active
# $title: a game's name.
ctl-status-game-counts = **{ $title }**: { $lobbies } lobby · { $active } active
ctl-status-no-database = not created yet
ctl-status-workers = { $count ->
        [one] { $count } process
       *[other] { $count } processes
    }
ctl-status-thread = a thread in the bot process
ctl-status-none-open = none open
# Uptime, short units.
ctl-uptime-days = { $days } d { $hours } h
ctl-uptime-hours = { $hours } h { $minutes } min
ctl-uptime-minutes = { $minutes } min
ctl-uptime-seconds = { $seconds } s
# A Discord permission's name in bold. $name: the permission's name.
ctl-permission-name = **{ $name }**
