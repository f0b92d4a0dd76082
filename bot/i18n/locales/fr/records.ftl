# Textes des archives (bot/records) : /kitty game, /kitty history, /kitty stats.

## Retrouver une partie enregistrée

rec-not-found = Il n'y a pas de partie n° { $id } sur ce serveur.
rec-never-started = La partie n° { $id } n'a jamais commencé.
rec-unknown-game = La partie n° { $id } est d'un jeu que ce bot ne possède pas ({ $game }).
rec-title = { $game } n° { $id } — { $players }
rec-versus = { $first } contre { $second }

## Un résultat enregistré (« Alice a gagné — Bleu n'a plus de coup légal »)

rec-not-finished = pas terminée
rec-no-winner = Pas de gagnant
rec-won = Victoire de { $winners }
rec-and = { $first } et { $second }
rec-result = { $head } — { $reason }

## Lignes de l'historique (/kitty history)

rec-the-game = Le jeu
rec-step-resigns = { $who } abandonne
rec-step-agreed = Les joueurs conviennent de mettre fin à la partie
rec-step-timeout = { $who } n'a plus de temps
rec-step-move = { $who } : { $move }
rec-step-hinted = { $line } 💡 (après un indice)
rec-numbered = { $number }. { $line }
rec-took-back = ↩ { $who } a repris { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }

## Statistiques

rec-streak = { $outcome ->
        [win] { $count ->
            [one] { $count } victoire
           *[other] { $count } victoires
        }
        [draw] { $count ->
            [one] { $count } nul
           *[other] { $count } nuls
        }
       *[loss] { $count ->
            [one] { $count } défaite
           *[other] { $count } défaites
        }
    }
