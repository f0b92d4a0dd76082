# Stacktics (bot/games/stacktics): lugares, opções, rótulos de jogadas, anúncios, erros,
# resultados e as regras. A notação (`Mb1-b3`, `Sc2xd3`, `b1/2-b3`, `swap`, `keep`) e os
# nomes das casas (`b3`) são iguais em todos os idiomas: nunca traduzir.
# $cell, $target, $origin: nomes de casas como "b3".

## Seats (seat 1 starts as Red and moves first; a pie swap exchanges the colours)

stacktics-seat-1 = Vermelho
stacktics-seat-2 = Azul

## Pieces: the three pyramid sizes in words (small 1 pip, medium 2, large 3)

stacktics-piece-1 = pequena
stacktics-piece-2 = média
stacktics-piece-3 = grande
# Várias peças movendo juntas, de baixo para cima: $first é uma palavra de peça, $rest as
# outras (esta mesma mensagem de novo quando há mais), ex.: "média + pequena".
stacktics-pieces = { $first } + { $rest }

## Options of /kitty start (each at most 100 characters)

stacktics-option-size = Árvores por jogador (2-5); define o tabuleiro
stacktics-option-board = Tabuleiro (colunas x linhas); 4x4 ou 3x5 no tamanho 2, 7x6 ou 7x7 no tamanho 5
stacktics-option-pie = Regra da torta: Azul pode assumir as peças de Vermelho após a 1ª jogada (sempre no 4x4)
stacktics-option-draw-limit = Jogadas sem captura que empatam a partida (0 = desligado)

# $board: um tabuleiro como "7x6"; $board_size: o tamanho para o qual ele foi feito; $size: o
# tamanho pedido; $first (e $second quando $count é 2): os tabuleiros desse tamanho.
stacktics-board-for-size = O tabuleiro { $board } é do tamanho { $board_size }; o tamanho { $size } se joga em { $count ->
        [one] { $first }
       *[other] { $first } ou { $second }
    }.
stacktics-pie-required = A regra da torta é obrigatória no { $board }: sem ela a primeira jogada é forte demais.
stacktics-pie-forbidden = A regra da torta fica desligada no { $board } (lá as árvores começam nos cantos).

## Buttons under the board while Blue may swap (button labels, at most 80 characters)

stacktics-button-swap = Trocar cores
stacktics-button-keep = Seguir jogando

## Move labels (autocomplete and move menus, at most 100 characters)

# As respostas da regra da torta, `swap` e `keep`.
stacktics-describe-swap = swap: assumir as peças de Vermelho; o outro jogador joga com Azul em seguida
stacktics-describe-keep = seguir jogando: ficar com Azul e jogar agora
# Uma jogada: $from e $to são casas, $unit as peças que se movem ("média + pequena").
stacktics-describe-move = { $from }: { $unit } → { $to }
# Uma jogada sobre uma pilha do próprio jogador cuja peça do topo é $top ("grande").
stacktics-describe-move-onto = { $from }: { $unit } → { $to } (sobre a sua { $top })
# Uma captura que leva $pips pintas; a segunda vence a partida na hora.
stacktics-describe-capture = { $from } { $unit } × { $to } leva { $pips } { $pips ->
        [one] pinta
       *[other] pintas
    }
stacktics-describe-capture-wins = { $from } { $unit } × { $to } leva { $pips } { $pips ->
        [one] pinta
       *[other] pintas
    } e vence

## Announcements after a move (public)

stacktics-announce-swap = Cores trocadas: o primeiro jogador agora joga com Azul e é o próximo a jogar; o segundo jogador assume Vermelho.
stacktics-announce-keep = Azul segue jogando sem trocar.
# $mover e $victim: nomes de cores ("Vermelho"); $pieces: as peças capturadas ("grande + média");
# $red e $blue: as pintas que cada cor capturou até agora, de $threshold.
stacktics-announce-capture = { $mover } capturou { $pieces } de { $victim } em { $cell } ({ $pips } { $pips ->
        [one] pinta
       *[other] pintas
    }). Capturadas: Vermelho { $red }/{ $threshold } · Azul { $blue }/{ $threshold }.

## Results (a short phrase after "won" / "draw" in the result message)

# $colour: "Vermelho" ou "Azul".
stacktics-result-captured = { $colour } capturou { $pips } pintas
stacktics-result-no-move = { $colour } não tem jogada válida
stacktics-result-repetition = terceira repetição
stacktics-result-quiet = { $limit } jogadas sem captura

## The pie rule's state, shown under the board

stacktics-pie-waiting = Regra da torta: depois da primeira jogada de Vermelho, Azul pode trocar as cores.
stacktics-pie-open = Regra da torta: Azul pode trocar as cores agora ou seguir jogando.
stacktics-pie-kept = Regra da torta: Azul seguiu jogando.
stacktics-pie-swapped = Regra da torta: as cores foram trocadas.

## Errors for a typed move (shown only to the player who typed it)

