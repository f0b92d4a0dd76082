# Die Lektionen von Stacktics (`/kitty learn game:stacktics`), in der Reihenfolge, in der sie gespielt werden.
# Nachrichten: lesson-stacktics-<Lektion>-<Feld> (title, text, hint, hint-<n>, success).
# Wörter in `code` sind getippte Züge oder Befehle (Notation): nie übersetzen.

## Lektion shapes: Wie Pyramiden ziehen

lesson-stacktics-shapes-title = Wie Pyramiden ziehen
lesson-stacktics-shapes-text =
    Du spielst Rot. Eine kleine Pyramide zieht diagonal, eine mittlere gerade, eine große
    beides. Eine Pyramide, die nichts trägt, zieht beliebig weit über leere Felder. Ziehe deine
    mittlere Pyramide auf c1 gerade nach oben auf c4.
lesson-stacktics-shapes-hint = Die mittlere Pyramide steht auf c1: Sie zieht gerade, beliebig weit, solange sie nichts trägt.
lesson-stacktics-shapes-hint-1 = Das ist deine kleine Pyramide, sie zieht diagonal. Ziehe diesmal die mittlere von c1 nach c4.
lesson-stacktics-shapes-success = Genau: Eine einzelne mittlere Pyramide gleitet gerade, so weit das Brett frei ist.

## Lektion range: Tragen verkürzt den Zug

lesson-stacktics-range-title = Tragen verkürzt den Zug
lesson-stacktics-range-text =
    Die gewählte Pyramide zieht mit allem, was auf ihr gestapelt ist. Trägt sie weniger Augen,
    als sie selbst groß ist, zieht sie bis zu 2 Felder; trägt sie gleich viele oder mehr, nur 1.
    Ziehe die mittlere Pyramide auf c1 mit ihrer kleinen zwei Felder nach oben.
lesson-stacktics-range-hint = Wähle die mittlere Pyramide (sie trägt ein Auge, weniger als ihre zwei) und ziehe sie zwei Felder nach oben: `Mc1-c3`.
lesson-stacktics-range-success = Richtig: Die große blieb stehen, die mittlere und die kleine zogen zwei Felder.

## Lektion stack: Auf eigene Pyramiden stapeln

lesson-stacktics-stack-title = Auf eigene Pyramiden stapeln
lesson-stacktics-stack-text =
    Du darfst auf deinem eigenen Stapel landen, wenn seine oberste Pyramide mindestens so groß
    ist wie die, die du ziehst. Setze deine kleine Pyramide von b2 auf deine große auf c3.
lesson-stacktics-stack-hint = Die kleine auf b2 zieht diagonal: c3 liegt einen Schritt nach oben rechts.
lesson-stacktics-stack-success = Deine kleine reitet jetzt auf der großen: Zusammen können sie später schlagen.

## Lektion capture: Schlagen

lesson-stacktics-capture-title = Schlagen
lesson-stacktics-capture-text =
    Schlagen kann nur eine einzelne Pyramide, die von der Spitze eines Stapels aus zwei oder
    mehr Pyramiden springt und auf einem gegnerischen Stapel landet. Der ganze gegnerische Stapel
    verlässt das Spiel, und seine Augen zählen für dich. Schlage den Stapel von Blau auf d3 mit
    der kleinen Pyramide oben auf c2.
lesson-stacktics-capture-hint = Die kleine oben auf c2 zieht diagonal: Lass sie auf d3 springen (`Sc2xd3`).
lesson-stacktics-capture-success = Drei Augen erbeutet: Die mittlere und die kleine Pyramide von Blau sind weg.

## Lektion win: Gewinnen

lesson-stacktics-win-title = Gewinnen
lesson-stacktics-win-text =
    Wer zuerst die Hälfte der gegnerischen Augen erbeutet, gewinnt: 9 Augen auf diesem Brett.
    Du hast schon 7. Gewinne mit einem Zug.
lesson-stacktics-win-hint = Welches Schlagen bringt dir zwei Augen mehr? Die mittlere Pyramide auf d3 ist 2 wert.
lesson-stacktics-win-success = Neun Augen: Rot gewinnt.
