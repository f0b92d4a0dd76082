# Cat and the Tower (bot/games/cattower): seats, options, cards, move labels, buttons and
# menus, what the board says after a placement, errors, results and the rules.
# Notation stays the same in every language: card ids (A07, G02), Friend ids (f5), the
# typed verbs and words (`take A07 left`, `walls bricks-left angels-right`, `confirm`,
# `friend ginger floor 3 at 12`, colour words ginger/white/grey/brown typed in moves).
# Lengths are millimetres ("mm").

## Seats: the colour of each player's scarf (competitive) and name under the tower

cattower-seat-1 = 赤
cattower-seat-2 = オレンジ
cattower-seat-3 = 青
cattower-seat-4 = 紫
cattower-seat-5 = 黄

## Colours in words (inside sentences, lower case)

cattower-colour-white = 白
cattower-colour-ginger = 茶トラ
cattower-colour-grey = グレー
cattower-colour-brown = 茶色
# A colour not chosen yet.
cattower-colour-unknown = ?
cattower-scarf-red = 赤
cattower-scarf-orange = オレンジ
cattower-scarf-blue = 青
cattower-scarf-purple = 紫
cattower-scarf-yellow = 黄色

## Options of /kitty start (descriptions at most 100 characters; coop and competitive are
## typed words and stay)

cattower-option-mode = coop（全員でトトを助ける）または competitive（黒猫たちが上を目指して競う）
cattower-option-target = 目指すストーリーカード：トトの目標の階
# The hand each seat picks in the lobby (steady, normal, shaky, butterfingers stay).
cattower-hand-label = 手の安定度
cattower-hand-description = あなたの手がどれだけ安定しているか
cattower-error-mode = `mode` は coop か competitive にしてください。
cattower-error-competitive-players = 対戦版は2～5人で遊びます。
cattower-error-players = Cat and the Towerは1～5人用です。
cattower-error-target = `target` は10、13、15、17、20のいずれかにしてください。
# $name: what the player gave.
cattower-error-hand = `{ $name }` は手の安定度ではありません：steady、normal、shaky、butterfingers から選んでください。
cattower-error-hand-list = `difficulty` には、席ごとに steady、normal、shaky、butterfingers のいずれかを並べてください。

## Pieces in sentences. The "-start" forms begin a sentence.
## $colour: a Friend colour word; $id: a Friend id (f5); $label: a floor number; $scarf: a
## scarf colour word.

cattower-piece-friend = { $colour }の仲間{ $id }
cattower-piece-friend-start = { $colour }の仲間{ $id }
cattower-piece-floor = { $label }階
cattower-piece-floor-start = { $label }階
cattower-piece-wall-bricks = レンガの壁
cattower-piece-wall-bricks-start = レンガの壁
cattower-piece-wall-windows = 窓の壁
cattower-piece-wall-windows-start = 窓の壁
cattower-piece-wall-arches = アーチの壁
cattower-piece-wall-arches-start = アーチの壁
cattower-piece-wall-angels = 天使の壁
cattower-piece-wall-angels-start = 天使の壁
cattower-piece-wall-pillars = 柱の壁
cattower-piece-wall-pillars-start = 柱の壁
cattower-piece-toto = トト
cattower-piece-toto-start = トト
cattower-piece-cat = { $scarf }のスカーフの猫
cattower-piece-cat-start = { $scarf }のスカーフの猫
# Many pieces counted ($count), by kind.
cattower-count-floor = { $count ->
       *[other] { $count }階分
    }
cattower-count-friend = { $count ->
       *[other] 仲間{ $count }匹
    }
cattower-count-wall = { $count ->
       *[other] 壁{ $count }枚
    }
cattower-count-toto = トト
cattower-count-cat = { $count ->
       *[other] 猫{ $count }匹
    }
# Lists of pieces: "floor 3 and the ginger Friend f5", "a, b and c" ($first, then $last or
# $rest: the others, this message again).
cattower-list-and = { $first }と{ $last }
cattower-list-more = { $first }、{ $rest }
# A Friend and where it stands ($floor: a floor number), in menus and labels.
cattower-friend-on-floor = { $floor }階の{ $colour }の仲間{ $id }
cattower-friend-on-tower = タワー上の{ $colour }の仲間{ $id }
# Where a piece is set down: $side is "centre", "left" or "right"; $mm the distance.
cattower-side = { $side ->
        [centre] 中央
        [left] 左に{ $mm } mm
       *[right] 右に{ $mm } mm
    }

