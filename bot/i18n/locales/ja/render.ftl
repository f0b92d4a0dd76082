# Every word drawn on a picture (boards, card pictures, the card sheet, replay GIFs,
# analysis charts) and the text boards of the terminal commands.
# Space on a picture is short: Japanese is wide, keep labels short.
# Notation (cells such as c3, moves such as c3-c4, piece letters) is never translated.

## Shared words

# Two names (or a list and one more name) joined: "Alice and Bob".
render-and = { $first }と{ $last }
# A seat without a name; $number is the seat number (1, 2, …).
render-player = プレイヤー{ $number }
# Piece colours (also the seats' names when a board is drawn without players).
render-colour-r = 赤
render-colour-y = 黄
render-colour-b = 青
render-colour-g = 緑
render-colour-w = 白
render-colour-k = 黒

## Text boards (terminal `play` / `replay`, and the end of a picture's alt text)

render-text-draw = 引き分け
# $names: the winners, joined with "and"; $count: how many winners.
render-text-win = { $count ->
       *[other] { $names }の勝ち
    }
# $result: render-text-draw or render-text-win; $reason: why the game ended.
render-text-result = { $result } — { $reason }
render-text-waiting = プレイヤー待ち
# $name: the seat on turn (a colour or a player).
render-text-to-move = { $name }の手番

## Towers text board
# $count: moves made since the last merge; $limit: the number that ends the game.
render-towers-quiet = 合体なしで{ $count }/{ $limit }手（{ $limit }手でゲーム終了）
render-towers-text-key = （各タワー：持ち主の文字と高さ）

## Stacktics text board
# One seat's count: "Red 4 of 15"; $name: the seat, $count: pips captured, $target: pips to win.
render-stacktics-text-pips = { $name } { $count }/{ $target }
# $counts: every seat's render-stacktics-text-pips, joined with " · ".
render-stacktics-text-captured = 獲得した目：{ $counts }
# R321 is notation (colour letter, then piece sizes): keep it as it is.
render-stacktics-text-key = （色の文字、続いて下→上の駒のサイズ：R321 = 赤のツリー）

## Tumbling Down text board
# One side's kings: $name the side, $cells the cells of its kings, $height how tall they are.
render-tumbling-text-king = { $name } { $cells }（高さ{ $height }）
# In place of a side's king cells when it has none left.
render-tumbling-text-none = なし
# $kings: every side's render-tumbling-text-king, joined with " · ".
render-tumbling-text-kings = キング：{ $kings }
render-tumbling-text-key = （スタックは下→上、持ち主の一番上の駒は大文字。高いスタックは高さ＋上の3つ）

## Kitty Stack Tower text board
# $stacks: cells and their stacks in notation ("c3 yBr, d4 rY").
render-kitty-text-stacks = スタック（下→上）：{ $stacks }
# One seat's owned height with its face-up card points: $name, $height, $points.
render-kitty-text-height-points = { $name } { $height }（カード +{ $points }点）
# $heights: each seat's name and height, joined with " · ".
render-kitty-text-heights = 所有する高さ：{ $heights }
# $pieces: the piece letters still to place.
render-kitty-text-unplaced = 未配置の駒：{ $pieces }
render-kitty-text-passes = 連続パス：{ $count }
# The reader's own secret card: $name and $text are the card's name and rule.
render-kitty-text-card = あなたのカード：{ $name } — { $text }

## Alt text: a board picture's description for screen readers (≤ 1 024 characters in
## all, with the text board after it)

# $game: the game's name.
render-alt-board = { $game }の盤面。
# A player and their colour or seat: "Alice (Yellow)".
render-alt-person = { $name }（{ $colour }）
# $names: the winners (render-alt-person), joined with "and"; $count: how many.
render-alt-won = { $count ->
       *[other] ゲーム終了：{ $names }の勝ち。
    }
render-alt-draw = ゲーム終了：引き分け。
# $name: who is to play (render-alt-person).
render-alt-to-play = { $name }の手番。
# $move: the last move (notation, or words).
render-alt-last-move = 直前の手：{ $move }。

