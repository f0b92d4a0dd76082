# Stacktics (bot/games/stacktics): Plätze, Optionen, Zugbeschriftungen, Ansagen, Fehler,
# Ergebnisse und die Regeln. Zugnotation (`Mb1-b3`, `Sc2xd3`, `b1/2-b3`, `swap`, `keep`) und
# Feldnamen (`b3`) sind in jeder Sprache gleich: nie übersetzen.
# $cell, $target, $origin: Feldnamen wie „b3“.

## Plätze (Platz 1 beginnt als Rot und zieht zuerst; ein Tausch nach der Tortenregel tauscht die Farben)

stacktics-seat-1 = Rot
stacktics-seat-2 = Blau

## Steine: die drei Pyramidengrößen in Worten (Kleine 1 Auge, Mittlere 2, Große 3).
## Die Wörter stehen im Satz im Nominativ/Akkusativ feminin („eine Kleine“, „deine Große“).

stacktics-piece-1 = Kleine
stacktics-piece-2 = Mittlere
stacktics-piece-3 = Große
# Mehrere Steine, die zusammen ziehen, von unten: $first ist ein Steinwort, $rest die übrigen
# (wieder diese Nachricht, wenn es mehr sind), z. B. „Mittlere + Kleine“.
stacktics-pieces = { $first } + { $rest }

## Optionen von /kitty start (je höchstens 100 Zeichen)

stacktics-option-size = Bäume pro Spieler (2–5); bestimmt das Brett
stacktics-option-board = Brett (Spalten x Reihen); 4x4 oder 3x5 für Größe 2, 7x6 oder 7x7 für Größe 5
stacktics-option-pie = Tortenregel: Blau darf nach dem ersten Zug die Steine von Rot übernehmen (bei 4x4 immer an)
stacktics-option-draw-limit = Züge ohne Schlagen, nach denen die Partie unentschieden endet (0 = aus)

# $board: ein Brett wie „7x6“; $board_size: die Größe, für die es gedacht ist; $size: die
# gewünschte Größe; $first (und $second, wenn $count 2 ist): die Bretter dieser Größe.
stacktics-board-for-size = Ein { $board }-Brett ist für Größe { $board_size }; Größe { $size } spielt auf { $count ->
        [one] { $first }
       *[other] { $first } oder { $second }
    }.
stacktics-pie-required = Auf { $board } ist die Tortenregel Pflicht: Ohne sie ist der erste Zug zu stark.
stacktics-pie-forbidden = Auf { $board } ist die Tortenregel aus (die Bäume beginnen dort in den Ecken).

## Buttons unter dem Brett, solange Blau tauschen darf (Beschriftungen, höchstens 80 Zeichen)

stacktics-button-swap = Farben tauschen
stacktics-button-keep = Weiterspielen

## Zugbeschriftungen (Autovervollständigung und Zugmenüs, höchstens 100 Zeichen)

# Die Antworten `swap` und `keep` auf die Tortenregel.
stacktics-describe-swap = swap: die Steine von Rot übernehmen; der andere Spieler zieht als Nächstes mit Blau
stacktics-describe-keep = weiterspielen: Blau behalten und jetzt ziehen
# Ein Zug: $from und $to sind Felder, $unit die ziehenden Steine („Mittlere + Kleine“).
stacktics-describe-move = { $from }: { $unit } → { $to }
# Ein Zug auf einen eigenen Stapel, dessen oberster Stein $top ist („Große“).
stacktics-describe-move-onto = { $from }: { $unit } → { $to } (auf deine { $top })
# Ein Schlagen, das $pips Augen erbeutet; das zweite gewinnt die Partie sofort.
stacktics-describe-capture = { $from } { $unit } × { $to } erbeutet { $pips } { $pips ->
        [one] Auge
       *[other] Augen
    }
stacktics-describe-capture-wins = { $from } { $unit } × { $to } erbeutet { $pips } { $pips ->
        [one] Auge
       *[other] Augen
    } und gewinnt

## Ansagen nach einem Zug (öffentlich)

