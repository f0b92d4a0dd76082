# The lessons of Cat and the Tower (`/kitty learn game:cattower`), in the order they are played.
# Each lesson's messages are lesson-cattower-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson cards: Choosing an Action Card

lesson-cattower-cards-title = アクションカードを選ぶ
lesson-cattower-cards-text =
    紙のタワーを建てて、猫のトトが登れるようにしましょう。各手番は、表向きのアクションカードの選択肢を1つ選ぶことから始まります：
    「建設」「仲間を置く」「なでる」のいずれかです。まずは「建設」の選択肢を選びましょう。
lesson-cattower-cards-hint = カードA01には「建設」の選択肢が2つあります：`take A01 left` または `take A01 right`
# The answer when the learner plays `take A02`.
lesson-cattower-cards-hint-1 = A02は仲間を置くカードですが、トトの上にはまだ階がありません。まずA01で建設しましょう。
lesson-cattower-cards-success = 壁を2枚持ちました。階の上に立てる準備ができています。

## Lesson build: Building a floor

lesson-cattower-build-title = 階を建てる
lesson-cattower-build-text =
    「建設」では、一番上の階に壁を2枚立て、その上に次の階を載せます。半透明のプレビューで各パーツの置き場所が分かります。
    `confirm` で置くと、何が立ったまま残るかは物理演算で決まります。2階を建てましょう。
lesson-cattower-build-hint = 「建設」の選択肢を選び、壁を `confirm` し、続けて階を `confirm` してください。
lesson-cattower-build-success = 2階が建ちました。これでトトの上に階ができました。

## Lesson friend: Placing a Friend

lesson-cattower-friend-title = 仲間を置く
lesson-cattower-friend-text =
    仲間とは、階の上や他の仲間の上に置く小さな猫のことで、目標で数えられます。
    プレビューは2階、トトのすぐ上にあります。必要なら `at 12` で動かし、`confirm` で仲間を置きましょう。
lesson-cattower-friend-hint = `confirm` で、プレビューの位置に仲間を置きます。
# The answer when the learner plays `back`.
lesson-cattower-friend-hint-1 = `back` は仲間をしまってしまいます。代わりに `confirm` してください。
lesson-cattower-friend-success = 仲間が2階に座りました。

## Lesson goals: Completing a goal

lesson-cattower-goals-title = 目標を達成する
lesson-cattower-goals-text =
    アクションの後、トトのすぐ上の階にいる仲間について条件を満たしている表向きの目標を達成できます。
    するとトトがその数だけ階を上ります。目標G01はそこに仲間が1匹以上いることが条件です。達成して、トトを置きましょう。
lesson-cattower-goals-hint = `goal G01 climb 1` と入力し、`confirm` でトトを2階に置いてください。
# The answer when the learner plays `end turn`.
lesson-cattower-goals-hint-1 = 手番を終えるとトトは1階のままです。先に目標G01を達成しましょう。
lesson-cattower-goals-success = トトが2階に上りました。タワーが立ったまま10階に到達すれば、全員の勝ちです。

## Lesson hand: Your hand

lesson-cattower-hand-title = 手の安定度
lesson-cattower-hand-text =
    ロビーでは、各プレイヤーが自分の手の安定度を選びます：`steady`（安定）、`normal`（普通）、`shaky`（震える）、`butterfingers`（不器用）。
    震える手ほど `confirm` のときに大きくぶれ、パーツは選択肢を失うまでに最大3回まで挑戦できます。震える手で2階を建てましょう。
lesson-cattower-hand-hint = 「建設」の選択肢を選び、壁と階を `confirm` してください。パーツが滑ったら、もう一度挑戦しましょう。
lesson-cattower-hand-success = 震える手でも2階が建ちました。倒れた壁は、5枚で負けとなる枚数に数えられます。