## Several sentences shown one after the other ($first, then $rest: the others).

cattower-sentences = { $first }{ $rest }

## After a placement: how the hand slipped ($mm: millimetres off the spot, $tilt: degrees;
## $side and $lean: "left" or "right"; $percent: how much narrower a squeezed wall stands)

cattower-hand-on-spot = 位置はぴったりで、{ $lean ->
        [left] 左
       *[right] 右
    }に{ NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }°傾いた
cattower-hand-off-spot = { $side ->
        [left] 左
       *[right] 右
    }に{ NUMBER($mm, minimumFractionDigits: 1, maximumFractionDigits: 1) } mmずれて、{ $lean ->
        [left] 左
       *[right] 右
    }に{ NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }°傾いた
# A hand sentence ($hand, one of the two above) for a wall pinched narrower.
cattower-hand-squeezed = { $hand }。幅が{ $percent }%狭まった
# $hand: one of the above, for one piece; $left and $right for a pair of walls.
cattower-slip-one = 手元がぶれました：{ $hand }。
cattower-slip-walls = 手元がぶれました：左の壁は{ $left }。右の壁は{ $right }。
cattower-slip-bumped = 途中で{ $piece }にぶつかりました。
# A pat on a Friend's head: $weight is "gentle", "firm" or "heavy"; $way "left" or "right".
cattower-pat-straight = { $weight ->
        [gentle] やさしく
        [heavy] 強く
       *[firm] しっかり
    }、まっすぐ上からなでました。
cattower-pat-little = { $weight ->
        [gentle] やさしく
        [heavy] 強く
       *[firm] しっかり
    }なでて、少し{ $way ->
        [left] 左
       *[right] 右
    }に押しました。
cattower-pat-hard = { $weight ->
        [gentle] やさしく
        [heavy] 強く
       *[firm] しっかり
    }なでて、{ $way ->
        [left] 左
       *[right] 右
    }に強く押しました。

## What a placement did (the band under the tower and the channel). $piece: a piece
## ("-start" form); $floor: a floor number.

cattower-notice-floor-on = { $piece }が載りました。
cattower-notice-walls-stand = 壁が立ちました。
cattower-notice-stays-floor = { $piece }は{ $floor }階に留まっています。
cattower-notice-stays-on-top = { $piece }は別の仲間の上に留まっています。
cattower-notice-petted = { $piece }をなでました。
cattower-notice-climbed = { $piece }が{ $floor }階に上りました。
# What went wrong in a try ($what: one of the cattower-failed- messages below), then what
# happens next ($try: the next try's number, $most: tries allowed).
cattower-try-next = { $what } — 次は{ $most }回中{ $try }回目の挑戦です。
cattower-try-last = { $what } — 最後の挑戦だったので、この選択肢は失われます。
cattower-try-spot-gone = { $what } — 置く予定の場所もなくなったので、この選択肢は失われます。
cattower-failed-floor = 階が壁の上に安定しませんでした
cattower-failed-walls-over = 階の下で壁が倒れました
cattower-failed-wall = 一番上の階で壁が立ちませんでした
cattower-failed-friend-tower = { $piece }がタワーの上に留まりませんでした
cattower-failed-friend-on-top = { $piece }が別の仲間の上に留まりませんでした
cattower-failed-climb = { $piece }が{ $floor }階に留まりませんでした
cattower-gave-up = プレイヤーが配置をあきらめたので、この選択肢は失われます。
# The damage of a placement: its parts ($parts, the cattower-damage- messages joined with
# cattower-damage-parts) as one sentence.
cattower-damage = { $parts }。
cattower-damage-parts = { $first }。{ $rest }
# $count: walls that fell now; $total: walls down in all, of $most.
cattower-damage-fell = { $count ->
       *[other] 壁{ $count }枚
    }がタワーから落ちました（倒れた壁 { $total }/{ $most }）
