# `/kitty help` : le guide de chaque commande et bouton, la ligne de chaque jeu, et le cadre
# autour de `/kitty rules`. Les commandes, options et mots tapés en `code` restent tels quels ;
# les mots en **gras** sont des libellés de boutons (identiques à ceux des boutons).
# Une ligne qui commence par ** s'écrit {"**"}.

## Le guide : six sections, affichées l'une après l'autre

help-guide-intro = Des jeux de plateau d'empilement entre amis ou contre l'IA, une partie par salon ou fil. Refus et secrets en privé ; plateaux publics.

help-guide-starting = **Commencer**
    `/kitty start <game>` ouvre une salle d'attente. **Rejoindre** et **Quitter** prennent ou libèrent une place ; l'hôte appuie sur **Commencer** (ou **Annuler**) ; **Ajouter une IA** (facile, moyenne, difficile) remplit une place. Options : `players`, et celles du jeu ({ $options }).
    `/kitty start { $example } opponent:AI level:hard` : partie immédiate contre l'IA ; `watch:True` pour regarder des IA.
    `thread:True` ouvre la table dans son propre fil : un salon peut accueillir plusieurs parties (il me faut **Créer des fils publics** et **Envoyer des messages dans les fils**) ; `/kitty start` tapé dans un fil joue dans ce fil.
    `time:` fixe un temps par coup (2 minutes à 3 jours). Le plateau montre l'échéance, le joueur reçoit un rappel (`/kitty settings` : mention, MP ou rien), puis les autres choisissent : **Réclamer la victoire** (à deux), **Passer son tour** (l'IA joue un coup), **L'IA prend sa place** ou **Retirer** (tables plus grandes). Après une panne du bot, chacun a au moins 15 minutes (ou tout son temps).

help-guide-playing = **Jouer**
    `/kitty move` — commence à taper et choisis un des coups légaux proposés.
    {"**"}Mes coups** (sous chaque plateau) liste tes coups légaux en privé ; choisis-en un pour le jouer. Les autres boutons et menus sous un plateau sont propres au jeu (comme *Placer le reste au hasard* ou *Échanger les couleurs*).
    { $extra }`/kitty board` — republier le plateau. `/kitty cards` — tes cartes secrètes, en privé.
    `/kitty takeback` (ou **Reprendre**) — reprendre ton dernier coup ; les autres choisissent **Accepter** ou **Refuser**, l'IA accepte aussitôt. Refusé si cela annule une carte déjà vue ; `takebacks:forbidden` au départ interdit les reprises.
    {"**"}Indice** (leçons, parties contre l'IA, tables lancées avec `hints:on`) — le coup de l'IA pour toi, en privé, marqué sur le plateau ; une table d'au moins deux membres est classée et n'offre d'indices qu'avec `hints:on`, que chaque joueur accepte en la rejoignant (la salle d'attente l'indique) ; `/kitty history` signale un coup joué après un indice.

help-guide-ending = **Terminer**
    `/kitty resign` — abandonner. `/kitty end` — proposer d'arrêter : les autres choisissent **Accepter** ou **Refuser**.
    `/kitty cancel` — l'hôte annule une salle d'attente ; un modérateur (Gérer les messages) annule toute partie.

help-guide-information = **Informations**
    `/kitty rules game:<game>` — les règles appliquées par le bot. `/kitty help` — ce guide.
    `/kitty learn game:<game>` — apprendre un jeu en courtes leçons privées : choisis tes coups dans le menu (ou tape-les avec `/kitty move` hors d'une table) ; ta progression est gardée.
    `/kitty games` — les tables ouvertes du serveur, à regarder ou rejoindre.
    `/kitty status` — modérateurs : temps de service, tables, taille de la base.

help-guide-records = **Archives**
    `/kitty history` — les coups d'une partie. `/kitty replay` (ou **Revoir** sur un plateau final) — la partie animée. `/kitty analyse game:<n>` (ou **Analyser**) — qui menait, coup par coup, et les grands retournements. **Revanche** — mêmes joueurs et options, places tournées. `/kitty record game:<n>` — le fichier d'une partie terminée.
    `/kitty leaderboard game:<game>` — les meilleurs du serveur ; chaque niveau d'IA a une cote, modifiée seulement par les parties contre des membres (parties entre IA non classées). `/kitty stats` — parties, victoires, cote, série. `/kitty mydata` — tout ce qui est gardé sur toi. `/kitty-admin export|forget` — gestionnaires (Gérer le serveur).
help-extra-command = `/kitty { $name }` — { $description }.

## L'embed autour du guide

help-title = Kitty Tower — comment jouer
help-footer = Une partie par salon ou par fil · les parties survivent aux redémarrages du bot
help-players = { $min ->
        [one] { $min } joueur
       *[other] { $min } joueurs
    }
help-players-range = { $min } à { $max } joueurs
help-game-field = { $game } · { $players }
help-game-pitch = { $pitch } `game:{ $key }`

## `/kitty rules`

help-rules-title = { $game } — règles
help-cards-title = { $game } — { $count ->
        [one] la carte
       *[other] les { $count } cartes
    }
help-rules-learn = Tu découvres { $game } ? /kitty learn game:{ $key } te l'apprend en courtes leçons privées.
