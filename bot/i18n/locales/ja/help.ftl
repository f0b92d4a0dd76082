# `/kitty help` (cogs/texts.py): the guide to every command and button, each game's
# line, and the frame around `/kitty rules`. Commands, options and typed words in `code`
# stay as they are; words in **bold** are button labels (keep them as the buttons say).
# A line that starts with ** is written {"**"} (Fluent reads a leading * as special).

## The guide: six sections, shown one after the other

# The first paragraph of `/kitty help` (≤ 4000 characters in all).
help-guide-intro = 駒を積み上げるボードゲームを、友だちやAIと遊べます。ゲームは1チャンネル（またはスレッド）に1つです。エラーや秘密の情報はあなたにだけ表示され、盤面は全員に公開されます。

# $options: the games' own `/kitty start` options, in `code`; $example: a game's key (notation).
# Words in **bold** are button labels: keep them the same as the buttons' own labels.
help-guide-starting = **ゲームを始める**
    `/kitty start <game>` でロビーを開きます。**参加**と**退出**で席につく・席を離れることができ、ホストが**開始**（または**中止**）を押します。**AIを追加**（弱い・普通・強い）で空席をAIで埋められます。オプション：`players` と、各ゲーム独自のもの（{ $options }）。
    `/kitty start { $example } opponent:AI level:hard` ですぐにAIと対戦できます。`watch:True` を付けるとAI同士の対局を観戦できます。
    `thread:True` を付けると卓を専用のスレッドで開くので、1つのチャンネルで複数のゲームを遊べます（そのチャンネルで**公開スレッドの作成**と**スレッドでメッセージを送信**の権限が必要です）。スレッド内で `/kitty start` を入力すると、そのスレッドで遊べます。
    `time:` で1手の持ち時間を設定します（2分～3日）。盤面には時間切れの時刻が表示され、残り時間が少なくなるとプレイヤーに通知されます（`/kitty settings`：メンション、DM、通知なし）。時間が切れると他のプレイヤーが選びます：**勝利を宣言**（2人対戦）、**手番を飛ばす**（AIが1手だけ指す）、**AIに席を任せる**または**外す**（3人以上の卓）。ボットがオフラインだった場合は、復帰後に全員に少なくとも15分（または持ち時間全体）が与えられます。

# $extra: the games' own commands, one line each (help-extra-command), or nothing.
help-guide-playing = **ゲームを遊ぶ**
    `/kitty move` — 入力を始めて、表示される指せる手から1つ選びます。
    {"**"}自分の手**（各盤面の下にあります）を押すと、指せる手があなたにだけ一覧表示されます。選ぶとその手を指します。盤面の下にあるその他のボタンやメニューは各ゲーム独自のものです（*残りをランダムに配置*や、パイルールの*色を交換*など）。
    { $extra }`/kitty board` — 盤面をもう一度投稿します。`/kitty cards` — 自分の非公開カードをあなたにだけ表示します。
    `/kitty takeback`（または盤面の下の**待った**）— 直前の手を戻すよう求めます。他のプレイヤーが**承諾**か**断る**を選び、AIはすぐに同意します。誰かが見たカードを戻すことになる場合は断られます。開始時に `takebacks:forbidden` を指定すると「待った」はできなくなります。
    {"**"}ヒント**（レッスン中、AIとの対戦、`hints:on` で始めた卓で使用可）— AIが考えるあなたの手を、盤面に印を付けてあなたにだけ表示します。メンバーが2人以上いる卓はレーティング対象となり、`hints:on` で始めた場合にのみヒントを使えます。参加した時点で全員がこれに同意したことになり（ロビーに表示されます）、ヒントの後に指した手は `/kitty history` に印が付きます。

help-guide-ending = **ゲームを終える**
    `/kitty resign` — 投了します。`/kitty end` — ゲームの終了を提案します。他のプレイヤーが**承諾**か**断る**を押します。
    `/kitty cancel` — ホストはロビーを中止でき、モデレーター（メッセージの管理）はどのゲームでも中止できます。

help-guide-information = **情報**
    `/kitty rules game:<game>` — ボットが採用しているルール。`/kitty help` — このガイド。
    `/kitty learn game:<game>` — 短い個人レッスンでゲームを覚えます。レッスンのメニューから手を選びます（席についていない場所では `/kitty move` で入力もできます）。進み具合は保存されます。
    `/kitty games` — このサーバーで開いている卓（観戦・参加用）。
    `/kitty status` — モデレーター用：稼働時間、開いている卓、データベースのサイズ。

help-guide-records = **記録**
    `/kitty history` — ゲームの棋譜。`/kitty replay`（または終局盤面の**リプレイ**）— ゲーム全体のアニメーション。`/kitty analyse game:<n>`（または終局盤面の**分析**）— 1手ごとの優勢と、形勢が大きく動いた手。終局盤面の**再戦** — 同じプレイヤーとオプションで、席を入れ替えてもう一局。`/kitty record game:<n>` — 終了したゲームの記録ファイル。
    `/kitty leaderboard game:<game>` — このサーバーの上位プレイヤー。AIはレベルごとに1つのレーティングを持ち、メンバーとの対局でのみ変動します（AI同士の対局はレーティング対象外）。`/kitty stats` — 対局数、勝利数、レーティング、連続記録。`/kitty mydata` — あなたについて保存されているデータすべて。`/kitty-admin export|forget` — サーバー管理者用（サーバー管理）。
# One line of help-guide-playing for a command a game declares. $name: the command (notation);
# $description: what it does (a sentence part, no full stop).
help-extra-command = `/kitty { $name }` — { $description }。

## The embed around the guide

# The embed's title, ≤ 256 characters.
help-title = Kitty Tower — 遊び方
# The embed's footer, ≤ 2048 characters.
help-footer = ゲームは1チャンネル（またはスレッド）に1つ · ボットが再起動してもゲームは続きます
# How many play a game. $min and $max: the fewest and the most players.
help-players = { $min ->
       *[other] { $min }人
    }
help-players-range = { $min }～{ $max }人
# The name of a game's field. $game: its name; $players: help-players or help-players-range.
help-game-field = { $game } · { $players }
# A game's field. $pitch: the first paragraph of its rules; $key: the game's key (notation).
help-game-pitch = { $pitch } `game:{ $key }`

## `/kitty rules`

# The first embed's title. $game: the game's name.
help-rules-title = { $game } — ルール
# The title of the embed listing a game's cards. $game: its name; $count: how many cards.
help-cards-title = { $game } — { $count ->
       *[other] 全{ $count }枚のカード
    }
# The footer under a game's rules. $game: its name; $key: its key, as typed (notation).
help-rules-learn = { $game }は初めてですか？ /kitty learn game:{ $key } で短い個人レッスンを受けられます。
