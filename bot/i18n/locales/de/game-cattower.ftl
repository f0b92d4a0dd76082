# Cat and the Tower (bot/games/cattower): Plätze, Optionen, Karten, Zugbeschriftungen, Buttons und
# Menüs, was das Brett nach einem Platzieren sagt, Fehler, Ergebnisse und die Regeln.
# Notation bleibt in jeder Sprache gleich: Karten-IDs (A07, G02), Freund-IDs (f5), die
# getippten Verben und Wörter (`take A07 left`, `walls bricks-left angels-right`, `confirm`,
# `friend ginger floor 3 at 12`, die Farbwörter ginger/white/grey/brown in getippten Zügen).
# Längen sind Millimeter („mm“).

## Plätze: die Farbe des Schals jedes Spielers (kompetitiv) und der Name unter dem Turm

cattower-seat-1 = Rot
cattower-seat-2 = Orange
cattower-seat-3 = Blau
cattower-seat-4 = Lila
cattower-seat-5 = Gelb

## Farben in Worten (im Satz, klein geschrieben)
## Es sind Adjektivstämme: Die Nachrichten hängen die Endung an („der { $colour }e Freund“,
## „einen { $colour }en Freund“, „die Katze mit dem { $scarf }en Schal“). Darum „lilafarben“
## und „orangefarben“ statt „lila“ und „orange“, die sich nicht beugen lassen.

cattower-colour-white = weiß
cattower-colour-ginger = rot
cattower-colour-grey = grau
cattower-colour-brown = braun
# Eine Farbe, die noch nicht gewählt ist (steht nur in Klammern, ohne Endung).
cattower-colour-unknown = ?
cattower-scarf-red = rot
cattower-scarf-orange = orangefarben
cattower-scarf-blue = blau
cattower-scarf-purple = lilafarben
cattower-scarf-yellow = gelb

## Optionen von /kitty start (Beschreibungen höchstens 100 Zeichen; coop und competitive sind
## getippte Wörter und bleiben)

cattower-option-mode = coop (alle helfen Toto) oder competitive (Schwarze Katzen klettern um die Wette)
cattower-option-target = Die Geschichtenkarte, um die ihr spielt: Totos Zieletage
# Die Hand, die jeder Platz in der Lobby wählt (steady, normal, shaky, butterfingers bleiben).
cattower-hand-label = Hand
cattower-hand-description = Wie ruhig deine Hand ist
cattower-error-mode = `mode` muss coop oder competitive sein.
cattower-error-competitive-players = Die kompetitive Variante braucht 2 bis 5 Spieler.
cattower-error-players = Cat and the Tower ist für 1 bis 5 Spieler.
cattower-error-target = `target` muss 10, 13, 15, 17 oder 20 sein.
# $name: was der Spieler angegeben hat.
cattower-error-hand = `{ $name }` ist keine Hand: Wähle steady (ruhig), normal, shaky (zittrig) oder butterfingers (Schusselfinger).
cattower-error-hand-list = `difficulty` muss pro Platz eines von steady, normal, shaky, butterfingers nennen.

## Teile im Satz. Die „-start“-Formen beginnen einen Satz.
## $colour: ein Farbwort eines Freundes; $id: eine Freund-ID (f5); $label: eine Etagennummer;
## $scarf: ein Schalfarbwort.

cattower-piece-friend = der { $colour }e Freund { $id }
cattower-piece-friend-start = Der { $colour }e Freund { $id }
cattower-piece-floor = Etage { $label }
cattower-piece-floor-start = Etage { $label }
cattower-piece-wall-bricks = eine Ziegelwand
cattower-piece-wall-bricks-start = Eine Ziegelwand
cattower-piece-wall-windows = eine Fensterwand
cattower-piece-wall-windows-start = Eine Fensterwand
cattower-piece-wall-arches = eine Bogenwand
cattower-piece-wall-arches-start = Eine Bogenwand
cattower-piece-wall-angels = eine Engelwand
cattower-piece-wall-angels-start = Eine Engelwand
cattower-piece-wall-pillars = eine Säulenwand
cattower-piece-wall-pillars-start = Eine Säulenwand
cattower-piece-toto = Toto
cattower-piece-toto-start = Toto
cattower-piece-cat = die Katze mit dem { $scarf }en Schal
cattower-piece-cat-start = Die Katze mit dem { $scarf }en Schal
# Viele Teile gezählt ($count), nach Art.
cattower-count-floor = { $count } { $count ->
        [one] Etage
       *[other] Etagen
    }
cattower-count-friend = { $count } { $count ->
        [one] Freund
       *[other] Freunde
    }
cattower-count-wall = { $count } { $count ->
        [one] Wand
       *[other] Wände
    }
