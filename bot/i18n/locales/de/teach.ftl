# Texte von allem, was lehrt: Lektionen (`/kitty learn`), Tipps, die Analyse einer beendeten
# Partie (`/kitty analyse`). Die Texte der Lektionen selbst stehen in lessons-<game>.ftl.
# Wörter in `code` sind Befehle, Optionen oder getippte Züge: nie übersetzen.


## Eine laufende Lektion: die Antwort auf einen Versuch

teach-lesson-not-your-seat = In dieser Lektion spielst du { $seat }.
teach-lesson-out-of-tries = { $hint } Das Ziel wurde { $within ->
        [one] mit deinem ersten Zug
       *[other] innerhalb von { $within } deiner Züge
    } nicht erreicht: Die Lektion beginnt von vorn.
teach-lesson-game-ended = { $hint } Die Partie war vorbei, bevor das Ziel erreicht wurde: Die Lektion beginnt von vorn.


## Die Lektionskarte, eine private Nachricht

teach-card-header = **{ $game } · Lektion { $number }/{ $count }: { $title }**
teach-card-how = Wähle deinen Zug unten oder tippe ihn mit `/kitty move` (oder `/kitty learn game:{ $key } move:`).
teach-card-refused = ❌ { $reason }
teach-card-replies = Die Gegenseite hat geantwortet: { $moves }.
teach-card-done-one = ✅ { $success }
teach-card-all-done = 🎉 Du hast alle Lektionen zu { $game } geschafft! `/kitty start { $key }` eröffnet einen echten Tisch.
teach-card-all-done-again = Du hast alle Lektionen zu { $game } geschafft. Drücke **Neu beginnen**, um sie noch einmal zu spielen.
teach-card-moved-on = Diese Lektionskarte ist veraltet: `/kitty learn game:{ $key }` zeigt, wo du stehst.
teach-card-not-yet = Schließe zuerst die Lektionen davor ab: `/kitty learn game:{ $key }`.
teach-card-unknown-game = Es gibt kein Spiel `{ $key }` zum Lernen: Wähle eines der angebotenen Spiele.
teach-card-group = Züge von **{ $label }**:
# Button, ≤ 80 Zeichen.
teach-card-next = Nächste Lektion
# Button, ≤ 80 Zeichen. Auch in teach-card-all-done-again genannt.
teach-card-again = Neu beginnen
# Menü-Platzhalter, ≤ 150 Zeichen.
teach-card-pick = Wähle deinen Zug …
teach-card-pick-group = Was willst du ziehen?
# Menüoption, ≤ 100 Zeichen.
teach-card-back = ← zurück zu all deinen Zügen


## Ein Tipp (der Tipp-Button), eine private Antwort

teach-hint-move = 💡 Die KI schlägt **{ $move }** vor.
teach-hint-no-reason = (Warum, kann die KI nicht sagen.)
teach-hint-moved-on = Dieses Brett ist nicht mehr aktuell.

## Warum ein Zug gut ist. Die Teile sind Satzglieder, die zu einem Satz verbunden werden;
## der Bot schreibt den ersten Buchstaben groß.

teach-hint-reason-one = { $first }.
teach-hint-reason-two = { $first }; { $second }.
teach-hint-list-and = { $most } und { $last }
teach-hint-list-comma = { $first }, { $rest }

# Die Farben der Steine als Besitzer („übernimmt den Turm von Blau“).
teach-hint-colour-red = Rot
teach-hint-colour-yellow = Gelb
teach-hint-colour-blue = Blau
teach-hint-colour-green = Grün
teach-hint-colour-black = Schwarz
teach-hint-colour-white = Weiß
# Stacktics-Pyramiden (als Substantiv: „schlägt die Mittlere und die Kleine von Blau“).
teach-hint-size-small = die Kleine
teach-hint-size-medium = die Mittlere
teach-hint-size-large = die Große

teach-hint-towers-take = übernimmt den Turm von { $owner } auf { $cell } ({ $height ->
        [one] { $height } Stein
       *[other] { $height } Steine
    })
teach-hint-towers-pieces = du kontrollierst { $after ->
        [one] { $after } Stein
       *[other] { $after } Steine
    } statt { $before }
