# Stacktics (bot/games/stacktics): seats, options, move labels, announcements, errors,
# results and the rules. Move notation (`Mb1-b3`, `Sc2xd3`, `b1/2-b3`, `swap`, `keep`) and
# cell names (`b3`) are the same in every language: never translate them.
# $cell, $target, $origin: cell names such as "b3".

## Seats (seat 1 starts as Red and moves first; a pie swap exchanges the colours)

stacktics-seat-1 = 赤
stacktics-seat-2 = 青

## Pieces: the three pyramid sizes in words (small 1 pip, medium 2, large 3)

stacktics-piece-1 = 小
stacktics-piece-2 = 中
stacktics-piece-3 = 大
# Several pieces moving together, bottom first: $first is one piece word, $rest the others
# (itself this message again when there are more), e.g. "medium + small".
stacktics-pieces = { $first } + { $rest }

## Options of /kitty start (each at most 100 characters)

stacktics-option-size = 1人あたりのツリーの数（2～5）。盤面が決まります
stacktics-option-board = 盤面（列×行）。サイズ2は4x4か3x5、サイズ5は7x6か7x7
stacktics-option-pie = パイルール：最初の手の後、青は赤の駒を引き継げます（4x4では常にあり）
stacktics-option-draw-limit = 取りのないまま何手続くと引き分けか（0 = なし）

# $board: a board such as "7x6"; $board_size: the size it is made for; $size: the size
# asked for; $first (and $second when $count is 2): the boards of that size.
stacktics-board-for-size = { $board }の盤面はサイズ{ $board_size }用です。サイズ{ $size }で使える盤面は{ $count ->
        [1] { $first }
       *[other] { $first }か{ $second }
    }です。
stacktics-pie-required = { $board }ではパイルールが必須です。パイルールがないと先手の最初の手が強すぎるためです。
stacktics-pie-forbidden = { $board }ではパイルールは使えません（この盤面ではツリーが隅から始まります）。

## Buttons under the board while Blue may swap (button labels, at most 80 characters)

stacktics-button-swap = 色を交換
stacktics-button-keep = このまま続ける

## Move labels (autocomplete and move menus, at most 100 characters)

# The pie-rule answers `swap` and `keep`.
stacktics-describe-swap = swap：赤の駒を引き継ぐ。次は相手が青で指します
stacktics-describe-keep = このまま続ける：青のまま、今すぐ指す
# A move: $from and $to are cells, $unit the moving pieces ("medium + small").
stacktics-describe-move = { $from }：{ $unit } → { $to }
# A move onto one of the player's own stacks whose top piece is $top ("large").
stacktics-describe-move-onto = { $from }：{ $unit } → { $to }（自分の{ $top }の上へ）
# A capture taking $pips pips; the second one wins the game at once.
stacktics-describe-capture = { $from } { $unit } × { $to }：{ $pips ->
       *[other] { $pips }目
    }を取る
stacktics-describe-capture-wins = { $from } { $unit } × { $to }：{ $pips ->
       *[other] { $pips }目
    }を取って勝ち

## Announcements after a move (public)

stacktics-announce-swap = 色を交換しました。先手のプレイヤーが青になって次に指し、後手のプレイヤーが赤を引き継ぎます。
stacktics-announce-keep = 青は色を交換せずに続けます。
# $mover and $victim: colour names ("Red"); $pieces: the captured pieces ("large + medium");
# $red and $blue: the pips each colour has captured so far, out of $threshold.
stacktics-announce-capture = { $mover }が{ $cell }にある{ $victim }の{ $pieces }を取りました（{ $pips ->
       *[other] { $pips }目
    }）。獲得した目：赤 { $red }/{ $threshold } · 青 { $blue }/{ $threshold }。

## Results (a short phrase after "won" / "draw" in the result message)

# $colour: "Red" or "Blue".
stacktics-result-captured = { $colour }が{ $pips }目を獲得
stacktics-result-no-move = { $colour }に指せる手がない
stacktics-result-repetition = 同一局面が3回目
stacktics-result-quiet = 取りのないまま{ $limit }手

## The pie rule's state, shown under the board

stacktics-pie-waiting = パイルール：赤の最初の手の後、青は色を交換できます。
stacktics-pie-open = パイルール：青は今、色を交換するか、このまま続けることができます。
stacktics-pie-kept = パイルール：青はこのまま続けました。
stacktics-pie-swapped = パイルール：色が交換されました。

## Errors for a typed move (shown only to the player who typed it)