cattower-count-toto = Toto
cattower-count-cat = { $count } { $count ->
        [one] Katze
       *[other] Katzen
    }
# Listen von Teilen: „Etage 3 und der rote Freund f5“, „a, b und c“ ($first, dann $last oder
# $rest: die übrigen, wieder diese Nachricht).
cattower-list-and = { $first } und { $last }
cattower-list-more = { $first }, { $rest }
# Ein Freund und wo er steht ($floor: eine Etagennummer), in Menüs und Beschriftungen.
cattower-friend-on-floor = Freund { $id } ({ $colour }) auf Etage { $floor }
cattower-friend-on-tower = Freund { $id } ({ $colour }) auf dem Turm
# Wo ein Teil abgesetzt wird: $side ist „centre“, „left“ oder „right“; $mm der Abstand.
cattower-side = { $side ->
        [centre] mittig
        [left] { $mm } mm links der Mitte
       *[right] { $mm } mm rechts der Mitte
    }

## Mehrere Sätze nacheinander ($first, dann $rest: die übrigen).

cattower-sentences = { $first } { $rest }

## Nach einem Platzieren: wie die Hand gezittert hat ($mm: Millimeter neben dem Punkt, $tilt:
## Grad; $side und $lean: „left“ oder „right“; $percent: wie viel schmaler eine
## zusammengedrückte Wand steht)

cattower-hand-on-spot = genau auf dem Punkt und um { NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }° nach { $lean ->
        [left] links
       *[right] rechts
    } geneigt
cattower-hand-off-spot = { NUMBER($mm, minimumFractionDigits: 1, maximumFractionDigits: 1) } mm { $side ->
        [left] links
       *[right] rechts
    } daneben und um { NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }° nach { $lean ->
        [left] links
       *[right] rechts
    } geneigt
# Ein Hand-Satzteil ($hand, einer der beiden obigen) für eine schmaler zusammengedrückte Wand.
cattower-hand-squeezed = { $hand }, dabei { $percent } % schmaler zusammengedrückt
# $hand: einer der obigen, für ein Teil; $left und $right für ein Wandpaar.
cattower-slip-one = Die Hand zitterte: { $hand }.
cattower-slip-walls = Die Hand zitterte: linke Wand { $left }; rechte Wand { $right }.
cattower-slip-bumped = Unterwegs wurde { $piece } angestoßen.
# Ein Streicheln über den Kopf eines Freundes: $weight ist „gentle“, „firm“ oder „heavy“;
# $way „left“ oder „right“.
cattower-pat-straight = Ein { $weight ->
        [gentle] sanftes
        [heavy] kräftiges
       *[firm] festes
    } Streicheln, gerade von oben.
cattower-pat-little = Ein { $weight ->
        [gentle] sanftes
        [heavy] kräftiges
       *[firm] festes
    } Streicheln, das ein wenig nach { $way ->
        [left] links
       *[right] rechts
    } drückt.
cattower-pat-hard = Ein { $weight ->
        [gentle] sanftes
        [heavy] kräftiges
       *[firm] festes
    } Streicheln, das stark nach { $way ->
        [left] links
       *[right] rechts
    } drückt.

## Was ein Platzieren bewirkt hat (das Band unter dem Turm und der Kanal). $piece: ein Teil
## („-start“-Form); $floor: eine Etagennummer.

cattower-notice-floor-on = { $piece } ist gelegt.
cattower-notice-walls-stand = Die Wände stehen.
cattower-notice-stays-floor = { $piece } bleibt auf Etage { $floor }.
cattower-notice-stays-on-top = { $piece } bleibt auf einem anderen Freund sitzen.
cattower-notice-petted = { $piece } wurde gestreichelt.
cattower-notice-climbed = { $piece } ist auf Etage { $floor } geklettert.
# Was bei einem Versuch schiefging ($what: eine der cattower-failed-Nachrichten unten), dann
# was als Nächstes passiert ($try: die Nummer des nächsten Versuchs, $most: erlaubte Versuche).
cattower-try-next = { $what } — als Nächstes Versuch { $try } von { $most }.
cattower-try-last = { $what } — das war der letzte Versuch, also verfällt die Option.
cattower-try-spot-gone = { $what } — und der vorgesehene Platz ist weg, also verfällt die Option.
cattower-failed-floor = Die Etage ist nicht auf den Wänden liegen geblieben
cattower-failed-walls-over = Die Wände sind unter der Etage umgekippt
cattower-failed-wall = Eine Wand ist auf der obersten Etage nicht stehen geblieben
cattower-failed-friend-tower = { $piece } ist nicht auf dem Turm geblieben
cattower-failed-friend-on-top = { $piece } ist nicht auf einem anderen Freund sitzen geblieben
cattower-failed-climb = { $piece } ist nicht auf Etage { $floor } geblieben
cattower-gave-up = Der Spieler hat auf das Platzieren verzichtet; die Option verfällt.
# Der Schaden eines Platzierens: seine Teile ($parts, die cattower-damage-Nachrichten,
# verbunden mit cattower-damage-parts) als ein Satz.
cattower-damage = { $parts }.
cattower-damage-parts = { $first }; { $rest }
# $count: Wände, die jetzt gefallen sind; $total: gefallene Wände insgesamt, von $most.
cattower-damage-fell = { $count ->
        [one] { $count } Wand ist
       *[other] { $count } Wände sind
    } vom Turm gefallen (insgesamt { $total } von { $most })
