# Towers (bot/games/towers): nomes dos lugares, opções, rótulos de jogadas, erros, resultados e
# regras. A notação (casas como `c3`, jogadas como `c3-c4`, a palavra `pass`) é igual em todos
# os idiomas: nunca traduzir texto entre crases.

## Seats (seat 1 moves first by default)

towers-seat-1 = Amarelo
towers-seat-2 = Azul

## Options of `/kitty start towers` (Discord option descriptions, ≤ 100 characters).
## The option values (yellow, blue, random) are typed as they are: keep them in English.

towers-option-quiet = Jogadas sem fusão que encerram a partida (0 = desligado)
towers-option-first = Quem joga primeiro: yellow (Amarelo), blue (Azul) ou random (sorteio)

## Move labels (autocomplete and the "My moves" menu, ≤ 100 characters).
## $start and $end are cells (`c3`), $height is the height of the moving tower,
## $below the height of the tower it lands on and $total the height afterwards.

# A única jogada de um jogador que não tem jogada válida.
towers-describe-pass = passar (nenhuma jogada válida)
towers-describe-empty = { $start } ({ $height }) → { $end } (vazia)
# A torre que se move pousa numa torre da cor de quem joga.
towers-describe-onto-yours = { $start } ({ $height }) → { $end } sobre a sua torre de { $below } = altura { $total }
# A torre que se move pousa numa torre da cor do adversário (e a toma).
towers-describe-onto-theirs = { $start } ({ $height }) → { $end } sobre a torre de { $below } do adversário = altura { $total }

## Why a typed move is refused (shown privately to the player who typed it).

towers-pass-not-allowed = Você só pode passar quando não tem nenhuma jogada válida.
# $text é o que o jogador digitou.
towers-not-a-move = `{ $text }` não é uma jogada: escreva assim, `c3-c4` (origem-destino).
# $text é o que o jogador digitou como casa; $last é a última casa do tabuleiro (`f6`).
towers-not-a-cell = `{ $text }` não é o nome de uma casa (tente algo como `c4`).
towers-off-board = `{ $text }` está fora do tabuleiro (a1–{ $last }).
towers-no-tower = Não há torre em { $cell }.
towers-not-yours = A torre em { $cell } não é sua.
towers-not-next-to = { $end } não é vizinha de { $start } (as jogadas vão uma casa para cima, para baixo, para a esquerda ou para a direita).
# $height é a altura da torre em $cell, $mine a altura da torre do jogador.
towers-taller = A torre em { $cell } (altura { $height }) é mais alta que a sua (altura { $mine }).
# $move é a jogada digitada em notação (`c3-c4`).
towers-not-legal = `{ $move }` não é uma jogada válida agora.
towers-illegal = Essa jogada não é válida agora.

## Why the game ended (a short phrase shown with the result, no full stop).

# $name é a cor de um lugar (Amarelo ou Azul).
towers-reason-owns-all = { $name } é dono de todas as torres
towers-reason-empty = o tabuleiro está vazio
towers-reason-passed = os dois jogadores passaram
# $count é o limite sem fusão, em jogadas individuais.
towers-reason-quiet = { $count ->
        [one] { $count } jogada se passou sem fusão
       *[other] { $count } jogadas se passaram sem fusão
    }
towers-reason-agreed = os jogadores combinaram encerrar a partida

## The rules, as `/kitty rules towers` shows them (Discord markdown, one embed:
## at most about 3 500 characters). The first paragraph is also the pitch `/kitty help`
## shows. Keep the section "Reading the board" in sync with the picture.

towers-rules =
    # Towers

    Mova uma das suas torres (sua cor no topo), inteira, para uma casa vizinha que esteja
    vazia ou tenha uma torre que não seja mais alta que ela, para tomar essa torre; quando
    nenhuma torre puder mais se fundir, vence quem tiver mais peças.

    ## Tabuleiro e peças
    - Amarelo e Azul têm 18 peças cada. As casas vão de `a1` a `f6`: colunas a–f da esquerda para a direita, linhas 1–6 a partir do lado de Amarelo.
    - No início, cada casa tem uma peça, num padrão de tabuleiro de damas: `a1` é Amarelo e as cores se alternam em cada linha e coluna.
    - Uma torre pertence ao jogador cuja cor está no topo. A altura dela é o número de peças que ela tem.
    - Amarelo joga primeiro, a não ser que a partida tenha começado com `first:blue` (`first:random`: o bot sorteia quem começa).

    ## Sua jogada
    Mova uma das suas torres, inteira, uma casa para cima, para baixo, para a esquerda ou para a direita:
    - para uma casa vazia, ou
    - para cima de qualquer torre (sua ou do adversário) que **não seja mais alta** que a torre que se move. A torre que se move vai para o topo mantendo a ordem, então a nova torre é sua.
    Você não pode mover para cima de uma torre mais alta. Você não pode passar enquanto tiver uma jogada válida; um jogador sem jogada válida passa (o bot faz isso por você e avisa).

    ## Fim da partida
    A partida acaba assim que:
    1. um jogador é dono de todas as torres; ou
    2. os dois jogadores passam, um depois do outro; ou
    3. 40 jogadas seguidas foram feitas sem fusão (uma jogada para uma casa ocupada). Esse "limite sem fusão" pode ser mudado ao começar (`quiet:`, 0 desliga); ou
    4. os dois jogadores concordam em encerrar (`/kitty end`, e o adversário aceita).
    {"*"}*Pontuação:** as peças que você controla — a altura total das torres que são suas. Mais peças vence; contagens iguais são empate. Uma desistência dá a vitória ao adversário.

    ## Lendo o tabuleiro
    - Cada torre é desenhada de lado, de baixo para cima: as peças de Amarelo levam um ▲, as de Azul um ■. Uma casa fica colorida com a cor do dono.
    - O número num círculo é a altura da torre (torres de 2 ou mais). Uma placa cinza com três pontinhos representa peças fundas demais para desenhar.
    - Última jogada: um contorno tracejado onde a torre começou, um contorno magenta contínuo onde ela pousou e uma seta entre eles.
    - Abaixo do tabuleiro: ▶ quem joga agora; cada jogador com sua cor e marca e as peças que controla; e quantas jogadas seguidas se passaram sem fusão ("12 de 40 jogadas sem fusão": com 40 a partida acaba).

    {"*"}*Notação:** `c3-c4` move a torre de c3 para cima de c4. `/kitty move` oferece todas as jogadas válidas enquanto você digita; **Minhas jogadas**, abaixo do tabuleiro, lista elas em privado.
