# Texts of bot/core: what every game says the same way.

core-game-over = このゲームは終了しています。
core-not-your-turn = あなたの手番ではありません。
core-player-number = プレイヤー{ $number }
core-resigned = { $name }が投了した
core-agreed-draw = プレイヤー同士が引き分けに合意した
core-hidden-cards-changed = その後、あるプレイヤーの非公開カードが変わった
core-option-one-of = `{ $name }` は次のいずれかにしてください：{ $allowed }。
core-option-at-least = `{ $name }` は{ $bound }以上にしてください。
core-option-at-most = `{ $name }` は{ $bound }以下にしてください。
core-option-kind = `{ $name }` は{ $kind ->
        [int] 整数
        [bool] on か off
       *[other] 単語
    }で指定してください（`{ $value }` は使えません）。
core-time-out = 時間切れ
