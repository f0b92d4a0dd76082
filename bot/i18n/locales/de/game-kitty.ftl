# Kitty Stack Tower (bot/games/kitty): Farben, Optionen, Befehle, Buttons, Zugbeschriftungen,
# Fehler, was ein Zug bewirkt hat, Ergebnisse, Zielkarten und die Regeln.
# Zugnotation ist in jeder Sprache gleich: Felder (`d4`), Züge (`stack d4>e5`,
# `flip d4>e5`, `disassemble d4>e5`, `chain d4>e5`, `pass`, `place d4`, `place random`,
# `frenzy d4`, `done`, `force yellow`, `give <card>`, `offer yellow tower-king`,
# `accept <card>`, `decline`) und Karten-IDs (`tower-king`). Text zwischen Backticks nie
# übersetzen.
#
# Platzhalter: $name, $target, $receiver, $offerer, $winner, $owner und $colour enthalten die
# Farbe eines Spielers in Worten (eine Nachricht unten: „Rot“, „Gelb“, „Blau“ oder „Grün“);
# $card enthält den Namen einer Karte in Worten; $cell, $start, $end, $over und $land enthalten
# Felder (`d4`).

## Plätze und Farben

kitty-seat-1 = Rot
kitty-seat-2 = Gelb
kitty-seat-3 = Blau
kitty-seat-4 = Grün
# Die Farbe der Steine eines Spielers, in anderen Nachrichten verwendet („Rot gibt auf.“).
kitty-colour-r = Rot
kitty-colour-y = Gelb
kitty-colour-b = Blau
kitty-colour-g = Grün

## Optionen von `/kitty start kitty` (Discord-Optionsbeschreibungen, ≤ 100 Zeichen).
## Optionswerte (free, turns, random) werden so getippt: englisch lassen.

kitty-option-setup = Wie die Steine gesetzt werden: free (frei), turns (reihum) oder random (zufällig)
kitty-option-objectives = Geheime Zielkarten (Standard: an bei 3–4 Spielern, aus bei 2)
kitty-option-radius = Brettradius, 3–6 (Standard: 3 bei 2 Spielern, 4 bei 3–4)
# Das gewählte Brett ist zu klein. $radius: der gewählte Radius; $cells: seine Felder; $pieces:
# die zu setzenden Steine ($players × $each); $smallest: der kleinste Radius, der passt.
kitty-option-radius-small = Ein Brett mit Radius { $radius } hat { $cells } Felder, zu wenige für { $pieces } Steine ({ $players } Spieler × { $each }); nimm Radius { $smallest } oder mehr.

## Zusätzliche Befehle (Discord-Befehls- und Optionsbeschreibungen, ≤ 100 Zeichen)

# `/kitty place`: setzt einen Stein während des Aufbaus.
kitty-command-place = Kitty Stack Tower, Aufbau: einen Stein setzen
kitty-command-place-cell = Ein leeres Feld — tippe los, um sie zu sehen
# `/kitty trade`: Kartentausch.
kitty-command-trade = Kitty Stack Tower: einen Kartentausch anbieten, beantworten oder erzwingen
kitty-command-trade-action = Was du tun willst — tippe los, um deine Möglichkeiten zu sehen

## Buttons unter dem Brett (≤ 80 Zeichen)

# Bei einem Aufbau, in dem die Spieler reihum je einen Stein setzen.
kitty-button-place-random = Zufällig setzen
# Bei freiem Aufbau: setzt alle übrigen Steine des Spielers, der klickt.
kitty-button-place-rest = Rest zufällig setzen
# Beendet den Zug nach Einfarbigem Rausch.
kitty-button-done = Fertig
# Lehnt ein Tauschangebot ab.
kitty-button-decline = Ablehnen

## Zugbeschriftungen (Autovervollständigung und das Menü „Meine Züge“, ≤ 100 Zeichen).
## Die Wörter stapeln, Kette, umdrehen, zerlegen, passen, setzen, entfernen, fertig, geben,
## anbieten, annehmen und ablehnen benennen die Aktion (Beschriftungen, keine Notation).
## $height: die Höhe des eigenen Stapels auf $start; $target: die Höhe des Stapels auf $end;
## $total: die Höhe danach.