-stacktics-hint = `Mb1-b3`（サイズの文字、移動元、移動先）のように書いてください。取りは `Sc2xd3`、または `b1-c2` でも書けます
stacktics-type-a-move = 手を入力してください。{ -stacktics-hint }。
# $text: what the player typed (shortened to 40 characters).
stacktics-unreadable = `{ $text }` を読み取れません。{ -stacktics-hint }。
stacktics-base-twice = `{ $text }` では土台の駒が2回指定されています。{ -stacktics-hint }。
stacktics-height-place = 高さは移動元のすぐ後に書いてください（例：`b1/2-b3`）。
stacktics-needs-two-cells = `{ $text }` には移動元と移動先のマスが必要です。{ -stacktics-hint }。
stacktics-height-from-one = 高さはスタックの一番下を1として数えます。
stacktics-pie-not-open = 色の交換や続行を選べるのは、パイルールがありのときに、青が赤の最初の手に応じる場合だけです。
stacktics-no-stack = { $cell }にはスタックがありません。
# $owner and $you: colour names.
stacktics-not-your-stack = { $cell }のスタックは{ $owner }のものです。あなたは{ $you }です。
stacktics-not-legal = `{ $text }` は今は指せない手です。
stacktics-move-not-legal = その手は今は指せません。
stacktics-nothing-to-capture = { $cell }には取れるものがありません。
stacktics-height-too-high = { $cell }には{ $count ->
       *[other] 駒が{ $count }個
    }あります。高さは1（一番下）から{ $count }までです。
# $found and $given: piece words ("large").
stacktics-height-wrong-size = { $cell }の高さ{ $height }にある駒は{ $found }で、{ $given }ではありません。
stacktics-no-size = { $cell }には{ $size }の駒がありません。
# $options: the possible moves, each like "`Mb2/1-b3` (medium + small)", joined with
# stacktics-or.
stacktics-which-base = { $cell }のどの駒を土台にしますか？ { $options }のように指定してください。
stacktics-base-option = `{ $move }`（{ $unit }）
stacktics-or = { $first }または{ $rest }
# $reasons: one reason per piece that could be the base (the -clause messages below),
# joined with stacktics-reasons.
stacktics-nothing-can-go = { $cell }のどの駒も{ $target }には行けません：{ $reasons }。
stacktics-reasons = { $first }。{ $rest }
# The piece(s) $unit ("medium + small") could move, but not now.
stacktics-reason-not-now = { $unit }は今は動かせない

## Why a move breaks a rule: a sentence, and the same as a clause inside
## stacktics-nothing-can-go ($unit: the moving pieces, $word: the base piece's size word)

stacktics-why-no-distance = 手は少なくとも1マス動かなければなりません。
stacktics-why-no-distance-clause = 手は少なくとも1マス動かなければならない
stacktics-why-small = 小は斜めに動きます。
stacktics-why-small-clause = 小は斜めに動く
stacktics-why-medium = 中は縦か横にまっすぐ動きます。斜めには動けません。
stacktics-why-medium-clause = 中は縦か横にまっすぐ動き、斜めには動けない
stacktics-why-large = 大はまっすぐにも斜めにも動けます。
stacktics-why-large-clause = 大はまっすぐにも斜めにも動ける
# $weight: pips carried on the base; $range: how far a loaded stack moves.
stacktics-why-loaded = { $weight ->
       *[other] { $weight }目
    }を乗せた{ $word }は荷を負っているので、最大{ $range }マスしか動けません。
stacktics-why-loaded-clause = { $weight ->
       *[other] { $weight }目
    }を乗せた{ $word }は荷を負っているので、最大{ $range }マスしか動けない
stacktics-why-overloaded = { $weight }目を乗せた{ $word }は荷が重すぎるので、1マスしか動けません。
stacktics-why-overloaded-clause = { $weight }目を乗せた{ $word }は荷が重すぎるので、1マスしか動けない
# $between: the cell in the way.
stacktics-why-blocked = { $between }が邪魔をしています。
stacktics-why-blocked-clause = { $unit }：{ $between }が邪魔をしている
# $top: the size word of the top piece on $cell.
stacktics-why-stack-smaller = 積めるのは、土台と同じかそれより大きい自分の駒が一番上にある場合だけです（{ $cell }の一番上は{ $top }、あなたの土台は{ $word }）。
stacktics-why-stack-smaller-clause = { $unit }：積めるのは、土台と同じかそれより大きい自分の駒が一番上にある場合だけ（{ $cell }の一番上は{ $top }、あなたの土台は{ $word }）
# A capture by a piece that is alone on $cell.
stacktics-why-capture-alone = 取りができるのは、高さ2以上のスタックの一番上から飛び出す1個の駒だけです（{ $cell }の{ $word }は単独で立っています）。
stacktics-why-capture-alone-clause = { $unit }：取りができるのは、高さ2以上のスタックの一番上から飛び出す1個の駒だけ（{ $cell }の{ $word }は単独で立っている）
# A capture by $count pieces moving together.
stacktics-why-capture-many = 取りができるのは、高さ2以上のスタックの一番上から飛び出す1個の駒だけです（今は{ $count }個の駒を動かそうとしています）。
stacktics-why-capture-many-clause = { $unit }：取りができるのは、高さ2以上のスタックの一番上から飛び出す1個の駒だけ（今は{ $count }個の駒を動かそうとしている）

