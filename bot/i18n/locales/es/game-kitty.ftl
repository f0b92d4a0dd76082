# Kitty Stack Tower (bot/games/kitty): colours, options, commands, buttons, move labels,
# errors, what a move did, results, objective cards and the rules.
# Move notation is the same in every language: cells (`d4`), moves (`stack d4>e5`,
# `flip d4>e5`, `disassemble d4>e5`, `chain d4>e5`, `pass`, `place d4`, `place random`,
# `frenzy d4`, `done`, `force yellow`, `give <card>`, `offer yellow tower-king`,
# `accept <card>`, `decline`) and card ids (`tower-king`). Never translate text between
# backticks.
#
# Placeholders: $name, $target, $receiver, $offerer, $winner, $owner and $colour hold a
# player's colour in words (a message below: "Red", "Yellow", "Blue" or "Green"); $card
# holds a card's name in words; $cell, $start, $end, $over and $land hold cells (`d4`).

## Seats and colours

kitty-seat-1 = Rojo
kitty-seat-2 = Amarillo
kitty-seat-3 = Azul
kitty-seat-4 = Verde
# The colour of a player's pieces, used inside other messages ("Red resigns.").
kitty-colour-r = Rojo
kitty-colour-y = Amarillo
kitty-colour-b = Azul
kitty-colour-g = Verde

## Options of `/kitty start kitty` (Discord option descriptions, ≤ 100 characters).
## Option values (free, turns, random) are typed as they are: keep them in English.

kitty-option-setup = Cómo se colocan las fichas: free (libre), turns (por turnos) o random (al azar)
kitty-option-objectives = Cartas de objetivo secretas (activadas por defecto con 3–4 jugadores, no con 2)
kitty-option-radius = Radio del tablero, 3–6 (por defecto 3 con 2 jugadores, 4 con 3–4)
# The board chosen is too small. $radius: the radius chosen; $cells: its cells; $pieces:
# the pieces to place ($players × $each); $smallest: the smallest radius that fits.
kitty-option-radius-small = Un tablero de radio { $radius } tiene { $cells } casillas, muy pocas para { $pieces } fichas ({ $players } jugadores × { $each }); usa radio { $smallest } o más.

## Extra commands (Discord command and option descriptions, ≤ 100 characters)

# `/kitty place`: places a piece during the set-up.
kitty-command-place = Preparación de Kitty Stack Tower: coloca una ficha
kitty-command-place-cell = Una casilla vacía: empieza a escribir para verlas
# `/kitty trade`: card exchanges.
kitty-command-trade = Kitty Stack Tower: ofrece, responde o fuerza un intercambio de cartas
kitty-command-trade-action = Qué hacer: empieza a escribir para ver tus opciones

## Buttons under the board (≤ 80 characters)

# In a set-up where players place one piece each in turn.
kitty-button-place-random = Colocar al azar
# In a free set-up: places all of the clicking player's remaining pieces.
kitty-button-place-rest = Colocar el resto al azar
# Ends the turn after Monochromatic Frenzy.
kitty-button-done = Listo
# Declines an exchange offer.
kitty-button-decline = Rechazar

## Move labels (autocomplete and the "My moves" menu, ≤ 100 characters).
## The words stack, chain, flip, disassemble, pass, place, remove, done, give, offer,
## accept and decline name the action; translate them as words (these are labels, not
## notation). $height: the height of the player's stack on $start; $target: the height
## of the stack on $end; $total: the height afterwards.

kitty-describe-stack-yours = apilar { $start } ({ $height }) → { $end } ({ $target }, tuya): { $total } de altura, tuya
# The stack on $end belongs to the player whose colour is $owner.
kitty-describe-stack = apilar { $start } ({ $height }) → { $end } ({ $target }, de { $owner }): { $total } de altura, tuya
# $path: the cells of the run joined with " → "; $steps: stacking steps (also the points).
kitty-describe-chain = apilado continuo { $path }: { $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    }, +{ $steps }, { $total } de altura
# The stack on $over turns upside down and becomes the player's.
kitty-describe-flip-yours = voltear { $start } sobre { $over } → { $land }: { $over } se da la vuelta, ahora tuya
# The stack on $over turns upside down and becomes $owner's.
kitty-describe-flip = voltear { $start } sobre { $over } → { $land }: { $over } se da la vuelta, ahora de { $owner }
kitty-describe-disassemble = desmontar { $target } desde { $start }: te llevas { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }
kitty-describe-pass = pasar
kitty-describe-place = colocar una ficha en { $cell }
kitty-describe-place-random-one = colocar esta ficha en una casilla vacía al azar
kitty-describe-place-random-rest = colocar al azar todas tus fichas restantes
kitty-describe-frenzy = retirar { $cell } ({ $height } de altura) con Frenesí Monocromático: +{ $height }
kitty-describe-done = listo: terminar tu turno
kitty-describe-force = Intercambio Forzoso con { $name }
kitty-describe-give = dar { $card }
kitty-describe-offer = ofrecer tu { $card } a { $name }
kitty-describe-accept = aceptar, dando tu { $card }
kitty-describe-decline = rechazar la oferta
# Any other move: $move is its notation.
kitty-describe-other = { $move }

