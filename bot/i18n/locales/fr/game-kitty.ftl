# Kitty Stack Tower (bot/games/kitty) : couleurs, options, commandes, boutons, libellés de coups,
# erreurs, ce qu'a fait un coup, résultats, cartes objectif et règles.
# La notation des coups est la même dans toutes les langues : cases (`d4`), coups (`stack d4>e5`,
# `flip d4>e5`, `disassemble d4>e5`, `chain d4>e5`, `pass`, `place d4`, `place random`,
# `frenzy d4`, `done`, `force yellow`, `give <card>`, `offer yellow tower-king`,
# `accept <card>`, `decline`) et identifiants de cartes (`tower-king`). Ne jamais traduire
# le texte entre accents graves.
#
# Variables : $name, $target, $receiver, $offerer, $winner, $owner et $colour contiennent la
# couleur d'un joueur en toutes lettres (un message ci-dessous : « Rouge », « Jaune », « Bleu »
# ou « Vert ») ; $card contient le nom d'une carte ; $cell, $start, $end, $over et $land
# contiennent des cases (`d4`).

## Places et couleurs

kitty-seat-1 = Rouge
kitty-seat-2 = Jaune
kitty-seat-3 = Bleu
kitty-seat-4 = Vert
# La couleur des pièces d'un joueur, utilisée dans d'autres messages (« Rouge abandonne. »).
kitty-colour-r = Rouge
kitty-colour-y = Jaune
kitty-colour-b = Bleu
kitty-colour-g = Vert

## Options de `/kitty start kitty` (descriptions d'options Discord, ≤ 100 caractères).
## Les valeurs d'option (free, turns, random) se tapent telles quelles : les garder en anglais.

kitty-option-setup = Placement des pièces : free (libre), turns (à tour de rôle) ou random (au hasard)
kitty-option-objectives = Cartes objectif secrètes (activées par défaut à 3–4 joueurs, désactivées à 2)
kitty-option-radius = Rayon du plateau, 3 à 6 (par défaut 3 à 2 joueurs, 4 à 3–4 joueurs)
# Le plateau choisi est trop petit. $radius : le rayon choisi ; $cells : ses cases ; $pieces :
# les pièces à placer ($players × $each) ; $smallest : le plus petit rayon qui convient.
kitty-option-radius-small = Un plateau de rayon { $radius } a { $cells } cases, trop peu pour { $pieces } pièces ({ $players } joueurs × { $each }) ; choisis un rayon de { $smallest } ou plus.

## Commandes supplémentaires (descriptions de commandes et d'options Discord, ≤ 100 caractères)

# `/kitty place` : place une pièce pendant la mise en place.
kitty-command-place = Mise en place de Kitty Stack Tower : placer une pièce
kitty-command-place-cell = Une case vide — commence à taper pour les voir
# `/kitty trade` : échanges de cartes.
kitty-command-trade = Kitty Stack Tower : proposer, accepter ou imposer un échange de cartes
kitty-command-trade-action = Que faire — commence à taper pour voir tes options

## Boutons sous le plateau (≤ 80 caractères)

# Dans une mise en place où les joueurs placent une pièce chacun à leur tour.
kitty-button-place-random = Placer au hasard
# Dans une mise en place libre : place toutes les pièces restantes du joueur qui clique.
kitty-button-place-rest = Placer le reste au hasard
# Termine le tour après Frénésie monochrome.
kitty-button-done = Terminé
# Refuse une proposition d'échange.
kitty-button-decline = Refuser

## Libellés de coups (autocomplétion et menu « Mes coups », ≤ 100 caractères).
## Les mots stack, chain, flip, disassemble, pass, place, remove, done, give, offer, accept et
## decline désignent l'action : ils sont traduits comme des mots (ce sont des libellés, pas de
## la notation). $height : la hauteur de la pile du joueur en $start ; $target : la hauteur
## de la pile en $end ; $total : la hauteur obtenue.

