# Towers (bot/games/towers): seat names, options, move labels, errors, results and rules.
# Move notation (cells such as `c3`, moves such as `c3-c4`, the word `pass`) is the same in
# every language: never translate text between backticks.

## Seats (seat 1 moves first by default)

towers-seat-1 = Amarillo
towers-seat-2 = Azul

## Options of `/kitty start towers` (Discord option descriptions, ≤ 100 characters).
## The option values (yellow, blue, random) are typed as they are: keep them in English.

towers-option-quiet = Jugadas sin fusión que terminan la partida (0 = desactivado)
towers-option-first = Quién mueve primero: yellow (Amarillo), blue (Azul) o random (al azar)

## Move labels (autocomplete and the "My moves" menu, ≤ 100 characters).
## $start and $end are cells (`c3`), $height is the height of the moving tower,
## $below the height of the tower it lands on and $total the height afterwards.

# The only move of a player who has no legal move.
towers-describe-pass = pasar (no hay ninguna jugada legal)
towers-describe-empty = { $start } ({ $height }) → { $end } (vacía)
# The moving tower lands on a tower of the mover's own colour.
towers-describe-onto-yours = { $start } ({ $height }) → { $end } sobre tu torre de { $below } = { $total } de altura
# The moving tower lands on a tower of the opponent's colour (and takes it over).
towers-describe-onto-theirs = { $start } ({ $height }) → { $end } sobre la torre rival de { $below } = { $total } de altura

## Why a typed move is refused (shown privately to the player who typed it).

towers-pass-not-allowed = Solo puedes pasar cuando no tienes ninguna jugada legal.
# $text is what the player typed.
towers-not-a-move = `{ $text }` no es una jugada: escríbela como `c3-c4` (origen-destino).
# $text is what the player typed as a cell; $last is the board's last cell (`f6`).
towers-not-a-cell = `{ $text }` no es el nombre de una casilla (prueba algo como `c4`).
towers-off-board = `{ $text }` está fuera del tablero (a1–{ $last }).
towers-no-tower = No hay ninguna torre en { $cell }.
towers-not-yours = La torre de { $cell } no es tuya.
towers-not-next-to = { $end } no está junto a { $start } (las jugadas van una casilla arriba, abajo, a la izquierda o a la derecha).
# $height is the height of the tower on $cell, $mine the height of the player's tower.
towers-taller = La torre de { $cell } ({ $height } de altura) es más alta que la tuya ({ $mine } de altura).
# $move is the typed move in notation (`c3-c4`).
towers-not-legal = `{ $move }` no es una jugada legal ahora.
towers-illegal = Esa jugada no es legal ahora.

## Why the game ended (a short phrase shown with the result, no full stop).

# $name is a seat's colour (Yellow or Blue).
towers-reason-owns-all = { $name } tiene todas las torres
towers-reason-empty = el tablero está vacío
towers-reason-passed = los dos jugadores pasaron
# $count is the quiet limit, a number of plies (single moves).
towers-reason-quiet = { $count ->
        [one] pasó { $count } jugada sin fusión
       *[other] pasaron { $count } jugadas sin fusión
    }
towers-reason-agreed = los jugadores acordaron terminar la partida

## The rules, as `/kitty rules towers` shows them (Discord markdown, one embed:
## at most about 3 500 characters). The first paragraph is also the pitch `/kitty help`
## shows. Keep the section "Reading the board" in sync with the picture.

towers-rules =
    # Towers

    Mueve una de tus torres (con tu color arriba), entera, a una casilla vecina que esté
    vacía o tenga una torre que no sea más alta, para conquistar esa torre; cuando ya no se
    pueden fusionar más torres, gana quien tenga más fichas.

    ## Tablero y fichas
    - Amarillo y Azul tienen 18 fichas cada uno. Las casillas van de `a1` a `f6`: columnas a–f de izquierda a derecha, filas 1–6 desde el lado de Amarillo.
    - Al empezar, cada casilla tiene una ficha, en un patrón de damero: `a1` es amarilla y los colores se alternan a lo largo de cada fila y columna.
    - Una torre pertenece al jugador cuyo color está arriba. Su altura es el número de fichas que tiene.
    - Amarillo mueve primero, salvo que la partida se empezara con `first:blue` (`first:random`: el bot sortea quién empieza).

    ## Tu jugada
    Mueve una de tus torres, entera, una casilla arriba, abajo, a la izquierda o a la derecha:
    - a una casilla vacía, o
    - sobre cualquier torre (tuya o del rival) que **no sea más alta** que la torre que mueves. La torre que mueves queda encima conservando su orden, así que la nueva torre es tuya.
    No puedes moverte sobre una torre más alta. No puedes pasar mientras tengas una jugada legal; un jugador sin jugadas legales pasa (el bot lo hace por ti y lo indica).

    ## Final de la partida
    La partida termina en cuanto:
    1. un jugador tiene todas las torres; o
    2. los dos jugadores pasan uno detrás del otro; o
    3. se hacen 40 jugadas seguidas sin una fusión (una jugada a una casilla ocupada). Este «límite sin fusiones» se puede cambiar al empezar (`quiet:`, 0 lo desactiva); o
    4. los dos jugadores acuerdan terminarla (`/kitty end`, y el rival acepta).
    {"*"}*Puntuación:** las fichas que controlas, es decir, la altura total de las torres que son tuyas. Gana quien tenga más fichas; con las mismas, es empate. Si alguien se rinde, gana el rival.

    ## Cómo leer el tablero
    - Cada torre se dibuja de lado, de abajo arriba: las fichas amarillas llevan un ▲ y las azules un ■. Cada casilla se tiñe del color de su dueño.
    - El número en un círculo es la altura de la torre (torres de 2 o más). Una losa gris con tres puntos representa las fichas demasiado hundidas para dibujarlas.
    - Última jugada: un contorno discontinuo donde empezó la torre, un contorno magenta continuo donde cayó y una flecha entre ambos.
    - Bajo el tablero: ▶ a quién le toca; cada jugador con su color y su marca y las fichas que controla; y cuántas jugadas seguidas van sin fusión ("12 de 40 jugadas sin fusión": a las 40 termina la partida).

    {"*"}*Notación:** `c3-c4` mueve la torre de c3 sobre c4. `/kitty move` te ofrece todas las jugadas legales mientras escribes; **Mis jugadas**, bajo el tablero, te las muestra en privado.
