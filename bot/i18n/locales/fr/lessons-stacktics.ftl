# Les leçons de Stacktics (`/kitty learn game:stacktics`), dans l'ordre où on les joue.
# Les mots en `code` sont des coups ou commandes tapés (notation) : ne jamais les traduire.

## Leçon shapes : Comment bougent les pyramides

lesson-stacktics-shapes-title = Comment bougent les pyramides
lesson-stacktics-shapes-text =
    Tu joues Rouge. Une petite pyramide se déplace en diagonale, une moyenne en ligne droite, une
    grande dans les deux sens. Une pyramide qui ne porte rien va aussi loin qu'elle veut sur des
    cases vides. Déplace ta moyenne de c1 tout droit jusqu'en c4.
lesson-stacktics-shapes-hint = La moyenne est en c1 : elle va en ligne droite, de n'importe quelle distance tant qu'elle ne porte rien.
# Réponse quand l'élève joue `Sa1-b2`.
lesson-stacktics-shapes-hint-1 = Ça, c'est ta petite, qui va en diagonale. Cette fois, déplace la moyenne de c1 en c4.
lesson-stacktics-shapes-success = Oui : une moyenne seule glisse tout droit tant que le plateau est vide.

## Leçon range : Porter raccourcit le déplacement

lesson-stacktics-range-title = Porter raccourcit le déplacement
lesson-stacktics-range-text =
    La pièce que tu choisis se déplace avec tout ce qui est empilé dessus. Si elle porte moins de
    points que sa propre taille, elle va jusqu'à 2 cases ; si elle en porte autant ou plus, 1
    seule. Déplace la moyenne de c1 avec sa petite de deux cases vers le haut.
lesson-stacktics-range-hint = Choisis la moyenne (elle porte un point, moins que ses deux) et monte-la de deux cases : `Mc1-c3`.
lesson-stacktics-range-success = Exact : la grande est restée en arrière, la moyenne et la petite ont avancé de deux cases.

## Leçon stack : Empiler sur tes propres pièces

lesson-stacktics-stack-title = Empiler sur tes propres pièces
lesson-stacktics-stack-text =
    Tu peux te poser sur ta propre pile quand sa pièce du sommet est au moins aussi grande que
    la pièce que tu déplaces. Pose ta petite de b2 sur ta grande en c3.
lesson-stacktics-stack-hint = La petite en b2 va en diagonale : c3 est à un pas vers le haut et la droite.
lesson-stacktics-stack-success = Ta petite est maintenant portée par la grande : ensemble, elles pourront capturer plus tard.

## Leçon capture : Capturer

lesson-stacktics-capture-title = Capturer
lesson-stacktics-capture-text =
    Seule une pièce isolée qui saute du sommet d'une pile de deux pièces ou plus capture, en se
    posant sur une pile ennemie. Toute la pile ennemie quitte la partie et ses points comptent
    pour toi. Capture la pile de Bleu en d3 avec la petite au sommet de c2.
lesson-stacktics-capture-hint = La petite au sommet de c2 va en diagonale : fais-la sauter sur d3 (`Sc2xd3`).
lesson-stacktics-capture-success = Trois points capturés : la moyenne et la petite de Bleu ont disparu.

## Leçon win : Gagner

lesson-stacktics-win-title = Gagner
lesson-stacktics-win-text =
    Le premier à capturer la moitié des points de l'ennemi gagne : 9 points sur ce plateau. Tu en
    as déjà 7. Gagne en un coup.
lesson-stacktics-win-hint = Quelle capture te rapporte deux points de plus ? La moyenne en d3 en vaut 2.
lesson-stacktics-win-success = Neuf points : Rouge gagne.
