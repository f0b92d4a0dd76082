# Die Lektionen von Tumbling Down (`/kitty learn game:tumbling`), in der Reihenfolge, in der sie gespielt werden.
# Nachrichten: lesson-tumbling-<Lektion>-<Feld> (title, text, hint, hint-<n>, success).
# Wörter in `code` sind getippte Züge oder Befehle (Notation): nie übersetzen.

## Lektion step: Schritt

lesson-tumbling-step-title = Ein Schritt
lesson-tumbling-step-text =
    Du spielst Schwarz. Ein Stapel gehört dir, wenn ein schwarzer Stein oben liegt. Ein Schritt
    bewegt nur den obersten Stein deines Stapels auf eines der 8 Felder ringsum, gerade oder
    diagonal. Mach mit dem obersten Stein deines Stapels auf e5 einen Schritt.
lesson-tumbling-step-hint = Ein Schritt bewegt einen Stein um ein Feld: Tippe ihn als `e5-e6`.
lesson-tumbling-step-success = Der oberste Stein ist weitergezogen; der darunter ist stehen geblieben.

## Lektion tumble: Kippen

lesson-tumbling-tumble-title = Kippen
lesson-tumbling-tumble-text =
    Beim Kippen fällt ein ganzer Stapel aus 2 oder mehr Steinen in eine von 8 Richtungen um: Der
    unterste Stein landet auf dem nächsten Feld, der darüber auf dem Feld danach und so weiter.
    Kippe deinen Stapel auf d5 nach unten, also nach Süden.
lesson-tumbling-tumble-hint = Kippen schreibt man mit `>` und einer Richtung: `d5>s` kippt d5 nach Süden.
lesson-tumbling-tumble-success = Drei Steine auf d4, d3 und d2: Der oberste ist am weitesten geflogen.

## Lektion king: Den König bedecken

lesson-tumbling-king-title = Den König bedecken
lesson-tumbling-king-text =
    Der König eines Spielers ist sein höchster Stapel, der nur aus seiner Farbe besteht; eine
    goldene Krone markiert ihn. Setze einen deiner Steine auf den gegnerischen König, und du
    gewinnst. Bedecke den König von Weiß auf d3.
lesson-tumbling-king-hint = Dein einzelner Stein auf c4 steht direkt neben dem König auf d3: Mach einen Schritt darauf.
lesson-tumbling-king-success = Der König von Weiß ist bedeckt: Schwarz gewinnt.

## Lektion far: Kippen reicht weit

lesson-tumbling-far-title = Kippen reicht weit
lesson-tumbling-far-text =
    Beim Kippen landet der oberste Stein am weitesten weg, so kann ein hoher Stapel einen König
    mehrere Felder entfernt bedecken. Der König von Weiß auf d3 ist für einen Schritt zu weit
    weg. Kippe deinen dreihohen Stapel auf d6 so, dass sein oberster Stein auf d3 landet.
lesson-tumbling-far-hint = Zähl nach: d6 nach Süden gekippt legt Steine auf d5, d4 und dann d3.
lesson-tumbling-far-success = Der oberste Stein ist auf dem König gelandet: Schwarz gewinnt.

## Lektion kings: Mehrere Könige

lesson-tumbling-kings-title = Mehrere Könige
lesson-tumbling-kings-text =
    Sind zwei reine Stapel gleich hoch und am höchsten, sind beide Könige, und wer einen davon
    verliert, verliert die Partie. Weiß hat hier zwei Könige. Gewinne, indem du den bedeckst,
    den du erreichst.
lesson-tumbling-kings-hint = Der König auf f2 steht neben deinem Stein auf e3.
lesson-tumbling-kings-success = Ein bedeckter König genügt: Schwarz gewinnt.
