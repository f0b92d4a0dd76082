# Les leçons de Cat and the Tower (`/kitty learn game:cattower`), dans l'ordre où on les joue.
# Les mots en `code` sont des coups ou commandes tapés (notation) : ne jamais les traduire.

## Leçon cards : Choisir une carte Action

lesson-cattower-cards-title = Choisir une carte Action
lesson-cattower-cards-text =
    Tu construis une tour en papier pour que Toto le chat puisse y grimper. Chaque tour de jeu
    commence par une option d'une carte Action face visible : Construire, Placer un Ami ou
    Caresser. Pour commencer, prends une option Construire.
lesson-cattower-cards-hint = La carte A01 a deux options Construire : `take A01 left` ou `take A01 right`.
# Réponse quand l'élève joue `take A02`.
lesson-cattower-cards-hint-1 = A02 place un Ami, et il n'y a pas encore d'étage au-dessus de Toto : construis d'abord avec A01.
lesson-cattower-cards-success = Tu as deux murs en main, prêts à être dressés sur l'étage.

## Leçon build : Construire un étage

lesson-cattower-build-title = Construire un étage
lesson-cattower-build-text =
    Construire dresse deux murs sur l'étage du haut, puis pose l'étage suivant dessus. Un aperçu
    transparent montre où va chaque pièce ; `confirm` la pose et la physique décide de ce qui
    tient debout. Construis l'étage 2.
lesson-cattower-build-hint = Prends une option Construire, valide les murs avec `confirm`, puis l'étage avec `confirm`.
lesson-cattower-build-success = L'étage 2 tient debout : il y a maintenant un étage au-dessus de Toto.

## Leçon friend : Placer un Ami

lesson-cattower-friend-title = Placer un Ami
lesson-cattower-friend-text =
    Un Ami est un petit chat que tu poses sur un étage ou sur un autre Ami ; les objectifs les
    comptent. L'aperçu est sur l'étage 2, juste au-dessus de Toto. Déplace-le avec `at 12` si tu
    veux, puis `confirm` pour poser l'Ami.
lesson-cattower-friend-hint = `confirm` pose l'Ami là où l'aperçu le montre.
# Réponse quand l'élève joue `back`.
lesson-cattower-friend-hint-1 = `back` range l'Ami : utilise plutôt `confirm`.
lesson-cattower-friend-success = L'Ami est installé sur l'étage 2.

## Leçon goals : Remplir un objectif

lesson-cattower-goals-title = Remplir un objectif
lesson-cattower-goals-text =
    Après ton action, tu peux remplir un objectif face visible qui est vrai pour les Amis de
    l'étage juste au-dessus de Toto. Toto monte alors d'autant d'étages. L'objectif G01 demande
    au moins un Ami à cet endroit : remplis-le et pose Toto.
lesson-cattower-goals-hint = Tape `goal G01 climb 1`, puis `confirm` pour poser Toto sur l'étage 2.
# Réponse quand l'élève joue `end turn`.
lesson-cattower-goals-hint-1 = Finir ton tour laisse Toto à l'étage 1 : remplis d'abord l'objectif G01.
lesson-cattower-goals-success = Toto est monté à l'étage 2. Atteignez l'étage 10 avec la tour encore debout et tout le monde gagne.

## Leçon hand : Ta main

lesson-cattower-hand-title = Ta main
lesson-cattower-hand-text =
    Dans la salle d'attente, chaque joueur choisit la sûreté de sa main : `steady` (sûre),
    `normal`, `shaky` (tremblante) ou `butterfingers` (maladroite). Plus la main tremble, plus
    elle bouge quand tu valides, et une pièce a jusqu'à 3 essais avant que l'option soit perdue.
    Avec une main tremblante, construis l'étage 2.
lesson-cattower-hand-hint = Prends une option Construire et valide les murs et l'étage ; si une pièce glisse, réessaie.
lesson-cattower-hand-success = L'étage 2 tient debout, même avec une main tremblante. Les murs qui tombent comptent pour les 5 qui font perdre la partie.
