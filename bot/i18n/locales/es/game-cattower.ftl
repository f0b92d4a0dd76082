# Cat and the Tower (bot/games/cattower): seats, options, cards, move labels, buttons and
# menus, what the board says after a placement, errors, results and the rules.
# Notation stays the same in every language: card ids (A07, G02), Friend ids (f5), the
# typed verbs and words (`take A07 left`, `walls bricks-left angels-right`, `confirm`,
# `friend ginger floor 3 at 12`, colour words ginger/white/grey/brown typed in moves).
# Lengths are millimetres ("mm").

## Seats: the colour of each player's scarf (competitive) and name under the tower

cattower-seat-1 = Rojo
cattower-seat-2 = Naranja
cattower-seat-3 = Azul
cattower-seat-4 = Morado
cattower-seat-5 = Amarillo

## Colours in words (inside sentences, lower case)

cattower-colour-white = blanco
cattower-colour-ginger = naranja
cattower-colour-grey = gris
cattower-colour-brown = marrón
# A colour not chosen yet.
cattower-colour-unknown = ?
cattower-scarf-red = roja
cattower-scarf-orange = naranja
cattower-scarf-blue = azul
cattower-scarf-purple = morada
cattower-scarf-yellow = amarilla

## Options of /kitty start (descriptions at most 100 characters; coop and competitive are
## typed words and stay)

cattower-option-mode = coop (todos ayudan a Toto) o competitive (los Gatos Negros compiten por subir)
cattower-option-target = La carta de historia por la que se juega: el piso meta de Toto
# The hand each seat picks in the lobby (steady, normal, shaky, butterfingers stay).
cattower-hand-label = pulso
cattower-hand-description = Lo firme que es tu pulso
cattower-error-mode = `mode` debe ser coop o competitive.
cattower-error-competitive-players = La variante competitiva necesita de 2 a 5 jugadores.
cattower-error-players = Cat and the Tower es para 1 a 5 jugadores.
cattower-error-target = `target` debe ser 10, 13, 15, 17 o 20.
# $name: what the player gave.
cattower-error-hand = `{ $name }` no es un pulso: elige steady, normal, shaky o butterfingers.
cattower-error-hand-list = `difficulty` debe indicar uno de steady, normal, shaky o butterfingers por puesto.

## Pieces in sentences. The "-start" forms begin a sentence.
## $colour: a Friend colour word; $id: a Friend id (f5); $label: a floor number; $scarf: a
## scarf colour word.

cattower-piece-friend = el Amigo { $colour } { $id }
cattower-piece-friend-start = El Amigo { $colour } { $id }
cattower-piece-floor = el piso { $label }
cattower-piece-floor-start = El piso { $label }
cattower-piece-wall-bricks = una pared de Ladrillos
cattower-piece-wall-bricks-start = Una pared de Ladrillos
cattower-piece-wall-windows = una pared de Ventanas
cattower-piece-wall-windows-start = Una pared de Ventanas
cattower-piece-wall-arches = una pared de Arcos
cattower-piece-wall-arches-start = Una pared de Arcos
cattower-piece-wall-angels = una pared de Ángeles
cattower-piece-wall-angels-start = Una pared de Ángeles
cattower-piece-wall-pillars = una pared de Pilares
cattower-piece-wall-pillars-start = Una pared de Pilares
cattower-piece-toto = Toto
cattower-piece-toto-start = Toto
cattower-piece-cat = el gato de bufanda { $scarf }
cattower-piece-cat-start = El gato de bufanda { $scarf }
# Many pieces counted ($count), by kind.
cattower-count-floor = { $count } { $count ->
        [one] piso
       *[other] pisos
    }
cattower-count-friend = { $count } { $count ->
        [one] Amigo
       *[other] Amigos
    }
cattower-count-wall = { $count } { $count ->
        [one] pared
       *[other] paredes
    }
cattower-count-toto = Toto
cattower-count-cat = { $count } { $count ->
        [one] gato
       *[other] gatos
    }
