# Kitty Stack Tower (bot/games/kitty): colours, options, commands, buttons, move labels,
# errors, what a move did, results, objective cards and the rules.
# Move notation is the same in every language: cells (`d4`), moves (`stack d4>e5`,
# `flip d4>e5`, `disassemble d4>e5`, `chain d4>e5`, `pass`, `place d4`, `place random`,
# `frenzy d4`, `done`, `force yellow`, `give <card>`, `offer yellow tower-king`,
# `accept <card>`, `decline`) and card ids (`tower-king`). Never translate text between
# backticks.
#
# Placeholders: $name, $target, $receiver, $offerer, $winner, $owner and $colour hold a
# player's colour in words (a message below: "Red", "Yellow", "Blue" or "Green"); $card
# holds a card's name in words; $cell, $start, $end, $over and $land hold cells (`d4`).

## Seats and colours

kitty-seat-1 = 赤
kitty-seat-2 = 黄
kitty-seat-3 = 青
kitty-seat-4 = 緑
# The colour of a player's pieces, used inside other messages ("Red resigns.").
kitty-colour-r = 赤
kitty-colour-y = 黄
kitty-colour-b = 青
kitty-colour-g = 緑

## Options of `/kitty start kitty` (Discord option descriptions, ≤ 100 characters).
## Option values (free, turns, random) are typed as they are: keep them in English.

kitty-option-setup = 駒の配置方法：free（自由）、turns（順番）、random（ランダム）
kitty-option-objectives = 秘密の目標カード（既定：3～4人ではあり、2人ではなし）
kitty-option-radius = 盤面の半径 3～6（既定：2人なら3、3～4人なら4）
# The board chosen is too small. $radius: the radius chosen; $cells: its cells; $pieces:
# the pieces to place ($players × $each); $smallest: the smallest radius that fits.
kitty-option-radius-small = 半径{ $radius }の盤面は{ $cells }マスしかなく、{ $pieces }個の駒（{ $players }人 × { $each }個）には足りません。半径{ $smallest }以上にしてください。

## Extra commands (Discord command and option descriptions, ≤ 100 characters)

# `/kitty place`: places a piece during the set-up.
kitty-command-place = Kitty Stack Towerの準備：駒を1つ置く
kitty-command-place-cell = 空いているマス — 入力を始めると候補が表示されます
# `/kitty trade`: card exchanges.
kitty-command-trade = Kitty Stack Tower：カードの交換を申し出る、応じる、または強制する
kitty-command-trade-action = 何をするか — 入力を始めると選択肢が表示されます

## Buttons under the board (≤ 80 characters)

# In a set-up where players place one piece each in turn.
kitty-button-place-random = ランダムに配置
# In a free set-up: places all of the clicking player's remaining pieces.
kitty-button-place-rest = 残りをランダムに配置
# Ends the turn after Monochromatic Frenzy.
kitty-button-done = 完了
# Declines an exchange offer.
kitty-button-decline = 断る

## Move labels (autocomplete and the "My moves" menu, ≤ 100 characters).
## The words stack, chain, flip, disassemble, pass, place, remove, done, give, offer,
## accept and decline name the action; translate them as words (these are labels, not
## notation). $height: the height of the player's stack on $start; $target: the height
## of the stack on $end; $total: the height afterwards.

kitty-describe-stack-yours = 積み上げ { $start }（{ $height }）→ { $end }（{ $target }、自分）：高さ{ $total }、自分のもの
# The stack on $end belongs to the player whose colour is $owner.
kitty-describe-stack = 積み上げ { $start }（{ $height }）→ { $end }（{ $target }、{ $owner }）：高さ{ $total }、自分のもの
# $path: the cells of the run joined with " → "; $steps: stacking steps (also the points).
kitty-describe-chain = 連続積み { $path }：{ $steps ->
       *[other] { $steps }歩
    }、+{ $steps }点、高さ{ $total }
# The stack on $over turns upside down and becomes the player's.
kitty-describe-flip-yours = 裏返し { $start }が{ $over }を越えて → { $land }：{ $over }が逆さまになり、自分のものに
# The stack on $over turns upside down and becomes $owner's.
kitty-describe-flip = 裏返し { $start }が{ $over }を越えて → { $land }：{ $over }が逆さまになり、{ $owner }のものに
kitty-describe-disassemble = 分解 { $start }から{ $target }を：{ $count ->
       *[other] 駒{ $count }個
    }を抜く
