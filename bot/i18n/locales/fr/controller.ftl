# Textes du contrôleur : comment le bot répond aux clics et aux commandes.
# Réponses privées dans la langue du membre, messages publics dans celle du serveur.
# Limites Discord : message ≤ 2000 caractères, titre d'embed ≤ 256, pied ≤ 2048,
# nom de fil ≤ 100. Les commandes `/kitty …` et leurs options restent en anglais.

## Erreurs et refus (privés)

# Noms des permissions tels que Discord les affiche en français.
ctl-permissions-hint = Je n'ai pas pu publier dans ce salon. J'ai besoin ici des permissions **Voir le salon**, **Envoyer des messages**, **Joindre des fichiers** et **Intégrer des liens**.
ctl-sorry = Quelque chose s'est mal passé de mon côté (c'est enregistré). Réessaie dans un instant ; `/kitty board` montre où en est la partie.
ctl-stale-with-board = { $error } Plateau actuel : { $link }
ctl-servers-only = Kitty Tower fonctionne dans les salons des serveurs, pas en messages privés.
ctl-lobby-follows = C'est fait — le message de la salle d'attente sera à jour dans un instant.
ctl-done = C'est fait.
ctl-moderators-only = Seuls les modérateurs (Gérer les messages ou Administrateur) peuvent faire cela.
ctl-moderators-only-status = Seuls les modérateurs (Gérer les messages ou Administrateur) peuvent voir l'état du bot.
ctl-managers-only-export = Seuls les membres qui peuvent gérer ce serveur (Gérer le serveur ou Administrateur) peuvent exporter ses archives.
ctl-managers-only-forget = Seuls les membres qui peuvent gérer ce serveur (Gérer le serveur ou Administrateur) peuvent effacer ses archives.
ctl-button-other-channel = Ce bouton appartient à une partie d'un autre salon.
ctl-game-over = Cette partie est terminée.
ctl-board-moved-on = Ce plateau n'est plus d'actualité.
ctl-button-gone = Ce bouton n'est plus disponible.
ctl-button-other-player = Ce bouton est destiné à un autre joueur.
ctl-board-cooldown = Tu viens de demander le plateau ; réessaie dans { $seconds } s.
ctl-no-secret-cards = Cette partie n'a pas de cartes secrètes pour toi.

## Jouer

ctl-done-move = C'est fait : **{ $move }**.
ctl-not-played = Pas joué. C'est toujours ton tour.
ctl-play-on = Tu continues la partie.
ctl-resigned = Tu as abandonné.
ctl-end-offer = { $who } propose de mettre fin à la partie. { $others } : d'accord ?
ctl-end-declined = { $who } refuse de mettre fin à la partie. On continue !
ctl-end-accepted-waiting = { $who } accepte ; en attente des autres.
ctl-end-agreed = Tout le monde est d'accord pour mettre fin à la partie.
ctl-cancelled = La partie n° { $id } de { $game } a été annulée par { $who }.

## Salle d'attente et fils

