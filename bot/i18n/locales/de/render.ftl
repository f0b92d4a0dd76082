# Jedes Wort, das auf ein Bild gezeichnet wird (Bretter, Kartenbilder, Kartenübersicht,
# Wiederholungs-GIFs, Analysediagramme), und die Textbretter der Terminalbefehle.
# Platz auf einem Bild ist knapp: Beschriftungen etwa so lang wie im Englischen halten.
# Notation (Felder wie c3, Züge wie c3-c4, Steinbuchstaben) wird nie übersetzt.

## Gemeinsame Wörter

render-and = { $first } und { $last }
render-player = Spieler { $number }
render-colour-r = Rot
render-colour-y = Gelb
render-colour-b = Blau
render-colour-g = Grün
render-colour-w = Weiß
render-colour-k = Schwarz

## Textbretter (Terminal `play` / `replay` und das Ende des Alt-Texts eines Bildes)

render-text-draw = Unentschieden
render-text-win = { $count ->
        [one] { $names } gewinnt
       *[other] { $names } gewinnen
    }
render-text-result = { $result } — { $reason }
render-text-waiting = Warten auf Mitspieler
render-text-to-move = { $name } am Zug

## Towers-Textbrett
render-towers-quiet = { $count } von { $limit } Zügen ohne Zusammenlegen (bei { $limit } endet die Partie)
render-towers-text-key = (jeder Turm: Buchstabe des Besitzers und Höhe)

## Stacktics-Textbrett
render-stacktics-text-pips = { $name } { $count } von { $target }
render-stacktics-text-captured = Erbeutete Augen: { $counts }
render-stacktics-text-key = (Farbbuchstabe, dann Größen unten→oben: R321 = ein roter Baum)

## Tumbling-Down-Textbrett
render-tumbling-text-king = { $name } { $cells } ({ $height } hoch)
render-tumbling-text-none = keiner
render-tumbling-text-kings = Könige: { $kings }
render-tumbling-text-key = (Stapel unten→oben, oberster Stein des Besitzers groß; hohe Stapel: Höhe + oberste drei)

## Kitty-Stack-Tower-Textbrett
render-kitty-text-stacks = Stapel (unten→oben): { $stacks }
render-kitty-text-height-points = { $name } { $height } (+{ $points } Kartenpkt.)
render-kitty-text-heights = Eigene Höhe: { $heights }
render-kitty-text-unplaced = Noch zu setzen: { $pieces }
render-kitty-text-passes = Passen in Folge: { $count }
render-kitty-text-card = Deine Karte: { $name } — { $text }

## Alt-Text: Beschreibung eines Brettbildes für Screenreader (≤ 1 024 Zeichen insgesamt,
## samt Textbrett)

render-alt-board = Brett von { $game }.
render-alt-person = { $name } ({ $colour })
render-alt-won = { $count ->
        [one] Partie vorbei: { $names } gewinnt.
       *[other] Partie vorbei: { $names } gewinnen.
    }
render-alt-draw = Partie vorbei: unentschieden.
render-alt-to-play = { $name } ist am Zug.
render-alt-last-move = Letzter Zug: { $move }.

## Beschriftungen unter den quadratischen Brettern (Towers, Stacktics, Tumbling Down)

render-person = { $name } ({ $colour })
render-to-play = { $who } am Zug
render-wins = { $who } gewinnt
render-wins-score = { $who } gewinnt { $score }
render-seat-line = { $who }: { $stat }
render-passed = { $who } hat gepasst
render-draw = Unentschieden
render-draw-score = Unentschieden { $score }
render-game-over = Partie vorbei
render-last-move = Letzter Zug: { $move }

## Towers-Brett
render-towers-legend = Zahl auf einem Turm: seine Höhe · Farbton: sein Besitzer (oberster Stein)
render-towers-pieces = { $count ->
        [one] { $count } Stein
       *[other] { $count } Steine
    }

## Stacktics-Brett
render-stacktics-quiet = { $count } von { $limit } Zügen ohne Schlagen (bei { $limit }: unentschieden)
render-stacktics-pips = { $count } von { $target } Augen
render-stacktics-took = erbeutet
render-stacktics-move = { $notation } = { $size ->
        [S] kleine
        [M] mittlere
       *[L] große
    } Pyramide { $start } → { $end }
