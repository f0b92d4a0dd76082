# Comandos de barra: as descrições e escolhas que o Discord mostra em cada comando /kitty.
# Os nomes de comandos e opções (`move`, `start`, `game`…) não são traduzidos.
# Limites (Discord): descrição de comando, opção ou escolha com 1–100 caracteres.

## /kitty

cmd-kitty = Jogue jogos de tabuleiro de empilhar
cmd-move = Faça sua jogada
cmd-move-move = Sua jogada — comece a digitar para ver as válidas
cmd-board = Mostrar o tabuleiro atual de novo
cmd-cards = Ver suas cartas secretas (só você vê)
cmd-resign = Desistir da partida (pede confirmação)
cmd-end = Propor encerrar a partida (os outros aceitam ou recusam)
cmd-takeback = Pedir para voltar sua última jogada (os outros precisam concordar)
cmd-settings = Suas configurações; moderadores também escolhem o idioma do servidor
cmd-settings-reminders = Como uma partida com tempo avisa que seu tempo está acabando
# Escolhas da opção `reminders` (≤ 100 caracteres cada).
cmd-reminders-channel = menção no canal
cmd-reminders-dm = mensagem direta
cmd-reminders-off = desativado
# A opção `language` de /kitty settings.
cmd-settings-language = Gestores do servidor: o idioma das mensagens do bot neste servidor
cmd-games = As mesas abertas deste servidor, para assistir ou entrar
cmd-cancel = Cancelar a partida deste canal (anfitrião na sala de espera, ou um moderador)
cmd-rules = Ler as regras de um jogo
cmd-rules-game = As regras de qual jogo
cmd-rules-public = Postar para todos (padrão: só você vê)
cmd-learn = Aprenda um jogo com lições curtas e privadas (só você vê)
cmd-learn-game = Qual jogo aprender
cmd-learn-move = Uma jogada da sua lição atual (ou escolha no menu da lição)
cmd-help = Como jogar com o Kitty Tower
cmd-status = Moderadores: tempo ativo, mesas abertas, tamanho do banco de dados
cmd-history = As jogadas da partida deste canal, ou de uma partida pelo número
cmd-history-game = Um número de partida (padrão: a partida deste canal)
cmd-history-page = Qual página de uma partida longa
cmd-record = O arquivo de registro de uma partida encerrada (reproduza onde quiser)
cmd-game-number = O número da partida
cmd-replay = Assistir a uma partida inteira como animação
cmd-replay-game = Um número de partida (padrão: a partida deste canal)
cmd-analyse = Quem estava na frente, jogada a jogada, numa partida encerrada
cmd-leaderboard = Os melhores jogadores deste servidor em um jogo
cmd-leaderboard-game = A classificação de qual jogo
cmd-stats = Partidas, vitórias, rating e sequência de um membro (padrão: você)
cmd-stats-user = De quem são as estatísticas (padrão: suas)
cmd-mydata = Tudo o que o Kitty Tower guarda sobre você (um arquivo privado)

## /kitty start <game>

cmd-start = Abrir uma partida neste canal (ou, com thread, num novo tópico)
# $title; $count.
cmd-start-game-fixed = Abrir uma mesa de { $title } ({ $count ->
        [one] { $count } jogador
       *[other] { $count } jogadores
    })
cmd-start-game-range = Abrir uma mesa de { $title } ({ $min } a { $max } jogadores)
cmd-start-players = Quantos lugares, de { $min } a { $max } (padrão: o número usual do jogo)
cmd-start-opponent = Jogar contra a IA agora mesmo
cmd-start-opponent-ai = IA
cmd-start-level = Força da IA (com opponent: IA; padrão médio)
cmd-level-easy = fácil
cmd-level-medium = médio
cmd-level-hard = difícil
cmd-start-watch = Com opponent: IA — todos os lugares são IA e você assiste
cmd-start-time = Tempo por jogada (depois os outros podem pedir vitória, pular ou passar o lugar à IA)
cmd-time-2m = 2 minutos
cmd-time-10m = 10 minutos
cmd-time-1h = 1 hora
cmd-time-1d = 1 dia
cmd-time-3d = 3 dias
cmd-time-none = sem limite
cmd-start-takebacks = Jogadores podem voltar jogadas (os outros concordam; contra a IA na hora)
cmd-takebacks-allowed = permitido
cmd-takebacks-forbidden = proibido
cmd-start-hints = Permitir o botão Dica (mesas ranqueadas: todos precisam concordar)
cmd-hints-on = ativadas
cmd-hints-off = desativadas
cmd-start-thread = Abrir a mesa num tópico próprio (um canal pode ter várias partidas)

## Commands a game declares (/kitty place, …)

# $command; $count; $last; $others; $title.
cmd-declared-not-here = `{ $command }` é para { $count ->
        [one] { $last }
       *[other] { $others } e { $last }
    }. Em { $title }, use `/kitty move`.

## /kitty-admin (server managers only)

cmd-admin = Gestores do servidor: os registros do Kitty Tower deste servidor
cmd-admin-export = Gestores do servidor: baixar os registros de partidas deste servidor (JSON)
cmd-admin-forget = Gestores do servidor: apagar partidas encerradas, resultados e ratings daqui
cmd-admin-forget-confirm = True para apagar de verdade (não dá para desfazer)

## Background notices (public, in the server's language)

# $why: o motivo, uma frase inteira.
cmd-closed-free = { $why } O canal está livre: `/kitty start` abre uma nova mesa.

## The bot owner's commands (a mention: "@Kitty Tower sync")

cmd-owner-synced-here = { $count } grupo(s) de comandos sincronizado(s) com este servidor.
cmd-owner-synced-global = { $count } grupo(s) de comandos sincronizado(s) globalmente (pode levar até uma hora para aparecer).
cmd-owner-only = Só o dono do bot pode fazer isso.