# $pieces: eine Liste von Teilen (das erste in seiner „-start“-Form, wenn es den Satz beginnt).
cattower-damage-stock = { $pieces }: zurück in den Vorrat
cattower-damage-restored = { $pieces } { $count ->
        [one] wurde
       *[other] wurden
    } an den alten Platz zurückgestellt
cattower-damage-returned = { $pieces }: zurück dorthin, wo der Zug begann

## Das Zählen bis fünf (Sieg im Koop-Spiel). $floor: Totos Etage, $target: die Zieletage.

cattower-count-again = Toto steht noch auf Etage { $floor }, auf oder über der Zieletage { $target }: Alle zählen noch einmal bis fünf.
cattower-count-at-once = Toto steht schon auf Etage { $floor }, auf oder über der neuen Zieletage { $target }: Alle zählen bis fünf.
cattower-count-failed = Der Turm hat das Zählen bis fünf nicht überstanden.
# $title und $text: Titel und Geschichte der Geschichtenkarte.
cattower-count-held = Der Turm hat gehalten! { $title }: { $text }
cattower-count-caption = Toto hat die Zieletage erreicht! Alle zählen bis fünf …

## Ergebnisse (nach „gewonnen“ / „verloren“ in der Ergebnisnachricht)

# $walls: gefallene Wände; die zweite, wenn die Spieler eine Geschichte auf Etage $floor
# gewonnen hatten.
cattower-result-collapsed = Der Turm ist eingestürzt: { $walls } Wände sind gefallen
cattower-result-collapsed-reached = Der Turm ist eingestürzt: { $walls } Wände sind gefallen (ihr hattet Etage { $floor } erreicht)
# Koop-Sieg: $floor und der Titel der Geschichtenkarte ($title).
cattower-result-victory = Toto hat Etage { $floor } erreicht: { $title }
# Kompetitiv: $why (eine der cattower-why-Nachrichten), dann die beste Katze ($scarf: ihr
# Schalfarbwort) und wie weit sie kam.
cattower-result-ranks-first-beside = { $why }; die Katze mit dem { $scarf }en Schal liegt vorn (noch neben dem Turm)
cattower-result-ranks-first-floor = { $why }; die Katze mit dem { $scarf }en Schal liegt vorn (bis Etage { $floor } geklettert)
cattower-why-collapsed = der Turm ist eingestürzt ({ $walls } Wände sind gefallen)
cattower-why-all-top = jede Katze hat Etage 24 erreicht
# $name: die Farbe des Platzes.
cattower-result-gave-up = { $name } hat aufgegeben; der Turm bleibt unvollendet
cattower-result-resigned = { $name } hat aufgegeben; die bestplatzierte Katze gewinnt
cattower-result-stopped = die Spieler haben sich aufs Aufhören geeinigt
cattower-result-stopped-best = die Spieler haben sich aufs Aufhören geeinigt; die bestplatzierte Katze gewinnt
# Ein Ergebnis, das eine ältere Version des Bots auf Englisch gespeichert hat ($text).
cattower-stored = { $text }
# Eine Beschriftung nur aus Symbolen und Zahlen („◀ 2 mm“, „12 ▶“): nichts zu übersetzen.
cattower-plain = { $text }
cattower-takeback-cards = dabei wurde eine Karte gezogen, gespielt oder aufgedeckt

## Was der Spieler am Zug jetzt entscheidet (unter dem Brett und in „passt gerade nicht“-Fehlern)

cattower-step-over = Partie vorbei
cattower-step-card = Wähle eine Aktionskarte
cattower-step-higher = Sieg! Höher hinaus oder hier aufhören?
cattower-step-goal-coop = Erfülle ein Ziel (Toto klettert) oder beende den Zug
cattower-step-goal = Versetze einen Freund nach oben, erfülle ein Ziel oder beende den Zug
cattower-step-pet = Streichle einen Freund
cattower-step-pet-another = Streichle einen weiteren Freund
# $left und $right: Wandnamen; $mm: der Abstand; $side: cattower-side.
cattower-step-walls = Stelle die Wände auf: { $left } links, { $right } rechts, { $mm } mm Abstand, { $side }
cattower-step-floor = Lege Etage { $floor } auf die Wände, { $side }
# $verb: „move“ oder „place“; $which: „the“ (ein gewählter Freund) oder „a“; $colour: ein
# Farbwort (oder „?“, darum in Klammern); $on: der Freund, auf den er kommt.
cattower-step-friend-on = { $verb ->
        [move] Versetze
       *[place] Setze
    } { $which ->
        [the] den
       *[a] einen
    } Freund ({ $colour }) auf { $on }