kitty-describe-stack-yours = stapeln { $start } ({ $height }) → { $end } ({ $target }, deiner): { $total } hoch, deiner
# Der Stapel auf $end gehört dem Spieler mit der Farbe $owner.
kitty-describe-stack = stapeln { $start } ({ $height }) → { $end } ({ $target }, von { $owner }): { $total } hoch, deiner
# $path: die Felder der Reihe, verbunden mit „ → “; $steps: Stapelschritte (auch die Punkte).
kitty-describe-chain = Kette { $path }: { $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    }, +{ $steps }, { $total } hoch
# Der Stapel auf $over wird auf den Kopf gestellt und gehört dann dem Spieler.
kitty-describe-flip-yours = umdrehen { $start } über { $over } → { $land }: { $over } wird umgedreht, jetzt deiner
# Der Stapel auf $over wird auf den Kopf gestellt und gehört dann $owner.
kitty-describe-flip = umdrehen { $start } über { $over } → { $land }: { $over } wird umgedreht, jetzt von { $owner }
kitty-describe-disassemble = zerlegen { $target } von { $start } aus: nimmt { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }
kitty-describe-pass = passen
kitty-describe-place = einen Stein auf { $cell } setzen
kitty-describe-place-random-one = diesen Stein auf ein zufälliges leeres Feld setzen
kitty-describe-place-random-rest = alle deine übrigen Steine zufällig setzen
kitty-describe-frenzy = { $cell } ({ $height } hoch) mit Einfarbigem Rausch entfernen: +{ $height }
kitty-describe-done = fertig: Zug beenden
kitty-describe-force = Zwangstausch mit { $name }
kitty-describe-give = { $card } geben
kitty-describe-offer = { $name } deine Karte { $card } anbieten
kitty-describe-accept = annehmen und deine Karte { $card } geben
kitty-describe-decline = das Angebot ablehnen
# Jeder andere Zug: $move ist seine Notation.
kitty-describe-other = { $move }

## Warum ein getippter Zug nicht lesbar ist (privat für den Spieler, der ihn getippt hat)

kitty-parse-empty = Tippe einen Zug, zum Beispiel `stack d4>e5` oder `pass`.
# $text: was der Spieler getippt hat.
kitty-parse-not-a-move = `{ $text }` ist kein Zug: Versuch `stack d4>e5`, `flip d4>e5`, `disassemble d4>e5` oder `pass`.
kitty-parse-not-legal = `{ $text }` ist gerade kein gültiger Zug.
kitty-parse-place = Schreib ein Setzen wie `place d4` (oder `place random`).
kitty-parse-frenzy = Schreib es wie `frenzy d4` (der Stapel, der entfernt wird).
kitty-parse-force = Schreib es wie `force yellow` (der Spieler, mit dem getauscht wird).
# $kind: das getippte Aktionswort (`give` oder `accept`).
kitty-parse-card-missing = Nenne die Karte: `{ $kind } <card>`.
kitty-parse-offer = Schreib ein Angebot wie `offer yellow tower-king` (Spieler, dann deine Karte).
# $kind: das getippte Aktionswort (`pass`, `done` oder `decline`).
kitty-parse-no-args = Nach `{ $kind }` kommt nichts mehr.
# $word: was der Spieler getippt hat; $names: die Farben der Spieler, wie man sie tippt (red, yellow …).
kitty-parse-player = `{ $word }` spielt in dieser Partie nicht mit ({ $names }).
# $text: was der Spieler getippt hat; $cards: jede Karten-ID, wie man sie tippt.
kitty-parse-card = `{ $text }` ist keine Karte (Karten: { $cards }).
# $kind: das getippte Aktionswort (stack, flip, disassemble oder chain).
kitty-parse-board = Schreib es wie `{ $kind } d4>e5`: dein Stapel, dann der Stapel daneben.
kitty-parse-not-next-to = { $end } liegt nicht neben { $start }.
kitty-parse-flip-lands = Dieses Umdrehen landet auf { $cell }.
# $path: die Felder der Reihe, verbunden mit „ → “.
kitty-parse-run-goes = Diese Reihe verläuft { $path }.
# $move: der Zug in Notation (`stack d4>e5`).
kitty-parse-tail = Nenne nur deinen Stapel und seinen Nachbarn: `{ $move }`.
# $text: was der Spieler als Feld getippt hat.
kitty-not-a-cell-name = `{ $text }` ist kein Feldname (versuch etwas wie `d4`).
kitty-not-a-cell = `{ $text }` ist kein Feld dieses Bretts mit Radius { $radius }.

