# Textos do controlador: como o bot responde a cliques e comandos.
# Respostas privadas no idioma do membro, mensagens públicas no do servidor.
# Limites do Discord: mensagem ≤ 2000 caracteres, título de embed ≤ 256, rodapé ≤ 2048,
# nome de tópico ≤ 100. Os comandos `/kitty …` e suas opções ficam em inglês (digitados como mostrados).

## Errors and refusals (private)

# Nomes de permissões do Discord em português, como o Discord os mostra.
ctl-permissions-hint = Não consegui postar neste canal. Preciso de **Ver canal**, **Enviar mensagens**, **Anexar arquivos** e **Inserir links** aqui.
# A resposta a qualquer erro inesperado.
ctl-sorry = Algo deu errado do meu lado (já foi registrado). Tente de novo daqui a pouco; `/kitty board` mostra como está a partida.
# $error: a recusa (frase inteira). $link: URL de uma mensagem do Discord.
ctl-stale-with-board = { $error } Tabuleiro atual: { $link }
ctl-servers-only = O Kitty Tower funciona em canais de servidor, não em mensagens diretas.
ctl-lobby-follows = Pronto — a mensagem da sala de espera vai se atualizar em instantes.
ctl-done = Pronto.
ctl-moderators-only = Só moderadores (Gerenciar mensagens ou Administrador) podem fazer isso.
ctl-moderators-only-status = Só moderadores (Gerenciar mensagens ou Administrador) podem ver o status do bot.
ctl-managers-only-export = Só membros que podem gerenciar este servidor (Gerenciar servidor ou Administrador) podem exportar os registros deste servidor.
ctl-managers-only-forget = Só membros que podem gerenciar este servidor (Gerenciar servidor ou Administrador) podem apagar os registros deste servidor.
ctl-button-other-channel = Este botão é de uma partida em outro canal.
ctl-game-over = Esta partida acabou.
ctl-board-moved-on = Este tabuleiro já ficou para trás.
ctl-button-gone = Este botão não está mais disponível.
ctl-button-other-player = Este botão é para outro jogador.
# $seconds: segundos inteiros de espera.
ctl-board-cooldown = Você acabou de pedir o tabuleiro; tente de novo em { $seconds } s.
ctl-no-secret-cards = Esta partida não tem cartas secretas para você.

## Playing

# $move: a jogada em notação.
ctl-done-move = Feito: **{ $move }**.
ctl-not-played = Jogada não feita. Continua sendo sua vez.
ctl-play-on = Você continua jogando.
ctl-resigned = Você desistiu.
# Público. $who: menção de quem oferece; $others: menções dos outros jogadores.
ctl-end-offer = { $who } propõe encerrar a partida. { $others }: aceitar ou recusar?
ctl-end-declined = { $who } recusou encerrar a partida. O jogo continua!
ctl-end-accepted-waiting = { $who } aceitou; esperando os outros.
ctl-end-agreed = Todos concordaram em encerrar a partida.
# Público. $game; $id: número da partida; $who.
ctl-cancelled = A partida #{ $id } de { $game } foi cancelada por { $who }.

## Lobby and threads

ctl-level-watch-need-ai = `level` e `watch` só valem com `opponent: AI` (ou use o menu Adicionar IA da sala de espera).
# Público. $who; $game; $thread: link do tópico.
ctl-thread-opened-lobby = { $who } abriu uma mesa de **{ $game }** em { $thread }: entre lá.
ctl-thread-opened-active = { $who } abriu uma mesa de **{ $game }** em { $thread }: assista lá.
ctl-join-first-for-ai = Entre na partida primeiro para adicionar jogadores IA.
# Privado. $level: easy, medium ou hard.
ctl-added-ai = { $level ->
        [easy] IA fácil adicionada.
        [medium] IA média adicionada.
        [hard] IA difícil adicionada.
       *[other] IA { $level } adicionada.
    }
ctl-menu-gone = Este menu não faz mais parte desta partida.
ctl-not-opened = Não foi possível abrir esta mesa; nada foi salvo. Tente `/kitty start` de novo.
ctl-lobby-not-posted = O Discord não me deixou postar a sala de espera no novo tópico, então nada foi aberto. Tente de novo daqui a pouco.
ctl-in-a-thread = Isto já é um tópico: `/kitty start` sem `thread` abre a mesa aqui, ou use `thread:True` num canal de texto.
ctl-not-a-text-channel = Mesas em tópicos só podem ser abertas a partir de um canal de texto do servidor.
# Nomes de permissões do Discord.
ctl-perm-create-public-threads = Criar tópicos públicos
ctl-perm-send-messages-in-threads = Enviar mensagens em tópicos
# $names: nomes das permissões, já em negrito; $count: quantas.
ctl-thread-missing-permissions = { $count ->
        [one] Não posso abrir um tópico aqui: preciso da permissão { $names } neste canal. Peça a um moderador para concedê-la, ou use `/kitty start` sem `thread`.
       *[other] Não posso abrir um tópico aqui: preciso das permissões { $names } neste canal. Peça a um moderador para concedê-las, ou use `/kitty start` sem `thread`.
    }
