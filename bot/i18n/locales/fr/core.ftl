# Textes de bot/core : ce que tous les jeux disent de la même façon.

core-game-over = La partie est terminée.
core-not-your-turn = Ce n'est pas ton tour.
core-player-number = Joueur { $number }
core-resigned = { $name } a abandonné
core-agreed-draw = les joueurs se sont mis d'accord sur une partie nulle
core-hidden-cards-changed = les cartes cachées d'un joueur ont changé depuis
core-option-one-of = `{ $name }` doit valoir l'une de ces valeurs : { $allowed }.
core-option-at-least = `{ $name }` doit valoir au moins { $bound }.
core-option-at-most = `{ $name }` doit valoir au plus { $bound }.
core-option-kind = `{ $name }` doit être { $kind ->
        [int] un nombre entier
        [bool] on ou off
       *[other] un mot
    }, pas `{ $value }`.
core-time-out = temps écoulé
