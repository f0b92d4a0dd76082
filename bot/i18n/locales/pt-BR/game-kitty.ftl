# Kitty Stack Tower (bot/games/kitty): cores, opções, comandos, botões, rótulos de jogadas,
# erros, o que uma jogada fez, resultados, cartas de objetivo e as regras.
# A notação é igual em todos os idiomas: casas (`d4`), jogadas (`stack d4>e5`,
# `flip d4>e5`, `disassemble d4>e5`, `chain d4>e5`, `pass`, `place d4`, `place random`,
# `frenzy d4`, `done`, `force yellow`, `give <card>`, `offer yellow tower-king`,
# `accept <card>`, `decline`) e códigos de cartas (`tower-king`). Nunca traduzir texto entre
# crases.
#
# Placeholders: $name, $target, $receiver, $offerer, $winner, $owner e $colour trazem a cor de
# um jogador por extenso (uma mensagem abaixo: "Vermelho", "Amarelo", "Azul" ou "Verde"); $card
# traz o nome de uma carta; $cell, $start, $end, $over e $land trazem casas (`d4`).

## Seats and colours

kitty-seat-1 = Vermelho
kitty-seat-2 = Amarelo
kitty-seat-3 = Azul
kitty-seat-4 = Verde
# A cor das peças de um jogador, usada dentro de outras mensagens ("Vermelho desiste.").
kitty-colour-r = Vermelho
kitty-colour-y = Amarelo
kitty-colour-b = Azul
kitty-colour-g = Verde

## Options of `/kitty start kitty` (Discord option descriptions, ≤ 100 characters).
## Option values (free, turns, random) are typed as they are: keep them in English.

kitty-option-setup = Como as peças são colocadas: free (livre), turns (em turnos) ou random (ao acaso)
kitty-option-objectives = Cartas de objetivo secretas (padrão: ativadas com 3–4 jogadores, desativadas com 2)
kitty-option-radius = Raio do tabuleiro, 3–6 (padrão 3 com 2 jogadores, 4 com 3–4)
# O tabuleiro escolhido é pequeno demais. $radius: o raio escolhido; $cells: suas casas; $pieces:
# as peças a colocar ($players × $each); $smallest: o menor raio que comporta.
kitty-option-radius-small = Um tabuleiro de raio { $radius } tem { $cells } casas, poucas para { $pieces } peças ({ $players } jogadores × { $each }); use raio { $smallest } ou maior.

## Extra commands (Discord command and option descriptions, ≤ 100 characters)

# `/kitty place`: coloca uma peça durante a preparação.
kitty-command-place = Preparação de Kitty Stack Tower: colocar uma peça
kitty-command-place-cell = Uma casa vazia — comece a digitar para ver as opções
# `/kitty trade`: trocas de cartas.
kitty-command-trade = Kitty Stack Tower: oferecer, responder ou forçar uma troca de cartas
kitty-command-trade-action = O que fazer — comece a digitar para ver suas opções

## Buttons under the board (≤ 80 characters)

# Numa preparação em que os jogadores colocam uma peça cada um, em turnos.
kitty-button-place-random = Colocar ao acaso
# Numa preparação livre: coloca todas as peças restantes de quem clicou.
kitty-button-place-rest = Colocar o resto ao acaso
# Encerra a vez depois do Frenesi Monocromático.
kitty-button-done = Pronto
# Recusa uma oferta de troca.
kitty-button-decline = Recusar

## Move labels (autocomplete and the "My moves" menu, ≤ 100 characters).
## The words stack, chain, flip, disassemble, pass, place, remove, done, give, offer,
## accept and decline name the action; translate them as words (these are labels, not
## notation). $height: the height of the player's stack on $start; $target: the height
## of the stack on $end; $total: the height afterwards.

