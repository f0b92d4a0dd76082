# Was ein Tisch zeigt: Lobby-Karte, Brett-Nachricht, Ergebnis, Buttons und Menüs darunter,
# private Abfragen (Meine Züge, Bestätigungen, Tipps) und die Liste der offenen Tische.
# Öffentliche Nachrichten in der Sprache des Servers, private Antworten in der des Mitglieds.
# Buttons: höchstens 80 Zeichen. Menüoptionen und Platzhalter: höchstens 100.


## Lobby-Karte

table-lobby-title = { $game } — wartet auf Mitspieler
table-lobby-how-exact = Drücke **{ table-button-join }**, um einen Platz einzunehmen ({ $count } Spieler). Der Gastgeber drückt **{ table-button-start }**, sobald alle da sind.
table-lobby-how-range = Drücke **{ table-button-join }**, um einen Platz einzunehmen ({ $min }–{ $max } Spieler). Der Gastgeber drückt **{ table-button-start }**, sobald alle da sind.
table-lobby-add-ai = Über das Menü unten kannst du KI-Spieler hinzufügen.
table-lobby-seats = Plätze
table-lobby-options = Optionen
table-lobby-time-per-move = Zeit pro Zug
table-lobby-footer = Partie #{ $match } · /kitty rules game:{ $game }
table-seat-ai = 🤖 { $name } ({ $level ->
        [easy] leicht
        [hard] schwer
       *[medium] mittel
    })
table-seat-host = { $who } (Gastgeber)
table-seat-pick = { $label }: { $choice }
# ≤ 100 Zeichen.
table-lobby-my-pick = Meine Wahl – { $label }: { $choice }
table-lobby-started = Die Partie hat begonnen — das Brett steht unten.
table-lobby-closed = Dieser Tisch ist geschlossen.
table-lobby-cancelled = Abgebrochen von { $who }.

## Tipps (ein Tisch mit hints:on)

table-hints-field = Tipps
table-hints-lobby = An: Der Button **{ table-button-hint }** zeigt dir privat den Zug der KI. Wer beitritt, stimmt dem zu.

## Brett-Nachricht

table-seat-label = { $name } ({ $colour })
table-seat-label-ai = 🤖 { $name } ({ $colour })
table-the-game = Das Spiel
table-played = { $who } hat **{ $move }** gespielt.
table-had-to-play = { $who } musste **{ $move }** spielen.
table-thinking = { $who } denkt nach …
table-your-turn = Du bist am Zug, { $mention } ({ $colour }).
table-waiting-for = Warten auf { $names }.
table-victory = 🎉 Sieg — { $reason }.
table-defeat = 💥 Niederlage — { $reason }.
table-draw = 🤝 Unentschieden — { $reason }.
table-wins = 🏆 { $name } gewinnt — { $reason }.
table-win-together = 🏆 { $names } gewinnen — { $reason }.
table-names-and = { $first } und { $last }
table-final-scores = Endstand: { $scores }
table-final-height = Höhe { $value }
table-final-score = Punkte { $value }
table-final-own-colour = eigene Farbe { $value }
table-final-cards = Karten: { $cards }
table-ratings = Wertungen: { $changes }
table-board-title = { $game } · Zug { $ply }
table-board-footer = Partie #{ $match } · /kitty move zum Ziehen · /kitty board zeigt das Brett erneut
table-old-board = Dieses Brett ist veraltet: Das aktuelle Brett steht weiter unten (`/kitty board` zeigt es).
table-board-follows = Dein Zug wurde gespielt. Discord zeigt das Brett gerade nur langsam an; es folgt hier in Kürze.
table-dm-closed = { $mention }, ich konnte dir keine Direktnachricht schicken. Nutze hier `/kitty cards`, um deine Karten zu sehen — nur du siehst die Antwort.

## Die geheimen Karten eines Platzes (Direktnachricht)

table-secret-title = { $title } — { $game }, Partie #{ $match }
table-secret-default-title = Deine Karten
table-secret-none = Du hast gerade keine Karten.
table-offer-field = Tauschangebot
table-offer = { $giver } bietet { $taker } **{ $card }** an und möchte dafür eine Karte von { $taker }. Antwort: `/kitty trade` (annehmen, mit der Karte, die zurückgegeben wird) oder **{ table-button-decline }**.
table-offer-a-card = eine Karte

## Offene Tische (/kitty games)

table-list-in-thread = (Thread in { $channel })
table-list-damaged = beschädigt (ein Moderator kann ihn abbrechen)
table-list-waiting = wartet auf Mitspieler ({ $count } sitzen schon) — drücke { table-button-join }
table-list-to-move = am Zug: { $names }
table-list-in-play = läuft
table-list-runs-out = (Zeit läuft { $when } ab)
table-list-per-move = { $time } pro Zug
table-list-title = Offene Tische ({ $count })
table-list-none = Keine offenen Tische. Starte einen mit `/kitty start`.

## Buttons (≤ 80 Zeichen)

table-button-join = Beitreten
table-button-leave = Verlassen
table-button-start = Starten
table-button-cancel = Abbrechen
table-button-add-ai = KI hinzufügen
table-button-ai-level = { $level ->
        [easy] KI (leicht)
        [hard] KI (schwer)
       *[medium] KI (mittel)
    }
table-button-my-moves = Meine Züge
table-button-hint = Tipp
table-button-take-back = Zurücknehmen
table-button-accept-takeback = Rücknahme annehmen
table-button-rematch = Revanche
table-button-accept = Annehmen
table-button-decline = Ablehnen
table-button-play-move = { $move } spielen
table-button-play-it = Spielen
table-button-keep-playing = Weiterspielen
table-button-resign = Aufgeben
table-button-replay = Wiederholung
table-button-analyse = Analyse
table-button-claim-win = Sieg beanspruchen
table-button-skip-turn = Zug überspringen
table-button-ai-takes-seat = KI übernimmt den Platz
table-button-remove-seat = Entfernen (KI spielt den Platz)

## Menüs (Platzhalter ≤ 150 Zeichen, Optionen ≤ 100)

table-menu-pick-move = Wähle deinen Zug …
table-menu-what-to-move = Was willst du ziehen?
table-menu-answer-offer = Auf das Angebot antworten …

## Private Abfragen

table-which-ai = Welche KI möchtest du hinzufügen?
table-confirm-move = { $warning } **{ $move }** spielen?
table-resign-question = Diese Partie aufgeben? Die anderen erfahren es sofort.
table-moves-changed = Deine Züge haben sich geändert; drücke noch einmal **{ table-button-my-moves }**.
table-move-option = { $move } — { $label }
table-your-moves = Deine gültigen Züge ({ $count }).
table-many-moves = Du hast { $count } gültige Züge. Wähle zuerst, was du ziehen willst, dann wohin.
table-group-option = { $label } — { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }
table-back-option = ← zurück zu all deinen Zügen
table-group-moves = Züge von **{ $label }**:
table-more-moves = { $count } weitere: tippe ein Feld oder einen Stein (z. B. { $example })
table-where-alt = Wohin { $group } ziehen kann: { $marks }.
table-where-mark = { $tag } auf { $cell }
table-hint-alt = Tipp: { $move }, markiert mit { $tag } auf { $cell }.
