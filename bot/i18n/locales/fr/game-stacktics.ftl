# Stacktics (bot/games/stacktics) : places, options, libellés de coups, annonces, erreurs,
# résultats et règles. La notation des coups (`Mb1-b3`, `Sc2xd3`, `b1/2-b3`, `swap`, `keep`)
# et les noms de cases (`b3`) sont les mêmes dans toutes les langues : ne jamais les traduire.
# $cell, $target, $origin : noms de cases comme « b3 ».

## Places (la place 1 commence avec Rouge et joue en premier ; la règle du gâteau échange les couleurs)

stacktics-seat-1 = Rouge
stacktics-seat-2 = Bleu

## Pièces : les trois tailles de pyramides (petite 1 point, moyenne 2, grande 3)

stacktics-piece-1 = petite
stacktics-piece-2 = moyenne
stacktics-piece-3 = grande
# Plusieurs pièces qui bougent ensemble, de bas en haut : $first est un mot de pièce, $rest
# les autres (ce message lui-même s'il y en a plus), ex. « moyenne + petite ».
stacktics-pieces = { $first } + { $rest }

## Options de /kitty start (100 caractères au plus chacune)

stacktics-option-size = Arbres par joueur (2 à 5) ; choisit le plateau
stacktics-option-board = Plateau (colonnes x rangées) ; 4x4 ou 3x5 en taille 2, 7x6 ou 7x7 en taille 5
stacktics-option-pie = Règle du gâteau : Bleu peut prendre les pièces de Rouge après le 1er coup (toujours en 4x4)
stacktics-option-draw-limit = Coups sans capture avant la partie nulle (0 = désactivé)

# $board : un plateau comme « 7x6 » ; $board_size : la taille pour laquelle il est fait ; $size :
# la taille demandée ; $first (et $second quand $count vaut 2) : les plateaux de cette taille.
stacktics-board-for-size = Un plateau { $board } est fait pour la taille { $board_size } ; la taille { $size } se joue sur { $count ->
        [one] { $first }
       *[other] { $first } ou { $second }
    }.
stacktics-pie-required = La règle du gâteau est obligatoire en { $board } : sans elle, le premier coup est trop fort.
stacktics-pie-forbidden = La règle du gâteau est désactivée en { $board } (les arbres y partent des coins).

## Boutons sous le plateau tant que Bleu peut échanger (libellés de boutons, 80 caractères au plus)

stacktics-button-swap = Échanger les couleurs
stacktics-button-keep = Continuer

## Libellés de coups (autocomplétion et menus de coups, 100 caractères au plus)

# Les réponses `swap` et `keep` à la règle du gâteau.
stacktics-describe-swap = swap : prendre les pièces de Rouge ; l'autre joueur joue ensuite Bleu
stacktics-describe-keep = continuer : garder Bleu et jouer maintenant
# Un coup : $from et $to sont des cases, $unit les pièces qui bougent (« moyenne + petite »).
stacktics-describe-move = { $from } : { $unit } → { $to }
# Un coup sur une des piles du joueur dont la pièce du sommet est $top (« grande »).
stacktics-describe-move-onto = { $from } : { $unit } → { $to } (sur ta { $top })
# Une capture qui prend $pips points ; la seconde gagne aussitôt la partie.
stacktics-describe-capture = { $from } { $unit } × { $to } prend { $pips } { $pips ->
        [one] point
       *[other] points
    }
stacktics-describe-capture-wins = { $from } { $unit } × { $to } prend { $pips } { $pips ->
        [one] point
       *[other] points
    } et gagne

## Annonces après un coup (publiques)

stacktics-announce-swap = Couleurs échangées : le premier joueur joue maintenant Bleu et joue ensuite ; le second prend Rouge.
stacktics-announce-keep = Bleu continue sans échanger.
# $mover et $victim : noms de couleurs (« Rouge ») ; $pieces : les pièces capturées (« grande + moyenne ») ;
# $red et $blue : les points capturés jusqu'ici par chaque couleur, sur $threshold.
stacktics-announce-capture = { $mover } a capturé la pile de { $victim } en { $cell } ({ $pieces } : { $pips } { $pips ->
        [one] point
       *[other] points
    }). Capturés : Rouge { $red }/{ $threshold } · Bleu { $blue }/{ $threshold }.

