# Die Lektionen von Cat and the Tower (`/kitty learn game:cattower`), in der Reihenfolge, in der sie gespielt werden.
# Nachrichten: lesson-cattower-<Lektion>-<Feld> (title, text, hint, hint-<n>, success).
# Wörter in `code` sind getippte Züge oder Befehle (Notation): nie übersetzen.

## Lektion cards: Eine Aktionskarte wählen

lesson-cattower-cards-title = Eine Aktionskarte wählen
lesson-cattower-cards-text =
    Ihr baut einen Turm aus Papier, damit Toto, die Katze, daran hochklettern kann. Jeder Zug
    beginnt mit einer Option einer offen liegenden Aktionskarte: Bauen, Freund setzen oder
    Streicheln. Nimm zum Start eine Bauen-Option.
lesson-cattower-cards-hint = Karte A01 hat zwei Bauen-Optionen: `take A01 left` oder `take A01 right`.
lesson-cattower-cards-hint-1 = A02 setzt einen Freund, und über Toto gibt es noch keine Etage: Bau zuerst mit A01.
lesson-cattower-cards-success = Du hast zwei Wände in der Hand, bereit, sie auf die Etage zu stellen.

## Lektion build: Eine Etage bauen

lesson-cattower-build-title = Eine Etage bauen
lesson-cattower-build-text =
    Beim Bauen stellst du zwei Wände auf die oberste Etage und legst dann die nächste Etage
    darauf. Eine durchsichtige Vorschau zeigt, wohin jedes Teil kommt; `confirm` setzt es ab, und
    die Physik entscheidet, was stehen bleibt. Baue Etage 2.
lesson-cattower-build-hint = Nimm eine Bauen-Option, bestätige die Wände mit `confirm`, dann die Etage mit `confirm`.
lesson-cattower-build-success = Etage 2 steht: Jetzt gibt es eine Etage über Toto.

## Lektion friend: Einen Freund setzen

lesson-cattower-friend-title = Einen Freund setzen
lesson-cattower-friend-text =
    Ein Freund ist eine kleine Katze, die du auf eine Etage oder auf einen anderen Freund setzt;
    die Ziele zählen sie. Die Vorschau steht auf Etage 2, direkt über Toto. Verschieb sie
    mit `at 12`, wenn du magst, und setz den Freund dann mit `confirm` ab.
lesson-cattower-friend-hint = `confirm` setzt den Freund dort ab, wo die Vorschau ihn zeigt.
lesson-cattower-friend-hint-1 = `back` legt den Freund weg: Bestätige ihn stattdessen mit `confirm`.
lesson-cattower-friend-success = Der Freund sitzt auf Etage 2.

## Lektion goals: Ein Ziel erfüllen

lesson-cattower-goals-title = Ein Ziel erfüllen
lesson-cattower-goals-text =
    Nach deiner Aktion darfst du ein offen liegendes Ziel erfüllen, das für die Freunde auf der
    Etage direkt über Toto zutrifft. Toto klettert dann so viele Etagen hoch. Ziel G01 verlangt
    dort mindestens einen Freund: Erfülle es und setz Toto ab.
lesson-cattower-goals-hint = Tippe `goal G01 climb 1`, dann `confirm`, um Toto auf Etage 2 abzusetzen.
lesson-cattower-goals-hint-1 = Beendest du den Zug, bleibt Toto auf Etage 1: Erfülle zuerst Ziel G01.
lesson-cattower-goals-success = Toto ist auf Etage 2 geklettert. Erreicht er Etage 10, während der Turm steht, gewinnen alle.

## Lektion hand: Deine Hand

lesson-cattower-hand-title = Deine Hand
lesson-cattower-hand-text =
    In der Lobby wählt jeder Spieler, wie ruhig seine Hand ist: ruhig (`steady`), normal,
    zittrig (`shaky`) oder Schusselfinger (`butterfingers`). Eine zittrigere Hand wackelt beim
    Bestätigen stärker, und ein Teil hat bis zu 3 Versuche, bevor die Option verloren ist. Baue
    mit zittriger Hand Etage 2.
lesson-cattower-hand-hint = Nimm eine Bauen-Option und bestätige die Wände und die Etage; rutscht ein Teil ab, versuch es noch einmal.
lesson-cattower-hand-success = Etage 2 steht, sogar mit zittriger Hand. Umgefallene Wände zählen zu den 5, mit denen die Partie verloren ist.