## Warum ein Zug gerade nicht gültig ist (privat für den Spieler, der ihn versucht hat)

kitty-illegal = Dieser Zug ist gerade nicht gültig.
kitty-not-in-game = Dieser Spieler ist nicht in der Partie.
kitty-no-still-placing = Die Steine werden noch gesetzt: Nutze `place <cell>` oder `place random`.
kitty-no-cell-taken = Auf { $cell } liegt schon ein Stein.
kitty-no-already-acted = Du hast in diesem Zug schon gehandelt: Entferne einen Stapel mit `frenzy <cell>` oder beende mit `done`.
kitty-no-answer-offer = Beantworte zuerst das Tauschangebot: `accept <your card>` oder `decline`.
kitty-no-finish-force = Schließ zuerst den Zwangstausch ab: `give <card>`.
kitty-no-frenzy-card = Du hast Einfarbiger Rausch nicht.
kitty-no-frenzy-later = Einfarbiger Rausch kommt nach deiner Aktion: Handle (oder passe) zuerst.
kitty-no-all-placed = Alle Steine sind schon auf dem Brett.
kitty-no-nothing-waiting = Es wartet kein Tausch und kein Kartenschritt auf dich.
kitty-no-card = Diese Karte hast du nicht.
kitty-no-give-other = Gib eine deiner anderen Karten, nicht die, die du gerade bekommen hast.
kitty-no-stack = Auf { $cell } liegt kein Stapel.
kitty-no-frenzy-not-yours = Der Stapel auf { $cell } gehört dir nicht.
kitty-no-frenzy-run = Der Stapel auf { $cell } hat keine 5 Steine einer Farbe in Folge.
# $owner: die Farbe oben auf dem Stapel auf $cell.
kitty-no-not-yours = Der Stapel auf { $cell } gehört { $owner }, nicht dir (der oberste Stein entscheidet).
kitty-no-target = Auf { $cell } liegt kein Stapel, mit dem du handeln kannst.
# $height: die Höhe des Stapels auf $cell; $mine: die Höhe des Stapels des Spielers.
kitty-no-taller = Der Stapel auf { $cell } ({ $height } hoch) ist höher als deiner ({ $mine } hoch).
kitty-no-chain-card = Du hast Kettenstapeln nicht.
kitty-no-chain-run = Kettenstapeln braucht ab { $cell } eine Reihe aus mindestens 2 Stapeln mit derselben Farbe oben.
kitty-no-flip-small = Umdrehen braucht einen Stapel aus mindestens 2 Steinen; { $cell } hat { $height }.
kitty-no-flip-short = Umdrehen braucht einen Stapel, der mindestens so hoch ist wie deiner: { $cell } ist { $height } hoch, deiner { $mine }.
kitty-no-flip-edge = Hinter { $cell } gibt es kein Feld zum Landen.
kitty-no-flip-landing = Das Landefeld { $cell } ist nicht leer.
kitty-no-disassemble-own = Der Stapel auf { $cell } gehört schon dir; Zerlegen wirkt auf den Stapel eines anderen Spielers.
# $colour: die eigene Farbe des Spielers.
kitty-no-disassemble-none = Im Stapel auf { $cell } liegt kein Stein der Farbe { $colour }.
# $colour: die Farbe des Spielers, $mine: ihre Steine im Stapel auf $start; $owner: die
# Farbe oben auf dem Stapel auf $end, $theirs: die Steine dieser Farbe darin.
kitty-no-disassemble-fewer = Du brauchst in { $start } mehr Steine der Farbe { $colour } ({ $mine }) als Steine der Farbe { $owner } in { $end } ({ $theirs }).
kitty-no-cards = Diese Partie wird ohne Zielkarten gespielt.
kitty-no-self = Wähle einen anderen Spieler.
kitty-no-out = { $name } ist aus der Partie ausgeschieden.
kitty-no-exchange-wait = Du kannst in diesem Zug nicht handeln, also passt du; Tausche warten auf einen Zug, in dem du handeln kannst.
kitty-no-force-card = Du hast Zwangstausch nicht.
kitty-no-force-empty = { $name } hat keine Karte zum Abgeben.
kitty-no-exchanged = Du hast deinen einen freiwilligen Tausch schon gemacht.
kitty-no-offered = Du hast in diesem Zug schon ein Angebot gemacht.
kitty-no-exchanged-other = { $name } hat den einen freiwilligen Tausch schon gemacht.