# Nome de um tópico (≤ 100 caracteres). $game; $players.
ctl-thread-name = { $game } — { $players }
# Nome do tópico enquanto só o anfitrião está na mesa. $name.
ctl-thread-name-host = { $game } — mesa de { $name }
ctl-thread-name-empty = { $game } — mesa

## Takebacks and rematches

# Público. $who; $waiting.
ctl-takeback-request = { $who } pede para voltar a última jogada. { $waiting }: aceitar ou recusar? (Qualquer jogada cancela o pedido.)
ctl-takeback-declined = { $who } recusou voltar a jogada. O jogo continua!
ctl-takeback-accepted-waiting = { $who } aceitou voltar a jogada; esperando os outros.
ctl-takeback-agreed = Todos concordaram em voltar a jogada.
ctl-rematch-joined = Você entrou na revanche: a sala de espera está logo acima.

## Answers in direct messages

ctl-in-dms-only = Este menu responde a uma oferta na mensagem direta dela.
ctl-offer-moved-on = Esta oferta já ficou para trás; veja o canal da partida.
# $move: a resposta jogada, em notação.
ctl-dm-follows = Feito: **{ $move }**. O tabuleiro aparece no canal da partida.

## Clocks

ctl-duration-minutes = { $count ->
        [one] { $count } minuto
       *[other] { $count } minutos
    }
ctl-duration-hours = { $count ->
        [one] { $count } hora
       *[other] { $count } horas
    }
ctl-duration-days = { $count ->
        [one] { $count } dia
       *[other] { $count } dias
    }