## Résultats (courte phrase après « gagne » / « partie nulle » dans le message de résultat)

# $colour : « Rouge » ou « Bleu ».
stacktics-result-captured = { $colour } a capturé { $pips } points
stacktics-result-no-move = { $colour } n'a aucun coup légal
stacktics-result-repetition = troisième répétition
stacktics-result-quiet = { $limit } coups sans capture

## L'état de la règle du gâteau, affiché sous le plateau

stacktics-pie-waiting = Règle du gâteau : après le premier coup de Rouge, Bleu pourra échanger les couleurs.
stacktics-pie-open = Règle du gâteau : Bleu peut échanger les couleurs maintenant, ou continuer.
stacktics-pie-kept = Règle du gâteau : Bleu a continué.
stacktics-pie-swapped = Règle du gâteau : les couleurs ont été échangées.

## Erreurs pour un coup tapé (montrées seulement au joueur qui l'a tapé)

-stacktics-hint = écris-le comme `Mb1-b3` (lettre de taille, départ, arrivée), `Sc2xd3` pour une capture, ou `b1-c2`
stacktics-type-a-move = Tape un coup : { -stacktics-hint }.
# $text : ce que le joueur a tapé (raccourci à 40 caractères).
stacktics-unreadable = Je ne comprends pas `{ $text }` : { -stacktics-hint }.
stacktics-base-twice = `{ $text }` désigne deux fois la pièce de base : { -stacktics-hint }.
stacktics-height-place = Mets la hauteur juste après la case de départ, comme `b1/2-b3`.
stacktics-needs-two-cells = `{ $text }` demande une case de départ et une case d'arrivée : { -stacktics-hint }.
stacktics-height-from-one = Les hauteurs se comptent à partir de 1, en bas de la pile.
stacktics-pie-not-open = Tu ne peux échanger ou continuer qu'en tant que Bleu, en réponse au premier coup de Rouge, et seulement si la règle du gâteau est active.
stacktics-no-stack = Il n'y a pas de pile en { $cell }.
# $owner et $you : noms de couleurs.
stacktics-not-your-stack = La pile en { $cell } est à { $owner } ; tu joues { $you }.
stacktics-not-legal = `{ $text }` n'est pas un coup légal maintenant.
stacktics-move-not-legal = Ce coup n'est pas légal maintenant.
stacktics-nothing-to-capture = Il n'y a rien à capturer en { $cell }.
stacktics-height-too-high = { $cell } contient { $count ->
        [one] 1 pièce
       *[other] { $count } pièces
    } : les hauteurs vont de 1 (en bas) à { $count }.
# $found et $given : mots de pièces (« grande »).
stacktics-height-wrong-size = La pièce à la hauteur { $height } en { $cell } est une { $found }, pas une { $given }.
stacktics-no-size = Il n'y a pas de { $size } en { $cell }.
# $options : les coups possibles, chacun comme « `Mb2/1-b3` (moyenne + petite) », reliés par
# stacktics-or.
stacktics-which-base = Quelle pièce en { $cell } sert de base ? Indique { $options }.
stacktics-base-option = `{ $move }` ({ $unit })
stacktics-or = { $first } ou { $rest }
# $reasons : une raison par pièce qui pourrait servir de base (les messages -clause ci-dessous),
# reliées par stacktics-reasons.
stacktics-nothing-can-go = Rien en { $cell } ne peut aller en { $target } : { $reasons }.
stacktics-reasons = { $first } ; { $rest }
# La ou les pièces $unit (« moyenne + petite ») pourraient bouger, mais pas maintenant.
stacktics-reason-not-now = { $unit } : ne peut pas bouger maintenant

