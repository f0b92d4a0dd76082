# Tumbling Down (bot/games/tumbling): lugares, opções, rótulos de jogadas, anúncios, erros,
# resultados e as regras. A notação (`d4-e5`, `d4>ne`, as letras de direção n, ne, e, se,
# s, sw, w, nw) e os nomes das casas (`d4`) são iguais em todos os idiomas: nunca traduzir.
# $cell, $from, $to: nomes de casas como "d4".

## Seats (seat 1 is Black and moves first unless the match says otherwise)

tumbling-seat-1 = Preto
tumbling-seat-2 = Branco

## Options of /kitty start (at most 100 characters; black, white and random are typed
## words and stay in English)

tumbling-option-first = Quem joga primeiro: black (Preto), white (Branco) ou random (sorteio)

## The eight directions in words (move labels)

tumbling-direction-n = norte
tumbling-direction-ne = nordeste
tumbling-direction-e = leste
tumbling-direction-se = sudeste
tumbling-direction-s = sul
tumbling-direction-sw = sudoeste
tumbling-direction-w = oeste
tumbling-direction-nw = noroeste

## Lists of cells ("c3", "c3 and d4", "c3, d4 and e5"): $first is one cell; $rest the
## others (this message again) or $last the final one.

tumbling-cells-and = { $first } e { $last }
tumbling-cells-list = { $first }, { $rest }

## Move labels (autocomplete, move menus and the last move under the board, at most 100
## characters)

# Um passo da peça do topo de $from para $to.
tumbling-describe-step = passo { $from } → { $to }
# Um passo sobre uma pilha de $below peças de altura.
tumbling-describe-step-onto = passo { $from } → { $to } (sobre uma pilha de { $below })
# Um tombo da pilha de altura $height em $from na direção $direction ("nordeste"); $where:
# as casas onde as peças caem, em notação ("e5 f6 g7", "h7×3" para três peças em h7).
tumbling-describe-tumble = tombo { $from } ({ $height }) { $direction } → { $where }

## Threats: a king that could fall next move ($attacker and $victim: colour names;
## $cells: the king cells, see tumbling-cells-and)

# Abaixo do tabuleiro (sem ponto final).
tumbling-threat = { $attacker } ameaça { $count ->
        [one] o rei
       *[other] os reis
    } de { $victim } em { $cells }
# Anunciado depois de uma jogada, para o jogador que precisa responder.
tumbling-announce-threat = { $attacker } ameaça { $count ->
        [one] o rei
       *[other] os reis
    } de { $victim } em { $cells }.

## Results (a short phrase after "won" / "draw" in the result message; $mover: the colour
## that moved, $victim: the colour whose king fell, $cells: the king cells)

tumbling-result-own-king = { $mover } capturou o próprio rei em { $cells }
tumbling-result-own-king-bare = { $mover } capturou o próprio rei em { $cells }: { $victim } não tem mais nenhuma pilha pura
tumbling-result-covered = { $mover } cobriu o rei de { $victim } em { $cells }
tumbling-result-covered-bare = { $mover } cobriu o rei de { $victim } em { $cells }: { $victim } não tem mais nenhuma pilha pura
tumbling-result-bare = { $victim } não tem mais nenhuma pilha pura
# Um resultado (um dos acima, $result) quando o próprio rei de quem jogou caiu na mesma jogada.
tumbling-result-both-fell = { $result } (quem jogou vence, embora o próprio rei de { $mover } também tenha caído)
tumbling-result-repetition = a mesma posição ocorreu pela terceira vez
# Um resultado guardado por uma versão antiga do bot, em inglês ($text).
tumbling-result-stored = { $text }

## Errors for a typed move (shown only to the player who typed it)

-tumbling-how-to = Escreva um passo como `d4-e5` ou um tombo como `d4>ne`.
tumbling-type-a-move = Digite uma jogada. { -tumbling-how-to }
# $text: o que o jogador digitou.
tumbling-unreadable = Não consigo ler `{ $text }`. { -tumbling-how-to }
tumbling-unreadable-move = Não consigo ler `{ $text }` como uma jogada. { -tumbling-how-to }
tumbling-step-and-tumble = Uma jogada é um passo ou um tombo, não os dois. { -tumbling-how-to }
tumbling-where-to = Para onde? Acrescente uma casa ou uma direção: `{ $cell }-…` ou `{ $cell }>ne`.
tumbling-must-leave = Uma jogada precisa sair de { $cell }.
tumbling-not-next = { $to } não é vizinha de { $from }: uma jogada vai para uma das 8 casas em volta.
tumbling-no-stack = Não há pilha em { $cell }.
# $owner: a cor da peça que está no topo ("Branco").
tumbling-not-yours = A pilha em { $cell } não é sua: há uma peça de { $owner } no topo.
# $direction: uma direção por extenso ("nordeste").
tumbling-edge-step = { $cell } está na borda do tabuleiro: não dá para dar um passo para { $direction }.
tumbling-edge-tumble = { $cell } está na borda do tabuleiro: não dá para tombar para { $direction }.
# $to: a casa vizinha para onde a peça sozinha poderia dar um passo.
tumbling-single = { $cell } tem só uma peça: dê um passo em vez disso (`{ $cell }-{ $to }`).
tumbling-not-a-move = Isso não é uma jogada de Tumbling Down.
tumbling-off-board = Essa jogada começa fora do tabuleiro.
tumbling-no-direction = Essa jogada não tem direção.
tumbling-not-yours-short = A pilha em { $cell } não é sua.
tumbling-edge-short = { $cell } está na borda: não há nada nessa direção.
tumbling-single-short = { $cell } tem só uma peça: dê um passo em vez disso.