## Captions under the square boards (Towers, Stacktics, Tumbling Down)

# A player and their colour: "Alice (Yellow)". ($name is cut with "…" when long.)
render-person = { $name }（{ $colour }）
# Headline after the ▶ mark; $who: a colour ("Yellow") or render-person.
render-to-play = { $who }の手番
# Headline of a single winner; $who as above.
render-wins = { $who }の勝ち
# $score: the final count, winner's first ("20–16").
render-wins-score = { $who }の勝ち { $score }
# A seat as one line (text form of the caption): $who as above, $stat its count ("19 pieces").
render-seat-line = { $who }：{ $stat }
# $who passed their turn.
render-passed = { $who }はパス
render-draw = 引き分け
# A drawn game with its count: $score "18–18".
render-draw-score = 引き分け { $score }
render-game-over = ゲーム終了
# $move: the last move in notation or words.
render-last-move = 直前の手：{ $move }

## Towers board
# Under the board: what the numbers and tints mean.
render-towers-legend = タワーの数字：高さ · 色合い：持ち主（一番上の駒）
# A seat's count of pieces it controls.
render-towers-pieces = { $count ->
       *[other] { $count }個
    }

## Stacktics board
# Moves without a capture; at $limit the game is drawn.
render-stacktics-quiet = 取りなしで{ $count }/{ $limit }手（{ $limit }手で引き分け）
# A seat's captured pips against the pips that win.
render-stacktics-pips = { $count }/{ $target }目
# Label before the small pieces a seat has captured (short).
render-stacktics-took = 獲得
# A move in notation and its meaning. $size: S, M or L; $start, $end: cells (notation).
render-stacktics-move = { $notation } = { $size ->
        [S] 小
        [M] 中
       *[L] 大
    }の駒 { $start } → { $end }
render-stacktics-move-takes = { $notation } = { $size ->
        [S] 小
        [M] 中
       *[L] 大
    }の駒 { $start }が{ $end }を取る
# As above, for a piece lifted from inside a stack: $level counts from the bottom (1, 2, 3).
render-stacktics-move-level = { $notation } = { $size ->
        [S] 小
        [M] 中
       *[L] 大
    }の駒（下から{ $level ->
        [1] 1
        [2] 2
        [3] 3
       *[other] { $level }
    }番目） { $start } → { $end }
render-stacktics-move-takes-level = { $notation } = { $size ->
        [S] 小
        [M] 中
       *[L] 大
    }の駒（下から{ $level ->
        [1] 1
        [2] 2
        [3] 3
       *[other] { $level }
    }番目） { $start }が{ $end }を取る
# Legend under the board, parts joined with " · ".
render-stacktics-legend-win = 勝利：目（点）を{ $count }個獲得
render-stacktics-legend-height = 数字：スタックの高さ
# ×N is the tag drawn on a capture's cell: keep "×N".
render-stacktics-legend-taken = ×N：今取った目

## Tumbling Down board
# Legend under the board (parts joined with " · ").
render-tumbling-legend = 王冠：キング（単色の最も高いスタック） · 数字：スタックの高さ
render-tumbling-legend-check = 赤枠：危険なキング
render-tumbling-legend-fallen = 赤枠：取られたキング
# A side's kings: $count kings, $height how tall they are.
render-tumbling-kings = { $count ->
       *[other] キング{ $count }個・高さ{ $height }
    }
render-tumbling-no-king = キングなし
# The last move: $who the side that moved, $move the move's notation.
render-tumbling-stepped = 直前の手：{ $who }が{ $move }に移動
render-tumbling-tumbled = 直前の手：{ $who }が{ $move }に崩した
render-tumbling-played = 直前の手：{ $who }が{ $move }を指した

## Kitty Stack Tower board

# Status line during set-up.
render-kitty-setting-up = 盤面の準備中
# $who: the player placing a piece (cut with "…" when long).
render-kitty-places = { $who }が駒を配置中
render-kitty-all-placed = すべての駒を配置しました
render-kitty-over-draw = ゲーム終了 — 引き分け
render-kitty-over-wins = ゲーム終了 — { $who }の勝ち！
# Several winners: $names all but the last, joined with ", "; $last the last one.
render-kitty-over-share = ゲーム終了 — { $names }と{ $last }が勝利を分け合いました！
render-kitty-waiting = 待機中
# Passes in a row; the game ends when every one of the $players players passed.
render-kitty-passes = { $count ->
       *[other] 連続パス{ $count }回（{ $players }回で終了）
    }
