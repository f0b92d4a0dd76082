# What a table shows: the lobby card, the board message, the result, buttons and menus
# under them, private prompts (My moves, confirmations, hints) and the list of open tables.
# Public messages are in the server's language, private answers in the member's.
# Notation (cells like c3, moves like c3-c4, piece letters, option values such as
# `first:red`) and names stay as they are: they come in placeholders.
# Button labels: at most 80 characters. Menu options and placeholders: at most 100.


## Lobby card

# Title of the lobby card. $game: the game's title ("Towers").
table-lobby-title = { $game } — esperando jugadores
# The lobby card's text when the game needs an exact number of players. $count: that number.
# "Join" and "Start" are the labels of the buttons below (table-button-join, table-button-start).
table-lobby-how-exact = Pulsa **{ table-button-join }** para ocupar un puesto ({ $count } jugadores). El anfitrión pulsa **{ table-button-start }** cuando estén todos.
# The same when the game takes a range of players. $min, $max: the smallest and largest number.
table-lobby-how-range = Pulsa **{ table-button-join }** para ocupar un puesto ({ $min }–{ $max } jugadores). El anfitrión pulsa **{ table-button-start }** cuando estén todos.
# Added on a new line under the text above while seats are free.
table-lobby-add-ai = Añade jugadores de IA con el menú de abajo.
# Lobby card field names (short headings).
table-lobby-seats = Puestos
table-lobby-options = Opciones
table-lobby-time-per-move = Tiempo por jugada
# Footer of the lobby card. $match: the match number; $game: the game's key as typed in the
# command (keep "/kitty rules game:" as it is: it is the command to type).
table-lobby-footer = Partida #{ $match } · /kitty rules game:{ $game }
# A seat line of the lobby card: an AI player. $name: the AI's name; $level: easy, medium or hard.
table-seat-ai = 🤖 { $name } ({ $level ->
        [easy] fácil
        [hard] difícil
       *[medium] media
    })
# A seat line: the seat's player ($who, a mention) is the host of the table.
table-seat-host = { $who } (anfitrión)
# Added after a seat line for each pick of a seat option. $label: the option's name
# (e.g. "hand"); $choice: the value picked (a typed word, kept as it is).
table-seat-pick = { $label }: { $choice }
# An option of a lobby menu for picking one's own seat option. $label: the option's name
# (e.g. "hand"); $choice: the value (a typed word, kept as it is). ≤ 100 characters.
table-lobby-my-pick = Mi { $label }: { $choice }
# The lobby card once the game started.
table-lobby-started = La partida ha empezado: mira el tablero de abajo.
# The lobby card once the table closed without a game (cancelled, expired).
table-lobby-closed = Esta mesa está cerrada.
# The lobby card after the host cancelled. $who: a mention of who cancelled.
table-lobby-cancelled = Cancelada por { $who }.

## Hints (a table started with hints:on)

# Lobby card field name.
table-hints-field = Pistas
table-hints-lobby = Activadas: el botón Pista te muestra en privado la jugada de la IA. Al unirte, lo aceptas.

## Board message

# A seat named with its colour or role: $name (a player's name), $colour ("Yellow").
table-seat-label = { $name } ({ $colour })
# A seat played by the AI, named with its colour: $name, $colour.
table-seat-label-ai = 🤖 { $name } ({ $colour })
# Who made a move when no seat did it (the game itself).
table-the-game = El juego
# What happened: $who (a seat label, e.g. "Alice (Yellow)") played $move (notation or a
# description of the move).
table-played = { $who } jugó **{ $move }**.
# The same for a move the player could not avoid.
table-had-to-play = { $who } tuvo que jugar **{ $move }**.
# An AI seat is choosing its move. $who: the seat label.
table-thinking = { $who } está pensando…
# Whose turn: $mention (the player's mention), $colour (their colour or role).
table-your-turn = Te toca, { $mention } ({ $colour }).
# Several players act at once. $names: their mentions, joined with ", ".
table-waiting-for = Esperando a { $names }.
# Result of a cooperative game. $reason: why it ended (a sentence part from the game).
table-victory = 🎉 Victoria: { $reason }.
table-defeat = 💥 Derrota: { $reason }.
# A draw. $reason: why.
table-draw = 🤝 Empate: { $reason }.
# One winner. $name: the winner's seat label; $reason: why the game ended.
table-wins = 🏆 Gana { $name }: { $reason }.
# Several winners. $names: their seat labels (table-names-and); $reason: why.
table-win-together = 🏆 Ganan { $names }: { $reason }.
# Two or more names in a list: $first (all but the last, joined with ", "), $last.
table-names-and = { $first } y { $last }
# Under the result. $scores: "Alice (Yellow) 12 · Bob (Red) 9".
table-final-scores = Puntuación final: { $scores }
# Parts of a final details line per seat (joined with "; "). $value: a number or a height.
table-final-height = altura { $value }
table-final-score = puntos { $value }
table-final-own-colour = color propio { $value }
# $cards: the seat's cards, "Name (+3), Name (-1)".
table-final-cards = cartas: { $cards }
# $changes: "alice 1 500 → 1 568 · bob 1 500 → 1 432".
table-ratings = Clasificación: { $changes }
# Title of the board message. $game: the game's title; $ply: the move number.
table-board-title = { $game } · jugada { $ply }
# Footer of the board message. $match: the match number. Keep the commands as they are.
table-board-footer = Partida #{ $match } · /kitty move para jugar · /kitty board para volver a verlo
# A replaced board that could not be deleted.
table-old-board = Este tablero está desactualizado: el tablero actual está más abajo (`/kitty board` lo muestra).
# Private answer to a mover when the board could not be posted right away.
table-board-follows = Tu jugada se ha realizado. Ahora mismo Discord tarda en mostrar el tablero; aparecerá aquí en breve.
# Public notice when a player's DMs are closed. $mention: the player.
table-dm-closed = { $mention }, no he podido enviarte un mensaje directo. Usa `/kitty cards` aquí para ver tus cartas: solo tú verás la respuesta.

