# The lessons of Towers (`/kitty learn game:towers`), in the order they are played.
# Each lesson's messages are lesson-towers-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson move: Moving a tower

lesson-towers-move-title = タワーを動かす
lesson-towers-move-text =
    あなたは黄を担当します。一番上が自分の色のタワーはあなたのもので、タワーは丸ごと上下左右に1マス動きます。
    c3にある自分のタワーを、隣の空いているマスに動かしましょう。
lesson-towers-move-hint = c3のタワーを上下左右のどれかに1マス動かしてください。
lesson-towers-move-success = よくできました。タワーは丸ごと隣のマスに動きます。

## Lesson take: Taking a tower over

lesson-towers-take-title = タワーを奪う
lesson-towers-take-text =
    自分のタワー以下の高さのタワーの上に動くと、自分のタワーがその上に乗り、新しいタワーはあなたのものになります。
    c3にある自分のタワーで、c4にある青のタワーを奪いましょう。
lesson-towers-take-hint = 青のタワーはあなたのタワーのすぐ上、c4にあります。その上に動きましょう。
# The answer when the learner plays `c3-d3`.
lesson-towers-take-hint-1 = d3は空いています。それではタワーが移動するだけです。c4にある青のタワーの上に動きましょう。
# The answer when the learner plays `c3-b3`.
lesson-towers-take-hint-2 = b3は空いています。それではタワーが移動するだけです。c4にある青のタワーの上に動きましょう。
# The answer when the learner plays `c3-c2`.
lesson-towers-take-hint-3 = c2は空いています。それではタワーが移動するだけです。c4にある青のタワーの上に動きましょう。
lesson-towers-take-success = c4のタワーは高さ2になり、あなたのものになりました。

## Lesson taller: Never onto a taller tower

lesson-towers-taller-title = 高いタワーには乗れない
lesson-towers-taller-text =
    自分より高いタワーの上には動けません。c3にあるあなたのタワーは高さ2です。c4にある高さ3のタワーには届きませんが、
    d3にある1個だけの駒なら取れます。取りましょう。
lesson-towers-taller-hint = 自分のタワー以下の高さの青のタワーを探しましょう。d3にあります。
lesson-towers-taller-success = 正解です。タワーは同じ高さか低いタワーにしか乗れません。

## Lesson score: Counting pieces

lesson-towers-score-title = 駒を数える
lesson-towers-score-text =
    得点は、自分が所有するタワーにあるすべての駒の数です（相手の駒も含みます）。今あなたは駒を3個所有しています。
    1手で5個にしましょう。
lesson-towers-score-hint = 届く中で一番高いタワーを奪いましょう。高さ2のタワーなら駒が2個増えます。
lesson-towers-score-success = 駒5個です。高いタワーを奪うほど得点が増えます。

## Lesson win: Winning the game

lesson-towers-win-title = ゲームに勝つ
lesson-towers-win-text =
    1人のプレイヤーがすべてのタワーを所有するとゲームが終わり、所有する駒が多いほうが勝ちます。
    動けないプレイヤーはパスします。ボットを相手に、この局面を2手で勝ちましょう。
lesson-towers-win-hint = まずa1を取りましょう。そうすればb1にある青の最後のタワーは身動きが取れなくなります。
lesson-towers-win-success = すべてのタワーを所有しました。あなたの勝ちです。