## Nachfrage vor einem Zug und Ablehnung einer Zugrücknahme

# Vor einem freiwilligen Passen, das die Partie beenden würde; der Spieler bestätigt es.
kitty-warn-last-pass = Passen **beendet jetzt die Partie**: Alle anderen haben gepasst, also werden die Stapel so gewertet, wie sie stehen.
# Warum ein Zug nicht zurückgenommen werden kann (ein Satzteil nach „Er kann nicht zurückgenommen werden: …“).
kitty-takeback-cards = dabei wurde eine Zielkarte aufgedeckt, angeboten oder getauscht

## Was ein Zug bewirkt hat, für alle unter dem Brett (ganze Sätze). Nie eine Karte nennen,
## die noch verdeckt ist.

kitty-event-cannot-act = { $name } kann nicht handeln und passt.
kitty-event-all-passed = Alle Spieler haben nacheinander gepasst: Die Partie ist vorbei.
kitty-event-placed-at-random = { $name } setzt { $count ->
        [one] seinen letzten Stein
       *[other] seine letzten { $count } Steine
    } zufällig.
kitty-event-random-setup = Die Steine wurden zufällig gesetzt.
kitty-event-play-begins = Alle Steine sind auf dem Brett: Das Spiel beginnt.
kitty-event-moves-first = { $name } zieht zuerst.
kitty-event-out-passes = { $name } ist ausgeschieden und passt.
kitty-event-reveals = { $name } deckt { $card } auf.
# $steps: die Stapelschritte der Reihe, auch die erzielten Punkte.
kitty-event-chain = { $name } stapelt mit Kettenstapeln eine Reihe von { $steps } entlang: +{ $steps }.
# $colours: wie viele Farben der Stapel jetzt hat (3 oder 4); $points: die erzielten Punkte.
kitty-event-rainbow = Regenbogenbrücke: Der Stapel von { $name } auf { $cell } hat jetzt { $colours } Farben: +{ $points } und ein Regenbogenmarker.
kitty-event-twist = Dramatische Wendung: Das Umdrehen macht { $cell } zum Stapel von { $name }: +2 und ein Wendungsmarker.
# $height: die Höhe des entfernten Stapels, auch die erzielten Punkte.
kitty-event-frenzy = Einfarbiger Rausch: { $name } nimmt den Stapel auf { $cell } ({ $height } hoch) vom Brett: +{ $height }.
# Eine verdeckte Karte wechselt den Besitzer ($name gibt sie $receiver).
kitty-event-gives = { $name } gibt { $receiver } eine Karte.
# Eine offene Karte wechselt den Besitzer.
kitty-event-gives-face-up = { $name } gibt { $receiver } die offene Karte { $card }.
# Die zweite Hälfte eines Zwangstauschs: eine verdeckte Karte wird zurückgegeben.
kitty-event-gives-back = { $name } gibt { $receiver } im Gegenzug eine Karte.
kitty-event-gives-back-face-up = { $name } gibt { $receiver } im Gegenzug die offene Karte { $card }.
kitty-event-force = { $name } spielt Zwangstausch gegen { $target }: { $target } wählt eine Karte zum Abgeben.
kitty-event-offer = { $name } bietet { $target } einen Tausch von je einer Karte an.
kitty-event-accept = { $name } nimmt das Angebot von { $offerer } an.
kitty-event-decline = { $name } lehnt das Angebot von { $offerer } ab.
kitty-event-resigns = { $name } gibt auf.
kitty-event-agreed = Die Spieler haben sich auf das Ende der Partie geeinigt.
# Ein Satz, den eine ältere Version des Bots gespeichert hat, so wie er geschrieben wurde.
kitty-stored-text = { $text }

## Wer handeln muss, unter dem Brett, solange ein Kartenschritt oder ein Tausch wartet

kitty-pending-after-action = { $name } darf vor dem Zugende noch eine Karte nutzen
kitty-pending-offer = { $name } beantwortet das Tauschangebot von { $offerer }
kitty-pending-force-give = { $name } wählt eine Karte für { $receiver } (Zwangstausch)
kitty-pending-force-return = { $name } gibt { $receiver } im Gegenzug eine Karte (Zwangstausch)

## Warum die Partie endete (ein kurzer Satzteil beim Ergebnis, ohne Punkt)

