# Towers (bot/games/towers): Platznamen, Optionen, Zugbeschriftungen, Fehler, Ergebnisse und Regeln.
# Zugnotation (Felder wie `c3`, Züge wie `c3-c4`, das Wort `pass`) ist in jeder Sprache
# gleich: Text zwischen Backticks nie übersetzen.

## Plätze (Platz 1 zieht standardmäßig zuerst)

towers-seat-1 = Gelb
towers-seat-2 = Blau

## Optionen von `/kitty start towers` (Discord-Optionsbeschreibungen, ≤ 100 Zeichen).
## Die Optionswerte (yellow, blue, random) werden so getippt: englisch lassen.

towers-option-quiet = Züge ohne Zusammenlegen, nach denen die Partie endet (0 = aus)
towers-option-first = Wer zuerst zieht: yellow (Gelb), blue (Blau) oder random (zufällig)

## Zugbeschriftungen (Autovervollständigung und das Menü „Meine Züge“, ≤ 100 Zeichen).
## $start und $end sind Felder (`c3`), $height ist die Höhe des ziehenden Turms,
## $below die Höhe des Turms, auf dem er landet, und $total die Höhe danach.

# Der einzige Zug eines Spielers, der keinen gültigen Zug hat.
towers-describe-pass = passen (kein gültiger Zug)
towers-describe-empty = { $start } ({ $height }) → { $end } (leer)
# Der ziehende Turm landet auf einem Turm in der eigenen Farbe.
towers-describe-onto-yours = { $start } ({ $height }) → { $end } auf deinen Turm ({ $below }) = { $total } hoch
# Der ziehende Turm landet auf einem Turm in der Farbe des Gegners (und übernimmt ihn).
towers-describe-onto-theirs = { $start } ({ $height }) → { $end } auf den gegnerischen Turm ({ $below }) = { $total } hoch

## Warum ein getippter Zug abgelehnt wird (privat für den Spieler, der ihn getippt hat).

towers-pass-not-allowed = Du darfst nur passen, wenn du keinen gültigen Zug hast.
# $text ist, was der Spieler getippt hat.
towers-not-a-move = `{ $text }` ist kein Zug: Schreib ihn wie `c3-c4` (von-nach).
# $text ist, was der Spieler als Feld getippt hat; $last ist das letzte Feld des Bretts (`f6`).
towers-not-a-cell = `{ $text }` ist kein Feldname (versuch es mit etwas wie `c4`).
towers-off-board = `{ $text }` liegt außerhalb des Bretts (a1–{ $last }).
towers-no-tower = Auf { $cell } steht kein Turm.
towers-not-yours = Der Turm auf { $cell } gehört dir nicht.
towers-not-next-to = { $end } liegt nicht neben { $start } (Züge gehen ein Feld nach oben, unten, links oder rechts).
# $height ist die Höhe des Turms auf $cell, $mine die Höhe des Turms des Spielers.
towers-taller = Der Turm auf { $cell } ({ $height } hoch) ist höher als deiner ({ $mine } hoch).
# $move ist der getippte Zug in Notation (`c3-c4`).
towers-not-legal = `{ $move }` ist gerade kein gültiger Zug.
towers-illegal = Dieser Zug ist gerade nicht gültig.

## Warum die Partie endete (ein kurzer Satzteil beim Ergebnis, ohne Punkt).

# $name ist die Farbe eines Platzes (Gelb oder Blau).
towers-reason-owns-all = { $name } gehören alle Türme
towers-reason-empty = das Brett ist leer
towers-reason-passed = beide Spieler haben gepasst
# $count ist die Ruhegrenze, eine Zahl von Zügen (Einzelzügen).
towers-reason-quiet = { $count ->
        [one] { $count } Zug ohne Zusammenlegen
       *[other] { $count } Züge ohne Zusammenlegen
    }
towers-reason-agreed = die Spieler haben sich auf das Ende der Partie geeinigt