kitty-describe-pass = パス
kitty-describe-place = { $cell }に駒を置く
kitty-describe-place-random-one = この駒をランダムな空きマスに置く
kitty-describe-place-random-rest = 残りの駒をすべてランダムに置く
kitty-describe-frenzy = 単色フィーバーで{ $cell }（高さ{ $height }）を取り除く：+{ $height }点
kitty-describe-done = 完了：手番を終える
kitty-describe-force = { $name }と強制交換
kitty-describe-give = { $card }を渡す
kitty-describe-offer = { $name }に自分の{ $card }で交換を申し出る
kitty-describe-accept = 承諾して、自分の{ $card }を渡す
kitty-describe-decline = 申し出を断る
# Any other move: $move is its notation.
kitty-describe-other = { $move }

## Why a typed move cannot be read (shown privately to the player who typed it)

kitty-parse-empty = 手を入力してください（例：`stack d4>e5` や `pass`）。
# $text: what the player typed.
kitty-parse-not-a-move = `{ $text }` は手ではありません：`stack d4>e5`、`flip d4>e5`、`disassemble d4>e5`、`pass` などを試してください。
kitty-parse-not-legal = `{ $text }` は今は指せない手です。
kitty-parse-place = 配置は `place d4`（または `place random`）のように書いてください。
kitty-parse-frenzy = `frenzy d4`（取り除くスタック）のように書いてください。
kitty-parse-force = `force yellow`（交換する相手）のように書いてください。
# $kind: the action word typed (`give` or `accept`).
kitty-parse-card-missing = カードを指定してください：`{ $kind } <card>`。
kitty-parse-offer = 申し出は `offer yellow tower-king`（相手、続いて自分のカード）のように書いてください。
# $kind: the action word typed (`pass`, `done` or `decline`).
kitty-parse-no-args = `{ $kind }` の後には何も付けません。
# $word: what the player typed; $names: the players' colours as typed (red, yellow…).
kitty-parse-player = `{ $word }` はこのゲームのプレイヤーではありません（{ $names }）。
# $text: what the player typed; $cards: every card id, as typed.
kitty-parse-card = `{ $text }` はカードではありません（カード：{ $cards }）。
# $kind: the action word typed (stack, flip, disassemble or chain).
kitty-parse-board = `{ $kind } d4>e5` のように、自分のスタック、続いてその隣のスタックを書いてください。
kitty-parse-not-next-to = { $end }は{ $start }の隣ではありません。
kitty-parse-flip-lands = その裏返しの着地先は{ $cell }です。
# $path: the cells of the run joined with " → ".
kitty-parse-run-goes = その連続積みの経路は{ $path }です。
# $move: the move in notation (`stack d4>e5`).
kitty-parse-tail = 自分のスタックとその隣だけを指定してください：`{ $move }`。
# $text: what the player typed as a cell.
kitty-not-a-cell-name = `{ $text }` はマスの名前ではありません（`d4` のように書いてください）。
kitty-not-a-cell = `{ $text }` は、この半径{ $radius }の盤面のマスではありません。

## Why a move is not legal now (shown privately to the player who tried it)