## The rules (/kitty rules tumbling): markdown, shown as written

tumbling-rules =
    # Tumbling Down

    Mova a peça do topo de uma das suas pilhas uma casa, ou derrube uma pilha inteira numa
    fileira de casas; você vence pondo uma peça sua em cima do **rei** do adversário, a pilha
    mais alta feita só da cor dele.

    {"*"}Michael Shuck, 2001 — finalista do concurso 8×8 Game Design.*

    ## Preparação
    Cada jogador tem 29 peças empilhadas em losango em volta do seu canto: Branco em **a1**,
    Preto em **h8**. O canto tem uma pilha de 4, as duas casas vizinhas pilhas de 3, as duas
    fileiras diagonais seguintes pilhas de 2 e a quinta fileira peças sozinhas. **Preto joga
    primeiro** (uma partida pode escolher Branco no lugar).

    Uma pilha pertence a quem tem uma peça no topo dela. Você só move pilhas que são suas.

    ## Na sua vez, faça uma destas
    - **Passo** — mova a *peça do topo* de uma das suas pilhas para qualquer uma das 8 casas
      em volta (em linha reta ou na diagonal). A casa pode estar vazia ou ter uma pilha de
      qualquer altura: sua peça simplesmente vai para o topo. O resto da pilha fica para trás.
      Digite assim: `d4-e5`.
    - **Tombo** — derrube uma pilha inteira de 2 ou mais peças numa das 8 direções. A peça de
      baixo cai na casa seguinte, a de cima dela na casa depois, e assim por diante, de modo que
      a peça do topo cai mais longe. As peças caem em cima do que estiver lá, e a casa onde a
      pilha estava fica vazia. Se o tombo chegar à borda do tabuleiro, todas as peças que ainda
      faltam cair se empilham na última casa. Você não pode tombar na direção de uma borda em que
      a pilha já está encostada. Digite assim: `d4>ne` (direções: n, ne, e, se, s, sw, w, nw —
      norte, nordeste, leste, sudeste, sul, sudoeste, oeste, noroeste).

    ## Reis
    Suas pilhas **puras** são as feitas só da sua cor. Seu **rei** é a sua pilha pura mais alta
    — até uma peça sozinha pode ser o rei — e, se várias pilhas puras empatarem na maior altura,
    {"*"}*todas elas são reis**, e perder qualquer uma delas perde a partida. Os reis mudam de
    jogada para jogada, então fique de olho nas coroas do tabuleiro.

    ## Capturando um rei
    Depois de cada jogada, os dois jogadores são verificados. O rei de um jogador cai quando:
    - ele **não tem mais nenhuma pilha pura**, ou
    - uma casa que tinha um dos reis dele antes da jogada agora tem uma **peça inimiga no
      topo** — a não ser que essa mesma jogada tenha deixado a pilha pura mais alta dele mais
      alta do que era.

    Um rei que simplesmente saiu do lugar (com um passo ou um tombo do próprio dono) não foi
    capturado.

    Se a sua jogada captura o rei inimigo, **você vence** — mesmo que o seu próprio rei tenha
    caído na mesma jogada. Se a sua jogada captura só o seu próprio rei (por exemplo, um tombo
    derruba uma peça inimiga em cima dele), **você perde**.

    ## Empates
    A partida empata quando a mesma posição (mesmas pilhas, mesmo jogador da vez) aparece pela
    terceira vez, ou quando os dois jogadores concordam com um empate. Você também pode desistir.

    ## Notação
    - Passo: `d4-e5` (também `d4 e5`, `step d4 ne`, `d4-ne`).
    - Tombo: `d4>ne` (também `tumble d4 ne`, `d4 > north-east`, `tumble d4 e5`).

    ## Lendo o tabuleiro
    - Cada pilha é desenhada de lado, de baixo para cima: as peças de Branco são placas claras com um ○, as de Preto placas escuras com um ✕. O número num círculo é a altura da pilha; uma placa cinza com três pontinhos representa peças fundas demais para desenhar.
    - Uma coroa dourada marca cada rei atual. Uma moldura vermelha marca um rei que pode ser capturado na próxima jogada (ou cuja captura encerrou a partida).
    - Última jogada: um contorno tracejado onde ela começou, um contorno magenta contínuo onde terminou e uma seta entre eles; as casas por onde um tombo passou ficam coloridas.
    - Abaixo do tabuleiro: ▶ quem joga agora; cada jogador com sua cor e marca e a altura do seu rei (as coroas mostram onde); a última jogada; uma linha ⚠ quando um rei pode ser capturado.