cattower-step-friend-floor = { $verb ->
        [move] Versetze
       *[place] Setze
    } { $which ->
        [the] den
       *[a] einen
    } Freund ({ $colour }) auf Etage { $floor }, { $side }
cattower-step-friend-nofloor = { $verb ->
        [move] Versetze
       *[place] Setze
    } { $which ->
        [the] den
       *[a] einen
    } Freund ({ $colour }); wähle eine Etage
# $who: „toto“ oder „cat“ (die eigene Katze des Spielers).
cattower-step-climb-on = Setze { $who ->
        [toto] Toto
       *[cat] deine Katze
    } auf Etage { $floor } ab, auf { $on }
cattower-step-climb = Setze { $who ->
        [toto] Toto
       *[cat] deine Katze
    } auf Etage { $floor } ab, { $side }
# Ein Schritt ($step) nach gescheiterten Versuchen: $try ist die Nummer des nächsten Versuchs von $most.
cattower-step-try = { $step } (Versuch { $try } von { $most })

## Zugbeschriftungen (Menüs und Ansagen, höchstens 100 Zeichen)

# $card: eine Karten-ID; $option: der Text der Option.
cattower-describe-take = { $card }: { $option }
cattower-describe-discard = { $card } abwerfen (auf den Karten lässt sich nichts ausführen)
cattower-describe-walls = { $left } links, { $right } rechts
# $spacing: „narrow“, „medium“, „wide“ oder der Abstand in mm; $mm: der Abstand.
cattower-describe-spacing = Wände { $spacing ->
        [narrow] eng
        [medium] mittel
        [wide] weit
       *[other] { $spacing }
    } ({ $mm } mm Abstand)
cattower-describe-nudge = Teil 2 mm nach { $way ->
        [left] links
       *[right] rechts
    } schieben
cattower-describe-centre-floor = Etage mittig legen
cattower-describe-shift-floor = Etage legen: { $side }
cattower-describe-colour = Einen { $colour }en Freund nehmen
cattower-describe-floor = Auf Etage { $floor } setzen
cattower-describe-at = Absetzen: { $side }
# $friend: cattower-friend-on-floor oder -on-tower.
cattower-describe-on = Auf { $friend }
cattower-describe-lift = { $friend } hochheben
cattower-describe-pet = { $friend } streicheln
# $goal: der Name eines Ziels; $floors: wie viele Etagen.
cattower-describe-goal = { $goal } erfüllen: Toto klettert { $floors } { $floors ->
        [one] Etage
       *[other] Etagen
    }
# $number: welches der zwei geheimen Ziele des Spielers (1 oder 2).
cattower-describe-secret-goal = Dein geheimes Ziel Nr. { $number } erfüllen: Deine Katze klettert { $floors } { $floors ->
        [one] Etage
       *[other] Etagen
    }
cattower-describe-confirm = Bestätigen: absetzen
cattower-describe-back = Zurück zur Kartenwahl
cattower-describe-end = Zug beenden
cattower-describe-higher = Höher hinaus: die nächste Geschichtenkarte angehen
cattower-describe-stop = Hier aufhören und feiern
cattower-describe-forfeit = Auf dieses Platzieren verzichten (die Option verfällt)

## Buttons unter dem Brett (Beschriftungen höchstens 80 Zeichen)

# $card: eine Karten-ID, $arrow: „ ◀“, „ ▶“ oder nichts, $option: der Kurztext der Option.
cattower-button-take = { $card }{ $arrow } { $option }
cattower-button-discard = { $card } abwerfen
cattower-button-walls = { $left } | { $right }
cattower-button-narrow = Eng
cattower-button-medium = Mittel
cattower-button-wide = Weit
cattower-button-centre = Mitte
cattower-button-white = Weiß
cattower-button-ginger = Rot
cattower-button-grey = Grau
cattower-button-brown = Braun
# $goal: der Name eines Ziels; $floors: das Klettern.
cattower-button-goal = { $goal }: +{ $floors }
cattower-button-confirm = Bestätigen
cattower-button-back = Zurück
cattower-button-end = Zug beenden
cattower-button-higher = Höher hinaus
cattower-button-stop = Hier aufhören
cattower-button-forfeit = Verzichten