-stacktics-hint = escreva assim: `Mb1-b3` (letra do tamanho, origem, destino), `Sc2xd3` para uma captura, ou `b1-c2`
stacktics-type-a-move = Digite uma jogada: { -stacktics-hint }.
# $text: o que o jogador digitou (cortado em 40 caracteres).
stacktics-unreadable = Não consigo ler `{ $text }`: { -stacktics-hint }.
stacktics-base-twice = `{ $text }` indica a peça de base duas vezes: { -stacktics-hint }.
stacktics-height-place = Ponha a altura logo depois da origem, assim: `b1/2-b3`.
stacktics-needs-two-cells = `{ $text }` precisa de uma casa de origem e uma de destino: { -stacktics-hint }.
stacktics-height-from-one = As alturas contam a partir de 1, na base da pilha.
stacktics-pie-not-open = Só dá para trocar ou seguir jogando como resposta de Azul à primeira jogada de Vermelho, e só com a regra da torta ativada.
stacktics-no-stack = Não há pilha em { $cell }.
# $owner e $you: nomes de cores.
stacktics-not-your-stack = A pilha em { $cell } é de { $owner }; você joga com { $you }.
stacktics-not-legal = `{ $text }` não é uma jogada válida agora.
stacktics-move-not-legal = Essa jogada não é válida agora.
stacktics-nothing-to-capture = Não há nada para capturar em { $cell }.
stacktics-height-too-high = { $cell } tem { $count ->
        [one] 1 peça
       *[other] { $count } peças
    }: as alturas vão de 1 (embaixo) a { $count }.
# $found e $given: palavras de peça ("grande").
stacktics-height-wrong-size = A peça na altura { $height } em { $cell } é uma { $found }, não uma { $given }.
stacktics-no-size = { $cell } não tem peça { $size }.
# $options: as jogadas possíveis, cada uma como "`Mb2/1-b3` (média + pequena)", unidas com
# stacktics-or.
stacktics-which-base = Qual peça em { $cell } é a base? Diga { $options }.
stacktics-base-option = `{ $move }` ({ $unit })
stacktics-or = { $first } ou { $rest }
# $reasons: um motivo por peça que poderia ser a base (as mensagens -clause abaixo),
# unidos com stacktics-reasons.
stacktics-nothing-can-go = Nada em { $cell } pode ir para { $target }: { $reasons }.
stacktics-reasons = { $first }; { $rest }
# A(s) peça(s) $unit ("média + pequena") poderia(m) se mover, mas não agora.
stacktics-reason-not-now = { $unit }: não pode se mover agora

## Why a move breaks a rule: a sentence, and the same as a clause inside
## stacktics-nothing-can-go ($unit: the moving pieces, $word: the base piece's size word)

stacktics-why-no-distance = Uma jogada precisa andar pelo menos uma casa.
stacktics-why-no-distance-clause = uma jogada precisa andar pelo menos uma casa
stacktics-why-small = Uma pequena anda na diagonal.
stacktics-why-small-clause = uma pequena anda na diagonal
stacktics-why-medium = Uma média anda em linha reta ao longo de uma linha ou coluna, nunca na diagonal.
stacktics-why-medium-clause = uma média anda em linha reta ao longo de uma linha ou coluna, nunca na diagonal
stacktics-why-large = Uma grande anda em linha reta ou na diagonal.
stacktics-why-large-clause = uma grande anda em linha reta ou na diagonal
# $weight: pintas carregadas sobre a base; $range: até onde vai uma pilha carregada.
stacktics-why-loaded = Uma { $word } carregando { $weight } { $weight ->
        [one] pinta
       *[other] pintas
    } está carregada e anda no máximo { $range } casas.
stacktics-why-loaded-clause = uma { $word } carregando { $weight } { $weight ->
        [one] pinta
       *[other] pintas
    } está carregada e anda no máximo { $range } casas
stacktics-why-overloaded = Uma { $word } carregando { $weight } pintas está sobrecarregada e anda só 1 casa.
stacktics-why-overloaded-clause = uma { $word } carregando { $weight } pintas está sobrecarregada e anda só 1 casa
# $between: a casa no caminho.
stacktics-why-blocked = { $between } está no caminho.
stacktics-why-blocked-clause = { $unit }: { $between } está no caminho
# $top: a palavra de tamanho da peça do topo em $cell.
stacktics-why-stack-smaller = Você só pode empilhar sobre uma peça sua no topo de tamanho igual ou maior (o topo de { $cell } é uma { $top }, sua base uma { $word }).
stacktics-why-stack-smaller-clause = { $unit }: você só pode empilhar sobre uma peça sua no topo de tamanho igual ou maior (o topo de { $cell } é uma { $top }, sua base uma { $word })
# Uma captura por uma peça que está sozinha em $cell.
stacktics-why-capture-alone = Só uma peça sozinha saindo do topo de uma pilha de duas ou mais pode capturar (a { $word } em { $cell } está sozinha).
stacktics-why-capture-alone-clause = { $unit }: só uma peça sozinha saindo do topo de uma pilha de duas ou mais pode capturar (a { $word } em { $cell } está sozinha)
# Uma captura por $count peças movendo juntas.
stacktics-why-capture-many = Só uma peça sozinha saindo do topo de uma pilha de duas ou mais pode capturar (você está movendo { $count } peças).
stacktics-why-capture-many-clause = { $unit }: só uma peça sozinha saindo do topo de uma pilha de duas ou mais pode capturar (você está movendo { $count } peças)

