# Tumbling Down (bot/games/tumbling): seats, options, move labels, announcements, errors,
# results and the rules. Move notation (`d4-e5`, `d4>ne`, the direction letters n, ne, e,
# se, s, sw, w, nw) and cell names (`d4`) are the same in every language: never translate them.
# $cell, $from, $to: cell names such as "d4".

## Seats (seat 1 is Black and moves first unless the match says otherwise)

tumbling-seat-1 = Negro
tumbling-seat-2 = Blanco

## Options of /kitty start (at most 100 characters; black, white and random are typed
## words and stay in English)

tumbling-option-first = Quién mueve primero: black (Negro), white (Blanco) o random (al azar)

## The eight directions in words (move labels)

tumbling-direction-n = norte
tumbling-direction-ne = noreste
tumbling-direction-e = este
tumbling-direction-se = sureste
tumbling-direction-s = sur
tumbling-direction-sw = suroeste
tumbling-direction-w = oeste
tumbling-direction-nw = noroeste

## Lists of cells ("c3", "c3 and d4", "c3, d4 and e5"): $first is one cell; $rest the
## others (this message again) or $last the final one.

tumbling-cells-and = { $first } y { $last }
tumbling-cells-list = { $first }, { $rest }

## Move labels (autocomplete, move menus and the last move under the board, at most 100
## characters)

# A step of the top piece from $from to $to.
tumbling-describe-step = avance { $from } → { $to }
# A step onto a stack $below pieces high.
tumbling-describe-step-onto = avance { $from } → { $to } (sobre una pila de { $below })
# A tumble of the $height-high stack on $from toward $direction ("north-east"); $where: the
# cells the pieces land on, in notation ("e5 f6 g7", "h7×3" for three pieces on h7).
tumbling-describe-tumble = derribo { $from } ({ $height }) hacia el { $direction } → { $where }

## Threats: a king that could fall next move ($attacker and $victim: colour names;
## $cells: the king cells, see tumbling-cells-and)

# Under the board (no full stop).
tumbling-threat = { $attacker } amenaza { $count ->
        [one] al rey
       *[other] a los reyes
    } de { $victim } en { $cells }
# Announced after a move, to the player who must answer it.
tumbling-announce-threat = { $attacker } amenaza { $count ->
        [one] al rey
       *[other] a los reyes
    } de { $victim } en { $cells }.

## Results (a short phrase after "won" / "draw" in the result message; $mover: the colour
## that moved, $victim: the colour whose king fell, $cells: the king cells)

tumbling-result-own-king = { $mover } capturó a su propio rey en { $cells }
tumbling-result-own-king-bare = { $mover } capturó a su propio rey en { $cells }: a { $victim } no le queda ninguna pila pura
tumbling-result-covered = { $mover } cubrió al rey de { $victim } en { $cells }
tumbling-result-covered-bare = { $mover } cubrió al rey de { $victim } en { $cells }: a { $victim } no le queda ninguna pila pura
tumbling-result-bare = a { $victim } no le queda ninguna pila pura
# A result (one of the above, $result) when the mover's own king fell in the same move.
tumbling-result-both-fell = { $result } (gana quien movió, aunque también cayó el rey de { $mover })
tumbling-result-repetition = la misma posición se repitió por tercera vez
# A result stored by an older version of the bot, in English ($text).
tumbling-result-stored = { $text }

## Errors for a typed move (shown only to the player who typed it)

-tumbling-how-to = Escribe un avance como `d4-e5` o un derribo como `d4>ne`.
tumbling-type-a-move = Falta la jugada. { -tumbling-how-to }
# $text: what the player typed.
tumbling-unreadable = No entiendo `{ $text }`. { -tumbling-how-to }
tumbling-unreadable-move = No entiendo `{ $text }` como jugada. { -tumbling-how-to }
tumbling-step-and-tumble = Una jugada es un avance o un derribo, no las dos cosas. { -tumbling-how-to }
tumbling-where-to = ¿Adónde? Añade una casilla o una dirección: `{ $cell }-…` o `{ $cell }>ne`.
tumbling-must-leave = Una jugada tiene que salir de { $cell }.
tumbling-not-next = { $to } no está junto a { $from }: una jugada va a una de las 8 casillas vecinas.
tumbling-no-stack = No hay ninguna pila en { $cell }.
# $owner: the colour whose piece is on top ("White").
tumbling-not-yours = { $cell } no es tuya: arriba hay una ficha de { $owner }.
# $direction: a direction in words ("north-east").
tumbling-edge-step = { $cell } está en el borde del tablero: no puede avanzar hacia el { $direction }.
tumbling-edge-tumble = { $cell } está en el borde del tablero: no se puede derribar hacia el { $direction }.
# $to: the neighbour the lone piece could step to instead.
tumbling-single = { $cell } tiene una sola ficha: haz un avance (`{ $cell }-{ $to }`).
tumbling-not-a-move = Esa no es una jugada de Tumbling Down.
tumbling-off-board = Esa jugada empieza fuera del tablero.
tumbling-no-direction = Esa jugada no tiene dirección.
tumbling-not-yours-short = { $cell } no es tuya.
tumbling-edge-short = { $cell } está en el borde: en esa dirección no hay nada.
tumbling-single-short = { $cell } tiene una sola ficha: haz un avance.