## Why a typed move cannot be read (shown privately to the player who typed it)

kitty-parse-empty = Escribe una jugada, por ejemplo `stack d4>e5` o `pass`.
# $text: what the player typed.
kitty-parse-not-a-move = `{ $text }` no es una jugada: prueba con `stack d4>e5`, `flip d4>e5`, `disassemble d4>e5` o `pass`.
kitty-parse-not-legal = `{ $text }` no es una jugada legal ahora.
kitty-parse-place = Escribe una colocación como `place d4` (o `place random`).
kitty-parse-frenzy = Escríbelo como `frenzy d4` (la pila que retiras).
kitty-parse-force = Escríbelo como `force yellow` (el jugador con quien intercambias).
# $kind: the action word typed (`give` or `accept`).
kitty-parse-card-missing = Indica la carta: `{ $kind } <card>`.
kitty-parse-offer = Escribe una oferta como `offer yellow tower-king` (el jugador y luego tu carta).
# $kind: the action word typed (`pass`, `done` or `decline`).
kitty-parse-no-args = `{ $kind }` no lleva nada detrás.
# $word: what the player typed; $names: the players' colours as typed (red, yellow…).
kitty-parse-player = `{ $word }` no es un jugador de esta partida ({ $names }).
# $text: what the player typed; $cards: every card id, as typed.
kitty-parse-card = `{ $text }` no es una carta (cartas: { $cards }).
# $kind: the action word typed (stack, flip, disassemble or chain).
kitty-parse-board = Escríbelo como `{ $kind } d4>e5`: tu pila y luego la pila vecina.
kitty-parse-not-next-to = { $end } no está junto a { $start }.
kitty-parse-flip-lands = Ese volteo cae en { $cell }.
# $path: the cells of the run joined with " → ".
kitty-parse-run-goes = Esa fila recorre { $path }.
# $move: the move in notation (`stack d4>e5`).
kitty-parse-tail = Indica solo tu pila y su vecina: `{ $move }`.
# $text: what the player typed as a cell.
kitty-not-a-cell-name = `{ $text }` no es un nombre de casilla (prueba con algo como `d4`).
kitty-not-a-cell = `{ $text }` no es una casilla de este tablero de radio { $radius }.

## Why a move is not legal now (shown privately to the player who tried it)