kitty-illegal = その手は今は指せません。
kitty-not-in-game = そのプレイヤーはゲームに参加していません。
kitty-no-still-placing = まだ駒の配置中です：`place <cell>` か `place random` を使ってください。
kitty-no-cell-taken = { $cell }にはすでに駒があります。
kitty-no-already-acted = この手番ではすでに行動しました：`frenzy <cell>` でスタックを取り除くか、`done` で終えてください。
kitty-no-answer-offer = 先に交換の申し出に答えてください：`accept <your card>` か `decline`。
kitty-no-finish-force = 先に強制交換を終えてください：`give <card>`。
kitty-no-frenzy-card = あなたは単色フィーバーを持っていません。
kitty-no-frenzy-later = 単色フィーバーは行動の後に使います：先に行動（またはパス）してください。
kitty-no-all-placed = すべての駒がすでに盤面にあります。
kitty-no-nothing-waiting = あなたを待っている交換やカードの処理はありません。
kitty-no-card = あなたはそのカードを持っていません。
kitty-no-give-other = 今受け取ったカードではなく、自分の他のカードを渡してください。
kitty-no-stack = { $cell }にはスタックがありません。
kitty-no-frenzy-not-yours = { $cell }のスタックはあなたのものではありません。
kitty-no-frenzy-run = { $cell }のスタックには、同じ色の駒が5個以上連続していません。
# $owner: the colour on top of the stack on $cell.
kitty-no-not-yours = { $cell }のスタックは{ $owner }のもので、あなたのものではありません（一番上の駒で決まります）。
kitty-no-target = { $cell }には対象となるスタックがありません。
# $height: the height of the stack on $cell; $mine: the height of the player's stack.
kitty-no-taller = { $cell }のスタック（高さ{ $height }）は、あなたのスタック（高さ{ $mine }）より高いです。
kitty-no-chain-card = あなたは連続積みを持っていません。
kitty-no-chain-run = 連続積みには、{ $cell }から一番上が同じ色のスタックが2つ以上続いている必要があります。
kitty-no-flip-small = 裏返しには高さ2以上のスタックが必要です。{ $cell }の高さは{ $height }です。
kitty-no-flip-short = 裏返しには、あなたのスタック以上の高さのスタックが必要です：{ $cell }の高さは{ $height }、あなたのスタックは{ $mine }です。
kitty-no-flip-edge = { $cell }の先には着地できるマスがありません。
kitty-no-flip-landing = 着地先の{ $cell }は空いていません。
kitty-no-disassemble-own = { $cell }のスタックはすでにあなたのものです。分解は他のプレイヤーのスタックに対して行います。
# $colour: the player's own colour.
kitty-no-disassemble-none = { $cell }のスタックには{ $colour }の駒がありません。
# $colour: the player's colour, $mine: its pieces in the stack on $start; $owner: the
# colour on top of the stack on $end, $theirs: that colour's pieces in it.
kitty-no-disassemble-fewer = { $start }にある{ $colour }の駒（{ $mine }個）が、{ $end }にある{ $owner }の駒（{ $theirs }個）より多くなければなりません。
kitty-no-cards = このゲームは目標カードなしで遊んでいます。
kitty-no-self = 他のプレイヤーを選んでください。
kitty-no-out = { $name }はゲームから脱落しています。
kitty-no-exchange-wait = この手番では行動できないのでパスになります。交換は行動できる手番まで待ってください。
kitty-no-force-card = あなたは強制交換を持っていません。
kitty-no-force-empty = { $name }には渡せるカードがありません。
kitty-no-exchanged = あなたはすでに1回限りの任意の交換を行いました。
kitty-no-offered = この手番ではすでに申し出をしました。
kitty-no-exchanged-other = { $name }はすでに1回限りの任意の交換を行いました。

## Asking before a move, and refusing a takeback

# Shown before a voluntary pass that would end the game; the player confirms it.
kitty-warn-last-pass = 今パスすると**ゲームが終わります**：他のプレイヤー全員がパスしたので、スタックは現在の状態で得点計算されます。
# Why a move may not be taken back (a phrase completing "It cannot be taken back: …").
kitty-takeback-cards = その手で目標カードが公開、申し出、または交換された

## What a move did, said to everyone under the board (whole sentences). Never name a
## card that is still hidden.

kitty-event-cannot-act = { $name }は行動できないのでパスします。
kitty-event-all-passed = 全員が続けてパスしました。ゲーム終了です。
kitty-event-placed-at-random = { $name }は{ $count ->
       *[other] 残りの駒{ $count }個
    }をランダムに置きます。
kitty-event-random-setup = 駒はランダムに配置されました。
kitty-event-play-begins = すべての駒が盤面に置かれました。ゲーム開始です。
kitty-event-moves-first = { $name }が先に指します。
kitty-event-out-passes = { $name }はゲームから脱落しているのでパスします。
kitty-event-reveals = { $name }が{ $card }を公開しました。
# $steps: the stacking steps of the run, also the points scored.
kitty-event-chain = { $name }が連続積みで{ $steps }歩の列に沿って積み上げました：+{ $steps }点。
# $colours: how many colours the stack now has (3 or 4); $points: the points scored.
kitty-event-rainbow = 虹の橋：{ $cell }にある{ $name }のスタックが{ $colours }色になりました：+{ $points }点と虹のトークン。
kitty-event-twist = どんでん返し：裏返しで{ $cell }が{ $name }のスタックになりました：+2点とどんでん返しトークン。
# $height: the height of the stack taken off, also the points scored.
kitty-event-frenzy = 単色フィーバー：{ $name }が{ $cell }にある高さ{ $height }のスタックを盤面から取り除きました：+{ $height }点。
# A hidden card changes hands ($name gives it to $receiver).
kitty-event-gives = { $name }が{ $receiver }にカードを1枚渡しました。
# A face-up card changes hands.
kitty-event-gives-face-up = { $name }が{ $receiver }に公開済みの{ $card }を渡しました。
# The second half of a Forced Exchange: a hidden card given back.
kitty-event-gives-back = { $name }がお返しに{ $receiver }にカードを1枚渡しました。
kitty-event-gives-back-face-up = { $name }がお返しに{ $receiver }に公開済みの{ $card }を渡しました。
kitty-event-force = { $name }が{ $target }に強制交換を使いました：{ $target }は渡すカードを選びます。
kitty-event-offer = { $name }が{ $target }にカード1枚ずつの交換を申し出ました。
kitty-event-accept = { $name }が{ $offerer }の申し出を承諾しました。
kitty-event-decline = { $name }が{ $offerer }の申し出を断りました。
kitty-event-resigns = { $name }が投了しました。
kitty-event-agreed = プレイヤーがゲームの終了に合意しました。
# A sentence stored by an older version of the bot, shown as it was written.
kitty-stored-text = { $text }