# Abaixo de um tabuleiro. $when: marcação de tempo do Discord ("em 9 minutos"); $limit.
ctl-clock-line = ⏱ O tempo acaba { $when } ({ $limit } por jogada).
# Lembrete público. $who; $when.
ctl-reminder = ⏱ { $who }, seu tempo para esta jogada acaba { $when }.
# DM. $game; $id; $when.
ctl-reminder-dm = ⏱ Seu tempo para jogar em { $game } (partida #{ $id }) acaba { $when }.
# Público. $late; $others.
ctl-timed-out = ⏰ Acabou o tempo de { $late }. { $others }: e agora? (Até alguém escolher, quem atrasou ainda pode jogar.)
# $who: quem escolheu; $late: nomes dos atrasados.
ctl-clock-done-win = { $who } reivindicou a vitória: acabou o tempo de { $late }.
ctl-clock-done-skip = { $who } pulou a vez de { $late }: a IA faz esta jogada no lugar.
ctl-clock-done-ai = { $who } passou o lugar de { $late } para uma IA até o fim da partida.
ctl-clock-done-remove = { $who } removeu { $late }: uma IA joga no lugar e a partida continua.
# DM. $game; $id.
ctl-handed-over-dm = Seu tempo acabou em { $game } (partida #{ $id }); a mesa passou seu lugar para uma IA, que joga por você até o fim da partida.
# $allowed: os valores, como digitados (channel, dm, off).
ctl-reminders-one-of = Os lembretes podem ser: { $allowed }.
# Resposta de /kitty settings. $mode: channel, dm ou off.
ctl-settings = Lembretes em partidas com tempo: **{ $mode ->
        [channel] uma menção no canal da partida
        [dm] uma mensagem direta (uma menção no canal quando as mensagens diretas estão fechadas)
        [off] nenhum
       *[other] { $mode }
    }**. Para mudar, use `/kitty settings reminders:<channel|dm|off>`.

## AI

# Público. $who: o nome do lugar da IA.
ctl-ai-stuck-seat = { $who } não conseguiu fazer sua jogada (um erro do meu lado; já foi registrado). Qualquer pessoa na mesa pode usar `/kitty board` para ela tentar de novo; um moderador pode encerrar a partida com `/kitty cancel`.
ctl-ai-stuck = A IA não conseguiu fazer sua jogada (um erro do meu lado; já foi registrado). Qualquer pessoa na mesa pode usar `/kitty board` para ela tentar de novo; um moderador pode encerrar a partida com `/kitty cancel`.

## Records

ctl-no-game-here = Nenhuma partida foi jogada neste canal ainda. Informe um número de partida em `game:`.
ctl-history-no-moves = Nenhuma jogada ainda.
# $id; $pages.
ctl-history-pages = { $pages ->
        [one] O histórico da partida #{ $id } tem { $pages } página.
       *[other] O histórico da partida #{ $id } tem { $pages } páginas.
    }
# Rodapé de uma página do histórico. $status.
ctl-history-footer = Página { $page }/{ $pages } · { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    } · { $status }
# Situação de uma partida, quando não tem resultado.
ctl-status = { $status ->
        [lobby] esperando jogadores
        [active] em andamento
        [finished] encerrada
        [abandoned] abandonada
        [cancelled] cancelada
       *[other] { $status }
    }
ctl-record-unfinished = A partida #{ $id } não terminou; o registro dela é guardado quando ela acabar.
# $title: título da partida. O comando e o nome do arquivo ficam em inglês.
ctl-record-file = O registro de { $title }. Reproduza com `python -m bot replay FILE` (formato: docs/records.md).
ctl-replay-none = A partida #{ $id } ainda não tem jogadas para reproduzir.
# $frames: quantas imagens.
ctl-replay-drawing = Desenhando a reprodução de { $title } ({ $frames } quadros)… ela aparece aqui quando estiver pronta.
ctl-replay-title = Reprodução: { $title }
# Descrição do GIF de replay para leitores de tela.
ctl-replay-alt = Reprodução da partida #{ $id }: { $game }, { $players }, { $moves ->
        [one] { $moves } jogada
       *[other] { $moves } jogadas
    }. { $status }
# Sob a primeira imagem de um replay.
ctl-replay-start = #{ $id } início · { $players }
# Sob cada imagem seguinte.
ctl-replay-step = { $step }/{ $total } · { $move }
# Linha do ranking para um nível de IA.
ctl-leaderboard-ai = 🤖 { $level ->
        [easy] IA fácil
        [medium] IA média
        [hard] IA difícil
       *[other] IA { $level }
    }
# $rank; $who; $rating; $games.
ctl-leaderboard-line = **{ $rank }.** { $who } — { $rating } ({ $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    })
ctl-leaderboard-title = { $game } — classificação
ctl-leaderboard-footer = Rating: openskill, mostrado como 1500 + 20 × (μ − 3σ). Cada nível de IA tem um rating, que só muda em partidas contra membros (partidas só entre IAs não valem rating).
ctl-leaderboard-empty = Ninguém terminou uma partida ranqueada de { $game } neste servidor ainda.
ctl-stats-none = { $name } ainda não terminou nenhuma partida neste servidor.
ctl-stats-title = { $name } — estatísticas do Kitty Tower
# V, E, D: vitórias, empates, derrotas.
ctl-stats-played = { $played } jogadas · { $wins } V / { $draws } E / { $losses } D
ctl-stats-rating = rating { $rating }
ctl-stats-not-rated = sem rating (cooperativo)
# $opponent; $rating; $id.
ctl-stats-best-win = melhor vitória: { $opponent } ({ $rating }) na #{ $id }
ctl-stats-streak = Sequência atual: { $streak }
ctl-my-data = Tudo o que o Kitty Tower guarda sobre você (resultados, ratings, partidas):
ctl-export = { $count ->
        [one] Registros deste servidor: { $count } partida.
       *[other] Registros deste servidor: { $count } partidas.
    }
ctl-forget-confirm = Isto apaga para sempre todas as partidas encerradas, resultados e ratings deste servidor. Execute `/kitty-admin forget confirm: True` (exporte antes se quiser uma cópia).
ctl-forgotten = Apagadas: { $count } partidas encerradas deste servidor, com seus resultados e ratings. As partidas abertas não foram afetadas.

## /kitty status (moderators, private)

ctl-status-title = Kitty Tower — status
ctl-status-uptime = Tempo ativo
ctl-status-open-tables = Mesas abertas
ctl-status-database = Banco de dados
ctl-status-ai-workers = Processos da IA
ctl-status-version = Versão
ctl-status-per-game = Mesas por jogo
# $lobbies: salas esperando; $active: partidas em andamento.
ctl-status-counts = { $lobbies } em espera · { $active } em andamento
ctl-status-game-counts = **{ $title }**: { $lobbies } em espera · { $active } em andamento
ctl-status-no-database = ainda não criado
ctl-status-workers = { $count ->
        [one] { $count } processo
       *[other] { $count } processos
    }
ctl-status-thread = uma linha de execução no processo do bot
ctl-status-none-open = nenhuma aberta
# Tempo ativo, unidades curtas.
ctl-uptime-days = { $days } d { $hours } h
ctl-uptime-hours = { $hours } h { $minutes } min
ctl-uptime-minutes = { $minutes } min
ctl-uptime-seconds = { $seconds } s
# Nome de uma permissão do Discord em negrito.
ctl-permission-name = **{ $name }**
