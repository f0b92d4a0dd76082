# The lessons of Stacktics (`/kitty learn game:stacktics`), in the order they are played.
# Each lesson's messages are lesson-stacktics-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson shapes: How pyramids move

lesson-stacktics-shapes-title = ピラミッドの動き方
lesson-stacktics-shapes-text =
    あなたは赤を担当します。小のピラミッドは斜めに、中はまっすぐに、大はどちらにも動けます。
    何も乗せていないピラミッドは、空いているマスの上をどこまでも進めます。c1にある中をまっすぐc4まで動かしましょう。
lesson-stacktics-shapes-hint = 中はc1にあります。まっすぐに動き、何も乗せていなければ何マスでも進めます。
# The answer when the learner plays `Sa1-b2`.
lesson-stacktics-shapes-hint-1 = それは小で、斜めに動いています。今回はc1にある中をc4に動かしましょう。
lesson-stacktics-shapes-success = その通りです。何も乗せていない中は、盤面が空いている限りまっすぐ滑るように進みます。

## Lesson range: Carrying shortens the move

lesson-stacktics-range-title = 乗せると動きが短くなる
lesson-stacktics-range-text =
    選んだ駒は、その上に積まれたものをすべて乗せたまま動きます。乗せている目の合計が自分のサイズより少なければ
    最大2マス、同じかそれ以上なら1マスしか動けません。c1にある中を、上の小ごと2マス上に動かしましょう。
lesson-stacktics-range-hint = 中を選び（乗せているのは1目で、中の2より少ない）、2マス上に動かしましょう：`Mc1-c3`
lesson-stacktics-range-success = 正解です。大はその場に残り、中と小が2マス動きました。

## Lesson stack: Stacking on your own pieces

lesson-stacktics-stack-title = 自分の駒に積む
lesson-stacktics-stack-text =
    一番上の駒が動かす駒と同じかそれより大きければ、自分のスタックの上に乗ることができます。
    b2にある小を、c3にある自分の大の上に乗せましょう。
lesson-stacktics-stack-hint = b2の小は斜めに動きます。c3は右上に1マスです。
lesson-stacktics-stack-success = 小が大の上に乗りました。あとで一緒に相手の駒を取ることができます。

## Lesson capture: Capturing

lesson-stacktics-capture-title = 駒を取る
lesson-stacktics-capture-text =
    相手の駒を取れるのは、高さ2以上のスタックの一番上から1個の駒だけが飛び出し、相手のスタックに着地したときだけです。
    相手のスタックは丸ごとゲームから取り除かれ、その目があなたの得点になります。
    c2の一番上にある小で、d3にある青のスタックを取りましょう。
lesson-stacktics-capture-hint = c2の一番上の小は斜めに動きます。d3に飛び乗りましょう（`Sc2xd3`）。
lesson-stacktics-capture-success = 3目を獲得しました。青の中と小はなくなりました。

## Lesson win: Winning

lesson-stacktics-win-title = 勝利
lesson-stacktics-win-text =
    相手の目の半分を最初に取ったプレイヤーが勝ちます。この盤面では9目です。あなたはすでに7目持っています。
    1手で勝ちましょう。
lesson-stacktics-win-hint = あと2目を得られるのはどの取りでしょう？ d3にある中は2目です。
lesson-stacktics-win-success = 9目です。赤の勝ちです。