kitty-illegal = Esa jugada no es legal ahora.
kitty-not-in-game = Ese jugador no está en la partida.
kitty-no-still-placing = Todavía se están colocando las fichas: usa `place <cell>` o `place random`.
kitty-no-cell-taken = { $cell } ya tiene una ficha.
kitty-no-already-acted = Ya has actuado en este turno: retira una pila con `frenzy <cell>` o termina con `done`.
kitty-no-answer-offer = Responde primero a la oferta de intercambio: `accept <your card>` o `decline`.
kitty-no-finish-force = Termina primero el Intercambio Forzoso: `give <card>`.
kitty-no-frenzy-card = No tienes Frenesí Monocromático.
kitty-no-frenzy-later = Frenesí Monocromático va después de tu acción: actúa (o pasa) primero.
kitty-no-all-placed = Todas las fichas ya están en el tablero.
kitty-no-nothing-waiting = No tienes pendiente ningún intercambio ni paso de carta.
kitty-no-card = No tienes esa carta.
kitty-no-give-other = Da otra de tus cartas, no la que acabas de recibir.
kitty-no-stack = No hay ninguna pila en { $cell }.
kitty-no-frenzy-not-yours = La pila de { $cell } no es tuya.
kitty-no-frenzy-run = La pila de { $cell } no tiene 5 fichas seguidas de un mismo color.
# $owner: the colour on top of the stack on $cell.
kitty-no-not-yours = La pila de { $cell } es de { $owner }, no tuya (manda la ficha de arriba).
kitty-no-target = No hay ninguna pila en { $cell } sobre la que actuar.
# $height: the height of the stack on $cell; $mine: the height of the player's stack.
kitty-no-taller = La pila de { $cell } ({ $height } de altura) es más alta que la tuya ({ $mine } de altura).
kitty-no-chain-card = No tienes Apilado Continuo.
kitty-no-chain-run = Apilado Continuo necesita, desde { $cell }, una fila de al menos 2 pilas con el mismo color arriba.
kitty-no-flip-small = Voltear necesita una pila de al menos 2 fichas; { $cell } tiene { $height }.
kitty-no-flip-short = Voltear necesita una pila al menos tan alta como la tuya: { $cell } tiene { $height } de altura y la tuya { $mine }.
kitty-no-flip-edge = No hay ninguna casilla más allá de { $cell } donde caer.
kitty-no-flip-landing = La casilla de llegada { $cell } no está vacía.
kitty-no-disassemble-own = La pila de { $cell } ya es tuya; Desmontar funciona sobre la pila de otro jugador.
# $colour: the player's own colour.
kitty-no-disassemble-none = La pila de { $cell } no tiene ninguna ficha de { $colour }.
# $colour: the player's colour, $mine: its pieces in the stack on $start; $owner: the
# colour on top of the stack on $end, $theirs: that colour's pieces in it.
kitty-no-disassemble-fewer = Necesitas más fichas de { $colour } en { $start } ({ $mine }) que fichas de { $owner } en { $end } ({ $theirs }).
kitty-no-cards = Esta partida se juega sin cartas de objetivo.
kitty-no-self = Elige a otro jugador.
kitty-no-out = { $name } está fuera de la partida.
kitty-no-exchange-wait = No puedes actuar en este turno, así que pasas; los intercambios esperan a un turno en el que puedas actuar.
kitty-no-force-card = No tienes Intercambio Forzoso.
kitty-no-force-empty = { $name } no tiene ninguna carta que dar.
kitty-no-exchanged = Ya has participado en tu único intercambio voluntario.
kitty-no-offered = Ya has hecho una oferta en este turno.
kitty-no-exchanged-other = { $name } ya ha participado en su único intercambio voluntario.

## Asking before a move, and refusing a takeback

# Shown before a voluntary pass that would end the game; the player confirms it.
kitty-warn-last-pass = Pasar ahora **termina la partida**: todos los demás jugadores han pasado, así que las pilas puntúan tal como están.
# Why a move may not be taken back (a phrase completing "It cannot be taken back: …").
kitty-takeback-cards = con ella se reveló, se ofreció o se intercambió una carta de objetivo

## What a move did, said to everyone under the board (whole sentences). Never name a
## card that is still hidden.

kitty-event-cannot-act = { $name } no puede actuar y pasa.
kitty-event-all-passed = Todos los jugadores pasaron seguidos: la partida ha terminado.
kitty-event-placed-at-random = { $name } coloca al azar { $count ->
        [one] su última ficha
       *[other] sus últimas { $count } fichas
    }.
kitty-event-random-setup = Las fichas se colocaron al azar.
kitty-event-play-begins = Todas las fichas están en el tablero: empieza la partida.
kitty-event-moves-first = { $name } mueve primero.
kitty-event-out-passes = { $name } está fuera de la partida y pasa.
kitty-event-reveals = { $name } revela { $card }.
# $steps: the stacking steps of the run, also the points scored.
kitty-event-chain = { $name } apila a lo largo de una fila de { $steps } con Apilado Continuo: +{ $steps }.
# $colours: how many colours the stack now has (3 or 4); $points: the points scored.
kitty-event-rainbow = Puente Arcoíris: la pila de { $name } en { $cell } tiene ahora { $colours } colores: +{ $points } y un marcador de arcoíris.
kitty-event-twist = Giro Dramático: el volteo convierte { $cell } en una pila de { $name }: +2 y un marcador de giro.
# $height: the height of the stack taken off, also the points scored.
kitty-event-frenzy = Frenesí Monocromático: { $name } retira del tablero la pila de { $height } de altura de { $cell }: +{ $height }.
# A hidden card changes hands ($name gives it to $receiver).
kitty-event-gives = { $name } da una carta a { $receiver }.
# A face-up card changes hands.
kitty-event-gives-face-up = { $name } da a { $receiver } la carta boca arriba { $card }.
# The second half of a Forced Exchange: a hidden card given back.
kitty-event-gives-back = { $name } da a cambio una carta a { $receiver }.
kitty-event-gives-back-face-up = { $name } da a cambio a { $receiver } la carta boca arriba { $card }.
kitty-event-force = { $name } juega Intercambio Forzoso contra { $target }: { $target } elige una carta para dar.
kitty-event-offer = { $name } ofrece a { $target } intercambiar una carta cada uno.
kitty-event-accept = { $name } acepta la oferta de { $offerer }.
kitty-event-decline = { $name } rechaza la oferta de { $offerer }.
kitty-event-resigns = { $name } se rinde.
kitty-event-agreed = Los jugadores acordaron terminar la partida.
# A sentence stored by an older version of the bot, shown as it was written.
kitty-stored-text = { $text }

