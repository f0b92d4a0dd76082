# Texts of the controller (cogs/controller, cogs/message.py, cogs/threads.py, cogs/status.py,
# cogs/clock_prompts.py, cogs/ai_runner.py): how the bot answers clicks and commands.
# Private answers are in the member's language, public messages in the server's.
# Discord limits: a message ≤ 2000 characters, an embed title ≤ 256, a footer ≤ 2048,
# a thread name ≤ 100. `/kitty …` commands and their options stay in English (typed as shown).

## Errors and refusals (private)

# Shown when the bot lacks permissions in a channel (Discord's Japanese permission names).
ctl-permissions-hint = このチャンネルに投稿できませんでした。ここでは**チャンネルを見る**、**メッセージを送信**、**ファイルを添付**、**埋め込みリンク**の権限が必要です。
# The answer to any unexpected error.
ctl-sorry = こちら側で問題が発生しました（ログに記録済みです）。少し待ってからもう一度お試しください。`/kitty board` でゲームの状況を確認できます。
# A refusal about an old board, then a link to the newest board.
ctl-stale-with-board = { $error } 最新の盤面：{ $link }
ctl-servers-only = Kitty Towerはサーバーのチャンネルで使えます。ダイレクトメッセージでは使えません。
# After a lobby click whose lobby message could not be edited at once.
ctl-lobby-follows = 完了しました。ロビーのメッセージはまもなく更新されます。
# A short confirmation that an action was done.
ctl-done = 完了しました。
ctl-moderators-only = この操作はモデレーター（メッセージの管理または管理者の権限を持つ人）だけができます。
ctl-moderators-only-status = ボットの状態はモデレーター（メッセージの管理または管理者の権限を持つ人）だけが確認できます。
ctl-managers-only-export = このサーバーの記録をエクスポートできるのは、サーバー管理または管理者の権限を持つメンバーだけです。
ctl-managers-only-forget = このサーバーの記録を消去できるのは、サーバー管理または管理者の権限を持つメンバーだけです。
ctl-button-other-channel = このボタンは別のチャンネルのゲームのものです。
ctl-game-over = このゲームは終了しています。
ctl-board-moved-on = この盤面はすでに進んでいます。
ctl-button-gone = このボタンはもう使えません。
ctl-button-other-player = このボタンは別のプレイヤー用です。
# $seconds: whole seconds to wait.
ctl-board-cooldown = 盤面を表示したばかりです。{ $seconds }秒後にもう一度お試しください。
ctl-no-secret-cards = このゲームにはあなたの非公開カードはありません。

## Playing

# Private confirmation of a set-up step typed as a command. $move: the move in notation.
ctl-done-move = 完了：**{ $move }**
# Private answer when a member chose not to play a move they were warned about.
ctl-not-played = 指しませんでした。引き続きあなたの手番です。
# Private answers to the "Resign this game?" question.
ctl-play-on = 対局を続けます。
ctl-resigned = 投了しました。
# Public. $who: a mention of the member offering; $others: mentions of the other players.
ctl-end-offer = { $who }がゲームの終了を提案しています。{ $others }さん、承諾しますか？
# Public. $who: a mention.
ctl-end-declined = { $who }がゲームの終了を断りました。対局を続けましょう！
ctl-end-accepted-waiting = { $who }が承諾しました。他のプレイヤーを待っています。
ctl-end-agreed = 全員がゲームの終了に同意しました。
# Public. $game: the game's name; $id: the match number; $who: a mention.
ctl-cancelled = { $game }の対局 #{ $id }は{ $who }によって中止されました。

## Lobby and threads

ctl-level-watch-need-ai = `level` と `watch` は `opponent: AI` と一緒に使います（またはロビーの「AIを追加」メニューを使ってください）。
# Public, in the channel. $who: a mention; $game: the game's name; $thread: a link to the thread.
ctl-thread-opened-lobby = { $who }が{ $thread }で**{ $game }**の卓を立てました。そちらで参加してください。
ctl-thread-opened-active = { $who }が{ $thread }で**{ $game }**の卓を立てました。そちらで観戦できます。
# A private refusal (Add AI).
ctl-join-first-for-ai = AIプレイヤーを追加するには、先にゲームに参加してください。
# Private. $level: easy, medium or hard (the AI level picked).
ctl-added-ai = { $level ->
        [easy] 弱いAIを追加しました。
        [medium] 普通のAIを追加しました。
        [hard] 強いAIを追加しました。
       *[other] { $level }のAIを追加しました。
    }
