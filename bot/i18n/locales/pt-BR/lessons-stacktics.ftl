# As lições de Stacktics (`/kitty learn game:stacktics`), na ordem em que são jogadas.
# Mensagens: lesson-stacktics-<lição>-<campo> (title, text, hint, hint-<n>, success).
# Palavras em `código` são jogadas ou comandos digitados (notação): nunca traduzir.

## Lesson shapes: How pyramids move

lesson-stacktics-shapes-title = Como as pirâmides se movem
lesson-stacktics-shapes-text =
    Você joga com Vermelho. Uma pirâmide pequena anda na diagonal, uma média em linha reta, uma
    grande dos dois jeitos. Uma pirâmide sem carga vai tão longe quanto quiser por casas vazias.
    Mova sua média de c1 em linha reta para cima, até c4.
lesson-stacktics-shapes-hint = A média está em c1: ela anda em linha reta, qualquer distância enquanto não carrega nada.
# Resposta quando quem aprende joga `Sa1-b2`.
lesson-stacktics-shapes-hint-1 = Essa é a sua pequena, andando na diagonal. Desta vez mova a média de c1 para c4.
lesson-stacktics-shapes-success = Isso: uma média sozinha desliza em linha reta enquanto o tabuleiro estiver vazio.

## Lesson range: Carrying shortens the move

lesson-stacktics-range-title = Carregar encurta o movimento
lesson-stacktics-range-text =
    A peça que você escolhe se move com tudo o que está empilhado sobre ela. Carregando menos
    pintas que o próprio tamanho, ela anda até 2 casas; carregando o mesmo tanto ou mais, só 1.
    Mova a média de c1, com a pequena em cima, duas casas para cima.
lesson-stacktics-range-hint = Escolha a média (ela carrega uma pinta, menos que as duas dela) e mova duas casas para cima: `Mc1-c3`.
lesson-stacktics-range-success = Certo: a grande ficou para trás, a média e a pequena andaram duas casas.

## Lesson stack: Stacking on your own pieces

lesson-stacktics-stack-title = Empilhando nas suas peças
lesson-stacktics-stack-text =
    Você pode pousar na sua própria pilha quando a peça do topo dela é pelo menos do tamanho da
    peça que você move. Ponha sua pequena de b2 em cima da sua grande em c3.
lesson-stacktics-stack-hint = A pequena em b2 anda na diagonal: c3 fica um passo para cima e para a direita.
lesson-stacktics-stack-success = Sua pequena agora vai em cima da grande: juntas, elas podem capturar depois.

## Lesson capture: Capturing

lesson-stacktics-capture-title = Capturando
lesson-stacktics-capture-text =
    Só uma peça sozinha saltando do topo de uma pilha de duas ou mais captura, pousando numa
    pilha inimiga. A pilha inimiga inteira sai do jogo e as pintas dela contam para você. Capture
    a pilha de Azul em d3 com a pequena do topo de c2.
lesson-stacktics-capture-hint = A pequena no topo de c2 anda na diagonal: salte com ela sobre d3 (`Sc2xd3`).
lesson-stacktics-capture-success = Três pintas capturadas: a média e a pequena de Azul saíram do jogo.

## Lesson win: Winning

lesson-stacktics-win-title = Vencendo
lesson-stacktics-win-text =
    Vence quem primeiro capturar metade das pintas do inimigo: 9 pintas neste tabuleiro. Você já
    tem 7. Vença em uma jogada.
lesson-stacktics-win-hint = Qual captura dá mais duas pintas? A média em d3 vale 2.
lesson-stacktics-win-success = Nove pintas: Vermelho vence.