stacktics-announce-swap = Farben getauscht: Der erste Spieler spielt jetzt Blau und zieht als Nächstes; der zweite Spieler übernimmt Rot.
stacktics-announce-keep = Blau spielt weiter, ohne zu tauschen.
# $mover und $victim: Farbnamen („Rot“); $pieces: die geschlagenen Steine („Große + Mittlere“);
# $red und $blue: die bisher erbeuteten Augen jeder Farbe, von $threshold.
stacktics-announce-capture = { $mover } hat auf { $cell } { $pieces } von { $victim } geschlagen ({ $pips } { $pips ->
        [one] Auge
       *[other] Augen
    }). Erbeutet: Rot { $red }/{ $threshold } · Blau { $blue }/{ $threshold }.

## Ergebnisse (ein kurzer Satzteil nach „gewonnen“ / „unentschieden“ in der Ergebnisnachricht)

# $colour: „Rot“ oder „Blau“.
stacktics-result-captured = { $colour } hat { $pips } Augen erbeutet
stacktics-result-no-move = { $colour } hat keinen gültigen Zug
stacktics-result-repetition = dritte Wiederholung
stacktics-result-quiet = { $limit } Züge ohne Schlagen

## Der Stand der Tortenregel, unter dem Brett

stacktics-pie-waiting = Tortenregel: Nach dem ersten Zug von Rot darf Blau die Farben tauschen.
stacktics-pie-open = Tortenregel: Blau darf jetzt die Farben tauschen oder weiterspielen.
stacktics-pie-kept = Tortenregel: Blau hat weitergespielt.
stacktics-pie-swapped = Tortenregel: Die Farben wurden getauscht.

## Fehler bei einem getippten Zug (nur für den Spieler sichtbar, der ihn getippt hat)

-stacktics-hint = schreib ihn wie `Mb1-b3` (Größenbuchstabe, von, nach), `Sc2xd3` zum Schlagen oder `b1-c2`
stacktics-type-a-move = Tippe einen Zug: { -stacktics-hint }.
# $text: was der Spieler getippt hat (auf 40 Zeichen gekürzt).
stacktics-unreadable = Ich kann `{ $text }` nicht lesen: { -stacktics-hint }.
stacktics-base-twice = `{ $text }` nennt die Basis zweimal: { -stacktics-hint }.
stacktics-height-place = Schreib die Höhe direkt hinter das Startfeld, etwa `b1/2-b3`.
stacktics-needs-two-cells = `{ $text }` braucht ein Start- und ein Zielfeld: { -stacktics-hint }.
stacktics-height-from-one = Höhen zählen ab 1 ganz unten im Stapel.
stacktics-pie-not-open = Tauschen oder Weiterspielen kannst du nur als Blau, als Antwort auf den ersten Zug von Rot, und nur mit Tortenregel.
stacktics-no-stack = Auf { $cell } steht kein Stapel.
# $owner und $you: Farbnamen.
stacktics-not-your-stack = Der Stapel auf { $cell } gehört { $owner }; du spielst { $you }.
stacktics-not-legal = `{ $text }` ist gerade kein gültiger Zug.
stacktics-move-not-legal = Dieser Zug ist gerade nicht gültig.
stacktics-nothing-to-capture = Auf { $cell } gibt es nichts zu schlagen.
stacktics-height-too-high = Auf { $cell } { $count ->
        [one] steht 1 Stein
       *[other] stehen { $count } Steine
    }: Die Höhen reichen von 1 (unten) bis { $count }.
# $found und $given: Steinwörter („Große“).
stacktics-height-wrong-size = Der Stein in Höhe { $height } auf { $cell } ist eine { $found }, keine { $given }.
stacktics-no-size = Auf { $cell } steht keine { $size }.
# $options: die möglichen Züge, jeder wie „`Mb2/1-b3` (Mittlere + Kleine)“, verbunden mit
# stacktics-or.
stacktics-which-base = Welcher Stein auf { $cell } ist die Basis? Schreib { $options }.
stacktics-base-option = `{ $move }` ({ $unit })
stacktics-or = { $first } oder { $rest }
# $reasons: ein Grund pro Stein, der die Basis sein könnte (die -clause-Nachrichten unten),
# verbunden mit stacktics-reasons.
stacktics-nothing-can-go = Nichts auf { $cell } kann nach { $target }: { $reasons }.
stacktics-reasons = { $first }; { $rest }
# Die Steine $unit („Mittlere + Kleine“) könnten ziehen, aber nicht jetzt.
stacktics-reason-not-now = { $unit } darf gerade nicht ziehen