## Menüs unter dem Brett (Platzhalter höchstens 150 Zeichen, Optionen höchstens 100)

cattower-menu-walls = Welche Wände kommen wohin?
cattower-menu-floor = Freund auf Etage setzen …
cattower-menu-floor-option = Etage { $floor }
cattower-menu-on = … oder auf einen Freund
cattower-menu-pet = Welchen Freund streicheln?
cattower-menu-lift = Welchen Freund hochheben?
cattower-secret-title = Deine Zielkarten

## Fehler bei einem getippten Zug (nur für den Spieler sichtbar, der ihn getippt hat). $move: die
## Notation des Zugs; $step: was jetzt zu tun ist (eine cattower-step-Nachricht).

cattower-not-a-game = Das ist keine Partie Cat and the Tower.
cattower-not-a-move = Das ist kein Zug von Cat and the Tower.
cattower-nothing-placed = Gerade wird nichts platziert.
cattower-unknown-move = Unbekannter Zug.
cattower-not-now = `{ $move }` passt gerade nicht: { $step }.
cattower-spacing-range = Der Abstand muss { $low } bis { $high } mm betragen.
cattower-offset-range = Die Etage lässt sich { $low } bis { $high } mm aus der Mitte verschieben.
cattower-choose-floor-first = Wähle zuerst eine Etage (`floor 3`).
cattower-spot-range = Der Platz muss { $low } bis { $high } mm von der Mitte entfernt sein.
cattower-cannot-confirm = Du kannst gerade nicht bestätigen.
# $id: der Freund, der versetzt wird, $colour seine Farbe.
cattower-moving-friend = Du versetzt { $id }, einen { $colour }en Freund.
cattower-card-places = Diese Karte setzt einen { $colour }en Freund.
# $id: eine Freund-ID.
cattower-not-standable = { $id } ist kein Freund auf dem Turm, auf den sich etwas setzen lässt.
cattower-on-top-needed = Der Freund dieser Karte muss auf einen anderen Freund: Nutze `on f5`.
cattower-floor-unusable = Etage { $floor } kannst du gerade nicht benutzen.
cattower-spot-off = Dieser Platz liegt nicht auf der Etage.
# $goal: eine Ziel-ID.
cattower-goal-not-up = { $goal } liegt nicht offen.
cattower-goal-not-held = { $goal } ist nicht auf deiner Hand.
# $area: wo das Ziel geprüft wird (cattower-area-Nachrichten).
cattower-goal-not-met = Die Bedingung von { $goal } ist auf { $area } nicht erfüllt.
cattower-area-coop = der Etage direkt über Toto
cattower-area-cat = den Etagen über deiner Katze
# $who: „toto“ oder „cat“; $floors: die meisten Etagen, die das Ziel klettern lässt.
cattower-climb-most = Mit { $goal } darf { $who ->
        [toto] Toto
       *[cat] deine Katze
    } höchstens { $floors } Etagen klettern.
cattower-card-not-up = { $card } liegt nicht offen.
cattower-card-one-option = { $card } hat nur eine Option: `take { $card }`.
# $side: „left“ oder „right“.
cattower-option-impossible = Die { $side ->
        [left] linke
       *[right] rechte
    } Option von { $card } lässt sich gerade nicht ausführen (keine Freunde zum Streicheln oder keine Etage mehr übrig).
cattower-discard-only = Eine Karte abwerfen darfst du nur, wenn sich keine offen liegende Option ausführen lässt.
cattower-walls-unavailable = Diese Wände gibt es für diese Karte nicht (die FAQ erlaubt einen Ersatz nur für eine Sorte, die ausgegangen ist).
cattower-nudge-end = In diese Richtung kann das Teil nicht weiter.
cattower-not-possible = `{ $move }` ist gerade nicht möglich: Prüf die Etage oder den Freund, die du genannt hast.
cattower-back-too-late = Zurück geht es nur vor dem ersten Versuch.
cattower-end-not-yet = Du kannst den Zug noch nicht beenden: { $step }.
cattower-goal-after = Ziele werden nach der Aktion erfüllt.
# Tippfehler. $token: was der Spieler getippt hat; $what: welche Zahl gemeint war.
cattower-not-mm = `{ $token }` ist keine Millimeterangabe für { $what ->
        [spacing] den Abstand
        [offset] den Versatz der Etage
        [floor] die Etage
        [spot] den Platz
       *[climb] das Klettern
    }.
cattower-not-usable = `{ $token }` ist keine brauchbare Zahl.
cattower-not-whole = `{ $token }` ist keine ganze Zahl für { $what ->
        [spacing] den Abstand
        [offset] den Versatz der Etage
        [floor] die Etage
        [spot] den Platz
       *[climb] das Klettern
    }.
