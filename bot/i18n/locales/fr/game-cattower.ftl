# Cat and the Tower (bot/games/cattower) : places, options, cartes, libellés de coups, boutons et
# menus, ce que dit le plateau après une pose, erreurs, résultats et règles.
# La notation reste la même dans toutes les langues : identifiants de cartes (A07, G02),
# identifiants d'Amis (f5), verbes et mots tapés (`take A07 left`, `walls bricks-left angels-right`,
# `confirm`, `friend ginger floor 3 at 12`, mots de couleur ginger/white/grey/brown tapés dans
# les coups). Les longueurs sont en millimètres (« mm »).
# Toutes les pièces (Ami, étage, mur, Toto, chat) sont des noms masculins : les accords en dépendent.

## Places : la couleur de l'écharpe de chaque joueur (compétitif) et le nom sous la tour

cattower-seat-1 = Rouge
cattower-seat-2 = Orange
cattower-seat-3 = Bleu
cattower-seat-4 = Violet
cattower-seat-5 = Jaune

## Couleurs en toutes lettres (dans les phrases, en minuscules ; accordées avec « Ami » ou « écharpe »)

cattower-colour-white = blanc
cattower-colour-ginger = roux
cattower-colour-grey = gris
cattower-colour-brown = brun
# Une couleur pas encore choisie.
cattower-colour-unknown = ?
cattower-scarf-red = rouge
cattower-scarf-orange = orange
cattower-scarf-blue = bleue
cattower-scarf-purple = violette
cattower-scarf-yellow = jaune

## Options de /kitty start (descriptions de 100 caractères au plus ; coop et competitive
## sont des mots tapés et restent tels quels)

cattower-option-mode = coop (tout le monde aide Toto) ou competitive (les Chats noirs font la course)
cattower-option-target = La carte Histoire visée : l'étage que Toto doit atteindre
# La main que chaque place choisit dans la salle d'attente (steady, normal, shaky, butterfingers restent).
cattower-hand-label = main
cattower-hand-description = La sûreté de ta main
cattower-error-mode = `mode` doit valoir coop ou competitive.
cattower-error-competitive-players = La variante compétitive se joue de 2 à 5 joueurs.
cattower-error-players = Cat and the Tower se joue de 1 à 5 joueurs.
cattower-error-target = `target` doit valoir 10, 13, 15, 17 ou 20.
# $name : ce que le joueur a indiqué.
cattower-error-hand = `{ $name }` n'est pas une main : choisis steady, normal, shaky ou butterfingers.
cattower-error-hand-list = `difficulty` doit indiquer une main par place, parmi steady, normal, shaky, butterfingers.

## Les pièces dans les phrases. Les formes « -start » commencent une phrase.
## $colour : un mot de couleur d'Ami ; $id : un identifiant d'Ami (f5) ; $label : un numéro
## d'étage ; $scarf : un mot de couleur d'écharpe.

cattower-piece-friend = l'Ami { $colour } { $id }
cattower-piece-friend-start = L'Ami { $colour } { $id }
cattower-piece-floor = l'étage { $label }
cattower-piece-floor-start = L'étage { $label }
cattower-piece-wall-bricks = un mur Briques
cattower-piece-wall-bricks-start = Un mur Briques
cattower-piece-wall-windows = un mur Fenêtres
cattower-piece-wall-windows-start = Un mur Fenêtres
cattower-piece-wall-arches = un mur Arches
cattower-piece-wall-arches-start = Un mur Arches
cattower-piece-wall-angels = un mur Anges
cattower-piece-wall-angels-start = Un mur Anges
cattower-piece-wall-pillars = un mur Piliers
cattower-piece-wall-pillars-start = Un mur Piliers
cattower-piece-toto = Toto
cattower-piece-toto-start = Toto
cattower-piece-cat = le chat à l'écharpe { $scarf }
cattower-piece-cat-start = Le chat à l'écharpe { $scarf }
# Plusieurs pièces comptées ($count), par sorte.
cattower-count-floor = { $count } { $count ->
        [one] étage
       *[other] étages
    }
cattower-count-friend = { $count } { $count ->
        [one] Ami
       *[other] Amis
    }
cattower-count-wall = { $count } { $count ->
        [one] mur
       *[other] murs
    }
cattower-count-toto = Toto
cattower-count-cat = { $count } { $count ->
        [one] chat
       *[other] chats
    }
