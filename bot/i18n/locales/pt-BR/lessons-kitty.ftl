# As lições de Kitty Stack Tower (`/kitty learn game:kitty`), na ordem em que são jogadas.
# Mensagens: lesson-kitty-<lição>-<campo> (title, text, hint, hint-<n>, success).
# Palavras em `código` são jogadas ou comandos digitados (notação): nunca traduzir.

## Lesson place: Placing your pieces

lesson-kitty-place-title = Colocando suas peças
lesson-kitty-place-text =
    Você joga com Vermelho. Antes da partida, cada jogador coloca peças em casas vazias, uma por
    casa. Aqui você reveza com Amarelo. Coloque uma peça, por exemplo com `place d4`.
lesson-kitty-place-hint = Digite `place` e uma casa vazia, como `place d4`.
lesson-kitty-place-success = Sua primeira peça está no tabuleiro. Numa partida de verdade, o bot pode colocar o resto para você: `place random`.

## Lesson stack: Stacking

lesson-kitty-stack-title = Empilhando
lesson-kitty-stack-text =
    Uma pilha é sua quando sua cor está no topo. Empilhar move sua pilha, na mesma ordem, para cima
    de uma pilha vizinha que não seja mais alta. Coloque suas duas peças de d4 sobre a peça de Amarelo em d5.
lesson-kitty-stack-hint = Digite `stack d4>d5`: sua pilha vai de d4 para cima de d5.
lesson-kitty-stack-success = A pilha em d5 tem três de altura e é sua.

## Lesson flip: Flipping

lesson-kitty-flip-title = Virando
lesson-kitty-flip-text =
    Virar deixa uma pilha de 2 ou mais saltar sobre uma vizinha pelo menos da mesma altura, até a
    casa vazia logo depois; a pilha saltada fica de cabeça para baixo. Salte sobre a pilha alta de
    Amarelo em e4: a peça de baixo dela é vermelha, então ela passa a ser sua.
lesson-kitty-flip-hint = Digite `flip d4>e4`: sua pilha salta sobre e4 e e4 fica de cabeça para baixo.
lesson-kitty-flip-success = De cabeça para baixo, a peça vermelha ficou no topo: agora essa pilha é sua.

## Lesson disassemble: Disassembling

lesson-kitty-disassemble-title = Desmontando
lesson-kitty-disassemble-text =
    Quando uma pilha adversária vizinha da sua tem uma peça sua, e a sua pilha tem mais peças da
    sua cor do que a dela tem da cor dele, você pode desmontá-la: as peças acima da sua peça mais
    alta deslizam para baixo da sua pilha. Desmonte a pilha de Amarelo em d5.
lesson-kitty-disassemble-hint = Digite `disassemble d4>d5`.
lesson-kitty-disassemble-success = A peça amarela deslizou para baixo da sua pilha, e d5 voltou a ter vermelho no topo.

## Lesson end: Passing and the end

lesson-kitty-end-title = Passar e o fim
lesson-kitty-end-text =
    Você sempre pode passar. Quando todos os jogadores passam seguidos, a partida acaba, e as peças
    das pilhas que você domina são a sua pontuação. Amarelo acabou de passar e você está na frente: encerre a partida.
lesson-kitty-end-hint = Digite `pass`: depois do passe de Amarelo, o seu encerra a partida com você vencendo por 3 a 1.
lesson-kitty-end-success = Todos passaram seguidos: você vence por 3 a 1.

## Lesson cards: Secret objective cards

lesson-kitty-cards-title = Cartas de objetivo secretas
lesson-kitty-cards-text =
    Com a opção de objetivos, cada jogador tem 2 cartas secretas (`/kitty cards` mostra) que
    dão pontos. Uma das suas é Empilhamento Contínuo: em vez de uma pilha, você empilha ao longo
    de uma sequência de pilhas com a mesma cor no topo, +1 por passo. Marque um ponto de carta agora.
lesson-kitty-cards-hint = Procure uma jogada `chain` em Minhas jogadas: `chain b5>c5` percorre várias pilhas.
lesson-kitty-cards-success = Ponto de carta garantido: Empilhamento Contínuo agora está revelada para todos.