## Die Regeln, wie `/kitty rules towers` sie zeigt (Discord-Markdown, ein Embed:
## höchstens etwa 3 500 Zeichen). Der erste Absatz ist auch der Werbetext, den `/kitty help`
## zeigt. Den Abschnitt „Das Brett lesen“ mit dem Bild abgleichen.

towers-rules =
    # Towers

    Zieh einen deiner Türme (deine Farbe oben) als Ganzes auf ein Nachbarfeld, das leer ist
    oder einen Turm trägt, der nicht höher ist, und übernimm so diesen Turm; kann kein Turm mehr
    zusammengelegt werden, gewinnt, wem mehr Steine gehören.

    ## Brett und Steine
    - Gelb und Blau haben je 18 Steine. Die Felder sind `a1`–`f6`: Spalten a–f von links nach rechts, Reihen 1–6 von der Seite von Gelb aus.
    - Zu Beginn liegt auf jedem Feld ein Stein im Schachbrettmuster: `a1` ist Gelb, und die Farben wechseln sich in jeder Reihe und Spalte ab.
    - Ein Turm gehört dem Spieler, dessen Farbe oben liegt. Seine Höhe ist die Zahl seiner Steine.
    - Gelb zieht zuerst, außer die Partie wurde mit `first:blue` gestartet (`first:random`: der Bot lost aus, wer beginnt).

    ## Dein Zug
    Zieh einen deiner Türme als Ganzes ein Feld nach oben, unten, links oder rechts:
    - auf ein leeres Feld, oder
    - auf einen beliebigen Turm (deinen oder den deines Gegners), der **nicht höher** ist als der ziehende Turm. Der ziehende Turm kommt in seiner Reihenfolge obendrauf, also gehört dir der neue Turm.
    Auf einen höheren Turm darfst du nicht ziehen. Passen darfst du nicht, solange du einen gültigen Zug hast; wer keinen gültigen Zug hat, passt (der Bot erledigt das für dich und sagt es an).

    ## Ende der Partie
    Die Partie endet, sobald:
    1. einem Spieler alle Türme gehören; oder
    2. beide Spieler nacheinander passen; oder
    3. 40 Züge in Folge ohne Zusammenlegen gespielt wurden (ein Zug auf ein besetztes Feld legt zusammen). Diese „Ruhegrenze“ lässt sich beim Start ändern (`quiet:`, 0 schaltet sie aus); oder
    4. beide Spieler sich auf das Ende einigen (`/kitty end`, und der Gegner nimmt an).
    {"*"}*Wertung:** die Steine, die du kontrollierst — die Gesamthöhe der Türme, die dir gehören. Mehr Steine gewinnen; bei Gleichstand ist es unentschieden. Wer aufgibt, überlässt dem Gegner den Sieg.

    ## Das Brett lesen
    - Jeder Turm ist von der Seite gezeichnet, von unten nach oben: Gelbe Steine tragen ein ▲, blaue ein ■. Ein Feld ist in der Farbe seines Besitzers eingefärbt.
    - Die Zahl im Kreis ist die Höhe des Turms (ab 2 Steinen). Eine graue Scheibe mit drei Punkten steht für Steine, die zu tief liegen, um sie zu zeichnen.
    - Letzter Zug: ein gestrichelter Umriss, wo der Turm startete, ein durchgezogener magentafarbener Umriss, wo er landete, ein Pfeil dazwischen.
    - Unter dem Brett: ▶ wer als Nächstes zieht; jeder Spieler mit seiner Farbe, seinem Zeichen und den Steinen, die er kontrolliert; und wie viele Züge in Folge ohne Zusammenlegen vergangen sind („12 von 40 Zügen ohne Zusammenlegen“: bei 40 endet die Partie).

    {"*"}*Notation:** `c3-c4` zieht den Turm auf c3 auf c4. `/kitty move` bietet dir beim Tippen jeden gültigen Zug an; **Meine Züge** unter dem Brett listet sie privat auf.