# Listes de pièces : « l'étage 3 et l'Ami roux f5 », « a, b et c » ($first, puis $last ou
# $rest : les autres, ce message à nouveau).
cattower-list-and = { $first } et { $last }
cattower-list-more = { $first }, { $rest }
# Un Ami et l'endroit où il se trouve ($floor : un numéro d'étage), dans les menus et libellés.
# Toujours commencer par « Ami » (les messages cattower-describe-on/-lift/-pet disent « l'{ $friend } »).
cattower-friend-on-floor = Ami { $colour } { $id } à l'étage { $floor }
cattower-friend-on-tower = Ami { $colour } { $id } sur la tour
# Où une pièce est posée : $side vaut « centre », « left » ou « right » ; $mm la distance.
cattower-side = { $side ->
        [centre] au centre
        [left] { $mm } mm à gauche
       *[right] { $mm } mm à droite
    }

## Plusieurs phrases affichées l'une après l'autre ($first, puis $rest : les autres).

cattower-sentences = { $first } { $rest }

## Après une pose : comment la main a dévié ($mm : millimètres à côté de la cible, $tilt :
## degrés ; $side et $lean : « left » ou « right » ; $percent : de combien un mur pincé est plus étroit)

cattower-hand-on-spot = pile sur la cible, avec une inclinaison de { NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }° vers la { $lean ->
        [left] gauche
       *[right] droite
    }
cattower-hand-off-spot = { NUMBER($mm, minimumFractionDigits: 1, maximumFractionDigits: 1) } mm à { $side ->
        [left] gauche
       *[right] droite
    }, avec une inclinaison de { NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }° vers la { $lean ->
        [left] gauche
       *[right] droite
    }
# Une phrase de main ($hand, l'une des deux ci-dessus) pour un mur pincé plus étroit.
cattower-hand-squeezed = { $hand }, resserré de { $percent } %
# $hand : l'une des phrases ci-dessus, pour une pièce ; $left et $right pour une paire de murs.
cattower-slip-one = La main a dévié : { $hand }.
cattower-slip-walls = La main a dévié : mur de gauche { $left } ; mur de droite { $right }.
cattower-slip-bumped = En chemin, la pièce a heurté { $piece }.
# Une petite tape sur la tête d'un Ami : $weight vaut « gentle », « firm » ou « heavy » ; $way « left » ou « right ».
cattower-pat-straight = Une caresse { $weight ->
        [gentle] douce
        [heavy] appuyée
       *[firm] ferme
    }, bien à la verticale.
cattower-pat-little = Une caresse { $weight ->
        [gentle] douce
        [heavy] appuyée
       *[firm] ferme
    }, qui pousse un peu vers la { $way ->
        [left] gauche
       *[right] droite
    }.
cattower-pat-hard = Une caresse { $weight ->
        [gentle] douce
        [heavy] appuyée
       *[firm] ferme
    }, qui pousse fort vers la { $way ->
        [left] gauche
       *[right] droite
    }.

## Ce qu'a fait une pose (le bandeau sous la tour et le salon). $piece : une pièce
## (forme « -start ») ; $floor : un numéro d'étage.

cattower-notice-floor-on = { $piece } est en place.
cattower-notice-walls-stand = Les murs tiennent debout.
cattower-notice-stays-floor = { $piece } reste sur l'étage { $floor }.
cattower-notice-stays-on-top = { $piece } reste sur un autre Ami.
cattower-notice-petted = { $piece } a été caressé.
cattower-notice-climbed = { $piece } est monté à l'étage { $floor }.
# Ce qui a raté dans un essai ($what : l'un des messages cattower-failed- ci-dessous), puis la
# suite ($try : le numéro de l'essai suivant, $most : le nombre d'essais permis).
cattower-try-next = { $what } — on passe à l'essai { $try } sur { $most }.
cattower-try-last = { $what } — c'était le dernier essai : l'option est perdue.
cattower-try-spot-gone = { $what } — et l'emplacement prévu n'existe plus : l'option est perdue.
cattower-failed-floor = L'étage ne s'est pas stabilisé sur les murs
cattower-failed-walls-over = Les murs se sont renversés sous l'étage
cattower-failed-wall = Un mur n'est pas resté debout sur l'étage du haut
cattower-failed-friend-tower = { $piece } n'est pas resté sur la tour
cattower-failed-friend-on-top = { $piece } n'est pas resté sur un autre Ami
cattower-failed-climb = { $piece } n'est pas resté sur l'étage { $floor }
cattower-gave-up = Le joueur a renoncé à la pose ; l'option est perdue.
# Les dégâts d'une pose : ses parties ($parts, les messages cattower-damage- reliés par
# cattower-damage-parts) en une phrase.
cattower-damage = { $parts }.
cattower-damage-parts = { $first } ; { $rest }
# $count : murs tombés cette fois ; $total : murs tombés en tout, sur $most.
cattower-damage-fell = { $count } { $count ->
        [one] mur est tombé
       *[other] murs sont tombés
    } de la tour ({ $total } sur { $most } à terre)
