# Slash commands: the descriptions and choices Discord shows under each /kitty command.
# Command and option names (`move`, `start`, `game`…) are not translated: players type them
# and the help texts quote them, so they stay the same in every language.
# Limits (Discord): a command, option or choice description is 1–100 characters.

## /kitty

# Description of the /kitty command group.
cmd-kitty = Juega a juegos de mesa de apilar
cmd-move = Haz tu jugada
# The `move` option of /kitty move (autocomplete offers the legal moves while typing).
cmd-move-move = Tu jugada: empieza a escribir para ver las legales
cmd-board = Vuelve a mostrar el tablero actual
cmd-cards = Mira tus cartas secretas (solo las ves tú)
cmd-resign = Ríndete en la partida (se te pide confirmación)
cmd-end = Propón terminar la partida (los demás aceptan o rechazan)
cmd-takeback = Pide deshacer tu última jugada (los demás deben aceptar)
cmd-settings = Tus ajustes; los moderadores también eligen el idioma del servidor
cmd-settings-reminders = Cómo te avisa una partida con tiempo de que se te agota
# Choices of the `reminders` option (≤ 100 characters each).
cmd-reminders-channel = mención en el canal
cmd-reminders-dm = mensaje directo
cmd-reminders-off = desactivados
# The `language` option of /kitty settings: the language of the bot's public messages in
# this server (boards, lobbies, notices). Only members with Manage Server may change it.
cmd-settings-language = Gestores del servidor: idioma de los mensajes del bot en este servidor
cmd-games = Las mesas abiertas de este servidor, para mirar o unirte
cmd-cancel = Cancela la partida de este canal (el anfitrión en la sala, o un moderador)
cmd-rules = Lee las reglas de un juego
cmd-rules-game = Reglas de qué juego
cmd-rules-public = Publícalas para todos (por defecto, solo las ves tú)
cmd-learn = Aprende un juego con lecciones privadas breves (solo las ves tú)
cmd-learn-game = Qué juego quieres aprender
cmd-learn-move = Una jugada de tu lección actual (o elígela en el menú de la lección)
cmd-help = Cómo jugar con Kitty Tower
cmd-status = Moderadores: tiempo activo, mesas abiertas, tamaño de la base de datos
cmd-history = Las jugadas de la partida de este canal, o de una partida por número
cmd-history-game = Un número de partida (por defecto, la partida de este canal)
cmd-history-page = Qué página de una partida larga
cmd-record = El archivo de registro de una partida terminada (reprodúcela donde quieras)
# The `game` option of /kitty record and /kitty analyse: a game's number.
cmd-game-number = El número de partida
cmd-replay = Mira una partida entera como animación
cmd-replay-game = Un número de partida (por defecto, la partida de este canal)
cmd-analyse = Quién iba ganando, jugada a jugada, en una partida terminada
cmd-leaderboard = Los mejores jugadores de un juego en este servidor
cmd-leaderboard-game = Clasificación de qué juego
cmd-stats = Partidas, victorias, puntuación y racha de un miembro (por defecto, tú)
cmd-stats-user = De quién son las estadísticas (por defecto, las tuyas)
cmd-mydata = Todo lo que Kitty Tower guarda sobre ti (un archivo privado)

## /kitty start <game>

# Description of the /kitty start group.
cmd-start = Abre una partida en este canal (o, con thread, en un hilo nuevo)
# Description of /kitty start <game> for a game with a fixed number of players.
# $title: the game's name; $count: its number of players.
cmd-start-game-fixed = Abre una mesa de { $title } ({ $count ->
        [one] { $count } jugador
       *[other] { $count } jugadores
    })
# Description of /kitty start <game> for a game of $min to $max players. $title: the game's name.
cmd-start-game-range = Abre una mesa de { $title } ({ $min }–{ $max } jugadores)
# The `players` option. $min and $max: the fewest and most seats of the game.
cmd-start-players = Cuántos puestos, de { $min } a { $max } (por defecto, los habituales del juego)
cmd-start-opponent = Juega contra la IA ahora mismo
# The only choice of the `opponent` option: the computer player.
cmd-start-opponent-ai = IA
# "opponent: AI" quotes the option and its choice as the member sees them.
cmd-start-level = Nivel de la IA (con opponent: IA; por defecto, media)
# Choices of the `level` option.
cmd-level-easy = fácil
cmd-level-medium = media
cmd-level-hard = difícil
cmd-start-watch = Con opponent: IA, todos los puestos son IA y tú miras
cmd-start-time = Tiempo por jugada (después, los demás pueden reclamar, saltar o ceder el puesto a la IA)
# Choices of the `time` option: the time each player has per move.
cmd-time-2m = 2 minutos
cmd-time-10m = 10 minutos
cmd-time-1h = 1 hora
cmd-time-1d = 1 día
cmd-time-3d = 3 días
cmd-time-none = sin límite
cmd-start-takebacks = ¿Se pueden deshacer jugadas? (Los demás aceptan; contra la IA, al momento)
# Choices of the `takebacks` option.
cmd-takebacks-allowed = permitido
cmd-takebacks-forbidden = prohibido
cmd-start-hints = Permite el botón Pista (en mesas puntuadas, todos deben aceptar)
# Choices of the `hints` option.
cmd-hints-on = activadas
cmd-hints-off = desactivadas
cmd-start-thread = Abre la mesa en su propio hilo (un canal puede acoger muchas partidas)

## Commands a game declares (/kitty place, …)

# Answer to a declared command used at a table of a game that does not have it.
# $command: the command as typed, e.g. "/kitty place"; $count: how many games have it;
# $last: the last of them (the only one when $count is 1); $others: the ones before it,
# joined with ", " (e.g. "Kitty, Stacktics"); $title: the game of this table.
cmd-declared-not-here = `{ $command }` es para { $count ->
        [one] { $last }
       *[other] { $others } y { $last }
    }. En { $title }, usa `/kitty move`.

## /kitty-admin (server managers only)

cmd-admin = Gestores del servidor: los registros de Kitty Tower de este servidor
cmd-admin-export = Gestores del servidor: descarga los registros de partidas de este servidor (JSON)
cmd-admin-forget = Gestores del servidor: borra partidas terminadas, resultados y puntuaciones
cmd-admin-forget-confirm = True para borrar de verdad (no se puede deshacer)

## Background notices (public, in the server's language)

# Posted in a channel when a lobby or a game was closed for lack of activity.
# $why: the reason, a full sentence (e.g. "Nobody moved for 3 days.").
cmd-closed-free = { $why } El canal está libre: `/kitty start` abre una mesa nueva.

## The bot owner's commands (a mention: "@Kitty Tower sync")

# $count: how many command groups were published.
cmd-owner-synced-here = Sincronizados { $count } grupo(s) de comandos en este servidor.
cmd-owner-synced-global = Sincronizados { $count } grupo(s) de comandos globalmente (pueden tardar hasta una hora en aparecer).
cmd-owner-only = Solo el propietario del bot puede hacer eso.