ctl-menu-gone = このメニューはもうこのゲームでは使えません。
# Posted in a thread whose table could not be set up (when the thread cannot be deleted).
ctl-not-opened = この卓を開けませんでした。何も保存されていません。もう一度 `/kitty start` をお試しください。
ctl-lobby-not-posted = Discordが新しいスレッドへのロビーの投稿を許可しなかったため、卓は開かれませんでした。少し待ってからもう一度お試しください。
ctl-in-a-thread = ここはすでにスレッドです。`thread` なしの `/kitty start` でここに卓を開くか、テキストチャンネルで `thread:True` を使ってください。
ctl-not-a-text-channel = スレッドの卓は、サーバーのテキストチャンネルからのみ開けます。
# Discord's permission names (use the names Discord shows in your language).
ctl-perm-create-public-threads = 公開スレッドの作成
ctl-perm-send-messages-in-threads = スレッドでメッセージを送信
# $names: the permission names, already in bold and joined; $count: how many.
ctl-thread-missing-permissions = { $count ->
       *[other] ここではスレッドを開けません。このチャンネルで{ $names }の権限が必要です。モデレーターに付与を頼むか、`thread` なしで `/kitty start` を使ってください。
    }
# A thread's name (≤ 100 characters). $game: the game's name; $players: the players' names.
ctl-thread-name = { $game } — { $players }
# A thread's name while only its host sits at the table. $name: the host's name.
ctl-thread-name-host = { $game } — { $name }の卓
ctl-thread-name-empty = { $game } — 卓

## Takebacks and rematches

# Public. $who: a mention; $waiting: mentions of the players who must answer.
ctl-takeback-request = { $who }が直前の手の「待った」を求めています。{ $waiting }さん、承諾しますか？（誰かが手を指すと、この要求は取り消されます。）
ctl-takeback-declined = { $who }が待ったを断りました。対局を続けましょう！
ctl-takeback-accepted-waiting = { $who }が待ったを承諾しました。他のプレイヤーを待っています。
ctl-takeback-agreed = 全員が待ったに同意しました。
ctl-rematch-joined = 再戦に参加しました。ロビーはすぐ上にあります。

## Answers in direct messages

ctl-in-dms-only = このメニューは、ダイレクトメッセージで届いた申し出に返答するためのものです。
ctl-offer-moved-on = この申し出はすでに終わっています。ゲームのチャンネルを確認してください。
# $move: the answer played, in notation.
ctl-dm-follows = 完了：**{ $move }**。盤面はゲームのチャンネルに表示されます。

## Clocks

# A time per move. $count: how many.
ctl-duration-minutes = { $count ->
       *[other] { $count }分
    }
ctl-duration-hours = { $count ->
       *[other] { $count }時間
    }
ctl-duration-days = { $count ->
       *[other] { $count }日
    }
# Under a board. $when: a Discord timestamp shown as "in 9 minutes"; $limit: a time per move.
ctl-clock-line = ⏱ 持ち時間の終了：{ $when }（1手{ $limit }）。
# Public reminder. $who: mentions of the late players; $when: a live Discord timestamp.
ctl-reminder = ⏱ { $who }さん、この手の持ち時間は{ $when }に切れます。
# DM. $game: the game's name; $id: the match number; $when: a live Discord timestamp.
ctl-reminder-dm = ⏱ { $game }（対局 #{ $id }）のあなたの手の持ち時間は{ $when }に切れます。
# Public. $late: mentions of the late players; $others: mentions of the other players.
ctl-timed-out = ⏰ { $late }の持ち時間が切れました。{ $others }さん、どうしますか？（誰かが選ぶまでは、時間切れのプレイヤーもまだ指せます。）
# What a time-out choice did. $who: a mention of who chose; $late: the late players' names.
ctl-clock-done-win = { $who }が勝利を宣言しました：{ $late }の時間切れです。
ctl-clock-done-skip = { $who }が{ $late }の手番を飛ばしました：この1手だけAIが代わりに指します。
ctl-clock-done-ai = { $who }が{ $late }の席を、ゲームの最後までAIに任せました。
ctl-clock-done-remove = { $who }が{ $late }を外しました：AIがその席を担当し、ゲームは続きます。
# DM. $game: the game's name; $id: the match number.
ctl-handed-over-dm = { $game }（対局 #{ $id }）で持ち時間が切れたため、あなたの席はAIに引き継がれ、ゲームの最後までAIが指します。
# $allowed: the values, as typed (channel, dm, off).
ctl-reminders-one-of = リマインダーに指定できるのは次のいずれかです：{ $allowed }。
# The answer of /kitty settings. $mode: channel, dm or off (the words in the command stay as they are).
ctl-settings = 持ち時間ありのゲームのリマインダー：**{ $mode ->
        [channel] ゲームのチャンネルでメンション
        [dm] ダイレクトメッセージ（DMが閉じている場合はチャンネルでメンション）
        [off] なし
       *[other] { $mode }
    }**。`/kitty settings reminders:<channel|dm|off>` で変更できます。

## AI

# Public. $who: the AI seat's name.
ctl-ai-stuck-seat = { $who }が手を指せませんでした（こちら側のエラーで、ログに記録済みです）。卓の誰かが `/kitty board` を使うと再試行します。モデレーターは `/kitty cancel` でゲームを終了できます。
ctl-ai-stuck = AIが手を指せませんでした（こちら側のエラーで、ログに記録済みです）。卓の誰かが `/kitty board` を使うと再試行します。モデレーターは `/kitty cancel` でゲームを終了できます。

## Records