# $pieces : une liste de pièces (la première à la forme « -start » quand elle ouvre la phrase).
cattower-damage-stock = { $pieces } : retour à la réserve
cattower-damage-restored = { $pieces } { $count ->
        [one] a été remis à sa place
       *[other] ont été remis à leur place
    }
cattower-damage-returned = { $pieces } : retour là où le tour a commencé

## Le compte jusqu'à cinq (victoire en coopération). $floor : l'étage de Toto, $target : l'étage visé.

cattower-count-again = Toto est toujours à l'étage { $floor }, au niveau de l'étage visé { $target } ou plus haut : tout le monde recompte jusqu'à cinq.
cattower-count-at-once = Toto est déjà à l'étage { $floor }, au niveau du nouvel étage visé { $target } ou plus haut : tout le monde compte jusqu'à cinq.
cattower-count-failed = La tour n'a pas tenu pendant le compte jusqu'à cinq.
# $title et $text : le titre et l'histoire de la carte Histoire.
cattower-count-held = La tour a tenu ! { $title } : { $text }
cattower-count-caption = Toto a atteint l'étage visé ! Tout le monde compte jusqu'à cinq…

## Résultats (après « gagne » / « perdu » dans le message de résultat)

# $walls : murs tombés ; la seconde quand les joueurs avaient gagné une histoire à l'étage $floor.
cattower-result-collapsed = La tour s'est effondrée : { $walls } murs sont tombés
cattower-result-collapsed-reached = La tour s'est effondrée : { $walls } murs sont tombés (l'étage { $floor } avait été atteint)
# Victoire en coopération : $floor et le titre de la carte Histoire, $title.
cattower-result-victory = Toto a atteint l'étage { $floor } : { $title }
# Compétitif : $why (l'un des messages cattower-why-), puis le meilleur chat ($scarf : la
# couleur de son écharpe) et jusqu'où il est allé.
cattower-result-ranks-first-beside = { $why } ; le chat à l'écharpe { $scarf } est premier (encore au pied de la tour)
cattower-result-ranks-first-floor = { $why } ; le chat à l'écharpe { $scarf } est premier (monté jusqu'à l'étage { $floor })
cattower-why-collapsed = la tour s'est effondrée ({ $walls } murs tombés)
cattower-why-all-top = tous les chats ont atteint l'étage 24
# $name : la couleur de la place.
cattower-result-gave-up = { $name } a renoncé ; la tour reste inachevée
cattower-result-resigned = { $name } a abandonné ; le chat le mieux placé gagne
cattower-result-stopped = les joueurs ont décidé d'arrêter
cattower-result-stopped-best = les joueurs ont décidé d'arrêter ; le chat le mieux placé gagne
# Un résultat enregistré par une ancienne version du bot, en anglais ($text).
cattower-stored = { $text }
# Un libellé fait seulement de symboles et de nombres (« ◀ 2 mm », « 12 ▶ ») : rien à traduire.
cattower-plain = { $text }
# Après « Ce coup ne peut pas être repris : ».
cattower-takeback-cards = il a fait piocher, jouer ou révéler une carte

## Ce que le joueur actif décide maintenant (sous le plateau, et dans les erreurs « ne convient pas maintenant »)

cattower-step-over = Partie terminée
cattower-step-card = Choisis une carte Action
cattower-step-higher = Victoire ! Monter plus haut, ou s'arrêter ici ?
cattower-step-goal-coop = Remplis un objectif (Toto monte) ou finis ton tour
cattower-step-goal = Fais monter un Ami, remplis un objectif ou finis ton tour
cattower-step-pet = Caresse un Ami
cattower-step-pet-another = Caresse un autre Ami
# $left et $right : noms de murs ; $mm : l'écart ; $side : cattower-side.
cattower-step-walls = Place les murs : { $left } à gauche, { $right } à droite, à { $mm } mm d'écart, { $side }
cattower-step-floor = Pose l'étage { $floor } sur les murs, { $side }
# $verb : « move » ou « place » ; $which : « the » (un Ami choisi) ou « a » ; $colour : un mot
# de couleur ; $on : l'Ami sur lequel il va.
cattower-step-friend-on = { $verb ->
        [move] Déplace
       *[place] Place
    } { $which ->
        [the] l'Ami
       *[a] un Ami
    } { $colour } sur { $on }