render-stacktics-move-takes = { $notation } = { $size ->
        [S] kleine
        [M] mittlere
       *[L] große
    } Pyramide { $start } schlägt { $end }
render-stacktics-move-level = { $notation } = { $size ->
        [S] kleine
        [M] mittlere
       *[L] große
    } Pyramide ({ $level ->
        [1] 1.
        [2] 2.
        [3] 3.
       *[other] { $level }.
    } von unten) { $start } → { $end }
render-stacktics-move-takes-level = { $notation } = { $size ->
        [S] kleine
        [M] mittlere
       *[L] große
    } Pyramide ({ $level ->
        [1] 1.
        [2] 2.
        [3] 3.
       *[other] { $level }.
    } von unten) { $start } schlägt { $end }
render-stacktics-legend-win = Sieg: { $count } Augen (die Punkte) erbeuten
render-stacktics-legend-height = Zahl: Stapelhöhe
render-stacktics-legend-taken = ×N: gerade erbeutete Augen

## Tumbling-Down-Brett
render-tumbling-legend = Krone: König (höchster einfarbiger Stapel) · Zahl: Stapelhöhe
render-tumbling-legend-check = roter Rahmen: König in Gefahr
render-tumbling-legend-fallen = roter Rahmen: der geschlagene König
render-tumbling-kings = { $count ->
        [one] König { $height } hoch
       *[other] { $count } Könige { $height } hoch
    }
render-tumbling-no-king = kein König
render-tumbling-stepped = Letzter Zug: { $who } – Schritt { $move }
render-tumbling-tumbled = Letzter Zug: { $who } – Kippen { $move }
render-tumbling-played = Letzter Zug: { $who } spielte { $move }

## Kitty-Stack-Tower-Brett

render-kitty-setting-up = Aufbau des Bretts
render-kitty-places = { $who } setzt einen Stein
render-kitty-all-placed = Alle Steine sind gesetzt
render-kitty-over-draw = Partie vorbei — unentschieden
render-kitty-over-wins = Partie vorbei — { $who } gewinnt!
render-kitty-over-share = Partie vorbei — { $names } und { $last } teilen sich den Sieg!
render-kitty-waiting = Warten
render-kitty-passes = { $count ->
        [one] { $count }× gepasst in Folge (Ende bei { $players })
       *[other] { $count }× gepasst in Folge (Ende bei { $players })
    }
render-kitty-move = Zug { $ply }
render-kitty-setup = Aufbau
render-kitty-last-stack = { $who } stapelte { $start } auf { $end }
render-kitty-last-chain = { $who } stapelte entlang { $path } ({ $steps ->
        [one] { $steps } Schritt
       *[other] { $steps } Schritte
    })
render-kitty-last-flip = { $who } sprang { $start } → { $end } und drehte { $flipped } um
render-kitty-last-disassemble = { $who } zog Steine von { $start } unter { $under }
render-kitty-last-place = { $who } setzte einen Stein auf { $cell }
render-kitty-last-frenzy = { $who } entfernte den Stapel auf { $cell } (Einfarbiger Rausch)
render-kitty-last-pass = { $who } passte
render-kitty-last-done = { $who } beendete den Zug
render-kitty-last-force = { $who } spielte Zwangstausch
render-kitty-last-give = { $who } gab eine Karte ab
render-kitty-last-offer = { $who } bot einen Kartentausch an
render-kitty-last-accept = { $who } nahm den Kartentausch an
render-kitty-last-decline = { $who } lehnte den Kartentausch ab
render-kitty-last = Zuletzt: { $action }
render-kitty-cards-of = Karten von { $who }: { $cards }
render-kitty-revealed = Aufgedeckt: { $cards }
render-kitty-removed = Entfernt durch Einfarbigen Rausch
# Spaltenköpfe (etwa 10 Zeichen; ★ bleibt).
render-kitty-heading-to-place = zu setzen
render-kitty-heading-height = Höhe
render-kitty-heading-stars = ★ Pkt.
render-kitty-heading-hand = Karten
render-kitty-heading-score = Gesamt
render-kitty-key-cell = e5 = Feld (Spalte, Reihe)
render-kitty-key-height = 7 = Stapelhöhe
render-kitty-key-hidden = weitere Steine darunter
render-kitty-key-last = letzte Aktion (gestrichelt: von, durchgezogen: nach)
render-kitty-key-scissors = Zerlegen: bewegte Steine
render-kitty-key-flip = dieser Stapel wurde umgedreht
render-kitty-key-frenzy = Stapel entfernt (Rausch)
render-kitty-key-rainbow = Marker Regenbogenbrücke
render-kitty-key-twist = Marker Dramatische Wendung
render-kitty-key-count = Punkt auf einem Marker: Anzahl
render-kitty-key-cards = Zielkarte auf der Hand
render-kitty-key-stars = ★ = Zielkartenpunkte
render-kitty-key-crown = Sieger

