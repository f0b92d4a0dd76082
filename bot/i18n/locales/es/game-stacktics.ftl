# Stacktics (bot/games/stacktics): seats, options, move labels, announcements, errors,
# results and the rules. Move notation (`Mb1-b3`, `Sc2xd3`, `b1/2-b3`, `swap`, `keep`) and
# cell names (`b3`) are the same in every language: never translate them.
# $cell, $target, $origin: cell names such as "b3".

## Seats (seat 1 starts as Red and moves first; a pie swap exchanges the colours)

stacktics-seat-1 = Rojo
stacktics-seat-2 = Azul

## Pieces: the three pyramid sizes in words (small 1 pip, medium 2, large 3)

stacktics-piece-1 = pequeña
stacktics-piece-2 = mediana
stacktics-piece-3 = grande
# Several pieces moving together, bottom first: $first is one piece word, $rest the others
# (itself this message again when there are more), e.g. "medium + small".
stacktics-pieces = { $first } + { $rest }

## Options of /kitty start (each at most 100 characters)

stacktics-option-size = Árboles por jugador (2-5); determina el tablero
stacktics-option-board = Tablero (columnas x filas); 4x4 o 3x5 para tamaño 2, 7x6 o 7x7 para tamaño 5
stacktics-option-pie = Regla del pastel: Azul puede quedarse las fichas de Rojo tras la 1.ª jugada (siempre en 4x4)
stacktics-option-draw-limit = Jugadas sin captura que hacen empate (0 = desactivado)

# $board: a board such as "7x6"; $board_size: the size it is made for; $size: the size
# asked for; $first (and $second when $count is 2): the boards of that size.
stacktics-board-for-size = Un tablero { $board } es para tamaño { $board_size }; el tamaño { $size } se juega en { $count ->
        [one] { $first }
       *[other] { $first } o { $second }
    }.
stacktics-pie-required = La regla del pastel es obligatoria en { $board }: sin ella, la primera jugada es demasiado fuerte.
stacktics-pie-forbidden = La regla del pastel está desactivada en { $board } (ahí los árboles empiezan en las esquinas).

## Buttons under the board while Blue may swap (button labels, at most 80 characters)

stacktics-button-swap = Cambiar colores
stacktics-button-keep = Seguir sin cambiar

## Move labels (autocomplete and move menus, at most 100 characters)

# The pie-rule answers `swap` and `keep`.
stacktics-describe-swap = cambiar: quedarte las fichas de Rojo; el rival pasa a Azul y mueve a continuación
stacktics-describe-keep = seguir: quedarte con Azul y jugar ahora
# A move: $from and $to are cells, $unit the moving pieces ("medium + small").
stacktics-describe-move = { $from }: { $unit } → { $to }
# A move onto one of the player's own stacks whose top piece is $top ("large").
stacktics-describe-move-onto = { $from }: { $unit } → { $to } (sobre tu { $top })
# A capture taking $pips pips; the second one wins the game at once.
stacktics-describe-capture = { $from } { $unit } × { $to } captura { $pips } { $pips ->
        [one] punto
       *[other] puntos
    }
stacktics-describe-capture-wins = { $from } { $unit } × { $to } captura { $pips } { $pips ->
        [one] punto
       *[other] puntos
    } y gana

## Announcements after a move (public)

stacktics-announce-swap = Colores cambiados: el primer jugador pasa a jugar con Azul y mueve a continuación; el segundo jugador se queda con Rojo.
stacktics-announce-keep = Azul sigue jugando sin cambiar.
# $mover and $victim: colour names ("Red"); $pieces: the captured pieces ("large + medium");
# $red and $blue: the pips each colour has captured so far, out of $threshold.
stacktics-announce-capture = { $mover } capturó la pila de { $victim } en { $cell }: { $pieces } ({ $pips } { $pips ->
        [one] punto
       *[other] puntos
    }). Capturados: Rojo { $red }/{ $threshold } · Azul { $blue }/{ $threshold }.

## Results (a short phrase after "won" / "draw" in the result message)

# $colour: "Red" or "Blue".
stacktics-result-captured = { $colour } capturó { $pips } puntos
stacktics-result-no-move = { $colour } no tiene ninguna jugada legal
stacktics-result-repetition = tercera repetición
stacktics-result-quiet = { $limit } jugadas sin captura

## The pie rule's state, shown under the board

stacktics-pie-waiting = Regla del pastel: tras la primera jugada de Rojo, Azul puede cambiar los colores.
stacktics-pie-open = Regla del pastel: Azul puede cambiar los colores ahora o seguir jugando.
stacktics-pie-kept = Regla del pastel: Azul siguió sin cambiar.
stacktics-pie-swapped = Regla del pastel: se cambiaron los colores.

## Errors for a typed move (shown only to the player who typed it)