cattower-step-friend-floor = { $verb ->
        [move] Déplace
       *[place] Place
    } { $which ->
        [the] l'Ami
       *[a] un Ami
    } { $colour } sur l'étage { $floor }, { $side }
cattower-step-friend-nofloor = { $verb ->
        [move] Déplace
       *[place] Place
    } { $which ->
        [the] l'Ami
       *[a] un Ami
    } { $colour } (choisis un étage)
# $who : « toto » ou « cat » (le chat du joueur).
cattower-step-climb-on = Pose { $who ->
        [toto] Toto
       *[cat] ton chat
    } sur l'étage { $floor }, sur { $on }
cattower-step-climb = Pose { $who ->
        [toto] Toto
       *[cat] ton chat
    } sur l'étage { $floor }, { $side }
# Une étape ($step) après des essais ratés : $try est le numéro de l'essai suivant, sur $most.
cattower-step-try = { $step } (essai { $try } sur { $most })

## Libellés de coups (menus et annonces, 100 caractères au plus)

# $card : un identifiant de carte ; $option : le texte de l'option.
cattower-describe-take = { $card } : { $option }
cattower-describe-discard = Défausser { $card } (aucune option des cartes n'est possible)
cattower-describe-walls = { $left } à gauche, { $right } à droite
# $spacing : « narrow », « medium », « wide » ou l'écart en mm ; $mm : l'écart.
cattower-describe-spacing = Écart { $spacing ->
        [narrow] étroit
        [medium] moyen
        [wide] large
       *[other] { $spacing }
    } entre les murs ({ $mm } mm)
cattower-describe-nudge = Pousser la pièce de 2 mm vers la { $way ->
        [left] gauche
       *[right] droite
    }
cattower-describe-centre-floor = Poser l'étage au centre
cattower-describe-shift-floor = Décaler l'étage : { $side }
cattower-describe-colour = Prendre un Ami { $colour }
cattower-describe-floor = Le poser sur l'étage { $floor }
cattower-describe-at = Le poser { $side }
# $friend : cattower-friend-on-floor ou -on-tower (commence par « Ami »).
cattower-describe-on = Sur l'{ $friend }
cattower-describe-lift = Soulever l'{ $friend }
cattower-describe-pet = Caresser l'{ $friend }
# $goal : le nom d'un objectif ; $floors : combien d'étages.
cattower-describe-goal = Remplir { $goal } : Toto monte de { $floors } { $floors ->
        [one] étage
       *[other] étages
    }
# $number : lequel des deux objectifs secrets du joueur (1 ou 2).
cattower-describe-secret-goal = Remplir ton objectif secret n° { $number } : ton chat monte de { $floors } { $floors ->
        [one] étage
       *[other] étages
    }
cattower-describe-confirm = Valider : poser la pièce
cattower-describe-back = Revenir au choix de la carte
cattower-describe-end = Finir le tour
cattower-describe-higher = Monter plus haut : passer à la carte Histoire suivante
cattower-describe-stop = S'arrêter ici et faire la fête
cattower-describe-forfeit = Renoncer à cette pose (l'option est perdue)

## Boutons sous le plateau (libellés de 80 caractères au plus)

# $card : un identifiant de carte, $arrow : « ◀ », « ▶ » ou rien, $option : le texte court de l'option.
cattower-button-take = { $card }{ $arrow } { $option }
cattower-button-discard = Défausser { $card }
cattower-button-walls = { $left } | { $right }
cattower-button-narrow = Étroit
cattower-button-medium = Moyen
cattower-button-wide = Large
cattower-button-centre = Centre
cattower-button-white = Blanc
cattower-button-ginger = Roux
cattower-button-grey = Gris
cattower-button-brown = Brun
# $goal : le nom d'un objectif ; $floors : la montée.
cattower-button-goal = { $goal } : +{ $floors }
cattower-button-confirm = Valider
cattower-button-back = Retour
cattower-button-end = Finir le tour
cattower-button-higher = Monter plus haut
cattower-button-stop = S'arrêter ici
cattower-button-forfeit = Renoncer

## Menus sous le plateau (textes indicatifs de 150 caractères au plus, options de 100 au plus)

cattower-menu-walls = Quels murs, et de quel côté ?
cattower-menu-floor = Poser l'Ami sur l'étage…
cattower-menu-floor-option = Étage { $floor }
cattower-menu-on = …ou sur un autre Ami
cattower-menu-pet = Caresser quel Ami ?
cattower-menu-lift = Soulever quel Ami ?
cattower-secret-title = Tes cartes Objectif

## Erreurs pour un coup tapé (montrées seulement au joueur qui l'a tapé). $move : la notation
## du coup ; $step : ce qu'il faut faire maintenant (un message cattower-step-).

cattower-not-a-game = Ce n'est pas une partie de Cat and the Tower.
cattower-not-a-move = Ce n'est pas un coup de Cat and the Tower.
cattower-nothing-placed = Aucune pièce n'est en cours de pose.
cattower-unknown-move = Coup inconnu.
cattower-not-now = `{ $move }` ne convient pas maintenant : { $step }.
cattower-spacing-range = L'écart doit être de { $low } à { $high } mm.
cattower-offset-range = L'étage peut être décalé de { $low } à { $high } mm par rapport au centre.
cattower-choose-floor-first = Choisis d'abord un étage (`floor 3`).
cattower-spot-range = L'emplacement doit être entre { $low } et { $high } mm du centre.
cattower-cannot-confirm = Tu ne peux pas valider maintenant.
# $id : l'Ami déplacé, $colour sa couleur.
cattower-moving-friend = Tu déplaces { $id }, un Ami { $colour }.
cattower-card-places = Cette carte place un Ami { $colour }.
# $id : un identifiant d'Ami.
cattower-not-standable = { $id } n'est pas un Ami de la tour sur lequel on peut se poser.
cattower-on-top-needed = L'Ami de cette carte doit aller sur un autre Ami : utilise `on f5`.
cattower-floor-unusable = L'étage { $floor } n'est pas utilisable maintenant.
cattower-spot-off = Cet emplacement est en dehors de l'étage.
# $goal : un identifiant d'objectif.
cattower-goal-not-up = { $goal } n'est pas face visible.
cattower-goal-not-held = { $goal } n'est pas dans ta main.
# $area : l'endroit où l'objectif est vérifié (messages cattower-area-).
cattower-goal-not-met = La condition de { $goal } n'est pas remplie sur { $area }.
cattower-area-coop = l'étage juste au-dessus de Toto
cattower-area-cat = les étages au-dessus de ton chat
# $who : « toto » ou « cat » ; $floors : le nombre maximal d'étages que l'objectif fait monter.
cattower-climb-most = { $goal } fait monter { $who ->
        [toto] Toto
       *[cat] ton chat
    } de { $floors } étages au plus.
cattower-card-not-up = { $card } n'est pas face visible.
cattower-card-one-option = { $card } n'a qu'une option : `take { $card }`.
# $side : « left » ou « right ».
cattower-option-impossible = L'option de { $side ->
        [left] gauche
       *[right] droite
    } de { $card } est impossible maintenant (aucun Ami à caresser, ou plus aucun étage disponible).
cattower-discard-only = Tu ne peux défausser une carte que si aucune option face visible n'est possible.
cattower-walls-unavailable = Ces murs ne sont pas disponibles pour cette carte (la FAQ n'autorise un remplacement que pour un type épuisé).
cattower-nudge-end = La pièce ne peut pas aller plus loin de ce côté.
cattower-not-possible = `{ $move }` est impossible maintenant : vérifie l'étage ou l'Ami indiqué.
cattower-back-too-late = Tu ne peux revenir en arrière qu'avant le premier essai.
cattower-end-not-yet = Tu ne peux pas encore finir ton tour : { $step }.
cattower-goal-after = Les objectifs se remplissent après l'action.
# Fautes de frappe. $token : ce que le joueur a tapé ; $what : le nombre attendu.
cattower-not-mm = `{ $token }` n'est pas un nombre de millimètres pour { $what ->
        [spacing] l'écart
        [offset] le décalage de l'étage
        [floor] l'étage
        [spot] l'emplacement
       *[climb] la montée
    }.
cattower-not-usable = `{ $token }` n'est pas un nombre utilisable.
cattower-not-whole = `{ $token }` n'est pas un nombre entier pour { $what ->
        [spacing] l'écart
        [offset] le décalage de l'étage
        [floor] l'étage
        [spot] l'emplacement
       *[climb] la montée
    }.
