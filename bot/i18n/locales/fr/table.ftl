# Ce qu'affiche une table : la carte de la salle d'attente, le message du plateau, le résultat,
# les boutons et menus dessous, les réponses privées (Mes coups, confirmations, indices) et la
# liste des tables ouvertes. Messages publics dans la langue du serveur, réponses privées dans
# celle du membre. Libellés de boutons : 80 caractères au plus. Options et textes indicatifs
# des menus : 100 au plus.


## Carte de la salle d'attente

table-lobby-title = { $game } — en attente de joueurs
table-lobby-how-exact = Appuie sur **{ table-button-join }** pour prendre place ({ $count } joueurs). L'hôte appuie sur **{ table-button-start }** quand tout le monde est là.
table-lobby-how-range = Appuie sur **{ table-button-join }** pour prendre place (de { $min } à { $max } joueurs). L'hôte appuie sur **{ table-button-start }** quand tout le monde est là.
table-lobby-add-ai = Ajoute des joueurs IA avec le menu ci-dessous.
table-lobby-seats = Places
table-lobby-options = Options
table-lobby-time-per-move = Temps par coup
# Garder « /kitty rules game: » tel quel : c'est la commande à taper.
table-lobby-footer = Partie n° { $match } · /kitty rules game:{ $game }
table-seat-ai = 🤖 { $name } ({ $level ->
        [easy] facile
        [hard] difficile
       *[medium] moyenne
    })
table-seat-host = { $who } (hôte)
table-seat-pick = { $label } : { $choice }
# ≤ 100 caractères.
table-lobby-my-pick = Mon choix pour { $label } : { $choice }
table-lobby-started = La partie a commencé — le plateau est ci-dessous.
table-lobby-closed = Cette table est fermée.
table-lobby-cancelled = Annulée par { $who }.

## Indices (table ouverte avec hints:on)

table-hints-field = Indices
table-hints-lobby = Activés : le bouton Indice montre en privé le coup que jouerait l'IA. Rejoindre la table vaut accord.

## Message du plateau

table-seat-label = { $name } ({ $colour })
table-seat-label-ai = 🤖 { $name } ({ $colour })
table-the-game = Le jeu
table-played = { $who } a joué **{ $move }**.
table-had-to-play = { $who } a dû jouer **{ $move }**.
table-thinking = { $who } réfléchit…
table-your-turn = À toi de jouer, { $mention } ({ $colour }).
table-waiting-for = En attente de { $names }.
table-victory = 🎉 Victoire — { $reason }.
table-defeat = 💥 Défaite — { $reason }.
table-draw = 🤝 Partie nulle — { $reason }.
table-wins = 🏆 { $name } gagne — { $reason }.
table-win-together = 🏆 { $names } gagnent — { $reason }.
table-names-and = { $first } et { $last }
table-final-scores = Scores finaux : { $scores }
table-final-height = hauteur { $value }
table-final-score = score { $value }
table-final-own-colour = sa couleur { $value }
table-final-cards = cartes : { $cards }
table-ratings = Cotes : { $changes }
table-board-title = { $game } · coup { $ply }
# Garder les commandes telles quelles.
table-board-footer = Partie n° { $match } · /kitty move pour jouer · /kitty board pour le revoir
table-old-board = Ce plateau n'est plus à jour : le plateau actuel est plus bas (`/kitty board` l'affiche).
table-board-follows = Ton coup a été joué. Discord tarde à afficher le plateau en ce moment ; il va suivre ici sous peu.
table-dm-closed = { $mention }, je n'ai pas pu t'envoyer de message privé. Utilise `/kitty cards` ici pour voir tes cartes — toi seul verras la réponse.

## Cartes secrètes d'une place (message privé)

table-secret-title = { $title } — { $game }, partie n° { $match }
table-secret-default-title = Tes cartes
table-secret-none = Tu n'as aucune carte pour le moment.
table-offer-field = Proposition d'échange
table-offer = { $giver } propose **{ $card }** à { $taker } contre l'une des cartes de { $taker }. Pour répondre : `/kitty trade` (accepter en indiquant la carte donnée en retour) ou **{ table-button-decline }**.
table-offer-a-card = une carte

## Tables ouvertes (/kitty games)

table-list-in-thread = (fil dans { $channel })
table-list-damaged = endommagée (un modérateur peut l'annuler)
table-list-waiting = en attente de joueurs ({ $count } assis) — appuie sur { table-button-join }
table-list-to-move = au tour de : { $names }
table-list-in-play = en cours
table-list-runs-out = (le temps s'écoule { $when })
table-list-per-move = { $time } par coup
table-list-title = Tables ouvertes ({ $count })
table-list-none = Aucune table ouverte. Lance-en une avec `/kitty start`.

## Boutons (≤ 80 caractères)

table-button-join = Rejoindre
table-button-leave = Quitter
table-button-start = Commencer
table-button-cancel = Annuler
table-button-add-ai = Ajouter une IA
table-button-ai-level = { $level ->
        [easy] IA facile
        [hard] IA difficile
       *[medium] IA moyenne
    }
table-button-my-moves = Mes coups
table-button-hint = Indice
table-button-take-back = Reprendre
table-button-accept-takeback = Accepter la reprise
table-button-rematch = Revanche
table-button-accept = Accepter
table-button-decline = Refuser
table-button-play-move = Jouer { $move }
table-button-play-it = Le jouer
table-button-keep-playing = Continuer
table-button-resign = Abandonner
table-button-replay = Revoir
table-button-analyse = Analyser
table-button-claim-win = Réclamer la victoire
table-button-skip-turn = Passer son tour
table-button-ai-takes-seat = L'IA prend sa place
table-button-remove-seat = Retirer (l'IA joue la place)

## Menus (textes indicatifs ≤ 150 caractères, options ≤ 100)

table-menu-pick-move = Choisis ton coup…
table-menu-what-to-move = Que veux-tu déplacer ?
table-menu-answer-offer = Réponds à la proposition…

## Réponses privées

table-which-ai = Quelle IA veux-tu ajouter ?
table-confirm-move = { $warning } Jouer **{ $move }** ?
table-resign-question = Abandonner cette partie ? Les autres joueurs sont prévenus aussitôt.
table-moves-changed = Tes coups possibles ont changé ; appuie à nouveau sur **{ table-button-my-moves }**.
table-move-option = { $move } — { $label }
table-your-moves = Tes coups légaux ({ $count }).
table-many-moves = Tu as { $count } coups légaux. Choisis d'abord ce que tu déplaces, puis où.
table-group-option = { $label } — { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }
table-back-option = ← retour à tous tes coups
table-group-moves = Coups de **{ $label }** :
# Le choix entier est coupé à 100 caractères.
table-more-moves = { $count } de plus : tape une case ou une pièce (ex. { $example })
table-where-alt = Où { $group } peut aller : { $marks }.
table-where-mark = { $tag } sur { $cell }
table-hint-alt = Indice : { $move }, marqué { $tag } sur { $cell }.