kitty-describe-stack-yours = empilhar { $start } ({ $height }) → { $end } ({ $target }, sua): altura { $total }, sua
# A pilha em $end pertence ao jogador cuja cor é $owner.
kitty-describe-stack = empilhar { $start } ({ $height }) → { $end } ({ $target }, de { $owner }): altura { $total }, sua
# $path: as casas da sequência unidas com " → "; $steps: passos de empilhamento (também os pontos).
kitty-describe-chain = empilhar em sequência { $path }: { $steps ->
        [one] { $steps } passo
       *[other] { $steps } passos
    }, +{ $steps }, altura { $total }
# A pilha em $over fica de cabeça para baixo e passa a ser do jogador.
kitty-describe-flip-yours = virar { $start } sobre { $over } → { $land }: { $over } fica de cabeça para baixo, agora sua
# A pilha em $over fica de cabeça para baixo e passa a ser de $owner.
kitty-describe-flip = virar { $start } sobre { $over } → { $land }: { $over } fica de cabeça para baixo, agora de { $owner }
kitty-describe-disassemble = desmontar { $target } a partir de { $start }: leva { $count ->
        [one] { $count } peça
       *[other] { $count } peças
    }
kitty-describe-pass = passar
kitty-describe-place = colocar uma peça em { $cell }
kitty-describe-place-random-one = colocar esta peça numa casa vazia ao acaso
kitty-describe-place-random-rest = colocar todas as suas peças restantes ao acaso
kitty-describe-frenzy = remover { $cell } (altura { $height }) com Frenesi Monocromático: +{ $height }
kitty-describe-done = pronto: encerrar sua vez
kitty-describe-force = Troca Forçada com { $name }
kitty-describe-give = dar { $card }
kitty-describe-offer = oferecer a { $name } sua carta { $card }
kitty-describe-accept = aceitar, dando sua carta { $card }
kitty-describe-decline = recusar a oferta
# Qualquer outra jogada: $move é a notação dela.
kitty-describe-other = { $move }

## Why a typed move cannot be read (shown privately to the player who typed it)

kitty-parse-empty = Digite uma jogada, por exemplo `stack d4>e5` ou `pass`.
# $text: o que o jogador digitou.
kitty-parse-not-a-move = `{ $text }` não é uma jogada: tente `stack d4>e5`, `flip d4>e5`, `disassemble d4>e5` ou `pass`.
kitty-parse-not-legal = `{ $text }` não é uma jogada válida agora.
kitty-parse-place = Escreva uma colocação assim: `place d4` (ou `place random`).
kitty-parse-frenzy = Escreva assim: `frenzy d4` (a pilha a remover).
kitty-parse-force = Escreva assim: `force yellow` (o jogador com quem trocar).
# $kind: a palavra de ação digitada (`give` ou `accept`).
kitty-parse-card-missing = Diga qual carta: `{ $kind } <card>`.
kitty-parse-offer = Escreva uma oferta assim: `offer yellow tower-king` (o jogador, depois a sua carta).
# $kind: a palavra de ação digitada (`pass`, `done` ou `decline`).
kitty-parse-no-args = `{ $kind }` não leva nada depois.
# $word: o que o jogador digitou; $names: as cores dos jogadores como se digitam (red, yellow…).
kitty-parse-player = `{ $word }` não é um jogador desta partida ({ $names }).
# $text: o que o jogador digitou; $cards: todos os códigos de cartas, como se digitam.
kitty-parse-card = `{ $text }` não é uma carta (cartas: { $cards }).
# $kind: a palavra de ação digitada (stack, flip, disassemble ou chain).
kitty-parse-board = Escreva assim: `{ $kind } d4>e5`: a sua pilha, depois a pilha vizinha.
kitty-parse-not-next-to = { $end } não é vizinha de { $start }.
kitty-parse-flip-lands = Essa virada pousa em { $cell }.
# $path: as casas da sequência unidas com " → ".
kitty-parse-run-goes = Essa sequência vai por { $path }.
# $move: a jogada em notação (`stack d4>e5`).
kitty-parse-tail = Indique só a sua pilha e a vizinha: `{ $move }`.
# $text: o que o jogador digitou como casa.
kitty-not-a-cell-name = `{ $text }` não é um nome de casa (tente algo como `d4`).
kitty-not-a-cell = `{ $text }` não é uma casa deste tabuleiro de raio { $radius }.

