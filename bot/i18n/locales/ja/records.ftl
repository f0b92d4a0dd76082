# Texts of the records (bot/records): /kitty game, /kitty history, /kitty stats.
# $id is a game's number as shown (not formatted as a number); $who holds a player's name.

## Finding a stored game

rec-not-found = このサーバーにはゲーム #{ $id }はありません。
rec-never-started = ゲーム #{ $id }は開始されませんでした。
# $game is the key of a game this bot does not have (not translated).
rec-unknown-game = ゲーム #{ $id }は、このボットにないゲームのものです（{ $game }）。
# A game's heading: "$game #$id — $players"; $players are the names joined by rec-versus.
rec-title = { $game } #{ $id } — { $players }
# Joins two player names in a heading: "Alice vs Bob" (chained for more players).
rec-versus = { $first } vs { $second }

## A stored result ("Alice won — Blue has no legal move")

rec-not-finished = 未終了
rec-no-winner = 勝者なし
# $winners: the winners' names (joined by rec-and).
rec-won = { $winners }の勝ち
# Joins two names: "Alice and Bob" (chained for more names).
rec-and = { $first }と{ $second }
# $head is rec-won or rec-no-winner; $reason how the game ended (from the game's catalogue).
rec-result = { $head } — { $reason }

## History lines (/kitty history)

# Who acted when no seat did (a forced move of the game itself).
rec-the-game = ゲーム
rec-step-resigns = { $who }が投了
rec-step-agreed = プレイヤー同士がゲームの終了に合意
rec-step-timeout = { $who }の時間切れ
# $move is the move in notation or the game's words for it.
rec-step-move = { $who }：{ $move }
# A move made after its player asked for a hint; $line is the move's line.
rec-step-hinted = { $line } 💡（ヒント使用後）
# A numbered line of the history: "12. Alice: a1-a2".
rec-numbered = { $number }. { $line }
# A takeback noted in the history; $count: moves it undid.
rec-took-back = ↩ { $who }が{ $count ->
       *[other] { $count }手
    }戻した

## Statistics

# A player's current streak, e.g. "3 wins"; $outcome is win, draw or loss.
rec-streak = { $outcome ->
        [win] { $count ->
           *[other] { $count }連勝
        }
        [draw] { $count ->
           *[other] { $count }回連続引き分け
        }
       *[loss] { $count ->
           *[other] { $count }連敗
        }
    }