# Lists of pieces: "floor 3 and the ginger Friend f5", "a, b and c" ($first, then $last or
# $rest: the others, this message again).
cattower-list-and = { $first } y { $last }
cattower-list-more = { $first }, { $rest }
# A Friend and where it stands ($floor: a floor number), in menus and labels.
cattower-friend-on-floor = Amigo { $colour } { $id } en el piso { $floor }
cattower-friend-on-tower = Amigo { $colour } { $id } en la torre
# Where a piece is set down: $side is "centre", "left" or "right"; $mm the distance.
cattower-side = { $side ->
        [centre] en el centro
        [left] { $mm } mm a la izquierda
       *[right] { $mm } mm a la derecha
    }

## Several sentences shown one after the other ($first, then $rest: the others).

cattower-sentences = { $first } { $rest }

## After a placement: how the hand slipped ($mm: millimetres off the spot, $tilt: degrees;
## $side and $lean: "left" or "right"; $percent: how much narrower a squeezed wall stands)

cattower-hand-on-spot = justo en su sitio, inclinada { NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }° hacia la { $lean ->
        [left] izquierda
       *[right] derecha
    }
cattower-hand-off-spot = { NUMBER($mm, minimumFractionDigits: 1, maximumFractionDigits: 1) } mm a la { $side ->
        [left] izquierda
       *[right] derecha
    }, inclinada { NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }° hacia la { $lean ->
        [left] izquierda
       *[right] derecha
    }
# A hand sentence ($hand, one of the two above) for a wall pinched narrower.
cattower-hand-squeezed = { $hand } y apretada un { $percent } % más estrecha
# $hand: one of the above, for one piece; $left and $right for a pair of walls.
cattower-slip-one = La mano dejó la pieza { $hand }.
cattower-slip-walls = La mano dejó las paredes así: pared izquierda, { $left }; pared derecha, { $right }.
cattower-slip-bumped = Por el camino tropezó con { $piece }.
# A pat on a Friend's head: $weight is "gentle", "firm" or "heavy"; $way "left" or "right".
cattower-pat-straight = Una caricia { $weight ->
        [gentle] suave
        [heavy] enérgica
       *[firm] firme
    }, recta hacia abajo.
cattower-pat-little = Una caricia { $weight ->
        [gentle] suave
        [heavy] enérgica
       *[firm] firme
    }, empujando un poco hacia la { $way ->
        [left] izquierda
       *[right] derecha
    }.
cattower-pat-hard = Una caricia { $weight ->
        [gentle] suave
        [heavy] enérgica
       *[firm] firme
    }, empujando con fuerza hacia la { $way ->
        [left] izquierda
       *[right] derecha
    }.

## What a placement did (the band under the tower and the channel). $piece: a piece
## ("-start" form); $floor: a floor number.

cattower-notice-floor-on = { $piece } está colocado.
cattower-notice-walls-stand = Las paredes se mantienen en pie.
cattower-notice-stays-floor = { $piece } se queda en el piso { $floor }.
cattower-notice-stays-on-top = { $piece } se queda encima de otro Amigo.
cattower-notice-petted = { $piece } recibió una caricia.
cattower-notice-climbed = { $piece } subió al piso { $floor }.
# What went wrong in a try ($what: one of the cattower-failed- messages below), then what
# happens next ($try: the next try's number, $most: tries allowed).
cattower-try-next = { $what }: ahora, intento { $try } de { $most }.
cattower-try-last = { $what }: era el último intento, así que se pierde la opción.
cattower-try-spot-gone = { $what }, y el sitio al que iba ya no existe, así que se pierde la opción.
cattower-failed-floor = El piso no se asentó sobre las paredes
cattower-failed-walls-over = Las paredes se volcaron bajo el piso
cattower-failed-wall = Una pared no se mantuvo en pie sobre el piso más alto
cattower-failed-friend-tower = { $piece } no se mantuvo en la torre
cattower-failed-friend-on-top = { $piece } no se mantuvo encima de otro Amigo
cattower-failed-climb = { $piece } no se mantuvo en el piso { $floor }
cattower-gave-up = El jugador renunció a la colocación; se pierde la opción.
# The damage of a placement: its parts ($parts, the cattower-damage- messages joined with
# cattower-damage-parts) as one sentence.
cattower-damage = { $parts }.
cattower-damage-parts = { $first }; { $rest }
# $count: walls that fell now; $total: walls down in all, of $most.
cattower-damage-fell = { $count ->
        [one] { $count } pared cayó
       *[other] { $count } paredes cayeron
    } de la torre ({ $total } de { $most } caídas)