## Why a move is not legal now (shown privately to the player who tried it)

kitty-illegal = Essa jogada não é válida agora.
kitty-not-in-game = Esse jogador não está na partida.
kitty-no-still-placing = As peças ainda estão sendo colocadas: use `place <cell>` ou `place random`.
kitty-no-cell-taken = { $cell } já tem uma peça.
kitty-no-already-acted = Você já agiu nesta vez: remova uma pilha com `frenzy <cell>` ou encerre com `done`.
kitty-no-answer-offer = Responda primeiro à oferta de troca: `accept <your card>` ou `decline`.
kitty-no-finish-force = Termine primeiro a Troca Forçada: `give <card>`.
kitty-no-frenzy-card = Você não tem o Frenesi Monocromático.
kitty-no-frenzy-later = O Frenesi Monocromático vem depois da sua ação: aja (ou passe) primeiro.
kitty-no-all-placed = Todas as peças já estão no tabuleiro.
kitty-no-nothing-waiting = Não há nenhuma troca nem etapa de carta esperando por você.
kitty-no-card = Você não tem essa carta.
kitty-no-give-other = Dê uma das suas outras cartas, não a que você acabou de receber.
kitty-no-stack = Não há pilha em { $cell }.
kitty-no-frenzy-not-yours = A pilha em { $cell } não é sua.
kitty-no-frenzy-run = A pilha em { $cell } não tem 5 peças seguidas da mesma cor.
# $owner: a cor no topo da pilha em $cell.
kitty-no-not-yours = A pilha em { $cell } é de { $owner }, não sua (quem decide é a peça do topo).
kitty-no-target = Não há pilha em { $cell } sobre a qual agir.
# $height: a altura da pilha em $cell; $mine: a altura da pilha do jogador.
kitty-no-taller = A pilha em { $cell } (altura { $height }) é mais alta que a sua (altura { $mine }).
kitty-no-chain-card = Você não tem o Empilhamento Contínuo.
kitty-no-chain-run = O Empilhamento Contínuo precisa de uma sequência de pelo menos 2 pilhas com a mesma cor no topo a partir de { $cell }.
kitty-no-flip-small = Virar precisa de uma pilha de pelo menos 2 peças; { $cell } tem { $height }.
kitty-no-flip-short = Virar precisa de uma pilha pelo menos da altura da sua: { $cell } tem altura { $height }, a sua { $mine }.
kitty-no-flip-edge = Não há casa depois de { $cell } para pousar.
kitty-no-flip-landing = A casa de pouso { $cell } não está vazia.
kitty-no-disassemble-own = A pilha em { $cell } já é sua; Desmontar funciona na pilha de outro jogador.
# $colour: a cor do próprio jogador.
kitty-no-disassemble-none = A pilha em { $cell } não tem nenhuma peça de { $colour }.
# $colour: a cor do jogador, $mine: as peças dela na pilha em $start; $owner: a cor no topo
# da pilha em $end, $theirs: as peças dessa cor nela.
kitty-no-disassemble-fewer = Você precisa de mais peças de { $colour } em { $start } ({ $mine }) do que peças de { $owner } em { $end } ({ $theirs }).
kitty-no-cards = Esta partida é jogada sem cartas de objetivo.
kitty-no-self = Escolha outro jogador.
kitty-no-out = { $name } está fora da partida.
kitty-no-exchange-wait = Você não pode agir nesta vez, então passa; as trocas esperam por uma vez em que você possa agir.
kitty-no-force-card = Você não tem a Troca Forçada.
kitty-no-force-empty = { $name } não tem carta para dar.
kitty-no-exchanged = Você já participou da sua única troca voluntária.
kitty-no-offered = Você já fez uma oferta nesta vez.
kitty-no-exchanged-other = { $name } já participou da sua única troca voluntária.