-stacktics-hint = escríbela como `Mb1-b3` (letra del tamaño, origen, destino), `Sc2xd3` para una captura, o `b1-c2`
stacktics-type-a-move = Falta la jugada: { -stacktics-hint }.
# $text: what the player typed (shortened to 40 characters).
stacktics-unreadable = No entiendo `{ $text }`: { -stacktics-hint }.
stacktics-base-twice = `{ $text }` indica la ficha base dos veces: { -stacktics-hint }.
stacktics-height-place = Pon la altura justo después del origen, como en `b1/2-b3`.
stacktics-needs-two-cells = `{ $text }` necesita una casilla de origen y una de destino: { -stacktics-hint }.
stacktics-height-from-one = Las alturas se cuentan desde 1, la ficha de más abajo de la pila.
stacktics-pie-not-open = Solo puedes cambiar o seguir sin cambiar como respuesta de Azul a la primera jugada de Rojo, y solo si la regla del pastel está activada.
stacktics-no-stack = No hay ninguna pila en { $cell }.
# $owner and $you: colour names.
stacktics-not-your-stack = La pila de { $cell } es de { $owner }; tú juegas con { $you }.
stacktics-not-legal = `{ $text }` no es una jugada legal ahora.
stacktics-move-not-legal = Esa jugada no es legal ahora.
stacktics-nothing-to-capture = No hay nada que capturar en { $cell }.
stacktics-height-too-high = { $cell } tiene { $count ->
        [one] 1 ficha
       *[other] { $count } fichas
    }: las alturas van de 1 (abajo) a { $count }.
# $found and $given: piece words ("large").
stacktics-height-wrong-size = La ficha a la altura { $height } de { $cell } es { $found }, no { $given }.
stacktics-no-size = En { $cell } no hay ninguna ficha { $size }.
# $options: the possible moves, each like "`Mb2/1-b3` (medium + small)", joined with
# stacktics-or.
stacktics-which-base = ¿Qué ficha de { $cell } es la base? Indica { $options }.
stacktics-base-option = `{ $move }` ({ $unit })
stacktics-or = { $first } o { $rest }
# $reasons: one reason per piece that could be the base (the -clause messages below),
# joined with stacktics-reasons.
stacktics-nothing-can-go = Nada de { $cell } puede ir a { $target }: { $reasons }.
stacktics-reasons = { $first }; { $rest }
# The piece(s) $unit ("medium + small") could move, but not now.
stacktics-reason-not-now = { $unit }: no puede moverse ahora

## Why a move breaks a rule: a sentence, and the same as a clause inside
## stacktics-nothing-can-go ($unit: the moving pieces, $word: the base piece's size word)

stacktics-why-no-distance = Una jugada debe avanzar al menos una casilla.
stacktics-why-no-distance-clause = una jugada debe avanzar al menos una casilla
stacktics-why-small = Una pequeña se mueve en diagonal.
stacktics-why-small-clause = una pequeña se mueve en diagonal
stacktics-why-medium = Una mediana se mueve en línea recta por una fila o una columna, nunca en diagonal.
stacktics-why-medium-clause = una mediana se mueve en línea recta por una fila o una columna, nunca en diagonal
stacktics-why-large = Una grande se mueve en línea recta o en diagonal.
stacktics-why-large-clause = una grande se mueve en línea recta o en diagonal
# $weight: pips carried on the base; $range: how far a loaded stack moves.
stacktics-why-loaded = Una { $word } que lleva { $weight } { $weight ->
        [one] punto
       *[other] puntos
    } está cargada y avanza como máximo { $range } casillas.
stacktics-why-loaded-clause = una { $word } que lleva { $weight } { $weight ->
        [one] punto
       *[other] puntos
    } está cargada y avanza como máximo { $range } casillas
stacktics-why-overloaded = Una { $word } que lleva { $weight } puntos está sobrecargada y solo avanza 1 casilla.
stacktics-why-overloaded-clause = una { $word } que lleva { $weight } puntos está sobrecargada y solo avanza 1 casilla
# $between: the cell in the way.
stacktics-why-blocked = { $between } bloquea el camino.
stacktics-why-blocked-clause = { $unit }: { $between } bloquea el camino
# $top: the size word of the top piece on $cell.
stacktics-why-stack-smaller = Solo puedes apilar sobre tu propia ficha superior si es del mismo tamaño o mayor (arriba de { $cell } hay una { $top }; tu base es una { $word }).
stacktics-why-stack-smaller-clause = { $unit }: solo puedes apilar sobre tu propia ficha superior si es del mismo tamaño o mayor (arriba de { $cell } hay una { $top }; tu base es una { $word })
# A capture by a piece that is alone on $cell.
stacktics-why-capture-alone = Solo captura una ficha suelta que sale de lo alto de una pila de dos o más (la { $word } de { $cell } está sola).
stacktics-why-capture-alone-clause = { $unit }: solo captura una ficha suelta que sale de lo alto de una pila de dos o más (la { $word } de { $cell } está sola)
# A capture by $count pieces moving together.
stacktics-why-capture-many = Solo captura una ficha suelta que sale de lo alto de una pila de dos o más (estás moviendo { $count } fichas).
stacktics-why-capture-many-clause = { $unit }: solo captura una ficha suelta que sale de lo alto de una pila de dos o más (estás moviendo { $count } fichas)