# $prefix: „A“ oder „G“ (Karten-IDs sehen aus wie A07, G07).
cattower-not-card-id = `{ $token }` ist keine Karten-ID (etwa { $prefix }07).
cattower-not-friend-id = `{ $token }` ist keine Freund-ID (etwa f5).
# $colours und $types: die erlaubten getippten Wörter, mit „, “ verbunden.
cattower-not-colour = `{ $token }` ist keine Farbe für Freunde ({ $colours }).
cattower-walls-how = Schreib die Wände wie `walls bricks-left angels-right`.
cattower-not-wall = `{ $token }` ist keine Wandsorte ({ $types }).
cattower-type-a-move = Tippe einen Zug, zum Beispiel `take A01 left` oder `confirm`.
cattower-choose-side = Wähle die Option `left` oder `right` der Karte.
cattower-place-how = Schreib es wie `friend ginger floor 3 at 20`.
cattower-goal-how = Schreib es wie `goal G02 climb 2`.
# $text: was der Spieler getippt hat.
cattower-unreadable = `{ $text }` ist kein Zug von Cat and the Tower. Versuch `take A01 left`, `confirm`, `pet f5`, `goal G02 climb 2` oder `end turn`.
# Probleme beim Platzieren ($piece beim ersten in seiner „-start“-Form, sonst in der einfachen Form).
cattower-all-placed = Alle { $colour }en Freunde sind auf dem Turm: Wähle mit `lift` einen, den du neu setzt.
cattower-choose-colour = Wähle zuerst die Farbe des Freundes.
cattower-choose-floor = Wähle zuerst eine Etage (oder einen Freund, auf dem er stehen soll).
cattower-choose-where = Wähle zuerst, wohin das Teil kommt.
cattower-overhang = { $piece } würde über den Rand der Etage hinausragen.
cattower-spot-taken = Dieser Platz ist belegt, denn { $piece } wäre im Weg. Schieb das Teil oder wähle einen anderen Platz.

## Wandsorten (Namen, die auf die Wände und die Wand-Übersichtskarte gedruckt sind)

cattower-wall-bricks = Ziegel
cattower-wall-windows = Fenster
cattower-wall-arches = Bögen
cattower-wall-angels = Engel
cattower-wall-pillars = Säulen

## Aktionskarten: der Text jeder Option (Karte und Menü) und ihre Kurzform (eine
## Button-Beschriftung, höchstens 60 Zeichen). Die Karten-IDs (A01 …) sind Notation und bleiben.

cattower-card-a01-left = Bauen: Ziegel + Engel
cattower-card-a01-left-short = Ziegel + Engel
cattower-card-a01-right = Bauen: Fenster + Bögen
cattower-card-a01-right-short = Fenster + Bögen
cattower-card-a02-left = Einen Freund beliebiger Farbe setzen
cattower-card-a02-left-short = Beliebiger Freund
cattower-card-a03-left = Bauen: Ziegel + Fenster
cattower-card-a03-left-short = Ziegel + Fenster
cattower-card-a04-left = Bauen: Ziegel + Bögen
cattower-card-a04-left-short = Ziegel + Bögen
cattower-card-a05-left = Bauen: Fenster + Engel
cattower-card-a05-left-short = Fenster + Engel
cattower-card-a06-left = Bauen: Bögen + Engel
cattower-card-a06-left-short = Bögen + Engel
cattower-card-a07-left = Bauen: Ziegel + Engel
cattower-card-a07-left-short = Ziegel + Engel
cattower-card-a07-right = Einen weißen Freund setzen
cattower-card-a07-right-short = Weißer Freund
cattower-card-a08-left = Bauen: Fenster + Bögen
cattower-card-a08-left-short = Fenster + Bögen
cattower-card-a08-right = Einen roten Freund setzen
cattower-card-a08-right-short = Roter Freund
cattower-card-a09-left = Bauen: Säulen + Säulen
cattower-card-a09-left-short = Säulen + Säulen
cattower-card-a09-right = Bauen: Ziegel + Bögen
cattower-card-a09-right-short = Ziegel + Bögen
cattower-card-a10-left = Bauen: Säulen + Säulen
cattower-card-a10-left-short = Säulen + Säulen
cattower-card-a10-right = Einen grauen Freund setzen
cattower-card-a10-right-short = Grauer Freund
cattower-card-a11-left = Bauen: Säulen + Säulen
cattower-card-a11-left-short = Säulen + Säulen
cattower-card-a11-right = Einen Freund streicheln
cattower-card-a11-right-short = 1 streicheln
cattower-card-a12-left = Einen weißen Freund setzen
cattower-card-a12-left-short = Weißer Freund
cattower-card-a12-right = Einen grauen Freund setzen
cattower-card-a12-right-short = Grauer Freund
cattower-card-a13-left = Einen roten Freund setzen
cattower-card-a13-left-short = Roter Freund
cattower-card-a13-right = Einen braunen Freund setzen
cattower-card-a13-right-short = Brauner Freund
cattower-card-a14-left = Einen weißen Freund setzen
cattower-card-a14-left-short = Weißer Freund
cattower-card-a14-right = Einen braunen Freund setzen
cattower-card-a14-right-short = Brauner Freund
cattower-card-a15-left = Einen grauen Freund setzen
cattower-card-a15-left-short = Grauer Freund
cattower-card-a15-right = Einen roten Freund setzen
cattower-card-a15-right-short = Roter Freund
cattower-card-a16-left = Zwei Freunde beliebiger Farbe setzen
cattower-card-a16-left-short = 2 Freunde
cattower-card-a17-left = Einen Freund beliebiger Farbe auf einen anderen Freund setzen
cattower-card-a17-left-short = Beliebiger Freund obendrauf
cattower-card-a17-right = Einen braunen Freund setzen
cattower-card-a17-right-short = Brauner Freund
cattower-card-a18-left = Einen Freund streicheln
cattower-card-a18-left-short = 1 streicheln
cattower-card-a19-left = Zwei verschiedene Freunde streicheln
cattower-card-a19-left-short = 2 streicheln
cattower-card-a20-left = Einen Freund streicheln, dann einen Freund beliebiger Farbe setzen
cattower-card-a20-left-short = 1 streicheln + beliebiger Freund

