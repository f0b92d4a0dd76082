# Every word drawn on a picture (boards, card pictures, the card sheet, replay GIFs,
# analysis charts) and the text boards of the terminal commands.
# Space on a picture is short: keep labels about as long as the English (German is long,
# Japanese is wide); a label too wide is shrunk, wrapped or cut with "…".
# Notation (cells such as c3, moves such as c3-c4, piece letters) is never translated.

## Shared words

# Two names (or a list and one more name) joined: "Alice and Bob". Applied again for
# three names: "Alice and Bob and Carol".
render-and = { $first } y { $last }
# A seat without a name; $number is the seat number (1, 2, …).
render-player = Jugador { $number }
# Piece colours (also the seats' names when a board is drawn without players).
render-colour-r = Rojo
render-colour-y = Amarillo
render-colour-b = Azul
render-colour-g = Verde
render-colour-w = Blanco
render-colour-k = Negro

## Text boards (terminal `play` / `replay`, and the end of a picture's alt text)

render-text-draw = Empate
# $names: the winners, joined with "and"; $count: how many winners.
render-text-win = { $count ->
        [one] Gana { $names }
       *[other] Ganan { $names }
    }
# $result: render-text-draw or render-text-win; $reason: why the game ended.
render-text-result = { $result }: { $reason }
render-text-waiting = Esperando jugadores
# $name: the seat on turn (a colour or a player).
render-text-to-move = Le toca a { $name }

## Towers text board
# $count: moves made since the last merge; $limit: the number that ends the game.
render-towers-quiet = { $count } de { $limit } jugadas sin fusión (a las { $limit } termina la partida)
render-towers-text-key = (cada torre: la letra de su dueño y su altura)

## Stacktics text board
# One seat's count: "Red 4 of 15"; $name: the seat, $count: pips captured, $target: pips to win.
render-stacktics-text-pips = { $name } { $count } de { $target }
# $counts: every seat's render-stacktics-text-pips, joined with " · ".
render-stacktics-text-captured = Puntos capturados: { $counts }
# R321 is notation (colour letter, then piece sizes): keep it as it is.
render-stacktics-text-key = (letra del color y luego tamaños de abajo→arriba: R321 = un árbol rojo)

## Tumbling Down text board
# One side's kings: $name the side, $cells the cells of its kings (notation) or
# render-tumbling-text-none, $height how tall they are.
render-tumbling-text-king = { $name } { $cells } (altura { $height })
# In place of a side's king cells when it has none left.
render-tumbling-text-none = ninguno
# $kings: every side's render-tumbling-text-king, joined with " · ".
render-tumbling-text-kings = Reyes: { $kings }
render-tumbling-text-key = (pilas de abajo→arriba, la ficha superior del dueño en mayúscula; pilas altas: altura + las tres de arriba)

## Kitty Stack Tower text board
# $stacks: cells and their stacks in notation ("c3 yBr, d4 rY").
render-kitty-text-stacks = Pilas (abajo→arriba): { $stacks }
# One seat's owned height with its face-up card points: $name, $height, $points.
render-kitty-text-height-points = { $name } { $height } (+{ $points } pts de cartas)
# $heights: each seat's name and height, joined with " · ".
render-kitty-text-heights = Alturas propias: { $heights }
# $pieces: the piece letters still to place.
render-kitty-text-unplaced = Fichas por colocar: { $pieces }
render-kitty-text-passes = Pases seguidos: { $count }
# The reader's own secret card: $name and $text are the card's name and rule.
render-kitty-text-card = Tu carta: { $name } — { $text }

## Alt text: a board picture's description for screen readers (≤ 1 024 characters in
## all, with the text board after it)

# $game: the game's name.
render-alt-board = Tablero de { $game }.
# A player and their colour or seat: "Alice (Yellow)".
render-alt-person = { $name } ({ $colour })
# $names: the winners (render-alt-person), joined with "and"; $count: how many.
render-alt-won = { $count ->
        [one] Partida terminada: gana { $names }.
       *[other] Partida terminada: ganan { $names }.
    }
render-alt-draw = Partida terminada: empate.
# $name: who is to play (render-alt-person).
render-alt-to-play = Le toca a { $name }.
# $move: the last move (notation, or words).
render-alt-last-move = Última jugada: { $move }.

