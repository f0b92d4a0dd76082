# `/kitty help` (cogs/texts.py): the guide to every command and button, each game's
# line, and the frame around `/kitty rules`. Commands, options and typed words in `code`
# stay as they are; words in **bold** are button labels (keep them as the buttons say).
# A line that starts with ** is written {"**"} (Fluent reads a leading * as special).

## The guide: six sections, shown one after the other

# The first paragraph of `/kitty help` (an embed's description holds all six sections: ≤ 4000 characters in all).
help-guide-intro = Stacking board games with friends or the AI, one game per channel or thread. Refusals and secrets are answered privately; boards are public.

# $options: the games' own `/kitty start` options, in `code`, separated by commas; $example: a game's key (notation).
# Words in **bold** are button labels: keep them the same as the buttons' own labels.
help-guide-starting = **Starting**
    `/kitty start <game>` opens a lobby. **Join** and **Leave** take or give up a seat; the host presses **Start** (or **Cancel**); **Add AI** (easy, medium, hard) fills a seat. Options: `players`, and each game's own ({ $options }).
    `/kitty start { $example } opponent:AI level:hard` plays the AI at once; add `watch:True` to watch AI players.
    Add `thread:True` to open the table in its own thread, so one channel can host many games (I need **Create Public Threads** and **Send Messages in Threads** there); `/kitty start` typed inside a thread plays in that thread.
    `time:` sets a time per move (2 minutes to 3 days). The board shows when time runs out, the player is reminded when most of it is gone (`/kitty settings`: by mention, DM or not at all), and then the others choose: **Claim the win** (two players), **Skip their turn** (the AI plays one move), **AI takes their seat** or **Remove** (larger tables). If the bot was offline, everyone gets at least 15 minutes (or the whole time) after it is back.

# $extra: the games' own commands, one line each (help-extra-command), or nothing.
help-guide-playing = **Playing**
    `/kitty move` — start typing and pick one of the legal moves offered.
    {"**"}My moves** (under every board) lists your legal moves privately; pick one to play it. The other buttons and menus under a board are the game's own (such as *Place the rest at random* or the pie rule's *Swap colours*).
    { $extra }`/kitty board` — post the board again. `/kitty cards` — your secret cards, privately.
    `/kitty takeback` (or **Take back** under the board) — ask to take back your last move; the others **Accept** or **Decline**, the AI agrees at once. Refused when it would undo a card someone has seen; `takebacks:forbidden` at the start turns takebacks off.
    {"**"}Hint** (in lessons, against the AI, and at tables started with `hints:on`) — the AI's move for you, privately, marked on the board; a table with two or more members counts as rated and offers hints only when started with `hints:on`, which every player agrees to by joining (the lobby shows it), and `/kitty history` marks a move made after a hint.

help-guide-ending = **Ending**
    `/kitty resign` — give up. `/kitty end` — offer to end the game: the others press **Accept** or **Decline**.
    `/kitty cancel` — the host cancels a lobby; a moderator (Manage Messages) cancels any game.

help-guide-information = **Information**
    `/kitty rules game:<game>` — the rules as the bot plays them. `/kitty help` — this guide.
    `/kitty learn game:<game>` — learn a game in short private lessons: pick moves from the lesson's menu (or type them with `/kitty move` where you have no seat); your progress is kept.
    `/kitty games` — the open tables of this server, to watch or join.
    `/kitty status` — moderators: uptime, open tables, database size.

help-guide-records = **Records**
    `/kitty history` — a game's moves. `/kitty replay` (or **Replay** on a final board) — the whole game animated. `/kitty analyse game:<n>` (or **Analyse** on a final board) — who was ahead move by move and the biggest swings. **Rematch** on a final board — the same players and options, seats rotated. `/kitty record game:<n>` — a finished game's record file.
    `/kitty leaderboard game:<game>` — this server's best; each AI level has one rating, changed only by games against members (AI-only games are not rated). `/kitty stats` — games, wins, rating, streak. `/kitty mydata` — everything kept about you. `/kitty-admin export|forget` — server managers (Manage Server).
# One line of help-guide-playing for a command a game declares. $name: the command (notation);
# $description: what it does (a sentence part, no full stop).
help-extra-command = `/kitty { $name }` — { $description }.

## The embed around the guide

# The embed's title, ≤ 256 characters.
help-title = Kitty Tower — how to play
# The embed's footer, ≤ 2048 characters.
help-footer = One game per channel or thread · games survive bot restarts
# How many play a game. $min and $max: the fewest and the most players.
help-players = { $min ->
        [one] { $min } player
       *[other] { $min } players
    }
help-players-range = { $min }–{ $max } players
# The name of a game's field. $game: its name; $players: help-players or help-players-range.
help-game-field = { $game } · { $players }
# A game's field. $pitch: the first paragraph of its rules (what you do and how you win);
# $key: the game's key, as typed (notation).
help-game-pitch = { $pitch } `game:{ $key }`

## `/kitty rules`

# The first embed's title. $game: the game's name.
help-rules-title = { $game } — rules
# The title of the embed listing a game's cards. $game: its name; $count: how many cards.
help-cards-title = { $game } — the { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
# The footer under a game's rules. $game: its name; $key: its key, as typed (notation).
help-rules-learn = New to { $game }? /kitty learn game:{ $key } teaches it in short private lessons.