# $pieces: a list of pieces (the first in its "-start" form when it opens the sentence).
cattower-damage-stock = { $pieces }はストックに戻りました
cattower-damage-restored = { $pieces }は{ $count ->
       *[other] 元の位置
    }に戻されました
cattower-damage-returned = { $pieces }は手番の開始時にいた場所に戻りました

## The count of five (co-op victory). $floor: Toto's floor, $target: the target floor.

cattower-count-again = トトはまだ{ $floor }階にいて、目標の{ $target }階以上にいます。全員でもう一度5つ数えます。
cattower-count-at-once = トトはすでに{ $floor }階にいて、新しい目標の{ $target }階以上にいます。全員で5つ数えます。
cattower-count-failed = 5つ数える間、タワーが持ちこたえられませんでした。
# $title and $text: the Story Card's title and story.
cattower-count-held = タワーが持ちこたえました！ 「{ $title }」：{ $text }
cattower-count-caption = トトが目標の階に到達！ みんなで5つ数えよう…

## Results (after "won" / "lost" in the result message)

# $walls: walls that fell; the second when the players had won a story at $floor.
cattower-result-collapsed = タワーが崩れた：壁が{ $walls }枚落ちた
cattower-result-collapsed-reached = タワーが崩れた：壁が{ $walls }枚落ちた（{ $floor }階まで到達していた）
# Co-op victory: $floor and the Story Card's $title.
cattower-result-victory = トトが{ $floor }階に到達：「{ $title }」
# Competitive: $why (one of the cattower-why- messages), then the best cat ($scarf: its
# scarf colour word) and how far it got.
cattower-result-ranks-first-beside = { $why }。{ $scarf }のスカーフの猫が1位（まだタワーの横）
cattower-result-ranks-first-floor = { $why }。{ $scarf }のスカーフの猫が1位（{ $floor }階まで上った）
cattower-why-collapsed = タワーが崩れた（壁が{ $walls }枚落ちた）
cattower-why-all-top = すべての猫が24階に到達した
# $name: the seat's colour.
cattower-result-gave-up = { $name }があきらめたので、タワーは未完成のまま
cattower-result-resigned = { $name }が投了したので、一番上にいる猫の勝ち
cattower-result-stopped = プレイヤーが終了に合意した
cattower-result-stopped-best = プレイヤーが終了に合意したので、一番上にいる猫の勝ち
# A result stored by an older version of the bot, in English ($text).
cattower-stored = { $text }
# A label of symbols and numbers only ("◀ 2 mm", "12 ▶"): nothing to translate.
cattower-plain = { $text }
cattower-takeback-cards = その手でカードが引かれたり、使われたり、公開されたりした

## What the active player decides now (under the board, and in "does not fit now" errors)

cattower-step-over = ゲーム終了
cattower-step-card = アクションカードを選んでください
cattower-step-higher = 勝利！ さらに上を目指しますか、それともここで止めますか？
cattower-step-goal-coop = 目標を達成する（トトが上る）か、手番を終えてください
cattower-step-goal = 仲間を上の階に動かすか、目標を達成するか、手番を終えてください
cattower-step-pet = 仲間をなでてください
cattower-step-pet-another = 別の仲間をなでてください
# $left and $right: wall names; $mm: the spacing; $side: cattower-side.
cattower-step-walls = 壁を置いてください：左に{ $left }、右に{ $right }、間隔{ $mm } mm、{ $side }
cattower-step-floor = 壁の上に{ $floor }階を置いてください（{ $side }）
# $verb: "move" or "place"; $which: "the" (a chosen Friend) or "a"; $colour: a colour word;
# $on: the Friend it goes on.
cattower-step-friend-on = { $which ->
        [the] 選んだ
       *[a] {""}
    }{ $colour }の仲間を{ $on }の上に{ $verb ->
        [move] 動かしてください
       *[place] 置いてください
    }
cattower-step-friend-floor = { $which ->
        [the] 選んだ
       *[a] {""}
    }{ $colour }の仲間を{ $floor }階（{ $side }）に{ $verb ->
        [move] 動かしてください
       *[place] 置いてください
    }
cattower-step-friend-nofloor = { $which ->
        [the] 選んだ
       *[a] {""}
    }{ $colour }の仲間を{ $verb ->
        [move] 動かしてください
       *[place] 置いてください
    }（階を選んでください）
