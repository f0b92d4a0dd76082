# Texte der Aufzeichnungen (bot/records): /kitty game, /kitty history, /kitty stats.

## Eine gespeicherte Partie finden

rec-not-found = Auf diesem Server gibt es keine Partie #{ $id }.
rec-never-started = Partie #{ $id } hat nie begonnen.
rec-unknown-game = Partie #{ $id } gehört zu einem Spiel, das dieser Bot nicht hat ({ $game }).
rec-title = { $game } #{ $id } — { $players }
rec-versus = { $first } gegen { $second }

## Ein gespeichertes Ergebnis („Sieg für Alice — Blau hat keinen gültigen Zug“)

rec-not-finished = nicht beendet
rec-no-winner = Kein Sieger
rec-won = Sieg für { $winners }
rec-and = { $first } und { $second }
rec-result = { $head } — { $reason }

## Verlaufszeilen (/kitty history)

rec-the-game = Das Spiel
rec-step-resigns = { $who } gibt auf
rec-step-agreed = Die Spieler einigen sich, die Partie zu beenden
rec-step-timeout = { $who } hat die Zeit überschritten
rec-step-move = { $who }: { $move }
rec-step-hinted = { $line } 💡 (nach einem Tipp)
rec-numbered = { $number }. { $line }
rec-took-back = ↩ { $who } hat { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } zurückgenommen

## Statistik

rec-streak = { $outcome ->
        [win] { $count ->
            [one] { $count } Sieg
           *[other] { $count } Siege
        }
        [draw] { $count ->
            [one] { $count } Unentschieden
           *[other] { $count } Unentschieden
        }
       *[loss] { $count ->
            [one] { $count } Niederlage
           *[other] { $count } Niederlagen
        }
    }