ctl-no-game-here = このチャンネルではまだゲームが行われていません。`game:` にゲーム番号を指定してください。
ctl-history-no-moves = まだ手がありません。
# $id: the game number; $pages: how many pages.
ctl-history-pages = { $pages ->
       *[other] ゲーム #{ $id }の棋譜は{ $pages }ページあります。
    }
# Footer of a history page. $status: how the game stands or ended.
ctl-history-footer = { $page }/{ $pages }ページ · { $moves ->
       *[other] { $moves }手
    } · { $status }
# A game's status word, when it has no result.
ctl-status = { $status ->
        [lobby] プレイヤー募集中
        [active] 対局中
        [finished] 終了
        [abandoned] 放棄
        [cancelled] 中止
       *[other] { $status }
    }
ctl-record-unfinished = ゲーム #{ $id }はまだ終わっていません。記録は終了後に保存されます。
# $title: the game's title (name, number, players). The command and file name stay in English.
ctl-record-file = { $title }の記録です。`python -m bot replay FILE` で再生できます（形式：docs/records.md）。
ctl-replay-none = ゲーム #{ $id }にはまだ再生できる手がありません。
# Shown while a replay GIF is drawn. $frames: how many pictures.
ctl-replay-drawing = { $title }のリプレイを作成中です（{ $frames }フレーム）… 完成したらここに表示されます。
ctl-replay-title = リプレイ：{ $title }
# A replay GIF's description for screen readers.
ctl-replay-alt = ゲーム #{ $id }のリプレイ：{ $game }、{ $players }、{ $moves ->
       *[other] { $moves }手
    }。{ $status }
# Drawn under the first picture of a replay. $id: the game number; $players: names.
ctl-replay-start = #{ $id } 開始 · { $players }
# Drawn under each later picture. $step: the move number; $total: the moves; $move: the move.
ctl-replay-step = { $step }/{ $total } · { $move }
# A leaderboard row for an AI level. $level: easy, medium or hard.
ctl-leaderboard-ai = 🤖 { $level ->
        [easy] 弱いAI
        [medium] 普通のAI
        [hard] 強いAI
       *[other] { $level }のAI
    }
# $rank: the place; $who: a mention or an AI; $rating: a rating number; $games: games played.
ctl-leaderboard-line = **{ $rank }.** { $who } — { $rating }（{ $games ->
       *[other] { $games }戦
    }）
ctl-leaderboard-title = { $game } — ランキング
ctl-leaderboard-footer = レーティング：openskill、1500 + 20 × (μ − 3σ) で表示。AIはレベルごとに1つのレーティングを持ち、メンバーとの対局でのみ変動します（AI同士の対局はレーティング対象外）。
ctl-leaderboard-empty = このサーバーでは、まだ誰も{ $game }のレーティング対局を終えていません。
ctl-stats-none = { $name }はこのサーバーでまだゲームを終えていません。
ctl-stats-title = { $name } — Kitty Towerの成績
# W, D, L: wins, draws, losses.
ctl-stats-played = { $played }戦 · { $wins }勝 { $draws }分 { $losses }敗
ctl-stats-rating = レーティング { $rating }
ctl-stats-not-rated = レーティングなし（協力ゲーム）
# $opponent: a name; $rating: their rating; $id: the game number.
ctl-stats-best-win = 最高の勝利：#{ $id }で{ $opponent }（{ $rating }）に勝利
ctl-stats-streak = 現在の連続記録：{ $streak }
ctl-my-data = Kitty Towerが保存しているあなたのデータ（結果、レーティング、ゲーム）のすべて：
ctl-export = { $count ->
       *[other] このサーバーの記録：{ $count }ゲーム。
    }
ctl-forget-confirm = このサーバーの終了したゲーム、結果、レーティングがすべて完全に削除されます。`/kitty-admin forget confirm: True` を実行してください（控えが必要なら先にエクスポートしてください）。
ctl-forgotten = 消去しました：このサーバーの終了したゲーム{ $count }件と、その結果・レーティング。進行中のゲームはそのままです。

## /kitty status (moderators, private)

ctl-status-title = Kitty Tower — 状態
ctl-status-uptime = 稼働時間
ctl-status-open-tables = 開いている卓
ctl-status-database = データベース
ctl-status-ai-workers = AIワーカー
ctl-status-version = バージョン
ctl-status-per-game = ゲームごとの卓
# $lobbies: lobbies waiting; $active: games being played.
ctl-status-counts = ロビー { $lobbies } · 対局中 { $active }
# $title: a game's name.
ctl-status-game-counts = **{ $title }**：ロビー { $lobbies } · 対局中 { $active }
ctl-status-no-database = まだ作成されていません
ctl-status-workers = { $count ->
       *[other] { $count }プロセス
    }
ctl-status-thread = ボットプロセス内のスレッド
ctl-status-none-open = なし
# Uptime, short units.
ctl-uptime-days = { $days }日 { $hours }時間
ctl-uptime-hours = { $hours }時間 { $minutes }分
ctl-uptime-minutes = { $minutes }分
ctl-uptime-seconds = { $seconds }秒
# A Discord permission's name in bold. $name: the permission's name.
ctl-permission-name = **{ $name }**