## Who must act, under the board while a card step or an exchange is waiting

kitty-pending-after-action = { $name }は手番を終える前にまだカードを使えます
kitty-pending-offer = { $name }が{ $offerer }からの交換の申し出に返答中
kitty-pending-force-give = { $name }が{ $receiver }に渡すカードを選択中（強制交換）
kitty-pending-force-return = { $name }がお返しに{ $receiver }に渡すカードを選択中（強制交換）

## Why the game ended (a short phrase shown with the result, no full stop)

kitty-reason-all-passed = 全員が続けてパスした
kitty-reason-resigned = { $name }が投了した
kitty-reason-last-left = { $name }が投了し、{ $winner }が最後に残ったプレイヤーになった
kitty-reason-agreed = プレイヤーがゲームの終了に合意した

## Objective cards: each card's name (≤ 40 characters) and rules text (≤ 300 characters)

# The heading over a player's own cards.
kitty-secret-title = あなたの目標カード
kitty-card-frenzy = 単色フィーバー
kitty-card-frenzy-text = 自分の手番の行動の後、同じ色の駒が5個以上連続している自分のスタックを盤面から取り除けます：その高さが得点になります。何度でも使えます。初めて使ったときに公開されます。

kitty-card-layered-peaks = 重なる峰々
kitty-card-layered-peaks-text = 終了時：所有するスタック1つにつき+1点。

kitty-card-color-master = カラーマスター
kitty-card-color-master-text = 終了時：所有する各スタックについて、2色なら+1点、3色なら+2点、4色なら+3点。

kitty-card-focused-power = 集中の力
kitty-card-focused-power-text = 終了時：自分のすべてのスタックで最も多い色の駒を数え、2個につき+1点（端数切り捨て）。

kitty-card-rainbow-bridge = 虹の橋
kitty-card-rainbow-bridge-text = 自分の積み上げ、分解、連続積みによって、それより色の少なかった自分のスタックが3色（+2点）または4色（+3点）になったとき、その点を獲得し、虹のトークンを置きます。トークンのあるスタックはこの点を二度と得られません。初めて得点したときに公開されます。

kitty-card-tower-king = タワーの王
kitty-card-tower-king-text = 終了時：自分の一番高いスタックの高さの半分（端数切り捨て）を加点。

kitty-card-dramatic-twist = どんでん返し
kitty-card-dramatic-twist-text = 自分の裏返しで他のプレイヤーのスタックが自分のものになったとき：+2点を得て、そのスタックにどんでん返しトークンを置きます。トークンのあるスタックはこの点を二度と得られません。初めて得点したときに公開されます。

kitty-card-vibrant-colors = 鮮やかな彩り
kitty-card-vibrant-colors-text = 終了時：所有する駒5個以上のスタックのうち、隣り合う駒がどれも違う色のもの1つにつき+5点。

kitty-card-forced-exchange = 強制交換
kitty-card-forced-exchange-text = 1回だけ、自分の手番の行動の前に：他のプレイヤーを1人指名します。その人は自分のカードを1枚選んであなたに渡し、その後あなたは自分の他のカードを1枚その人に渡します。その後このカードは捨て札になります。

kitty-card-continuous-stacking = 連続積み
kitty-card-continuous-stacking-text = 積み上げの代わりに：対象の先のマスに、一番上が同じ色のスタックが続いていて、どれも到達時点の自分の大きくなっていくスタック以下の高さなら、その列全体（2つ以上）に沿って積み上げます：1歩ごとに+1点。初めて使ったときに公開されます。

## The rules, as `/kitty rules kitty` shows them (Discord markdown, one embed: at most
## about 3 500 characters). The first paragraph is also the pitch `/kitty help` shows.
## Keep the section "Reading the board" in sync with the picture.