## Zielkarten: Name und Bedingung (die IDs G01 … sind Notation und bleiben)

cattower-goal-g01-name = Hallo, Freund
cattower-goal-g01-text = Mindestens ein Freund
cattower-goal-g02-name = Nase an Nase
cattower-goal-g02-text = Zwei Freunde, die sich berühren
cattower-goal-g03-name = Wurfgeschwister
cattower-goal-g03-text = Zwei Freunde derselben Farbe, die sich berühren
cattower-goal-g04-name = Ungleiches Paar
cattower-goal-g04-text = Zwei Freunde verschiedener Farben, die sich berühren
cattower-goal-g05-name = Huckepack
cattower-goal-g05-text = Ein Freund auf einem anderen Freund
cattower-goal-g06-name = Rot auf Grau
cattower-goal-g06-text = Ein roter Freund auf einem grauen Freund
cattower-goal-g07-name = Polonaise
cattower-goal-g07-text = Drei Freunde in einer Gruppe, die sich berührt
cattower-goal-g08-name = Drei Felle
cattower-goal-g08-text = Drei Freunde in drei verschiedenen Farben
cattower-goal-g09-name = Katzenturm
cattower-goal-g09-text = Drei Freunde übereinandergestapelt
cattower-goal-g10-name = Aussichtsbrücke
cattower-goal-g10-text = Ein Freund, der auf zwei Freunden zugleich ruht
cattower-goal-g11-name = Abstand halten
cattower-goal-g11-text = Drei Freunde, von denen sich keine zwei berühren
cattower-goal-g12-name = Partylöwe
cattower-goal-g12-text = Ein Freund, der drei andere berührt
cattower-goal-g13-name = Volle Palette
cattower-goal-g13-text = Ein Freund jeder Farbe
cattower-goal-g14-name = Familientreffen
cattower-goal-g14-text = Drei Freunde derselben Farbe
cattower-goal-g15-name = Doppelt huckepack
cattower-goal-g15-text = Zwei Freunde, jeder auf einem anderen
cattower-goal-g16-name = Einsamer Ausguck
cattower-goal-g16-text = Genau ein Freund, höchstens 12 mm von der Mitte der Etage entfernt

## Geschichtenkarten: Titel und der Text, der vorgelesen wird, wenn der Turm auf der Etage der
## Geschichte hält

cattower-story-s10-title = Die zehnte Etage
cattower-story-s10-text = Toto sieht die ganze Stadt unter sich und, weit oben, einen Stern, der ihm zublinzelt.
cattower-story-s13-title = Über den Wolken
cattower-story-s13-text = Die Wolken sind weicher, als sie aussehen. Toto klettert weiter.
cattower-story-s15-title = Wo der Wind singt
cattower-story-s15-text = Der Wind summt ein Schlaflied, an das Toto sich von ganz früher erinnert.
cattower-story-s17-title = Der Nachtgarten
cattower-story-s17-text = Die Sterne hängen so tief, dass man sie berühren könnte, und einer von ihnen schnurrt.
cattower-story-s20-title = Mamas Stern
cattower-story-s20-text = Ganz oben legt sich ein warmes Licht um Toto. Er ist zu Hause.

## Die Regeln (/kitty rules cattower): Markdown, wird so angezeigt, wie es dasteht