## The rules (/kitty rules stacktics): markdown, shown as written

stacktics-rules =
    # Stacktics

    Mova uma das suas pirâmides, com tudo o que estiver empilhado sobre ela, pelo tabuleiro; uma
    pirâmide sozinha saltando do topo de uma pilha captura a pilha inimiga onde pousa, e vence
    quem primeiro capturar metade das pintas do inimigo (pequena 1, média 2, grande 3).

    Dois jogadores, Vermelho e Azul, cada um com N *árvores*: uma pirâmide grande (3 pintas), uma
    média (2) e uma pequena (1), empilhadas nessa ordem. Capture **3·N pintas** (metade da força
    do adversário) para vencer.

    {"*"}*Tabuleiros.** Tamanho 2: 4×4 (regra da torta sempre ativada) ou 3×5 · tamanho 3: 5×5 (padrão) ·
    tamanho 4: 6×6 · tamanho 5: 7×6 ou 7×7 (opções `size`, `board`; o primeiro tabuleiro de um
    tamanho é o padrão). As árvores começam na linha inicial de cada jogador, com as colunas dos
    cantos vazias (no 3×5 elas começam nos cantos). Vermelho fica na linha 1 e joga primeiro.

    {"*"}*Movimento.** Escolha qualquer uma das suas peças como *base*: ela se move junto com tudo
    o que está empilhado sobre ela; as peças abaixo dela ficam.
    - O formato vem da base: uma **pequena** anda na diagonal, uma **média** em linha reta, uma
      {"*"}*grande** dos dois jeitos. Você nunca pode passar por uma casa ocupada.
    - O alcance vem das pintas carregadas pela base: nenhuma → qualquer distância; menos pintas
      que o tamanho da base (*carregada*) → até 2 casas (3 casas em partidas de tamanho 4 e 5);
      o mesmo tanto ou mais (*sobrecarregada*) → 1 casa. Uma jogada sempre anda pelo menos uma
      casa; passar não é permitido.

    {"*"}*Pouso.** Numa casa vazia; numa pilha sua, se a peça do topo for pelo menos do tamanho da
    sua base (as peças que se movem vão para cima na mesma ordem); ou numa pilha inimiga para
    {"*"}*capturá-la**, o que só *uma peça sozinha saindo do topo de uma pilha de duas ou mais*
    pode fazer. A pilha inimiga inteira sai do jogo, as pintas dela contam para você e sua peça
    fica ali.

    {"*"}*Fim.** 3·N pintas capturadas vencem na hora. Se você não tiver jogada válida na sua vez,
    você perde. Empates: a mesma posição, com o mesmo lado a jogar, pela terceira vez; 60 jogadas
    seguidas sem captura (a opção `draw_limit`, 0 = desligado); ou por acordo.

    {"*"}*Regra da torta** (sempre no 4×4; opcional no 5×5 e maiores): depois da primeira jogada
    de Vermelho, Azul pode clicar em **Trocar cores** para assumir as peças de Vermelho (o outro
    jogador passa a jogar com Azul e joga em seguida) ou em **Seguir jogando** (ou simplesmente
    fazer uma jogada).

    {"*"}*Notação.** Letra do tamanho da base (S pequena, M média, L grande), casa de origem, `-`
    ou `x` para uma captura, destino: `Mb1-b3` (a média com o que ela carrega), `Lc1-c2` (a árvore
    inteira), `Sd3xe4` (a pequena captura). Se a origem tiver duas peças desse tamanho,
    acrescente a altura contada de baixo: `Mb2/1-b3`. Você também pode digitar `b1 m b3`,
    `b1/2 > b3`, ou só `b1-c2` quando só uma peça ali puder fazer essa jogada. `swap` / `keep`
    respondem à regra da torta.

    {"*"}*Lendo o tabuleiro.**
    - Cada pirâmide é desenhada de lado, com o tamanho pequeno, médio ou grande à vista e tantas pintas quanto ela vale: as pintas de Vermelho são círculos ●, as de Azul quadrados ■. Uma pilha fica de baixo para cima; uma pilha de 4 ou mais ganha um selo de altura.
    - Última jogada: um contorno tracejado onde ela começou, um contorno magenta contínuo onde terminou e uma seta entre eles; uma captura acrescenta uma etiqueta "×N" com as pintas levadas.
    - Abaixo do tabuleiro: ▶ quem joga agora; cada jogador com sua cor e marca, suas pintas capturadas em relação à meta ("4 de 9 pintas") e as pirâmides que pegou; a última jogada em palavras (`Lb4/1-c5`: a peça grande, 1ª de baixo, de b4 para c5); as jogadas sem captura em relação ao limite de empate; a escolha da regra da torta enquanto estiver aberta.
