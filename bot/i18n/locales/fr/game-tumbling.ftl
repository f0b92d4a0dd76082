# Tumbling Down (bot/games/tumbling) : places, options, libellés de coups, annonces, erreurs,
# résultats et règles. La notation des coups (`d4-e5`, `d4>ne`, les lettres de direction n, ne,
# e, se, s, sw, w, nw) et les noms de cases (`d4`) sont les mêmes dans toutes les langues : ne
# jamais les traduire.
# $cell, $from, $to : noms de cases comme « d4 ».

## Places (la place 1 est Noir et joue en premier, sauf si la partie en décide autrement)

tumbling-seat-1 = Noir
tumbling-seat-2 = Blanc

## Options de /kitty start (100 caractères au plus ; black, white et random sont des mots
## tapés et restent en anglais)

tumbling-option-first = Qui joue en premier : black (Noir), white (Blanc) ou random (au hasard)

## Les huit directions en toutes lettres (libellés de coups)

tumbling-direction-n = nord
tumbling-direction-ne = nord-est
tumbling-direction-e = est
tumbling-direction-se = sud-est
tumbling-direction-s = sud
tumbling-direction-sw = sud-ouest
tumbling-direction-w = ouest
tumbling-direction-nw = nord-ouest

## Listes de cases (« c3 », « c3 et d4 », « c3, d4 et e5 ») : $first est une case ; $rest les
## autres (ce message à nouveau) ou $last la dernière.

tumbling-cells-and = { $first } et { $last }
tumbling-cells-list = { $first }, { $rest }

## Libellés de coups (autocomplétion, menus de coups et dernier coup sous le plateau,
## 100 caractères au plus)

# Un pas de la pièce du sommet de $from vers $to.
tumbling-describe-step = pas { $from } → { $to }
# Un pas sur une pile de $below pièces.
tumbling-describe-step-onto = pas { $from } → { $to } (sur une pile de { $below })
# Une bascule de la pile de hauteur $height en $from vers $direction (« nord-est ») ; $where :
# les cases où tombent les pièces, en notation (« e5 f6 g7 », « h7×3 » pour trois pièces en h7).
tumbling-describe-tumble = bascule { $from } ({ $height }) { $direction } → { $where }

## Menaces : un roi qui pourrait tomber au prochain coup ($attacker et $victim : noms de
## couleurs ; $cells : les cases des rois, voir tumbling-cells-and)

# Sous le plateau (sans point final).
tumbling-threat = { $attacker } menace { $count ->
        [one] le roi
       *[other] les rois
    } de { $victim } en { $cells }
# Annoncé après un coup, au joueur qui doit y répondre.
tumbling-announce-threat = { $attacker } menace { $count ->
        [one] le roi
       *[other] les rois
    } de { $victim } en { $cells }.

## Résultats (courte phrase après « gagne » / « partie nulle » dans le message de résultat ;
## $mover : la couleur qui a joué, $victim : la couleur dont le roi est tombé, $cells : les
## cases des rois)

tumbling-result-own-king = { $mover } a pris son propre roi en { $cells }
tumbling-result-own-king-bare = { $mover } a pris son propre roi en { $cells } : { $victim } n'a plus aucune pile pure
tumbling-result-covered = { $mover } a recouvert le roi de { $victim } en { $cells }
tumbling-result-covered-bare = { $mover } a recouvert le roi de { $victim } en { $cells } : { $victim } n'a plus aucune pile pure
tumbling-result-bare = { $victim } n'a plus aucune pile pure
# Un résultat (l'un de ceux ci-dessus, $result) quand le roi du joueur est tombé dans le même coup.
tumbling-result-both-fell = { $result } (le joueur gagne, même si le roi de { $mover } est tombé lui aussi)
tumbling-result-repetition = la même position s'est présentée pour la troisième fois
# Un résultat enregistré par une ancienne version du bot, en anglais ($text).
tumbling-result-stored = { $text }

## Erreurs pour un coup tapé (montrées seulement au joueur qui l'a tapé)

-tumbling-how-to = Écris un pas comme `d4-e5` ou une bascule comme `d4>ne`.
tumbling-type-a-move = Tape un coup. { -tumbling-how-to }
# $text : ce que le joueur a tapé.
tumbling-unreadable = Je ne comprends pas `{ $text }`. { -tumbling-how-to }
tumbling-unreadable-move = Je ne comprends pas `{ $text }` comme un coup. { -tumbling-how-to }
tumbling-step-and-tumble = Un coup est soit un pas, soit une bascule, pas les deux. { -tumbling-how-to }
tumbling-where-to = Vers où ? Ajoute une case ou une direction : `{ $cell }-…` ou `{ $cell }>ne`.
tumbling-must-leave = Un coup doit quitter { $cell }.
tumbling-not-next = { $to } n'est pas voisine de { $from } : un coup va sur l'une des 8 cases voisines.
tumbling-no-stack = Il n'y a pas de pile en { $cell }.
# $owner : la couleur dont la pièce est au sommet (« Blanc »).
tumbling-not-yours = { $cell } n'est pas à toi : une pièce de { $owner } est au sommet.
# $direction : une direction en toutes lettres (« nord-est »).
tumbling-edge-step = { $cell } est au bord du plateau : impossible d'y faire un pas dans cette direction ({ $direction }).
tumbling-edge-tumble = { $cell } est au bord du plateau : impossible de la faire basculer dans cette direction ({ $direction }).
# $to : la case voisine où la pièce seule pourrait aller à la place.
tumbling-single = { $cell } n'a qu'une pièce : fais plutôt un pas (`{ $cell }-{ $to }`).
tumbling-not-a-move = Ce n'est pas un coup de Tumbling Down.
tumbling-off-board = Ce coup part de l'extérieur du plateau.
tumbling-no-direction = Ce coup n'a pas de direction.
tumbling-not-yours-short = { $cell } n'est pas à toi.
tumbling-edge-short = { $cell } est au bord : il n'y a rien de ce côté.
tumbling-single-short = { $cell } n'a qu'une pièce : fais plutôt un pas.

