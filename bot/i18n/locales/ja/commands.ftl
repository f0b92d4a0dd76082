# Slash commands: the descriptions and choices Discord shows under each /kitty command.
# Command and option names (`move`, `start`, `game`…) are not translated: players type them
# and the help texts quote them, so they stay the same in every language.
# Limits (Discord): a command, option or choice description is 1–100 characters.

## /kitty

# Description of the /kitty command group.
cmd-kitty = 駒を積み上げるボードゲームを遊ぶ
cmd-move = 手を指す
# The `move` option of /kitty move (autocomplete offers the legal moves while typing).
cmd-move-move = あなたの手（入力を始めると指せる手が表示されます）
cmd-board = 現在の盤面を再表示する
cmd-cards = 自分の非公開カードを見る（あなたにだけ表示）
cmd-resign = 投了する（確認があります）
cmd-end = ゲームの終了を提案する（他のプレイヤーが承諾または拒否）
cmd-takeback = 直前の手の「待った」を求める（他のプレイヤーの同意が必要）
cmd-settings = あなたの設定（モデレーターはサーバーの言語も選べます）
cmd-settings-reminders = 持ち時間ありのゲームで、時間切れが近いことをどう知らせるか
# Choices of the `reminders` option (≤ 100 characters each).
cmd-reminders-channel = チャンネルでメンション
cmd-reminders-dm = ダイレクトメッセージ
cmd-reminders-off = オフ
# The `language` option of /kitty settings.
cmd-settings-language = サーバー管理者用：このサーバーでのボットのメッセージの言語
cmd-games = このサーバーで開いている卓（観戦・参加用）
cmd-cancel = このチャンネルのゲームを中止する（ロビーのホストまたはモデレーター）
cmd-rules = ゲームのルールを読む
cmd-rules-game = どのゲームのルールか
cmd-rules-public = 全員に向けて投稿する（既定：あなたにだけ表示）
cmd-learn = 短い個人レッスンでゲームを覚える（あなたにだけ表示）
cmd-learn-game = 覚えるゲーム
cmd-learn-move = 現在のレッスンでの手（レッスンのメニューからも選べます）
cmd-help = Kitty Towerの遊び方
cmd-status = モデレーター用：稼働時間、開いている卓、データベースのサイズ
cmd-history = このチャンネルのゲーム、または番号で指定したゲームの棋譜
cmd-history-game = ゲーム番号（既定：このチャンネルのゲーム）
cmd-history-page = 長いゲームの何ページ目か
cmd-record = 終了したゲームの記録ファイル（どこでも再生できます）
# The `game` option of /kitty record and /kitty analyse: a game's number.
cmd-game-number = ゲーム番号
cmd-replay = ゲーム全体をアニメーションで見る
cmd-replay-game = ゲーム番号（既定：このチャンネルのゲーム）
cmd-analyse = 終了したゲームで、1手ごとにどちらが優勢だったか
cmd-leaderboard = このサーバーでのゲーム別の上位プレイヤー
cmd-leaderboard-game = どのゲームのランキングか
cmd-stats = メンバーの対局数、勝利数、レーティング、連続記録（既定：あなた）
cmd-stats-user = 誰の成績か（既定：あなた）
cmd-mydata = Kitty Towerが保存しているあなたのデータすべて（非公開のファイル）

## /kitty start <game>

# Description of the /kitty start group.
cmd-start = このチャンネル（threadを指定すると新しいスレッド）でゲームを開く
# Description of /kitty start <game> for a game with a fixed number of players.
# $title: the game's name; $count: its number of players.
cmd-start-game-fixed = { $title }の卓を開く（{ $count ->
       *[other] { $count }人用
    }）
# Description of /kitty start <game> for a game of $min to $max players. $title: the game's name.
cmd-start-game-range = { $title }の卓を開く（{ $min }～{ $max }人用）
# The `players` option. $min and $max: the fewest and most seats of the game.
cmd-start-players = 席の数、{ $min }～{ $max }（既定：そのゲームの標準の人数）
cmd-start-opponent = すぐにAIと対戦する
# The only choice of the `opponent` option: the computer player.
cmd-start-opponent-ai = AI
# "opponent: AI" quotes the option and its choice as the member sees them.
cmd-start-level = AIの強さ（opponent: AIと一緒に指定、既定は普通）
# Choices of the `level` option.
cmd-level-easy = 弱い
cmd-level-medium = 普通
cmd-level-hard = 強い
cmd-start-watch = opponent: AIと一緒に指定：全席をAIにして観戦する
cmd-start-time = 1手の持ち時間（超過後、他のプレイヤーは勝利宣言・手番飛ばし・AIへの交代を選べます）
# Choices of the `time` option: the time each player has per move.
cmd-time-2m = 2分
cmd-time-10m = 10分
cmd-time-1h = 1時間
cmd-time-1d = 1日
cmd-time-3d = 3日
cmd-time-none = 制限なし
cmd-start-takebacks = 「待った」を認めるか（他のプレイヤーの同意が必要、AI相手なら即時）
# Choices of the `takebacks` option.
cmd-takebacks-allowed = あり
cmd-takebacks-forbidden = なし
cmd-start-hints = ヒントボタンを使えるようにする（レーティング対象の卓では全員の同意が必要）
# Choices of the `hints` option.
cmd-hints-on = オン
cmd-hints-off = オフ
cmd-start-thread = 卓を専用のスレッドで開く（1つのチャンネルで複数のゲームを遊べます）

## Commands a game declares (/kitty place, …)

# Answer to a declared command used at a table of a game that does not have it.
cmd-declared-not-here = `{ $command }` は{ $count ->
       *[other] { $others }と{ $last }
    }用のコマンドです。{ $title }では `/kitty move` を使ってください。

## /kitty-admin (server managers only)

cmd-admin = サーバー管理者用：このサーバーのKitty Towerの記録
cmd-admin-export = サーバー管理者用：このサーバーの対局記録をダウンロード（JSON）
cmd-admin-forget = サーバー管理者用：このサーバーの終了したゲーム、結果、レーティングを削除
cmd-admin-forget-confirm = Trueで本当に削除（元に戻せません）

## Background notices (public, in the server's language)

# Posted in a channel when a lobby or a game was closed for lack of activity.
# $why: the reason, a full sentence (e.g. "Nobody moved for 3 days.").
cmd-closed-free = { $why } チャンネルが空きました。`/kitty start` で新しい卓を開けます。

## The bot owner's commands (a mention: "@Kitty Tower sync")

# $count: how many command groups were published.
cmd-owner-synced-here = このサーバーに{ $count }個のコマンドグループを同期しました。
cmd-owner-synced-global = { $count }個のコマンドグループをグローバルに同期しました（反映まで最大1時間かかることがあります）。
cmd-owner-only = この操作はボットのオーナーだけができます。