## Asking before a move, and refusing a takeback

# Mostrado antes de um passe voluntário que encerraria a partida; o jogador confirma.
kitty-warn-last-pass = Passar agora **encerra a partida**: todos os outros jogadores passaram, então as pilhas são contadas como estão.
# Por que uma jogada não pode ser voltada (uma frase que completa "Não pode ser desfeita: …").
kitty-takeback-cards = ela revelou, ofereceu ou trocou uma carta de objetivo

## What a move did, said to everyone under the board (whole sentences). Never name a
## card that is still hidden.

kitty-event-cannot-act = { $name } não pode agir e passa.
kitty-event-all-passed = Todos os jogadores passaram seguidos: a partida acabou.
kitty-event-placed-at-random = { $name } coloca { $count ->
        [one] sua última peça
       *[other] suas últimas { $count } peças
    } ao acaso.
kitty-event-random-setup = As peças foram colocadas ao acaso.
kitty-event-play-begins = Todas as peças estão no tabuleiro: a partida começa.
kitty-event-moves-first = { $name } joga primeiro.
kitty-event-out-passes = { $name } está fora da partida e passa.
kitty-event-reveals = { $name } revela { $card }.
# $steps: os passos de empilhamento da sequência, também os pontos marcados.
kitty-event-chain = { $name } empilha ao longo de uma sequência de { $steps } com Empilhamento Contínuo: +{ $steps }.
# $colours: quantas cores a pilha tem agora (3 ou 4); $points: os pontos marcados.
kitty-event-rainbow = Ponte Arco-Íris: a pilha de { $name } em { $cell } agora tem { $colours } cores: +{ $points } e uma ficha de arco-íris.
kitty-event-twist = Reviravolta Dramática: a virada transforma { $cell } numa pilha de { $name }: +2 e uma ficha de reviravolta.
# $height: a altura da pilha retirada, também os pontos marcados.
kitty-event-frenzy = Frenesi Monocromático: { $name } tira do tabuleiro a pilha de altura { $height } em { $cell }: +{ $height }.
# Uma carta escondida muda de mãos ($name a dá para $receiver).
kitty-event-gives = { $name } dá uma carta a { $receiver }.
# Uma carta virada para cima muda de mãos.
kitty-event-gives-face-up = { $name } dá a { $receiver } a carta { $card }, virada para cima.
# A segunda metade de uma Troca Forçada: uma carta escondida dada em troca.
kitty-event-gives-back = { $name } dá uma carta a { $receiver } em troca.
kitty-event-gives-back-face-up = { $name } dá a { $receiver } a carta { $card }, virada para cima, em troca.
kitty-event-force = { $name } joga Troca Forçada em { $target }: { $target } escolhe uma carta para dar.
kitty-event-offer = { $name } oferece a { $target } uma troca de uma carta por outra.
kitty-event-accept = { $name } aceita a oferta de { $offerer }.
kitty-event-decline = { $name } recusa a oferta de { $offerer }.
kitty-event-resigns = { $name } desiste.
kitty-event-agreed = Os jogadores combinaram encerrar a partida.
# Uma frase guardada por uma versão antiga do bot, mostrada como foi escrita.
kitty-stored-text = { $text }

## Who must act, under the board while a card step or an exchange is waiting

kitty-pending-after-action = { $name } ainda pode usar uma carta antes de encerrar a vez
kitty-pending-offer = { $name } responde à oferta de troca de { $offerer }
kitty-pending-force-give = { $name } escolhe uma carta para dar a { $receiver } (Troca Forçada)
kitty-pending-force-return = { $name } dá uma carta a { $receiver } em troca (Troca Forçada)

## Why the game ended (a short phrase shown with the result, no full stop)

kitty-reason-all-passed = todos os jogadores passaram seguidos
kitty-reason-resigned = { $name } desistiu
kitty-reason-last-left = { $name } desistiu e { $winner } é o último jogador que restou
kitty-reason-agreed = os jogadores combinaram encerrar a partida

