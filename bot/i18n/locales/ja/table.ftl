# What a table shows: the lobby card, the board message, the result, buttons and menus
# under them, private prompts (My moves, confirmations, hints) and the list of open tables.
# Public messages are in the server's language, private answers in the member's.
# Notation (cells like c3, moves like c3-c4, piece letters, option values such as
# `first:red`) and names stay as they are: they come in placeholders.
# Button labels: at most 80 characters. Menu options and placeholders: at most 100.


## Lobby card

# Title of the lobby card. $game: the game's title ("Towers").
table-lobby-title = { $game } — プレイヤー募集中
# The lobby card's text when the game needs an exact number of players. $count: that number.
table-lobby-how-exact = **{ table-button-join }**を押して席についてください（{ $count }人用）。全員そろったら、ホストが**{ table-button-start }**を押します。
# The same when the game takes a range of players. $min, $max: the smallest and largest number.
table-lobby-how-range = **{ table-button-join }**を押して席についてください（{ $min }～{ $max }人用）。全員そろったら、ホストが**{ table-button-start }**を押します。
# Added on a new line under the text above while seats are free.
table-lobby-add-ai = 下のメニューからAIプレイヤーを追加できます。
# Lobby card field names (short headings).
table-lobby-seats = 席
table-lobby-options = オプション
table-lobby-time-per-move = 1手の持ち時間
# Footer of the lobby card. $match: the match number; $game: the game's key as typed in the
# command (keep "/kitty rules game:" as it is: it is the command to type).
table-lobby-footer = 対局 #{ $match } · /kitty rules game:{ $game }
# A seat line of the lobby card: an AI player. $name: the AI's name; $level: easy, medium or hard.
table-seat-ai = 🤖 { $name }（{ $level ->
        [easy] 弱い
        [hard] 強い
       *[medium] 普通
    }）
# A seat line: the seat's player ($who, a mention) is the host of the table.
table-seat-host = { $who }（ホスト）
# Added after a seat line for each pick of a seat option. $label: the option's name
# (e.g. "hand"); $choice: the value picked (a typed word, kept as it is).
table-seat-pick = { $label }：{ $choice }
# An option of a lobby menu for picking one's own seat option. ≤ 100 characters.
table-lobby-my-pick = 自分の{ $label }：{ $choice }
# The lobby card once the game started.
table-lobby-started = ゲームが始まりました。下の盤面をご覧ください。
# The lobby card once the table closed without a game (cancelled, expired).
table-lobby-closed = この卓は閉じられました。
# The lobby card after the host cancelled. $who: a mention of who cancelled.
table-lobby-cancelled = { $who }が中止しました。

## Hints (a table started with hints:on)

# Lobby card field name.
table-hints-field = ヒント
table-hints-lobby = あり：ヒントボタンを押すと、AIのおすすめの手があなたにだけ表示されます。参加するとこのルールに同意したことになります。

## Board message

# A seat named with its colour or role: $name (a player's name), $colour ("Yellow").
table-seat-label = { $name }（{ $colour }）
# A seat played by the AI, named with its colour: $name, $colour.
table-seat-label-ai = 🤖 { $name }（{ $colour }）
# Who made a move when no seat did it (the game itself).
table-the-game = ゲーム
# What happened: $who (a seat label) played $move.
table-played = { $who }が**{ $move }**を指しました。
# The same for a move the player could not avoid.
table-had-to-play = { $who }は**{ $move }**を指すしかありませんでした。
# An AI seat is choosing its move. $who: the seat label.
table-thinking = { $who }が考え中…
# Whose turn: $mention (the player's mention), $colour (their colour or role).
table-your-turn = { $mention }さん（{ $colour }）の手番です。
# Several players act at once. $names: their mentions, joined with ", ".
table-waiting-for = { $names }を待っています。
# Result of a cooperative game. $reason: why it ended (a sentence part from the game).
table-victory = 🎉 勝利 — { $reason }。
table-defeat = 💥 敗北 — { $reason }。
# A draw. $reason: why.
table-draw = 🤝 引き分け — { $reason }。
# One winner. $name: the winner's seat label; $reason: why the game ended.
table-wins = 🏆 { $name }の勝ち — { $reason }。
# Several winners. $names: their seat labels (table-names-and); $reason: why.
table-win-together = 🏆 { $names }の勝ち — { $reason }。
# Two or more names in a list: $first (all but the last, joined with ", "), $last.
table-names-and = { $first }と{ $last }
# Under the result. $scores: "Alice (Yellow) 12 · Bob (Red) 9".
table-final-scores = 最終スコア：{ $scores }
# Parts of a final details line per seat (joined with "; "). $value: a number or a height.
table-final-height = 高さ { $value }
table-final-score = スコア { $value }
table-final-own-colour = 自分の色 { $value }
# $cards: the seat's cards, "Name (+3), Name (-1)".
table-final-cards = カード：{ $cards }
# $changes: "alice 1 500 → 1 568 · bob 1 500 → 1 432".
table-ratings = レーティング：{ $changes }
# Title of the board message. $game: the game's title; $ply: the move number.
table-board-title = { $game } · { $ply }手目
# Footer of the board message. $match: the match number. Keep the commands as they are.
table-board-footer = 対局 #{ $match } · /kitty move で指す · /kitty board で盤面を再表示
# A replaced board that could not be deleted.
table-old-board = この盤面は古くなっています。最新の盤面は下にあります（`/kitty board` でも表示できます）。
# Private answer to a mover when the board could not be posted right away.
table-board-follows = 手を指しました。Discordの反応が遅く、盤面をすぐに表示できません。まもなくここに表示されます。
# Public notice when a player's DMs are closed. $mention: the player.
table-dm-closed = { $mention }さん、ダイレクトメッセージを送れませんでした。ここで `/kitty cards` を使うと自分のカードを確認できます（答えはあなたにだけ表示されます）。