kitty-describe-stack-yours = empiler { $start } ({ $height }) → { $end } ({ $target }, à toi) : { $total } de haut, à toi
# La pile en $end appartient au joueur de couleur $owner.
kitty-describe-stack = empiler { $start } ({ $height }) → { $end } ({ $target }, à { $owner }) : { $total } de haut, à toi
# $path : les cases de la suite reliées par « → » ; $steps : les étapes d'empilement (aussi les points).
kitty-describe-chain = enchaîner { $path } : { $steps ->
        [one] { $steps } étape
       *[other] { $steps } étapes
    }, +{ $steps }, { $total } de haut
# La pile en $over se retrouve à l'envers et devient celle du joueur.
kitty-describe-flip-yours = retourner { $start } par-dessus { $over } → { $land } : { $over } se retourne, maintenant à toi
# La pile en $over se retrouve à l'envers et devient celle de $owner.
kitty-describe-flip = retourner { $start } par-dessus { $over } → { $land } : { $over } se retourne, maintenant à { $owner }
kitty-describe-disassemble = démonter { $target } depuis { $start } : prend { $count ->
        [one] { $count } pièce
       *[other] { $count } pièces
    }
kitty-describe-pass = passer
kitty-describe-place = placer une pièce en { $cell }
kitty-describe-place-random-one = placer cette pièce sur une case vide au hasard
kitty-describe-place-random-rest = placer toutes tes pièces restantes au hasard
kitty-describe-frenzy = retirer { $cell } ({ $height } de haut) avec Frénésie monochrome : +{ $height }
kitty-describe-done = terminé : finir ton tour
kitty-describe-force = Échange forcé avec { $name }
kitty-describe-give = donner { $card }
kitty-describe-offer = proposer à { $name } ta carte { $card }
kitty-describe-accept = accepter, en donnant ta carte { $card }
kitty-describe-decline = refuser la proposition
# Tout autre coup : $move est sa notation.
kitty-describe-other = { $move }

## Pourquoi un coup tapé ne peut pas être lu (montré en privé au joueur qui l'a tapé)

kitty-parse-empty = Tape un coup, par exemple `stack d4>e5` ou `pass`.
# $text : ce que le joueur a tapé.
kitty-parse-not-a-move = `{ $text }` n'est pas un coup : essaie `stack d4>e5`, `flip d4>e5`, `disassemble d4>e5` ou `pass`.
kitty-parse-not-legal = `{ $text }` n'est pas un coup légal maintenant.
kitty-parse-place = Écris un placement comme `place d4` (ou `place random`).
kitty-parse-frenzy = Écris-le comme `frenzy d4` (la pile à retirer).
kitty-parse-force = Écris-le comme `force yellow` (le joueur avec qui échanger).
# $kind : le mot d'action tapé (`give` ou `accept`).
kitty-parse-card-missing = Indique la carte : `{ $kind } <card>`.
kitty-parse-offer = Écris une proposition comme `offer yellow tower-king` (le joueur, puis ta carte).
# $kind : le mot d'action tapé (`pass`, `done` ou `decline`).
kitty-parse-no-args = `{ $kind }` ne prend rien après lui.
# $word : ce que le joueur a tapé ; $names : les couleurs des joueurs telles qu'on les tape (red, yellow…).
kitty-parse-player = `{ $word }` n'est pas un joueur de cette partie ({ $names }).
# $text : ce que le joueur a tapé ; $cards : tous les identifiants de cartes, tels qu'on les tape.
kitty-parse-card = `{ $text }` n'est pas une carte (cartes : { $cards }).
# $kind : le mot d'action tapé (stack, flip, disassemble ou chain).
kitty-parse-board = Écris-le comme `{ $kind } d4>e5` : ta pile, puis la pile voisine.
kitty-parse-not-next-to = { $end } n'est pas voisine de { $start }.
kitty-parse-flip-lands = Ce retournement atterrit en { $cell }.
# $path : les cases de la suite reliées par « → ».
kitty-parse-run-goes = Cette suite passe par { $path }.
# $move : le coup en notation (`stack d4>e5`).
kitty-parse-tail = Indique seulement ta pile et sa voisine : `{ $move }`.
# $text : ce que le joueur a tapé comme case.
kitty-not-a-cell-name = `{ $text }` n'est pas un nom de case (essaie quelque chose comme `d4`).
kitty-not-a-cell = `{ $text }` n'est pas une case de ce plateau de rayon { $radius }.

