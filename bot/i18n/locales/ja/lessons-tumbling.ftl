# The lessons of Tumbling Down (`/kitty learn game:tumbling`), in the order they are played.
# Each lesson's messages are lesson-tumbling-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson step: Stepping

lesson-tumbling-step-title = ステップ
lesson-tumbling-step-text =
    あなたは黒を担当します。一番上が黒の駒のスタックはあなたのものです。ステップでは、自分のスタックの一番上の駒だけを、
    周囲8マス（縦横斜め）のどれかに動かします。e5にある自分のスタックの一番上の駒をステップさせましょう。
lesson-tumbling-step-hint = ステップは駒1個を1マス動かします。`e5-e6` のように入力してください。
lesson-tumbling-step-success = 一番上の駒がステップしました。その下の駒はそのまま残っています。

## Lesson tumble: Tumbling

lesson-tumbling-tumble-title = 崩し
lesson-tumbling-tumble-text =
    崩しでは、高さ2以上のスタックを丸ごと8方向のどれかに倒します。一番下の駒が隣のマスに、
    その上の駒がさらに次のマスに、という順に着地します。d5にある自分のスタックを、盤面の下方向（南）に崩しましょう。
lesson-tumbling-tumble-hint = 崩しは `>` と方向で書きます。`d5>s` でd5を南に倒します。
lesson-tumbling-tumble-success = 駒3個がd4、d3、d2に並びました。一番上の駒が一番遠くまで飛びました。

## Lesson king: Covering the king

lesson-tumbling-king-title = キングを覆う
lesson-tumbling-king-text =
    プレイヤーのキングとは、自分の色だけでできた一番高いスタックのことで、金の王冠が目印です。
    相手のキングの上に自分の駒を1個乗せれば勝ちです。d3にある白のキングを覆いましょう。
lesson-tumbling-king-hint = c4にあるあなたの駒1個は、d3のキングのすぐ隣にあります。その上にステップしましょう。
lesson-tumbling-king-success = 白のキングを覆いました。黒の勝ちです。

## Lesson far: A tumble reaches far

lesson-tumbling-far-title = 崩しは遠くまで届く
lesson-tumbling-far-text =
    崩しでは一番上の駒が一番遠くに着地するので、高いスタックなら数マス先のキングも覆えます。
    d3にある白のキングはステップでは届きません。d6にある高さ3の自分のスタックを倒して、一番上の駒をd3に着地させましょう。
lesson-tumbling-far-hint = 数えてみましょう。d6を南に崩すと、駒はd5、d4、そしてd3に落ちます。
lesson-tumbling-far-success = 一番上の駒がキングの上に着地しました。黒の勝ちです。

## Lesson kings: Several kings

lesson-tumbling-kings-title = 複数のキング
lesson-tumbling-kings-text =
    単色のスタックが2つ同じ最大の高さで並んだときは、どちらもキングになり、どちらか1つを失っただけで負けになります。
    ここでは白にキングが2つあります。届くほうを覆って勝ちましょう。
lesson-tumbling-kings-hint = f2のキングは、e3にあるあなたの駒の隣にあります。
lesson-tumbling-kings-success = キングを1つ覆えば十分です。黒の勝ちです。