## A seat's secret cards (direct message)

# Title. $title: what the cards are ("Your goal cards"); $game: the game's title; $match: number.
table-secret-title = { $title } — { $game }、対局 #{ $match }
# Used when the game gives no title.
table-secret-default-title = あなたのカード
table-secret-none = 今は手札がありません。
# Field name above an exchange offer.
table-offer-field = 交換の申し出
# $giver, $taker: seat labels; $card: a card's name. "Decline" is the button label.
table-offer = { $giver }が{ $taker }に**{ $card }**を渡し、代わりに{ $taker }のカードを1枚もらいたいと申し出ています。返答は `/kitty trade`（渡すカードを選んで承諾）か**{ table-button-decline }**です。
# Used as $card when the offer names no card.
table-offer-a-card = カード1枚

## Open tables (/kitty games)

# $channel: a channel mention.
table-list-in-thread = （{ $channel }内のスレッド）
table-list-damaged = 破損（モデレーターが中止できます）
# $count: how many players are seated. "Join" is the button label.
table-list-waiting = プレイヤー募集中（{ $count }人着席）— { table-button-join }を押してください
# $names: the players to move, joined with ", ".
table-list-to-move = 手番：{ $names }
table-list-in-play = 対局中
# $when: when the clock runs out (a Discord relative time).
table-list-runs-out = （{ $when }に時間切れ）
# $time: the time allowed per move ("2 minutes").
table-list-per-move = 1手{ $time }
# Title. $count: how many tables are open.
table-list-title = 開いている卓（{ $count }）
table-list-none = 開いている卓はありません。`/kitty start` で卓を立てましょう。

## Buttons (≤ 80 characters)

table-button-join = 参加
table-button-leave = 退出
table-button-start = 開始
table-button-cancel = 中止
table-button-add-ai = AIを追加
# After "Add AI": the AI's level.
table-button-ai-level = { $level ->
        [easy] 弱いAI
        [hard] 強いAI
       *[medium] 普通のAI
    }
table-button-my-moves = 自分の手
table-button-hint = ヒント
table-button-take-back = 待った
table-button-accept-takeback = 待ったを認める
table-button-rematch = 再戦
table-button-accept = 承諾
table-button-decline = 断る
# Confirming a move the game warned about. $move: the move's notation.
table-button-play-move = { $move }を指す
table-button-play-it = 指す
table-button-keep-playing = 続ける
table-button-resign = 投了
table-button-replay = リプレイ
table-button-analyse = 分析
# The other players' choices after a seat ran out of time.
table-button-claim-win = 勝利を宣言
table-button-skip-turn = 手番を飛ばす
table-button-ai-takes-seat = AIに席を任せる
table-button-remove-seat = 外す（AIが代わりに指す）

## Menus (placeholders ≤ 150 characters, options ≤ 100)

table-menu-pick-move = 手を選んでください…
table-menu-what-to-move = 何を動かしますか？
table-menu-answer-offer = 申し出に返答…

## Private prompts

table-which-ai = どのAIを追加しますか？
# $warning: the game's warning (a sentence); $move: the move's notation.
table-confirm-move = { $warning } **{ $move }**を指しますか？
table-resign-question = このゲームを投了しますか？ 他のプレイヤーにすぐ通知されます。
table-moves-changed = 指せる手が変わりました。もう一度**{ table-button-my-moves }**を押してください。
# A menu option of a move: $move (notation), $label (the move in words).
table-move-option = { $move } — { $label }
# $count: the number of legal moves.
table-your-moves = 指せる手（{ $count }通り）。
table-many-moves = 指せる手が{ $count }通りあります。まず動かすものを選び、次に行き先を選んでください。
# An option of the first menu. $label: what moves (a piece, a cell); $count: how many moves.
table-group-option = { $label } — { $count ->
       *[other] { $count }通り
    }
table-back-option = ← すべての手に戻る
# $label: what moves (a piece, a cell).
table-group-moves = **{ $label }**の手：
# Autocomplete: added to the last choice when more moves match. $count: how many more;
# $example: a cell or piece to type (notation). The whole choice is cut at 100 characters.
table-more-moves = 他に{ $count }通り：マスか駒を入力してください（例：{ $example }）
# Description (for screen readers) of the "where can it go" picture. $group: what moves;
# $marks: the tags with their cells (table-where-mark, joined with ", ").
table-where-alt = { $group }の行き先：{ $marks }。
# $tag: a letter drawn on the picture; $cell: the cell (notation).
table-where-mark = { $cell }に{ $tag }
# Description of the hint picture. $move: the move; $tag: the letter drawn; $cell: its cell.
table-hint-alt = ヒント：{ $move }（{ $cell }に{ $tag }の印）。