kitty-rules =
    # Kitty Stack Tower

    六角形の盤面で、自分のスタックを他のスタックに積み上げたり、裏返したり、他のプレイヤーのスタックから
    駒を抜き取ったりします。スタックは一番上の色のプレイヤーのものです。全員がパスしたら、
    所有するスタックの駒が最も多い（カードの点を含む）プレイヤーの勝ちです。

    ## 盤面と駒
    - 2～4人：赤 `r`、黄 `y`、青 `b`、緑 `g`。駒は各15個です。
    - 盤面の半径は2人なら3、3～4人なら4（オプション `radius` で3～6）。マス：列の文字
      （左端が `a`）と行（各列の一番下が1）。

    ## 駒の配置
    空いているマスに駒を1個ずつ置き、その後は赤から始めます。オプション `setup`：`free`（既定。自分のペースで
    `place d4`、残りは `place random`）、`turns`（席順に1個ずつ）、`random`（すべてボットが配置）。

    ## 手番：1つの行動
    Sは自分のスタック、Tはその隣のスタック、着地マスはTのさらに先の隣のマスです。
    1. **積み上げ** `stack d4>e5`：SがT（誰のものでも可）以上の高さなら、Sを順番そのままにTの上に乗せます。
    2. **裏返し** `flip d4>e5`：Sが高さ2以上、TがS以上の高さで、着地マスが盤面内にあり空いていれば、
       Sはそこへ跳び、Tはその場で上下逆さまになります。
    3. **分解** `disassemble d4>e5`：Tが他のプレイヤーのもので、あなたの駒を含み、かつSに含まれるあなたの色の駒が
       Tに含まれるTの持ち主の色の駒より多い場合：T内のあなたの一番上の駒より上にある駒が、順番そのままに
       Sの下に滑り込みます。Tはあなたのものになり、Sはその場に残ります。
    4. **パス** `pass`：いつでもできます。他に行動できないときは、ボットが代わりにパスします。

    ## 終了と得点
    全員が1周続けてパスするとゲーム終了です。得点：自分のスタックの駒の数＋カードの点。
    同点：スタック内の自分の色の駒が多いほうが上位、それも同じなら勝利を分け合います。投了：2人なら
    相手の勝ち、3～4人なら脱落して（以後パス）、最後に残ったプレイヤーの勝ちです。

    ## 目標カード
    3～4人ではあり、2人ではなし（オプション `objectives`）。10枚のうち2枚を秘密で受け取ります（DMまたは
    `/kitty cards`）。カードの点は公開されるまで隠れていて、終了時にすべて公開されます。その場で得た点は、
    スタックやカードを失っても残ります。単色フィーバー：行動の後に `frenzy d4`、続いて `done`。
    連続積み：`chain d4>e5`。行動の前に：`force yellow`（黄は `give <card>` で渡す）、または手番に1回
    `offer yellow tower-king`（返答は `accept <card>` か `decline`）。承諾された交換は1人1ゲームにつき1回まで。
    断られた申し出は誰の回数も使いません。

    ## ルールの曖昧な点についてのボットの解釈
    - トークンはスタックと一緒に動き、合わさったスタックはすべてのトークンを引き継ぎます。
    - 単色フィーバーはパスを含むどの行動の後にも使えます（最後のパスの後を除く。そのパスもパスとして数えます）。
      どの色でも構いません。集中の力：色どうしの同数は関係ありません。
    - 虹の橋は、行動後のスタックと、そこに合わさった*あなたが*所有していたスタック（S、および自分のものならTや列）を
      比べます。分解の後はSだけが得点できます。一度に4色になったら+3点で、+2+3点ではありません。
    - 連続積み：列は空きマス、盤面の端、一番上が別の色のスタック、より高いスタックで止まります。
      1歩だけなら通常の積み上げで、点はありません。
    - 強制交換：あなたが返すのは、もともと持っていたカードです。相手は断れません。

    ## 盤面の見方
    - マスは持ち主の色で色付けされ、スタックの上のほうの駒が下から上へ描かれます。印は赤●、黄▲、青■、緑◆。
      その下のジグザグ：下にさらに駒あり。大きな数字は高さです。バッジ：虹 = 虹の橋トークン、渦 = どんでん返しトークン。
    - 直前の行動（マゼンタ）：移動元は破線の枠、移動先は実線の枠、その間に矢印。分解ははさみ、単色フィーバーは星で示します。
    - 盤面の下の行：名前、高さ、★ カードの点、秘密のカード1枚ごとにカードの裏面、勝者には王冠。凡例に各印の意味が書かれています。
