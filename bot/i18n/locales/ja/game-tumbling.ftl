# Tumbling Down (bot/games/tumbling): seats, options, move labels, announcements, errors,
# results and the rules. Move notation (`d4-e5`, `d4>ne`, the direction letters n, ne, e,
# se, s, sw, w, nw) and cell names (`d4`) are the same in every language: never translate them.
# $cell, $from, $to: cell names such as "d4".

## Seats (seat 1 is Black and moves first unless the match says otherwise)

tumbling-seat-1 = 黒
tumbling-seat-2 = 白

## Options of /kitty start (at most 100 characters; black, white and random are typed
## words and stay in English)

tumbling-option-first = 先手：black（黒）、white（白）、random（ランダム）

## The eight directions in words (move labels)

tumbling-direction-n = 北
tumbling-direction-ne = 北東
tumbling-direction-e = 東
tumbling-direction-se = 南東
tumbling-direction-s = 南
tumbling-direction-sw = 南西
tumbling-direction-w = 西
tumbling-direction-nw = 北西

## Lists of cells ("c3", "c3 and d4", "c3, d4 and e5"): $first is one cell; $rest the
## others (this message again) or $last the final one.

tumbling-cells-and = { $first }と{ $last }
tumbling-cells-list = { $first }、{ $rest }

## Move labels (autocomplete, move menus and the last move under the board, at most 100
## characters)

# A step of the top piece from $from to $to.
tumbling-describe-step = ステップ { $from } → { $to }
# A step onto a stack $below pieces high.
tumbling-describe-step-onto = ステップ { $from } → { $to }（高さ{ $below }の上へ）
# A tumble of the $height-high stack on $from toward $direction ("north-east"); $where: the
# cells the pieces land on, in notation ("e5 f6 g7", "h7×3" for three pieces on h7).
tumbling-describe-tumble = 崩し { $from }（{ $height }）{ $direction } → { $where }

## Threats: a king that could fall next move ($attacker and $victim: colour names;
## $cells: the king cells, see tumbling-cells-and)

# Under the board (no full stop).
tumbling-threat = { $attacker }が{ $cells }にある{ $victim }の{ $count ->
       *[other] キング
    }を脅かしている
# Announced after a move, to the player who must answer it.
tumbling-announce-threat = { $attacker }が{ $cells }にある{ $victim }の{ $count ->
       *[other] キング
    }を脅かしています。

## Results (a short phrase after "won" / "draw" in the result message; $mover: the colour
## that moved, $victim: the colour whose king fell, $cells: the king cells)

tumbling-result-own-king = { $mover }が{ $cells }にある自分のキングを取ってしまった
tumbling-result-own-king-bare = { $mover }が{ $cells }にある自分のキングを取ってしまった：{ $victim }には単色のスタックが残っていない
tumbling-result-covered = { $mover }が{ $cells }にある{ $victim }のキングを覆った
tumbling-result-covered-bare = { $mover }が{ $cells }にある{ $victim }のキングを覆った：{ $victim }には単色のスタックが残っていない
tumbling-result-bare = { $victim }には単色のスタックが残っていない
# A result (one of the above, $result) when the mover's own king fell in the same move.
tumbling-result-both-fell = { $result }（{ $mover }自身のキングも取られたが、指した側の勝ち）
tumbling-result-repetition = 同一局面が3回目に現れた
# A result stored by an older version of the bot, in English ($text).
tumbling-result-stored = { $text }

## Errors for a typed move (shown only to the player who typed it)

-tumbling-how-to = ステップは `d4-e5`、崩しは `d4>ne` のように書いてください。
tumbling-type-a-move = 手を入力してください。{ -tumbling-how-to }
# $text: what the player typed.
tumbling-unreadable = `{ $text }` を読み取れません。{ -tumbling-how-to }
tumbling-unreadable-move = `{ $text }` を手として読み取れません。{ -tumbling-how-to }
tumbling-step-and-tumble = 手はステップか崩しのどちらか一方です。両方は指せません。{ -tumbling-how-to }
tumbling-where-to = どこへ動かしますか？ マスか方向を加えてください：`{ $cell }-…` または `{ $cell }>ne`。
tumbling-must-leave = 手は{ $cell }から動かなければなりません。
tumbling-not-next = { $to }は{ $from }の隣ではありません。手は周囲8マスのどれかに動きます。
tumbling-no-stack = { $cell }にはスタックがありません。
# $owner: the colour whose piece is on top ("White").
tumbling-not-yours = { $cell }はあなたのものではありません。一番上は{ $owner }の駒です。
# $direction: a direction in words ("north-east").
tumbling-edge-step = { $cell }は盤面の端にあるため、{ $direction }にはステップできません。
tumbling-edge-tumble = { $cell }は盤面の端にあるため、{ $direction }には崩せません。
# $to: the neighbour the lone piece could step to instead.
tumbling-single = { $cell }には駒が1個しかありません。代わりにステップしてください（`{ $cell }-{ $to }`）。
tumbling-not-a-move = それはTumbling Downの手ではありません。
tumbling-off-board = その手は盤面の外から始まっています。
tumbling-no-direction = その手には方向がありません。
tumbling-not-yours-short = { $cell }はあなたのものではありません。
tumbling-edge-short = { $cell }は端にあります。その方向には何もありません。
tumbling-single-short = { $cell }には駒が1個しかありません。代わりにステップしてください。

