# Les leçons de Kitty Stack Tower (`/kitty learn game:kitty`), dans l'ordre où on les joue.
# Les mots en `code` sont des coups ou commandes tapés (notation) : ne jamais les traduire.

## Leçon place : Placer tes pièces

lesson-kitty-place-title = Placer tes pièces
lesson-kitty-place-text =
    Tu joues Rouge. Avant la partie, chaque joueur pose des pièces sur des cases vides, une par
    case. Ici, tu joues à tour de rôle avec Jaune. Place une pièce, par exemple avec `place d4`.
lesson-kitty-place-hint = Tape `place` suivi d'une case vide, comme `place d4`.
lesson-kitty-place-success = Ta première pièce est sur le plateau. Dans une vraie partie, le bot peut placer le reste pour toi : `place random`.

## Leçon stack : Empiler

lesson-kitty-stack-title = Empiler
lesson-kitty-stack-text =
    Une pile t'appartient quand ta couleur est au sommet. Empiler déplace ta pile, dans l'ordre,
    sur une pile voisine qui n'est pas plus haute. Pose tes deux pièces de d4 sur la pièce de
    Jaune en d5.
lesson-kitty-stack-hint = Tape `stack d4>d5` : ta pile va de d4 sur d5.
lesson-kitty-stack-success = La pile en d5 fait trois de haut et elle est à toi.

## Leçon flip : Retourner

lesson-kitty-flip-title = Retourner
lesson-kitty-flip-text =
    Retourner permet à une pile de 2 pièces ou plus de sauter par-dessus une voisine au moins
    aussi haute, jusqu'à la case vide derrière elle ; la pile sautée est retournée. Saute
    par-dessus la haute pile de Jaune en e4 : sa pièce du bas est rouge, elle devient donc à toi.
lesson-kitty-flip-hint = Tape `flip d4>e4` : ta pile saute par-dessus e4 et e4 est retournée.
lesson-kitty-flip-success = Une fois retournée, la pièce rouge est au sommet : cette pile est à toi maintenant.

## Leçon disassemble : Démonter

lesson-kitty-disassemble-title = Démonter
lesson-kitty-disassemble-text =
    Quand une pile adverse voisine de la tienne contient une de tes pièces, et que ta pile
    contient plus de pièces de ta couleur que la sienne de sa couleur, tu peux la démonter : les
    pièces au-dessus de ta pièce la plus haute glissent sous ta pile. Démonte la pile de Jaune en d5.
lesson-kitty-disassemble-hint = Tape `disassemble d4>d5`.
lesson-kitty-disassemble-success = La pièce jaune a glissé sous ta pile, et d5 a de nouveau du rouge au sommet.

## Leçon end : Passer et la fin

lesson-kitty-end-title = Passer et la fin
lesson-kitty-end-text =
    Tu peux toujours passer. Quand tous les joueurs passent à la suite, la partie se termine, et
    les pièces des piles que tu possèdes font ton score. Jaune vient de passer et tu mènes :
    termine la partie.
lesson-kitty-end-hint = Tape `pass` : après la passe de Jaune, la tienne termine la partie alors que tu mènes 3 à 1.
lesson-kitty-end-success = Tout le monde a passé à la suite : tu gagnes 3 à 1.

## Leçon cards : Les cartes objectif secrètes

lesson-kitty-cards-title = Les cartes objectif secrètes
lesson-kitty-cards-text =
    Avec l'option des objectifs, chaque joueur a 2 cartes secrètes (`/kitty cards` les montre)
    qui rapportent des points. L'une des tiennes est Empilement continu : au lieu d'une seule pile,
    tu empiles le long d'une suite de piles de même couleur au sommet, +1 par étape. Marque un
    point de carte maintenant.
lesson-kitty-cards-hint = Cherche un coup `chain` dans Mes coups : `chain b5>c5` parcourt plusieurs piles.
lesson-kitty-cards-success = Un point de carte en poche : Empilement continu est maintenant révélée à tous.
