# Tumbling Down (bot/games/tumbling): Plätze, Optionen, Zugbeschriftungen, Ansagen, Fehler,
# Ergebnisse und die Regeln. Zugnotation (`d4-e5`, `d4>ne`, die Richtungsbuchstaben n, ne, e,
# se, s, sw, w, nw) und Feldnamen (`d4`) sind in jeder Sprache gleich: nie übersetzen.
# $cell, $from, $to: Feldnamen wie „d4“.

## Plätze (Platz 1 ist Schwarz und zieht zuerst, sofern die Partie nichts anderes festlegt)

tumbling-seat-1 = Schwarz
tumbling-seat-2 = Weiß

## Optionen von /kitty start (höchstens 100 Zeichen; black, white und random sind getippte
## Wörter und bleiben englisch)

tumbling-option-first = Wer zuerst zieht: black (Schwarz), white (Weiß) oder random (zufällig)

## Die acht Richtungen in Worten (Zugbeschriftungen; stehen nach „nach“)

tumbling-direction-n = Norden
tumbling-direction-ne = Nordosten
tumbling-direction-e = Osten
tumbling-direction-se = Südosten
tumbling-direction-s = Süden
tumbling-direction-sw = Südwesten
tumbling-direction-w = Westen
tumbling-direction-nw = Nordwesten

## Listen von Feldern („c3“, „c3 und d4“, „c3, d4 und e5“): $first ist ein Feld; $rest die
## übrigen (wieder diese Nachricht) oder $last das letzte.

tumbling-cells-and = { $first } und { $last }
tumbling-cells-list = { $first }, { $rest }

## Zugbeschriftungen (Autovervollständigung, Zugmenüs und der letzte Zug unter dem Brett,
## höchstens 100 Zeichen)

# Ein Schritt des obersten Steins von $from nach $to.
tumbling-describe-step = Schritt { $from } → { $to }
# Ein Schritt auf einen Stapel, der $below Steine hoch ist.
tumbling-describe-step-onto = Schritt { $from } → { $to } (auf { $below })
# Das Kippen des $height hohen Stapels auf $from nach $direction („Nordosten“); $where: die
# Felder, auf denen die Steine landen, in Notation („e5 f6 g7“, „h7×3“ für drei Steine auf h7).
tumbling-describe-tumble = Kippen { $from } ({ $height }) nach { $direction } → { $where }

## Drohungen: ein König, der im nächsten Zug fallen könnte ($attacker und $victim: Farbnamen;
## $cells: die Königsfelder, siehe tumbling-cells-and)

# Unter dem Brett (ohne Punkt).
tumbling-threat = { $attacker } bedroht { $count ->
        [one] den König
       *[other] die Könige
    } von { $victim } auf { $cells }
# Nach einem Zug angesagt, für den Spieler, der darauf antworten muss.
tumbling-announce-threat = { $attacker } bedroht { $count ->
        [one] den König
       *[other] die Könige
    } von { $victim } auf { $cells }.

## Ergebnisse (ein kurzer Satzteil nach „gewonnen“ / „unentschieden“ in der Ergebnisnachricht;
## $mover: die Farbe, die gezogen hat, $victim: die Farbe, deren König gefallen ist, $cells: die
## Königsfelder)

tumbling-result-own-king = { $mover } hat den eigenen König auf { $cells } geschlagen
tumbling-result-own-king-bare = { $mover } hat den eigenen König auf { $cells } geschlagen: { $victim } hat keinen reinen Stapel mehr
tumbling-result-covered = { $mover } hat den König von { $victim } auf { $cells } bedeckt
tumbling-result-covered-bare = { $mover } hat den König von { $victim } auf { $cells } bedeckt: { $victim } hat keinen reinen Stapel mehr
tumbling-result-bare = { $victim } hat keinen reinen Stapel mehr
# Ein Ergebnis (eines der obigen, $result), wenn im selben Zug auch der eigene König des
# Ziehenden gefallen ist.
tumbling-result-both-fell = { $result } (der Ziehende gewinnt, obwohl auch der eigene König von { $mover } gefallen ist)
tumbling-result-repetition = dieselbe Stellung kam zum dritten Mal vor
# Ein Ergebnis, das eine ältere Version des Bots auf Englisch gespeichert hat ($text).
tumbling-result-stored = { $text }

## Fehler bei einem getippten Zug (nur für den Spieler sichtbar, der ihn getippt hat)

-tumbling-how-to = Schreib einen Schritt wie `d4-e5` oder ein Kippen wie `d4>ne`.
tumbling-type-a-move = Tippe einen Zug. { -tumbling-how-to }
# $text: was der Spieler getippt hat.
tumbling-unreadable = Ich kann `{ $text }` nicht lesen. { -tumbling-how-to }
tumbling-unreadable-move = Ich kann `{ $text }` nicht als Zug lesen. { -tumbling-how-to }
tumbling-step-and-tumble = Ein Zug ist entweder ein Schritt oder ein Kippen, nicht beides. { -tumbling-how-to }
tumbling-where-to = Wohin? Gib ein Feld oder eine Richtung an: `{ $cell }-…` oder `{ $cell }>ne`.
tumbling-must-leave = Ein Zug muss { $cell } verlassen.
tumbling-not-next = { $to } liegt nicht neben { $from }: Ein Zug geht auf eines der 8 Nachbarfelder.
tumbling-no-stack = Auf { $cell } steht kein Stapel.
# $owner: die Farbe, deren Stein oben liegt („Weiß“).
tumbling-not-yours = { $cell } gehört dir nicht: Oben liegt ein Stein von { $owner }.
# $direction: eine Richtung in Worten („Nordosten“).
tumbling-edge-step = { $cell } liegt am Rand des Bretts: Von dort geht kein Schritt nach { $direction }.
tumbling-edge-tumble = { $cell } liegt am Rand des Bretts: Von dort kann nichts nach { $direction } kippen.
# $to: das Nachbarfeld, auf das der einzelne Stein stattdessen einen Schritt machen könnte.
tumbling-single = Auf { $cell } liegt nur ein Stein: Mach stattdessen einen Schritt (`{ $cell }-{ $to }`).
tumbling-not-a-move = Das ist kein Zug von Tumbling Down.
tumbling-off-board = Dieser Zug beginnt außerhalb des Bretts.
tumbling-no-direction = Dieser Zug hat keine Richtung.
tumbling-not-yours-short = { $cell } gehört dir nicht.
tumbling-edge-short = { $cell } liegt am Rand: In dieser Richtung ist nichts mehr.
tumbling-single-short = Auf { $cell } liegt nur ein Stein: Mach stattdessen einen Schritt.