## The rules (/kitty rules tumbling): markdown, shown as written

tumbling-rules =
    # Tumbling Down

    自分のスタックの一番上の駒を1マス動かすか、スタックを丸ごと倒して一列のマスに並べます。
    相手の**キング**（相手の色だけでできた一番高いスタック）の上に自分の駒を乗せれば勝ちです。

    {"*"}Michael Shuck、2001年 — 8×8 Game Design コンペティションのファイナリスト作品。*

    ## 準備
    各プレイヤーは29個の駒を、自分の隅を中心にひし形に積んで並べます：白は**a1**、黒は**h8**です。
    隅には高さ4のスタック、その隣の2マスには高さ3のスタック、続く斜めの2列には高さ2のスタック、
    5列目には駒1個ずつを置きます。**黒が先に指します**（対局によっては白が先手になることもあります）。

    スタックは、一番上に駒があるプレイヤーのものです。動かせるのは自分のスタックだけです。

    ## 手番では、次のどちらかを行います
    - **ステップ** — 自分のスタックの*一番上の駒*を、周囲8マス（縦横斜め）のどれかに動かします。
      移動先は空いていても、どんな高さのスタックがあっても構いません。駒はその上に乗るだけです。
      スタックの残りはその場に残ります。
      `d4-e5` のように入力します。
    - **崩し** — 高さ2以上のスタックを丸ごと8方向のどれかに倒します。一番下の駒が隣のマスに、
      その上の駒がさらに次のマスに、という順に着地するので、一番上の駒が一番遠くに着地します。
      駒は着地したマスにあるものの上に乗り、スタックが立っていたマスは空になります。
      崩しが盤面の端に達したら、まだ落ちていない駒はすべて最後のマスに積み重なります。
      スタックがすでに接している端の方向には崩せません。
      `d4>ne` のように入力します（方向：n、ne、e、se、s、sw、w、nw）。

    ## キング
    自分の色だけでできたスタックを**単色**のスタックと呼びます。自分の**キング**は一番高い単色のスタックです
    （駒1個だけでもキングになれます）。単色のスタックがいくつも同じ最大の高さで並んだときは
    {"**"}そのすべてがキング**になり、どれか1つを失うだけで負けになります。
    キングは1手ごとに変わるので、盤面の王冠に注意しましょう。

    ## キングを取る
    手を指すたびに、両方のプレイヤーを確認します。次のとき、そのプレイヤーのキングは取られます：
    - 単色のスタックが**1つも残っていない**とき、または
    - 手を指す前にキングがあったマスの**一番上に相手の駒**が乗ったとき
      （ただし、その同じ手で自分の一番高い単色のスタックが前より高くなった場合を除きます）。

    持ち主が動かした（ステップさせた、または崩した）だけのキングは、取られたことになりません。

    自分の手で相手のキングを取れば、**あなたの勝ち**です（同じ手で自分のキングも取られたとしても）。
    自分の手で自分のキングだけを取ってしまった場合（たとえば崩しで相手の駒を自分のキングの上に落とした場合）は、
    {"**"}あなたの負け**です。

    ## 引き分け
    同一局面（同じスタック、同じ手番）が3回目に現れたとき、または両プレイヤーが引き分けに合意したときは
    引き分けです。投了することもできます。

    ## 棋譜の書き方
    - ステップ：`d4-e5`（`d4 e5`、`step d4 ne`、`d4-ne` とも書けます）。
    - 崩し：`d4>ne`（`tumble d4 ne`、`d4 > north-east`、`tumble d4 e5` とも書けます）。

    ## 盤面の見方
    - スタックは横から見た形で、下から上へ描かれます。白の駒は○の付いた明るい板、黒の駒は✕の付いた暗い板です。丸の中の数字はスタックの高さで、3つの点が付いた灰色の板は、深すぎて描ききれない駒を表します。
    - 金の王冠は現在のキングすべてに付きます。赤い枠は、次の手で取られる可能性のあるキング（または取られてゲームが終わったキング）を示します。
    - 直前の手：移動元は破線の枠、移動先はマゼンタの実線の枠で囲まれ、その間に矢印が描かれます。崩しが通過したマスには色が付きます。
    - 盤面の下：▶ 次に指すプレイヤー。各プレイヤーの色と印、キングの高さ（場所は王冠で分かります）。直前の手。キングが取られそうなときは ⚠ の行。
