# Texts of everything that teaches: lessons (`/kitty learn`), hints, the analysis of a
# finished game (`/kitty analyse`). The lessons' own texts are in lessons-<game>.ftl.
# Words in `code` are commands, options or typed moves: never translate them.


## A lesson being played (bot/core/lessons.py): the answer to a try

# $seat: the colour or role the learner plays in this lesson ("Yellow").
teach-lesson-not-your-seat = このレッスンでは、あなたは{ $seat }を担当します。
# $hint: the lesson's hint (a whole sentence). $within: how many moves the lesson allows.
teach-lesson-out-of-tries = { $hint } { $within ->
       *[other] { $within }手以内
    }で目標を達成できませんでした。レッスンを最初からやり直します。
# $hint: the lesson's hint (a whole sentence).
teach-lesson-game-ended = { $hint } 目標を達成する前にゲームが終わりました。レッスンを最初からやり直します。


## The lesson card (cogs/lesson_card.py), a private message

# The card's first line, in bold. $game: the game's name; $number: this lesson's number;
# $count: how many lessons the game has; $title: the lesson's title.
teach-card-header = **{ $game } · レッスン { $number }/{ $count }：{ $title }**
# Under the lesson's text. $key: the game's key as typed in commands (notation).
teach-card-how = 下のメニューから手を選ぶか、`/kitty move`（または `/kitty learn game:{ $key } move:`）で入力してください。
# A try the lesson refused. $reason: why (a whole sentence).
teach-card-refused = ❌ { $reason }
# $moves: the moves the bot played for the other seats, in notation, separated by commas.
teach-card-replies = 相手の応手：{ $moves }。
# A lesson completed. $success: the lesson's success text.
teach-card-done-one = ✅ { $success }
# After the last lesson of a game. $game: the game's name; $key: its key (notation).
teach-card-all-done = 🎉 { $game }のレッスンをすべて終えました！ `/kitty start { $key }` で本番の卓を開けます。
# `/kitty learn` once every lesson of the game is done. $game: the game's name.
teach-card-all-done-again = { $game }のレッスンはすべて終わっています。**{ teach-card-again }**を押すと、もう一度受けられます。
# An old lesson card was used. $key: the game's key (notation).
teach-card-moved-on = このレッスンカードは古くなっています。`/kitty learn game:{ $key }` で現在の進み具合を確認できます。
# A button to a lesson not reached yet. $key: the game's key (notation).
teach-card-not-yet = 先にその前のレッスンを終えてください：`/kitty learn game:{ $key }`
# $key: what the member typed as the game.
teach-card-unknown-game = `{ $key }` というゲームのレッスンはありません。表示されるゲームから選んでください。
# Above the second menu, the moves of one piece or kind. $label: the group (notation, "c3").
teach-card-group = **{ $label }**の手：
# Button label, ≤ 80 characters.
teach-card-next = 次のレッスン
# Button label, ≤ 80 characters. Also named in teach-card-all-done-again.
teach-card-again = 最初からやり直す
# Button label (shown with a 💡), ≤ 80 characters: the AI's suggested move, privately.
# Menu placeholder, ≤ 150 characters.
teach-card-pick = 手を選んでください…
# Menu placeholder when the moves are grouped by piece first, ≤ 150 characters.
teach-card-pick-group = 何を動かしますか？
# Menu option that goes back to the first menu, ≤ 100 characters.
teach-card-back = ← すべての手に戻る


## A hint (the Hint button), a private answer

# The first line. $move: the suggested move (notation).
teach-hint-move = 💡 AIのおすすめは**{ $move }**です。
# The second line, when the AI has no reason to give for its move.
teach-hint-no-reason = （AIは理由を説明できません。）
# A Hint clicked under a board that is no longer the latest one.
teach-hint-moved-on = この盤面はすでに進んでいます。

## Why a move is good (bot/ai/hint_texts.py). The parts are clauses (plain form in
## Japanese) joined into one sentence by teach-hint-reason-one/-two.

# One clause as a sentence.
teach-hint-reason-one = この手のポイント：{ $first }。
# Two clauses as one sentence.
teach-hint-reason-two = この手のポイント：{ $first }。{ $second }。
# A list of two or more things: $most is every item but the last, $last the last one.
teach-hint-list-and = { $most }と{ $last }
# The first items of a list: $first, then the rest of them ($rest).
teach-hint-list-comma = { $first }、{ $rest }

# The colours of the pieces, as owners ("takes over Blue's tower").
teach-hint-colour-red = 赤
teach-hint-colour-yellow = 黄
teach-hint-colour-blue = 青
teach-hint-colour-green = 緑
teach-hint-colour-black = 黒
teach-hint-colour-white = 白
# Stacktics pyramid sizes.
teach-hint-size-small = 小
teach-hint-size-medium = 中
teach-hint-size-large = 大

# Towers. $owner: a colour; $cell: a cell (notation); $height: pieces in that tower.
teach-hint-towers-take = { $cell }にある{ $owner }のタワー（{ $height ->
       *[other] 駒{ $height }個
    }）を奪う
# $before, $after: the pieces in the towers the player owns before and after the move.
teach-hint-towers-pieces = 支配する駒が{ $before }個から{ $after ->
       *[other] { $after }個
    }になる
