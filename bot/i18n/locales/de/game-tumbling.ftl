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

    {"*"}Michael Shuck, 2001 — Finalist des Spieleautoren-Wettbewerbs „8×8 Game Design Competition“.*

    ## Aufbau
    Jeder Spieler hat 29 Steine, in einer Raute um seine eigene Ecke aufgestapelt: Weiß auf
    {"*"}*a1**, Schwarz auf **h8**. In der Ecke steht ein Stapel aus 4 Steinen, auf ihren beiden
    Nachbarfeldern Stapel aus 3, in den nächsten zwei Diagonalen Stapel aus 2 und in der fünften
    Diagonale einzelne Steine. **Schwarz zieht zuerst** (eine Partie kann stattdessen Weiß wählen).

    Ein Stapel gehört dem, dessen Stein oben liegt. Du ziehst immer nur Stapel, die dir gehören.

    ## In deinem Zug tust du eins davon
    - **Schritt** — bewege den *obersten Stein* eines deiner Stapel auf eines der 8 Nachbarfelder
      (gerade oder diagonal). Das Feld darf leer sein oder einen Stapel beliebiger Höhe tragen:
      Dein Stein kommt einfach obendrauf. Der Rest des Stapels bleibt stehen.
      Tippe ihn als `d4-e5`.
    - **Kippen** — kippe einen ganzen Stapel aus 2 oder mehr Steinen in eine der 8 Richtungen
      um. Der unterste Stein landet auf dem nächsten Feld, der darüber auf dem Feld danach und so
      weiter, sodass der oberste Stein am weitesten fliegt. Die Steine landen auf dem, was dort
      liegt, und das Feld, auf dem der Stapel stand, bleibt leer. Erreicht das Kippen den Rand des
      Bretts, stapeln sich alle noch fallenden Steine auf dem letzten Feld. Zu einem Rand hin, an
      dem der Stapel schon steht, kannst du nicht kippen. Tippe es als `d4>ne` (Richtungen: n, ne,
      e, se, s, sw, w, nw).

    ## Könige
    Deine **reinen** Stapel sind die, die nur aus deiner Farbe bestehen. Dein **König** ist dein
    höchster reiner Stapel — sogar ein einzelner Stein kann der König sein —, und sind mehrere
    reine Stapel gleich hoch und am höchsten, ist **jeder von ihnen ein König**, und wer einen
    davon verliert, verliert die Partie. Die Könige wechseln von Zug zu Zug, also behalte die
    Kronen auf dem Brett im Auge.

    ## Einen König schlagen
    Nach jedem Zug werden beide Spieler geprüft. Der König eines Spielers fällt, wenn:
    - er **keinen reinen Stapel mehr** hat, oder
    - auf einem Feld, auf dem vor dem Zug einer seiner Könige stand, jetzt ein **gegnerischer
      Stein oben** liegt — außer derselbe Zug hat seinen höchsten reinen Stapel höher gemacht,
      als er war.

    Ein König, der einfach weggezogen ist (von seinem Besitzer mit einem Schritt oder durch
    Kippen bewegt), ist nicht geschlagen.

    Schlägt dein Zug den gegnerischen König, **gewinnst du** — selbst wenn im selben Zug auch dein
    eigener König gefallen ist. Schlägt dein Zug nur deinen eigenen König (etwa weil ein Kippen
    einen gegnerischen Stein auf ihn fallen lässt), **verlierst du**.

    ## Unentschieden
    Die Partie endet unentschieden, wenn dieselbe Stellung (dieselben Stapel, derselbe Spieler am
    Zug) zum dritten Mal vorkommt oder wenn sich beide Spieler auf ein Unentschieden einigen. Du
    kannst auch aufgeben.

    ## Notation
    - Schritt: `d4-e5` (auch `d4 e5`, `step d4 ne`, `d4-ne`).
    - Kippen: `d4>ne` (auch `tumble d4 ne`, `d4 > north-east`, `tumble d4 e5`).

    ## Das Brett lesen
    - Jeder Stapel ist von der Seite gezeichnet, von unten nach oben: Weiße Steine sind helle Scheiben mit einem ○, schwarze dunkle Scheiben mit einem ✕. Die Zahl im Kreis ist die Höhe des Stapels; eine graue Scheibe mit drei Punkten steht für Steine, die zu tief liegen, um sie zu zeichnen.
    - Eine goldene Krone markiert jeden aktuellen König. Ein roter Rahmen markiert einen König, der im nächsten Zug geschlagen werden kann (oder dessen Fall die Partie beendet hat).
    - Letzter Zug: ein gestrichelter Umriss, wo er begann, ein durchgezogener magentafarbener Umriss, wo er endete, ein Pfeil dazwischen; die Felder, über die ein Kippen ging, sind eingefärbt.
    - Unter dem Brett: ▶ wer als Nächstes zieht; jeder Spieler mit seiner Farbe und seinem Zeichen und wie hoch sein König ist (die Kronen zeigen, wo); der letzte Zug; eine ⚠-Zeile, wenn ein König geschlagen werden kann.