# Top right: the move counter ($ply: move number), or "set-up" before play. Short.
render-kitty-move = { $ply }手目
render-kitty-setup = 準備
# The last action in words. $who: a seat's player; cells are notation.
render-kitty-last-stack = { $who }が{ $start }を{ $end }に積んだ
# $path: cells joined with " → "; $steps: how many steps.
render-kitty-last-chain = { $who }が{ $path }に沿って積んだ（{ $steps ->
       *[other] { $steps }歩
    }）
render-kitty-last-flip = { $who }が{ $start } → { $end }へ跳び、{ $flipped }を裏返した
render-kitty-last-disassemble = { $who }が{ $start }から{ $under }の下の駒を抜いた
render-kitty-last-place = { $who }が{ $cell }に駒を置いた
# Monochromatic Frenzy is an objective card's name.
render-kitty-last-frenzy = { $who }が{ $cell }のスタックを取り除いた（単色フィーバー）
render-kitty-last-pass = { $who }がパスした
render-kitty-last-done = { $who }が手番を終えた
# Forced Exchange is a card's name.
render-kitty-last-force = { $who }が強制交換を使った
render-kitty-last-give = { $who }がカードを渡した
render-kitty-last-offer = { $who }がカードの交換を申し出た
render-kitty-last-accept = { $who }がカードの交換を承諾した
render-kitty-last-decline = { $who }がカードの交換を断った
# Footer: $action is one of the render-kitty-last-… texts (with the move's notation).
render-kitty-last = 直前：{ $action }
# End of game: a player's cards with their points; $cards: "Name +2, Name +1".
render-kitty-cards-of = { $who }のカード：{ $cards }
# Cards shown so far; $cards: "Alice — Card name" items joined with " · ".
render-kitty-revealed = 公開済み：{ $cards }
# Heading of the panel listing stacks removed by the card Monochromatic Frenzy.
render-kitty-removed = 単色フィーバーで除去
# Score panel column headings (≤ 90 px wide: about 5 Japanese characters; ★ stays).
render-kitty-heading-to-place = 未配置
render-kitty-heading-height = 高さ
render-kitty-heading-stars = ★ カード点
render-kitty-heading-hand = 手札
render-kitty-heading-score = 得点
# The key under the board: what each mark means. "e5" and "7" are samples: keep them first.
render-kitty-key-cell = e5 = マス（列、行）
render-kitty-key-height = 7 = スタックの高さ
render-kitty-key-hidden = 下にさらに駒あり
render-kitty-key-last = 直前の行動（破線：移動元、実線：移動先）
# Disassemble is a card's name.
render-kitty-key-scissors = 分解：動かした駒
render-kitty-key-flip = 裏返したスタック
render-kitty-key-frenzy = 除去したスタック（フィーバー）
render-kitty-key-rainbow = 虹の橋トークン
render-kitty-key-twist = どんでん返しトークン
render-kitty-key-count = トークンの点：トークンの数
render-kitty-key-cards = 手札の目標カード
render-kitty-key-stars = ★ = 目標カードの点数
render-kitty-key-crown = 勝者

## Cat and the Tower board (the panel beside the tower, the scene's labels)

# Panel title: the game's name.
render-cattower-title = Cat and the Tower
# $mode: competitive or coop; $players: how many players.
render-cattower-mode = { $mode ->
        [competitive] 対戦
       *[coop] 協力
    } · { $players ->
       *[other] { $players }人
    }