# $who: "toto" or "cat" (the player's own cat).
cattower-step-climb-on = { $who ->
        [toto] トト
       *[cat] あなたの猫
    }を{ $floor }階の{ $on }の上に降ろしてください
cattower-step-climb = { $who ->
        [toto] トト
       *[cat] あなたの猫
    }を{ $floor }階（{ $side }）に降ろしてください
# A step ($step) after failed tries: $try is the next try's number of $most.
cattower-step-try = { $step }（{ $most }回中{ $try }回目の挑戦）

## Move labels (menus and announcements, at most 100 characters)

# $card: a card id; $option: the option's text.
cattower-describe-take = { $card }：{ $option }
cattower-describe-discard = { $card }を捨てる（カードの選択肢をどれも実行できない）
cattower-describe-walls = 左に{ $left }、右に{ $right }
# $spacing: "narrow", "medium", "wide" or the spacing in mm; $mm: the spacing.
cattower-describe-spacing = 壁の間隔：{ $spacing ->
        [narrow] 狭い
        [medium] 普通
        [wide] 広い
       *[other] { $spacing }
    }（{ $mm } mm）
cattower-describe-nudge = 駒を{ $way ->
        [left] 左
       *[right] 右
    }に2 mmずらす
cattower-describe-centre-floor = 階を中央に置く
cattower-describe-shift-floor = 階をずらす：{ $side }
cattower-describe-colour = { $colour }の仲間を使う
cattower-describe-floor = { $floor }階に置く
cattower-describe-at = 置く位置：{ $side }
# $friend: cattower-friend-on-floor or -on-tower.
cattower-describe-on = { $friend }の上に置く
cattower-describe-lift = { $friend }を持ち上げる
cattower-describe-pet = { $friend }をなでる
# $goal: a goal's name; $floors: how many floors.
cattower-describe-goal = 「{ $goal }」を達成：トトが{ $floors ->
       *[other] { $floors }階
    }上る
# $number: which of the player's two secret goals (1 or 2).
cattower-describe-secret-goal = 秘密の目標 #{ $number }を達成：あなたの猫が{ $floors ->
       *[other] { $floors }階
    }上る
cattower-describe-confirm = 確定：ここに置く
cattower-describe-back = カードの選択に戻る
cattower-describe-end = 手番を終える
cattower-describe-higher = さらに上へ：次のストーリーカードに挑戦
cattower-describe-stop = ここで止めてお祝いする
cattower-describe-forfeit = この配置をあきらめる（この選択肢は失われます）

## Buttons under the board (labels at most 80 characters)

# $card: a card id, $arrow: " ◀", " ▶" or nothing, $option: the option's short text.
cattower-button-take = { $card }{ $arrow } { $option }
cattower-button-discard = { $card }を捨てる
cattower-button-walls = { $left } | { $right }
cattower-button-narrow = 狭い
cattower-button-medium = 普通
cattower-button-wide = 広い
cattower-button-centre = 中央
cattower-button-white = 白
cattower-button-ginger = 茶トラ
cattower-button-grey = グレー
cattower-button-brown = 茶色
# $goal: a goal's name; $floors: the climb.
cattower-button-goal = { $goal }：+{ $floors }
cattower-button-confirm = 確定
cattower-button-back = 戻る
cattower-button-end = 手番を終える
cattower-button-higher = さらに上へ
cattower-button-stop = ここで止める
cattower-button-forfeit = あきらめる

## Menus under the board (placeholders at most 150 characters, options at most 100)

cattower-menu-walls = どの壁をどちらに置きますか？
cattower-menu-floor = 仲間を置く階…
cattower-menu-floor-option = { $floor }階
cattower-menu-on = …または仲間の上に
cattower-menu-pet = どの仲間をなでますか？
cattower-menu-lift = どの仲間を持ち上げますか？
cattower-secret-title = あなたの目標カード

## Errors for a typed move (shown only to the player who typed it). $move: the move's
## notation; $step: what to do now (a cattower-step- message).