# $pieces: a list of pieces (the first in its "-start" form when it opens the sentence).
cattower-damage-stock = { $pieces }: de vuelta a la reserva
cattower-damage-restored = { $pieces }: de vuelta { $count ->
        [one] a su sitio
       *[other] a sus sitios
    }
cattower-damage-returned = { $pieces }: de vuelta a donde empezó el turno

## The count of five (co-op victory). $floor: Toto's floor, $target: the target floor.

cattower-count-again = Toto sigue en el piso { $floor }, en el piso meta { $target } o por encima: todos vuelven a contar hasta cinco.
cattower-count-at-once = Toto ya está en el piso { $floor }, en el nuevo piso meta { $target } o por encima: todos cuentan hasta cinco.
cattower-count-failed = La torre no aguantó la cuenta hasta cinco.
# $title and $text: the Story Card's title and story.
cattower-count-held = ¡La torre aguantó! { $title }: { $text }
cattower-count-caption = ¡Toto llegó al piso meta! Todos cuentan hasta cinco…

## Results (after "won" / "lost" in the result message)

# $walls: walls that fell; the second when the players had won a story at $floor.
cattower-result-collapsed = La torre se derrumbó: cayeron { $walls } paredes
cattower-result-collapsed-reached = La torre se derrumbó: cayeron { $walls } paredes (habían llegado al piso { $floor })
# Co-op victory: $floor and the Story Card's $title.
cattower-result-victory = Toto llegó al piso { $floor }: { $title }
# Competitive: $why (one of the cattower-why- messages), then the best cat ($scarf: its
# scarf colour word) and how far it got.
cattower-result-ranks-first-beside = { $why }; el gato de bufanda { $scarf } queda primero (aún junto a la torre)
cattower-result-ranks-first-floor = { $why }; el gato de bufanda { $scarf } queda primero (subió al piso { $floor })
cattower-why-collapsed = la torre se derrumbó (cayeron { $walls } paredes)
cattower-why-all-top = todos los gatos llegaron al piso 24
# $name: the seat's colour.
cattower-result-gave-up = { $name } abandonó; la torre queda sin terminar
cattower-result-resigned = { $name } se rindió; gana el gato mejor situado
cattower-result-stopped = los jugadores acordaron parar
cattower-result-stopped-best = los jugadores acordaron parar; gana el gato mejor situado
# A result stored by an older version of the bot, in English ($text).
cattower-stored = { $text }
# A label of symbols and numbers only ("◀ 2 mm", "12 ▶"): nothing to translate.
cattower-plain = { $text }
cattower-takeback-cards = con ella se robó, se jugó o se reveló una carta

## What the active player decides now (under the board, and in "does not fit now" errors)

cattower-step-over = Partida terminada
cattower-step-card = Elige una carta de acción
cattower-step-higher = ¡Victoria! ¿Subir más o parar aquí?
cattower-step-goal-coop = Cumple un objetivo (Toto sube) o termina el turno
cattower-step-goal = Sube un Amigo, cumple un objetivo o termina el turno
cattower-step-pet = Acaricia a un Amigo
cattower-step-pet-another = Acaricia a otro Amigo
# $left and $right: wall names; $mm: the spacing; $side: cattower-side.
cattower-step-walls = Coloca las paredes: { $left } a la izquierda, { $right } a la derecha, a { $mm } mm una de otra, { $side }
cattower-step-floor = Coloca el piso { $floor } sobre las paredes, { $side }
# $verb: "move" or "place"; $which: "the" (a chosen Friend) or "a"; $colour: a colour word;
# $on: the Friend it goes on.
cattower-step-friend-on = { $verb ->
        [move] Mueve
       *[place] Coloca
    } { $which ->
        [the] el
       *[a] un
    } Amigo { $colour } encima de { $on }
cattower-step-friend-floor = { $verb ->
        [move] Mueve
       *[place] Coloca
    } { $which ->
        [the] el
       *[a] un
    } Amigo { $colour } en el piso { $floor }, { $side }
cattower-step-friend-nofloor = { $verb ->
        [move] Mueve
       *[place] Coloca
    } { $which ->
        [the] el
       *[a] un
    } Amigo { $colour } (elige un piso)
