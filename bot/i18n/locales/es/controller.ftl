# Texts of the controller (cogs/controller, cogs/message.py, cogs/threads.py, cogs/status.py,
# cogs/clock_prompts.py, cogs/ai_runner.py): how the bot answers clicks and commands.
# Private answers are in the member's language, public messages in the server's.
# Discord limits: a message ≤ 2000 characters, an embed title ≤ 256, a footer ≤ 2048,
# a thread name ≤ 100. `/kitty …` commands and their options stay in English (typed as shown).

## Errors and refusals (private)

# Shown when the bot lacks permissions in a channel. The bold names are Discord's
# permission names: use the names Discord shows in your language.
ctl-permissions-hint = No he podido publicar en este canal. Aquí necesito **Ver canal**, **Enviar mensajes**, **Adjuntar archivos** e **Insertar enlaces**.
# The answer to any unexpected error.
ctl-sorry = Algo ha fallado por mi parte (ya ha quedado registrado). Vuelve a intentarlo en un momento; `/kitty board` muestra cómo va la partida.
# A refusal about an old board, then a link to the newest board.
# $error: the refusal (a whole sentence). $link: a Discord message URL.
ctl-stale-with-board = { $error } Tablero actual: { $link }
ctl-servers-only = Kitty Tower funciona en los canales de un servidor, no en mensajes directos.
# After a lobby click whose lobby message could not be edited at once.
ctl-lobby-follows = Hecho: el mensaje de la sala se actualizará en un momento.
# A short confirmation that an action was done.
ctl-done = Hecho.
ctl-moderators-only = Solo los moderadores (Gestionar mensajes o Administrador) pueden hacer eso.
ctl-moderators-only-status = Solo los moderadores (Gestionar mensajes o Administrador) pueden ver el estado del bot.
ctl-managers-only-export = Solo los miembros que pueden gestionar este servidor (Gestionar servidor o Administrador) pueden exportar sus registros.
ctl-managers-only-forget = Solo los miembros que pueden gestionar este servidor (Gestionar servidor o Administrador) pueden borrar sus registros.
ctl-button-other-channel = Este botón pertenece a una partida de otro canal.
ctl-game-over = Esta partida ha terminado.
ctl-board-moved-on = Este tablero ya no está al día.
ctl-button-gone = Este botón ya no está disponible.
ctl-button-other-player = Este botón es para otro jugador.
# $seconds: whole seconds to wait.
ctl-board-cooldown = Acabas de pedir el tablero; vuelve a intentarlo en { $seconds } s.
ctl-no-secret-cards = En esta partida no tienes cartas secretas.

## Playing

# Private confirmation of a set-up step typed as a command. $move: the move in notation.
ctl-done-move = Hecho: **{ $move }**.
# Private answer when a member chose not to play a move they were warned about.
ctl-not-played = No se ha jugado. Sigue siendo tu turno.
# Private answers to the "Resign this game?" question.
ctl-play-on = Sigues jugando.
ctl-resigned = Te has rendido.
# Public. $who: a mention of the member offering; $others: mentions of the other players.
ctl-end-offer = { $who } propone terminar la partida. { $others }: ¿aceptan?
# Public. $who: a mention.
ctl-end-declined = { $who } ha rechazado terminar la partida. ¡La partida sigue!
ctl-end-accepted-waiting = { $who } ha aceptado; esperando a los demás.
ctl-end-agreed = Todos han aceptado terminar la partida.
# Public. $game: the game's name; $id: the match number; $who: a mention.
ctl-cancelled = { $who } ha cancelado la partida #{ $id } de { $game }.

## Lobby and threads

ctl-level-watch-need-ai = `level` y `watch` van con `opponent: AI` (o usa el menú Añadir IA de la sala).
# Public, in the channel. $who: a mention; $game: the game's name; $thread: a link to the thread.
ctl-thread-opened-lobby = { $who } ha abierto una mesa de **{ $game }** en { $thread }: únete allí.
ctl-thread-opened-active = { $who } ha abierto una mesa de **{ $game }** en { $thread }: síguela allí.
# A private refusal (Add AI).
ctl-join-first-for-ai = Únete primero a la partida para añadir jugadores de IA.
# Private. $level: easy, medium or hard (the AI level picked).
ctl-added-ai = { $level ->
        [easy] Se ha añadido una IA fácil.
        [medium] Se ha añadido una IA media.
        [hard] Se ha añadido una IA difícil.
       *[other] Se ha añadido una IA de nivel { $level }.
    }