cattower-not-a-game = これはCat and the Towerのゲームではありません。
cattower-not-a-move = それはCat and the Towerの手ではありません。
cattower-nothing-placed = 今は何も配置していません。
cattower-unknown-move = 不明な手です。
cattower-not-now = `{ $move }` は今は指せません：{ $step }。
cattower-spacing-range = 間隔は{ $low }～{ $high } mmにしてください。
cattower-offset-range = 階をずらせるのは中央から{ $low }～{ $high } mmの範囲です。
cattower-choose-floor-first = 先に階を選んでください（`floor 3`）。
cattower-spot-range = 位置は中央から{ $low }～{ $high } mmの範囲にしてください。
cattower-cannot-confirm = 今は確定できません。
# $id: the Friend being moved, $colour its colour.
cattower-moving-friend = 今動かしているのは{ $colour }の仲間{ $id }です。
cattower-card-places = このカードで置くのは{ $colour }の仲間です。
# $id: a Friend id.
cattower-not-standable = { $id }は、上に乗れるタワー上の仲間ではありません。
cattower-on-top-needed = このカードの仲間は別の仲間の上に置く必要があります：`on f5` を使ってください。
cattower-floor-unusable = { $floor }階は今は使えません。
cattower-spot-off = その位置は階からはみ出しています。
# $goal: a goal id.
cattower-goal-not-up = { $goal }は表向きではありません。
cattower-goal-not-held = { $goal }はあなたの手札にありません。
# $area: where the goal is checked (cattower-area- messages).
cattower-goal-not-met = { $area }では{ $goal }の条件を満たしていません。
cattower-area-coop = トトのすぐ上の階
cattower-area-cat = あなたの猫より上の階
# $who: "toto" or "cat"; $floors: the most floors the goal lets climb.
cattower-climb-most = { $goal }で{ $who ->
        [toto] トト
       *[cat] あなたの猫
    }が上れるのは最大{ $floors }階です。
cattower-card-not-up = { $card }は表向きではありません。
cattower-card-one-option = { $card }の選択肢は1つだけです：`take { $card }`。
# $side: "left" or "right".
cattower-option-impossible = { $card }の{ $side ->
        [left] 左
       *[right] 右
    }の選択肢は今は実行できません（なでる仲間がいないか、残りの階がありません）。
cattower-discard-only = カードを捨てられるのは、表向きの選択肢をどれも実行できないときだけです。
cattower-walls-unavailable = その壁はこのカードでは使えません（FAQで代わりの壁が認められているのは、その種類の在庫がないときだけです）。
cattower-nudge-end = 駒はその方向にはこれ以上動かせません。
cattower-not-possible = `{ $move }` は今は実行できません。指定した階か仲間を確認してください。
cattower-back-too-late = 戻れるのは最初の挑戦の前だけです。
cattower-end-not-yet = まだ手番を終えられません：{ $step }。
cattower-goal-after = 目標はアクションの後に達成します。
# Typing mistakes. $token: what the player typed; $what: which number was meant.
cattower-not-mm = `{ $token }` は{ $what ->
        [spacing] 間隔
        [offset] 階のずれ
        [floor] 階
        [spot] 位置
       *[climb] 上る階数
    }のミリ数として使えません。
cattower-not-usable = `{ $token }` は使える数ではありません。
cattower-not-whole = `{ $token }` は{ $what ->
        [spacing] 間隔
        [offset] 階のずれ
        [floor] 階
        [spot] 位置
       *[climb] 上る階数
    }を表す整数ではありません。
