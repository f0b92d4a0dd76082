# `/kitty help`: o guia de todos os comandos e botões, a linha de cada jogo e a moldura de
# `/kitty rules`. Comandos, opções e palavras digitadas em `código` ficam como estão; palavras
# em **negrito** são rótulos de botões (iguais aos botões).
# Uma linha que começa com ** é escrita {"**"}.

## The guide: six sections, shown one after the other

help-guide-intro = Jogos de tabuleiro de empilhar com amigos ou a IA, uma partida por canal ou tópico. Recusas e segredos vêm em privado; tabuleiros são públicos.

# $options: opções próprias dos jogos em `/kitty start`; $example: a chave de um jogo.
help-guide-starting = **Começando**
    `/kitty start <game>` abre uma sala de espera. **Entrar** e **Sair** ocupam ou liberam um lugar; o anfitrião clica em **Começar** (ou **Cancelar**); **Adicionar IA** (fácil, média, difícil) preenche um lugar. Opções: `players`, e as de cada jogo ({ $options }).
    `/kitty start { $example } opponent:AI level:hard` joga contra a IA na hora; acrescente `watch:True` para assistir a jogadores IA.
    Acrescente `thread:True` para abrir a mesa num tópico próprio, e ter várias partidas num canal (preciso de **Criar tópicos públicos** e **Enviar mensagens em tópicos** lá); `/kitty start` digitado dentro de um tópico joga nesse tópico.
    `time:` define um tempo por jogada (de 2 minutos a 3 dias). O tabuleiro mostra quando o tempo acaba, o jogador é lembrado quando quase todo o tempo passou (`/kitty settings`: menção, mensagem direta ou nada) e depois os outros escolhem: **Reivindicar a vitória** (dois jogadores), **Pular a vez** (a IA faz uma jogada), **IA assume o lugar** ou **Remover** (mesas maiores). Se o bot cair, todos têm ao menos 15 minutos (ou o tempo todo) quando ele voltar.

# $extra: os comandos próprios dos jogos, um por linha (help-extra-command), ou nada.
help-guide-playing = **Jogando**
    `/kitty move` — comece a digitar e escolha uma das jogadas válidas.
    {"**"}Minhas jogadas** (embaixo de cada tabuleiro) lista suas jogadas válidas em privado; escolha uma para jogar. Os outros botões e menus são do próprio jogo (como *Colocar o resto ao acaso* ou o *Trocar cores* da regra da torta).
    { $extra }`/kitty board` — posta o tabuleiro de novo. `/kitty cards` — suas cartas secretas, em privado.
    `/kitty takeback` (ou **Voltar jogada** embaixo do tabuleiro) — pede para voltar sua última jogada; os outros clicam em **Aceitar** ou **Recusar**, a IA aceita na hora. Recusado se desfizer uma carta já vista; `takebacks:forbidden` no início desativa isso.
    {"**"}Dica** (nas lições, contra a IA e em mesas abertas com `hints:on`) — a jogada da IA para você, em privado, marcada no tabuleiro; uma mesa com dois ou mais membros é ranqueada e só tem dicas se aberta com `hints:on`, que todos aceitam ao entrar (a sala de espera avisa), e `/kitty history` marca jogadas feitas após uma dica.

help-guide-ending = **Terminando**
    `/kitty resign` — desistir. `/kitty end` — propor encerrar a partida: os outros clicam em **Aceitar** ou **Recusar**.
    `/kitty cancel` — o anfitrião cancela uma sala de espera; um moderador (Gerenciar mensagens) cancela qualquer partida.

help-guide-information = **Informações**
    `/kitty rules game:<game>` — as regras do jeito que o bot joga. `/kitty help` — este guia.
    `/kitty learn game:<game>` — aprenda um jogo em lições curtas e privadas: escolha jogadas no menu da lição (ou digite com `/kitty move` onde você não joga); seu progresso fica salvo.
    `/kitty games` — as mesas abertas deste servidor, para assistir ou entrar.
    `/kitty status` — moderadores: tempo ativo, mesas abertas, tamanho do banco de dados.

help-guide-records = **Registros**
    `/kitty history` — as jogadas de uma partida. `/kitty replay` (ou **Rever partida** num tabuleiro final) — a partida inteira animada. `/kitty analyse game:<n>` (ou **Analisar** num tabuleiro final) — quem liderou jogada a jogada e as maiores viradas. **Revanche** num tabuleiro final — mesmos jogadores e opções, lugares em rodízio. `/kitty record game:<n>` — o arquivo de registro de uma partida encerrada.
    `/kitty leaderboard game:<game>` — os melhores do servidor; cada nível de IA tem um rating, que só muda contra membros (partidas só de IAs não valem rating). `/kitty stats` — partidas, vitórias, rating, sequência. `/kitty mydata` — tudo o que se guarda sobre você. `/kitty-admin export|forget` — gestores do servidor (Gerenciar servidor).
# Uma linha de help-guide-playing para um comando de um jogo. $name; $description.
help-extra-command = `/kitty { $name }` — { $description }.

## The embed around the guide

help-title = Kitty Tower — como jogar
help-footer = Uma partida por canal ou tópico · as partidas sobrevivem a reinícios do bot
help-players = { $min ->
        [one] { $min } jogador
       *[other] { $min } jogadores
    }
help-players-range = { $min } a { $max } jogadores
help-game-field = { $game } · { $players }
# $pitch: o primeiro parágrafo das regras; $key: a chave do jogo.
help-game-pitch = { $pitch } `game:{ $key }`

## `/kitty rules`

help-rules-title = { $game } — regras
help-cards-title = { $game } — { $count ->
        [one] { $count } carta
       *[other] as { $count } cartas
    }
help-rules-learn = Novo em { $game }? /kitty learn game:{ $key } ensina o jogo em lições curtas e privadas.
