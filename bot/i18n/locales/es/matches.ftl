# Texts of the match service (bot/matches): refusals a member reads privately, and the
# sentences a table announces in its channel. Placeholders named $who / $name hold a
# player's name (an AI's is "🤖 Kitty AI 1"); $game holds a game's title; $colour holds a
# seat's colour (from the game's own catalogue). Numbers of games ($id) are shown as typed.

## Seats

# A player and their colour, e.g. "Alice (Yellow)". Used inside other sentences.
match-seat-label = { $name } ({ $colour })

## Offers to end a game (/kitty end)

match-offer-closed = Esa propuesta ya no está abierta.
match-offer-yours = Tú hiciste esta propuesta; la responden los demás jugadores.
match-offer-answered = Ya has respondido a esta propuesta.
match-offer-others-answer = Los demás jugadores deben responder a la propuesta.
# Shown in the channel when a game ends by agreement.
match-agreed-players = Los jugadores acordaron terminar la partida.
match-agreed-ai = La IA aceptó terminar la partida.

## Game state refusals

match-gone = Esta partida ha terminado o se ha cancelado.
match-over = Esta partida ha terminado.
match-already-over = Esta partida ya ha terminado.
match-moved-on-since-message = La partida ha avanzado desde que se envió este mensaje.
match-not-started = La partida todavía no ha empezado.
match-no-game-here = No hay ninguna partida en este canal. Abre una con `/kitty start`.
match-not-playing = No juegas en esta partida.
# $reason is a technical description of what is wrong with the stored game (English,
# for moderators and the developers; it is not translated).
match-damaged = Los datos guardados de esta partida están dañados y no puede continuar ({ $reason }). Un moderador puede terminarla con `/kitty cancel`.

## Cancelling and closing tables

match-cancel-lobby-not-host = Solo el anfitrión o un moderador pueden cancelar esta sala.
# "Manage Messages" is the name of a Discord permission (use Discord's own translation).
match-cancel-running-not-moderator = Solo un moderador (Gestionar mensajes) puede cancelar una partida en curso; los jugadores pueden usar `/kitty resign` o proponer terminarla con `/kitty end`.
# Posted in the channel when a lobby expires; $duration is e.g. "1 hour" (match-duration-*).
match-lobby-expired = Esta sala se ha cerrado sola: nadie la empezó en { $duration }.
# Posted in the channel when a game is closed for inactivity; $duration as above.
match-abandoned = Esta partida se ha cerrado por abandono: nadie jugó en { $duration }.
# A length of time, used inside match-lobby-expired and match-abandoned.
match-duration-days = { $count ->
        [one] { $count } día
       *[other] { $count } días
    }
match-duration-hours = { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }
match-duration-minutes = { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }
match-duration-seconds = { $count ->
        [one] { $count } segundo
       *[other] { $count } segundos
    }

## Lobby

match-channel-busy = Este canal ya tiene una partida. Termínala o cancélala primero.
match-lobby-closed = Esta sala está cerrada: la partida ya ha empezado o terminado.
match-already-joined = Ya te has unido a esta partida.
match-full = Esta partida está completa.
match-not-in-lobby = No estás en esta sala.
match-host-cannot-leave = Eres el anfitrión: usa Cancelar para cerrar la sala.
# $levels lists the AI levels as typed in commands (easy, medium, hard; not translated).
match-ai-level-unknown = El nivel de la IA debe ser uno de estos: { $levels }.
match-join-to-add-ai = Únete primero a la partida para añadir jugadores de IA.
match-seated-host-only = Solo el anfitrión, si está sentado, puede hacer eso.
match-join-first = Únete primero a la partida.
match-host-starts = Solo el anfitrión puede empezar la partida.
# $need: players the game needs at least; $seated: players seated now.
match-needs-players = { $game } necesita { $need } jugadores; por ahora hay { $seated } sentados.
# $count: open tables now; $limit: the server's limit.
match-limit-tables = Este servidor ya tiene { $count } mesas abiertas (el límite es { $limit }). Termina o cancela una primero.
match-limit-lobbies = Ya eres anfitrión de { $count } salas abiertas (el límite es { $limit }). Empieza o cancela una primero.
match-limit-ai-only = Este servidor ya tiene { $count } mesas solo de IA en marcha (el límite es { $limit }). Espera a que termine una.
match-servers-only = Kitty Tower funciona en los canales de un servidor, no en mensajes directos.
# $key is the game's key as typed (not translated).
match-no-such-game = No hay ningún juego llamado '{ $key }'.
match-not-installed = El juego '{ $key }' no está instalado en este bot.
# $name is the option's name as typed in commands (not translated).
match-no-seat-option = { $game } no tiene la opción de puesto `{ $name }`.

## Rematch

match-rematch-gone = Esta partida ya no existe.
match-rematch-other-channel = Este botón pertenece a una partida de otro canal.
match-rematch-players-only = Solo los jugadores de esta partida pueden pedir la revancha.
match-rematch-channel-busy = Este canal ya tiene una mesa abierta. Termínala o cancélala primero.

## Takebacks

match-takeback-forbidden = En esta mesa no se pueden deshacer jugadas.
match-takeback-waiting = Ya hay una petición para deshacer esperando respuesta.
match-takeback-closed = Esa petición para deshacer ya no está abierta.
match-takeback-yours = Tú pediste deshacer; la responden los demás jugadores.
match-takeback-answered = Ya has respondido a esta petición.
match-takeback-log-mismatch = El registro de jugadas guardado no coincide con esta partida; prueba `/kitty board`.
# $error is a technical description (English, not translated).
match-takeback-no-replay = El registro de jugadas de esta partida no se puede reproducir ({ $error }).
match-takeback-nothing = Todavía no tienes ninguna jugada propia que deshacer.
# $reason is the game's reason (from the game's catalogue), e.g. "a card was drawn".
match-takeback-refused = Esa jugada no se puede deshacer: { $reason }, y deshacerla permitiría a alguien seguir jugando conociendo una carta oculta.
# Posted in the channel. $count: moves undone; $how: "ai" when the AI agreed at once,
# "agreed" when every other player accepted.
match-takeback-done = { $who } deshace { $count ->
        [one] una jugada
       *[other] { $count } jugadas
    }. { $how ->
        [ai] La IA está de acuerdo.
       *[agreed] Todos estuvieron de acuerdo.
    }

## Time limits

match-timeout-over = Este tiempo agotado ya no está vigente: la partida ha avanzado.
match-timeout-yours = Se te acabó el tiempo, pero puedes seguir jugando hasta que otro elija.
match-timeout-ai-plays = Ahora una IA juega tu puesto.
match-timeout-not-yet = El tiempo para esta jugada todavía no se ha agotado.
match-timeout-no-choice = Esta mesa no ofrece esa opción.
match-timeout-already-chosen = Otro jugador ya ha elegido: la IA está jugando el turno.
# Posted in the channel when the other players claim the win on time.
match-timeout-claimed = A { $who } se le acabó el tiempo; se reclamó la victoria.

## Turns

match-handed-over = Se te acabó el tiempo y la mesa cedió tu puesto a una IA; ahora juega por ti.
match-type-a-move = Escribe una jugada, o elige una de la lista.
match-board-moved-on = Este tablero ya no está al día.
match-ai-moved-on = La partida avanzó mientras la IA pensaba.
match-move-failed = No se ha podido realizar esa jugada por un error por mi parte (ya ha quedado registrado). No ha cambiado nada; prueba otra jugada o `/kitty board`.
# Posted in the channel when a player resigns.
match-resigns = { $who } se rinde.