# $prefix: "A" or "G" (card ids look like A07, G07).
cattower-not-card-id = `{ $token }` はカードID（{ $prefix }07 など）ではありません。
cattower-not-friend-id = `{ $token }` は仲間のID（f5 など）ではありません。
# $colours and $types: the typed words allowed, joined with ", ".
cattower-not-colour = `{ $token }` は仲間の色ではありません（{ $colours }）。
cattower-walls-how = 壁は `walls bricks-left angels-right` のように書いてください。
cattower-not-wall = `{ $token }` は壁の種類ではありません（{ $types }）。
cattower-type-a-move = 手を入力してください（例：`take A01 left` や `confirm`）。
cattower-choose-side = カードの `left` か `right` の選択肢を選んでください。
cattower-place-how = `friend ginger floor 3 at 20` のように書いてください。
cattower-goal-how = `goal G02 climb 2` のように書いてください。
# $text: what the player typed.
cattower-unreadable = `{ $text }` はCat and the Towerの手ではありません。`take A01 left`、`confirm`、`pet f5`、`goal G02 climb 2`、`end turn` などを試してください。
# Placement problems ($piece in its "-start" form for the first, else in its plain form).
cattower-all-placed = { $colour }の仲間はすべてタワーの上にいます：`lift` で1匹選んで置き直してください。
cattower-choose-colour = 先に仲間の色を選んでください。
cattower-choose-floor = 先に階（または乗せる仲間）を選んでください。
cattower-choose-where = 先に駒を置く場所を選んでください。
cattower-overhang = { $piece }が階の端からはみ出してしまいます。
cattower-spot-taken = その位置はふさがっています：{ $piece }にめり込んでしまいます。駒をずらすか、別の位置を選んでください。

## Wall types (names printed on the walls and the Wall Reference Card)

cattower-wall-bricks = レンガ
cattower-wall-windows = 窓
cattower-wall-arches = アーチ
cattower-wall-angels = 天使
cattower-wall-pillars = 柱

## Action Cards: each option's text (card and menu), and its short form (a button
## label, at most 60 characters). The card ids (A01…) are notation and stay.

cattower-card-a01-left = 建設：レンガ + 天使
cattower-card-a01-left-short = レンガ + 天使
cattower-card-a01-right = 建設：窓 + アーチ
cattower-card-a01-right-short = 窓 + アーチ
cattower-card-a02-left = 好きな色の仲間を置く
cattower-card-a02-left-short = 好きな仲間
cattower-card-a03-left = 建設：レンガ + 窓
cattower-card-a03-left-short = レンガ + 窓
cattower-card-a04-left = 建設：レンガ + アーチ
cattower-card-a04-left-short = レンガ + アーチ
cattower-card-a05-left = 建設：窓 + 天使
cattower-card-a05-left-short = 窓 + 天使
cattower-card-a06-left = 建設：アーチ + 天使
cattower-card-a06-left-short = アーチ + 天使
cattower-card-a07-left = 建設：レンガ + 天使
cattower-card-a07-left-short = レンガ + 天使
cattower-card-a07-right = 白の仲間を置く
cattower-card-a07-right-short = 白の仲間
cattower-card-a08-left = 建設：窓 + アーチ
cattower-card-a08-left-short = 窓 + アーチ
cattower-card-a08-right = 茶トラの仲間を置く
cattower-card-a08-right-short = 茶トラの仲間
cattower-card-a09-left = 建設：柱 + 柱
cattower-card-a09-left-short = 柱 + 柱
cattower-card-a09-right = 建設：レンガ + アーチ
cattower-card-a09-right-short = レンガ + アーチ
cattower-card-a10-left = 建設：柱 + 柱
cattower-card-a10-left-short = 柱 + 柱
cattower-card-a10-right = グレーの仲間を置く
cattower-card-a10-right-short = グレーの仲間
cattower-card-a11-left = 建設：柱 + 柱
cattower-card-a11-left-short = 柱 + 柱
cattower-card-a11-right = 仲間を1匹なでる
cattower-card-a11-right-short = 1匹なでる
cattower-card-a12-left = 白の仲間を置く
cattower-card-a12-left-short = 白の仲間
cattower-card-a12-right = グレーの仲間を置く
cattower-card-a12-right-short = グレーの仲間
cattower-card-a13-left = 茶トラの仲間を置く
cattower-card-a13-left-short = 茶トラの仲間
cattower-card-a13-right = 茶色の仲間を置く
cattower-card-a13-right-short = 茶色の仲間
cattower-card-a14-left = 白の仲間を置く
cattower-card-a14-left-short = 白の仲間
cattower-card-a14-right = 茶色の仲間を置く
cattower-card-a14-right-short = 茶色の仲間
cattower-card-a15-left = グレーの仲間を置く
cattower-card-a15-left-short = グレーの仲間
cattower-card-a15-right = 茶トラの仲間を置く
cattower-card-a15-right-short = 茶トラの仲間
cattower-card-a16-left = 好きな色の仲間を2匹置く
cattower-card-a16-left-short = 仲間2匹
cattower-card-a17-left = 好きな色の仲間を別の仲間の上に置く
cattower-card-a17-left-short = 仲間の上に仲間
cattower-card-a17-right = 茶色の仲間を置く
cattower-card-a17-right-short = 茶色の仲間
cattower-card-a18-left = 仲間を1匹なでる
cattower-card-a18-left-short = 1匹なでる
cattower-card-a19-left = 違う仲間を2匹なでる
cattower-card-a19-left-short = 2匹なでる
cattower-card-a20-left = 仲間を1匹なでてから、好きな色の仲間を置く
cattower-card-a20-left-short = 1匹なでる + 好きな仲間