# $who: "toto" or "cat" (the player's own cat).
cattower-step-climb-on = Coloca { $who ->
        [toto] a Toto
       *[cat] a tu gato
    } en el piso { $floor }, encima de { $on }
cattower-step-climb = Coloca { $who ->
        [toto] a Toto
       *[cat] a tu gato
    } en el piso { $floor }, { $side }
# A step ($step) after failed tries: $try is the next try's number of $most.
cattower-step-try = { $step } (intento { $try } de { $most })

## Move labels (menus and announcements, at most 100 characters)

# $card: a card id; $option: the option's text.
cattower-describe-take = { $card }: { $option }
cattower-describe-discard = Descartar { $card } (no se puede hacer nada de las cartas)
cattower-describe-walls = { $left } a la izquierda, { $right } a la derecha
# $spacing: "narrow", "medium", "wide" or the spacing in mm; $mm: the spacing.
cattower-describe-spacing = Separación { $spacing ->
        [narrow] estrecha
        [medium] media
        [wide] ancha
       *[other] de { $spacing }
    } entre paredes ({ $mm } mm)
cattower-describe-nudge = Empujar la pieza 2 mm a la { $way ->
        [left] izquierda
       *[right] derecha
    }
cattower-describe-centre-floor = Colocar el piso en el centro
cattower-describe-shift-floor = Desplazar el piso { $side }
cattower-describe-colour = Usar un Amigo { $colour }
cattower-describe-floor = Ponerlo en el piso { $floor }
cattower-describe-at = Colocarlo { $side }
# $friend: cattower-friend-on-floor or -on-tower.
cattower-describe-on = Encima del { $friend }
cattower-describe-lift = Levantar al { $friend }
cattower-describe-pet = Acariciar al { $friend }
# $goal: a goal's name; $floors: how many floors.
cattower-describe-goal = Cumplir «{ $goal }»: Toto sube { $floors } { $floors ->
        [one] piso
       *[other] pisos
    }
# $number: which of the player's two secret goals (1 or 2).
cattower-describe-secret-goal = Cumplir tu objetivo secreto n.º { $number }: tu gato sube { $floors } { $floors ->
        [one] piso
       *[other] pisos
    }
cattower-describe-confirm = Confirmar: asentar la pieza
cattower-describe-back = Volver a elegir carta
cattower-describe-end = Terminar el turno
cattower-describe-higher = Subir más: ir a por la siguiente carta de historia
cattower-describe-stop = Parar aquí y celebrarlo
cattower-describe-forfeit = Renunciar a esta colocación (se pierde la opción)

## Buttons under the board (labels at most 80 characters)

# $card: a card id, $arrow: " ◀", " ▶" or nothing, $option: the option's short text.
cattower-button-take = { $card }{ $arrow } { $option }
cattower-button-discard = Descartar { $card }
cattower-button-walls = { $left } | { $right }
cattower-button-narrow = Estrecha
cattower-button-medium = Media
cattower-button-wide = Ancha
cattower-button-centre = Centro
cattower-button-white = Blanco
cattower-button-ginger = Naranja
cattower-button-grey = Gris
cattower-button-brown = Marrón
# $goal: a goal's name; $floors: the climb.
cattower-button-goal = { $goal }: +{ $floors }
cattower-button-confirm = Confirmar
cattower-button-back = Atrás
cattower-button-end = Terminar turno
cattower-button-higher = Subir más
cattower-button-stop = Parar aquí
cattower-button-forfeit = Renunciar

## Menus under the board (placeholders at most 150 characters, options at most 100)

cattower-menu-walls = ¿Qué pared va en cada lado?
cattower-menu-floor = Pon el Amigo en el piso…
cattower-menu-floor-option = Piso { $floor }
cattower-menu-on = …o encima de un Amigo
cattower-menu-pet = ¿A qué Amigo acaricias?
cattower-menu-lift = ¿Qué Amigo levantas?
cattower-secret-title = Tus cartas de objetivo

## Errors for a typed move (shown only to the player who typed it). $move: the move's
## notation; $step: what to do now (a cattower-step- message).

