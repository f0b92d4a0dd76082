# Textes du service des parties (bot/matches) : refus qu'un membre lit en privé, et phrases
# qu'une table annonce dans son salon.

## Places

match-seat-label = { $name } ({ $colour })

## Propositions de fin de partie (/kitty end)

match-offer-closed = Cette proposition n'est plus ouverte.
match-offer-yours = C'est toi qui as fait cette proposition ; les autres joueurs y répondent.
match-offer-answered = Tu as déjà répondu à cette proposition.
match-offer-others-answer = Ce sont les autres joueurs qui doivent répondre à la proposition.
match-agreed-players = Les joueurs se sont mis d'accord pour mettre fin à la partie.
match-agreed-ai = L'IA a accepté de mettre fin à la partie.

## Refus liés à l'état de la partie

match-gone = Cette partie est terminée ou a été annulée.
match-over = Cette partie est terminée.
match-already-over = Cette partie est déjà terminée.
match-moved-on-since-message = La partie a avancé depuis l'envoi de ce message.
match-not-started = La partie n'a pas encore commencé.
match-no-game-here = Il n'y a pas de partie dans ce salon. Lances-en une avec `/kitty start`.
match-not-playing = Tu ne joues pas dans cette partie.
# $reason est une description technique en anglais (non traduite).
match-damaged = Les données enregistrées de cette partie sont endommagées et elle ne peut pas continuer ({ $reason }). Un modérateur peut y mettre fin avec `/kitty cancel`.

## Annuler et fermer des tables

match-cancel-lobby-not-host = Seul l'hôte ou un modérateur peut annuler cette salle d'attente.
match-cancel-running-not-moderator = Seul un modérateur (Gérer les messages) peut annuler une partie en cours ; les joueurs peuvent utiliser `/kitty resign` ou proposer d'y mettre fin avec `/kitty end`.
match-lobby-expired = Cette salle d'attente s'est fermée d'elle-même : personne n'a lancé la partie en { $duration }.
match-abandoned = Cette partie a été fermée pour abandon : aucun coup depuis { $duration }.
match-duration-days = { $count ->
        [one] { $count } jour
       *[other] { $count } jours
    }
match-duration-hours = { $count ->
        [one] { $count } heure
       *[other] { $count } heures
    }
match-duration-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
match-duration-seconds = { $count ->
        [one] { $count } seconde
       *[other] { $count } secondes
    }

## Salle d'attente

match-channel-busy = Ce salon a déjà une partie. Termine-la ou annule-la d'abord.
match-lobby-closed = Cette salle d'attente est fermée : la partie a déjà commencé ou est terminée.
match-already-joined = Tu as déjà rejoint cette partie.
match-full = Cette partie est complète.
match-not-in-lobby = Tu n'es pas dans cette salle d'attente.
match-host-cannot-leave = Tu es l'hôte : utilise Annuler pour fermer la salle d'attente.
# $levels : les niveaux tels qu'on les tape (easy, medium, hard ; non traduits).
match-ai-level-unknown = Le niveau de l'IA doit être l'un de ceux-ci : { $levels }.
match-join-to-add-ai = Rejoins d'abord la partie pour ajouter des joueurs IA.
match-seated-host-only = Seul l'hôte assis à la table peut faire cela.
match-join-first = Rejoins d'abord la partie.
match-host-starts = Seul l'hôte peut lancer la partie.
match-needs-players = { $game } demande { $need } joueurs ; { $seated } assis pour l'instant.
match-limit-tables = Ce serveur a déjà { $count } tables ouvertes (la limite est de { $limit }). Termines-en ou annules-en une d'abord.
match-limit-lobbies = Tu es déjà l'hôte de { $count } salles d'attente ouvertes (la limite est de { $limit }). Lances-en ou annules-en une d'abord.
match-limit-ai-only = Ce serveur fait déjà tourner { $count } tables entre IA (la limite est de { $limit }). Attends que l'une d'elles se termine.
match-servers-only = Kitty Tower fonctionne dans les salons des serveurs, pas en messages privés.
match-no-such-game = Il n'existe aucun jeu appelé « { $key } ».
match-not-installed = Le jeu « { $key } » n'est pas installé sur ce bot.
match-no-seat-option = { $game } n'a pas d'option de place `{ $name }`.

## Revanche

match-rematch-gone = Cette partie n'existe plus.
match-rematch-other-channel = Ce bouton appartient à une partie d'un autre salon.
match-rematch-players-only = Seuls les joueurs de cette partie peuvent demander une revanche.
match-rematch-channel-busy = Ce salon a déjà une table ouverte. Termine-la ou annule-la d'abord.

## Reprises

match-takeback-forbidden = Les reprises sont désactivées à cette table.
match-takeback-waiting = Une demande de reprise attend déjà une réponse.
match-takeback-closed = Cette demande de reprise n'est plus ouverte.
match-takeback-yours = C'est toi qui as demandé cette reprise ; les autres joueurs y répondent.
match-takeback-answered = Tu as déjà répondu à cette demande.
match-takeback-log-mismatch = L'historique des coups enregistré ne correspond pas à cette partie ; essaie `/kitty board`.
match-takeback-no-replay = L'historique des coups de cette partie ne peut pas être rejoué ({ $error }).
match-takeback-nothing = Tu n'as encore joué aucun coup à reprendre.
match-takeback-refused = Ce coup ne peut pas être repris : { $reason }, et l'annuler permettrait à quelqu'un de continuer en connaissant une carte cachée.
match-takeback-done = { $who } reprend { $count ->
        [one] un coup
       *[other] { $count } coups
    }. { $how ->
        [ai] L'IA est d'accord.
       *[agreed] Tout le monde a accepté.
    }

## Limites de temps

match-timeout-over = Ce dépassement de temps est réglé : la partie a avancé.
match-timeout-yours = Ton temps est écoulé, mais tu peux encore jouer tant que personne d'autre n'a choisi.
match-timeout-ai-plays = Une IA joue désormais ta place.
match-timeout-not-yet = Le temps pour ce coup n'est pas encore écoulé.
match-timeout-no-choice = Cette table ne propose pas ce choix.
match-timeout-already-chosen = Un autre joueur a déjà choisi : l'IA joue ce tour.
match-timeout-claimed = { $who } n'a plus de temps ; la victoire a été réclamée.

## Tours

match-handed-over = Ton temps s'est écoulé et la table a confié ta place à une IA ; elle joue pour toi désormais.
match-type-a-move = Tape un coup, ou choisis-en un dans la liste.
match-board-moved-on = Ce plateau n'est plus d'actualité.
match-ai-moved-on = La partie a avancé pendant que l'IA réfléchissait.
match-move-failed = Ce coup n'a pas pu être joué à cause d'une erreur de mon côté (elle est enregistrée). Rien n'a changé ; essaie un autre coup, ou `/kitty board`.
match-resigns = { $who } abandonne.
