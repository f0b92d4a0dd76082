# As lições de Tumbling Down (`/kitty learn game:tumbling`), na ordem em que são jogadas.
# Mensagens: lesson-tumbling-<lição>-<campo> (title, text, hint, hint-<n>, success).
# Palavras em `código` são jogadas ou comandos digitados (notação): nunca traduzir.

## Lesson step: Stepping

lesson-tumbling-step-title = Andando
lesson-tumbling-step-text =
    Você joga com Preto. Uma pilha é sua quando há uma peça preta no topo. Um passo move só a
    peça do topo da sua pilha para uma das 8 casas em volta, em linha reta ou na diagonal. Dê um
    passo com a peça do topo da sua pilha em e5.
lesson-tumbling-step-hint = Um passo move uma peça uma casa: digite assim, `e5-e6`.
lesson-tumbling-step-success = A peça do topo andou; a de baixo ficou onde estava.

## Lesson tumble: Tumbling

lesson-tumbling-tumble-title = Tombando
lesson-tumbling-tumble-text =
    Um tombo derruba uma pilha inteira de 2 ou mais em uma de 8 direções: a peça de baixo cai na
    casa seguinte, a de cima dela na casa depois, e assim por diante. Tombe sua pilha de d5 para
    baixo no tabuleiro, para o sul.
lesson-tumbling-tumble-hint = Um tombo se escreve com `>` e uma direção: `d5>s` derruba d5 para o sul.
lesson-tumbling-tumble-success = Três peças em d4, d3 e d2: a do topo voou mais longe.

## Lesson king: Covering the king

lesson-tumbling-king-title = Cobrindo o rei
lesson-tumbling-king-text =
    O rei de um jogador é a pilha mais alta feita só da cor dele; uma coroa dourada marca o rei.
    Ponha uma peça sua em cima do rei inimigo e você vence. Cubra o rei de Branco em d3.
lesson-tumbling-king-hint = Sua peça sozinha em c4 está bem ao lado do rei em d3: dê um passo para cima dele.
lesson-tumbling-king-success = O rei de Branco está coberto: Preto vence.

## Lesson far: A tumble reaches far

lesson-tumbling-far-title = Um tombo vai longe
lesson-tumbling-far-text =
    A peça do topo de um tombo cai mais longe, então uma pilha alta pode cobrir um rei a várias
    casas de distância. O rei de Branco em d3 está fora do alcance de um passo. Derrube sua pilha
    de três em d6 de modo que a peça do topo caia em d3.
lesson-tumbling-far-hint = Conte: d6 tombando para o sul deixa peças em d5, d4 e depois d3.
lesson-tumbling-far-success = A peça do topo caiu sobre o rei: Preto vence.

## Lesson kings: Several kings

lesson-tumbling-kings-title = Vários reis
lesson-tumbling-kings-text =
    Quando duas pilhas puras empatam na maior altura, as duas são reis, e perder qualquer uma delas
    perde a partida. Branco tem dois reis aqui. Vença cobrindo o que você alcança.
lesson-tumbling-kings-hint = O rei em f2 está ao lado da sua peça em e3.
lesson-tumbling-kings-success = Um rei coberto basta: Preto vence.