## Pourquoi un coup enfreint une règle : une phrase, et la même en proposition dans
## stacktics-nothing-can-go ($unit : les pièces qui bougent, $word : la taille de la pièce de base)

stacktics-why-no-distance = Un coup doit avancer d'au moins une case.
stacktics-why-no-distance-clause = un coup doit avancer d'au moins une case
stacktics-why-small = Une petite se déplace en diagonale.
stacktics-why-small-clause = une petite se déplace en diagonale
stacktics-why-medium = Une moyenne se déplace en ligne droite le long d'une rangée ou d'une colonne, jamais en diagonale.
stacktics-why-medium-clause = une moyenne se déplace en ligne droite le long d'une rangée ou d'une colonne, jamais en diagonale
stacktics-why-large = Une grande se déplace en ligne droite ou en diagonale.
stacktics-why-large-clause = une grande se déplace en ligne droite ou en diagonale
# $weight : points portés par la base ; $range : la distance maximale d'une pile chargée.
stacktics-why-loaded = Une { $word } qui porte { $weight } { $weight ->
        [one] point
       *[other] points
    } est chargée et se déplace d'au plus { $range } cases.
stacktics-why-loaded-clause = une { $word } qui porte { $weight } { $weight ->
        [one] point
       *[other] points
    } est chargée et se déplace d'au plus { $range } cases
stacktics-why-overloaded = Une { $word } qui porte { $weight } points est surchargée et ne se déplace que d'une case.
stacktics-why-overloaded-clause = une { $word } qui porte { $weight } points est surchargée et ne se déplace que d'une case
# $between : la case qui bloque.
stacktics-why-blocked = { $between } bloque le passage.
stacktics-why-blocked-clause = { $unit } : { $between } bloque le passage
# $top : la taille de la pièce du sommet en $cell.
stacktics-why-stack-smaller = Tu ne peux empiler que sur ta propre pièce du sommet de taille égale ou supérieure (le sommet de { $cell } est une { $top }, ta base une { $word }).
stacktics-why-stack-smaller-clause = { $unit } : tu ne peux empiler que sur ta propre pièce du sommet de taille égale ou supérieure (le sommet de { $cell } est une { $top }, ta base une { $word })
# Une capture par une pièce seule en $cell.
stacktics-why-capture-alone = Seule une pièce isolée qui part du sommet d'une pile de deux pièces ou plus peut capturer (la { $word } en { $cell } est seule).
stacktics-why-capture-alone-clause = { $unit } : seule une pièce isolée qui part du sommet d'une pile de deux pièces ou plus peut capturer (la { $word } en { $cell } est seule)
# Une capture par $count pièces qui bougent ensemble.
stacktics-why-capture-many = Seule une pièce isolée qui part du sommet d'une pile de deux pièces ou plus peut capturer (tu déplaces { $count } pièces).
stacktics-why-capture-many-clause = { $unit } : seule une pièce isolée qui part du sommet d'une pile de deux pièces ou plus peut capturer (tu déplaces { $count } pièces)

## Les règles (/kitty rules stacktics) : markdown, affiché tel quel