## Captions under the square boards (Towers, Stacktics, Tumbling Down)

# A player and their colour: "Alice (Yellow)". ($name is cut with "…" when long.)
render-person = { $name } ({ $colour })
# Headline after the ▶ mark; $who: a colour ("Yellow") or render-person.
render-to-play = Le toca a { $who }
# Headline of a single winner; $who as above.
render-wins = Gana { $who }
# $score: the final count, winner's first ("20–16").
render-wins-score = Gana { $who } { $score }
# A seat as one line (text form of the caption): $who as above, $stat its count ("19 pieces").
render-seat-line = { $who }: { $stat }
# $who passed their turn.
render-passed = { $who } pasó
render-draw = Empate
# A drawn game with its count: $score "18–18".
render-draw-score = Empate { $score }
render-game-over = Partida terminada
# $move: the last move in notation or words.
render-last-move = Última jugada: { $move }

## Towers board
# Under the board: what the numbers and tints mean.
render-towers-legend = Número en una torre: su altura · tono: su dueño (la ficha de arriba)
# A seat's count of pieces it controls.
render-towers-pieces = { $count ->
        [one] { $count } ficha
       *[other] { $count } fichas
    }

## Stacktics board
# Moves without a capture; at $limit the game is drawn.
render-stacktics-quiet = { $count } de { $limit } jugadas sin captura (a las { $limit }: empate)
# A seat's captured pips against the pips that win.
render-stacktics-pips = { $count } de { $target } puntos
# Label before the small pieces a seat has captured (short).
render-stacktics-took = capturó
# A move in notation and its meaning. $notation: the move as typed ("Lb4-c5"); $size:
# S, M or L (the piece's size); $start, $end: cells (notation).
render-stacktics-move = { $notation } = ficha { $size ->
        [S] pequeña
        [M] mediana
       *[L] grande
    } { $start } → { $end }
render-stacktics-move-takes = { $notation } = ficha { $size ->
        [S] pequeña
        [M] mediana
       *[L] grande
    } { $start } captura { $end }
# As above, for a piece lifted from inside a stack: $level counts from the bottom (1, 2, 3).
render-stacktics-move-level = { $notation } = ficha { $size ->
        [S] pequeña
        [M] mediana
       *[L] grande
    } ({ $level ->
        [1] 1.ª
        [2] 2.ª
        [3] 3.ª
       *[other] { $level }.ª
    } desde abajo) { $start } → { $end }
render-stacktics-move-takes-level = { $notation } = ficha { $size ->
        [S] pequeña
        [M] mediana
       *[L] grande
    } ({ $level ->
        [1] 1.ª
        [2] 2.ª
        [3] 3.ª
       *[other] { $level }.ª
    } desde abajo) { $start } captura { $end }
# Legend under the board, parts joined with " · ".
render-stacktics-legend-win = Victoria: captura { $count } puntos (los círculos)
render-stacktics-legend-height = número: altura de la pila
# ×N is the tag drawn on a capture's cell: keep "×N".
render-stacktics-legend-taken = ×N: puntos recién capturados

## Tumbling Down board
# Legend under the board (parts joined with " · ").
render-tumbling-legend = Corona: rey (la pila de un color más alta) · número: altura de la pila
render-tumbling-legend-check = marco rojo: rey en peligro
render-tumbling-legend-fallen = marco rojo: el rey capturado
# A side's kings: $count kings, $height how tall they are.
render-tumbling-kings = { $count ->
        [one] rey de altura { $height }
       *[other] { $count } reyes de altura { $height }
    }
render-tumbling-no-king = sin rey
# The last move: $who the side that moved, $move the move's notation ("e2 (2) east → f2 g2").
render-tumbling-stepped = Última jugada: { $who } avanzó { $move }
render-tumbling-tumbled = Última jugada: { $who } derribó { $move }
render-tumbling-played = Última jugada: { $who } jugó { $move }

## Kitty Stack Tower board