render-cattower-competitive-rule = 一番高い猫の勝ち。目標は自分の猫より上の階にいる仲間を数えます。
# Co-op: the floor to reach, with the Story card's title ($title) when there is one.
render-cattower-target = 目標の階 { $floor }
render-cattower-target-story = 目標の階 { $floor }：{ $title }
render-cattower-toto-on = トトは{ $floor }階
# On a small tinted label (≤ 280 px at 20 px).
render-cattower-goal-floor = 目標の階 { $floor }
render-cattower-goal-unbuilt = 目標の階 { $floor }（未建設）
render-cattower-tower-built = { $count ->
       *[other] タワー：{ $count }階まで建設
    }
# $fallen walls fell of the $most that end the game.
render-cattower-fallen = 倒れた壁 { $fallen }/{ $most }
# The turn line after "▶"; $who is the player's name (cut with "…" when long).
render-cattower-to-play = { $who }の手番
# Result card: after the winners' names (a line of its own).
render-cattower-wins = { $count ->
       *[other] の勝ち！
    }
render-cattower-victory = ★ 勝利！ ★
render-cattower-tower-fell = タワーが倒れた
# The Story card of a co-op victory: its title and text.
render-cattower-story = 「{ $title }」 — { $text }
# End board: the tower's height (competitive play: a sentence of its own).
render-cattower-tower-stands = { $count ->
       *[other] タワーの高さは{ $count }階
    }
# The same, after render-cattower-reached's " · ".
render-cattower-tower-stands-low = { $count ->
       *[other] タワーの高さは{ $count }階
    }
# Co-op end board: $floor Toto's floor, $tower render-cattower-tower-stands-low.
render-cattower-reached = トトは{ $floor }階に到達 · { $tower }
render-cattower-nothing-fell = 何も落ちなかった
# End board: walls that fell in the game.
render-cattower-fell = 落ちたもの：ゲーム中に{ $walls ->
       *[other] 壁{ $walls }枚
    }
# … and what the last fall knocked off: $last, the counts below joined with "and".
render-cattower-fell-last = 落ちたもの：ゲーム中に{ $walls ->
       *[other] 壁{ $walls }枚
    }、最後の崩落で{ $last }
render-cattower-fell-floors = { $count ->
       *[other] { $count }階分
    }
render-cattower-fell-friends = { $count ->
       *[other] 仲間{ $count }匹
    }
# Section headings (drawn in capitals).
render-cattower-action-cards = アクションカード
render-cattower-goal-cards = 目標カード
render-cattower-ranking = 順位
render-cattower-secret-goals = 各プレイヤーは秘密の目標を2枚持っています（DMを確認）。
# A goal card's pill: how many floors Toto climbs.
render-cattower-climb = 上昇 +{ $climb }
# A seat without a name.
render-cattower-seat = 席{ $seat }
# Competitive ranking: a Black Cat's scarf ($scarf: red, orange, blue, purple, yellow).
render-cattower-scarf = { $scarf ->
        [red] 赤いスカーフ
        [orange] オレンジのスカーフ
        [blue] 青いスカーフ
        [purple] 紫のスカーフ
        [yellow] 黄色いスカーフ
       *[other] { $scarf }のスカーフ
    }
# A cat not yet on the tower.
render-cattower-waiting = 待機中
render-cattower-on-floor = { $floor }階
render-cattower-discards = 捨て札：{ $actions ->
       *[other] アクション{ $actions }枚
    } · { $goals ->
       *[other] 目標{ $goals }枚
    }
# Count frames: under the big "3…" badge.
render-cattower-count = みんなで5つ数えよう！
# Close-up titles in the scene.
render-cattower-preview = プレビュー（拡大）
render-cattower-goal-close-up = 目標の階 { $floor }（拡大）
# The break between two parts of a tall tower: floors $low to $high are not drawn.
render-cattower-not-shown = { $low }～{ $high }階は省略
# Tag over the placement being previewed (short).
render-cattower-preview-tag = プレビュー
# Pieces lying beyond the scene's edge (with ◀ or ▶ beside it).
render-cattower-fallen-aside = { $count }個落下
# The "Last move" line's words for each step of a turn. Card ids (A07, G01), cells,
# colours and wall types in them are notation: keep them as they are.
render-cattower-step-confirm = 駒を置いた
render-cattower-step-take = アクションカード{ $card }を取った
# $side: left or right (the card's option, as notation).
render-cattower-step-take-side = アクションカード{ $card }（{ $side }）を取った
# $mm: millimetres; $side: left, right or centre.
render-cattower-step-aim = { $side ->
        [centre] 駒を中央に合わせた
        [right] 駒を右に{ $mm }mmずらした
       *[left] 駒を左に{ $mm }mmずらした
    }
