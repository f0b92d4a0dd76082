# Les leçons de Towers (`/kitty learn game:towers`), dans l'ordre où on les joue.
# Les mots en `code` sont des coups ou commandes tapés (notation) : ne jamais les traduire.

## Leçon move : Déplacer une tour

lesson-towers-move-title = Déplacer une tour
lesson-towers-move-text =
    Tu joues Jaune. Une tour t'appartient quand ta couleur est au sommet, et elle se déplace
    entière, d'une case vers le haut, le bas, la gauche ou la droite. Déplace ta tour de c3 vers
    une case vide voisine.
lesson-towers-move-hint = Déplace la tour de c3 d'une case vers le haut, le bas, la gauche ou la droite.
lesson-towers-move-success = Bien joué : une tour se déplace entière vers une case voisine.

## Leçon take : Prendre une tour

lesson-towers-take-title = Prendre une tour
lesson-towers-take-text =
    Aller sur une tour qui n'est pas plus haute que la tienne pose ta tour dessus : la nouvelle
    tour est donc à toi. Prends la tour de Bleu en c4 avec ta tour de c3.
lesson-towers-take-hint = La tour de Bleu est juste au-dessus de la tienne, en c4 : va dessus.
# Réponse quand l'élève joue `c3-d3`.
lesson-towers-take-hint-1 = d3 est vide : cela ne fait que déplacer ta tour. Va sur la tour de Bleu en c4.
# Réponse quand l'élève joue `c3-b3`.
lesson-towers-take-hint-2 = b3 est vide : cela ne fait que déplacer ta tour. Va sur la tour de Bleu en c4.
# Réponse quand l'élève joue `c3-c2`.
lesson-towers-take-hint-3 = c2 est vide : cela ne fait que déplacer ta tour. Va sur la tour de Bleu en c4.
lesson-towers-take-success = La tour en c4 fait maintenant deux de haut et elle est à toi.

## Leçon taller : Jamais sur une tour plus haute

lesson-towers-taller-title = Jamais sur une tour plus haute
lesson-towers-taller-text =
    Tu ne peux pas aller sur une tour plus haute que la tienne. Ta tour en c3 fait deux de haut :
    la tour de trois en c4 est hors de portée, mais la pièce seule en d3 ne l'est pas. Prends-la.
lesson-towers-taller-hint = Cherche une tour bleue pas plus haute que la tienne : celle en d3.
lesson-towers-taller-success = Exact : une tour ne se pose que sur une tour de sa hauteur ou plus basse.

## Leçon score : Compter les pièces

lesson-towers-score-title = Compter les pièces
lesson-towers-score-text =
    Ton score, ce sont toutes les pièces des tours que tu possèdes, y compris celles de ton
    adversaire. Pour l'instant, tu possèdes 3 pièces. Joue un coup qui t'amène à 5.
lesson-towers-score-hint = Prends la plus haute tour à ta portée : une tour de deux ajoute deux pièces.
lesson-towers-score-success = Cinq pièces : prendre des tours plus hautes rapporte plus.

## Leçon win : Gagner la partie

lesson-towers-win-title = Gagner la partie
lesson-towers-win-text =
    La partie se termine quand un joueur possède toutes les tours, et celui qui possède le plus
    de pièces gagne. Un joueur qui ne peut pas bouger passe. Gagne cette position en deux coups
    contre le bot.
lesson-towers-win-hint = Prends d'abord a1 : la dernière tour de Bleu, en b1, sera alors bloquée.
lesson-towers-win-success = Tu possèdes toutes les tours : la partie est à toi.