# $prefix : « A » ou « G » (les identifiants de cartes ressemblent à A07, G07).
cattower-not-card-id = `{ $token }` n'est pas un identifiant de carte (comme { $prefix }07).
cattower-not-friend-id = `{ $token }` n'est pas un identifiant d'Ami (comme f5).
# $colours et $types : les mots tapés permis, reliés par « , ».
cattower-not-colour = `{ $token }` n'est pas une couleur d'Ami ({ $colours }).
cattower-walls-how = Écris les murs comme `walls bricks-left angels-right`.
cattower-not-wall = `{ $token }` n'est pas un type de mur ({ $types }).
cattower-type-a-move = Tape un coup, par exemple `take A01 left` ou `confirm`.
cattower-choose-side = Choisis l'option `left` (gauche) ou `right` (droite) de la carte.
cattower-place-how = Écris-le comme `friend ginger floor 3 at 20`.
cattower-goal-how = Écris-le comme `goal G02 climb 2`.
# $text : ce que le joueur a tapé.
cattower-unreadable = `{ $text }` n'est pas un coup de Cat and the Tower. Essaie `take A01 left`, `confirm`, `pet f5`, `goal G02 climb 2` ou `end turn`.
# Problèmes de pose ($piece à la forme « -start » pour le premier, sinon à la forme simple).
cattower-all-placed = Il ne reste aucun Ami { $colour } hors de la tour : choisis-en un à replacer avec `lift`.
cattower-choose-colour = Choisis d'abord la couleur de l'Ami.
cattower-choose-floor = Choisis d'abord un étage (ou un Ami sur lequel se poser).
cattower-choose-where = Choisis d'abord où va la pièce.
cattower-overhang = { $piece } dépasserait du bord de l'étage.
cattower-spot-taken = Cet emplacement est occupé : la pièce s'enfoncerait dans { $piece }. Pousse-la ou choisis un autre emplacement.