cattower-not-a-game = Esta no es una partida de Cat and the Tower.
cattower-not-a-move = Esa no es una jugada de Cat and the Tower.
cattower-nothing-placed = Ahora mismo no se está colocando nada.
cattower-unknown-move = Jugada desconocida.
cattower-not-now = `{ $move }` no encaja ahora: { $step }.
cattower-spacing-range = La separación debe ser de { $low } a { $high } mm.
cattower-offset-range = El piso puede desplazarse de { $low } a { $high } mm desde el centro.
cattower-choose-floor-first = Elige primero un piso (`floor 3`).
cattower-spot-range = El sitio debe estar a entre { $low } y { $high } mm del centro.
cattower-cannot-confirm = Ahora no puedes confirmar.
# $id: the Friend being moved, $colour its colour.
cattower-moving-friend = Estás moviendo { $id }, un Amigo { $colour }.
cattower-card-places = Esta carta coloca un Amigo { $colour }.
# $id: a Friend id.
cattower-not-standable = { $id } no es un Amigo de la torre sobre el que se pueda colocar otro.
cattower-on-top-needed = El Amigo de esta carta tiene que ir encima de otro Amigo: usa `on f5`.
cattower-floor-unusable = El piso { $floor } no es un piso que puedas usar ahora.
cattower-spot-off = Ese sitio está fuera del piso.
# $goal: a goal id.
cattower-goal-not-up = { $goal } no está boca arriba.
cattower-goal-not-held = { $goal } no está en tu mano.
# $area: where the goal is checked (cattower-area- messages).
cattower-goal-not-met = La condición de { $goal } no se cumple en { $area }.
cattower-area-coop = el piso justo encima de Toto
cattower-area-cat = los pisos por encima de tu gato
# $who: "toto" or "cat"; $floors: the most floors the goal lets climb.
cattower-climb-most = { $goal } permite que { $who ->
        [toto] Toto
       *[cat] tu gato
    } suba como máximo { $floors } pisos.
cattower-card-not-up = { $card } no está boca arriba.
cattower-card-one-option = { $card } solo tiene una opción: `take { $card }`.
# $side: "left" or "right".
cattower-option-impossible = La opción { $side ->
        [left] izquierda
       *[right] derecha
    } de { $card } no se puede hacer ahora (no hay Amigos que acariciar o no quedan pisos).
cattower-discard-only = Solo puedes descartar una carta cuando no se puede hacer ninguna opción boca arriba.
cattower-walls-unavailable = Esas paredes no están disponibles para esta carta (las FAQ solo permiten sustituir un tipo agotado).
cattower-nudge-end = La pieza no puede ir más allá en esa dirección.
cattower-not-possible = `{ $move }` no es posible ahora: revisa el piso o el Amigo que has indicado.
cattower-back-too-late = Solo puedes volver atrás antes del primer intento.
cattower-end-not-yet = Aún no puedes terminar el turno: { $step }.
cattower-goal-after = Los objetivos se cumplen después de la acción.
# Typing mistakes. $token: what the player typed; $what: which number was meant.
cattower-not-mm = `{ $token }` no es un número de milímetros para { $what ->
        [spacing] la separación
        [offset] el desplazamiento del piso
        [floor] el piso
        [spot] el sitio
       *[climb] la subida
    }.
cattower-not-usable = `{ $token }` no es un número válido.
cattower-not-whole = `{ $token }` no es un número entero para { $what ->
        [spacing] la separación
        [offset] el desplazamiento del piso
        [floor] el piso
        [spot] el sitio
       *[climb] la subida
    }.
# $prefix: "A" or "G" (card ids look like A07, G07).
cattower-not-card-id = `{ $token }` no es un identificador de carta (como { $prefix }07).
cattower-not-friend-id = `{ $token }` no es un identificador de Amigo (como f5).
# $colours and $types: the typed words allowed, joined with ", ".
cattower-not-colour = `{ $token }` no es un color de Amigo ({ $colours }).
cattower-walls-how = Escribe las paredes así: `walls bricks-left angels-right`.
cattower-not-wall = `{ $token }` no es un tipo de pared ({ $types }).
cattower-type-a-move = Escribe una jugada, por ejemplo `take A01 left` o `confirm`.
cattower-choose-side = Elige la opción `left` (izquierda) o `right` (derecha) de la carta.
cattower-place-how = Escríbelo así: `friend ginger floor 3 at 20`.
cattower-goal-how = Escríbelo así: `goal G02 climb 2`.
# $text: what the player typed.
cattower-unreadable = `{ $text }` no es una jugada de Cat and the Tower. Prueba con `take A01 left`, `confirm`, `pet f5`, `goal G02 climb 2` o `end turn`.
# Placement problems ($piece in its "-start" form for the first, else in its plain form).
cattower-all-placed = Todos los Amigos de color { $colour } están en la torre: elige uno para recolocarlo con `lift`.
cattower-choose-colour = Elige primero el color del Amigo.
cattower-choose-floor = Elige primero un piso (o un Amigo sobre el que ponerlo).
cattower-choose-where = Elige primero dónde va la pieza.
cattower-overhang = { $piece } sobresaldría del borde del piso.
cattower-spot-taken = Ese sitio está ocupado: la pieza se clavaría en { $piece }. Empújala un poco o elige otro sitio.