ctl-level-watch-need-ai = `level` et `watch` vont avec `opponent: AI` (ou utilise le menu Ajouter une IA de la salle d'attente).
ctl-thread-opened-lobby = { $who } a ouvert une table de **{ $game }** dans { $thread } : rejoins-la là-bas.
ctl-thread-opened-active = { $who } a ouvert une table de **{ $game }** dans { $thread } : regarde la partie là-bas.
ctl-join-first-for-ai = Rejoins d'abord la partie pour ajouter des joueurs IA.
ctl-added-ai = { $level ->
        [easy] IA facile ajoutée.
        [medium] IA moyenne ajoutée.
        [hard] IA difficile ajoutée.
       *[other] IA { $level } ajoutée.
    }
ctl-menu-gone = Ce menu ne fait plus partie de cette partie.
ctl-not-opened = Cette table n'a pas pu être ouverte ; rien n'a été enregistré. Réessaie `/kitty start`.
ctl-lobby-not-posted = Discord ne m'a pas laissé publier la salle d'attente dans le nouveau fil, donc rien n'a été ouvert. Réessaie dans un instant.
ctl-in-a-thread = Tu es déjà dans un fil : `/kitty start` sans `thread` ouvre la table ici, sinon utilise `thread:True` dans un salon textuel.
ctl-not-a-text-channel = Les tables en fil ne peuvent être ouvertes que depuis un salon textuel d'un serveur.
ctl-perm-create-public-threads = Créer des fils publics
ctl-perm-send-messages-in-threads = Envoyer des messages dans les fils
ctl-thread-missing-permissions = { $count ->
        [one] Je ne peux pas ouvrir de fil ici : il me faut la permission { $names } dans ce salon. Demande à un modérateur de me l'accorder, ou utilise `/kitty start` sans `thread`.
       *[other] Je ne peux pas ouvrir de fil ici : il me faut les permissions { $names } dans ce salon. Demande à un modérateur de me les accorder, ou utilise `/kitty start` sans `thread`.
    }
# Nom d'un fil (≤ 100 caractères).
ctl-thread-name = { $game } — { $players }
ctl-thread-name-host = { $game } — table de { $name }
ctl-thread-name-empty = { $game } — table

## Reprises et revanches

ctl-takeback-request = { $who } demande à reprendre son dernier coup. { $waiting } : d'accord ? (Jouer un coup annule la demande.)
ctl-takeback-declined = { $who } refuse la reprise. On continue !
ctl-takeback-accepted-waiting = { $who } accepte la reprise ; en attente des autres.
ctl-takeback-agreed = Tout le monde accepte la reprise.
ctl-rematch-joined = Tu as rejoint la revanche : la salle d'attente est juste au-dessus.

## Réponses en messages privés

ctl-in-dms-only = Ce menu sert à répondre à une proposition dans son message privé.
ctl-offer-moved-on = Cette proposition n'est plus d'actualité ; regarde le salon de la partie.
ctl-dm-follows = C'est fait : **{ $move }**. Le plateau suit dans le salon de la partie.

## Pendules

ctl-duration-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
ctl-duration-hours = { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
ctl-duration-days = { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
ctl-clock-line = ⏱ Le temps s'écoule { $when } ({ $limit } par coup).
ctl-reminder = ⏱ { $who }, ton temps pour ce coup s'écoule { $when }.
ctl-reminder-dm = ⏱ Ton temps pour jouer dans { $game } (partie n° { $id }) s'écoule { $when }.
ctl-timed-out = ⏰ { $late } n'a plus de temps. { $others } : que faire ? (Tant que personne n'a choisi, le joueur en retard peut encore jouer.)
ctl-clock-done-win = { $who } a réclamé la victoire : { $late } n'avait plus de temps.
ctl-clock-done-skip = { $who } a fait passer son tour à { $late } : l'IA joue ce coup à sa place.
ctl-clock-done-ai = { $who } a confié la place de { $late } à une IA pour le reste de la partie.
ctl-clock-done-remove = { $who } a retiré { $late } : une IA joue sa place, la partie continue.
ctl-handed-over-dm = Ton temps s'est écoulé dans { $game } (partie n° { $id }) ; la table a confié ta place à une IA, qui la joue jusqu'à la fin de la partie.
ctl-reminders-one-of = Les rappels peuvent valoir : { $allowed }.
ctl-settings = Rappels dans les parties chronométrées : **{ $mode ->
        [channel] une mention dans le salon de la partie
        [dm] un message privé (une mention dans le salon si tes MP sont fermés)
        [off] aucun
       *[other] { $mode }
    }**. Pour changer : `/kitty settings reminders:<channel|dm|off>`.

## IA

ctl-ai-stuck-seat = { $who } n'a pas pu jouer son coup (une erreur de mon côté ; elle est enregistrée). N'importe qui à la table peut utiliser `/kitty board` pour la laisser réessayer ; un modérateur peut mettre fin à la partie avec `/kitty cancel`.
ctl-ai-stuck = L'IA n'a pas pu jouer son coup (une erreur de mon côté ; elle est enregistrée). N'importe qui à la table peut utiliser `/kitty board` pour la laisser réessayer ; un modérateur peut mettre fin à la partie avec `/kitty cancel`.

## Archives

ctl-no-game-here = Aucune partie n'a encore été jouée dans ce salon. Donne un numéro de partie à `game:`.
ctl-history-no-moves = Aucun coup pour l'instant.
ctl-history-pages = { $pages ->
        [one] L'historique de la partie n° { $id } tient sur { $pages } page.
       *[other] L'historique de la partie n° { $id } tient sur { $pages } pages.
    }
ctl-history-footer = Page { $page }/{ $pages } · { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } · { $status }
ctl-status = { $status ->
        [lobby] en attente de joueurs
        [active] en cours
        [finished] terminée
        [abandoned] abandonnée
        [cancelled] annulée
       *[other] { $status }
    }
ctl-record-unfinished = La partie n° { $id } n'est pas terminée ; son enregistrement sera conservé quand elle finira.
# La commande et le nom de fichier restent en anglais.
ctl-record-file = L'enregistrement de { $title }. Rejoue-le avec `python -m bot replay FILE` (format : docs/records.md).
ctl-replay-none = La partie n° { $id } n'a pas encore de coups à revoir.
ctl-replay-drawing = Je dessine le replay de { $title } ({ $frames } images)… il apparaîtra ici une fois prêt.
ctl-replay-title = Replay : { $title }
ctl-replay-alt = Replay de la partie n° { $id } : { $game }, { $players }, { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }. { $status }
ctl-replay-start = n° { $id } début · { $players }
ctl-replay-step = { $step }/{ $total } · { $move }
ctl-leaderboard-ai = 🤖 { $level ->
        [easy] IA facile
        [medium] IA moyenne
        [hard] IA difficile
       *[other] IA { $level }
    }
ctl-leaderboard-line = **{ $rank }.** { $who } — { $rating } ({ $games ->
        [one] { $games } partie
       *[other] { $games } parties
    })
ctl-leaderboard-title = { $game } — classement
ctl-leaderboard-footer = Cotes : openskill, affichées comme 1500 + 20 × (μ − 3σ). Chaque niveau d'IA a une seule cote, modifiée uniquement par les parties contre des membres (les parties entre IA ne sont pas classées).
ctl-leaderboard-empty = Personne n'a encore terminé de partie classée de { $game } sur ce serveur.
ctl-stats-none = { $name } n'a encore terminé aucune partie sur ce serveur.
ctl-stats-title = { $name } — statistiques Kitty Tower
# V, N, D : victoires, nuls, défaites.
ctl-stats-played = { $played } jouées · { $wins } V / { $draws } N / { $losses } D
ctl-stats-rating = cote { $rating }
ctl-stats-not-rated = non classé (coopératif)
ctl-stats-best-win = meilleure victoire : { $opponent } ({ $rating }) dans la partie n° { $id }
ctl-stats-streak = Série en cours : { $streak }
ctl-my-data = Tout ce que Kitty Tower conserve à ton sujet (résultats, cotes, parties) :
ctl-export = { $count ->
        [one] Archives de ce serveur : { $count } partie.
       *[other] Archives de ce serveur : { $count } parties.
    }
ctl-forget-confirm = Cela supprime définitivement toutes les parties terminées, tous les résultats et toutes les cotes de ce serveur. Lance `/kitty-admin forget confirm: True` (exporte d'abord si tu veux en garder une copie).
ctl-forgotten = Effacé : { $count } parties terminées de ce serveur, avec leurs résultats et cotes. Les parties en cours ne sont pas touchées.

## /kitty status (modérateurs, privé)

ctl-status-title = Kitty Tower — état
ctl-status-uptime = En service depuis
ctl-status-open-tables = Tables ouvertes
ctl-status-database = Base de données
ctl-status-ai-workers = Processus d'IA
ctl-status-version = Version
ctl-status-per-game = Tables par jeu
ctl-status-counts = { $lobbies } en attente · { $active } en cours
ctl-status-game-counts = **{ $title }** : { $lobbies } en attente · { $active } en cours
ctl-status-no-database = pas encore créée
ctl-status-workers = { $count ->
        [one] { $count } processus
       *[other] { $count } processus
    }
ctl-status-thread = un fil d'exécution dans le processus du bot
ctl-status-none-open = aucune ouverte
ctl-uptime-days = { $days } j { $hours } h
ctl-uptime-hours = { $hours } h { $minutes } min
ctl-uptime-minutes = { $minutes } min
ctl-uptime-seconds = { $seconds } s
ctl-permission-name = **{ $name }**
