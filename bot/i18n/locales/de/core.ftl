# Texte von bot/core: was jedes Spiel gleich sagt.

core-game-over = Die Partie ist vorbei.
core-not-your-turn = Du bist nicht am Zug.
core-player-number = Spieler { $number }
core-resigned = { $name } hat aufgegeben
core-agreed-draw = die Spieler haben sich auf ein Unentschieden geeinigt
core-hidden-cards-changed = danach haben sich die verdeckten Karten eines Spielers geändert
core-option-one-of = `{ $name }` muss einer dieser Werte sein: { $allowed }.
core-option-at-least = `{ $name }` muss mindestens { $bound } sein.
core-option-at-most = `{ $name }` darf höchstens { $bound } sein.
core-option-kind = `{ $name }` muss { $kind ->
        [int] eine ganze Zahl
        [bool] `on` oder `off`
       *[other] ein Wort
    } sein, nicht `{ $value }`.
core-time-out = Zeitüberschreitung