## Wall types (names printed on the walls and the Wall Reference Card)

cattower-wall-bricks = Ladrillos
cattower-wall-windows = Ventanas
cattower-wall-arches = Arcos
cattower-wall-angels = Ángeles
cattower-wall-pillars = Pilares

## Action Cards: each option's text (card and menu), and its short form (a button
## label, at most 60 characters). The card ids (A01…) are notation and stay.

cattower-card-a01-left = Construir: Ladrillos + Ángeles
cattower-card-a01-left-short = Ladrillos + Ángeles
cattower-card-a01-right = Construir: Ventanas + Arcos
cattower-card-a01-right-short = Ventanas + Arcos
cattower-card-a02-left = Colocar un Amigo de cualquier color
cattower-card-a02-left-short = Cualquier Amigo
cattower-card-a03-left = Construir: Ladrillos + Ventanas
cattower-card-a03-left-short = Ladrillos + Ventanas
cattower-card-a04-left = Construir: Ladrillos + Arcos
cattower-card-a04-left-short = Ladrillos + Arcos
cattower-card-a05-left = Construir: Ventanas + Ángeles
cattower-card-a05-left-short = Ventanas + Ángeles
cattower-card-a06-left = Construir: Arcos + Ángeles
cattower-card-a06-left-short = Arcos + Ángeles
cattower-card-a07-left = Construir: Ladrillos + Ángeles
cattower-card-a07-left-short = Ladrillos + Ángeles
cattower-card-a07-right = Colocar un Amigo blanco
cattower-card-a07-right-short = Amigo blanco
cattower-card-a08-left = Construir: Ventanas + Arcos
cattower-card-a08-left-short = Ventanas + Arcos
cattower-card-a08-right = Colocar un Amigo naranja
cattower-card-a08-right-short = Amigo naranja
cattower-card-a09-left = Construir: Pilares + Pilares
cattower-card-a09-left-short = Pilares + Pilares
cattower-card-a09-right = Construir: Ladrillos + Arcos
cattower-card-a09-right-short = Ladrillos + Arcos
cattower-card-a10-left = Construir: Pilares + Pilares
cattower-card-a10-left-short = Pilares + Pilares
cattower-card-a10-right = Colocar un Amigo gris
cattower-card-a10-right-short = Amigo gris
cattower-card-a11-left = Construir: Pilares + Pilares
cattower-card-a11-left-short = Pilares + Pilares
cattower-card-a11-right = Acariciar a un Amigo
cattower-card-a11-right-short = Acariciar 1
cattower-card-a12-left = Colocar un Amigo blanco
cattower-card-a12-left-short = Amigo blanco
cattower-card-a12-right = Colocar un Amigo gris
cattower-card-a12-right-short = Amigo gris
cattower-card-a13-left = Colocar un Amigo naranja
cattower-card-a13-left-short = Amigo naranja
cattower-card-a13-right = Colocar un Amigo marrón
cattower-card-a13-right-short = Amigo marrón
cattower-card-a14-left = Colocar un Amigo blanco
cattower-card-a14-left-short = Amigo blanco
cattower-card-a14-right = Colocar un Amigo marrón
cattower-card-a14-right-short = Amigo marrón
cattower-card-a15-left = Colocar un Amigo gris
cattower-card-a15-left-short = Amigo gris
cattower-card-a15-right = Colocar un Amigo naranja
cattower-card-a15-right-short = Amigo naranja
cattower-card-a16-left = Colocar dos Amigos de cualquier color
cattower-card-a16-left-short = 2 Amigos
cattower-card-a17-left = Colocar un Amigo de cualquier color encima de otro Amigo
cattower-card-a17-left-short = Cualquier Amigo encima
cattower-card-a17-right = Colocar un Amigo marrón
cattower-card-a17-right-short = Amigo marrón
cattower-card-a18-left = Acariciar a un Amigo
cattower-card-a18-left-short = Acariciar 1
cattower-card-a19-left = Acariciar a dos Amigos distintos
cattower-card-a19-left-short = Acariciar 2
cattower-card-a20-left = Acariciar a un Amigo y luego colocar un Amigo de cualquier color
cattower-card-a20-left-short = Acariciar 1 + Cualquier Amigo

