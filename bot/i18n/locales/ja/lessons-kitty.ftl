# The lessons of Kitty Stack Tower (`/kitty learn game:kitty`), in the order they are played.
# Each lesson's messages are lesson-kitty-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson place: Placing your pieces

lesson-kitty-place-title = 駒を配置する
lesson-kitty-place-text =
    あなたは赤を担当します。ゲームの前に、各プレイヤーは空いているマスに駒を1つずつ置いていきます。
    ここでは黄と交互に置きます。駒を置いてみましょう（例：`place d4`）。
lesson-kitty-place-hint = `place` と空いているマスを入力してください（例：`place d4`）。
lesson-kitty-place-success = 最初の駒が盤面に置かれました。本番のゲームでは、残りの駒をボットに置いてもらうこともできます：`place random`

## Lesson stack: Stacking

lesson-kitty-stack-title = 積み上げ
lesson-kitty-stack-text =
    一番上が自分の色のスタックは、あなたのものです。積み上げ（stack）では、自分のスタックを順番はそのままに、
    隣にある同じ高さ以下のスタックの上に乗せます。d4にある自分の駒2つを、d5にある黄の駒の上に乗せましょう。
lesson-kitty-stack-hint = `stack d4>d5` と入力してください。d4のスタックがd5の上に乗ります。
lesson-kitty-stack-success = d5のスタックは高さ3になり、あなたのものになりました。

## Lesson flip: Flipping

lesson-kitty-flip-title = 裏返し
lesson-kitty-flip-text =
    裏返し（flip）では、高さ2以上のスタックが、同じ高さ以上の隣のスタックを跳び越えて、その先の空きマスに移ります。
    跳び越えられたスタックは上下が逆さまになります。e4にある黄の高いスタックを跳び越えましょう。
    その一番下の駒は赤なので、あなたのものになります。
lesson-kitty-flip-hint = `flip d4>e4` と入力してください。あなたのスタックがe4を跳び越え、e4が逆さまになります。
lesson-kitty-flip-success = 逆さまになって赤い駒が一番上に来ました。そのスタックはもうあなたのものです。

## Lesson disassemble: Disassembling

lesson-kitty-disassemble-title = 分解
lesson-kitty-disassemble-text =
    自分のスタックの隣にある相手のスタックに自分の駒が含まれていて、自分のスタックに含まれる自分の色の駒が、
    相手のスタックに含まれる相手の色の駒より多いとき、そのスタックを分解（disassemble）できます。
    あなたの一番上の駒より上にある駒が、あなたのスタックの下に滑り込みます。d5にある黄のスタックを分解しましょう。
lesson-kitty-disassemble-hint = `disassemble d4>d5` と入力してください。
lesson-kitty-disassemble-success = 黄の駒があなたのスタックの下に滑り込み、d5の一番上はまた赤になりました。

## Lesson end: Passing and the end

lesson-kitty-end-title = パスとゲームの終わり
lesson-kitty-end-text =
    パスはいつでもできます。全員が続けてパスするとゲームが終わり、自分が所有するスタックの駒の数が得点になります。
    黄がパスしたところで、あなたがリードしています。ゲームを終わらせましょう。
lesson-kitty-end-hint = `pass` と入力してください。黄のパスに続いてあなたもパスすると、3対1でリードしたままゲームが終わります。
lesson-kitty-end-success = 全員が続けてパスしました。3対1であなたの勝ちです。

## Lesson cards: Secret objective cards

lesson-kitty-cards-title = 秘密の目標カード
lesson-kitty-cards-text =
    目標カードのオプションを使うと、各プレイヤーは得点を加える秘密のカードを2枚持ちます（`/kitty cards` で確認できます）。
    あなたのカードの1枚は「連続積み」です。1つのスタックに積む代わりに、一番上が同じ色のスタックの列に沿って積み上げ、
    1歩ごとに+1点になります。今ここでカードの得点を挙げましょう。
lesson-kitty-cards-hint = 「自分の手」から `chain` の手を探してください。`chain b5>c5` は複数のスタックに沿って積み上げます。
lesson-kitty-cards-success = カードの得点を獲得しました。「連続積み」は全員に公開されました。