# Status line during set-up.
render-kitty-setting-up = Preparando el tablero
# $who: the player placing a piece (cut with "…" when long).
render-kitty-places = { $who } coloca una ficha
render-kitty-all-placed = Todas las fichas colocadas
render-kitty-over-draw = Partida terminada: empate
render-kitty-over-wins = Partida terminada: ¡gana { $who }!
# Several winners: $names all but the last, joined with ", "; $last the last one.
render-kitty-over-share = Partida terminada: ¡{ $names } y { $last } comparten la victoria!
render-kitty-waiting = Esperando
# Passes in a row; the game ends when every one of the $players players passed.
render-kitty-passes = { $count ->
        [one] { $count } pase seguido (la partida acaba con { $players })
       *[other] { $count } pases seguidos (la partida acaba con { $players })
    }
# Top right: the move counter ($ply: move number), or "set-up" before play. Short.
render-kitty-move = jugada { $ply }
render-kitty-setup = preparación
# The last action in words. $who: a seat's player; cells are notation.
render-kitty-last-stack = { $who } apiló { $start } sobre { $end }
# $path: cells joined with " → "; $steps: how many steps.
render-kitty-last-chain = { $who } apiló por { $path } ({ $steps ->
        [one] { $steps } paso
       *[other] { $steps } pasos
    })
render-kitty-last-flip = { $who } saltó { $start } → { $end } y volteó { $flipped }
render-kitty-last-disassemble = { $who } sacó fichas de { $start } bajo { $under }
render-kitty-last-place = { $who } colocó una ficha en { $cell }
# Monochromatic Frenzy is an objective card's name.
render-kitty-last-frenzy = { $who } retiró la pila de { $cell } (Frenesí Monocromático)
render-kitty-last-pass = { $who } pasó
render-kitty-last-done = { $who } terminó el turno
# Forced Exchange is a card's name.
render-kitty-last-force = { $who } jugó Intercambio Forzoso
render-kitty-last-give = { $who } entregó una carta
render-kitty-last-offer = { $who } ofreció intercambiar una carta
render-kitty-last-accept = { $who } aceptó el intercambio de cartas
render-kitty-last-decline = { $who } rechazó el intercambio de cartas
# Footer: $action is one of the render-kitty-last-… texts (with the move's notation).
render-kitty-last = Última: { $action }
# End of game: a player's cards with their points; $cards: "Name +2, Name +1".
render-kitty-cards-of = Cartas de { $who }: { $cards }
# Cards shown so far; $cards: "Alice — Card name" items joined with " · ".
render-kitty-revealed = Reveladas: { $cards }
# Heading of the panel listing stacks removed by the card Monochromatic Frenzy.
render-kitty-removed = Retiradas por Frenesí Monocromático
# Score panel column headings (≤ 90 px wide at 16 px: about 10 characters; ★ stays).
render-kitty-heading-to-place = por colocar
render-kitty-heading-height = altura
render-kitty-heading-stars = ★ pts carta
render-kitty-heading-hand = cartas
render-kitty-heading-score = puntos
# The key under the board: what each mark means. "e5" and "7" are samples of the marks
# (notation and a number): keep them first.
render-kitty-key-cell = e5 = casilla (columna, fila)
render-kitty-key-height = 7 = altura de la pila
render-kitty-key-hidden = más fichas debajo
render-kitty-key-last = última acción (discontinua: origen, continua: destino)
# Disassemble is a card's name.
render-kitty-key-scissors = Desmontar: fichas movidas
render-kitty-key-flip = esta pila se volteó
render-kitty-key-frenzy = pila retirada (Frenesí)
render-kitty-key-rainbow = marcador de Puente Arcoíris
render-kitty-key-twist = marcador de Giro Dramático
render-kitty-key-count = punto en un marcador: cuántos marcadores
render-kitty-key-cards = carta de objetivo en la mano
render-kitty-key-stars = ★ = puntos de cartas de objetivo
render-kitty-key-crown = ganador

## Cat and the Tower board (the panel beside the tower, the scene's labels)

# Panel title: the game's name.
render-cattower-title = Cat and the Tower
# $mode: competitive or coop; $players: how many players.
render-cattower-mode = { $mode ->
        [competitive] Competitivo
       *[coop] Cooperativo
    } · { $players ->
        [one] { $players } jugador
       *[other] { $players } jugadores
    }