## Who must act, under the board while a card step or an exchange is waiting

kitty-pending-after-action = { $name } aún puede usar una carta antes de terminar el turno
kitty-pending-offer = { $name } responde a la oferta de intercambio de { $offerer }
kitty-pending-force-give = { $name } elige una carta para dar a { $receiver } (Intercambio Forzoso)
kitty-pending-force-return = { $name } da a cambio una carta a { $receiver } (Intercambio Forzoso)

## Why the game ended (a short phrase shown with the result, no full stop)

kitty-reason-all-passed = todos los jugadores pasaron seguidos
kitty-reason-resigned = { $name } se rindió
kitty-reason-last-left = { $name } se rindió y { $winner } es el último jugador que queda
kitty-reason-agreed = los jugadores acordaron terminar la partida

## Objective cards: each card's name (≤ 40 characters) and rules text (≤ 300 characters)

# The heading over a player's own cards.
kitty-secret-title = Tus cartas de objetivo
kitty-card-frenzy = Frenesí Monocromático
kitty-card-frenzy-text = Después de tu acción en tu turno, puedes retirar del tablero cualquier pila tuya que tenga 5 o más fichas seguidas de un mismo color: te anotas su altura. Repetible. Se revela la primera vez que la usas.

kitty-card-layered-peaks = Cumbres Escalonadas
kitty-card-layered-peaks-text = Al final: +1 por cada pila que sea tuya.

kitty-card-color-master = Maestro del Color
kitty-card-color-master-text = Al final: cada pila tuya suma +1 con 2 colores, +2 con 3 y +3 con 4.

kitty-card-focused-power = Poder Concentrado
kitty-card-focused-power-text = Al final: cuenta las fichas de tu color más abundante en todas tus pilas; +1 por cada 2 (redondeando hacia abajo).

kitty-card-rainbow-bridge = Puente Arcoíris
kitty-card-rainbow-bridge-text = Cuando tu Apilar, Desmontar o Apilado Continuo hace que una pila tuya llegue a 3 colores (+2) o 4 colores (+3) desde menos, te anotas los puntos y la marcas con un marcador de arcoíris; una pila marcada no vuelve a puntuar así. Se revela la primera vez que puntúa.

kitty-card-tower-king = Rey de la Torre
kitty-card-tower-king-text = Al final: +la mitad de la altura de tu pila más alta (redondeando hacia abajo).

kitty-card-dramatic-twist = Giro Dramático
kitty-card-dramatic-twist-text = Cuando tu Voltear convierte la pila de otro jugador en tuya: +2 y un marcador de giro en ella; una pila marcada no vuelve a puntuar así. Se revela la primera vez que puntúa.

kitty-card-vibrant-colors = Colores Vibrantes
kitty-card-vibrant-colors-text = Al final: +5 por cada pila tuya de 5 o más fichas en la que no haya dos fichas contiguas del mismo color.

kitty-card-forced-exchange = Intercambio Forzoso
kitty-card-forced-exchange-text = Una vez, en tu turno y antes de tu acción: elige a otro jugador; este elige una de sus cartas y te la da, y luego tú le das otra de tus cartas. Después, esta carta se descarta.

kitty-card-continuous-stacking = Apilado Continuo
kitty-card-continuous-stacking-text = En lugar de Apilar: si tras tu destino hay una fila de pilas con el mismo color arriba, cada una no más alta que tu pila creciente al llegar a ella, apila a lo largo de toda la fila (al menos 2 pilas): +1 por paso. Se revela la primera vez que la usas.

## The rules, as `/kitty rules kitty` shows them (Discord markdown, one embed: at most
## about 3 500 characters). The first paragraph is also the pitch `/kitty help` shows.
## Keep the section "Reading the board" in sync with the picture.

