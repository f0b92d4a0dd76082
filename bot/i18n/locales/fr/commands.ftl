# Commandes slash : les descriptions et choix que Discord affiche sous chaque commande /kitty.
# Les noms des commandes et options (`move`, `start`, `game`…) ne sont pas traduits.
# Limites (Discord) : une description de commande, d'option ou de choix fait 1 à 100 caractères.

## /kitty

cmd-kitty = Jouer à des jeux de plateau d'empilement
cmd-move = Jouer ton coup
cmd-move-move = Ton coup — commence à taper pour voir les coups légaux
cmd-board = Afficher à nouveau le plateau actuel
cmd-cards = Voir tes propres cartes secrètes (toi seul les vois)
cmd-resign = Abandonner la partie (une confirmation t'est demandée)
cmd-end = Proposer de mettre fin à la partie (les autres acceptent ou refusent)
cmd-takeback = Demander à reprendre ton dernier coup (les autres doivent accepter)
cmd-settings = Tes réglages ; les modérateurs choisissent aussi la langue du serveur
cmd-settings-reminders = Comment une partie chronométrée te rappelle que ton temps s'écoule
cmd-reminders-channel = mention dans le salon
cmd-reminders-dm = message privé
cmd-reminders-off = désactivés
cmd-settings-language = Gestionnaires du serveur : la langue des messages du bot sur ce serveur
cmd-games = Les tables ouvertes de ce serveur, à regarder ou rejoindre
cmd-cancel = Annuler la partie de ce salon (l'hôte en salle d'attente, ou un modérateur)
cmd-rules = Lire les règles d'un jeu
cmd-rules-game = Les règles de quel jeu
cmd-rules-public = Les publier pour tout le monde (par défaut : toi seul les vois)
cmd-learn = Apprendre un jeu en courtes leçons privées (toi seul les vois)
cmd-learn-game = Quel jeu apprendre
cmd-learn-move = Un coup de ta leçon en cours (ou choisis-le dans le menu de la leçon)
cmd-help = Comment jouer avec Kitty Tower
cmd-status = Modérateurs : temps de service, tables ouvertes, taille de la base
cmd-history = Les coups de la partie de ce salon, ou d'une partie par son numéro
cmd-history-game = Un numéro de partie (par défaut : la partie de ce salon)
cmd-history-page = Quelle page d'une longue partie
cmd-record = Le fichier d'enregistrement d'une partie terminée (à rejouer où tu veux)
cmd-game-number = Le numéro de la partie
cmd-replay = Revoir toute une partie en animation
cmd-replay-game = Un numéro de partie (par défaut : la partie de ce salon)
cmd-analyse = Qui menait, coup par coup, dans une partie terminée
cmd-leaderboard = Les meilleurs joueurs d'un jeu sur ce serveur
cmd-leaderboard-game = Le classement de quel jeu
cmd-stats = Parties, victoires, cotes et série d'un membre (par défaut : toi)
cmd-stats-user = Les statistiques de qui (par défaut : les tiennes)
cmd-mydata = Tout ce que Kitty Tower conserve à ton sujet (un fichier privé)

## /kitty start <game>

cmd-start = Ouvrir une partie dans ce salon (ou, avec thread, dans un nouveau fil)
cmd-start-game-fixed = Ouvrir une table de { $title } ({ $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    })
cmd-start-game-range = Ouvrir une table de { $title } (de { $min } à { $max } joueurs)
cmd-start-players = Nombre de places, de { $min } à { $max } (par défaut : le nombre habituel du jeu)
cmd-start-opponent = Jouer tout de suite contre l'IA
cmd-start-opponent-ai = IA
cmd-start-level = Force de l'IA (avec opponent: IA ; par défaut moyenne)
cmd-level-easy = facile
cmd-level-medium = moyenne
cmd-level-hard = difficile
cmd-start-watch = Avec opponent: IA — toutes les places sont des IA et tu regardes
cmd-start-time = Temps par coup (ensuite, les autres peuvent réclamer, passer ou confier la place à l'IA)
cmd-time-2m = 2 minutes
cmd-time-10m = 10 minutes
cmd-time-1h = 1 heure
cmd-time-1d = 1 jour
cmd-time-3d = 3 jours
cmd-time-none = sans limite
cmd-start-takebacks = Reprendre un coup est-il permis (si les autres acceptent ; contre l'IA, aussitôt)
cmd-takebacks-allowed = autorisées
cmd-takebacks-forbidden = interdites
cmd-start-hints = Autoriser le bouton Indice (tables classées : tous les joueurs doivent accepter)
cmd-hints-on = activés
cmd-hints-off = désactivés
cmd-start-thread = Ouvrir la table dans son propre fil (un salon peut accueillir plusieurs parties)

## Commandes déclarées par un jeu (/kitty place, …)

cmd-declared-not-here = `{ $command }` sert à { $count ->
        [one] { $last }
       *[other] { $others } et { $last }
    }. Dans { $title }, utilise `/kitty move`.

## /kitty-admin (gestionnaires du serveur uniquement)

cmd-admin = Gestionnaires du serveur : les archives Kitty Tower de ce serveur
cmd-admin-export = Gestionnaires du serveur : télécharger les archives des parties de ce serveur (JSON)
cmd-admin-forget = Gestionnaires du serveur : supprimer parties terminées, résultats et cotes du serveur
cmd-admin-forget-confirm = True pour vraiment supprimer (irréversible)

## Avis en arrière-plan (publics, dans la langue du serveur)

cmd-closed-free = { $why } Le salon est libre : `/kitty start` ouvre une nouvelle table.

## Commandes du propriétaire du bot (une mention : « @Kitty Tower sync »)

cmd-owner-synced-here = { $count } groupe(s) de commandes synchronisé(s) sur ce serveur.
cmd-owner-synced-global = { $count } groupe(s) de commandes synchronisé(s) partout (l'affichage peut prendre jusqu'à une heure).
cmd-owner-only = Seul le propriétaire du bot peut faire cela.