kitty-reason-all-passed = alle Spieler haben nacheinander gepasst
kitty-reason-resigned = { $name } hat aufgegeben
kitty-reason-last-left = { $name } hat aufgegeben, und { $winner } ist als Letzter übrig
kitty-reason-agreed = die Spieler haben sich auf das Ende der Partie geeinigt

## Zielkarten: Name jeder Karte (≤ 40 Zeichen) und Regeltext (≤ 300 Zeichen)

# Die Überschrift über den eigenen Karten eines Spielers.
kitty-secret-title = Deine Zielkarten
kitty-card-frenzy = Einfarbiger Rausch
kitty-card-frenzy-text = Nach deiner Aktion in deinem Zug darfst du einen eigenen Stapel mit 5 oder mehr Steinen einer Farbe in Folge vom Brett nehmen: Seine Höhe wird dir gutgeschrieben. Wiederholbar. Wird beim ersten Einsatz aufgedeckt.

kitty-card-layered-peaks = Geschichtete Gipfel
kitty-card-layered-peaks-text = Am Ende: +1 für jeden Stapel, der dir gehört.

kitty-card-color-master = Farbenmeister
kitty-card-color-master-text = Am Ende: Jeder Stapel, der dir gehört, bringt +1 mit 2 Farben, +2 mit 3, +3 mit 4.

kitty-card-focused-power = Gebündelte Kraft
kitty-card-focused-power-text = Am Ende: Zähle die Steine deiner häufigsten Farbe in all deinen Stapeln; +1 je 2 davon (abgerundet).

kitty-card-rainbow-bridge = Regenbogenbrücke
kitty-card-rainbow-bridge-text = Bringt dein Stapeln, Zerlegen oder Kettenstapeln einen deiner Stapel von weniger auf 3 Farben (+2) oder 4 Farben (+3), werden dir die Punkte gutgeschrieben und er bekommt einen Regenbogenmarker; ein markierter Stapel punktet so nie wieder. Wird beim ersten Punkten aufgedeckt.

kitty-card-tower-king = Turmkönig
kitty-card-tower-king-text = Am Ende: + die halbe Höhe deines höchsten Stapels (abgerundet).

kitty-card-dramatic-twist = Dramatische Wendung
kitty-card-dramatic-twist-text = Macht dein Umdrehen den Stapel eines anderen Spielers zu deinem: +2 und ein Wendungsmarker darauf; ein markierter Stapel punktet so nie wieder. Wird beim ersten Punkten aufgedeckt.

kitty-card-vibrant-colors = Leuchtende Farben
kitty-card-vibrant-colors-text = Am Ende: +5 für jeden eigenen Stapel aus 5 oder mehr Steinen, in dem keine zwei sich berührenden Steine dieselbe Farbe haben.

kitty-card-forced-exchange = Zwangstausch
kitty-card-forced-exchange-text = Einmal, in deinem Zug vor deiner Aktion: Nenne einen anderen Spieler; er wählt eine seiner Karten und gibt sie dir, dann gibst du ihm eine deiner anderen Karten. Danach wird diese Karte abgeworfen.

kitty-card-continuous-stacking = Kettenstapeln
kitty-card-continuous-stacking-text = Statt Stapeln: Liegt hinter deinem Ziel eine Reihe von Stapeln mit derselben Farbe oben, jeder nicht höher als dein wachsender Stapel, wenn er ankommt, stapelst du die ganze Reihe entlang (mindestens 2 Stapel): +1 pro Schritt. Wird beim ersten Einsatz aufgedeckt.

## Die Regeln, wie `/kitty rules kitty` sie zeigt (Discord-Markdown, ein Embed: höchstens
## etwa 3 500 Zeichen). Der erste Absatz ist auch der Werbetext, den `/kitty help` zeigt.
## Den Abschnitt „Das Brett lesen“ mit dem Bild abgleichen.