## Objective cards: each card's name (≤ 40 characters) and rules text (≤ 300 characters)

# O título acima das cartas do próprio jogador.
kitty-secret-title = Suas cartas de objetivo
kitty-card-frenzy = Frenesi Monocromático
kitty-card-frenzy-text = Depois da sua ação na sua vez, você pode tirar do tabuleiro qualquer pilha sua que tenha 5 ou mais peças seguidas de uma mesma cor: você guarda a altura dela como pontos. Pode repetir. Revelada na primeira vez que você a usa.

kitty-card-layered-peaks = Picos em Camadas
kitty-card-layered-peaks-text = No fim: +1 para cada pilha que você domina.

kitty-card-color-master = Mestre das Cores
kitty-card-color-master-text = No fim: cada pilha que você domina vale +1 com 2 cores, +2 com 3, +3 com 4.

kitty-card-focused-power = Poder Concentrado
kitty-card-focused-power-text = No fim: conte as peças da sua cor mais comum em todas as suas pilhas; +1 a cada 2 delas (arredondado para baixo).

kitty-card-rainbow-bridge = Ponte Arco-Íris
kitty-card-rainbow-bridge-text = Quando seu Empilhar, Desmontar ou Empilhamento Contínuo faz uma pilha sua chegar a 3 cores (+2) ou 4 cores (+3), tendo antes menos, guarde os pontos e marque-a com uma ficha de arco-íris; uma pilha marcada nunca pontua isso de novo. Revelada na primeira vez que pontua.

kitty-card-tower-king = Rei da Torre
kitty-card-tower-king-text = No fim: +metade da altura da sua pilha mais alta (arredondada para baixo).

kitty-card-dramatic-twist = Reviravolta Dramática
kitty-card-dramatic-twist-text = Quando seu Virar transforma a pilha de outro jogador numa pilha sua: +2 e uma ficha de reviravolta nela; uma pilha marcada nunca pontua isso de novo. Revelada na primeira vez que pontua.

kitty-card-vibrant-colors = Cores Vibrantes
kitty-card-vibrant-colors-text = No fim: +5 para cada pilha sua de 5 ou mais peças em que nenhuma peça encostada em outra tem a mesma cor que ela.

kitty-card-forced-exchange = Troca Forçada
kitty-card-forced-exchange-text = Uma vez, na sua vez, antes da sua ação: escolha outro jogador; ele escolhe uma das cartas dele para dar a você, depois você dá a ele uma das suas outras cartas. Então esta carta é descartada.

kitty-card-continuous-stacking = Empilhamento Contínuo
kitty-card-continuous-stacking-text = Em vez de um Empilhar: se as casas depois do seu alvo tiverem uma sequência de pilhas com a mesma cor no topo, cada uma não mais alta que a sua pilha crescente ao chegar lá, empilhe ao longo da sequência toda (pelo menos 2 pilhas): +1 por passo. Revelada na primeira vez que você a usa.

## The rules, as `/kitty rules kitty` shows them (Discord markdown, one embed: at most
## about 3 500 characters). The first paragraph is also the pitch `/kitty help` shows.
## Keep the section "Reading the board" in sync with the picture.