## A seat's secret cards (direct message)

# Title. $title: what the cards are ("Your goal cards"); $game: the game's title; $match: number.
table-secret-title = { $title } — { $game }, partida #{ $match }
# Used when the game gives no title.
table-secret-default-title = Tus cartas
table-secret-none = Ahora mismo no tienes cartas.
# Field name above an exchange offer.
table-offer-field = Oferta de intercambio
# $giver, $taker: seat labels; $card: a card's name. "Decline" is the button label.
table-offer = { $giver } ofrece **{ $card }** a { $taker } a cambio de una de sus cartas. Para responder, usa `/kitty trade` (acepta indicando la carta que das a cambio) o pulsa **{ table-button-decline }**.
# Used as $card when the offer names no card.
table-offer-a-card = una carta

## Open tables (/kitty games)

# $channel: a channel mention.
table-list-in-thread = (hilo en { $channel })
table-list-damaged = dañada (un moderador puede cancelarla)
# $count: how many players are seated. "Join" is the button label.
table-list-waiting = esperando jugadores ({ $count } sentados): pulsa { table-button-join }
# $names: the players to move, joined with ", ".
table-list-to-move = le toca a: { $names }
table-list-in-play = en juego
# $when: when the clock runs out (a Discord relative time).
table-list-runs-out = (el tiempo se agota { $when })
# $time: the time allowed per move ("2 minutes").
table-list-per-move = { $time } por jugada
# Title. $count: how many tables are open.
table-list-title = Mesas abiertas ({ $count })
table-list-none = No hay mesas abiertas. Abre una con `/kitty start`.

## Buttons (≤ 80 characters)

table-button-join = Unirse
table-button-leave = Salir
table-button-start = Empezar
table-button-cancel = Cancelar
table-button-add-ai = Añadir IA
# After "Add AI": the AI's level.
table-button-ai-level = { $level ->
        [easy] IA fácil
        [hard] IA difícil
       *[medium] IA media
    }
table-button-my-moves = Mis jugadas
table-button-hint = Pista
table-button-take-back = Deshacer
table-button-accept-takeback = Aceptar deshacer
table-button-rematch = Revancha
table-button-accept = Aceptar
table-button-decline = Rechazar
# Confirming a move the game warned about. $move: the move's notation.
table-button-play-move = Jugar { $move }
table-button-play-it = Jugarla
table-button-keep-playing = Seguir jugando
table-button-resign = Rendirse
table-button-replay = Repetición
table-button-analyse = Analizar
# The other players' choices after a seat ran out of time.
table-button-claim-win = Reclamar la victoria
table-button-skip-turn = Saltar su turno
table-button-ai-takes-seat = La IA ocupa su puesto
table-button-remove-seat = Expulsar (la IA juega el puesto)

## Menus (placeholders ≤ 150 characters, options ≤ 100)

table-menu-pick-move = Elige tu jugada…
table-menu-what-to-move = ¿Qué quieres mover?
table-menu-answer-offer = Responde a la oferta…

## Private prompts

table-which-ai = ¿Qué IA quieres añadir?
# $warning: the game's warning (a sentence); $move: the move's notation.
table-confirm-move = { $warning } ¿Jugar **{ $move }**?
table-resign-question = ¿Rendirte en esta partida? Se avisará a los demás al momento.
table-moves-changed = Tus jugadas han cambiado; vuelve a pulsar **{ table-button-my-moves }**.
# A menu option of a move: $move (notation), $label (the move in words).
table-move-option = { $move } — { $label }
# $count: the number of legal moves.
table-your-moves = Tus jugadas legales ({ $count }).
table-many-moves = Tienes { $count } jugadas legales. Elige primero qué mover y luego adónde.
# An option of the first menu. $label: what moves (a piece, a cell); $count: how many moves.
table-group-option = { $label } — { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }
table-back-option = ← volver a todas tus jugadas
# $label: what moves (a piece, a cell).
table-group-moves = Jugadas de **{ $label }**:
# Autocomplete: added to the last choice when more moves match. $count: how many more;
# $example: a cell or piece to type (notation). The whole choice is cut at 100 characters.
table-more-moves = { $count } más: escribe una casilla o ficha (p. ej. { $example })
# Description (for screen readers) of the "where can it go" picture. $group: what moves;
# $marks: the tags with their cells (table-where-mark, joined with ", ").
table-where-alt = Adónde puede ir { $group }: { $marks }.
# $tag: a letter drawn on the picture; $cell: the cell (notation).
table-where-mark = { $tag } en { $cell }
# Description of the hint picture. $move: the move; $tag: the letter drawn; $cell: its cell.
table-hint-alt = Pista: { $move }, marcada { $tag } en { $cell }.
