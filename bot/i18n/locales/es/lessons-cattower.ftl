# The lessons of Cat and the Tower (`/kitty learn game:cattower`), in the order they are played.
# Each lesson's messages are lesson-cattower-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson cards: Choosing an Action Card

lesson-cattower-cards-title = Elegir una carta de acción
lesson-cattower-cards-text =
    Construyes una torre de papel para que Toto, el gato, pueda trepar por ella. Cada turno empieza
    con una opción de una carta de acción boca arriba: Construir, Colocar un Amigo o Acariciar.
    Para empezar, toma una opción de Construir.
lesson-cattower-cards-hint = La carta A01 tiene dos opciones de Construir: `take A01 left` o `take A01 right`.
# The answer when the learner plays `take A02`.
lesson-cattower-cards-hint-1 = A02 coloca un Amigo, y todavía no hay ningún piso por encima de Toto: construye primero con A01.
lesson-cattower-cards-success = Tienes dos paredes, listas para levantarlas sobre el piso.

## Lesson build: Building a floor

lesson-cattower-build-title = Construir un piso
lesson-cattower-build-text =
    Construir levanta dos paredes sobre el piso más alto y luego coloca el siguiente piso encima.
    Una vista previa transparente muestra dónde va cada pieza; `confirm` la asienta y la física
    decide qué se mantiene en pie. Construye el piso 2.
lesson-cattower-build-hint = Toma una opción de Construir, confirma las paredes con `confirm` y luego el piso con `confirm`.
lesson-cattower-build-success = El piso 2 está en pie: ahora hay un piso por encima de Toto.

## Lesson friend: Placing a Friend

lesson-cattower-friend-title = Colocar un Amigo
lesson-cattower-friend-text =
    Un Amigo es un gatito que colocas en un piso o sobre otro Amigo; los objetivos los cuentan.
    La vista previa está en el piso 2, justo encima de Toto. Muévela con `at 12` si quieres y
    luego usa `confirm` para colocar el Amigo.
lesson-cattower-friend-hint = `confirm` coloca el Amigo donde lo muestra la vista previa.
# The answer when the learner plays `back`.
lesson-cattower-friend-hint-1 = `back` retira el Amigo: usa `confirm` en su lugar.
lesson-cattower-friend-success = El Amigo está en el piso 2.

## Lesson goals: Completing a goal

lesson-cattower-goals-title = Cumplir un objetivo
lesson-cattower-goals-text =
    Después de tu acción, puedes cumplir un objetivo boca arriba que se cumpla para los Amigos del
    piso justo encima de Toto. Entonces Toto sube esa cantidad de pisos. El objetivo G01 pide al
    menos un Amigo ahí: cúmplelo y coloca a Toto.
lesson-cattower-goals-hint = Escribe `goal G01 climb 1` y luego `confirm` para colocar a Toto en el piso 2.
# The answer when the learner plays `end turn`.
lesson-cattower-goals-hint-1 = Si terminas el turno, Toto se queda en el piso 1: cumple primero el objetivo G01.
lesson-cattower-goals-success = Toto subió al piso 2. Si Toto llega al piso 10 con la torre en pie, todos ganan.

## Lesson hand: Your hand

lesson-cattower-hand-title = Tu pulso
lesson-cattower-hand-text =
    En la sala, cada jugador elige lo firme que es su pulso: firme (`steady`), normal (`normal`),
    tembloroso (`shaky`) o manazas (`butterfingers`). Cuanto más tiembla tu mano, más se mueve al
    confirmar, y una pieza tiene hasta 3 intentos antes de perder la opción. Con un pulso
    tembloroso, construye el piso 2.
lesson-cattower-hand-hint = Toma una opción de Construir y confirma las paredes y el piso; si una pieza resbala, vuelve a intentarlo.
lesson-cattower-hand-success = El piso 2 está en pie, incluso con un pulso tembloroso. Las paredes que caen cuentan para las 5 que hacen perder la partida.