ctl-menu-gone = Este menú ya no forma parte de esta partida.
# Posted in a thread whose table could not be set up (when the thread cannot be deleted).
ctl-not-opened = No se ha podido abrir esta mesa; no se ha guardado nada. Vuelve a probar `/kitty start`.
ctl-lobby-not-posted = Discord no me ha dejado publicar la sala en el nuevo hilo, así que no se ha abierto nada. Vuelve a intentarlo en un momento.
ctl-in-a-thread = Esto ya es un hilo: `/kitty start` sin `thread` abre la mesa aquí; si no, usa `thread:True` en un canal de texto.
ctl-not-a-text-channel = Las mesas en hilos solo se pueden abrir desde un canal de texto de un servidor.
# Discord's permission names (use the names Discord shows in your language).
ctl-perm-create-public-threads = Crear hilos públicos
ctl-perm-send-messages-in-threads = Enviar mensajes en hilos
# $names: the permission names, already in bold and joined; $count: how many.
ctl-thread-missing-permissions = { $count ->
        [one] No puedo abrir un hilo aquí: necesito el permiso { $names } en este canal. Pide a un moderador que me lo conceda o usa `/kitty start` sin `thread`.
       *[other] No puedo abrir un hilo aquí: necesito los permisos { $names } en este canal. Pide a un moderador que me los conceda o usa `/kitty start` sin `thread`.
    }
# A thread's name (≤ 100 characters). $game: the game's name; $players: the players' names.
ctl-thread-name = { $game } — { $players }
# A thread's name while only its host sits at the table. $name: the host's name.
ctl-thread-name-host = { $game } — mesa de { $name }
ctl-thread-name-empty = { $game } — mesa

## Takebacks and rematches

# Public. $who: a mention; $waiting: mentions of the players who must answer.
ctl-takeback-request = { $who } pide deshacer su última jugada. { $waiting }: ¿aceptan? (Cualquier jugada retira la petición).
ctl-takeback-declined = { $who } ha rechazado deshacer la jugada. ¡La partida sigue!
ctl-takeback-accepted-waiting = { $who } ha aceptado deshacer la jugada; esperando a los demás.
ctl-takeback-agreed = Todos han aceptado deshacer la jugada.
ctl-rematch-joined = Te has unido a la revancha: la sala está justo encima.

## Answers in direct messages

ctl-in-dms-only = Este menú responde a una oferta en su mensaje directo.
ctl-offer-moved-on = Esta oferta ya no está vigente; mira el canal de la partida.
# $move: the answer played, in notation.
ctl-dm-follows = Hecho: **{ $move }**. El tablero aparecerá en el canal de la partida.

## Clocks

# A time per move. $count: how many.
ctl-duration-minutes = { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }
ctl-duration-hours = { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }
ctl-duration-days = { $count ->
        [one] { $count } día
       *[other] { $count } días
    }