teach-hint-stacktics-capture = schlägt { $pieces } von { $owner } auf { $cell } ({ $pips ->
        [one] { $pips } Auge
       *[other] { $pips } Augen
    })
teach-hint-stacktics-total = du hast dann { $taken } der { $needed } Augen, die du brauchst
teach-hint-stacktics-wins = das sind genug Augen zum Sieg
teach-hint-tumbling-takes-king = erobert den König von { $owner } auf { $cells } und gewinnt die Partie
teach-hint-tumbling-no-pure = lässt { $owner } ohne reinen Stapel zurück und gewinnt die Partie
teach-hint-tumbling-stack = { $height ->
        [one] den Stein auf { $cell }
       *[other] den Stapel aus { $height } auf { $cell }
    }
teach-hint-tumbling-covers = bedeckt { $stacks } von { $owner }
teach-hint-tumbling-threat = bedroht { $count ->
        [one] den König
       *[other] die Könige
    } von { $owner } auf { $cells }
teach-hint-kitty-height = die Höhe deiner Stapel steigt insgesamt von { $before } auf { $after ->
        [one] { $after } Stein
       *[other] { $after } Steine
    }
teach-hint-cattower-goal = erfüllt das Ziel „{ $name }“: { $climber } klettert { $floors ->
        [one] { $floors } Etage
       *[other] { $floors } Etagen
    } hoch
teach-hint-cattower-toto = Toto
teach-hint-cattower-cat = deine Katze

## Wann Tipps angeboten werden

# Beschreibung der Option `hints` von `/kitty start`, ≤ 100 Zeichen.
teach-hints-option-description = Den Tipp-Button erlauben (gewertete Tische: alle Spieler müssen zustimmen)
teach-hints-refuse-rated = An diesem gewerteten Tisch sind Tipps aus: Alle Spieler hätten beim Start zustimmen müssen.
teach-hints-refuse-table = Dieser Tisch wurde ohne Tipps gestartet (`hints:on` schaltet sie ein).
teach-hints-unknown-option = `hints` muss `on` oder `off` sein, nicht `{ $value }`.


## Die Analyse einer beendeten Partie (`/kitty analyse`, der Button Analyse), öffentlich

teach-analysis-not-finished = Partie #{ $id } ist noch nicht beendet; analysieren lässt sich eine Partie erst, wenn sie vorbei ist.
teach-analysis-no-moves = Partie #{ $id } hat keine Züge zum Analysieren.
teach-analysis-running = Analysiere Partie #{ $id } ({ $positions ->
        [one] { $positions } Stellung
       *[other] { $positions } Stellungen
    }) … das Bild erscheint hier, sobald es fertig ist.
teach-analysis-running-waiting = Analysiere Partie #{ $id } ({ $positions ->
        [one] { $positions } Stellung
       *[other] { $positions } Stellungen
    }) … das Bild erscheint hier, sobald es fertig ist. { $ahead ->
        [one] Vorher kommt noch { $ahead } andere Analyse.
       *[other] Vorher kommen noch { $ahead } andere Analysen.
    }
teach-analysis-progress = Analysiere Partie #{ $id }: { $done } von { $positions } Stellungen fertig …
teach-analysis-title = Analyse: { $title }
teach-analysis-result = Ergebnis: { $result }.
teach-analysis-ahead = Die meiste Zeit vorn: **{ $who }** ({ $count } von { $total } Stellungen).
teach-analysis-level = Niemand lag die meiste Zeit vorn.
teach-analysis-swings-head = Die größten Umschwünge:
teach-analysis-swing = { $n }. Zug { $ply }, { $who } spielte { $played }: Siegchance { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) }
teach-analysis-swing-preferred = { $n }. Zug { $ply }, { $who } spielte { $played }: Siegchance { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) } (die KI bevorzugte { $preferred }, { NUMBER($value, style: "percent", maximumFractionDigits: 0) })
teach-analysis-no-swings = Kein Zug hat das Gleichgewicht verändert.
teach-analysis-footer = Chancen von der KI geschätzt, mit festem Rechenbudget pro Stellung.
teach-analysis-alt = Diagramm der Siegchance jedes Spielers, Zug für Zug, in Partie #{ $id }. { $text }
teach-analysis-unknown-player = ?
