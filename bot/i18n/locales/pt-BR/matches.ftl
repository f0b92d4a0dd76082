# Textos do serviço de partidas (bot/matches): recusas que um membro lê em privado e as
# frases que uma mesa anuncia no canal. $who / $name: nome de um jogador (o de uma IA é
# "🤖 Kitty AI 1"); $game: título de um jogo; $colour: a cor de um lugar. Números de partida ($id) aparecem como digitados.

## Seats

# Um jogador e sua cor, ex.: "Alice (Amarelo)".
match-seat-label = { $name } ({ $colour })

## Offers to end a game (/kitty end)

match-offer-closed = Essa proposta não está mais aberta.
match-offer-yours = Você fez esta proposta; os outros jogadores é que respondem.
match-offer-answered = Você já respondeu a esta proposta.
match-offer-others-answer = Os outros jogadores precisam responder à proposta.
# No canal, quando uma partida acaba por acordo.
match-agreed-players = Os jogadores concordaram em encerrar a partida.
match-agreed-ai = A IA concordou em encerrar a partida.

## Game state refusals

match-gone = Esta partida acabou ou foi cancelada.
match-over = Esta partida acabou.
match-already-over = Esta partida já acabou.
match-moved-on-since-message = A partida avançou desde que esta mensagem foi enviada.
match-not-started = A partida ainda não começou.
match-no-game-here = Não há partida neste canal. Comece uma com `/kitty start`.
match-not-playing = Você não está jogando nesta partida.
# $reason: descrição técnica em inglês (não traduzida).
match-damaged = Os dados salvos desta partida estão danificados e ela não pode continuar ({ $reason }). Um moderador pode encerrá-la com `/kitty cancel`.

## Cancelling and closing tables

match-cancel-lobby-not-host = Só o anfitrião ou um moderador pode cancelar esta sala de espera.
# "Gerenciar mensagens": nome da permissão no Discord em português.
match-cancel-running-not-moderator = Só um moderador (Gerenciar mensagens) pode cancelar uma partida em andamento; os jogadores podem usar `/kitty resign` ou propor encerrá-la com `/kitty end`.
# $duration: ex.: "1 hora".
match-lobby-expired = Esta sala de espera se fechou sozinha: ninguém começou a partida em { $duration }.
match-abandoned = Esta partida foi encerrada como abandonada: nenhuma jogada em { $duration }.
match-duration-days = { $count ->
        [one] { $count } dia
       *[other] { $count } dias
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

match-channel-busy = Este canal já tem uma partida. Termine ou cancele essa primeiro.
match-lobby-closed = Esta sala de espera está fechada: a partida já começou ou acabou.
match-already-joined = Você já entrou nesta partida.
match-full = Esta partida está cheia.
match-not-in-lobby = Você não está nesta sala de espera.
match-host-cannot-leave = Você é o anfitrião: use Cancelar para fechar a sala de espera.
# $levels: níveis da IA como digitados (easy, medium, hard; não traduzidos).
match-ai-level-unknown = O nível da IA precisa ser um destes: { $levels }.
match-join-to-add-ai = Entre na partida primeiro para adicionar jogadores IA.
match-seated-host-only = Só o anfitrião sentado à mesa pode fazer isso.
match-join-first = Entre na partida primeiro.
match-host-starts = Só o anfitrião pode começar a partida.
# $need; $seated.
match-needs-players = { $game } precisa de { $need } jogadores; { $seated } na mesa até agora.
# $count; $limit.
match-limit-tables = Este servidor já tem { $count } mesas abertas (o limite é { $limit }). Termine ou cancele uma primeiro.
match-limit-lobbies = Você já é anfitrião de { $count } salas de espera abertas (o limite é { $limit }). Comece ou cancele uma primeiro.
match-limit-ai-only = Este servidor já tem { $count } mesas só de IA (o limite é { $limit }). Espere uma terminar.
match-servers-only = O Kitty Tower funciona em canais de servidor, não em mensagens diretas.
# $key: chave do jogo como digitada.
match-no-such-game = Não existe nenhum jogo chamado '{ $key }'.
match-not-installed = O jogo '{ $key }' não está instalado neste bot.
# $name: nome da opção como digitado.
match-no-seat-option = { $game } não tem a opção de lugar `{ $name }`.

## Rematch

match-rematch-gone = Esta partida não existe mais.
match-rematch-other-channel = Este botão é de uma partida em outro canal.
match-rematch-players-only = Só os jogadores desta partida podem pedir revanche.
match-rematch-channel-busy = Este canal já tem uma mesa aberta. Termine ou cancele essa primeiro.

## Takebacks

match-takeback-forbidden = Voltar jogadas está desativado nesta mesa.
match-takeback-waiting = Já há um pedido para voltar jogada esperando resposta.
match-takeback-closed = Esse pedido para voltar jogada não está mais aberto.
match-takeback-yours = Você fez este pedido; os outros jogadores é que respondem.
match-takeback-answered = Você já respondeu a este pedido.
match-takeback-log-mismatch = O registro de jogadas salvo não bate com esta partida; tente `/kitty board`.
# $error: descrição técnica (inglês, não traduzida).
match-takeback-no-replay = O registro de jogadas desta partida não pode ser reproduzido ({ $error }).
match-takeback-nothing = Você ainda não tem nenhuma jogada sua para voltar.
# $reason: motivo do jogo, ex.: "uma carta foi comprada".
match-takeback-refused = Essa jogada não pode ser desfeita: { $reason }, e desfazê-la deixaria alguém continuar conhecendo uma carta oculta.
# No canal. $count: jogadas desfeitas; $how: "ai" ou "agreed".
match-takeback-done = { $who } volta { $count ->
        [one] a jogada
       *[other] { $count } jogadas
    }. { $how ->
        [ai] A IA concorda.
       *[agreed] Todos concordaram.
    }

## Time limits

match-timeout-over = Este tempo esgotado já passou: a partida avançou.
match-timeout-yours = Seu tempo acabou, mas você ainda pode jogar até outra pessoa escolher.
match-timeout-ai-plays = Agora uma IA joga no seu lugar.
match-timeout-not-yet = O tempo para esta jogada ainda não acabou.
match-timeout-no-choice = Esta mesa não oferece essa opção.
match-timeout-already-chosen = Outro jogador já escolheu: a IA está jogando esta vez.
# No canal, quando os outros reivindicam a vitória por tempo.
match-timeout-claimed = Acabou o tempo de { $who }; a vitória foi reivindicada.

## Turns

match-handed-over = Seu tempo acabou e a mesa passou seu lugar para uma IA; ela joga por você agora.
match-type-a-move = Digite uma jogada, por exemplo escolhendo uma da lista.
match-board-moved-on = Este tabuleiro já ficou para trás.
match-ai-moved-on = A partida avançou enquanto a IA pensava.
match-move-failed = Essa jogada não pôde ser feita por causa de um erro do meu lado (já foi registrado). Nada mudou; tente outra jogada, ou `/kitty board`.
# No canal, quando um jogador desiste.
match-resigns = { $who } desiste.