render-cattower-step-goal = 目標{ $goal }を達成：トトが{ $climb }上昇
render-cattower-step-shift = { $side ->
        [centre] 階を中央に合わせた
        [right] 階を右に{ $mm }mmずらした
       *[left] 階を左に{ $mm }mmずらした
    }
# $left, $right: the two wall types chosen (notation).
render-cattower-step-walls = 壁 { $left }、{ $right }
render-cattower-step-friend = { $colour }の仲間を選んだ
render-cattower-step-friend-set = { $colour }の仲間を{ $where }に置いた
render-cattower-step-floor = { $floor }階を選んだ
# $rest: the rest of the step's notation.
render-cattower-step-discard = { $rest }を捨てた
render-cattower-step-spacing = 壁の間隔を{ $rest }にした
render-cattower-step-nudge = 駒を{ $rest }動かした
render-cattower-step-on = { $rest }に置くことにした
render-cattower-step-lift = { $rest }を持ち上げた
render-cattower-step-pet = { $rest }をなでた
render-cattower-step-back = 戻った
render-cattower-step-end = 手番を終えた
render-cattower-step-go = さらに上を目指した
render-cattower-step-stop = 止まった
render-cattower-step-give = あきらめた

## Card pictures (a seat's own cards, the card sheet of /kitty rules)

# A card without a name.
render-card = カード
# Footer of a card (≤ 200 px at 17 px: about 11 Japanese characters).
render-card-revealed = 公開済み
render-card-secret = 秘密：あなただけに表示
# The picture of an empty hand.
render-no-cards = カードなし

## The analysis chart of a finished game (/kitty analysis)

render-analysis-title = 1手ごとの優勢の推移
# Axis labels (small): x is the move number, y the chance to win.
render-analysis-axis-x = 手数
render-analysis-axis-y = 勝率
render-analysis-no-swings = 形勢を変えた手はありませんでした。
# One swing's line (after its numbered badge): $ply the move number, $who the player,
# $played the move (notation).
render-analysis-swing = { $ply }手目 · { $who }：{ $played }
# The same with the move the AI preferred ($preferred, notation) and its chance to win.
render-analysis-swing-ai = { $ply }手目 · { $who }：{ $played } → AI：{ $preferred }（{ NUMBER($value, style: "percent", maximumFractionDigits: 0) }）

## Kitty Stack Tower: the game's name in the board's corner, on two lines (≤ 150 px each
## at 21 px: about 12 characters a line)
render-kitty-title-top = Kitty Stack
render-kitty-title-bottom = Tower

## Cat and the Tower text board (terminal, and the end of the alt text)

render-cattower-text-summary = 建設した階：{ $floors } · 目標の階 { $target } · 倒れた壁 { $fallen }/{ $most }
# One floor of the tower: $floor its label, $centre mm from the table's centre (signed),
# $tilt degrees (signed).
render-cattower-text-floor = { $floor }階：中心 { $centre } mm、傾き { $tilt }°
# … with the Friends standing on it ($friends: their colours).
render-cattower-text-floor-friends = { $floor }階：中心 { $centre } mm、傾き { $tilt }° · 仲間：{ $friends }
render-cattower-text-debris = { $count }個の駒ががれきとして落ちた
# $who: a player; $scarf: render-cattower-scarf.
render-cattower-text-cat = { $who }の猫（{ $scarf }）：{ $floor }階
# $card: a card id (A07); $options: "left: text | right: text".
render-cattower-text-action = アクション{ $card }：{ $options }
render-cattower-text-goal = 目標{ $card }：{ $name } — { $text }（上昇 { $climb }）
render-cattower-text-goal-id = 目標{ $card }
render-cattower-text-your-goal = あなたの目標{ $card }：{ $name } — { $text }（上昇 { $climb }）