## Types de murs (noms imprimés sur les murs et sur la carte de référence des murs)

cattower-wall-bricks = Briques
cattower-wall-windows = Fenêtres
cattower-wall-arches = Arches
cattower-wall-angels = Anges
cattower-wall-pillars = Piliers

## Cartes Action : le texte de chaque option (carte et menu) et sa forme courte (un
## libellé de bouton, 60 caractères au plus). Les identifiants (A01…) sont de la notation.

cattower-card-a01-left = Construire : Briques + Anges
cattower-card-a01-left-short = Briques + Anges
cattower-card-a01-right = Construire : Fenêtres + Arches
cattower-card-a01-right-short = Fenêtres + Arches
cattower-card-a02-left = Placer un Ami de n'importe quelle couleur
cattower-card-a02-left-short = Ami au choix
cattower-card-a03-left = Construire : Briques + Fenêtres
cattower-card-a03-left-short = Briques + Fenêtres
cattower-card-a04-left = Construire : Briques + Arches
cattower-card-a04-left-short = Briques + Arches
cattower-card-a05-left = Construire : Fenêtres + Anges
cattower-card-a05-left-short = Fenêtres + Anges
cattower-card-a06-left = Construire : Arches + Anges
cattower-card-a06-left-short = Arches + Anges
cattower-card-a07-left = Construire : Briques + Anges
cattower-card-a07-left-short = Briques + Anges
cattower-card-a07-right = Placer un Ami blanc
cattower-card-a07-right-short = Ami blanc
cattower-card-a08-left = Construire : Fenêtres + Arches
cattower-card-a08-left-short = Fenêtres + Arches
cattower-card-a08-right = Placer un Ami roux
cattower-card-a08-right-short = Ami roux
cattower-card-a09-left = Construire : Piliers + Piliers
cattower-card-a09-left-short = Piliers + Piliers
cattower-card-a09-right = Construire : Briques + Arches
cattower-card-a09-right-short = Briques + Arches
cattower-card-a10-left = Construire : Piliers + Piliers
cattower-card-a10-left-short = Piliers + Piliers
cattower-card-a10-right = Placer un Ami gris
cattower-card-a10-right-short = Ami gris
cattower-card-a11-left = Construire : Piliers + Piliers
cattower-card-a11-left-short = Piliers + Piliers
cattower-card-a11-right = Caresser un Ami
cattower-card-a11-right-short = Caresser 1
cattower-card-a12-left = Placer un Ami blanc
cattower-card-a12-left-short = Ami blanc
cattower-card-a12-right = Placer un Ami gris
cattower-card-a12-right-short = Ami gris
cattower-card-a13-left = Placer un Ami roux
cattower-card-a13-left-short = Ami roux
cattower-card-a13-right = Placer un Ami brun
cattower-card-a13-right-short = Ami brun
cattower-card-a14-left = Placer un Ami blanc
cattower-card-a14-left-short = Ami blanc
cattower-card-a14-right = Placer un Ami brun
cattower-card-a14-right-short = Ami brun
cattower-card-a15-left = Placer un Ami gris
cattower-card-a15-left-short = Ami gris
cattower-card-a15-right = Placer un Ami roux
cattower-card-a15-right-short = Ami roux
cattower-card-a16-left = Placer deux Amis de n'importe quelle couleur
cattower-card-a16-left-short = 2 Amis
cattower-card-a17-left = Placer un Ami de n'importe quelle couleur sur un autre Ami
cattower-card-a17-left-short = Ami au choix, sur un Ami
cattower-card-a17-right = Placer un Ami brun
cattower-card-a17-right-short = Ami brun
cattower-card-a18-left = Caresser un Ami
cattower-card-a18-left-short = Caresser 1
cattower-card-a19-left = Caresser deux Amis différents
cattower-card-a19-left-short = Caresser 2
cattower-card-a20-left = Caresser un Ami, puis placer un Ami de n'importe quelle couleur
cattower-card-a20-left-short = Caresser 1 + Ami au choix