## Les règles (/kitty rules tumbling) : markdown, affiché tel quel

tumbling-rules =
    # Tumbling Down

    Déplace d'une case la pièce du sommet d'une de tes piles, ou renverse toute une pile sur
    une ligne de cases ; tu gagnes en posant une de tes pièces sur le **roi** de ton adversaire,
    sa plus haute pile faite uniquement de sa couleur.

    {"*"}Michael Shuck, 2001 — finaliste du concours 8×8 Game Design.*

    ## Mise en place
    Chaque joueur a 29 pièces empilées en losange autour de son propre coin : Blanc en **a1**,
    Noir en **h8**. Le coin porte une pile de 4, ses deux voisines des piles de 3, les deux
    rangées diagonales suivantes des piles de 2, et la cinquième rangée des pièces seules.
    {"*"}*Noir joue en premier** (une partie peut choisir Blanc à la place).

    Une pile appartient à celui dont une pièce est au sommet. Tu ne déplaces jamais que des
    piles qui t'appartiennent.

    ## À ton tour, fais l'une de ces actions
    - **Pas** — déplace la *pièce du sommet* d'une de tes piles vers l'une des 8 cases voisines
      (tout droit ou en diagonale). La case peut être vide ou porter une pile de n'importe quelle
      hauteur : ta pièce se pose simplement au sommet. Le reste de la pile reste en place.
      Tape-le sous la forme `d4-e5`.
    - **Bascule** — renverse toute une pile de 2 pièces ou plus dans l'une des 8 directions. La
      pièce du bas tombe sur la case suivante, celle du dessus sur la case d'après, et ainsi de
      suite : la pièce du sommet tombe donc le plus loin. Les pièces se posent sur ce qui se
      trouve déjà là, et la case où se tenait la pile se retrouve vide. Si la bascule atteint le
      bord du plateau, toutes les pièces qui restent à tomber s'empilent sur la dernière case. Tu
      ne peux pas faire basculer une pile vers un bord contre lequel elle se trouve déjà. Tape-la
      sous la forme `d4>ne` (directions : n, ne, e, se, s, sw, w, nw, soit nord, nord-est, est,
      sud-est, sud, sud-ouest, ouest, nord-ouest).

    ## Les rois
    Tes piles **pures** sont celles faites uniquement de ta couleur. Ton **roi** est ta plus
    haute pile pure — même une pièce seule peut être le roi — et si plusieurs piles pures ont
    la même hauteur maximale, **chacune d'elles est un roi**, et perdre l'une d'elles fait perdre
    la partie. Les rois changent d'un coup à l'autre : garde un œil sur les couronnes du plateau.

    ## Prendre un roi
    Après chaque coup, on vérifie les deux joueurs. Le roi d'un joueur tombe quand :
    - il n'a **plus aucune pile pure**, ou
    - une case qui portait l'un de ses rois avant le coup a maintenant une **pièce ennemie au
      sommet** — sauf si ce même coup a rendu sa plus haute pile pure plus haute qu'avant.

    Un roi qui s'est simplement déplacé (par un pas ou une bascule de son propriétaire) n'est pas
    pris.

    Si ton coup prend le roi ennemi, **tu gagnes** — même si ton propre roi est tombé dans le
    même coup. Si ton coup ne prend que ton propre roi (par exemple, une bascule fait tomber une
    pièce ennemie dessus), **tu perds**.

    ## Parties nulles
    La partie est nulle quand la même position (mêmes piles, même joueur au trait) se présente
    pour la troisième fois, ou quand les deux joueurs s'accordent sur une partie nulle. Tu peux
    aussi abandonner.

    ## Notation
    - Pas : `d4-e5` (ou `d4 e5`, `step d4 ne`, `d4-ne`).
    - Bascule : `d4>ne` (ou `tumble d4 ne`, `d4 > north-east`, `tumble d4 e5`).

    ## Lire le plateau
    - Chaque pile est dessinée de profil, de bas en haut : les pièces blanches sont des plaques claires avec un ○, les noires des plaques sombres avec un ✕. Le nombre dans un cercle est la hauteur de la pile ; une plaque grise à trois points remplace les pièces trop profondes pour être dessinées.
    - Une couronne dorée marque chaque roi actuel. Un cadre rouge marque un roi qui peut être pris au prochain coup (ou dont la prise a terminé la partie).
    - Dernier coup : un contour en pointillé au départ, un contour magenta plein à l'arrivée, une flèche entre les deux ; les cases survolées par une bascule sont teintées.
    - Sous le plateau : ▶ qui joue ensuite ; chaque joueur avec sa couleur et sa marque, et la hauteur de son roi (les couronnes montrent où il est) ; le dernier coup ; une ligne ⚠ quand un roi peut être pris.