## Die Regeln (/kitty rules tumbling): Markdown, wird so angezeigt, wie es dasteht

tumbling-rules =
    # Tumbling Down

    Bewege den obersten Stein eines deiner Stapel um ein Feld, oder kippe einen ganzen Stapel in
    eine Reihe von Feldern um; du gewinnst, wenn einer deiner Steine oben auf dem **König** deines
    Gegners landet, seinem höchsten Stapel, der nur aus seiner Farbe besteht.

    {"*"}Michael Shuck, 2001 — Finalist der „8×8 Game Design Competition“.*

    ## Aufbau
    Jeder Spieler hat 29 Steine, als Raute um seine Ecke gestapelt: Weiß auf **a1**, Schwarz auf
    {"*"}*h8**. In der Ecke ein Stapel aus 4, daneben zwei aus 3, in den
    nächsten zwei Diagonalen Stapel aus 2, in der fünften einzelne Steine. **Schwarz zieht
    zuerst** (oder Weiß, je nach Partie).

    Ein Stapel gehört dem, dessen Stein oben liegt. Du ziehst nur eigene Stapel.

    ## In deinem Zug: eins davon
    - **Schritt** — bewege den *obersten Stein* eines deiner Stapel auf eines der 8 Nachbarfelder
      (gerade oder diagonal). Das Feld darf leer sein oder einen beliebig hohen Stapel tragen:
      Dein Stein kommt obendrauf, der Rest bleibt. Tippe `d4-e5`.
    - **Kippen** — kippe einen ganzen Stapel aus 2 oder mehr Steinen in eine der 8 Richtungen.
      Der unterste Stein landet auf dem nächsten Feld, der darüber auf dem danach und so weiter:
      Der oberste fliegt am weitesten. Steine landen auf dem, was dort liegt; das Startfeld
      wird leer. Am Brettrand stapeln sich die übrigen Steine auf dem letzten Feld. Zu einem
      Rand, an dem der Stapel schon steht, geht das nicht. Tippe `d4>ne` (Richtungen: n,
      ne, e, se, s, sw, w, nw).

    ## Könige
    Deine **reinen** Stapel bestehen nur aus deiner Farbe. Dein **König** ist dein höchster
    reiner Stapel — auch ein einzelner Stein kann König sein —, und teilen sich mehrere reine
    Stapel die größte Höhe, ist **jeder davon ein König**: Verlierst du einen, verlierst du die
    Partie. Könige wechseln von Zug zu Zug: Achte auf die Kronen.

    ## Einen König schlagen
    Nach jedem Zug wird geprüft: Der König eines Spielers fällt, wenn
    - er **keinen reinen Stapel mehr** hat, oder
    - auf einem Feld, das vor dem Zug einer seiner Könige war, jetzt ein **gegnerischer Stein
      oben** liegt — außer derselbe Zug hat seinen höchsten reinen Stapel höher gemacht.

    Ein König, den sein Besitzer selbst wegzieht (Schritt oder Kippen), ist nicht geschlagen.

    Schlägt dein Zug den gegnerischen König, **gewinnst du** — auch wenn dabei dein eigener
    König fällt. Schlägt dein Zug nur deinen eigenen König (etwa weil ein Kippen einen
    gegnerischen Stein auf ihn wirft), **verlierst du**.

    ## Unentschieden
    Unentschieden, wenn dieselbe Stellung (gleiche Stapel, gleicher Spieler am Zug) zum
    dritten Mal vorkommt oder beide Spieler sich einigen. Du kannst auch aufgeben.

    ## Notation
    - Schritt: `d4-e5` (auch `d4 e5`, `step d4 ne`, `d4-ne`).
    - Kippen: `d4>ne` (auch `tumble d4 ne`, `d4 > north-east`, `tumble d4 e5`).

    ## Das Brett lesen
    - Jeder Stapel ist von der Seite gezeichnet, von unten nach oben: weiße Steine helle Scheiben mit ○, schwarze dunkle mit ✕. Die Zahl im Kreis ist die Stapelhöhe; eine graue Scheibe mit drei Punkten steht für Steine, die zu tief liegen.
    - Eine goldene Krone markiert jeden aktuellen König, ein roter Rahmen einen König, der im nächsten Zug fallen kann (oder dessen Fall die Partie beendete).
    - Letzter Zug: gestrichelter Umriss am Start, durchgezogener magentafarbener am Ziel, Pfeil dazwischen; die Felder, über die ein Kippen ging, sind eingefärbt.
    - Unter dem Brett: ▶ wer als Nächstes zieht; jeder Spieler mit Farbe, Zeichen und der Höhe seines Königs (die Kronen zeigen, wo); der letzte Zug; eine ⚠-Zeile, wenn ein König fallen kann.
