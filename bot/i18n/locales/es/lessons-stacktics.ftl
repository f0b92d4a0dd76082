# The lessons of Stacktics (`/kitty learn game:stacktics`), in the order they are played.
# Each lesson's messages are lesson-stacktics-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson shapes: How pyramids move

lesson-stacktics-shapes-title = Cómo se mueven las pirámides
lesson-stacktics-shapes-text =
    Juegas con Rojo. Una pirámide pequeña se mueve en diagonal, una mediana en línea recta y una
    grande de ambas formas. Una pirámide que no lleva nada encima avanza lo que quiera por casillas
    vacías. Mueve tu mediana de c1 en línea recta hacia arriba hasta c4.
lesson-stacktics-shapes-hint = La mediana está en c1: se mueve en línea recta, a cualquier distancia mientras no lleve nada encima.
# The answer when the learner plays `Sa1-b2`.
lesson-stacktics-shapes-hint-1 = Esa es tu pequeña, que se mueve en diagonal. Esta vez mueve la mediana de c1 a c4.
lesson-stacktics-shapes-success = Sí: una mediana sola se desliza en línea recta mientras el tablero esté vacío.

## Lesson range: Carrying shortens the move

lesson-stacktics-range-title = Llevar carga acorta el movimiento
lesson-stacktics-range-text =
    La ficha que eliges se mueve con todo lo que tiene apilado encima. Si lleva menos puntos que su
    propio tamaño, avanza hasta 2 casillas; si lleva tantos o más, solo 1. Mueve la mediana de c1
    con su pequeña dos casillas hacia arriba.
lesson-stacktics-range-hint = Elige la mediana (lleva un punto, menos que sus dos) y muévela dos casillas hacia arriba: `Mc1-c3`.
lesson-stacktics-range-success = Exacto: la grande se quedó atrás, y la mediana y la pequeña avanzaron dos casillas.

## Lesson stack: Stacking on your own pieces

lesson-stacktics-stack-title = Apilar sobre tus propias fichas
lesson-stacktics-stack-text =
    Puedes caer sobre tu propia pila si su ficha de arriba es al menos tan grande como la que
    mueves. Pon tu pequeña de b2 encima de tu grande de c3.
lesson-stacktics-stack-hint = La pequeña de b2 se mueve en diagonal: c3 está un paso arriba a la derecha.
lesson-stacktics-stack-success = Ahora tu pequeña va montada sobre la grande: juntas podrán capturar más adelante.

## Lesson capture: Capturing

lesson-stacktics-capture-title = Capturar
lesson-stacktics-capture-text =
    Solo captura una ficha suelta que salta desde lo alto de una pila de dos o más y cae sobre una
    pila enemiga. Toda la pila enemiga sale del juego y sus puntos cuentan para ti. Captura la pila
    azul de d3 con la pequeña que está encima de c2.
lesson-stacktics-capture-hint = La pequeña de encima de c2 se mueve en diagonal: hazla saltar a d3 (`Sc2xd3`).
lesson-stacktics-capture-success = Tres puntos capturados: la mediana y la pequeña de Azul han desaparecido.

## Lesson win: Winning

lesson-stacktics-win-title = Ganar
lesson-stacktics-win-text =
    Gana el primero que captura la mitad de los puntos del rival: 9 puntos en este tablero. Ya
    tienes 7. Gana en una jugada.
lesson-stacktics-win-hint = ¿Qué captura te da dos puntos más? La mediana de d3 vale 2.
lesson-stacktics-win-success = Nueve puntos: gana Rojo.