## Warum ein Zug gegen eine Regel verstößt: ein Satz, und dasselbe als Satzteil in
## stacktics-nothing-can-go ($unit: die ziehenden Steine, $word: das Größenwort der Basis)

stacktics-why-no-distance = Ein Zug muss mindestens ein Feld weit gehen.
stacktics-why-no-distance-clause = ein Zug muss mindestens ein Feld weit gehen
stacktics-why-small = Eine Kleine zieht diagonal.
stacktics-why-small-clause = eine Kleine zieht diagonal
stacktics-why-medium = Eine Mittlere zieht gerade entlang einer Reihe oder Spalte, nie diagonal.
stacktics-why-medium-clause = eine Mittlere zieht gerade entlang einer Reihe oder Spalte, nie diagonal
stacktics-why-large = Eine Große zieht gerade oder diagonal.
stacktics-why-large-clause = eine Große zieht gerade oder diagonal
# $weight: die Augen, die auf der Basis liegen; $range: wie weit ein beladener Stapel zieht.
stacktics-why-loaded = Eine { $word }, die { $weight } { $weight ->
        [one] Auge
       *[other] Augen
    } trägt, ist beladen und zieht höchstens { $range } Felder.
stacktics-why-loaded-clause = eine { $word }, die { $weight } { $weight ->
        [one] Auge
       *[other] Augen
    } trägt, ist beladen und zieht höchstens { $range } Felder
stacktics-why-overloaded = Eine { $word }, die { $weight } Augen trägt, ist überladen und zieht nur 1 Feld.
stacktics-why-overloaded-clause = eine { $word }, die { $weight } Augen trägt, ist überladen und zieht nur 1 Feld
# $between: das Feld, das im Weg ist.
stacktics-why-blocked = { $between } ist im Weg.
stacktics-why-blocked-clause = { $unit }: { $between } ist im Weg
# $top: das Größenwort des obersten Steins auf $cell.
stacktics-why-stack-smaller = Du darfst nur auf deinen eigenen obersten Stein stapeln, wenn er gleich groß oder größer ist (oben auf { $cell } liegt eine { $top }, deine Basis ist eine { $word }).
stacktics-why-stack-smaller-clause = { $unit }: Du darfst nur auf deinen eigenen obersten Stein stapeln, wenn er gleich groß oder größer ist (oben auf { $cell } liegt eine { $top }, deine Basis ist eine { $word })
# Ein Schlagen durch einen Stein, der allein auf $cell steht.
stacktics-why-capture-alone = Schlagen kann nur ein einzelner Stein, der von der Spitze eines Stapels aus zwei oder mehr Steinen springt (die { $word } auf { $cell } steht allein).
stacktics-why-capture-alone-clause = { $unit }: Schlagen kann nur ein einzelner Stein, der von der Spitze eines Stapels aus zwei oder mehr Steinen springt (die { $word } auf { $cell } steht allein)
# Ein Schlagen durch $count Steine, die zusammen ziehen.
stacktics-why-capture-many = Schlagen kann nur ein einzelner Stein, der von der Spitze eines Stapels aus zwei oder mehr Steinen springt (du ziehst { $count } Steine).
stacktics-why-capture-many-clause = { $unit }: Schlagen kann nur ein einzelner Stein, der von der Spitze eines Stapels aus zwei oder mehr Steinen springt (du ziehst { $count } Steine)

## Die Regeln (/kitty rules stacktics): Markdown, wird so angezeigt, wie es dasteht