## The rules (/kitty rules stacktics): markdown, shown as written

stacktics-rules =
    # Stacktics

    自分のピラミッドを1つ選び、その上に積まれたものごと盤面を動かします。スタックの一番上から
    1個だけ飛び出したピラミッドは、着地した相手のスタックを取ります。相手の目（小1、中2、大3）の
    半分を最初に取ったプレイヤーの勝ちです。

    プレイヤーは赤と青の2人で、それぞれN個の*ツリー*を持ちます。ツリーとは、大（3目）、中（2目）、小（1目）の
    ピラミッドをこの順に積んだものです。**3·N目**（相手の戦力の半分）を取れば勝ちです。

    {"*"}*盤面。** サイズ2：4×4（パイルールは常にあり）または3×5 · サイズ3：5×5（既定） · サイズ4：6×6 ·
    サイズ5：7×6または7×7（オプション `size`、`board`。各サイズで最初に挙げた盤面が既定です）。
    ツリーは各プレイヤーの自陣の行に並び、両端の列は空けておきます（3×5では隅から始まります）。
    赤は1行目にいて、先に指します。

    {"*"}*動かし方。** 自分の駒を1つ選んで*土台*にします。土台はその上に積まれたものすべてと一緒に動き、
    その下の駒はその場に残ります。
    - 動き方は土台で決まります。**小**は斜め、**中**は縦横、**大**はそのどちらにも動けます。
      駒のあるマスを通り越すことはできません。
    - 動ける距離は、土台に乗っている目の合計で決まります。何も乗せていない → 何マスでも。土台のサイズより少ない
      （*荷を負った*状態）→ 最大2マス（サイズ4と5のゲームでは3マス）。同じかそれ以上（*荷が重すぎる*状態）→ 1マス。
      手は必ず1マス以上動き、パスはできません。

    {"*"}*着地。** 空いているマスに着地できます。一番上の駒が土台と同じかそれより大きければ、自分のスタックの上にも
    着地できます（動かした駒は同じ順番のまま一番上に乗ります）。相手のスタックに着地すると、それを**取る**ことになります。
    取りができるのは、*高さ2以上のスタックの一番上から飛び出す1個の駒*だけです。相手のスタックは丸ごと
    ゲームから取り除かれ、その目があなたの得点になり、あなたの駒はそのマスに残ります。

    {"*"}*終局。** 3·N目を取った時点で勝ちです。自分の手番に指せる手がなければ負けです。
    引き分け：同じ手番で同一局面が3回目に現れたとき、取りのないまま60手続いたとき（オプション `draw_limit`、
    0 = なし）、または合意したとき。

    {"*"}*パイルール**（4×4では常にあり。5×5以上では任意）：赤の最初の手の後、青は**色を交換**を押して
    赤の駒を引き継ぐ（その場合、相手が青になって次に指します）か、**このまま続ける**を押せます（そのまま手を指しても構いません）。

    {"*"}*棋譜の書き方。** 土台のサイズの文字、移動元のマス、`-`（取りなら `x`）、移動先の順に書きます：
    `Mb1-b3`（中と、それが乗せているもの）、`Lc1-c2`（ツリー全体）、`Sd3xe4`（小が取る）。
    移動元に同じサイズの駒が2つあるときは、下から数えた高さを加えます：`Mb2/1-b3`。
    `b1 m b3`、`b1/2 > b3` とも書けますし、そこでその手を指せる駒が1つだけなら `b1-c2` だけでも構いません。
    パイルールには `swap` / `keep` で答えます。

    {"*"}*盤面の見方。**
    - ピラミッドは横から見た形で描かれ、大きさで小・中・大が分かり、価値と同じ数の目が付いています。赤の目は●の丸、青の目は■の四角です。スタックは下から上へ積まれ、高さ4以上のスタックには高さの印が付きます。
    - 直前の手：移動元は破線の枠、移動先はマゼンタの実線の枠で囲まれ、その間に矢印が描かれます。取りの場合は、取った目の数を示す「×N」の印が付きます。
    - 盤面の下：▶ 次に指すプレイヤー。各プレイヤーの色と印、目標に対する獲得した目（「4/9目」）、取ったピラミッド。直前の手の説明（`Lb4/1-c5`：大の駒、下から1番目、b4からc5へ）。取りのないまま指した手数と引き分けまでの上限。パイルールの選択が可能な間はその状態。
