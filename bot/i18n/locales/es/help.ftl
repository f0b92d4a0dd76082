# `/kitty help` (cogs/texts.py): the guide to every command and button, each game's
# line, and the frame around `/kitty rules`. Commands, options and typed words in `code`
# stay as they are; words in **bold** are button labels (keep them as the buttons say).
# A line that starts with ** is written {"**"} (Fluent reads a leading * as special).

## The guide: six sections, shown one after the other

# The first paragraph of `/kitty help` (an embed's description holds all six sections: ≤ 4000 characters in all).
help-guide-intro = Juegos de mesa de apilar con amigos o contra la IA, una partida por canal o hilo. Los rechazos y los secretos se responden en privado; los tableros son públicos.

# $options: the games' own `/kitty start` options, in `code`, separated by commas; $example: a game's key (notation).
# Words in **bold** are button labels: keep them the same as the buttons' own labels.
help-guide-starting = **Empezar**
    `/kitty start <game>` abre una sala. **Unirse** y **Salir** ocupan o dejan un puesto; el anfitrión pulsa **Empezar** (o **Cancelar**); **Añadir IA** (fácil, media, difícil) ocupa un puesto. Opciones: `players` y las propias de cada juego ({ $options }).
    `/kitty start { $example } opponent:AI level:hard` te enfrenta a la IA al momento; añade `watch:True` para ver jugar a la IA.
    Añade `thread:True` para abrir la mesa en su propio hilo, así un canal puede acoger muchas partidas (ahí necesito **Crear hilos públicos** y **Enviar mensajes en hilos**); `/kitty start` escrito dentro de un hilo juega en ese hilo.
    `time:` fija un tiempo por jugada (de 2 minutos a 3 días). El tablero muestra cuándo se agota el tiempo, al jugador se le avisa cuando se le ha gastado casi todo (`/kitty settings`: con una mención, por MD o nada) y después los demás eligen: **Reclamar la victoria** (dos jugadores), **Saltar su turno** (la IA hace una jugada), **La IA ocupa su puesto** o **Expulsar** (mesas más grandes). Si el bot estuvo desconectado, todos tienen al menos 15 minutos (o el tiempo completo) cuando vuelve.

# $extra: the games' own commands, one line each (help-extra-command), or nothing.
help-guide-playing = **Jugar**
    `/kitty move`: empieza a escribir y elige una de las jugadas legales que se ofrecen.
    {"**"}Mis jugadas** (bajo cada tablero) te muestra en privado tus jugadas legales; elige una para jugarla. Los demás botones y menús bajo un tablero son propios del juego (como *Colocar el resto al azar* o *Cambiar colores* de la regla del pastel).
    { $extra }`/kitty board`: vuelve a publicar el tablero. `/kitty cards`: tus cartas secretas, en privado.
    `/kitty takeback` (o **Deshacer** bajo el tablero): pide deshacer tu última jugada; los demás pulsan **Aceptar** o **Rechazar**, y la IA acepta al momento. Se rechaza si desharía una carta que alguien ya ha visto; `takebacks:forbidden` al empezar desactiva la opción de deshacer.
    {"**"}Pista** (en las lecciones, contra la IA y en mesas abiertas con `hints:on`): la jugada que haría la IA por ti, en privado y marcada en el tablero. Una mesa con dos o más miembros cuenta como puntuada y solo ofrece pistas si se abrió con `hints:on`, que todos los jugadores aceptan al unirse (la sala lo indica), y `/kitty history` marca las jugadas hechas tras una pista.

help-guide-ending = **Terminar**
    `/kitty resign`: rendirse. `/kitty end`: proponer terminar la partida; los demás pulsan **Aceptar** o **Rechazar**.
    `/kitty cancel`: el anfitrión cancela una sala; un moderador (Gestionar mensajes) cancela cualquier partida.

help-guide-information = **Información**
    `/kitty rules game:<game>`: las reglas tal como las aplica el bot. `/kitty help`: esta guía.
    `/kitty learn game:<game>`: aprende un juego con lecciones privadas breves; elige jugadas en el menú de la lección (o escríbelas con `/kitty move` donde no tengas puesto). Tu progreso se guarda.
    `/kitty games`: las mesas abiertas de este servidor, para mirar o unirte.
    `/kitty status`: moderadores; tiempo activo, mesas abiertas, tamaño de la base de datos.

help-guide-records = **Registros**
    `/kitty history`: las jugadas de una partida. `/kitty replay` (o **Repetición** en un tablero final): la partida entera animada. `/kitty analyse game:<n>` (o **Analizar** en un tablero final): quién iba ganando jugada a jugada y los mayores vuelcos. **Revancha** en un tablero final: los mismos jugadores y opciones, con los puestos rotados. `/kitty record game:<n>`: el archivo de registro de una partida terminada.
    `/kitty leaderboard game:<game>`: los mejores de este servidor; cada nivel de IA tiene una puntuación, que solo cambia en partidas contra miembros (las partidas solo entre IA no puntúan). `/kitty stats`: partidas, victorias, puntuación, racha. `/kitty mydata`: todo lo que se guarda sobre ti. `/kitty-admin export|forget`: gestores del servidor (Gestionar servidor).
# One line of help-guide-playing for a command a game declares. $name: the command (notation);
# $description: what it does (a sentence part, no full stop).
help-extra-command = `/kitty { $name }`: { $description }.

## The embed around the guide

# The embed's title, ≤ 256 characters.
help-title = Kitty Tower: cómo jugar
# The embed's footer, ≤ 2048 characters.
help-footer = Una partida por canal o hilo · las partidas sobreviven a los reinicios del bot
# How many play a game. $min and $max: the fewest and the most players.
help-players = { $min ->
        [one] { $min } jugador
       *[other] { $min } jugadores
    }
help-players-range = { $min }–{ $max } jugadores
# The name of a game's field. $game: its name; $players: help-players or help-players-range.
help-game-field = { $game } · { $players }
# A game's field. $pitch: the first paragraph of its rules (what you do and how you win);
# $key: the game's key, as typed (notation).
help-game-pitch = { $pitch } `game:{ $key }`

## `/kitty rules`

# The first embed's title. $game: the game's name.
help-rules-title = { $game }: reglas
# The title of the embed listing a game's cards. $game: its name; $count: how many cards.
help-cards-title = { $game }: { $count ->
        [one] la { $count } carta
       *[other] las { $count } cartas
    }
# The footer under a game's rules. $game: its name; $key: its key, as typed (notation).
help-rules-learn = ¿Eres nuevo en { $game }? /kitty learn game:{ $key } te lo enseña con lecciones privadas breves.