## Cartes Objectif : nom et condition (les identifiants G01… sont de la notation)

cattower-goal-g01-name = Salut, l'Ami
cattower-goal-g01-text = Au moins un Ami
cattower-goal-g02-name = Nez à nez
cattower-goal-g02-text = Deux Amis qui se touchent
cattower-goal-g03-name = Frères de portée
cattower-goal-g03-text = Deux Amis de la même couleur qui se touchent
cattower-goal-g04-name = Drôle de couple
cattower-goal-g04-text = Deux Amis de couleurs différentes qui se touchent
cattower-goal-g05-name = À califourchon
cattower-goal-g05-text = Un Ami sur un autre Ami
cattower-goal-g06-name = Roux sur gris
cattower-goal-g06-text = Un Ami roux sur un Ami gris
cattower-goal-g07-name = Farandole
cattower-goal-g07-text = Trois Amis qui se touchent en un seul groupe
cattower-goal-g08-name = Trois pelages
cattower-goal-g08-text = Trois Amis de trois couleurs différentes
cattower-goal-g09-name = Tour de chats
cattower-goal-g09-text = Trois Amis empilés l'un sur l'autre
cattower-goal-g10-name = Pont de guet
cattower-goal-g10-text = Un Ami posé sur deux Amis à la fois
cattower-goal-g11-name = Chacun chez soi
cattower-goal-g11-text = Trois Amis dont aucun ne touche un autre
cattower-goal-g12-name = Boute-en-train
cattower-goal-g12-text = Un Ami qui en touche trois autres
cattower-goal-g13-name = Palette complète
cattower-goal-g13-text = Un Ami de chaque couleur
cattower-goal-g14-name = Réunion de famille
cattower-goal-g14-text = Trois Amis de la même couleur
cattower-goal-g15-name = Double califourchon
cattower-goal-g15-text = Deux Amis posés chacun sur un autre
cattower-goal-g16-name = Vigie solitaire
cattower-goal-g16-text = Exactement un Ami, à 12 mm au plus du centre de l'étage

## Cartes Histoire : titre et texte lu quand la tour tient à l'étage de l'histoire

cattower-story-s10-title = Le dixième étage
cattower-story-s10-text = Toto voit toute la ville en bas et, tout là-haut, une étoile qui lui cligne de l'œil.
cattower-story-s13-title = Au-dessus des nuages
cattower-story-s13-text = Les nuages sont plus doux qu'ils n'en ont l'air. Toto continue de grimper.
cattower-story-s15-title = Là où chante le vent
cattower-story-s15-text = Le vent fredonne une berceuse dont Toto se souvient, de très loin.
cattower-story-s17-title = Le jardin de la nuit
cattower-story-s17-text = Les étoiles pendent si bas qu'on pourrait les toucher, et l'une d'elles ronronne.
cattower-story-s20-title = L'étoile de maman
cattower-story-s20-text = Tout en haut, une douce lumière s'enroule autour de Toto. Il est chez lui.

## Les règles (/kitty rules cattower) : markdown, affiché tel quel