## Goal Cards: name and condition (the ids G01… are notation and stay)

cattower-goal-g01-name = Hola, Amigo
cattower-goal-g01-text = Al menos un Amigo
cattower-goal-g02-name = Nariz con nariz
cattower-goal-g02-text = Dos Amigos que se tocan
cattower-goal-g03-name = Hermanos de camada
cattower-goal-g03-text = Dos Amigos del mismo color que se tocan
cattower-goal-g04-name = La extraña pareja
cattower-goal-g04-text = Dos Amigos de distinto color que se tocan
cattower-goal-g05-name = A caballito
cattower-goal-g05-text = Un Amigo encima de otro Amigo
cattower-goal-g06-name = Naranja sobre gris
cattower-goal-g06-text = Un Amigo naranja encima de un Amigo gris
cattower-goal-g07-name = El trenecito
cattower-goal-g07-text = Tres Amigos en un mismo grupo que se tocan
cattower-goal-g08-name = Tres pelajes
cattower-goal-g08-text = Tres Amigos de tres colores distintos
cattower-goal-g09-name = Torre de gatos
cattower-goal-g09-text = Tres Amigos apilados uno sobre otro
cattower-goal-g10-name = Puente mirador
cattower-goal-g10-text = Un Amigo apoyado sobre dos Amigos a la vez
cattower-goal-g11-name = Espacio personal
cattower-goal-g11-text = Tres Amigos, sin que ninguno toque a otro
cattower-goal-g12-name = Alma de la fiesta
cattower-goal-g12-text = Un Amigo que toca a otros tres
cattower-goal-g13-name = Paleta completa
cattower-goal-g13-text = Un Amigo de cada color
cattower-goal-g14-name = Reunión familiar
cattower-goal-g14-text = Tres Amigos del mismo color
cattower-goal-g15-name = Doble caballito
cattower-goal-g15-text = Dos Amigos, cada uno encima de otro
cattower-goal-g16-name = Vigía solitario
cattower-goal-g16-text = Exactamente un Amigo, a 12 mm o menos del centro del piso

## Story Cards: title and the text read when the tower holds at the story's floor

cattower-story-s10-title = El décimo piso
cattower-story-s10-text = Toto ve todo el pueblo allá abajo y, muy arriba, una estrella que le devuelve el guiño.
cattower-story-s13-title = Por encima de las nubes
cattower-story-s13-text = Las nubes son más blanditas de lo que parecen. Toto sigue subiendo.
cattower-story-s15-title = Donde canta el viento
cattower-story-s15-text = El viento tararea una nana que Toto recuerda de hace mucho tiempo.
cattower-story-s17-title = El jardín de la noche
cattower-story-s17-text = Las estrellas cuelgan tan bajas que casi se pueden tocar, y una de ellas ronronea.
cattower-story-s20-title = La estrella de mamá
cattower-story-s20-text = En lo más alto, una luz cálida envuelve a Toto. Está en casa.

## The rules (/kitty rules cattower): markdown, shown as written

