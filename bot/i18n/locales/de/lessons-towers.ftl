# Die Lektionen von Towers (`/kitty learn game:towers`), in der Reihenfolge, in der sie gespielt werden.
# Nachrichten: lesson-towers-<Lektion>-<Feld> (title, text, hint, hint-<n>, success).
# Wörter in `code` sind getippte Züge oder Befehle (Notation): nie übersetzen.

## Lektion move: Einen Turm ziehen

lesson-towers-move-title = Einen Turm ziehen
lesson-towers-move-text =
    Du spielst Gelb. Ein Turm gehört dir, wenn deine Farbe oben liegt, und er zieht immer als
    Ganzes ein Feld nach oben, unten, links oder rechts. Ziehe deinen Turm auf c3 auf ein leeres
    Nachbarfeld.
lesson-towers-move-hint = Ziehe den Turm auf c3 ein Feld nach oben, unten, links oder rechts.
lesson-towers-move-success = Gut gemacht: Ein Turm zieht als Ganzes auf ein Nachbarfeld.

## Lektion take: Einen Turm übernehmen

lesson-towers-take-title = Einen Turm übernehmen
lesson-towers-take-text =
    Ziehst du auf einen Turm, der nicht höher ist als deiner, kommt dein Turm obendrauf, und
    der neue Turm gehört dir. Übernimm den Turm von Blau auf c4 mit deinem Turm auf c3.
lesson-towers-take-hint = Der Turm von Blau steht direkt über deinem, auf c4: Zieh darauf.
lesson-towers-take-hint-1 = d3 ist leer: Damit ziehst du nur deinen Turm. Zieh auf den Turm von Blau auf c4.
lesson-towers-take-hint-2 = b3 ist leer: Damit ziehst du nur deinen Turm. Zieh auf den Turm von Blau auf c4.
lesson-towers-take-hint-3 = c2 ist leer: Damit ziehst du nur deinen Turm. Zieh auf den Turm von Blau auf c4.
lesson-towers-take-success = Der Turm auf c4 ist jetzt zwei Steine hoch und gehört dir.

## Lektion taller: Nie auf einen höheren Turm

lesson-towers-taller-title = Nie auf einen höheren Turm
lesson-towers-taller-text =
    Auf einen Turm, der höher ist als deiner, darfst du nicht ziehen. Dein Turm auf c3 ist zwei
    hoch: Der dreihohe Turm auf c4 ist außer Reichweite, der einzelne Stein auf d3 aber nicht.
    Übernimm ihn.
lesson-towers-taller-hint = Such einen Turm von Blau, der nicht höher ist als deiner: den auf d3.
lesson-towers-taller-success = Richtig: Ein Turm landet nur auf einem gleich hohen oder niedrigeren Turm.

## Lektion score: Steine zählen

lesson-towers-score-title = Steine zählen
lesson-towers-score-text =
    Deine Punkte sind alle Steine in den Türmen, die dir gehören, auch die deines Gegners. Gerade
    besitzt du 3 Steine. Mach einen Zug, der dich auf 5 bringt.
lesson-towers-score-hint = Übernimm den höchsten Turm, den du erreichst: Ein zweihoher Turm bringt zwei Steine.
lesson-towers-score-success = Fünf Steine: Höhere Türme zu übernehmen bringt mehr Punkte.

## Lektion win: Die Partie gewinnen

lesson-towers-win-title = Die Partie gewinnen
lesson-towers-win-text =
    Die Partie endet, wenn einem Spieler alle Türme gehören, und wer mehr Steine besitzt,
    gewinnt. Wer nicht ziehen kann, passt. Gewinne diese Stellung in zwei Zügen gegen den Bot.
lesson-towers-win-hint = Übernimm zuerst a1: Dann ist der letzte Turm von Blau auf b1 eingesperrt.
lesson-towers-win-success = Dir gehören alle Türme: Die Partie ist dein.