# Stacktics. $owner: a colour; $pieces: the sizes captured; $cell: a cell; $pips: their worth.
teach-hint-stacktics-capture = { $cell }にある{ $owner }の{ $pieces }の駒を取る（{ $pips ->
       *[other] { $pips }目
    }）
# $taken: the pips the player will have captured; $needed: the pips that win.
teach-hint-stacktics-total = 必要な{ $needed }目のうち{ $taken }目を獲得したことになる
teach-hint-stacktics-wins = 勝利に必要な目がそろう
# Tumbling Down. $owner: a colour; $cells: one or more cells (notation, "c3 and d4").
teach-hint-tumbling-takes-king = { $cells }にある{ $owner }のキングを取って勝利する
# $owner: a colour. A pure stack is made only of that player's colour.
teach-hint-tumbling-no-pure = { $owner }の単色のスタックをなくして勝利する
# One stack covered. $height: its pieces; $cell: where (notation).
teach-hint-tumbling-stack = { $height ->
       *[other] { $cell }の高さ{ $height }のスタック
    }
# $owner: a colour; $stacks: the stacks covered (teach-hint-tumbling-stack, in a list).
teach-hint-tumbling-covers = { $owner }の{ $stacks }を覆う
# $owner: a colour; $cells: the kings' cells (notation); $count: how many kings.
teach-hint-tumbling-threat = { $cells }にある{ $owner }の{ $count ->
       *[other] キング
    }を脅かす
# Kitty Stack Tower. $before, $after: the height of the stacks the player owns, in all.
teach-hint-kitty-height = 所有するスタックの高さの合計が{ $before }から{ $after ->
       *[other] { $after }
    }になる
# Cat and the Tower. $name: the goal card's name; $climber: who climbs; $floors: how many floors.
teach-hint-cattower-goal = 目標「{ $name }」を達成し、{ $climber }が{ $floors ->
       *[other] { $floors }階
    }上る
# Toto, the cat of the co-operative game (a name).
teach-hint-cattower-toto = トト
# The player's own cat in the competitive game.
teach-hint-cattower-cat = あなたの猫

## When hints are offered (bot/ai/hint_policy.py)

# The description of the `hints` option of `/kitty start`, ≤ 100 characters.
teach-hints-option-description = ヒントボタンを使えるようにする（レーティング対象の卓では全員の同意が必要）
teach-hints-refuse-rated = このレーティング対象の卓ではヒントは使えません：卓の開始時に全員が同意する必要があります。
teach-hints-refuse-table = この卓はヒントなしで始まりました（`hints:on` でヒントを使えるようになります）。
# $value: what was typed for the option.
teach-hints-unknown-option = `hints` は `on` か `off` にしてください（`{ $value }` は使えません）。


## The analysis of a finished game (`/kitty analyse`, the Analyse button), public

# $id: the game's number.
teach-analysis-not-finished = ゲーム #{ $id }はまだ終わっていません。分析できるのはゲームの終了後です。
teach-analysis-no-moves = ゲーム #{ $id }には分析できる手がありません。
# The note while the analysis runs. $id: the game's number; $positions: how many positions.
teach-analysis-running = ゲーム #{ $id }を分析中です（{ $positions ->
       *[other] { $positions }局面
    }）… 完成したら画像がここに表示されます。
# The same note when other analyses run first. $ahead: how many.
teach-analysis-running-waiting = ゲーム #{ $id }を分析中です（{ $positions ->
       *[other] { $positions }局面
    }）… 完成したら画像がここに表示されます。{ $ahead ->
       *[other] 先に{ $ahead }件の分析を行います。
    }
# The note after each part. $done: positions analysed so far, of $positions.
teach-analysis-progress = ゲーム #{ $id }を分析中：{ $positions }局面中{ $done }局面完了…
# The embed's title. $title: the game's title ("Towers #12").
teach-analysis-title = 分析：{ $title }
# $result: how the game ended (a sentence part, "Alice won").
teach-analysis-result = 結果：{ $result }。
# Who led. $who: a player's name; $count of $total positions.
teach-analysis-ahead = ゲームの大半で優勢だったのは**{ $who }**です（{ $total }局面中{ $count }局面）。
teach-analysis-level = ゲームの大半で優勢だったプレイヤーはいませんでした。
teach-analysis-swings-head = 形勢が大きく動いた手：
# One swing. $n: its number in the list; $ply: the move's number; $who: the mover's name;
# $played: the move (notation); $before, $after: the mover's chance to win (0 to 1).
teach-analysis-swing = { $n }. { $ply }手目、{ $who }が{ $played }を指した：勝率 { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) }
# The same, with the move the AI preferred ($preferred, notation) and its chance ($value).
teach-analysis-swing-preferred = { $n }. { $ply }手目、{ $who }が{ $played }を指した：勝率 { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) }（AIのおすすめは{ $preferred }、{ NUMBER($value, style: "percent", maximumFractionDigits: 0) }）
teach-analysis-no-swings = 形勢を変えた手はありませんでした。
# The embed's footer.
teach-analysis-footer = 勝率は、局面ごとに一定の計算量でAIが見積もったものです。
# The picture's description for screen readers. $id: the game's number; $text: the summary.
teach-analysis-alt = ゲーム #{ $id }での各プレイヤーの勝率を1手ごとに示したグラフ。{ $text }
# A player's name when the analysis does not know it.
teach-analysis-unknown-player = ?
