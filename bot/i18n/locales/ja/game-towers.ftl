# Towers (bot/games/towers): seat names, options, move labels, errors, results and rules.
# Move notation (cells such as `c3`, moves such as `c3-c4`, the word `pass`) is the same in
# every language: never translate text between backticks.

## Seats (seat 1 moves first by default)

towers-seat-1 = 黄
towers-seat-2 = 青

## Options of `/kitty start towers` (Discord option descriptions, ≤ 100 characters).
## The option values (yellow, blue, random) are typed as they are: keep them in English.

towers-option-quiet = 合体のないまま何手続くとゲーム終了か（0 = なし）
towers-option-first = 先手：yellow（黄）、blue（青）、random（ランダム）

## Move labels (autocomplete and the "My moves" menu, ≤ 100 characters).
## $start and $end are cells (`c3`), $height is the height of the moving tower,
## $below the height of the tower it lands on and $total the height afterwards.

# The only move of a player who has no legal move.
towers-describe-pass = パス（指せる手がない）
towers-describe-empty = { $start }（{ $height }）→ { $end }（空き）
# The moving tower lands on a tower of the mover's own colour.
towers-describe-onto-yours = { $start }（{ $height }）→ { $end }：自分の{ $below }の上へ = 高さ{ $total }
# The moving tower lands on a tower of the opponent's colour (and takes it over).
towers-describe-onto-theirs = { $start }（{ $height }）→ { $end }：相手の{ $below }の上へ = 高さ{ $total }

## Why a typed move is refused (shown privately to the player who typed it).

towers-pass-not-allowed = パスできるのは、指せる手がないときだけです。
# $text is what the player typed.
towers-not-a-move = `{ $text }` は手ではありません。`c3-c4`（移動元-移動先）のように書いてください。
# $text is what the player typed as a cell; $last is the board's last cell (`f6`).
towers-not-a-cell = `{ $text }` はマスの名前ではありません（`c4` のように入力してください）。
towers-off-board = `{ $text }` は盤面の外です（a1～{ $last }）。
towers-no-tower = { $cell }にはタワーがありません。
towers-not-yours = { $cell }のタワーはあなたのものではありません。
towers-not-next-to = { $end }は{ $start }の隣ではありません（手は上下左右に1マス動きます）。
# $height is the height of the tower on $cell, $mine the height of the player's tower.
towers-taller = { $cell }のタワー（高さ{ $height }）は、あなたのタワー（高さ{ $mine }）より高いです。
# $move is the typed move in notation (`c3-c4`).
towers-not-legal = `{ $move }` は今は指せない手です。
towers-illegal = その手は今は指せません。

## Why the game ended (a short phrase shown with the result, no full stop).

# $name is a seat's colour (Yellow or Blue).
towers-reason-owns-all = { $name }がすべてのタワーを所有
towers-reason-empty = 盤面が空になった
towers-reason-passed = 両プレイヤーがパスした
# $count is the quiet limit, a number of plies (single moves).
towers-reason-quiet = { $count ->
       *[other] 合体のないまま{ $count }手が過ぎた
    }
towers-reason-agreed = プレイヤーがゲームの終了に合意した

## The rules, as `/kitty rules towers` shows them (Discord markdown, one embed:
## at most about 3 500 characters). The first paragraph is also the pitch `/kitty help`
## shows. Keep the section "Reading the board" in sync with the picture.

towers-rules =
    # Towers

    自分のタワー（一番上が自分の色）を丸ごと隣のマスに動かします。移動先は空いているマスか、
    自分のタワー以下の高さのタワーがあるマスで、そのタワーを奪えます。もうどのタワーも合体できなくなったら、
    所有する駒が多いプレイヤーの勝ちです。

    ## 盤面と駒
    - 黄と青はそれぞれ18個の駒を持ちます。マスは `a1`～`f6` です。列は左から右へa～f、行は黄の側から1～6です。
    - 開始時には、すべてのマスに駒が1個ずつ市松模様に置かれています。`a1` は黄で、どの行・列でも色が交互に並びます。
    - タワーは、一番上の駒の色のプレイヤーのものです。タワーの高さは、含まれる駒の数です。
    - `first:blue` で始めた対局でなければ、黄が先に指します（`first:random` ではボットが先手を決めます）。

    ## 手番
    自分のタワーを1つ、丸ごと上下左右に1マス動かします：
    - 空いているマスへ、または
    - 動かすタワーより**高くない**タワー（自分のものでも相手のものでも）の上へ。動かしたタワーは順番を保ったまま一番上に乗るので、新しいタワーはあなたのものになります。
    自分より高いタワーの上には動けません。指せる手があるうちはパスできません。指せる手がないプレイヤーはパスします（ボットが代わりにパスし、そのことを知らせます）。

    ## ゲームの終わり
    次のいずれかになった時点でゲームは終わります：
    1. 1人のプレイヤーがすべてのタワーを所有した。
    2. 両プレイヤーが続けてパスした。
    3. 合体（駒のあるマスへの移動）のないまま40手続いた。この「合体なしの上限」は開始時に変更できます（`quiet:`、0でなし）。
    4. 両プレイヤーが終了に合意した（`/kitty end` を使い、相手が承諾）。
    {"*"}*得点：** 支配している駒の数、つまり所有するタワーの高さの合計です。駒が多いほうの勝ちで、同数なら引き分けです。投了すると相手の勝ちになります。

    ## 盤面の見方
    - タワーは横から見た形で、下から上へ描かれます。黄の駒には▲、青の駒には■が付いています。マスは持ち主の色で色付けされます。
    - 丸の中の数字はタワーの高さです（高さ2以上のタワー）。3つの点が付いた灰色の板は、深すぎて描ききれない駒を表します。
    - 直前の手：タワーの移動元は破線の枠、着地したマスはマゼンタの実線の枠で囲まれ、その間に矢印が描かれます。
    - 盤面の下：▶ 次に指すプレイヤー。各プレイヤーの色と印、支配している駒の数。合体のないまま続いた手数（「合体なしで12/40手」：40手でゲーム終了）。

    {"*"}*棋譜の書き方：** `c3-c4` はc3のタワーをc4の上に動かします。`/kitty move` では入力中に指せる手がすべて表示されます。盤面の下の**自分の手**を押すと、あなただけに一覧が表示されます。