## Goal Cards: name and condition (the ids G01… are notation and stay)

cattower-goal-g01-name = こんにちは、仲間
cattower-goal-g01-text = 仲間が1匹以上
cattower-goal-g02-name = 鼻と鼻
cattower-goal-g02-text = 触れ合っている仲間2匹
cattower-goal-g03-name = きょうだい猫
cattower-goal-g03-text = 触れ合っている同じ色の仲間2匹
cattower-goal-g04-name = でこぼこコンビ
cattower-goal-g04-text = 触れ合っている違う色の仲間2匹
cattower-goal-g05-name = おんぶ
cattower-goal-g05-text = 別の仲間の上に乗った仲間
cattower-goal-g06-name = グレーの上に茶トラ
cattower-goal-g06-text = グレーの仲間の上に乗った茶トラの仲間
cattower-goal-g07-name = 猫の行列
cattower-goal-g07-text = 1つにつながって触れ合う仲間3匹
cattower-goal-g08-name = 三色の毛並み
cattower-goal-g08-text = 3色それぞれ違う色の仲間3匹
cattower-goal-g09-name = キャットタワー
cattower-goal-g09-text = 縦に積み重なった仲間3匹
cattower-goal-g10-name = 見張りの橋
cattower-goal-g10-text = 2匹の仲間の上に同時に乗った仲間1匹
cattower-goal-g11-name = ほどよい距離
cattower-goal-g11-text = どの2匹も触れ合っていない仲間3匹
cattower-goal-g12-name = 人気者
cattower-goal-g12-text = 他の3匹と触れ合っている仲間1匹
cattower-goal-g13-name = 全色そろい
cattower-goal-g13-text = すべての色の仲間
cattower-goal-g14-name = 家族の再会
cattower-goal-g14-text = 同じ色の仲間3匹
cattower-goal-g15-name = ダブルおんぶ
cattower-goal-g15-text = それぞれ別の仲間の上に乗った仲間2匹
cattower-goal-g16-name = ひとりぼっちの見張り
cattower-goal-g16-text = 階の中心から12 mm以内に、仲間がちょうど1匹

## Story Cards: title and the text read when the tower holds at the story's floor

cattower-story-s10-title = 10階
cattower-story-s10-text = トトには眼下に町じゅうが見えます。はるか上では、星がひとつ、まばたきを返しています。
cattower-story-s13-title = 雲の上
cattower-story-s13-text = 雲は見た目よりもやわらかでした。トトはまだまだ上っていきます。
cattower-story-s15-title = 風の歌うところ
cattower-story-s15-text = 風が口ずさむのは、トトが遠い昔に聞いた子守歌です。
cattower-story-s17-title = 夜の庭
cattower-story-s17-text = 手が届きそうなほど低く星がかかり、そのひとつがのどを鳴らしています。
cattower-story-s20-title = ママの星
cattower-story-s20-text = いちばん上で、あたたかな光がトトを包みこみます。トトはおうちに帰ってきたのです。

## The rules (/kitty rules cattower): markdown, shown as written

