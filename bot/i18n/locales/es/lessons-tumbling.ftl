# The lessons of Tumbling Down (`/kitty learn game:tumbling`), in the order they are played.
# Each lesson's messages are lesson-tumbling-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson step: Stepping

lesson-tumbling-step-title = Avanzar
lesson-tumbling-step-text =
    Juegas con Negro. Una pila es tuya cuando hay una ficha negra arriba. Un avance mueve solo la
    ficha de arriba de tu pila a una de las 8 casillas de alrededor, en recto o en diagonal. Avanza
    la ficha de arriba de tu pila de e5.
lesson-tumbling-step-hint = Un avance mueve una ficha una casilla: escríbelo como `e5-e6`.
lesson-tumbling-step-success = La ficha de arriba avanzó; la de debajo se quedó donde estaba.

## Lesson tumble: Tumbling

lesson-tumbling-tumble-title = Derribar
lesson-tumbling-tumble-text =
    Un derribo tumba una pila entera de 2 o más en una de 8 direcciones: la ficha de abajo cae en la
    casilla siguiente, la de encima en la de después, y así sucesivamente. Derriba tu pila de d5
    hacia abajo del tablero, al sur.
lesson-tumbling-tumble-hint = Un derribo se escribe con `>` y una dirección: `d5>s` tumba d5 hacia el sur.
lesson-tumbling-tumble-success = Tres fichas en d4, d3 y d2: la de arriba fue la que llegó más lejos.

## Lesson king: Covering the king

lesson-tumbling-king-title = Cubrir al rey
lesson-tumbling-king-text =
    El rey de un jugador es su pila más alta hecha solo de su color; lo marca una corona dorada.
    Pon una de tus fichas encima del rey enemigo y ganas. Cubre al rey blanco en d3.
lesson-tumbling-king-hint = Tu ficha suelta de c4 está justo al lado del rey de d3: avanza sobre él.
lesson-tumbling-king-success = El rey blanco está cubierto: gana Negro.

## Lesson far: A tumble reaches far

lesson-tumbling-far-title = Un derribo llega lejos
lesson-tumbling-far-text =
    En un derribo, la ficha de arriba es la que cae más lejos, así que una pila alta puede cubrir
    a un rey a varias casillas. El rey blanco de d3 está fuera del alcance de un avance. Derriba tu
    pila de tres en d6 para que su ficha de arriba caiga en d3.
lesson-tumbling-far-hint = Cuenta: d6 derribada hacia el sur deja fichas en d5, d4 y luego d3.
lesson-tumbling-far-success = La ficha de arriba cayó sobre el rey: gana Negro.

## Lesson kings: Several kings

lesson-tumbling-kings-title = Varios reyes
lesson-tumbling-kings-text =
    Cuando dos pilas puras comparten la mayor altura, las dos son reyes, y perder cualquiera de
    ellas hace perder la partida. Aquí Blanco tiene dos reyes. Gana cubriendo el que puedas alcanzar.
lesson-tumbling-kings-hint = El rey de f2 está junto a tu ficha de e3.
lesson-tumbling-kings-success = Basta con cubrir un rey: gana Negro.
