# Die Lektionen von Kitty Stack Tower (`/kitty learn game:kitty`), in der Reihenfolge, in der sie gespielt werden.
# Nachrichten: lesson-kitty-<Lektion>-<Feld> (title, text, hint, hint-<n>, success).
# Wörter in `code` sind getippte Züge oder Befehle (Notation): nie übersetzen.

## Lektion place: Steine setzen

lesson-kitty-place-title = Steine setzen
lesson-kitty-place-text =
    Du spielst Rot. Vor der Partie setzen alle Spieler Steine auf leere Felder, einen pro Feld.
    Hier setzt du abwechselnd mit Gelb. Setze einen Stein, zum Beispiel mit `place d4`.
lesson-kitty-place-hint = Tippe `place` und ein leeres Feld, etwa `place d4`.
lesson-kitty-place-success = Dein erster Stein steht auf dem Brett. In einer echten Partie kann der Bot die übrigen für dich setzen: `place random`.

## Lektion stack: Stapeln

lesson-kitty-stack-title = Stapeln
lesson-kitty-stack-text =
    Ein Stapel gehört dir, wenn deine Farbe oben liegt. Stapeln (`stack`) setzt deinen Stapel,
    in seiner Reihenfolge, auf einen benachbarten Stapel, der nicht höher ist. Setze deine zwei
    Steine auf d4 auf den Stein von Gelb auf d5.
lesson-kitty-stack-hint = Tippe `stack d4>d5`: Dein Stapel wandert von d4 auf d5.
lesson-kitty-stack-success = Der Stapel auf d5 ist drei Steine hoch und gehört dir.

## Lektion flip: Umdrehen

lesson-kitty-flip-title = Umdrehen
lesson-kitty-flip-text =
    Beim Umdrehen (`flip`) springt ein Stapel aus 2 oder mehr Steinen über einen mindestens
    gleich hohen Nachbarn auf das leere Feld dahinter; der übersprungene Stapel wird auf den
    Kopf gestellt. Spring über den hohen Stapel von Gelb auf e4: Sein unterster Stein ist rot,
    also gehört er danach dir.
lesson-kitty-flip-hint = Tippe `flip d4>e4`: Dein Stapel springt über e4, und e4 wird auf den Kopf gestellt.
lesson-kitty-flip-success = Auf den Kopf gestellt, liegt der rote Stein oben: Dieser Stapel gehört jetzt dir.

## Lektion disassemble: Zerlegen

lesson-kitty-disassemble-title = Zerlegen
lesson-kitty-disassemble-text =
    Liegt neben deinem Stapel ein gegnerischer Stapel, der einen deiner Steine enthält, und hat
    dein Stapel mehr Steine deiner Farbe als der gegnerische Steine seiner Farbe, darfst du ihn
    zerlegen: Die Steine über deinem höchsten Stein rutschen unter deinen Stapel. Zerlege den
    Stapel von Gelb auf d5.
lesson-kitty-disassemble-hint = Tippe `disassemble d4>d5`.
lesson-kitty-disassemble-success = Der gelbe Stein ist unter deinen Stapel gerutscht, und auf d5 liegt wieder Rot oben.

## Lektion end: Passen und Spielende

lesson-kitty-end-title = Passen und Spielende
lesson-kitty-end-text =
    Du darfst immer passen. Passen alle Spieler nacheinander, endet die Partie, und die Steine
    in den Stapeln, die dir gehören, sind deine Punkte. Gelb hat gerade gepasst und du liegst
    vorn: Beende die Partie.
lesson-kitty-end-hint = Tippe `pass`: Nach dem Passen von Gelb beendet dein Passen die Partie, während du 3 zu 1 führst.
lesson-kitty-end-success = Alle haben nacheinander gepasst: Du gewinnst 3 zu 1.

## Lektion cards: Geheime Zielkarten

lesson-kitty-cards-title = Geheime Zielkarten
lesson-kitty-cards-text =
    Mit der Option Zielkarten (`objectives`) hat jeder Spieler 2 geheime Karten
    (`/kitty cards` zeigt sie), die Punkte bringen. Eine deiner Karten ist Kettenstapeln: Statt
    auf einen einzigen Stapel stapelst du entlang einer Reihe von Stapeln mit derselben Farbe
    oben, +1 pro Schritt. Hol dir jetzt einen Kartenpunkt.
lesson-kitty-cards-hint = Such unter Meine Züge einen `chain`-Zug: `chain b5>c5` läuft über mehrere Stapel.
lesson-kitty-cards-success = Ein Kartenpunkt ist sicher: Kettenstapeln ist jetzt für alle aufgedeckt.