kitty-rules =
    # Kitty Stack Tower

    Zieh deine Stapel auf andere, dreh sie um oder nimm Steine von fremden Stapeln, auf einem
    Sechseckbrett; ein Stapel gehört dem, dessen Farbe oben liegt, und wenn alle passen, gewinnt,
    wessen Stapel die meisten Steine (plus Kartenpunkte) haben.

    ## Brett und Steine
    - 2–4 Spieler: Rot `r`, Gelb `y`, Blau `b`, Grün `g`; je 15 Steine.
    - Radius 3 bei 2 Spielern, 4 bei 3–4 (Option `radius` 3–6). Felder: Spaltenbuchstabe
      (`a` links), Reihe (1 unten in jeder Spalte).

    ## Steine setzen
    Ein Stein pro leerem Feld, dann beginnt Rot. Option `setup`: `free` (Standard, im eigenen
    Tempo: `place d4` oder `place random` für den Rest), `turns` (reihum je einer) oder
    `random` (alles der Bot).

    ## Dein Zug: eine Aktion
    S ist dein Stapel, T sein Nachbar, das Landefeld das Feld hinter T.
    1. **Stapeln** `stack d4>e5`: S ist mindestens so hoch wie T (egal wessen): S kommt
       geordnet auf T.
    2. **Umdrehen** `flip d4>e5`: S hat 2+ Steine, T ist mindestens so hoch, das Landefeld ist
       frei und auf dem Brett: S springt hin; T wird vor Ort umgedreht.
    3. **Zerlegen** `disassemble d4>e5`: T ist fremd und enthält einen deiner Steine,
       und S hat mehr Steine deiner Farbe als T von der seines Besitzers: Die Steine von T über
       deinem höchsten darin rutschen geordnet unter S. T gehört jetzt dir; S bleibt.
    4. **Passen** `pass`: immer erlaubt; ohne andere Aktion passt der Bot für dich.

    ## Ende und Wertung
    Passen alle reihum, endet die Partie. Punkte: Steine in deinen Stapeln plus
    Kartenpunkte. Gleichstand: mehr Steine deiner Farbe darin, sonst geteilter Sieg.
    Aufgeben: Bei 2 Spielern gewinnt der andere; bei 3–4 scheidest du aus (du passt), und der
    Letzte gewinnt.

    ## Zielkarten
    An bei 3–4 Spielern, aus bei 2 (Option `objectives`). Du bekommst 2 der 10 geheim (DM oder
    `/kitty cards`); Kartenpunkte bleiben verdeckt bis zum Aufdecken; am Ende wird
    alles aufgedeckt. Sofort erzielte Punkte bleiben, auch wenn Stapel oder Karte weg
    sind. Rausch: nach deiner Aktion `frenzy d4`, dann `done`. Kettenstapeln: `chain d4>e5`.
    Vor der Aktion: `force yellow` (Gelb gibt mit `give <card>`) oder, einmal pro Zug,
    `offer yellow tower-king` (Antwort `accept <card>` oder `decline`). Ein angenommener Tausch
    pro Spieler und Partie; Ablehnungen zählen nicht.

    ## Auslegung durch den Bot
    - Marker wandern mit dem Stapel; vereinte Stapel behalten alle.
    - Rausch darf jeder Aktion folgen, auch Passen (nicht dem letzten; das Passen
      zählt). Jede Farbe zählt. Gebündelte Kraft: Farbgleichstand ist egal.
    - Regenbogenbrücke vergleicht den Stapel nach deiner Aktion mit den *eigenen* Stapeln,
      die in ihm aufgingen (S, dazu T oder die Reihe, wenn deine); nach Zerlegen kann
      nur S punkten. 4 Farben auf einmal: +3, nicht +2+3.
    - Kettenstapeln: Die Reihe endet an leerem Feld, Rand, anderer oberer Farbe oder
      höherem Stapel; ein Einzelschritt ist bloßes Stapeln ohne Punkte.
    - Zwangstausch: Zurück gibst du eine vorher gehaltene Karte; das Ziel kann nicht ablehnen.

    ## Das Brett lesen
    - Felder tragen die Farbe des Besitzers; die oberen Steine stehen von unten nach oben,
      markiert Rot ●, Gelb ▲, Blau ■, Grün ◆; ein Zickzack
      darunter: weitere Steine. Die große Zahl ist die Höhe. Abzeichen: Regenbogen =
      Regenbogenmarker, Wirbel = Wendungsmarker.
    - Letzte Aktion, in Magenta: gestrichelter Umriss am Start, durchgezogener am Ende, ein
      Pfeil; Schere beim Zerlegen, Sterne beim Rausch.
    - Zeilen unter dem Brett: Name, Höhe, ★ Kartenpunkte, eine Kartenrückseite je geheimer
      Karte; Krone für den Sieger. Eine Legende erklärt die Zeichen.