cattower-rules =
    # Cat and the Tower

    Baut reihum einen Papierturm, je zwei Wände und eine Etage, und setzt Katzen-Freunde
    darauf, damit Kater Toto hochklettern kann; alle gewinnen, wenn Toto Etage 10 erreicht
    und der Turm steht, und alle verlieren, wenn 5 Wände gefallen sind.

    ## Dein Zug
    1. **Eine Option einer offenen Aktionskarte:**
       - **Bauen**: zwei Wände auf die oberste Etage (welche links, Abstand, schieben), dann die
         nächste Etage darauf (Versatz).
       - **Freund setzen**: auf eine Etage oder einen anderen Freund.
       - **Streicheln**: einen oder zwei Freunde.
    2. **Ziel** (freiwillig): Passt ein offenes Ziel zu den Freunden auf der Etage **direkt
       über Toto**, erfülle es: Toto klettert bis zu so viele Etagen.

    Eine Vorschau zeigt, wohin das Teil kommt; **Bestätigen** setzt es ab, deine Hand (ruhig,
    normal, zittrig, Schusselfinger) zittert; die Physik entscheidet, was steht. Bis zu
    3 Versuche pro Teil, sonst verfällt die Option. **Zurück**: neue Kartenwahl.

    ## Trümmer
    - Auf dem Tisch ohne Etagenkontakt: Trümmer. Wände zählen; Etagen und
      Freunde gehen in den Vorrat. Mit Kontakt: zurück an ihren Platz (sonst in den Vorrat).
    - Etagen über 35° geneigt oder keine 20 mm über der darunter sind unbrauchbar: Sie,
      was nur auf ihnen liegt, und Wände ohne Etage werden Trümmer.
    - Toto und Katzen sind nie Trümmer: zurück auf ihre Etage vom Zugbeginn (oder die höchste
      stehende darunter).

    ## Sieg und Niederlage
    - **Sieg**: Toto auf der Zieletage (10) oder höher, dann zählen alle bis fünf, während der
      Tisch wackelt: Hält der Turm, gewinnt ihr und lest die Geschichtenkarte vor. Dann mit
      demselben Turm **höher hinaus** (13, 15, 17, 20) oder aufhören.
    - **Niederlage**: 5 Wände gefallen.

    ## Kompetitive Variante (2–5 Spieler)
    Jeder hat eine Schwarze Katze neben Etage 1 und zwei geheime Ziele; drei Aktionskarten
    liegen offen. Nach deiner Aktion darfst du einen Freund von der Etage deiner Katze höher
    setzen und dann ein eigenes Ziel erfüllen: Deine Katze klettert, du ziehst ein neues. Ende,
    wenn der Turm einstürzt (5 Wände; wer es auslöste, wird Letzter) oder jede Katze Etage 24
    erreicht; die höchste Katze gewinnt.

    ## Züge
    `take A07 left` · `walls bricks-left angels-right` · `spacing narrow|wide|48` ·
    `nudge left|right` · `floor offset -6` · `friend ginger floor 3 at 12` · `on f5` ·
    `lift f3` · `pet f5` · `goal G02 climb 2` · `confirm` · `back` · `give up` ·
    `end turn` · `go higher` · `stop`
    Freunde: white/weiß f1–f4, ginger/rot f5–f8, grey/grau f9–f12, brown/braun f13–f16.

    ## Auslegung durch den Bot
    - **Kompetitive Ziele** zählen die Freunde **aller Etagen über deiner Katze**.
    - **Rangfolge**: höchste per Ziel erreichte Etage; Gleichstand: wer zuerst dort war.
    - **Höher hinaus** zu einer schon erreichten Zieletage: sofort zählen.
    - **Nach gescheitertem Zählen** wird nach jedem Zug mit Toto auf oder über der Zieletage
      neu gezählt, bis es klappt oder die Partie verloren ist.
    - Ein Ziel hebt Toto nie über die oberste Etage.
    - Geht keine offene Option, wirfst du eine Karte ab.

    ## Das Brett lesen
    - Lineal: Etagennummern, ★ und gestrichelte Linie an der Zieletage, die Etage der Ziele
      (über Toto) in gelber Pille, Totos Kopf auf seiner Etage.
    - Freunde: weiß ein Ring, rot Streifen, grau ein Punkt, braun ein Fleck. Schwarze Katzen
      tragen Schal und Namen ihres Spielers. Blasse Teile: Trümmer.
    - Tafel: „Gefallene Wände 2/5“, wer am Zug ist, Aktionskarten (◀ ▶ Seite einer Option,
      ● einzige Option), Ziele mit Klettern, Rangfolge, Nahansicht. Das Band unter dem Turm:
      Folgen des letzten Platzierens.
