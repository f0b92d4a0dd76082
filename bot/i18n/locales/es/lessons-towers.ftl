# The lessons of Towers (`/kitty learn game:towers`), in the order they are played.
# Each lesson's messages are lesson-towers-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson move: Moving a tower

lesson-towers-move-title = Mover una torre
lesson-towers-move-text =
    Juegas con Amarillo. Una torre es tuya cuando tu color está arriba, y se mueve entera, una
    casilla arriba, abajo, a la izquierda o a la derecha. Mueve tu torre de c3 a una casilla
    vacía vecina.
lesson-towers-move-hint = Mueve la torre de c3 una casilla arriba, abajo, a la izquierda o a la derecha.
lesson-towers-move-success = Muy bien: una torre se mueve entera a una casilla vecina.

## Lesson take: Taking a tower over

lesson-towers-take-title = Conquistar una torre
lesson-towers-take-text =
    Si te mueves sobre una torre que no es más alta que la tuya, tu torre queda encima, así que la
    nueva torre es tuya. Conquista la torre azul de c4 con tu torre de c3.
lesson-towers-take-hint = La torre azul está justo encima de la tuya, en c4: muévete sobre ella.
# The answer when the learner plays `c3-d3`.
lesson-towers-take-hint-1 = d3 está vacía: así solo mueves tu torre. Muévete sobre la torre azul de c4.
# The answer when the learner plays `c3-b3`.
lesson-towers-take-hint-2 = b3 está vacía: así solo mueves tu torre. Muévete sobre la torre azul de c4.
# The answer when the learner plays `c3-c2`.
lesson-towers-take-hint-3 = c2 está vacía: así solo mueves tu torre. Muévete sobre la torre azul de c4.
lesson-towers-take-success = Ahora la torre de c4 tiene dos de altura y es tuya.

## Lesson taller: Never onto a taller tower

lesson-towers-taller-title = Nunca sobre una torre más alta
lesson-towers-taller-text =
    No puedes moverte sobre una torre más alta que la tuya. Tu torre de c3 tiene dos de altura:
    la torre de tres en c4 está fuera de tu alcance, pero la ficha suelta de d3 no. Conquístala.
lesson-towers-taller-hint = Busca una torre azul que no sea más alta que la tuya: la de d3.
lesson-towers-taller-success = Exacto: una torre solo cae sobre otra de su altura o más baja.

## Lesson score: Counting pieces

lesson-towers-score-title = Contar fichas
lesson-towers-score-text =
    Tu puntuación son todas las fichas de las torres que son tuyas, incluidas las del rival. Ahora
    mismo tienes 3 fichas. Haz una jugada que te lleve a 5.
lesson-towers-score-hint = Conquista la torre más alta que puedas alcanzar: una torre de dos suma dos fichas.
lesson-towers-score-success = Cinco fichas: conquistar torres más altas da más puntos.

## Lesson win: Winning the game

lesson-towers-win-title = Ganar la partida
lesson-towers-win-text =
    La partida termina cuando un jugador tiene todas las torres, y gana quien tenga más fichas.
    Un jugador que no puede moverse pasa. Gana esta posición en dos jugadas contra el bot.
lesson-towers-win-hint = Conquista primero a1: así la última torre azul, en b1, queda encerrada.
lesson-towers-win-success = Todas las torres son tuyas: has ganado la partida.