kitty-rules =
    # Kitty Stack Tower

    Mueve tus pilas sobre otras, voltéalas o quita fichas de las pilas de los demás en un
    tablero hexagonal; una pila es de quien tiene su color arriba, y cuando todos pasan, gana
    aquel cuyas pilas suman más fichas (más los puntos de cartas).

    ## Tablero y fichas
    - 2–4 jugadores: Rojo `r`, Amarillo `y`, Azul `b`, Verde `g`; 15 fichas cada uno.
    - Radio del tablero 3 con 2 jugadores, 4 con 3–4 (opción `radius`, 3–6). Casillas: letra de
      columna (`a` a la izquierda) y fila (1 abajo en cada columna).

    ## Colocar las fichas
    Una ficha por casilla vacía; después empieza Rojo. Opción `setup`: `free` (por defecto, cada uno
    a su ritmo: `place d4`, o `place random` para el resto), `turns` (una cada uno por orden de
    puesto) o `random` (todas las coloca el bot).

    ## Tu turno: una acción
    S es tu pila, T una pila vecina y la casilla de llegada, la siguiente más allá de T.
    1. **Apilar** `stack d4>e5`: S es al menos tan alta como T (de quien sea): S pasa, en orden, encima de T.
    2. **Voltear** `flip d4>e5`: S tiene 2 fichas o más, T es al menos igual de alta, y la casilla de
       llegada está en el tablero y vacía: S salta ahí; T se pone boca abajo en su sitio.
    3. **Desmontar** `disassemble d4>e5`: T es de otro jugador y contiene alguna ficha tuya, y S tiene
       más fichas de tu color que T del color de su dueño: las fichas de T por encima de tu ficha más
       alta en ella se deslizan, en orden, bajo S. T pasa a ser tuya; S se queda donde está.
    4. **Pasar** `pass`: siempre se permite; si no tienes otra acción, el bot pasa por ti.

    ## Final y puntuación
    Una ronda completa de pases termina la partida. Puntuación: las fichas de tus pilas más los puntos
    de cartas. Desempate: más fichas de tu propio color en ellas; si persiste, victoria compartida.
    Rendirse: con 2 jugadores gana el otro; con 3–4 quedas fuera (pasas) y gana el último que quede.

    ## Cartas de objetivo
    Activadas con 3–4 jugadores, desactivadas con 2 (opción `objectives`). Recibes 2 de las 10 en
    secreto (por MD o con `/kitty cards`); los puntos de una carta siguen ocultos hasta que se revela;
    al final se revelan todas. Los puntos obtenidos en el momento se conservan aunque se pierda la pila
    o la carta. Frenesí: después de tu acción, `frenzy d4` y luego `done`. Apilado Continuo: `chain d4>e5`.
    Antes de actuar: `force yellow` (Amarillo da con `give <card>`) o, una vez por turno, `offer yellow tower-king`
    (se responde con `accept <card>` o `decline`). Un intercambio aceptado por jugador y partida; una
    oferta rechazada no gasta el de nadie.

    ## Cómo interpreta el bot los casos dudosos
    - Los marcadores se mueven con su pila; una pila fusionada los conserva todos.
    - Frenesí puede seguir a cualquier acción, incluido Pasar (no el pase final, y ese pase sigue
      contando). Cuenta cualquier color. Poder Concentrado: los empates entre colores dan igual.
    - Puente Arcoíris compara la pila después de tu acción con las pilas que eran *tuyas* y que entraron
      en ella (S, más T o la fila si eran tuyas); tras un Desmontar solo puede puntuar S. 4 colores
      de golpe son +3, no +2+3.
    - Apilado Continuo: la fila se corta en una casilla vacía, en el borde, en otro color de arriba o en
      una pila más alta; un solo paso es un Apilar normal: sin puntos.
    - Intercambio Forzoso: devuelves una carta que ya tenías antes; el jugador elegido no puede negarse.

    ## Cómo leer el tablero
    - Cada casilla se tiñe del color de su dueño; las fichas de arriba de su pila se dibujan de abajo
      arriba, marcadas Rojo ●, Amarillo ▲, Azul ■, Verde ◆; un zigzag debajo: hay más fichas. El número
      grande es la altura. Insignias: arcoíris = marcador de Puente Arcoíris, espiral = marcador de Giro.
    - Última acción, en magenta: contorno discontinuo donde empezó, continuo donde terminó y una
      flecha; unas tijeras para un Desmontar; estrellas para un Frenesí.
    - Filas bajo el tablero: nombre, altura, ★ puntos de cartas, un reverso de carta por cada carta
      secreta; una corona para el ganador. Una leyenda explica las marcas que aparecen.
