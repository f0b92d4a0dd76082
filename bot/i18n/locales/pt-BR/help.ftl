# `/kitty help`: o guia de todos os comandos e botões, a linha de cada jogo e a moldura de
# `/kitty rules`. Comandos, opções e palavras digitadas em `código` ficam como estão; palavras
# em **negrito** são rótulos de botões (iguais aos botões).
# Uma linha que começa com ** é escrita {"**"}.

## The guide: six sections, shown one after the other

help-guide-intro = Jogos de tabuleiro de empilhar com amigos ou com a IA, uma partida por canal ou tópico. Recusas e segredos são respondidos em privado; os tabuleiros são públicos.

# $options: opções próprias dos jogos em `/kitty start`; $example: a chave de um jogo.
help-guide-starting = **Começando**
    `/kitty start <game>` abre uma sala de espera. **Entrar** e **Sair** ocupam ou liberam um lugar; o anfitrião clica em **Começar** (ou **Cancelar**); **Adicionar IA** (fácil, média, difícil) preenche um lugar. Opções: `players`, e as de cada jogo ({ $options }).
    `/kitty start { $example } opponent:AI level:hard` joga contra a IA na hora; acrescente `watch:True` para assistir a jogadores IA.
    Acrescente `thread:True` para abrir a mesa num tópico próprio, assim um canal pode ter várias partidas (preciso de **Criar tópicos públicos** e **Enviar mensagens em tópicos** lá); `/kitty start` digitado dentro de um tópico joga nesse tópico.
    `time:` define um tempo por jogada (de 2 minutos a 3 dias). O tabuleiro mostra quando o tempo acaba, o jogador recebe um lembrete quando a maior parte do tempo já passou (`/kitty settings`: por menção, DM ou nenhum) e depois os outros escolhem: **Reivindicar a vitória** (dois jogadores), **Pular a vez dele** (a IA faz uma jogada), **IA assume o lugar** ou **Remover** (mesas maiores). Se o bot ficou offline, todos ganham pelo menos 15 minutos (ou o tempo inteiro) depois que ele volta.

# $extra: os comandos próprios dos jogos, um por linha (help-extra-command), ou nada.
help-guide-playing = **Jogando**
    `/kitty move` — comece a digitar e escolha uma das jogadas válidas oferecidas.
    {"**"}Minhas jogadas** (embaixo de cada tabuleiro) lista suas jogadas válidas em privado; escolha uma para jogá-la. Os outros botões e menus embaixo do tabuleiro são do próprio jogo (como *Colocar o resto ao acaso* ou o *Trocar cores* da regra da torta).
    { $extra }`/kitty board` — posta o tabuleiro de novo. `/kitty cards` — suas cartas secretas, em privado.
    `/kitty takeback` (ou **Voltar jogada** embaixo do tabuleiro) — pede para voltar sua última jogada; os outros clicam em **Aceitar** ou **Recusar**, a IA concorda na hora. É recusado quando desfaria uma carta que alguém já viu; `takebacks:forbidden` no início desativa essa opção.
    {"**"}Dica** (nas lições, contra a IA e em mesas abertas com `hints:on`) — a jogada da IA para você, em privado, marcada no tabuleiro; uma mesa com dois ou mais membros conta como ranqueada e só oferece dicas quando aberta com `hints:on`, o que todo jogador aceita ao entrar (a sala de espera mostra isso), e `/kitty history` marca uma jogada feita depois de uma dica.

help-guide-ending = **Terminando**
    `/kitty resign` — desistir. `/kitty end` — propor encerrar a partida: os outros clicam em **Aceitar** ou **Recusar**.
    `/kitty cancel` — o anfitrião cancela uma sala de espera; um moderador (Gerenciar mensagens) cancela qualquer partida.

help-guide-information = **Informações**
    `/kitty rules game:<game>` — as regras do jeito que o bot joga. `/kitty help` — este guia.
    `/kitty learn game:<game>` — aprenda um jogo com lições curtas e privadas: escolha jogadas no menu da lição (ou digite com `/kitty move` onde você não tem lugar); seu progresso fica salvo.
    `/kitty games` — as mesas abertas deste servidor, para assistir ou entrar.
    `/kitty status` — moderadores: tempo ativo, mesas abertas, tamanho do banco de dados.

help-guide-records = **Registros**
    `/kitty history` — as jogadas de uma partida. `/kitty replay` (ou **Replay** num tabuleiro final) — a partida inteira animada. `/kitty analyse game:<n>` (ou **Analisar** num tabuleiro final) — quem estava na frente jogada a jogada e as maiores viradas. **Revanche** num tabuleiro final — os mesmos jogadores e opções, com os lugares trocados em rodízio. `/kitty record game:<n>` — o arquivo de registro de uma partida encerrada.
    `/kitty leaderboard game:<game>` — os melhores deste servidor; cada nível de IA tem um rating, que só muda em partidas contra membros (partidas só entre IAs não valem rating). `/kitty stats` — partidas, vitórias, rating, sequência. `/kitty mydata` — tudo o que é guardado sobre você. `/kitty-admin export|forget` — gestores do servidor (Gerenciar servidor).
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
        [one] a { $count } carta
       *[other] as { $count } cartas
    }
help-rules-learn = Novo em { $game }? /kitty learn game:{ $key } ensina o jogo em lições curtas e privadas.