## Cat-and-the-Tower-Brett (die Tafel neben dem Turm, Beschriftungen der Szene)

render-cattower-title = Cat and the Tower
render-cattower-mode = { $mode ->
        [competitive] Kompetitiv
       *[coop] Kooperativ
    } · { $players ->
        [one] { $players } Spieler
       *[other] { $players } Spieler
    }
render-cattower-competitive-rule = Die höchste Katze gewinnt. Ziele zählen die Freunde auf Etagen über deiner Katze.
render-cattower-target = Zieletage { $floor }
render-cattower-target-story = Zieletage { $floor }: { $title }
render-cattower-toto-on = Toto ist auf Etage { $floor }
render-cattower-goal-floor = Zieletage { $floor }
render-cattower-goal-unbuilt = Zieletage { $floor } (ungebaut)
render-cattower-tower-built = { $count ->
        [one] Turm: { $count } Etage gebaut
       *[other] Turm: { $count } Etagen gebaut
    }
render-cattower-fallen = Gefallene Wände { $fallen }/{ $most }
render-cattower-to-play = { $who } am Zug
render-cattower-wins = { $count ->
        [one] gewinnt!
       *[other] gewinnen!
    }
render-cattower-victory = ★ Sieg! ★
render-cattower-tower-fell = Der Turm ist eingestürzt
render-cattower-story = „{ $title }“ — { $text }
render-cattower-tower-stands = { $count ->
        [one] Der Turm steht { $count } Etage hoch
       *[other] Der Turm steht { $count } Etagen hoch
    }
render-cattower-tower-stands-low = { $count ->
        [one] der Turm steht { $count } Etage hoch
       *[other] der Turm steht { $count } Etagen hoch
    }
render-cattower-reached = Toto hat Etage { $floor } erreicht · { $tower }
render-cattower-nothing-fell = Nichts ist gefallen
render-cattower-fell = Gefallen: { $walls ->
        [one] { $walls } Wand
       *[other] { $walls } Wände
    } in der Partie
render-cattower-fell-last = Gefallen: { $walls ->
        [one] { $walls } Wand
       *[other] { $walls } Wände
    } in der Partie und { $last } beim letzten Einsturz
render-cattower-fell-floors = { $count ->
        [one] { $count } Etage
       *[other] { $count } Etagen
    }
render-cattower-fell-friends = { $count ->
        [one] { $count } Freund
       *[other] { $count } Freunde
    }
render-cattower-action-cards = Aktionskarten
render-cattower-goal-cards = Zielkarten
render-cattower-ranking = Rangfolge
render-cattower-secret-goals = Jeder Spieler hat zwei geheime Ziele (siehe deine DM).
render-cattower-climb = klettert +{ $climb }
render-cattower-seat = Platz { $seat }
render-cattower-scarf = { $scarf ->
        [red] roter Schal
        [orange] oranger Schal
        [blue] blauer Schal
        [purple] lila Schal
        [yellow] gelber Schal
       *[other] Schal { $scarf }
    }
render-cattower-waiting = wartet
render-cattower-on-floor = Etage { $floor }
render-cattower-discards = Ablage: { $actions ->
        [one] { $actions } Aktion
       *[other] { $actions } Aktionen
    } · { $goals ->
        [one] { $goals } Ziel
       *[other] { $goals } Ziele
    }