cattower-rules =
    # Cat and the Tower

    交代で紙のタワーを建てていきます（1回に壁2枚と階1枚ずつ）。その上に猫の仲間を置いて、猫のトトが
    登れるようにしましょう。トトが10階に到達してタワーが立っていれば全員の勝ち、壁が5枚倒れたら全員の負けです。

    ## 手番
    1. **表向きのアクションカードの選択肢を1つ実行します：**
       - **建設**：一番上の階に壁を2枚立て（どちらを左にするか、間隔、微調整）、
         その上に次の階を載せます（ずらし幅）。
       - **仲間を置く**：階の上、または別の仲間の上に仲間を置きます。
       - **なでる**：仲間を1匹か2匹なでます。
    2. **目標**（任意）：表向きの目標が**トトのすぐ上の階**にいる仲間について成り立っていれば、
       それを達成できます。トトはその数まで階を上ります。

    半透明のプレビューで駒を置く場所が分かります。**確定**で駒を置くと、あなたの手
    （steady、normal、shaky、butterfingers）が少し震えます。何が立ったまま残るかは物理演算で決まります。
    1つの駒につき最大3回まで挑戦でき、それを過ぎるとその選択肢は失われます。**戻る**：カードの選択に戻ります。

    ## がれき
    - テーブルの上にあって、どの階の板にも触れていないもの：がれきです。壁は数えられ、階と仲間は
      ストックに戻ります。階の板に触れているもの：元の位置に戻します（戻せなければストックへ）。
    - 35°より大きく傾いた階や、下の階から20 mm以内に落ちた階は使えなくなります。その階、その階だけに
      載っているもの、階を失った壁はがれきになります。
    - トトと猫たちは決してがれきになりません。手番の開始時にいた階（またはその下で立っている一番上の階）に戻ります。

    ## 勝ちと負け
    - **勝利**：トトが目標の階（10階）以上に到達したら、テーブルを揺らしながら5つ数えます。
      タワーが立っていれば勝ちで、ストーリーカードが読み上げられます。その後、同じタワーで
      {"**"}さらに上へ**（13、15、17、20階）挑戦するか、止めることができます。
    - **敗北**：壁が5枚倒れたとき。

    ## 対戦版（2～5人）
    各プレイヤーは1階の横に黒猫を1匹置き、秘密の目標を2枚持ちます。アクションカードは3枚表向きになります。
    アクションの後、自分の猫がいる階の仲間を1匹、それより上の階に動かせます。その後、自分の目標を1つ達成できます：
    自分の猫が上り、新しい目標を1枚引きます。タワーが崩れる（壁5枚。崩した人が最下位）か、すべての猫が
    24階に到達するとゲームが終わり、一番高い猫の勝ちです。

    ## 手の書き方
    `take A07 left` · `walls bricks-left angels-right` · `spacing narrow|wide|48` ·
    `nudge left|right` · `floor offset -6` · `friend ginger floor 3 at 12` · `on f5` ·
    `lift f3` · `pet f5` · `goal G02 climb 2` · `confirm` · `back` · `give up` ·
    `end turn` · `go higher` · `stop`
    仲間：白 f1～f4、茶トラ f5～f8、グレー f9～f12、茶色 f13～f16。

    ## ルールの曖昧な点についてのボットの解釈
    - **対戦版の目標**では、**自分の猫より上のすべての階**の仲間を合わせて数えます。
    - **順位**：猫が目標で到達した最も高い階。同じなら先に到達した猫が上位です。
    - トトがすでに到達している目標の階へ**さらに上へ**挑戦する場合：すぐに5つ数えます。
    - **5つ数えるのに失敗した後**は、トトが目標の階以上にいる状態で手番が終わるたびに、
      成功するかゲームに負けるまで、もう一度数えます。
    - 目標でトトが一番上の階より上に上ることはありません。
    - 表向きの選択肢をどれも実行できないときは、代わりにカードを1枚捨てます。

    ## 盤面の見方
    - 目盛り：階の番号。目標の階には★と破線。目標カードを判定する階（トトのすぐ上）は黄色の枠で、トトの頭はトトのいる階に描かれます。
    - 仲間の印：白は輪、茶トラは縞、グレーは点、茶色はぶち。黒猫はプレイヤーのスカーフと名前を身に着けています。
      テーブルの上の薄く描かれた駒はがれきです。
    - パネル：「倒れた壁 2/5」、手番のプレイヤー、アクションカード（◀ ▶ は選択肢の左右、● はカードの唯一の選択肢）、
      目標とその上昇数、順位、拡大図。タワーの下の帯には、直前の配置で何が起きたかが表示されます。