cattower-rules =
    # Cat and the Tower

    Por turnos, los jugadores construyen una torre de papel, dos paredes y un piso cada vez, y colocan
    en ella gatitos Amigos para que Toto, el gato, pueda trepar; todos ganan juntos cuando Toto
    llega al piso 10 y la torre sigue en pie, y todos pierden cuando han caído 5 paredes.

    ## Tu turno
    1. **Realiza una opción de una carta de acción boca arriba:**
       - **Construir**: levanta dos paredes sobre el piso más alto (cuál va a la izquierda, a qué
         distancia, empujoncitos) y luego coloca el siguiente piso encima (su desplazamiento).
       - **Colocar un Amigo** en un piso o encima de otro Amigo.
       - **Acariciar** a uno o dos Amigos.
    2. **Objetivo** (opcional): si un objetivo boca arriba se cumple para los Amigos del piso
       {"*"}*justo encima de Toto**, cúmplelo: Toto sube hasta esa cantidad de pisos.

    Una vista previa muestra dónde va la pieza; **Confirmar** la asienta con tu pulso
    (`steady`, `normal`, `shaky` o `butterfingers`) temblando un poco; la física decide qué
    se mantiene en pie. Hasta 3 intentos por pieza; después se pierde la opción.
    {"*"}*Atrás**: vuelves a elegir carta.

    ## Escombros
    - En la mesa sin tocar ninguna placa de piso: escombros. Las paredes se cuentan; pisos y Amigos
      vuelven a la reserva. Si toca una placa de piso: vuelve a su sitio (si no, a la reserva).
    - Los pisos inclinados más de 35° o a menos de 20 mm del piso de debajo quedan inservibles: ellos, lo
      que solo se apoya en ellos y las paredes sin piso pasan a ser escombros.
    - Toto y los gatos nunca son escombros: vuelven a su piso de antes del turno (o al más alto
      que siga en pie por debajo).

    ## Ganar y perder
    - **Victoria**: Toto en el piso meta (10) o más arriba y luego una cuenta hasta cinco mientras la
      mesa tiembla: si la torre sigue en pie, todos ganan y se lee la carta de historia. Después se puede **subir más**
      (13, 15, 17, 20) con la misma torre, o parar.
    - **Derrota**: han caído 5 paredes.

    ## Variante competitiva (2–5 jugadores)
    Cada jugador tiene un Gato Negro junto al piso 1 y dos objetivos secretos; hay tres cartas de acción
    boca arriba. Tras tu acción puedes subir un Amigo del piso de tu gato a un piso superior y
    luego cumplir uno de tus objetivos: tu gato sube y robas otro. La partida termina cuando
    la torre se derrumba (5 paredes; quien lo provoca queda el último) o todos los gatos han llegado
    al piso 24; gana el gato más alto.

    ## Jugadas
    `take A07 left` · `walls bricks-left angels-right` · `spacing narrow|wide|48` ·
    `nudge left|right` · `floor offset -6` · `friend ginger floor 3 at 12` · `on f5` ·
    `lift f3` · `pet f5` · `goal G02 climb 2` · `confirm` · `back` · `give up` ·
    `end turn` · `go higher` · `stop`
    Amigos: blancos (`white`) f1–f4, naranjas (`ginger`) f5–f8, grises (`grey`) f9–f12, marrones (`brown`) f13–f16.

    ## Cómo interpreta el bot los casos dudosos
    - Los **objetivos competitivos** reúnen los Amigos de **todos los pisos por encima de tu gato**.
    - **Clasificación**: el piso más alto al que llegó un gato con un objetivo; empate: el primero en llegar.
    - **Subir más** a un piso meta que Toto ya alcanzó: la cuenta empieza al momento.
    - **Tras una cuenta fallida**, se repite tras cada turno que acabe con Toto en el piso meta o más
      arriba, hasta que salga bien o se pierda la partida.
    - Un objetivo nunca sube a Toto por encima del piso más alto.
    - Si no se puede hacer ninguna opción boca arriba, descartas una carta.

    ## Cómo leer el tablero
    - Regla graduada: números de piso, ★ y una línea discontinua en el piso meta, el piso objetivo (encima de Toto)
      en una etiqueta amarilla y la cabeza de Toto en su piso.
    - Marcas de los Amigos: blanco un anillo, naranja rayas, gris un punto, marrón una mancha. Los Gatos
      Negros llevan la bufanda y el nombre de su jugador. Las piezas descoloridas sobre la mesa son escombros.
    - Panel: "Paredes caídas 2/5", a quién le toca, cartas de acción (◀ ▶ lado de una opción, ● opción
      única de la carta), objetivos con su subida, clasificación y un primer plano. La franja bajo la
      torre cuenta qué hizo la última colocación.
