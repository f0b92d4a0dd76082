# Textes de tout ce qui enseigne : leçons (`/kitty learn`), indices, analyse d'une partie
# terminée (`/kitty analyse`). Les textes des leçons elles-mêmes sont dans lessons-<jeu>.ftl.
# Les mots en `code` sont des commandes, options ou coups tapés : ne jamais les traduire.


## Une leçon en cours : la réponse à un essai

teach-lesson-not-your-seat = Dans cette leçon, tu joues { $seat }.
teach-lesson-out-of-tries = { $hint } L'objectif n'est pas atteint { $within ->
        [one] dès ton premier coup
       *[other] en { $within } coups
    } : la leçon recommence.
teach-lesson-game-ended = { $hint } La partie s'est terminée avant que l'objectif soit atteint : la leçon recommence.


## La fiche de leçon, un message privé

teach-card-header = **{ $game } · leçon { $number }/{ $count } : { $title }**
teach-card-how = Choisis ton coup ci-dessous, ou tape-le avec `/kitty move` (ou `/kitty learn game:{ $key } move:`).
teach-card-refused = ❌ { $reason }
teach-card-replies = L'adversaire a répondu : { $moves }.
teach-card-done-one = ✅ { $success }
teach-card-all-done = 🎉 Tu as terminé toutes les leçons de { $game } ! `/kitty start { $key }` ouvre une vraie table.
teach-card-all-done-again = Tu as terminé toutes les leçons de { $game }. Appuie sur **Recommencer** pour les refaire.
teach-card-moved-on = Cette fiche de leçon n'est plus à jour : `/kitty learn game:{ $key }` montre où tu en es.
teach-card-not-yet = Termine d'abord les leçons qui précèdent : `/kitty learn game:{ $key }`.
teach-card-unknown-game = Il n'y a pas de jeu `{ $key }` à apprendre : choisis l'un des jeux proposés.
teach-card-group = Coups de **{ $label }** :
# Libellé de bouton, ≤ 80 caractères.
teach-card-next = Leçon suivante
# Libellé de bouton, ≤ 80 caractères. Aussi cité dans teach-card-all-done-again.
teach-card-again = Recommencer
# Texte indicatif de menu, ≤ 150 caractères.
teach-card-pick = Choisis ton coup…
teach-card-pick-group = Que veux-tu déplacer ?
# Option de menu, ≤ 100 caractères.
teach-card-back = ← retour à tous tes coups


## Un indice (le bouton Indice), une réponse privée

teach-hint-move = 💡 L'IA suggère **{ $move }**.
teach-hint-no-reason = (L'IA ne sait pas dire pourquoi.)
teach-hint-moved-on = Ce plateau n'est plus d'actualité.

## Pourquoi un coup est bon. Les parties sont des propositions réunies en une phrase ;
## le bot met la première lettre en majuscule.

teach-hint-reason-one = { $first }.
teach-hint-reason-two = { $first } ; { $second }.
teach-hint-list-and = { $most } et { $last }
teach-hint-list-comma = { $first }, { $rest }

# Les couleurs des pièces, en tant que propriétaires (« prend la tour de Bleu »).
teach-hint-colour-red = Rouge
teach-hint-colour-yellow = Jaune
teach-hint-colour-blue = Bleu
teach-hint-colour-green = Vert
teach-hint-colour-black = Noir
teach-hint-colour-white = Blanc
# Tailles des pyramides de Stacktics (dans « capture la moyenne et la petite de Rouge »).
teach-hint-size-small = la petite
teach-hint-size-medium = la moyenne
teach-hint-size-large = la grande

teach-hint-towers-take = prend la tour de { $owner } en { $cell } ({ $height ->
        [one] { $height } pièce
       *[other] { $height } pièces
    })
teach-hint-towers-pieces = tu contrôles { $after ->
        [one] { $after } pièce
       *[other] { $after } pièces
    } au lieu de { $before }
teach-hint-stacktics-capture = capture { $pieces } de { $owner } en { $cell } ({ $pips ->
        [one] { $pips } point
       *[other] { $pips } points
    })
teach-hint-stacktics-total = tu auras { $taken } des { $needed } points qu'il te faut
teach-hint-stacktics-wins = cela fait assez de points pour gagner
teach-hint-tumbling-takes-king = prend le roi de { $owner } en { $cells } et gagne la partie
teach-hint-tumbling-no-pure = laisse { $owner } sans pile pure et gagne la partie
teach-hint-tumbling-stack = { $height ->
        [one] la pièce en { $cell }
       *[other] la pile de { $height } en { $cell }
    }
teach-hint-tumbling-covers = recouvre, chez { $owner }, { $stacks }
teach-hint-tumbling-threat = menace { $count ->
        [one] le roi
       *[other] les rois
    } de { $owner } en { $cells }
teach-hint-kitty-height = les piles que tu possèdes passent de { $before } à { $after ->
        [one] { $after } pièce
       *[other] { $after } pièces
    } de hauteur au total
teach-hint-cattower-goal = remplit l'objectif « { $name } » : { $climber } monte { $floors ->
        [one] d'un étage
       *[other] de { $floors } étages
    }
teach-hint-cattower-toto = Toto
teach-hint-cattower-cat = ton chat

## Quand les indices sont proposés

# Description de l'option `hints` de `/kitty start`, ≤ 100 caractères.
teach-hints-option-description = Autoriser le bouton Indice (tables classées : tous les joueurs doivent accepter)
teach-hints-refuse-rated = Les indices sont désactivés à cette table classée : tous les joueurs doivent les accepter au lancement de la table.
teach-hints-refuse-table = Cette table a été lancée sans indices (`hints:on` les active).
teach-hints-unknown-option = `hints` doit valoir `on` ou `off`, pas `{ $value }`.


## L'analyse d'une partie terminée (`/kitty analyse`, le bouton Analyser), publique

teach-analysis-not-finished = La partie n° { $id } n'est pas encore terminée ; une partie peut être analysée une fois finie.
teach-analysis-no-moves = La partie n° { $id } n'a aucun coup à analyser.
teach-analysis-running = Analyse de la partie n° { $id } ({ $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    })… l'image apparaîtra ici une fois prête.
teach-analysis-running-waiting = Analyse de la partie n° { $id } ({ $positions ->
        [one] { $positions } position
       *[other] { $positions } positions
    })… l'image apparaîtra ici une fois prête. { $ahead ->
        [one] { $ahead } autre analyse passe avant.
       *[other] { $ahead } autres analyses passent avant.
    }
teach-analysis-progress = Analyse de la partie n° { $id } : { $done } positions sur { $positions } traitées…
teach-analysis-title = Analyse : { $title }
teach-analysis-result = Résultat : { $result }.
teach-analysis-ahead = En tête la majeure partie de la partie : **{ $who }** ({ $count } positions sur { $total }).
teach-analysis-level = Personne n'a mené la majeure partie de la partie.
teach-analysis-swings-head = Les plus grands retournements :
teach-analysis-swing = { $n }. Coup { $ply }, { $who } a joué { $played } : chances de gagner { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) }
teach-analysis-swing-preferred = { $n }. Coup { $ply }, { $who } a joué { $played } : chances de gagner { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) } (l'IA préférait { $preferred }, { NUMBER($value, style: "percent", maximumFractionDigits: 0) })
teach-analysis-no-swings = Aucun coup n'a fait basculer l'équilibre.
teach-analysis-footer = Chances estimées par l'IA avec un budget fixe par position.
teach-analysis-alt = Graphique des chances de gagner de chaque joueur, coup par coup, dans la partie n° { $id }. { $text }
teach-analysis-unknown-player = ?
