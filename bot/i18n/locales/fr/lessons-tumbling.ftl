# Les leçons de Tumbling Down (`/kitty learn game:tumbling`), dans l'ordre où on les joue.
# Les mots en `code` sont des coups ou commandes tapés (notation) : ne jamais les traduire.

## Leçon step : Avancer d'un pas

lesson-tumbling-step-title = Avancer d'un pas
lesson-tumbling-step-text =
    Tu joues Noir. Une pile t'appartient quand une pièce noire est au sommet. Un pas déplace
    seulement la pièce du sommet de ta pile vers l'une des 8 cases autour, tout droit ou en
    diagonale. Fais faire un pas à la pièce du sommet de ta pile en e5.
lesson-tumbling-step-hint = Un pas déplace une pièce d'une case : tape-le sous la forme `e5-e6`.
lesson-tumbling-step-success = La pièce du sommet a fait un pas ; celle du dessous est restée en place.

## Leçon tumble : Faire basculer

lesson-tumbling-tumble-title = Faire basculer
lesson-tumbling-tumble-text =
    Une bascule renverse toute une pile de 2 pièces ou plus dans l'une des 8 directions : la
    pièce du bas tombe sur la case suivante, celle du dessus sur la case d'après, et ainsi de
    suite. Fais basculer ta pile en d5 vers le bas du plateau, au sud.
lesson-tumbling-tumble-hint = Une bascule s'écrit avec `>` et une direction : `d5>s` renverse d5 vers le sud.
lesson-tumbling-tumble-success = Trois pièces en d4, d3 et d2 : celle du sommet est allée le plus loin.

## Leçon king : Recouvrir le roi

lesson-tumbling-king-title = Recouvrir le roi
lesson-tumbling-king-text =
    Le roi d'un joueur est sa plus haute pile faite uniquement de sa couleur ; une couronne dorée
    le signale. Pose une de tes pièces sur le roi ennemi et tu gagnes. Recouvre le roi de Blanc
    en d3.
lesson-tumbling-king-hint = Ta pièce seule en c4 est juste à côté du roi en d3 : fais un pas dessus.
lesson-tumbling-king-success = Le roi de Blanc est recouvert : Noir gagne.

## Leçon far : Une bascule va loin

lesson-tumbling-far-title = Une bascule va loin
lesson-tumbling-far-text =
    Dans une bascule, la pièce du sommet tombe le plus loin : une haute pile peut donc recouvrir
    un roi à plusieurs cases. Le roi de Blanc en d3 est hors de portée d'un pas. Renverse ta pile
    de trois en d6 pour que sa pièce du sommet tombe en d3.
lesson-tumbling-far-hint = Compte : d6 basculant vers le sud pose des pièces en d5, d4 puis d3.
lesson-tumbling-far-success = La pièce du sommet est tombée sur le roi : Noir gagne.

## Leçon kings : Plusieurs rois

lesson-tumbling-kings-title = Plusieurs rois
lesson-tumbling-kings-text =
    Quand deux piles pures ont la même hauteur maximale, ce sont toutes deux des rois, et perdre
    l'un ou l'autre fait perdre la partie. Blanc a ici deux rois. Gagne en recouvrant celui que
    tu peux atteindre.
lesson-tumbling-kings-hint = Le roi en f2 est à côté de ta pièce en e3.
lesson-tumbling-kings-success = Un seul roi recouvert suffit : Noir gagne.