## The rules (/kitty rules stacktics): markdown, shown as written

stacktics-rules =
    # Stacktics

    Mueve una de tus pirámides, con todo lo que tenga apilado encima, por el tablero; una
    pirámide suelta que salta desde lo alto de una pila captura la pila enemiga sobre la que cae,
    y gana el primero que captura la mitad de los puntos del rival (pequeña 1, mediana 2, grande 3).

    Dos jugadores, Rojo y Azul, cada uno con N *árboles*: una pirámide grande (3 puntos), una mediana (2)
    y una pequeña (1), apiladas en ese orden. Captura **3·N puntos** (la mitad de las fuerzas de tu rival) para ganar.

    {"*"}*Tableros.** Tamaño 2: 4×4 (regla del pastel siempre activada) o 3×5 · tamaño 3: 5×5 (por defecto) ·
    tamaño 4: 6×6 · tamaño 5: 7×6 o 7×7 (opciones `size` y `board`; el primer tablero de cada tamaño es
    el de por defecto). Los árboles empiezan en la fila de salida de cada jugador, con las columnas de
    las esquinas vacías (en 3×5 empiezan en las esquinas). Rojo está en la fila 1 y mueve primero.

    {"*"}*Mover.** Elige cualquiera de tus fichas como *base*: se mueve junto con todo lo que tiene
    apilado encima; las fichas de debajo se quedan.
    - La forma la marca la base: una **pequeña** se mueve en diagonal, una **mediana** en ortogonal y una
      {"*"}*grande** de ambas formas. Nunca puedes pasar por encima de una casilla ocupada.
    - El alcance depende de los puntos que lleva la base: ninguno → cualquier distancia; menos puntos que
      el tamaño de la base (*cargada*) → hasta 2 casillas (3 casillas en partidas de tamaño 4 y 5); tantos
      o más (*sobrecargada*) → 1 casilla. Una jugada siempre avanza al menos una casilla; no se puede pasar.

    {"*"}*Caer.** En una casilla vacía; en tu propia pila si su ficha de arriba es al menos tan grande como
    tu base (las fichas que mueves quedan encima en el mismo orden); o en una pila enemiga para
    {"*"}*capturarla**, algo que solo puede hacer una *ficha suelta que sale de lo alto de una pila de dos o más*.
    Toda la pila enemiga sale del juego, sus puntos cuentan para ti y tu ficha se queda ahí.

    {"*"}*Final.** Con 3·N puntos capturados ganas al momento. Si en tu turno no tienes ninguna jugada legal,
    pierdes. Empates: la misma posición con el mismo jugador en turno por tercera vez; 60 jugadas seguidas
    sin captura (la opción `draw_limit`, 0 = desactivado); o de mutuo acuerdo.

    {"*"}*Regla del pastel** (siempre en 4×4; opcional en 5×5 y mayores): tras la primera jugada de Rojo, Azul
    puede pulsar **Cambiar colores** para quedarse las fichas de Rojo (el otro jugador pasa a jugar con Azul
    y mueve a continuación) o **Seguir sin cambiar** (o simplemente hacer una jugada).

    {"*"}*Notación.** Letra del tamaño de la base (S pequeña, M mediana, L grande), casilla de origen, `-`
    (o `x` para una captura) y destino: `Mb1-b3` (la mediana con lo que lleva), `Lc1-c2` (el árbol entero),
    `Sd3xe4` (la pequeña captura). Si en el origen hay dos fichas de ese tamaño, añade la altura desde abajo:
    `Mb2/1-b3`. También puedes escribir `b1 m b3`, `b1/2 > b3`, o solo `b1-c2` cuando allí solo una ficha
    puede hacer esa jugada. `swap` / `keep` responden a la regla del pastel.

    {"*"}*Cómo leer el tablero.**
    - Cada pirámide se dibuja de lado, con su tamaño (pequeña, mediana o grande) y tantos puntos como vale: los puntos de Rojo son círculos ●, los de Azul cuadrados ■. Una pila se lee de abajo arriba; una pila de 4 o más lleva una insignia con su altura.
    - Última jugada: un contorno discontinuo donde empezó, un contorno magenta continuo donde terminó y una flecha entre ambos; una captura añade una etiqueta "×N" con los puntos capturados.
    - Bajo el tablero: ▶ a quién le toca; cada jugador con su color y su marca, sus puntos capturados frente al objetivo ("4 de 9 puntos") y las pirámides que ha capturado; la última jugada en palabras (`Lb4/1-c5`: la ficha grande, 1.ª desde abajo, de b4 a c5); las jugadas sin captura frente al límite de empate; la decisión de la regla del pastel mientras está abierta.
