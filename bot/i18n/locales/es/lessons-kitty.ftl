# The lessons of Kitty Stack Tower (`/kitty learn game:kitty`), in the order they are played.
# Each lesson's messages are lesson-kitty-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson place: Placing your pieces

lesson-kitty-place-title = Colocar tus fichas
lesson-kitty-place-text =
    Juegas con Rojo. Antes de la partida, cada jugador pone fichas en casillas vacías, una por
    casilla. Aquí te turnas con Amarillo. Coloca una ficha, por ejemplo con `place d4`.
lesson-kitty-place-hint = Escribe `place` y una casilla vacía, como `place d4`.
lesson-kitty-place-success = Tu primera ficha ya está en el tablero. En una partida real, el bot puede colocar el resto por ti: `place random`.

## Lesson stack: Stacking

lesson-kitty-stack-title = Apilar
lesson-kitty-stack-text =
    Una pila es tuya cuando tu color está arriba. Apilar (`stack`) mueve tu pila, en orden, sobre
    una pila vecina que no sea más alta. Pon tus dos fichas de d4 sobre la ficha amarilla de d5.
lesson-kitty-stack-hint = Escribe `stack d4>d5`: tu pila pasa de d4 a d5.
lesson-kitty-stack-success = La pila de d5 tiene tres de altura y es tuya.

## Lesson flip: Flipping

lesson-kitty-flip-title = Voltear
lesson-kitty-flip-text =
    Voltear (`flip`) permite que una pila de 2 o más salte sobre una vecina al menos igual de alta
    hasta la casilla vacía de detrás; la pila saltada se pone boca abajo. Salta sobre la pila alta
    de Amarillo en e4: su ficha de abajo es roja, así que pasa a ser tuya.
lesson-kitty-flip-hint = Escribe `flip d4>e4`: tu pila salta sobre e4 y e4 se pone boca abajo.
lesson-kitty-flip-success = Al darle la vuelta, la ficha roja queda arriba: ahora esa pila es tuya.

## Lesson disassemble: Disassembling

lesson-kitty-disassemble-title = Desmontar
lesson-kitty-disassemble-text =
    Cuando una pila rival junto a la tuya contiene una de tus fichas, y tu pila tiene más fichas de
    tu color que la suya del suyo, puedes desmontarla (`disassemble`): las fichas que hay por encima
    de tu ficha más alta se deslizan bajo tu pila. Desmonta la pila de Amarillo en d5.
lesson-kitty-disassemble-hint = Escribe `disassemble d4>d5`.
lesson-kitty-disassemble-success = La ficha amarilla se deslizó bajo tu pila, y d5 vuelve a tener el rojo arriba.

## Lesson end: Passing and the end

lesson-kitty-end-title = Pasar y el final
lesson-kitty-end-text =
    Siempre puedes pasar. Cuando todos los jugadores pasan seguidos, la partida termina, y las
    fichas de las pilas que son tuyas son tu puntuación. Amarillo acaba de pasar y vas ganando:
    termina la partida.
lesson-kitty-end-hint = Escribe `pass`: después del pase de Amarillo, el tuyo termina la partida mientras ganas 3 a 1.
lesson-kitty-end-success = Todos pasaron seguidos: ganas 3 a 1.

## Lesson cards: Secret objective cards

lesson-kitty-cards-title = Cartas de objetivo secretas
lesson-kitty-cards-text =
    Con la opción de objetivos, cada jugador tiene 2 cartas secretas (`/kitty cards` te las muestra)
    que suman puntos. Una de las tuyas es Apilado Continuo: en lugar de una sola pila, apilas a lo
    largo de una fila de pilas con el mismo color arriba, +1 por paso. Consigue ahora un punto de carta.
lesson-kitty-cards-hint = Busca una jugada `chain` en Mis jugadas: `chain b5>c5` recorre varias pilas.
lesson-kitty-cards-success = Punto de carta conseguido: ahora Apilado Continuo queda revelada para todos.