render-cattower-competitive-rule = Gana el gato más alto. Los objetivos cuentan los Amigos en pisos por encima de tu gato.
# Co-op: the floor to reach, with the Story card's title ($title) when there is one.
render-cattower-target = Piso meta { $floor }
render-cattower-target-story = Piso meta { $floor }: { $title }
render-cattower-toto-on = Toto está en el piso { $floor }
# On a small tinted label (≤ 280 px at 20 px).
render-cattower-goal-floor = Piso objetivo { $floor }
render-cattower-goal-unbuilt = Piso objetivo { $floor } (sin construir)
render-cattower-tower-built = { $count ->
        [one] Torre: { $count } piso construido
       *[other] Torre: { $count } pisos construidos
    }
# $fallen walls fell of the $most that end the game.
render-cattower-fallen = Paredes caídas { $fallen }/{ $most }
# The turn line after "▶"; $who is the player's name (cut with "…" when long).
render-cattower-to-play = Le toca a { $who }
# Result card: after the winners' names (a line of its own).
render-cattower-wins = { $count ->
        [one] ¡gana!
       *[other] ¡ganan!
    }
render-cattower-victory = ★ ¡Victoria! ★
render-cattower-tower-fell = La torre se cayó
# The Story card of a co-op victory: its title and text.
render-cattower-story = «{ $title }»: { $text }
# End board: the tower's height (competitive play: a sentence of its own).
render-cattower-tower-stands = { $count ->
        [one] La torre se mantiene con { $count } piso
       *[other] La torre se mantiene con { $count } pisos
    }
# The same, after render-cattower-reached's " · ".
render-cattower-tower-stands-low = { $count ->
        [one] la torre se mantiene con { $count } piso
       *[other] la torre se mantiene con { $count } pisos
    }
# Co-op end board: $floor Toto's floor, $tower render-cattower-tower-stands-low.
render-cattower-reached = Toto llegó al piso { $floor } · { $tower }
render-cattower-nothing-fell = No se cayó nada
# End board: walls that fell in the game.
render-cattower-fell = Caídas: { $walls ->
        [one] { $walls } pared
       *[other] { $walls } paredes
    } en la partida
# … and what the last fall knocked off: $last, the counts below joined with "and".
render-cattower-fell-last = Caídas: { $walls ->
        [one] { $walls } pared
       *[other] { $walls } paredes
    } en la partida, y { $last } en la última caída
render-cattower-fell-floors = { $count ->
        [one] { $count } piso
       *[other] { $count } pisos
    }
render-cattower-fell-friends = { $count ->
        [one] { $count } Amigo
       *[other] { $count } Amigos
    }
# Section headings (drawn in capitals).
render-cattower-action-cards = Cartas de acción
render-cattower-goal-cards = Cartas de objetivo
render-cattower-ranking = Clasificación
render-cattower-secret-goals = Cada jugador tiene dos objetivos secretos (mira tu MD).
# A goal card's pill: how many floors Toto climbs.
render-cattower-climb = sube +{ $climb }
# A seat without a name.
render-cattower-seat = Puesto { $seat }
# Competitive ranking: a Black Cat's scarf ($scarf: red, orange, blue, purple, yellow).
render-cattower-scarf = { $scarf ->
        [red] bufanda roja
        [orange] bufanda naranja
        [blue] bufanda azul
        [purple] bufanda morada
        [yellow] bufanda amarilla
       *[other] bufanda { $scarf }
    }
# A cat not yet on the tower.
render-cattower-waiting = esperando
render-cattower-on-floor = piso { $floor }
render-cattower-discards = Descartes: { $actions ->
        [one] { $actions } acción
       *[other] { $actions } acciones
    } · { $goals ->
        [one] { $goals } objetivo
       *[other] { $goals } objetivos
    }
# Count frames: under the big "3…" badge.
render-cattower-count = ¡Todos cuentan hasta cinco!
# Close-up titles in the scene (drawn in capitals).
render-cattower-preview = Vista previa, de cerca
render-cattower-goal-close-up = Piso objetivo { $floor }, de cerca
# The break between two parts of a tall tower: floors $low to $high are not drawn.
render-cattower-not-shown = pisos { $low }–{ $high } no mostrados
# Tag over the placement being previewed (short).
render-cattower-preview-tag = vista previa
# Pieces lying beyond the scene's edge (with ◀ or ▶ beside it).
render-cattower-fallen-aside = { $count } caídas
# The "Last move" line's words for each step of a turn. Card ids (A07, G01), cells,
# colours and wall types in them are notation: keep them as they are.
render-cattower-step-confirm = asentó la pieza
render-cattower-step-take = tomó la carta de acción { $card }
# $side: left or right (the card's option, as notation).
render-cattower-step-take-side = tomó la carta de acción { $card } ({ $side })
# $mm: millimetres; $side: left, right or centre.
render-cattower-step-aim = { $side ->
        [centre] apuntó la pieza al centro
        [right] apuntó la pieza { $mm } mm a la derecha
       *[left] apuntó la pieza { $mm } mm a la izquierda
    }