render-cattower-count = Alle zählen bis fünf!
render-cattower-preview = Vorschau, Nahansicht
render-cattower-goal-close-up = Zieletage { $floor }, Nahansicht
render-cattower-not-shown = Etagen { $low }–{ $high } nicht gezeigt
render-cattower-preview-tag = Vorschau
render-cattower-fallen-aside = { $count } gefallen
render-cattower-step-confirm = setzte das Teil ab
render-cattower-step-take = nahm Aktionskarte { $card }
render-cattower-step-take-side = nahm Aktionskarte { $card } ({ $side })
render-cattower-step-aim = { $side ->
        [centre] richtete das Teil mittig aus
        [right] richtete das Teil { $mm } mm nach rechts aus
       *[left] richtete das Teil { $mm } mm nach links aus
    }
render-cattower-step-goal = erfüllte Ziel { $goal }: Toto klettert { $climb }
render-cattower-step-shift = { $side ->
        [centre] Etage mittig
        [right] schob die Etage { $mm } mm nach rechts
       *[left] schob die Etage { $mm } mm nach links
    }
render-cattower-step-walls = Wände { $left }, { $right }
render-cattower-step-friend = wählte einen Freund ({ $colour })
render-cattower-step-friend-set = setzte einen Freund ({ $colour }) { $where }
render-cattower-step-floor = wählte Etage { $floor }
render-cattower-step-discard = warf { $rest } ab
render-cattower-step-spacing = stellte die Wände { $rest } auseinander
render-cattower-step-nudge = schob das Teil { $rest }
render-cattower-step-on = wählte { $rest } als Platz
render-cattower-step-lift = hob { $rest } an
render-cattower-step-pet = streichelte { $rest }
render-cattower-step-back = ging zurück
render-cattower-step-end = beendete den Zug
render-cattower-step-go = wollte höher hinaus
render-cattower-step-stop = hörte auf
render-cattower-step-give = gab auf

## Kartenbilder (die eigenen Karten eines Platzes, die Kartenübersicht von /kitty rules)

render-card = Karte
# Fußzeile einer Karte (etwa 24 Zeichen).
render-card-revealed = aufgedeckt
render-card-secret = geheim – nur für dich
render-no-cards = Keine Karten

## Das Analysediagramm einer beendeten Partie (/kitty analysis)

render-analysis-title = Wer lag vorn, Zug für Zug
render-analysis-axis-x = Zug
render-analysis-axis-y = Siegchance
render-analysis-no-swings = Kein Zug hat das Gleichgewicht verändert.
render-analysis-swing = Zug { $ply } · { $who }: { $played }
render-analysis-swing-ai = Zug { $ply } · { $who }: { $played } → KI: { $preferred } ({ NUMBER($value, style: "percent", maximumFractionDigits: 0) })

## Kitty Stack Tower: der Name des Spiels in der Ecke des Bretts, auf zwei Zeilen
render-kitty-title-top = Kitty Stack
render-kitty-title-bottom = Tower

## Cat-and-the-Tower-Textbrett (Terminal und das Ende des Alt-Texts)

render-cattower-text-summary = Gebaute Etagen: { $floors } · Zieletage { $target } · gefallene Wände { $fallen }/{ $most }
render-cattower-text-floor = Etage { $floor }: Mitte { $centre } mm, Neigung { $tilt }°
render-cattower-text-floor-friends = Etage { $floor }: Mitte { $centre } mm, Neigung { $tilt }° · Freunde: { $friends }
render-cattower-text-debris = { $count } Teil(e) als Trümmer gefallen
render-cattower-text-cat = Katze von { $who } ({ $scarf }): Etage { $floor }
render-cattower-text-action = Aktion { $card }: { $options }
render-cattower-text-goal = Ziel { $card }: { $name } — { $text } (klettert { $climb })
render-cattower-text-goal-id = Ziel { $card }
render-cattower-text-your-goal = Dein Ziel { $card }: { $name } — { $text } (klettert { $climb })