kitty-rules =
    # Kitty Stack Tower

    Mova suas pilhas para cima de outras, vire-as ou tire peças das pilhas dos outros jogadores
    num tabuleiro hexagonal; uma pilha é de quem tem a cor no topo, e quando todos passam, vence
    quem tiver mais peças nas suas pilhas (mais os pontos das cartas).

    ## Tabuleiro e peças
    - 2–4 jogadores: Vermelho `r`, Amarelo `y`, Azul `b`, Verde `g`; 15 peças cada.
    - Raio do tabuleiro 3 com 2 jogadores, 4 com 3–4 (opção `radius`, 3–6). Casas: letra da
      coluna (`a` à esquerda), linha (1 na base de cada coluna).

    ## Colocando as peças
    Uma peça por casa vazia, depois Vermelho começa. Opção `setup`: `free` (padrão, no seu
    ritmo: `place d4`, ou `place random` para o resto), `turns` (uma de cada vez, na ordem dos
    lugares) ou `random` (todas pelo bot).

    ## Sua vez: uma ação
    S é a sua pilha, T uma pilha vizinha, a casa de pouso a próxima depois de T.
    1. **Empilhar** `stack d4>e5`: S é pelo menos da altura de T (de qualquer um): S vai, na
       mesma ordem, para cima de T.
    2. **Virar** `flip d4>e5`: S tem 2+ peças, T é pelo menos da mesma altura, a casa de pouso
       está no tabuleiro e vazia: S salta para lá; T fica de cabeça para baixo no lugar.
    3. **Desmontar** `disassemble d4>e5`: T é de outro jogador e tem uma peça sua, e S tem mais
       peças da sua cor do que T tem da cor do dono: as peças de T acima da sua peça mais alta
       nela deslizam, na mesma ordem, para baixo de S. T agora é sua; S fica.
    4. **Passar** `pass`: sempre permitido; sem outra ação possível, o bot passa por você.

    ## Fim e pontuação
    Uma rodada inteira de passes encerra a partida. Pontuação: as peças nas suas pilhas mais os
    pontos das cartas. Empates: mais peças da sua própria cor nelas, depois vitória dividida.
    Desistir: com 2 jogadores o outro vence; com 3–4 você sai (passa) e o último que restar vence.

    ## Cartas de objetivo
    Ativadas com 3–4 jogadores, desativadas com 2 (opção `objectives`). Você recebe 2 das 10 em
    segredo (DM ou `/kitty cards`); os pontos de uma carta ficam ocultos até ela ser revelada;
    todas são reveladas no fim. Pontos marcados na hora ficam, mesmo que a pilha ou a carta se
    perca. Frenesi: depois da sua ação, `frenzy d4`, depois `done`. Empilhamento Contínuo:
    `chain d4>e5`. Antes de agir: `force yellow` (Amarelo dá com `give <card>`) ou, uma vez por
    vez, `offer yellow tower-king` (resposta: `accept <card>` ou `decline`). Uma troca aceita
    por jogador por partida; uma oferta recusada não gasta a de ninguém.

    ## Como o bot resolve os pontos duvidosos
    - As fichas se movem com a sua pilha; uma pilha fundida fica com todas.
    - O Frenesi pode vir depois de qualquer ação, inclusive Passar (não o passe final, e esse
      passe ainda conta). Qualquer cor vale. Poder Concentrado: empates entre cores não importam.
    - Ponte Arco-Íris compara a pilha depois da sua ação com as pilhas que *você* dominava e que
      entraram nela (S, mais T ou a sequência, se eram suas); depois de um Desmontar, só S pode
      pontuar. 4 cores de uma vez dá +3, não +2+3.
    - Empilhamento Contínuo: a sequência para numa casa vazia, na borda, numa outra cor no topo
      ou numa pilha mais alta; um passo só é um Empilhar comum: sem pontos.
    - Troca Forçada: você devolve uma carta que já tinha antes; o alvo não pode recusar.

    ## Lendo o tabuleiro
    - Uma casa fica colorida com a cor do dono; as peças do topo da pilha são desenhadas de baixo
      para cima, marcadas Vermelho ●, Amarelo ▲, Azul ■, Verde ◆; um zigue-zague embaixo delas:
      há mais peças abaixo. O número grande é a altura. Selos: arco-íris = ficha da Ponte
      Arco-Íris, espiral = ficha da Reviravolta.
    - Última ação, em magenta: contorno tracejado onde começou, contínuo onde terminou, uma seta;
      tesoura para um Desmontar; estrelas para um Frenesi.
    - Linhas abaixo do tabuleiro: nome, altura, ★ pontos de carta, um verso de carta por carta
      secreta; uma coroa para o vencedor. Uma legenda nomeia as marcas mostradas.
