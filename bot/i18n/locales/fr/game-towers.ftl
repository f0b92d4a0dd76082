# Towers (bot/games/towers) : noms des places, options, libellés de coups, erreurs, résultats et
# règles. La notation des coups (cases comme `c3`, coups comme `c3-c4`, le mot `pass`) est la même
# dans toutes les langues : ne jamais traduire le texte entre accents graves.

## Places (la place 1 joue en premier par défaut)

towers-seat-1 = Jaune
towers-seat-2 = Bleu

## Options de `/kitty start towers` (descriptions d'options Discord, ≤ 100 caractères).
## Les valeurs d'option (yellow, blue, random) se tapent telles quelles : les garder en anglais.

towers-option-quiet = Coups sans fusion avant la fin de la partie (0 = désactivé)
towers-option-first = Qui joue en premier : yellow (Jaune), blue (Bleu) ou random (au hasard)

## Libellés de coups (autocomplétion et menu « Mes coups », ≤ 100 caractères).
## $start et $end sont des cases (`c3`), $height la hauteur de la tour qui bouge,
## $below la hauteur de la tour où elle arrive et $total la hauteur obtenue.

# Le seul coup d'un joueur qui n'a aucun coup légal.
towers-describe-pass = passer (aucun coup légal)
towers-describe-empty = { $start } ({ $height }) → { $end } (vide)
# La tour qui bouge arrive sur une tour de la couleur du joueur.
towers-describe-onto-yours = { $start } ({ $height }) → { $end } sur ta tour de { $below } = { $total } de haut
# La tour qui bouge arrive sur une tour de la couleur adverse (et la prend).
towers-describe-onto-theirs = { $start } ({ $height }) → { $end } sur la tour adverse de { $below } = { $total } de haut

## Pourquoi un coup tapé est refusé (montré en privé au joueur qui l'a tapé).

towers-pass-not-allowed = Tu ne peux passer que si tu n'as aucun coup légal.
# $text est ce que le joueur a tapé.
towers-not-a-move = `{ $text }` n'est pas un coup : écris-le comme `c3-c4` (départ-arrivée).
# $text est ce que le joueur a tapé comme case ; $last est la dernière case du plateau (`f6`).
towers-not-a-cell = `{ $text }` n'est pas un nom de case (essaie par exemple `c4`).
towers-off-board = `{ $text }` est hors du plateau (a1–{ $last }).
towers-no-tower = Il n'y a pas de tour en { $cell }.
towers-not-yours = La tour en { $cell } n'est pas à toi.
towers-not-next-to = { $end } n'est pas voisine de { $start } (on se déplace d'une case vers le haut, le bas, la gauche ou la droite).
# $height est la hauteur de la tour en $cell, $mine celle de la tour du joueur.
towers-taller = La tour en { $cell } ({ $height } de haut) est plus haute que la tienne ({ $mine } de haut).
# $move est le coup tapé, en notation (`c3-c4`).
towers-not-legal = `{ $move }` n'est pas un coup légal maintenant.
towers-illegal = Ce coup n'est pas légal maintenant.

## Pourquoi la partie s'est terminée (une courte phrase montrée avec le résultat, sans point final).

# $name est la couleur d'une place (Jaune ou Bleu).
towers-reason-owns-all = { $name } possède toutes les tours
towers-reason-empty = le plateau est vide
towers-reason-passed = les deux joueurs ont passé
# $count est la limite sans fusion, en nombre de coups (un coup = un joueur qui joue une fois).
towers-reason-quiet = { $count ->
        [one] { $count } coup joué sans fusion
       *[other] { $count } coups joués sans fusion
    }
towers-reason-agreed = les joueurs ont décidé d'arrêter la partie

## Les règles, telles que `/kitty rules towers` les montre (markdown Discord, un embed :
## environ 3 500 caractères au plus). Le premier paragraphe est aussi la présentation que
## montre `/kitty help`. Garder la section « Lire le plateau » fidèle à l'image.

towers-rules =
    # Towers

    Déplace une de tes tours (ta couleur au sommet), entière, sur une case voisine vide ou
    occupée par une tour qui n'est pas plus haute qu'elle, pour prendre cette tour ; quand plus
    aucune tour ne peut fusionner, celui qui possède le plus de pièces gagne.

    ## Plateau et pièces
    - Jaune et Bleu ont 18 pièces chacun. Les cases vont de `a1` à `f6` : colonnes a–f de gauche à droite, rangées 1–6 depuis le côté de Jaune.
    - Au départ, chaque case porte une pièce, en damier : `a1` est Jaune et les couleurs alternent le long de chaque rangée et de chaque colonne.
    - Une tour appartient au joueur dont la couleur est au sommet. Sa hauteur est le nombre de pièces qu'elle contient.
    - Jaune joue en premier, sauf si la partie a été lancée avec `first:blue` (`first:random` : le bot tire au sort qui commence).

    ## Ton coup
    Déplace une de tes tours, entière, d'une case vers le haut, le bas, la gauche ou la droite :
    - sur une case vide, ou
    - sur n'importe quelle tour (la tienne ou celle de ton adversaire) qui n'est **pas plus haute** que la tour qui bouge. La tour qui bouge se pose dessus en gardant son ordre : la nouvelle tour est donc à toi.
    Tu ne peux pas aller sur une tour plus haute. Tu ne peux pas passer tant que tu as un coup légal ; un joueur sans coup légal passe (le bot le fait pour toi et l'annonce).

    ## Fin de la partie
    La partie se termine dès que :
    1. un joueur possède toutes les tours ; ou
    2. les deux joueurs passent l'un après l'autre ; ou
    3. 40 coups d'affilée ont été joués sans fusion (un coup sur une case occupée). Cette « limite sans fusion » peut être changée au lancement (`quiet:`, 0 la désactive) ; ou
    4. les deux joueurs s'accordent pour l'arrêter (`/kitty end`, et l'adversaire accepte).
    {"*"}*Score :** les pièces que tu contrôles — la hauteur totale des tours que tu possèdes. Le plus de pièces gagne ; à égalité, c'est une partie nulle. Un abandon donne la victoire à l'adversaire.

    ## Lire le plateau
    - Chaque tour est dessinée de profil, de bas en haut : les pièces jaunes portent un ▲, les bleues un ■. Une case est teintée de la couleur de son propriétaire.
    - Le nombre dans un cercle est la hauteur de la tour (tours de 2 pièces ou plus). Une plaque grise à trois points remplace les pièces trop profondes pour être dessinées.
    - Dernier coup : un contour en pointillé là où la tour est partie, un contour magenta plein là où elle est arrivée, une flèche entre les deux.
    - Sous le plateau : ▶ qui joue ensuite ; chaque joueur avec sa couleur et sa marque et les pièces qu'il contrôle ; et combien de coups d'affilée ont été joués sans fusion (« 12 coups sur 40 sans fusion » : à 40, la partie se termine).

    {"*"}*Notation :** `c3-c4` déplace la tour de c3 sur c4. `/kitty move` propose tous les coups légaux pendant que tu tapes ; **Mes coups** sous le plateau les liste en privé.
