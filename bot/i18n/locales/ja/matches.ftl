# Texts of the match service (bot/matches): refusals a member reads privately, and the
# sentences a table announces in its channel. Placeholders named $who / $name hold a
# player's name (an AI's is "🤖 Kitty AI 1"); $game holds a game's title; $colour holds a
# seat's colour (from the game's own catalogue). Numbers of games ($id) are shown as typed.

## Seats

# A player and their colour, e.g. "Alice (Yellow)". Used inside other sentences.
match-seat-label = { $name }（{ $colour }）

## Offers to end a game (/kitty end)

match-offer-closed = その申し出はもう受け付けていません。
match-offer-yours = これはあなたの申し出です。他のプレイヤーが返答します。
match-offer-answered = この申し出にはすでに返答しています。
match-offer-others-answer = この申し出には他のプレイヤーが返答する必要があります。
# Shown in the channel when a game ends by agreement.
match-agreed-players = プレイヤー同士がゲームの終了に合意しました。
match-agreed-ai = AIがゲームの終了に同意しました。

## Game state refusals

match-gone = このゲームは終了したか、中止されました。
match-over = このゲームは終了しています。
match-already-over = このゲームはすでに終了しています。
match-moved-on-since-message = このメッセージが送られた後、ゲームが進んでいます。
match-not-started = ゲームはまだ始まっていません。
match-no-game-here = このチャンネルにはゲームがありません。`/kitty start` で始めましょう。
match-not-playing = あなたはこのゲームに参加していません。
# $reason is a technical description (English, for moderators and the developers; not translated).
match-damaged = このゲームの保存データが壊れているため、続行できません（{ $reason }）。モデレーターは `/kitty cancel` で終了できます。

## Cancelling and closing tables

match-cancel-lobby-not-host = このロビーを中止できるのは、ホストかモデレーターだけです。
# "Manage Messages" is the name of a Discord permission (Discord's own translation).
match-cancel-running-not-moderator = 進行中のゲームを中止できるのはモデレーター（メッセージの管理）だけです。プレイヤーは `/kitty resign` で投了するか、`/kitty end` で終了を提案できます。
# Posted in the channel when a lobby expires; $duration is e.g. "1 hour" (match-duration-*).
match-lobby-expired = このロビーは自動的に閉じられました：{ $duration }以内に誰も開始しませんでした。
# Posted in the channel when a game is closed for inactivity; $duration as above.
match-abandoned = このゲームは放棄されたものとして閉じられました：{ $duration }の間、手が指されませんでした。
# A length of time, used inside match-lobby-expired and match-abandoned.
match-duration-days = { $count ->
       *[other] { $count }日
    }
match-duration-hours = { $count ->
       *[other] { $count }時間
    }
match-duration-minutes = { $count ->
       *[other] { $count }分
    }
match-duration-seconds = { $count ->
       *[other] { $count }秒
    }

## Lobby

match-channel-busy = このチャンネルにはすでにゲームがあります。先に終わらせるか中止してください。
match-lobby-closed = このロビーは閉じられています：ゲームはすでに始まったか終了しました。
match-already-joined = このゲームにはすでに参加しています。
match-full = このゲームは満席です。
match-not-in-lobby = あなたはこのロビーにいません。
match-host-cannot-leave = あなたはホストです。ロビーを閉じるには「中止」を使ってください。
# $levels lists the AI levels as typed in commands (easy, medium, hard; not translated).
match-ai-level-unknown = AIのレベルは次のいずれかにしてください：{ $levels }。
match-join-to-add-ai = AIプレイヤーを追加するには、先にゲームに参加してください。
match-seated-host-only = この操作は着席しているホストだけができます。
match-join-first = 先にゲームに参加してください。
match-host-starts = ゲームを開始できるのはホストだけです。
# $need: players the game needs at least; $seated: players seated now.
match-needs-players = { $game }には{ $need }人のプレイヤーが必要です。現在{ $seated }人が着席しています。
# $count: open tables now; $limit: the server's limit.
match-limit-tables = このサーバーにはすでに{ $count }個の卓が開いています（上限は{ $limit }）。先にどれかを終わらせるか中止してください。
match-limit-lobbies = あなたはすでに{ $count }個のロビーのホストです（上限は{ $limit }）。先にどれかを開始するか中止してください。
match-limit-ai-only = このサーバーではすでにAIだけの卓が{ $count }個動いています（上限は{ $limit }）。どれかが終わるまでお待ちください。
match-servers-only = Kitty Towerはサーバーのチャンネルで使えます。ダイレクトメッセージでは使えません。
# $key is the game's key as typed (not translated).
match-no-such-game = 「{ $key }」という名前のゲームはありません。
match-not-installed = ゲーム「{ $key }」はこのボットに入っていません。
# $name is the option's name as typed in commands (not translated).
match-no-seat-option = { $game }には席のオプション `{ $name }` はありません。

## Rematch

match-rematch-gone = このゲームはもう存在しません。
match-rematch-other-channel = このボタンは別のチャンネルのゲームのものです。
match-rematch-players-only = 再戦を申し込めるのは、このゲームのプレイヤーだけです。
match-rematch-channel-busy = このチャンネルにはすでに開いている卓があります。先に終わらせるか中止してください。

## Takebacks

match-takeback-forbidden = この卓では「待った」はできません。
match-takeback-waiting = すでに「待った」の要求が返答を待っています。
match-takeback-closed = その「待った」の要求はもう受け付けていません。
match-takeback-yours = これはあなたの「待った」の要求です。他のプレイヤーが返答します。
match-takeback-answered = この要求にはすでに返答しています。
match-takeback-log-mismatch = 保存された棋譜がこのゲームと一致しません。`/kitty board` をお試しください。
# $error is a technical description (English, not translated).
match-takeback-no-replay = このゲームの棋譜を再現できません（{ $error }）。
match-takeback-nothing = まだ戻せる自分の手がありません。
# $reason is the game's reason (from the game's catalogue), e.g. "a card was drawn".
match-takeback-refused = その手は戻せません：{ $reason }ため、戻すと誰かが非公開のカードを知ったまま指せてしまいます。
# Posted in the channel. $count: moves undone; $how: "ai" or "agreed".
match-takeback-done = { $who }が{ $count ->
       *[other] { $count }手
    }戻しました。{ $how ->
        [ai] AIが同意しました。
       *[agreed] 全員が同意しました。
    }

## Time limits

match-timeout-over = この時間切れの対応は終わっています：ゲームはすでに進んでいます。
match-timeout-yours = 持ち時間は切れましたが、他の誰かが選ぶまではまだ指せます。
match-timeout-ai-plays = 今はAIがあなたの席で指しています。
match-timeout-not-yet = この手の持ち時間はまだ残っています。
match-timeout-no-choice = この卓ではその選択肢はありません。
match-timeout-already-chosen = 他のプレイヤーがすでに選びました：AIがこの手番を指しています。
# Posted in the channel when the other players claim the win on time.
match-timeout-claimed = { $who }の持ち時間が切れ、勝利が宣言されました。

## Turns

match-handed-over = 持ち時間が切れたため、あなたの席はAIに引き継がれました。今はAIが代わりに指しています。
match-type-a-move = 手を入力するか、リストから選んでください。
match-board-moved-on = この盤面はすでに進んでいます。
match-ai-moved-on = AIが考えている間にゲームが進みました。
match-move-failed = こちら側のエラーのため、その手を実行できませんでした（ログに記録済みです）。何も変わっていません。別の手を試すか、`/kitty board` を使ってください。
# Posted in the channel when a player resigns.
match-resigns = { $who }が投了しました。