## The rules (/kitty rules tumbling): markdown, shown as written

tumbling-rules =
    # Tumbling Down

    Mueve una casilla la ficha de arriba de una de tus pilas, o derriba una pila entera en una
    línea de casillas; ganas si pones una de tus fichas encima del **rey** de tu rival, su pila
    más alta hecha solo de su color.

    {"*"}Michael Shuck, 2001 — finalista del concurso de diseño 8×8 Game Design.*

    ## Preparación
    Cada jugador tiene 29 fichas apiladas en forma de rombo alrededor de su propia esquina: Blanco en
    {"*"}*a1** y Negro en **h8**. La esquina tiene una pila de 4, sus dos vecinas pilas de 3, las dos
    filas diagonales siguientes pilas de 2 y la quinta fila fichas sueltas. **Negro mueve primero**
    (una partida puede elegir que empiece Blanco).

    Una pila pertenece a quien tiene una ficha arriba. Solo puedes mover pilas tuyas.

    ## En tu turno, haz una de estas dos cosas
    - **Avanzar**: mueve la *ficha de arriba* de una de tus pilas a cualquiera de las 8 casillas
      vecinas (en recto o en diagonal). La casilla puede estar vacía o tener una pila de cualquier
      altura: tu ficha simplemente se coloca encima. El resto de la pila se queda donde estaba.
      Escríbelo como `d4-e5`.
    - **Derribar**: tumba una pila entera de 2 o más en una de las 8 direcciones. La ficha de abajo
      cae en la casilla siguiente, la de encima en la de después, y así sucesivamente, de modo que la
      ficha de arriba es la que cae más lejos. Las fichas caen encima de lo que haya, y la casilla
      donde estaba la pila queda vacía. Si el derribo llega al borde del tablero, todas las fichas que
      faltan por caer se apilan en la última casilla. No puedes derribar hacia un borde contra el que
      la pila ya está. Escríbelo como `d4>ne` (direcciones: n, ne, e, se, s, sw, w, nw, es decir,
      norte, noreste, este, sureste, sur, suroeste, oeste, noroeste).

    ## Reyes
    Tus pilas **puras** son las hechas solo de tu color. Tu **rey** es tu pila pura más alta
    (incluso una ficha suelta puede ser el rey), y si varias pilas puras comparten la mayor altura,
    {"*"}*todas ellas son reyes**, y perder cualquiera de ellas hace perder la partida.
    Los reyes cambian de una jugada a otra, así que no pierdas de vista las coronas del tablero.

    ## Capturar un rey
    Después de cada jugada se comprueba a ambos jugadores. El rey de un jugador cae cuando:
    - no le queda **ninguna pila pura**, o
    - una casilla que tenía uno de sus reyes antes de la jugada tiene ahora **una ficha enemiga
      encima**, salvo que esa misma jugada haya hecho crecer su pila pura más alta.

    Un rey que simplemente se ha ido (su dueño lo ha movido con un avance o un derribo) no ha sido capturado.

    Si tu jugada captura al rey enemigo, **ganas**, aunque tu propio rey haya caído en la misma
    jugada. Si tu jugada solo captura a tu propio rey (por ejemplo, un derribo deja caer una ficha
    enemiga sobre él), **pierdes**.

    ## Empates
    La partida termina en empate cuando la misma posición (las mismas pilas, el mismo jugador en turno)
    se da por tercera vez, o cuando ambos jugadores acuerdan el empate. También puedes rendirte.

    ## Notación
    - Avance: `d4-e5` (también `d4 e5`, `step d4 ne`, `d4-ne`).
    - Derribo: `d4>ne` (también `tumble d4 ne`, `d4 > north-east`, `tumble d4 e5`).

    ## Cómo leer el tablero
    - Cada pila se dibuja de lado, de abajo arriba: las fichas blancas son losas claras con un ○ y las negras losas oscuras con un ✕. El número en un círculo es la altura de la pila; una losa gris con tres puntos representa las fichas demasiado hundidas para dibujarlas.
    - Una corona dorada marca cada rey actual. Un marco rojo marca un rey que puede ser capturado en la jugada siguiente (o cuya captura terminó la partida).
    - Última jugada: un contorno discontinuo donde empezó, un contorno magenta continuo donde terminó y una flecha entre ambos; las casillas por las que pasó un derribo aparecen tintadas.
    - Bajo el tablero: ▶ a quién le toca; cada jugador con su color y su marca y la altura de su rey (las coronas muestran dónde está); la última jugada; una línea con ⚠ cuando un rey puede ser capturado.