render-cattower-step-goal = cumplió el objetivo { $goal }: Toto sube { $climb }
render-cattower-step-shift = { $side ->
        [centre] piso centrado
        [right] desplazó el piso { $mm } mm a la derecha
       *[left] desplazó el piso { $mm } mm a la izquierda
    }
# $left, $right: the two wall types chosen (notation).
render-cattower-step-walls = paredes { $left }, { $right }
render-cattower-step-friend = eligió un Amigo de color { $colour }
render-cattower-step-friend-set = colocó un Amigo de color { $colour } { $where }
render-cattower-step-floor = eligió el piso { $floor }
# $rest: the rest of the step's notation.
render-cattower-step-discard = descartó { $rest }
render-cattower-step-spacing = separó las paredes { $rest }
render-cattower-step-nudge = empujó la pieza { $rest }
render-cattower-step-on = eligió colocar en { $rest }
render-cattower-step-lift = levantó { $rest }
render-cattower-step-pet = acarició { $rest }
render-cattower-step-back = volvió atrás
render-cattower-step-end = terminó el turno
render-cattower-step-go = decidió subir más
render-cattower-step-stop = se detuvo
render-cattower-step-give = se rindió

## Card pictures (a seat's own cards, the card sheet of /kitty rules)

# A card without a name.
render-card = Carta
# Footer of a card (≤ 200 px at 17 px: about 24 characters).
render-card-revealed = revelada
render-card-secret = secreta: solo la ves tú
# The picture of an empty hand.
render-no-cards = Sin cartas

## The analysis chart of a finished game (/kitty analysis)

render-analysis-title = Quién iba ganando, jugada a jugada
# Axis labels (small): x is the move number, y the chance to win.
render-analysis-axis-x = jugada
render-analysis-axis-y = prob. de ganar
render-analysis-no-swings = Ninguna jugada cambió el equilibrio.
# One swing's line (after its numbered badge): $ply the move number, $who the player,
# $played the move (notation).
render-analysis-swing = jugada { $ply } · { $who }: { $played }
# The same with the move the AI preferred ($preferred, notation) and its chance to win
# ($value, a fraction shown as a percentage).
render-analysis-swing-ai = jugada { $ply } · { $who }: { $played } → IA: { $preferred } ({ NUMBER($value, style: "percent", maximumFractionDigits: 0) })

## Kitty Stack Tower: the game's name in the board's corner, on two lines (≤ 150 px each
## at 21 px: about 12 characters a line)
render-kitty-title-top = Kitty Stack
render-kitty-title-bottom = Tower

## Cat and the Tower text board (terminal, and the end of the alt text)

render-cattower-text-summary = Pisos construidos: { $floors } · piso meta { $target } · paredes caídas { $fallen }/{ $most }
# One floor of the tower: $floor its label, $centre mm from the table's centre (signed),
# $tilt degrees (signed).
render-cattower-text-floor = piso { $floor }: centro { $centre } mm, inclinación { $tilt }°
# … with the Friends standing on it ($friends: their colours).
render-cattower-text-floor-friends = piso { $floor }: centro { $centre } mm, inclinación { $tilt }° · Amigos: { $friends }
render-cattower-text-debris = { $count } pieza(s) cayeron como escombros
# $who: a player; $scarf: render-cattower-scarf.
render-cattower-text-cat = Gato de { $who } ({ $scarf }): piso { $floor }
# $card: a card id (A07); $options: "left: text | right: text".
render-cattower-text-action = Acción { $card }: { $options }
render-cattower-text-goal = Objetivo { $card }: { $name } — { $text } (sube { $climb })
render-cattower-text-goal-id = Objetivo { $card }
render-cattower-text-your-goal = Tu objetivo { $card }: { $name } — { $text } (sube { $climb })