stacktics-rules =
    # Stacktics

    Zieh eine deiner Pyramiden samt allem, was auf ihr steht, über das Brett; eine einzelne
    Pyramide, die von einer Stapelspitze springt, schlägt den gegnerischen Stapel, auf dem sie
    landet. Wer zuerst die Hälfte der gegnerischen Augen (Kleine 1, Mittlere 2, Große 3)
    erbeutet, gewinnt.

    Zwei Spieler, Rot und Blau, jeder mit N *Bäumen*: eine große (3 Augen), eine mittlere (2) und
    eine kleine (1) Pyramide, in dieser Reihenfolge gestapelt. Erbeute **3·N Augen** (die Hälfte
    der gegnerischen Augen), um zu gewinnen.

    {"*"}*Bretter.** Größe 2: 4×4 (Tortenregel immer an) oder 3×5 · Größe 3: 5×5 (Standard) ·
    Größe 4: 6×6 · Größe 5: 7×6 oder 7×7 (Optionen `size`, `board`; das erste Brett ist jeweils
    Standard). Die Bäume stehen auf der eigenen Grundreihe, die Eckspalten leer (auf 3×5 in den
    Ecken). Rot steht auf Reihe 1 und zieht zuerst.

    {"*"}*Ziehen.** Wähle einen deiner Steine als *Basis*: Er zieht mit allem, was auf ihm
    steht; was darunter liegt, bleibt.
    - Die Richtung gibt die Basis vor: Eine **Kleine** zieht diagonal, eine **Mittlere** gerade,
      eine **Große** beides. Besetzte Felder sperren den Weg.
    - Die Reichweite geben die Augen auf der Basis vor: keine → beliebig weit; weniger, als die
      Basis groß ist (*beladen*) → bis zu 2 Felder (3 bei Größe 4 und 5); gleich viele oder mehr
      (*überladen*) → 1 Feld. Jeder Zug geht mindestens ein Feld; passen gibt es nicht.

    {"*"}*Landen.** Auf einem leeren Feld; auf deinem eigenen Stapel, wenn sein oberster Stein
    mindestens so groß ist wie deine Basis (die ziehenden Steine kommen in gleicher Reihenfolge
    obendrauf); oder auf einem gegnerischen Stapel, um ihn zu **schlagen** — das darf nur ein
    {"*"}einzelner Stein, der die Spitze eines Stapels aus zwei oder mehr Steinen verlässt*. Der
    ganze gegnerische Stapel verlässt das Spiel, seine Augen zählen für dich, dein Stein bleibt.

    {"*"}*Ende.** 3·N erbeutete Augen gewinnen sofort. Wer am Zug ist und nicht ziehen kann,
    verliert. Unentschieden: dieselbe Stellung mit derselben Seite am Zug zum dritten Mal;
    60 Züge in Folge ohne Schlagen (Option `draw_limit`, 0 = aus); oder nach Absprache.

    {"*"}*Tortenregel** (bei 4×4 immer; wahlweise ab 5×5): Nach dem ersten Zug von Rot darf Blau
    {"*"}*Farben tauschen** drücken und die Steine von Rot übernehmen (der andere spielt
    dann Blau und zieht als Nächstes) oder **Weiterspielen** (oder einfach ziehen).

    {"*"}*Notation.** Größenbuchstabe der Basis, Startfeld, `-` oder `x` beim Schlagen, Zielfeld:
    `Mb1-b3` (Mittlere mit allem, was sie trägt), `Lc1-c2` (der ganze Baum), `Sd3xe4` (Kleine
    schlägt). Stehen auf dem Startfeld zwei Steine dieser Größe, kommt die Höhe von unten dazu:
    `Mb2/1-b3`. Auch möglich: `b1 m b3`, `b1/2 > b3` oder einfach `b1-c2`, wenn nur ein Stein
    dort so ziehen kann. `swap` / `keep` beantworten die Tortenregel.

    {"*"}*Das Brett lesen.**
    - Jede Pyramide ist von der Seite gezeichnet, klein, mittel oder groß, mit so vielen Augen, wie sie wert ist: rote Augen sind ● Kreise, blaue ■ Quadrate. Ein Stapel steht von unten nach oben; ab 4 Steinen zeigt ein Schild die Höhe.
    - Letzter Zug: gestrichelter Umriss am Start, durchgezogener magentafarbener am Ziel, Pfeil dazwischen; ein Schlagen zeigt ein „×N“-Schild mit den erbeuteten Augen.
    - Unter dem Brett: ▶ wer als Nächstes zieht; jeder Spieler mit Farbe, Zeichen, erbeuteten Augen gegen das Ziel („4 von 9 Augen“) und den erbeuteten Pyramiden; der letzte Zug in Worten (`Lb4/1-c5`: die Große, 1. von unten, b4 nach c5); die Züge ohne Schlagen gegen die Grenze fürs Unentschieden; die offene Wahl der Tortenregel.