cattower-rules =
    # Cat and the Tower

    À tour de rôle, construisez une tour en papier, deux murs et un étage à la fois, et
    posez-y des Amis chats pour que Toto le chat puisse grimper ; tout le monde gagne ensemble
    quand Toto atteint l'étage 10 et que la tour tient debout, et tout le monde perd quand
    5 murs sont tombés.

    ## Ton tour
    1. **Joue une option d'une carte Action face visible :**
       - **Construire** : dresse deux murs sur l'étage du haut (lequel à gauche, quel écart,
         petites poussées), puis pose l'étage suivant dessus (son décalage).
       - **Placer un Ami** sur un étage, ou sur un autre Ami.
       - **Caresser** un ou deux Amis.
    2. **Objectif** (facultatif) : si un objectif face visible est vrai pour les Amis de l'étage
       {"**"}juste au-dessus de Toto**, remplis-le : Toto monte d'autant d'étages au plus.

    Un aperçu transparent montre où va la pièce ; **Valider** pose la pièce, ta main (steady : sûre,
    normal, shaky : tremblante, butterfingers : maladroite) tremblant un peu ; la physique décide
    de ce qui tient debout. Jusqu'à 3 essais par pièce, puis l'option est perdue. **Retour** :
    revenir au choix de la carte.

    ## Débris
    - Sur la table sans toucher de plaque d'étage : débris. Les murs sont comptés ; les étages
      et les Amis retournent à la réserve. S'ils touchent une plaque d'étage : remis à leur place
      (sinon à la réserve).
    - Les étages inclinés de plus de 35° ou à moins de 20 mm de l'étage du dessous sont
      inutilisables : eux, ce qui ne repose que sur eux et les murs restés sans leur étage
      deviennent des débris.
    - Toto et les chats ne sont jamais des débris : ils reviennent à leur étage d'avant le tour
      (ou au plus haut étage encore debout en dessous).

    ## Gagner et perdre
    - **Victoire** : Toto sur l'étage visé (10) ou plus haut, puis un compte jusqu'à cinq
      pendant que la table tremble : si la tour tient, vous gagnez et la carte Histoire est lue.
      Ensuite, **montez plus haut** (13, 15, 17, 20) avec la même tour, ou arrêtez-vous.
    - **Défaite** : 5 murs sont tombés.

    ## Variante compétitive (2 à 5 joueurs)
    Chaque joueur a un Chat noir à côté de l'étage 1 et deux objectifs secrets ; trois cartes
    Action sont face visible. Après ton action, tu peux déplacer un Ami de l'étage de ton chat
    vers un étage au-dessus, puis remplir l'un de tes objectifs : ton chat monte et tu pioches
    un nouvel objectif. La partie se termine quand la tour s'effondre (5 murs ; celui qui l'a
    fait tomber est classé dernier) ou quand tous les chats ont atteint l'étage 24 ; le chat le
    plus haut gagne.

    ## Coups
    `take A07 left` · `walls bricks-left angels-right` · `spacing narrow|wide|48` ·
    `nudge left|right` · `floor offset -6` · `friend ginger floor 3 at 12` · `on f5` ·
    `lift f3` · `pet f5` · `goal G02 climb 2` · `confirm` · `back` · `give up` ·
    `end turn` · `go higher` · `stop`
    Amis : blancs f1–f4 (white), roux f5–f8 (ginger), gris f9–f12 (grey), bruns f13–f16 (brown).

    ## Comment le bot tranche les points ouverts
    - Les **objectifs compétitifs** réunissent les Amis de **tous les étages au-dessus de ton chat**.
    - **Classement** : l'étage le plus haut atteint par un chat grâce à un objectif ; en cas
      d'égalité, le premier arrivé.
    - **Monter plus haut** vers un étage visé que Toto a déjà atteint : le compte démarre aussitôt.
    - **Après un compte jusqu'à cinq raté**, il recommence après chaque tour qui se termine avec
      Toto sur l'étage visé ou plus haut, jusqu'à ce qu'il réussisse ou que la partie soit perdue.
    - Un objectif ne fait jamais monter Toto au-dessus de l'étage du haut.
    - Si aucune option face visible n'est possible, tu défausses une carte à la place.

    ## Lire le plateau
    - Règle graduée : numéros d'étages, ★ et une ligne pointillée à l'étage visé, l'étage
      objectif (au-dessus de Toto) dans une pastille jaune, la tête de Toto à son étage.
    - Marques des Amis : blanc un anneau, roux des rayures, gris un point, brun une tache. Les
      Chats noirs portent l'écharpe et le nom de leur joueur. Les pièces pâles sur la table sont
      des débris.
    - Panneau : « Murs tombés 2/5 », à qui de jouer, les cartes Action (◀ ▶ le côté d'une option,
      ● l'option unique d'une carte), les objectifs avec leur montée, le classement, un gros plan.
      Le bandeau sous la tour dit ce qu'a fait la dernière pose.
