# Texts of bot/core: what every game says the same way.

core-game-over = La partida ha terminado.
core-not-your-turn = No es tu turno.
core-player-number = Jugador { $number }
core-resigned = { $name } se rindió
core-agreed-draw = los jugadores acordaron un empate
core-hidden-cards-changed = las cartas ocultas de un jugador cambiaron después
core-option-one-of = `{ $name }` debe ser uno de estos valores: { $allowed }.
core-option-at-least = `{ $name }` debe ser como mínimo { $bound }.
core-option-at-most = `{ $name }` debe ser como máximo { $bound }.
core-option-kind = `{ $name }` debe ser { $kind ->
        [int] un número entero
        [bool] on u off
       *[other] una palabra
    }, no `{ $value }`.
core-time-out = tiempo agotado
