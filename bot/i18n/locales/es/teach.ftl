# Texts of everything that teaches: lessons (`/kitty learn`), hints, the analysis of a
# finished game (`/kitty analyse`). The lessons' own texts are in lessons-<game>.ftl.
# Words in `code` are commands, options or typed moves: never translate them.


## A lesson being played (bot/core/lessons.py): the answer to a try

# $seat: the colour or role the learner plays in this lesson ("Yellow").
teach-lesson-not-your-seat = En esta lección juegas con { $seat }.
# $hint: the lesson's hint (a whole sentence). $within: how many moves the lesson allows.
teach-lesson-out-of-tries = { $hint } No has alcanzado el objetivo { $within ->
        [one] en tu primera jugada
       *[other] en { $within } jugadas
    }: la lección vuelve a empezar.
# $hint: the lesson's hint (a whole sentence).
teach-lesson-game-ended = { $hint } La partida terminó antes de alcanzar el objetivo: la lección vuelve a empezar.


## The lesson card (cogs/lesson_card.py), a private message

# The card's first line, in bold. $game: the game's name; $number: this lesson's number;
# $count: how many lessons the game has; $title: the lesson's title.
teach-card-header = **{ $game } · lección { $number }/{ $count }: { $title }**
# Under the lesson's text. $key: the game's key as typed in commands (notation).
teach-card-how = Elige tu jugada abajo o escríbela con `/kitty move` (o `/kitty learn game:{ $key } move:`).
# A try the lesson refused. $reason: why (a whole sentence).
teach-card-refused = ❌ { $reason }
# $moves: the moves the bot played for the other seats, in notation, separated by commas.
teach-card-replies = El otro bando respondió: { $moves }.
# A lesson completed. $success: the lesson's success text.
teach-card-done-one = ✅ { $success }
# After the last lesson of a game. $game: the game's name; $key: its key (notation).
teach-card-all-done = 🎉 ¡Has terminado todas las lecciones de { $game }! `/kitty start { $key }` abre una mesa de verdad.
# `/kitty learn` once every lesson of the game is done. $game: the game's name.
teach-card-all-done-again = Has terminado todas las lecciones de { $game }. Pulsa **Empezar de nuevo** para repetirlas.
# An old lesson card was used. $key: the game's key (notation).
teach-card-moved-on = Esta tarjeta de lección está desactualizada: `/kitty learn game:{ $key }` muestra por dónde vas.
# A button to a lesson not reached yet. $key: the game's key (notation).
teach-card-not-yet = Termina primero las lecciones anteriores: `/kitty learn game:{ $key }`.
# $key: what the member typed as the game.
teach-card-unknown-game = No hay ningún juego `{ $key }` que aprender: elige uno de los juegos ofrecidos.
# Above the second menu, the moves of one piece or kind. $label: the group (notation, "c3").
teach-card-group = Jugadas de **{ $label }**:
# Button label, ≤ 80 characters.
teach-card-next = Siguiente lección
# Button label, ≤ 80 characters. Also named in teach-card-all-done-again.
teach-card-again = Empezar de nuevo
# Button label (shown with a 💡), ≤ 80 characters: the AI's suggested move, privately.
# Menu placeholder, ≤ 150 characters.
teach-card-pick = Elige tu jugada…
# Menu placeholder when the moves are grouped by piece first, ≤ 150 characters.
teach-card-pick-group = ¿Qué quieres mover?
# Menu option that goes back to the first menu, ≤ 100 characters.
teach-card-back = ← volver a todas tus jugadas


## A hint (the Hint button), a private answer

# The first line. $move: the suggested move (notation).
teach-hint-move = 💡 La IA sugiere **{ $move }**.
# The second line, when the AI has no reason to give for its move.
teach-hint-no-reason = (La IA no sabe explicar por qué).
# A Hint clicked under a board that is no longer the latest one.
teach-hint-moved-on = Este tablero ya no está al día.

## Why a move is good (bot/ai/hint_texts.py). The parts are clauses joined into one
## sentence by teach-hint-reason-one/-two; the bot capitalises its first letter.

# One clause as a sentence.
teach-hint-reason-one = { $first }.
# Two clauses as one sentence.
teach-hint-reason-two = { $first }; { $second }.
# A list of two or more things: $most is every item but the last, $last the last one.
teach-hint-list-and = { $most } y { $last }
# The first items of a list: $first, then the rest of them ($rest).
teach-hint-list-comma = { $first }, { $rest }

# The colours of the pieces, as owners ("takes over Blue's tower").
teach-hint-colour-red = Rojo
teach-hint-colour-yellow = Amarillo
teach-hint-colour-blue = Azul
teach-hint-colour-green = Verde
teach-hint-colour-black = Negro
teach-hint-colour-white = Blanco
# Stacktics pyramid sizes.
teach-hint-size-small = la pequeña
teach-hint-size-medium = la mediana
teach-hint-size-large = la grande

# Towers. $owner: a colour; $cell: a cell (notation); $height: pieces in that tower.
teach-hint-towers-take = se hace con la torre de { $owner } en { $cell } ({ $height ->
        [one] { $height } ficha
       *[other] { $height } fichas
    })
# $before, $after: the pieces in the towers the player owns before and after the move.
teach-hint-towers-pieces = controlas { $after ->
        [one] { $after } ficha
       *[other] { $after } fichas
    } en lugar de { $before }
# Stacktics. $owner: a colour; $pieces: the sizes captured ("medium and small");
# $cell: a cell (notation); $pips: their worth.
teach-hint-stacktics-capture = captura { $pieces } de { $owner } en { $cell } ({ $pips ->
        [one] { $pips } punto
       *[other] { $pips } puntos
    })
