# Tous les mots dessinés sur une image (plateaux, cartes, planche de cartes, replays GIF,
# graphiques d'analyse) et les plateaux texte des commandes du terminal.
# La place est comptée : garder des libellés à peu près aussi longs que l'anglais.
# La notation (cases c3, coups c3-c4, lettres des pièces) n'est jamais traduite.

## Mots communs

render-and = { $first } et { $last }
render-player = Joueur { $number }
render-colour-r = Rouge
render-colour-y = Jaune
render-colour-b = Bleu
render-colour-g = Vert
render-colour-w = Blanc
render-colour-k = Noir

## Plateaux texte (terminal `play` / `replay`, et fin du texte alternatif d'une image)

render-text-draw = Partie nulle
render-text-win = { $count ->
        [one] { $names } gagne
       *[other] { $names } gagnent
    }
render-text-result = { $result } — { $reason }
render-text-waiting = En attente de joueurs
render-text-to-move = Au tour de { $name }

## Plateau texte de Towers
render-towers-quiet = { $count } sur { $limit } coups sans fusion (à { $limit }, la partie s'arrête)
render-towers-text-key = (chaque tour : la lettre de son propriétaire et sa hauteur)

## Plateau texte de Stacktics
render-stacktics-text-pips = { $name } { $count } sur { $target }
render-stacktics-text-captured = Points capturés : { $counts }
# R321 est de la notation : à garder tel quel.
render-stacktics-text-key = (lettre de couleur, puis tailles des pièces de bas en haut : R321 = un arbre Rouge)

## Plateau texte de Tumbling Down
render-tumbling-text-king = { $name } { $cells } (hauteur { $height })
render-tumbling-text-none = aucun
render-tumbling-text-kings = Rois : { $kings }
render-tumbling-text-key = (piles de bas en haut, pièce du dessus du propriétaire en majuscule ; piles hautes : hauteur + trois du dessus)

## Plateau texte de Kitty Stack Tower
render-kitty-text-stacks = Piles (de bas en haut) : { $stacks }
render-kitty-text-height-points = { $name } { $height } (+{ $points } pts de cartes)
render-kitty-text-heights = Hauteurs possédées : { $heights }
render-kitty-text-unplaced = Pièces à placer : { $pieces }
render-kitty-text-passes = Passes consécutives : { $count }
render-kitty-text-card = Ta carte : { $name } — { $text }

## Texte alternatif : description d'une image de plateau pour les lecteurs d'écran
## (≤ 1 024 caractères en tout, plateau texte compris)

render-alt-board = Plateau de { $game }.
render-alt-person = { $name } ({ $colour })
render-alt-won = { $count ->
        [one] Partie terminée : { $names } gagne.
       *[other] Partie terminée : { $names } gagnent.
    }
render-alt-draw = Partie terminée : match nul.
render-alt-to-play = Au tour de { $name }.
render-alt-last-move = Dernier coup : { $move }.

## Légendes sous les plateaux carrés (Towers, Stacktics, Tumbling Down)

render-person = { $name } ({ $colour })
render-to-play = À { $who } de jouer
render-wins = { $who } gagne
render-wins-score = { $who } gagne { $score }
render-seat-line = { $who } : { $stat }
render-passed = { $who } a passé
render-draw = Partie nulle
render-draw-score = Nulle { $score }
render-game-over = Partie terminée
render-last-move = Dernier coup : { $move }

## Plateau de Towers
render-towers-legend = Nombre sur une tour : sa hauteur · teinte : son propriétaire (pièce du dessus)
render-towers-pieces = { $count ->
        [one] { $count } pièce
       *[other] { $count } pièces
    }

## Plateau de Stacktics
render-stacktics-quiet = { $count } coups sur { $limit } sans capture (à { $limit } : nulle)
render-stacktics-pips = { $count } points sur { $target }
render-stacktics-took = pris
render-stacktics-move = { $notation } = { $size ->
        [S] petite
        [M] moyenne
       *[L] grande
    } pièce { $start } → { $end }
render-stacktics-move-takes = { $notation } = { $size ->
        [S] petite
        [M] moyenne
       *[L] grande
    } pièce { $start } prend { $end }
render-stacktics-move-level = { $notation } = { $size ->
        [S] petite
        [M] moyenne
       *[L] grande
    } pièce ({ $level ->
        [1] 1re
        [2] 2e
        [3] 3e
       *[other] { $level }e
    } depuis le bas) { $start } → { $end }
render-stacktics-move-takes-level = { $notation } = { $size ->
        [S] petite
        [M] moyenne
       *[L] grande
    } pièce ({ $level ->
        [1] 1re
        [2] 2e
        [3] 3e
       *[other] { $level }e
    } depuis le bas) { $start } prend { $end }
render-stacktics-legend-win = Victoire : capturer { $count } points (les pastilles)
render-stacktics-legend-height = nombre : hauteur de la pile
# Garder « ×N ».
render-stacktics-legend-taken = ×N : points tout juste pris

## Plateau de Tumbling Down
render-tumbling-legend = Couronne : roi (plus haute pile unicolore) · nombre : hauteur de la pile
render-tumbling-legend-check = cadre rouge : roi en danger
render-tumbling-legend-fallen = cadre rouge : le roi pris
render-tumbling-kings = { $count ->
        [one] roi de hauteur { $height }
       *[other] { $count } rois de hauteur { $height }
    }
render-tumbling-no-king = aucun roi
render-tumbling-stepped = Dernier coup : { $who } a avancé { $move }
render-tumbling-tumbled = Dernier coup : { $who } a fait basculer { $move }
render-tumbling-played = Dernier coup : { $who } a joué { $move }

## Plateau de Kitty Stack Tower

render-kitty-setting-up = Mise en place du plateau
render-kitty-places = { $who } place une pièce
render-kitty-all-placed = Toutes les pièces sont placées
render-kitty-over-draw = Partie terminée — match nul
render-kitty-over-wins = Partie terminée — { $who } gagne !
render-kitty-over-share = Partie terminée — { $names } et { $last } se partagent la victoire !
render-kitty-waiting = En attente
render-kitty-passes = { $count ->
        [one] { $count } passe consécutive (la partie s'arrête à { $players })
       *[other] { $count } passes consécutives (la partie s'arrête à { $players })
    }
render-kitty-move = coup { $ply }
render-kitty-setup = mise en place
render-kitty-last-stack = { $who } a empilé { $start } sur { $end }
render-kitty-last-chain = { $who } a empilé le long de { $path } ({ $steps ->
        [one] { $steps } étape
       *[other] { $steps } étapes
    })
render-kitty-last-flip = { $who } a sauté { $start } → { $end } en retournant { $flipped }
render-kitty-last-disassemble = { $who } a retiré des pièces de { $start } sous { $under }
render-kitty-last-place = { $who } a placé une pièce sur { $cell }
# Frénésie monochrome : nom d'une carte objectif.
render-kitty-last-frenzy = { $who } a retiré la pile en { $cell } (Frénésie monochrome)
render-kitty-last-pass = { $who } a passé
render-kitty-last-done = { $who } a fini son tour
# Échange forcé : nom d'une carte.
render-kitty-last-force = { $who } a joué Échange forcé
render-kitty-last-give = { $who } a donné une carte
render-kitty-last-offer = { $who } a proposé d'échanger une carte
render-kitty-last-accept = { $who } a accepté l'échange de cartes
render-kitty-last-decline = { $who } a refusé l'échange de cartes
render-kitty-last = Dernier : { $action }
render-kitty-cards-of = Cartes de { $who } : { $cards }
render-kitty-revealed = Révélées : { $cards }
render-kitty-removed = Retirées par Frénésie monochrome
# En-têtes de colonnes (environ 10 caractères ; ★ reste).
render-kitty-heading-to-place = à placer
render-kitty-heading-height = hauteur
render-kitty-heading-stars = ★ pts
render-kitty-heading-hand = cartes
render-kitty-heading-score = score
# « e5 » et « 7 » sont des exemples de marques : les garder en premier.
render-kitty-key-cell = e5 = case (colonne, rangée)
render-kitty-key-height = 7 = hauteur de la pile
render-kitty-key-hidden = autres pièces dessous
render-kitty-key-last = dernière action (pointillé : départ, plein : arrivée)
# Démontage : nom d'une carte.
render-kitty-key-scissors = Démontage : pièces déplacées
render-kitty-key-flip = cette pile a été retournée
render-kitty-key-frenzy = pile retirée (Frénésie)
render-kitty-key-rainbow = jeton Pont arc-en-ciel
render-kitty-key-twist = jeton Coup de théâtre
render-kitty-key-count = point sur un jeton : nombre de jetons
render-kitty-key-cards = carte objectif en main
render-kitty-key-stars = ★ = points des cartes objectif
render-kitty-key-crown = gagnant

## Plateau de Cat and the Tower (le panneau à côté de la tour, les libellés de la scène)

render-cattower-title = Cat and the Tower
render-cattower-mode = { $mode ->
        [competitive] Compétitif
       *[coop] Coopératif
    } · { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }
render-cattower-competitive-rule = Le chat le plus haut gagne. Les objectifs comptent les Amis aux étages au-dessus de ton chat.
render-cattower-target = Étage visé { $floor }
render-cattower-target-story = Étage visé { $floor } : { $title }
render-cattower-toto-on = Toto est à l'étage { $floor }
render-cattower-goal-floor = Étage objectif { $floor }
render-cattower-goal-unbuilt = Étage objectif { $floor } (non bâti)
render-cattower-tower-built = { $count ->
        [one] Tour : { $count } étage bâti
       *[other] Tour : { $count } étages bâtis
    }
render-cattower-fallen = Murs tombés { $fallen }/{ $most }
render-cattower-to-play = À { $who } de jouer
render-cattower-wins = { $count ->
        [one] gagne !
       *[other] gagnent !
    }
render-cattower-victory = ★ Victoire ! ★
render-cattower-tower-fell = La tour est tombée
render-cattower-story = « { $title } » — { $text }
render-cattower-tower-stands = { $count ->
        [one] La tour tient debout sur { $count } étage
       *[other] La tour tient debout sur { $count } étages
    }
render-cattower-tower-stands-low = { $count ->
        [one] la tour tient debout sur { $count } étage
       *[other] la tour tient debout sur { $count } étages
    }
render-cattower-reached = Toto a atteint l'étage { $floor } · { $tower }
render-cattower-nothing-fell = Rien n'est tombé
render-cattower-fell = Chutes : { $walls ->
        [one] { $walls } mur
       *[other] { $walls } murs
    } dans la partie
render-cattower-fell-last = Chutes : { $walls ->
        [one] { $walls } mur
       *[other] { $walls } murs
    } dans la partie, et { $last } lors de la dernière chute
render-cattower-fell-floors = { $count ->
        [one] { $count } étage
       *[other] { $count } étages
    }
render-cattower-fell-friends = { $count ->
        [one] { $count } Ami
       *[other] { $count } Amis
    }
render-cattower-action-cards = Cartes Action
render-cattower-goal-cards = Cartes Objectif
render-cattower-ranking = Classement
render-cattower-secret-goals = Chaque joueur a deux objectifs secrets (voir tes MP).
render-cattower-climb = monte +{ $climb }
render-cattower-seat = Place { $seat }
render-cattower-scarf = { $scarf ->
        [red] écharpe rouge
        [orange] écharpe orange
        [blue] écharpe bleue
        [purple] écharpe violette
        [yellow] écharpe jaune
       *[other] écharpe { $scarf }
    }
render-cattower-waiting = en attente
render-cattower-on-floor = étage { $floor }
render-cattower-discards = Défausses : { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } · { $goals ->
        [one] { $goals } objectif
       *[other] { $goals } objectifs
    }
render-cattower-count = Tout le monde compte jusqu'à cinq !
render-cattower-preview = Aperçu, en gros plan
render-cattower-goal-close-up = Étage objectif { $floor }, en gros plan
render-cattower-not-shown = étages { $low }–{ $high } non affichés
render-cattower-preview-tag = aperçu
render-cattower-fallen-aside = { $count } tombé(s)
# Les identifiants de cartes (A07, G01), cases, couleurs et types de murs sont de la notation.
render-cattower-step-confirm = a posé la pièce
render-cattower-step-take = a pris la carte Action { $card }
render-cattower-step-take-side = a pris la carte Action { $card } ({ $side })
render-cattower-step-aim = { $side ->
        [centre] a visé au centre
        [right] a visé { $mm } mm à droite
       *[left] a visé { $mm } mm à gauche
    }
render-cattower-step-goal = a rempli l'objectif { $goal } : Toto monte de { $climb }
render-cattower-step-shift = { $side ->
        [centre] étage centré
        [right] a décalé l'étage de { $mm } mm à droite
       *[left] a décalé l'étage de { $mm } mm à gauche
    }
render-cattower-step-walls = murs { $left }, { $right }
render-cattower-step-friend = a choisi un Ami { $colour }
render-cattower-step-friend-set = a posé un Ami { $colour } { $where }
render-cattower-step-floor = a choisi l'étage { $floor }
render-cattower-step-discard = a défaussé { $rest }
render-cattower-step-spacing = a espacé les murs de { $rest }
render-cattower-step-nudge = a poussé la pièce { $rest }
render-cattower-step-on = a choisi de poser sur { $rest }
render-cattower-step-lift = a soulevé { $rest }
render-cattower-step-pet = a caressé { $rest }
render-cattower-step-back = est revenu en arrière
render-cattower-step-end = a fini son tour
render-cattower-step-go = a choisi de monter plus haut
render-cattower-step-stop = s'est arrêté
render-cattower-step-give = a abandonné

## Images de cartes (les cartes d'une place, la planche de cartes de /kitty rules)

render-card = Carte
# Pied d'une carte (environ 24 caractères).
render-card-revealed = révélée
render-card-secret = secrète — toi seul la vois
render-no-cards = Aucune carte

## Graphique d'analyse d'une partie terminée (/kitty analysis)

render-analysis-title = Qui menait, coup par coup
render-analysis-axis-x = coup
render-analysis-axis-y = chances de gagner
render-analysis-no-swings = Aucun coup n'a fait basculer l'équilibre.
render-analysis-swing = coup { $ply } · { $who } : { $played }
render-analysis-swing-ai = coup { $ply } · { $who } : { $played } → IA : { $preferred } ({ NUMBER($value, style: "percent", maximumFractionDigits: 0) })

## Kitty Stack Tower : le nom du jeu dans le coin du plateau, sur deux lignes (≈ 12 caractères)
render-kitty-title-top = Kitty Stack
render-kitty-title-bottom = Tower

## Plateau texte de Cat and the Tower (terminal, et fin du texte alternatif)

render-cattower-text-summary = Étages bâtis : { $floors } · étage visé { $target } · murs tombés { $fallen }/{ $most }
render-cattower-text-floor = étage { $floor } : centre { $centre } mm, inclinaison { $tilt }°
render-cattower-text-floor-friends = étage { $floor } : centre { $centre } mm, inclinaison { $tilt }° · Amis : { $friends }
render-cattower-text-debris = { $count } pièce(s) tombée(s) en débris
render-cattower-text-cat = Chat de { $who } ({ $scarf }) : étage { $floor }
render-cattower-text-action = Action { $card } : { $options }
render-cattower-text-goal = Objectif { $card } : { $name } — { $text } (monte de { $climb })
render-cattower-text-goal-id = Objectif { $card }
render-cattower-text-your-goal = Ton objectif { $card } : { $name } — { $text } (monte de { $climb })