# Under a board. $when: a Discord timestamp every client shows as "in 9 minutes";
# $limit: a time per move such as "10 minutes".
ctl-clock-line = ⏱ El tiempo se agota { $when } ({ $limit } por jugada).
# Public reminder. $who: mentions of the late players; $when: a live Discord timestamp.
ctl-reminder = ⏱ { $who }: el tiempo para esta jugada se agota { $when }.
# DM. $game: the game's name; $id: the match number; $when: a live Discord timestamp.
ctl-reminder-dm = ⏱ Tu tiempo para jugar en { $game } (partida #{ $id }) se agota { $when }.
# Public. $late: mentions of the late players; $others: mentions of the other players.
ctl-timed-out = ⏰ A { $late } se le ha acabado el tiempo. { $others }: ¿qué hacemos? (Hasta que alguien elija, el jugador con retraso todavía puede jugar).
# What a time-out choice did. $who: a mention of who chose; $late: the late players' names.
ctl-clock-done-win = { $who } ha reclamado la victoria: a { $late } se le acabó el tiempo.
ctl-clock-done-skip = { $who } ha saltado el turno de { $late }: la IA hace esta jugada en su lugar.
ctl-clock-done-ai = { $who } ha cedido el puesto de { $late } a una IA para el resto de la partida.
ctl-clock-done-remove = { $who } ha expulsado a { $late }: una IA juega su puesto y la partida continúa.
# DM. $game: the game's name; $id: the match number.
ctl-handed-over-dm = Se te acabó el tiempo en { $game } (partida #{ $id }); la mesa cedió tu puesto a una IA, que lo jugará el resto de la partida.
# $allowed: the values, as typed (channel, dm, off).
ctl-reminders-one-of = Los recordatorios pueden ser: { $allowed }.
# The answer of /kitty settings. $mode: channel, dm or off (the words in the command stay as they are).
ctl-settings = Recordatorios en partidas con tiempo: **{ $mode ->
        [channel] una mención en el canal de la partida
        [dm] un mensaje directo (una mención en el canal si tienes los MD cerrados)
        [off] ninguno
       *[other] { $mode }
    }**. Cámbialo con `/kitty settings reminders:<channel|dm|off>`.

## AI

# Public. $who: the AI seat's name.
ctl-ai-stuck-seat = { $who } no ha podido hacer su jugada (un error por mi parte; ya ha quedado registrado). Cualquiera en la mesa puede usar `/kitty board` para que lo vuelva a intentar; un moderador puede terminar la partida con `/kitty cancel`.
ctl-ai-stuck = La IA no ha podido hacer su jugada (un error por mi parte; ya ha quedado registrado). Cualquiera en la mesa puede usar `/kitty board` para que lo vuelva a intentar; un moderador puede terminar la partida con `/kitty cancel`.

## Records

ctl-no-game-here = Todavía no se ha jugado ninguna partida en este canal. Indica un número de partida en `game:`.
ctl-history-no-moves = Todavía no hay jugadas.
# $id: the game number; $pages: how many pages.
ctl-history-pages = { $pages ->
        [one] El historial de la partida #{ $id } tiene { $pages } página.
       *[other] El historial de la partida #{ $id } tiene { $pages } páginas.
    }
# Footer of a history page. $status: how the game stands or ended.
ctl-history-footer = Página { $page }/{ $pages } · { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    } · { $status }
# A game's status word, when it has no result.
ctl-status = { $status ->
        [lobby] esperando jugadores
        [active] en curso
        [finished] terminada
        [abandoned] abandonada
        [cancelled] cancelada
       *[other] { $status }
    }
ctl-record-unfinished = La partida #{ $id } no ha terminado; su registro se guardará cuando acabe.
# $title: the game's title (name, number, players). The command and file name stay in English.
ctl-record-file = El registro de { $title }. Reprodúcelo con `python -m bot replay FILE` (formato: docs/records.md).
ctl-replay-none = La partida #{ $id } todavía no tiene jugadas que reproducir.
# Shown while a replay GIF is drawn. $frames: how many pictures.
ctl-replay-drawing = Dibujando la repetición de { $title } ({ $frames } fotogramas)… aparecerá aquí cuando esté lista.
ctl-replay-title = Repetición: { $title }
# A replay GIF's description for screen readers.
ctl-replay-alt = Repetición de la partida #{ $id }: { $game }, { $players }, { $moves ->
        [one] { $moves } jugada
       *[other] { $moves } jugadas
    }. { $status }
# Drawn under the first picture of a replay. $id: the game number; $players: names.
ctl-replay-start = #{ $id } inicio · { $players }
# Drawn under each later picture. $step: the move number; $total: the moves; $move: the move.
ctl-replay-step = { $step }/{ $total } · { $move }
# A leaderboard row for an AI level. $level: easy, medium or hard.
ctl-leaderboard-ai = 🤖 { $level ->
        [easy] IA fácil
        [medium] IA media
        [hard] IA difícil
       *[other] IA { $level }
    }
# $rank: the place; $who: a mention or an AI; $rating: a rating number; $games: games played.
ctl-leaderboard-line = **{ $rank }.** { $who } — { $rating } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
ctl-leaderboard-title = { $game } — clasificación
ctl-leaderboard-footer = Puntuación: openskill, mostrada como 1500 + 20 × (μ − 3σ). Cada nivel de IA tiene una puntuación, que solo cambia en partidas contra miembros (las partidas solo entre IA no puntúan).
ctl-leaderboard-empty = Nadie ha terminado todavía una partida puntuada de { $game } en este servidor.
ctl-stats-none = { $name } todavía no ha terminado ninguna partida en este servidor.
ctl-stats-title = { $name } — estadísticas de Kitty Tower
# W, D, L: wins, draws, losses.
ctl-stats-played = { $played } partidas · { $wins } V / { $draws } E / { $losses } D
ctl-stats-rating = puntuación { $rating }
ctl-stats-not-rated = sin puntuación (cooperativo)
# $opponent: a name; $rating: their rating; $id: the game number.
ctl-stats-best-win = mejor victoria: { $opponent } ({ $rating }) en #{ $id }
ctl-stats-streak = Racha actual: { $streak }
ctl-my-data = Todo lo que Kitty Tower guarda sobre ti (resultados, puntuaciones, partidas):
ctl-export = { $count ->
        [one] Registros de este servidor: { $count } partida.
       *[other] Registros de este servidor: { $count } partidas.
    }
ctl-forget-confirm = Esto borra para siempre todas las partidas terminadas, resultados y puntuaciones de este servidor. Ejecuta `/kitty-admin forget confirm: True` (exporta antes si quieres una copia).
ctl-forgotten = Borradas: { $count } partidas terminadas de este servidor con sus resultados y puntuaciones. Las partidas abiertas no se han tocado.

## /kitty status (moderators, private)

ctl-status-title = Kitty Tower — estado
ctl-status-uptime = Tiempo activo
ctl-status-open-tables = Mesas abiertas
ctl-status-database = Base de datos
ctl-status-ai-workers = Procesos de IA
ctl-status-version = Versión
ctl-status-per-game = Mesas por juego
# $lobbies: lobbies waiting; $active: games being played.
ctl-status-counts = { $lobbies } en sala · { $active } activas
# $title: a game's name.
ctl-status-game-counts = **{ $title }**: { $lobbies } en sala · { $active } activas
ctl-status-no-database = aún no creada
ctl-status-workers = { $count ->
        [one] { $count } proceso
       *[other] { $count } procesos
    }
ctl-status-thread = un hilo en el proceso del bot
ctl-status-none-open = ninguna abierta
# Uptime, short units.
ctl-uptime-days = { $days } d { $hours } h
ctl-uptime-hours = { $hours } h { $minutes } min
ctl-uptime-minutes = { $minutes } min
ctl-uptime-seconds = { $seconds } s
# A Discord permission's name in bold. $name: the permission's name.
ctl-permission-name = **{ $name }**