# $taken: the pips the player will have captured; $needed: the pips that win.
teach-hint-stacktics-total = tendrás { $taken } de los { $needed } puntos que necesitas
teach-hint-stacktics-wins = eso basta para ganar
# Tumbling Down. $owner: a colour; $cells: one or more cells (notation, "c3 and d4").
teach-hint-tumbling-takes-king = captura el rey de { $owner } en { $cells } y gana la partida
# $owner: a colour. A pure stack is made only of that player's colour.
teach-hint-tumbling-no-pure = deja a { $owner } sin ninguna pila pura y gana la partida
# One stack covered. $height: its pieces; $cell: where (notation).
teach-hint-tumbling-stack = { $height ->
        [one] la ficha de { $cell }
       *[other] la pila de { $height } en { $cell }
    }
# $owner: a colour; $stacks: the stacks covered (teach-hint-tumbling-stack, in a list).
teach-hint-tumbling-covers = cubre a { $owner } { $stacks }
# $owner: a colour; $cells: the kings' cells (notation); $count: how many kings.
teach-hint-tumbling-threat = amenaza { $count ->
        [one] al rey
       *[other] a los reyes
    } de { $owner } en { $cells }
# Kitty Stack Tower. $before, $after: the height of the stacks the player owns, in all.
teach-hint-kitty-height = tus pilas pasan de { $before } a { $after ->
        [one] { $after } ficha
       *[other] { $after } fichas
    } de altura en total
# Cat and the Tower. $name: the goal card's name; $climber: who climbs
# (teach-hint-cattower-toto or teach-hint-cattower-cat); $floors: how many floors.
teach-hint-cattower-goal = cumple el objetivo «{ $name }»: { $climber } sube { $floors ->
        [one] { $floors } piso
       *[other] { $floors } pisos
    }
# Toto, the cat of the co-operative game (a name).
teach-hint-cattower-toto = Toto
# The player's own cat in the competitive game.
teach-hint-cattower-cat = tu gato

## When hints are offered (bot/ai/hint_policy.py)

# The description of the `hints` option of `/kitty start`, ≤ 100 characters.
teach-hints-option-description = Permite el botón Pista (en mesas puntuadas, todos deben aceptar)
teach-hints-refuse-rated = Las pistas están desactivadas en esta mesa puntuada: todos los jugadores tienen que aceptarlas al abrir la mesa.
teach-hints-refuse-table = Esta mesa se abrió sin pistas (`hints:on` las activa).
# $value: what was typed for the option.
teach-hints-unknown-option = `hints` debe ser `on` u `off`, no `{ $value }`.


## The analysis of a finished game (`/kitty analyse`, the Analyse button), public

# $id: the game's number.
teach-analysis-not-finished = La partida #{ $id } todavía no ha terminado; una partida se puede analizar cuando acaba.
teach-analysis-no-moves = La partida #{ $id } no tiene jugadas que analizar.
# The note while the analysis runs. $id: the game's number; $positions: how many positions.
teach-analysis-running = Analizando la partida #{ $id } ({ $positions ->
        [one] { $positions } posición
       *[other] { $positions } posiciones
    })… la imagen aparecerá aquí cuando esté lista.
# The same note when other analyses run first. $ahead: how many.
teach-analysis-running-waiting = Analizando la partida #{ $id } ({ $positions ->
        [one] { $positions } posición
       *[other] { $positions } posiciones
    })… la imagen aparecerá aquí cuando esté lista. { $ahead ->
        [one] Antes va { $ahead } análisis más.
       *[other] Antes van { $ahead } análisis más.
    }
# The note after each part. $done: positions analysed so far, of $positions.
teach-analysis-progress = Analizando la partida #{ $id }: { $done } de { $positions } posiciones hechas…
# The embed's title. $title: the game's title ("Towers #12").
teach-analysis-title = Análisis: { $title }
# $result: how the game ended (a sentence part, "Alice won").
teach-analysis-result = Resultado: { $result }.
# Who led. $who: a player's name; $count of $total positions.
teach-analysis-ahead = Por delante durante casi toda la partida: **{ $who }** ({ $count } de { $total } posiciones).
teach-analysis-level = Nadie fue por delante durante la mayor parte de la partida.
teach-analysis-swings-head = Los mayores vuelcos:
# One swing. $n: its number in the list; $ply: the move's number; $who: the mover's name;
# $played: the move (notation); $before, $after: the mover's chance to win (0 to 1).
teach-analysis-swing = { $n }. Jugada { $ply }, { $who } jugó { $played }: probabilidad de ganar { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) }
# The same, with the move the AI preferred ($preferred, notation) and its chance ($value).
teach-analysis-swing-preferred = { $n }. Jugada { $ply }, { $who } jugó { $played }: probabilidad de ganar { NUMBER($before, style: "percent", maximumFractionDigits: 0) } → { NUMBER($after, style: "percent", maximumFractionDigits: 0) } (la IA prefería { $preferred }, { NUMBER($value, style: "percent", maximumFractionDigits: 0) })
teach-analysis-no-swings = Ninguna jugada cambió el equilibrio.
# The embed's footer.
teach-analysis-footer = Probabilidades estimadas por la IA con un presupuesto fijo por posición.
# The picture's description for screen readers. $id: the game's number; $text: the summary.
teach-analysis-alt = Gráfico de la probabilidad de ganar de cada jugador, jugada a jugada, en la partida #{ $id }. { $text }
# A player's name when the analysis does not know it.
teach-analysis-unknown-player = ?