stacktics-rules =
    # Stacktics

    Déplace une de tes pyramides, avec tout ce qui est empilé dessus, sur le plateau ; une
    pyramide seule qui saute du sommet d'une pile capture la pile ennemie sur laquelle elle se
    pose, et le premier à capturer la moitié des points de l'ennemi (petite 1, moyenne 2,
    grande 3) gagne.

    Deux joueurs, Rouge et Bleu, ont chacun N *arbres* : une grande (3 points), une moyenne (2)
    et une petite (1) pyramide empilées dans cet ordre. Capture **3·N points** (la moitié des
    forces de ton adversaire) pour gagner.

    {"*"}*Plateaux.** Taille 2 : 4×4 (règle du gâteau toujours active) ou 3×5 · taille 3 : 5×5
    (par défaut) · taille 4 : 6×6 · taille 5 : 7×6 ou 7×7 (options `size`, `board` ; le premier
    plateau d'une taille est celui par défaut). Les arbres partent de la rangée de départ de
    chaque joueur, les colonnes des coins restant vides (en 3×5, ils partent des coins). Rouge
    est sur la rangée 1 et joue en premier.

    {"*"}*Déplacement.** Choisis n'importe laquelle de tes pièces comme *base* : elle se déplace
    avec tout ce qui est empilé dessus ; les pièces en dessous restent en place.
    - La forme du déplacement vient de la base : une **petite** va en diagonale, une **moyenne**
      en ligne droite, une **grande** dans les deux sens. Tu ne peux jamais passer par-dessus une
      case occupée.
    - La portée vient des points portés par la base : aucun → n'importe quelle distance ; moins
      de points que la taille de la base (*chargée*) → jusqu'à 2 cases (3 cases dans les parties
      de taille 4 et 5) ; autant ou plus (*surchargée*) → 1 case. Un coup avance toujours d'au
      moins une case ; on ne peut pas passer son tour.

    {"*"}*Arrivée.** Sur une case vide ; sur ta propre pile si sa pièce du sommet est au moins
    aussi grande que ta base (les pièces déplacées se posent dessus dans le même ordre) ; ou
    sur une pile ennemie pour la **capturer**, ce que seule une *pièce isolée quittant le
    sommet d'une pile de deux pièces ou plus* peut faire. Toute la pile ennemie quitte la partie,
    ses points comptent pour toi, et ta pièce reste sur la case.

    {"*"}*Fin.** 3·N points capturés font gagner aussitôt. Si tu n'as aucun coup légal à ton
    tour, tu perds. Parties nulles : la même position avec le même camp au trait pour la
    troisième fois ; 60 coups d'affilée sans capture (l'option `draw_limit`, 0 = désactivé) ; ou
    d'un commun accord.

    {"*"}*Règle du gâteau** (toujours en 4×4 ; facultative en 5×5 et plus grand) : après le
    premier coup de Rouge, Bleu peut appuyer sur **Échanger les couleurs** pour prendre les
    pièces de Rouge (l'autre joueur joue alors Bleu et joue ensuite) ou sur **Continuer** (ou
    simplement jouer un coup).

    {"*"}*Notation.** Lettre de taille de la base (S petite, M moyenne, L grande), case de
    départ, `-` ou `x` pour une capture, arrivée : `Mb1-b3` (la moyenne avec ce qu'elle porte),
    `Lc1-c2` (l'arbre entier), `Sd3xe4` (la petite capture en e4). Si la case de départ contient deux
    pièces de cette taille, ajoute la hauteur depuis le bas : `Mb2/1-b3`. Tu peux aussi taper
    `b1 m b3`, `b1/2 > b3`, ou simplement `b1-c2` quand une seule pièce de la case peut faire ce
    coup. `swap` / `keep` répondent à la règle du gâteau.

    {"*"}*Lire le plateau.**
    - Chaque pyramide est dessinée de profil, petite, moyenne ou grande selon sa taille, avec autant de points qu'elle en vaut : les points rouges sont des cercles ●, les bleus des carrés ■. Une pile se lit de bas en haut ; une pile de 4 pièces ou plus porte un badge de hauteur.
    - Dernier coup : un contour en pointillé au départ, un contour magenta plein à l'arrivée, une flèche entre les deux ; une capture ajoute une étiquette « ×N » avec les points pris.
    - Sous le plateau : ▶ qui joue ensuite ; chaque joueur avec sa couleur et sa marque, ses points capturés face à l'objectif (« 4 points sur 9 ») et les pyramides qu'il a prises ; le dernier coup en toutes lettres (`Lb4/1-c5` : la grande pièce, 1re depuis le bas, de b4 à c5) ; les coups sans capture face à la limite de nulle ; le choix de la règle du gâteau tant qu'il est ouvert.