## Pourquoi un coup n'est pas légal maintenant (montré en privé au joueur qui l'a tenté)

kitty-illegal = Ce coup n'est pas légal maintenant.
kitty-not-in-game = Ce joueur ne participe pas à la partie.
kitty-no-still-placing = Les pièces sont encore en cours de placement : utilise `place <cell>` ou `place random`.
kitty-no-cell-taken = { $cell } contient déjà une pièce.
kitty-no-already-acted = Tu as déjà agi ce tour-ci : retire une pile avec `frenzy <cell>` ou termine avec `done`.
kitty-no-answer-offer = Réponds d'abord à la proposition d'échange : `accept <your card>` ou `decline`.
kitty-no-finish-force = Termine d'abord l'Échange forcé : `give <card>`.
kitty-no-frenzy-card = Tu n'as pas Frénésie monochrome.
kitty-no-frenzy-later = Frénésie monochrome vient après ton action : agis (ou passe) d'abord.
kitty-no-all-placed = Toutes les pièces sont déjà sur le plateau.
kitty-no-nothing-waiting = Aucun échange ni aucune étape de carte ne t'attend.
kitty-no-card = Tu n'as pas cette carte.
kitty-no-give-other = Donne une de tes autres cartes, pas celle que tu viens de recevoir.
kitty-no-stack = Il n'y a pas de pile en { $cell }.
kitty-no-frenzy-not-yours = La pile en { $cell } n'est pas à toi.
kitty-no-frenzy-run = La pile en { $cell } n'a pas 5 pièces d'une même couleur à la suite.
# $owner : la couleur au sommet de la pile en $cell.
kitty-no-not-yours = La pile en { $cell } est à { $owner }, pas à toi (c'est la pièce du sommet qui décide).
kitty-no-target = Il n'y a pas de pile en { $cell } sur laquelle agir.
# $height : la hauteur de la pile en $cell ; $mine : la hauteur de la pile du joueur.
kitty-no-taller = La pile en { $cell } ({ $height } de haut) est plus haute que la tienne ({ $mine } de haut).
kitty-no-chain-card = Tu n'as pas Empilement continu.
kitty-no-chain-run = Empilement continu demande une suite d'au moins 2 piles de même couleur au sommet à partir de { $cell }.
kitty-no-flip-small = Retourner demande une pile d'au moins 2 pièces ; { $cell } en a { $height }.
kitty-no-flip-short = Retourner demande une pile au moins aussi haute que la tienne : { $cell } fait { $height } de haut, la tienne { $mine }.
kitty-no-flip-edge = Il n'y a pas de case au-delà de { $cell } où atterrir.
kitty-no-flip-landing = La case d'arrivée { $cell } n'est pas vide.
kitty-no-disassemble-own = La pile en { $cell } est déjà à toi ; Démonter s'applique à la pile d'un autre joueur.
# $colour : la couleur du joueur.
kitty-no-disassemble-none = La pile en { $cell } ne contient aucune pièce de { $colour }.
# $colour : la couleur du joueur, $mine : ses pièces dans la pile en $start ; $owner : la
# couleur au sommet de la pile en $end, $theirs : les pièces de cette couleur dans celle-ci.
kitty-no-disassemble-fewer = Il te faut plus de pièces de { $colour } en { $start } ({ $mine }) que de pièces de { $owner } en { $end } ({ $theirs }).
kitty-no-cards = Cette partie se joue sans cartes objectif.
kitty-no-self = Choisis un autre joueur.
kitty-no-out = { $name } est hors jeu.
kitty-no-exchange-wait = Tu ne peux pas agir ce tour-ci, donc tu passes ; les échanges attendent un tour où tu peux agir.
kitty-no-force-card = Tu n'as pas Échange forcé.
kitty-no-force-empty = { $name } n'a aucune carte à donner.
kitty-no-exchanged = Tu as déjà fait ton unique échange volontaire.
kitty-no-offered = Tu as déjà fait une proposition ce tour-ci.
kitty-no-exchanged-other = { $name } a déjà fait son unique échange volontaire.

## Demander avant un coup, et refuser une reprise

# Montré avant une passe volontaire qui terminerait la partie ; le joueur la confirme.
kitty-warn-last-pass = Passer maintenant **termine la partie** : tous les autres joueurs ont passé, les piles sont donc comptées telles quelles.
# Pourquoi un coup ne peut pas être repris (complète « Ce coup ne peut pas être repris : … »).
kitty-takeback-cards = il a révélé, proposé ou échangé une carte objectif

## Ce qu'a fait un coup, dit à tous sous le plateau (phrases entières). Ne jamais nommer
## une carte encore cachée.

kitty-event-cannot-act = { $name } ne peut pas agir et passe.
kitty-event-all-passed = Tous les joueurs ont passé à la suite : la partie est terminée.
kitty-event-placed-at-random = { $name } place { $count ->
        [one] sa dernière pièce
       *[other] ses { $count } dernières pièces
    } au hasard.
kitty-event-random-setup = Les pièces ont été placées au hasard.
kitty-event-play-begins = Toutes les pièces sont sur le plateau : la partie commence.
kitty-event-moves-first = { $name } joue en premier.
kitty-event-out-passes = { $name } est hors jeu et passe.
kitty-event-reveals = { $name } révèle { $card }.
# $steps : les étapes d'empilement de la suite, aussi les points marqués.
kitty-event-chain = { $name } empile le long d'une suite de { $steps } avec Empilement continu : +{ $steps }.
# $colours : le nombre de couleurs de la pile maintenant (3 ou 4) ; $points : les points marqués.
kitty-event-rainbow = Pont arc-en-ciel : la pile de { $name } en { $cell } a maintenant { $colours } couleurs : +{ $points } et un jeton arc-en-ciel.
kitty-event-twist = Coup de théâtre : le retournement fait de { $cell } une pile de { $name } : +2 et un jeton Coup de théâtre.
# $height : la hauteur de la pile retirée, aussi les points marqués.
kitty-event-frenzy = Frénésie monochrome : { $name } retire du plateau la pile de { $height } de haut en { $cell } : +{ $height }.
# Une carte cachée change de main ($name la donne à $receiver).
kitty-event-gives = { $name } donne une carte à { $receiver }.
# Une carte face visible change de main.
kitty-event-gives-face-up = { $name } donne à { $receiver } la carte révélée { $card }.
# La seconde moitié d'un Échange forcé : une carte cachée donnée en retour.
kitty-event-gives-back = { $name } donne une carte en retour à { $receiver }.
kitty-event-gives-back-face-up = { $name } donne en retour à { $receiver } la carte révélée { $card }.
kitty-event-force = { $name } joue Échange forcé contre { $target } : { $target } choisit une carte à donner.
kitty-event-offer = { $name } propose à { $target } d'échanger une carte chacun.
kitty-event-accept = { $name } accepte la proposition de { $offerer }.
kitty-event-decline = { $name } refuse la proposition de { $offerer }.
kitty-event-resigns = { $name } abandonne.
kitty-event-agreed = Les joueurs ont décidé d'arrêter la partie.
# Une phrase enregistrée par une ancienne version du bot, montrée telle qu'elle a été écrite.
kitty-stored-text = { $text }

## Qui doit agir, sous le plateau, tant qu'une étape de carte ou un échange est en attente

kitty-pending-after-action = { $name } peut encore utiliser une carte avant de finir son tour
kitty-pending-offer = { $name } répond à la proposition d'échange de { $offerer }
kitty-pending-force-give = { $name } choisit une carte à donner à { $receiver } (Échange forcé)
kitty-pending-force-return = { $name } donne une carte en retour à { $receiver } (Échange forcé)

## Pourquoi la partie s'est terminée (une courte phrase montrée avec le résultat, sans point final)

kitty-reason-all-passed = tous les joueurs ont passé à la suite
kitty-reason-resigned = { $name } a abandonné
kitty-reason-last-left = { $name } a abandonné et { $winner } est le dernier joueur en lice
kitty-reason-agreed = les joueurs ont décidé d'arrêter la partie

## Cartes objectif : le nom de chaque carte (≤ 40 caractères) et son texte (≤ 300 caractères)

# Le titre au-dessus des cartes d'un joueur.
kitty-secret-title = Tes cartes objectif
kitty-card-frenzy = Frénésie monochrome
kitty-card-frenzy-text = Après ton action, à ton tour, tu peux retirer du plateau n'importe laquelle de tes piles qui a 5 pièces ou plus d'une même couleur à la suite : tu encaisses sa hauteur. Répétable. Révélée la première fois que tu l'utilises.

kitty-card-layered-peaks = Sommets étagés
kitty-card-layered-peaks-text = À la fin : +1 pour chaque pile que tu possèdes.

kitty-card-color-master = Maître des couleurs
kitty-card-color-master-text = À la fin : chaque pile que tu possèdes rapporte +1 avec 2 couleurs, +2 avec 3, +3 avec 4.

kitty-card-focused-power = Force concentrée
kitty-card-focused-power-text = À la fin : compte les pièces de ta couleur la plus présente dans toutes tes piles ; +1 toutes les 2 (arrondi à l'inférieur).

kitty-card-rainbow-bridge = Pont arc-en-ciel
kitty-card-rainbow-bridge-text = Quand ton Empiler, Démonter ou Empilement continu amène une de tes piles à 3 couleurs (+2) ou 4 couleurs (+3) alors qu'elle en avait moins, encaisse les points et marque-la d'un jeton arc-en-ciel ; une pile marquée ne rapporte plus ces points. Révélée la première fois qu'elle rapporte.

kitty-card-tower-king = Roi de la tour
kitty-card-tower-king-text = À la fin : + la moitié de la hauteur de ta plus haute pile (arrondie à l'inférieur).

kitty-card-dramatic-twist = Coup de théâtre
kitty-card-dramatic-twist-text = Quand ton Retourner fait d'une pile d'un autre joueur la tienne : +2 et un jeton Coup de théâtre dessus ; une pile marquée ne rapporte plus ces points. Révélée la première fois qu'elle rapporte.

kitty-card-vibrant-colors = Couleurs vives
kitty-card-vibrant-colors-text = À la fin : +5 pour chaque pile que tu possèdes de 5 pièces ou plus où deux pièces qui se touchent ne sont jamais de la même couleur.

kitty-card-forced-exchange = Échange forcé
kitty-card-forced-exchange-text = Une fois, à ton tour avant ton action : désigne un autre joueur ; il choisit une de ses cartes et te la donne, puis tu lui donnes une de tes autres cartes. Cette carte est ensuite défaussée.

kitty-card-continuous-stacking = Empilement continu
kitty-card-continuous-stacking-text = Au lieu d'Empiler : si les cases au-delà de ta cible portent une suite de piles de même couleur au sommet, chacune pas plus haute que ta pile quand elle l'atteint, empile le long de toute la suite (au moins 2 piles) : +1 par étape. Révélée la première fois que tu l'utilises.

## Les règles, telles que `/kitty rules kitty` les montre (markdown Discord, un embed :
## environ 3 500 caractères au plus). Le premier paragraphe est aussi la présentation que
## montre `/kitty help`. Garder la section « Lire le plateau » fidèle à l'image.

kitty-rules =
    # Kitty Stack Tower

    Déplace tes piles sur d'autres, retourne-les ou prends des pièces aux piles des autres
    joueurs sur un plateau hexagonal ; une pile appartient à celui dont la couleur est au
    sommet, et quand tout le monde passe, celui dont les piles contiennent le plus de pièces
    (plus les points de cartes) gagne.

    ## Plateau et pièces
    - 2 à 4 joueurs : Rouge `r`, Jaune `y`, Bleu `b`, Vert `g` ; 15 pièces chacun.
    - Rayon du plateau 3 à 2 joueurs, 4 à 3–4 (option `radius`, de 3 à 6). Cases : lettre de
      colonne (`a` à gauche), rangée (1 en bas de chaque colonne).

    ## Placer les pièces
    Une pièce par case vide, puis Rouge commence. Option `setup` : `free` (par défaut, chacun à
    son rythme : `place d4`, ou `place random` pour le reste), `turns` (une chacun dans l'ordre
    des places) ou `random` (toutes par le bot).

    ## À ton tour : une action
    S est ta pile, T une pile voisine, la case d'arrivée celle juste après T.
    1. **Empiler** `stack d4>e5` : S est au moins aussi haute que T (à n'importe qui) : S se
       pose, dans l'ordre, sur T.
    2. **Retourner** `flip d4>e5` : S a 2 pièces ou plus, T est au moins aussi haute, la case
       d'arrivée est sur le plateau et vide : S y saute ; T est retournée sur place.
    3. **Démonter** `disassemble d4>e5` : T est à un autre joueur et contient une de tes pièces,
       et S contient plus de pièces de ta couleur que T de la couleur de son propriétaire : les
       pièces de T au-dessus de ta pièce la plus haute glissent, dans l'ordre, sous S. T est
       maintenant à toi ; S reste en place.
    4. **Passer** `pass` : toujours permis ; si tu n'as aucune autre action, le bot passe pour toi.

    ## Fin et score
    Un tour complet de passes termine la partie. Score : les pièces de tes piles plus les points
    de cartes. Égalité : le plus de pièces de ta propre couleur dans tes piles, puis victoire
    partagée. Abandon : à 2 joueurs, l'autre gagne ; à 3–4, tu es hors jeu (tu passes) et le
    dernier en lice gagne.

    ## Cartes objectif
    Activées à 3–4 joueurs, désactivées à 2 (option `objectives`). Tu en reçois 2 des 10 en
    secret (MP ou `/kitty cards`) ; les points d'une carte restent cachés jusqu'à sa révélation ;
    toutes sont révélées à la fin. Les points marqués sur le coup sont gardés même si la pile ou
    la carte est perdue. Frénésie : après ton action, `frenzy d4`, puis `done`. Empilement
    continu : `chain d4>e5`. Avant d'agir : `force yellow` (Jaune donne avec `give <card>`) ou,
    une fois par tour, `offer yellow tower-king` (réponse `accept <card>` ou `decline`). Un seul
    échange accepté par joueur et par partie ; une proposition refusée ne compte pour personne.

    ## Comment le bot tranche les points flous
    - Les jetons suivent leur pile ; une pile fusionnée les garde tous.
    - Frénésie peut suivre n'importe quelle action, Passer compris (pas la passe finale, et cette
      passe compte quand même). Toutes les couleurs comptent. Force concentrée : les égalités
      entre couleurs n'ont pas d'importance.
    - Pont arc-en-ciel compare la pile après ton action avec les piles que *tu* possédais et qui
      y sont entrées (S, plus T ou la suite si elles sont à toi) ; après un Démontage, seule S
      peut rapporter. 4 couleurs d'un coup font +3, pas +2+3.
    - Empilement continu : la suite s'arrête à une case vide, au bord, à une autre couleur au
      sommet ou à une pile plus haute ; une seule étape est un simple Empiler : aucun point.
    - Échange forcé : tu rends une carte que tu avais déjà ; la cible ne peut pas refuser.

    ## Lire le plateau
    - Une case est teintée de la couleur de son propriétaire ; les pièces du sommet de sa pile
      sont dessinées de bas en haut, marquées Rouge ●, Jaune ▲, Bleu ■, Vert ◆ ; un zigzag
      dessous : il y en a d'autres plus bas. Le grand nombre est la hauteur. Badges : arc-en-ciel
      = jeton Pont arc-en-ciel, spirale = jeton Coup de théâtre.
    - Dernière action, en magenta : contour en pointillé au départ, plein à l'arrivée, une
      flèche ; des ciseaux pour un démontage ; des étoiles pour une Frénésie.
    - Lignes sous le plateau : nom, hauteur, ★ points de cartes, un dos de carte par carte
      secrète ; une couronne pour le gagnant. Une légende nomme les marques affichées.
