# Cat and the Tower (bot/games/cattower): lugares, opções, cartas, rótulos de jogadas, botões
# e menus, o que o tabuleiro diz depois de uma colocação, erros, resultados e as regras.
# A notação é igual em todos os idiomas: códigos de cartas (A07, G02), códigos de Amigos (f5),
# os verbos e palavras digitados (`take A07 left`, `walls bricks-left angels-right`, `confirm`,
# `friend ginger floor 3 at 12`, as cores ginger/white/grey/brown digitadas nas jogadas).
# Comprimentos em milímetros ("mm").

## Seats: the colour of each player's scarf (competitive) and name under the tower

cattower-seat-1 = Vermelho
cattower-seat-2 = Laranja
cattower-seat-3 = Azul
cattower-seat-4 = Roxo
cattower-seat-5 = Amarelo

## Colours in words (inside sentences, lower case)

cattower-colour-white = branco
cattower-colour-ginger = ruivo
cattower-colour-grey = cinza
cattower-colour-brown = marrom
# Uma cor ainda não escolhida.
cattower-colour-unknown = ?
cattower-scarf-red = vermelho
cattower-scarf-orange = laranja
cattower-scarf-blue = azul
cattower-scarf-purple = roxo
cattower-scarf-yellow = amarelo

## Options of /kitty start (descriptions at most 100 characters; coop and competitive are
## typed words and stay)

cattower-option-mode = coop (todos ajudam Toto) ou competitive (Gatos Pretos numa corrida para o alto)
cattower-option-target = A Carta de História a buscar: o andar-alvo de Toto
# A mão que cada lugar escolhe na sala de espera (steady, normal, shaky, butterfingers ficam).
cattower-hand-label = mão
cattower-hand-description = Quão firme é a sua mão
cattower-error-mode = `mode` precisa ser coop ou competitive.
cattower-error-competitive-players = A variante competitiva precisa de 2 a 5 jogadores.
cattower-error-players = Cat and the Tower é para 1 a 5 jogadores.
cattower-error-target = `target` precisa ser 10, 13, 15, 17 ou 20.
# $name: o que o jogador informou.
cattower-error-hand = `{ $name }` não é uma mão: escolha steady, normal, shaky ou butterfingers.
cattower-error-hand-list = `difficulty` precisa listar um de steady, normal, shaky, butterfingers por lugar.

## Pieces in sentences. The "-start" forms begin a sentence.
## $colour: a Friend colour word; $id: a Friend id (f5); $label: a floor number; $scarf: a
## scarf colour word.

cattower-piece-friend = o Amigo { $colour } { $id }
cattower-piece-friend-start = O Amigo { $colour } { $id }
cattower-piece-floor = o andar { $label }
cattower-piece-floor-start = O andar { $label }
cattower-piece-wall-bricks = uma parede de Tijolos
cattower-piece-wall-bricks-start = Uma parede de Tijolos
cattower-piece-wall-windows = uma parede de Janelas
cattower-piece-wall-windows-start = Uma parede de Janelas
cattower-piece-wall-arches = uma parede de Arcos
cattower-piece-wall-arches-start = Uma parede de Arcos
cattower-piece-wall-angels = uma parede de Anjos
cattower-piece-wall-angels-start = Uma parede de Anjos
cattower-piece-wall-pillars = uma parede de Pilares
cattower-piece-wall-pillars-start = Uma parede de Pilares
cattower-piece-toto = Toto
cattower-piece-toto-start = Toto
cattower-piece-cat = o gato de cachecol { $scarf }
cattower-piece-cat-start = O gato de cachecol { $scarf }
# Muitas peças contadas ($count), por tipo.
cattower-count-floor = { $count } { $count ->
        [one] andar
       *[other] andares
    }
cattower-count-friend = { $count } { $count ->
        [one] Amigo
       *[other] Amigos
    }
cattower-count-wall = { $count } { $count ->
        [one] parede
       *[other] paredes
    }
cattower-count-toto = Toto
cattower-count-cat = { $count } { $count ->
        [one] gato
       *[other] gatos
    }
# Listas de peças: "o andar 3 e o Amigo ruivo f5", "a, b e c" ($first, depois $last ou
# $rest: as outras, esta mesma mensagem de novo).
cattower-list-and = { $first } e { $last }
cattower-list-more = { $first }, { $rest }
# Um Amigo e onde ele está ($floor: número do andar), em menus e rótulos.
cattower-friend-on-floor = Amigo { $colour } { $id } no andar { $floor }
cattower-friend-on-tower = Amigo { $colour } { $id } na torre
# Onde uma peça é assentada: $side é "centre", "left" ou "right"; $mm a distância.
cattower-side = { $side ->
        [centre] no centro
        [left] { $mm } mm à esquerda
       *[right] { $mm } mm à direita
    }

## Several sentences shown one after the other ($first, then $rest: the others).

cattower-sentences = { $first } { $rest }

## After a placement: how the hand slipped ($mm: millimetres off the spot, $tilt: degrees;
## $side and $lean: "left" or "right"; $percent: how much narrower a squeezed wall stands)

cattower-hand-on-spot = bem no ponto, inclinada { NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }° para a { $lean ->
        [left] esquerda
       *[right] direita
    }
cattower-hand-off-spot = { NUMBER($mm, minimumFractionDigits: 1, maximumFractionDigits: 1) } mm para a { $side ->
        [left] esquerda
       *[right] direita
    }, inclinada { NUMBER($tilt, minimumFractionDigits: 1, maximumFractionDigits: 1) }° para a { $lean ->
        [left] esquerda
       *[right] direita
    }
# Uma frase de mão ($hand, uma das duas acima) para uma parede espremida mais estreita.
cattower-hand-squeezed = { $hand }, espremida { $percent }% mais estreita
# $hand: uma das acima, para uma peça; $left e $right para um par de paredes.
cattower-slip-one = A mão escorregou: a peça ficou { $hand }.
cattower-slip-walls = A mão escorregou: parede esquerda { $left }; parede direita { $right }.
cattower-slip-bumped = No caminho, ela tocou { $piece }.
# Um carinho na cabeça de um Amigo: $weight é "gentle", "firm" ou "heavy"; $way "left" ou "right".
cattower-pat-straight = Um carinho { $weight ->
        [gentle] suave
        [heavy] pesado
       *[firm] firme
    }, reto para baixo.
cattower-pat-little = Um carinho { $weight ->
        [gentle] suave
        [heavy] pesado
       *[firm] firme
    }, empurrando um pouco para a { $way ->
        [left] esquerda
       *[right] direita
    }.
cattower-pat-hard = Um carinho { $weight ->
        [gentle] suave
        [heavy] pesado
       *[firm] firme
    }, empurrando com força para a { $way ->
        [left] esquerda
       *[right] direita
    }.

## What a placement did (the band under the tower and the channel). $piece: a piece
## ("-start" form); $floor: a floor number.

cattower-notice-floor-on = { $piece } está no lugar.
cattower-notice-walls-stand = As paredes estão de pé.
cattower-notice-stays-floor = { $piece } fica no andar { $floor }.
cattower-notice-stays-on-top = { $piece } fica em cima de outro Amigo.
cattower-notice-petted = { $piece } ganhou carinho.
cattower-notice-climbed = { $piece } subiu para o andar { $floor }.
# O que deu errado numa tentativa ($what: uma das mensagens cattower-failed- abaixo), depois o
# que acontece a seguir ($try: o número da próxima tentativa, $most: tentativas permitidas).
cattower-try-next = { $what } — agora vem a tentativa { $try } de { $most }.
cattower-try-last = { $what } — essa foi a última tentativa, então a opção é perdida.
cattower-try-spot-gone = { $what } — e o lugar para onde ia não existe mais, então a opção é perdida.
cattower-failed-floor = O andar não se firmou sobre as paredes
cattower-failed-walls-over = As paredes tombaram debaixo do andar
cattower-failed-wall = Uma parede não ficou de pé no andar de cima
cattower-failed-friend-tower = { $piece } não ficou na torre
cattower-failed-friend-on-top = { $piece } não ficou em cima de outro Amigo
cattower-failed-climb = { $piece } não ficou no andar { $floor }
cattower-gave-up = O jogador desistiu da colocação; a opção é perdida.
# O estrago de uma colocação: suas partes ($parts, as mensagens cattower-damage- unidas com
# cattower-damage-parts) como uma frase só.
cattower-damage = { $parts }.
cattower-damage-parts = { $first }; { $rest }
# $count: paredes que caíram agora; $total: paredes caídas ao todo, de $most.
cattower-damage-fell = { $count } { $count ->
        [one] parede caiu
       *[other] paredes caíram
    } da torre ({ $total } de { $most } no chão)
# $pieces: uma lista de peças (a primeira na forma "-start" quando abre a frase).
cattower-damage-stock = { $pieces } de volta à reserva
cattower-damage-restored = { $pieces } de volta ao lugar onde { $count ->
        [one] estava
       *[other] estavam
    }
cattower-damage-returned = { $pieces } de volta lá para baixo, onde a vez começou

## The count of five (co-op victory). $floor: Toto's floor, $target: the target floor.

cattower-count-again = Toto continua no andar { $floor }, no andar-alvo { $target } ou acima dele: todo mundo conta até cinco de novo.
cattower-count-at-once = Toto já está no andar { $floor }, no novo andar-alvo { $target } ou acima dele: todo mundo conta até cinco.
cattower-count-failed = A torre não aguentou a contagem até cinco.
# $title e $text: o título e a história da Carta de História.
cattower-count-held = A torre aguentou! { $title }: { $text }
cattower-count-caption = Toto chegou ao andar-alvo! Todo mundo conta até cinco…

## Results (after "won" / "lost" in the result message)

# $walls: paredes que caíram; a segunda quando os jogadores tinham vencido uma história no $floor.
cattower-result-collapsed = A torre desabou: { $walls } paredes caíram
cattower-result-collapsed-reached = A torre desabou: { $walls } paredes caíram (o grupo tinha chegado ao andar { $floor })
# Vitória cooperativa: $floor e o $title da Carta de História.
cattower-result-victory = Toto chegou ao andar { $floor }: { $title }
# Competitivo: $why (uma das mensagens cattower-why-), depois o melhor gato ($scarf: a cor
# do cachecol) e até onde ele chegou.
cattower-result-ranks-first-beside = { $why }; o gato de cachecol { $scarf } fica em primeiro (ainda ao lado da torre)
cattower-result-ranks-first-floor = { $why }; o gato de cachecol { $scarf } fica em primeiro (subiu até o andar { $floor })
cattower-why-collapsed = a torre desabou ({ $walls } paredes caíram)
cattower-why-all-top = todos os gatos chegaram ao andar 24
# $name: a cor do lugar.
cattower-result-gave-up = { $name } desistiu; a torre fica inacabada
cattower-result-resigned = { $name } desistiu; o gato mais bem colocado vence
cattower-result-stopped = os jogadores combinaram parar
cattower-result-stopped-best = os jogadores combinaram parar; o gato mais bem colocado vence
# Um resultado guardado por uma versão antiga do bot, em inglês ($text).
cattower-stored = { $text }
# Um rótulo só de símbolos e números ("◀ 2 mm", "12 ▶"): nada a traduzir.
cattower-plain = { $text }
cattower-takeback-cards = com ela, uma carta foi comprada, jogada ou revelada

## What the active player decides now (under the board, and in "does not fit now" errors)

cattower-step-over = Fim de jogo
cattower-step-card = Escolha uma Carta de Ação
cattower-step-higher = Vitória! Subir mais ou parar aqui?
cattower-step-goal-coop = Cumpra um objetivo (Toto sobe) ou encerre a vez
cattower-step-goal = Leve um Amigo para cima, cumpra um objetivo ou encerre a vez
cattower-step-pet = Faça carinho em um Amigo
cattower-step-pet-another = Faça carinho em outro Amigo
# $left e $right: nomes de paredes; $mm: o afastamento; $side: cattower-side.
cattower-step-walls = Coloque as paredes: { $left } à esquerda, { $right } à direita, a { $mm } mm uma da outra, { $side }
cattower-step-floor = Assente o andar { $floor } sobre as paredes, { $side }
# $verb: "move" ou "place"; $which: "the" (um Amigo escolhido) ou "a"; $colour: uma cor;
# $on: o Amigo sobre o qual ele vai.
cattower-step-friend-on = { $verb ->
        [move] Mova
       *[place] Coloque
    } { $which ->
        [the] o
       *[a] um
    } Amigo { $colour } em cima de { $on }
cattower-step-friend-floor = { $verb ->
        [move] Mova
       *[place] Coloque
    } { $which ->
        [the] o
       *[a] um
    } Amigo { $colour } no andar { $floor }, { $side }
cattower-step-friend-nofloor = { $verb ->
        [move] Mova
       *[place] Coloque
    } { $which ->
        [the] o
       *[a] um
    } Amigo { $colour } (escolha um andar)
# $who: "toto" ou "cat" (o gato do próprio jogador).
cattower-step-climb-on = Ponha { $who ->
        [toto] Toto
       *[cat] seu gato
    } no andar { $floor }, em cima de { $on }
cattower-step-climb = Ponha { $who ->
        [toto] Toto
       *[cat] seu gato
    } no andar { $floor }, { $side }
# Um passo ($step) depois de tentativas que falharam: $try é o número da próxima, de $most.
cattower-step-try = { $step } (tentativa { $try } de { $most })

## Move labels (menus and announcements, at most 100 characters)

# $card: um código de carta; $option: o texto da opção.
cattower-describe-take = { $card }: { $option }
cattower-describe-discard = Descartar { $card } (nada nas cartas pode ser feito)
cattower-describe-walls = { $left } à esquerda, { $right } à direita
# $spacing: "narrow", "medium", "wide" ou o afastamento em mm; $mm: o afastamento.
cattower-describe-spacing = Afastamento { $spacing ->
        [narrow] estreito
        [medium] médio
        [wide] largo
       *[other] { $spacing }
    } ({ $mm } mm entre as paredes)
cattower-describe-nudge = Empurrar a peça 2 mm para a { $way ->
        [left] esquerda
       *[right] direita
    }
cattower-describe-centre-floor = Assentar o andar no centro
cattower-describe-shift-floor = Deslocar o andar { $side }
cattower-describe-colour = Usar um Amigo { $colour }
cattower-describe-floor = Pôr no andar { $floor }
cattower-describe-at = Pôr { $side }
# $friend: cattower-friend-on-floor ou -on-tower.
cattower-describe-on = Em cima do { $friend }
cattower-describe-lift = Levantar o { $friend }
cattower-describe-pet = Fazer carinho no { $friend }
# $goal: o nome de um objetivo; $floors: quantos andares.
cattower-describe-goal = Cumprir “{ $goal }”: Toto sobe { $floors } { $floors ->
        [one] andar
       *[other] andares
    }
# $number: qual dos dois objetivos secretos do jogador (1 ou 2).
cattower-describe-secret-goal = Cumprir seu objetivo secreto nº { $number }: seu gato sobe { $floors } { $floors ->
        [one] andar
       *[other] andares
    }
cattower-describe-confirm = Confirmar: assentar a peça
cattower-describe-back = Voltar à escolha de carta
cattower-describe-end = Encerrar a vez
cattower-describe-higher = Subir mais: encarar a próxima Carta de História
cattower-describe-stop = Parar aqui e comemorar
cattower-describe-forfeit = Desistir desta colocação (a opção é perdida)

## Buttons under the board (labels at most 80 characters)

# $card: um código de carta, $arrow: " ◀", " ▶" ou nada, $option: o texto curto da opção.
cattower-button-take = { $card }{ $arrow } { $option }
cattower-button-discard = Descartar { $card }
cattower-button-walls = { $left } | { $right }
cattower-button-narrow = Estreito
cattower-button-medium = Médio
cattower-button-wide = Largo
cattower-button-centre = Centro
cattower-button-white = Branco
cattower-button-ginger = Ruivo
cattower-button-grey = Cinza
cattower-button-brown = Marrom
# $goal: o nome de um objetivo; $floors: a subida.
cattower-button-goal = { $goal }: +{ $floors }
cattower-button-confirm = Confirmar
cattower-button-back = Voltar
cattower-button-end = Encerrar a vez
cattower-button-higher = Subir mais
cattower-button-stop = Parar aqui
cattower-button-forfeit = Desistir

## Menus under the board (placeholders at most 150 characters, options at most 100)

cattower-menu-walls = Quais paredes vão onde?
cattower-menu-floor = Pôr o Amigo no andar…
cattower-menu-floor-option = Andar { $floor }
cattower-menu-on = …ou em cima de um Amigo
cattower-menu-pet = Fazer carinho em qual Amigo?
cattower-menu-lift = Levantar qual Amigo?
cattower-secret-title = Suas cartas de objetivo

## Errors for a typed move (shown only to the player who typed it). $move: the move's
## notation; $step: what to do now (a cattower-step- message).

cattower-not-a-game = Isso não é uma partida de Cat and the Tower.
cattower-not-a-move = Isso não é uma jogada de Cat and the Tower.
cattower-nothing-placed = Nada está sendo colocado agora.
cattower-unknown-move = Jogada desconhecida.
cattower-not-now = `{ $move }` não cabe agora: { $step }.
cattower-spacing-range = O afastamento precisa ser de { $low } a { $high } mm.
cattower-offset-range = O andar pode ser deslocado de { $low } a { $high } mm do centro.
cattower-choose-floor-first = Escolha um andar primeiro (`floor 3`).
cattower-spot-range = O ponto precisa estar de { $low } a { $high } mm do centro.
cattower-cannot-confirm = Você não pode confirmar agora.
# $id: o Amigo sendo movido, $colour a cor dele.
cattower-moving-friend = Você está movendo { $id }, um Amigo { $colour }.
cattower-card-places = Esta carta coloca um Amigo { $colour }.
# $id: um código de Amigo.
cattower-not-standable = { $id } não é um Amigo na torre em cima do qual se possa ficar.
cattower-on-top-needed = O Amigo desta carta precisa ir em cima de outro Amigo: use `on f5`.
cattower-floor-unusable = O andar { $floor } não é um andar que você possa usar agora.
cattower-spot-off = Esse ponto fica fora do andar.
# $goal: um código de objetivo.
cattower-goal-not-up = { $goal } não está virada para cima.
cattower-goal-not-held = { $goal } não está na sua mão.
# $area: onde o objetivo é verificado (mensagens cattower-area-).
cattower-goal-not-met = A condição de { $goal } não é cumprida { $area }.
cattower-area-coop = no andar logo acima de Toto
cattower-area-cat = nos andares acima do seu gato
# $who: "toto" ou "cat"; $floors: o máximo de andares que o objetivo deixa subir.
cattower-climb-most = { $goal } deixa { $who ->
        [toto] Toto
       *[cat] seu gato
    } subir no máximo { $floors } andares.
cattower-card-not-up = { $card } não está virada para cima.
cattower-card-one-option = { $card } tem só uma opção: `take { $card }`.
# $side: "left" ou "right".
cattower-option-impossible = A opção da { $side ->
        [left] esquerda
       *[right] direita
    } de { $card } não pode ser feita agora (nenhum Amigo para fazer carinho, ou nenhum andar sobrando).
cattower-discard-only = Você só pode descartar uma carta quando nenhuma opção virada para cima puder ser feita.
cattower-walls-unavailable = Essas paredes não estão disponíveis para esta carta (o FAQ só permite um substituto para um tipo que acabou na reserva).
cattower-nudge-end = A peça não pode ir mais longe para esse lado.
cattower-not-possible = `{ $move }` não é possível agora: confira o andar ou o Amigo que você indicou.
cattower-back-too-late = Você só pode voltar antes da primeira tentativa.
cattower-end-not-yet = Você ainda não pode encerrar a vez: { $step }.
cattower-goal-after = Os objetivos são cumpridos depois da ação.
# Erros de digitação. $token: o que o jogador digitou; $what: qual número era esperado.
cattower-not-mm = `{ $token }` não é um número de milímetros para { $what ->
        [spacing] o afastamento
        [offset] o deslocamento do andar
        [floor] o andar
        [spot] o ponto
       *[climb] a subida
    }.
cattower-not-usable = `{ $token }` não é um número utilizável.
cattower-not-whole = `{ $token }` não é um número inteiro para { $what ->
        [spacing] o afastamento
        [offset] o deslocamento do andar
        [floor] o andar
        [spot] o ponto
       *[climb] a subida
    }.
# $prefix: "A" ou "G" (os códigos de cartas são como A07, G07).
cattower-not-card-id = `{ $token }` não é um código de carta (como { $prefix }07).
cattower-not-friend-id = `{ $token }` não é um código de Amigo (como f5).
# $colours e $types: as palavras digitáveis permitidas, unidas com ", ".
cattower-not-colour = `{ $token }` não é uma cor de Amigo ({ $colours }).
cattower-walls-how = Escreva as paredes assim: `walls bricks-left angels-right`.
cattower-not-wall = `{ $token }` não é um tipo de parede ({ $types }).
cattower-type-a-move = Digite uma jogada, por exemplo `take A01 left` ou `confirm`.
cattower-choose-side = Escolha a opção `left` (esquerda) ou `right` (direita) da carta.
cattower-place-how = Escreva assim: `friend ginger floor 3 at 20`.
cattower-goal-how = Escreva assim: `goal G02 climb 2`.
# $text: o que o jogador digitou.
cattower-unreadable = `{ $text }` não é uma jogada de Cat and the Tower. Tente `take A01 left`, `confirm`, `pet f5`, `goal G02 climb 2` ou `end turn`.
# Problemas de colocação ($piece na forma "-start" no primeiro, senão na forma simples).
cattower-all-placed = Todos os Amigos desta cor ({ $colour }) já estão na torre: escolha um para recolocar com `lift`.
cattower-choose-colour = Escolha primeiro a cor do Amigo.
cattower-choose-floor = Escolha primeiro um andar (ou um Amigo para ficar em cima).
cattower-choose-where = Escolha primeiro para onde a peça vai.
cattower-overhang = { $piece } ficaria para fora da borda do andar.
cattower-spot-taken = Esse ponto está ocupado: a peça pressionaria { $piece }. Empurre-a ou escolha outro ponto.

## Wall types (names printed on the walls and the Wall Reference Card)

cattower-wall-bricks = Tijolos
cattower-wall-windows = Janelas
cattower-wall-arches = Arcos
cattower-wall-angels = Anjos
cattower-wall-pillars = Pilares

## Action Cards: each option's text (card and menu), and its short form (a button
## label, at most 60 characters). The card ids (A01…) are notation and stay.

cattower-card-a01-left = Construir: Tijolos + Anjos
cattower-card-a01-left-short = Tijolos + Anjos
cattower-card-a01-right = Construir: Janelas + Arcos
cattower-card-a01-right-short = Janelas + Arcos
cattower-card-a02-left = Colocar um Amigo de qualquer cor
cattower-card-a02-left-short = Qualquer Amigo
cattower-card-a03-left = Construir: Tijolos + Janelas
cattower-card-a03-left-short = Tijolos + Janelas
cattower-card-a04-left = Construir: Tijolos + Arcos
cattower-card-a04-left-short = Tijolos + Arcos
cattower-card-a05-left = Construir: Janelas + Anjos
cattower-card-a05-left-short = Janelas + Anjos
cattower-card-a06-left = Construir: Arcos + Anjos
cattower-card-a06-left-short = Arcos + Anjos
cattower-card-a07-left = Construir: Tijolos + Anjos
cattower-card-a07-left-short = Tijolos + Anjos
cattower-card-a07-right = Colocar um Amigo branco
cattower-card-a07-right-short = Amigo branco
cattower-card-a08-left = Construir: Janelas + Arcos
cattower-card-a08-left-short = Janelas + Arcos
cattower-card-a08-right = Colocar um Amigo ruivo
cattower-card-a08-right-short = Amigo ruivo
cattower-card-a09-left = Construir: Pilares + Pilares
cattower-card-a09-left-short = Pilares + Pilares
cattower-card-a09-right = Construir: Tijolos + Arcos
cattower-card-a09-right-short = Tijolos + Arcos
cattower-card-a10-left = Construir: Pilares + Pilares
cattower-card-a10-left-short = Pilares + Pilares
cattower-card-a10-right = Colocar um Amigo cinza
cattower-card-a10-right-short = Amigo cinza
cattower-card-a11-left = Construir: Pilares + Pilares
cattower-card-a11-left-short = Pilares + Pilares
cattower-card-a11-right = Fazer carinho em um Amigo
cattower-card-a11-right-short = Carinho em 1
cattower-card-a12-left = Colocar um Amigo branco
cattower-card-a12-left-short = Amigo branco
cattower-card-a12-right = Colocar um Amigo cinza
cattower-card-a12-right-short = Amigo cinza
cattower-card-a13-left = Colocar um Amigo ruivo
cattower-card-a13-left-short = Amigo ruivo
cattower-card-a13-right = Colocar um Amigo marrom
cattower-card-a13-right-short = Amigo marrom
cattower-card-a14-left = Colocar um Amigo branco
cattower-card-a14-left-short = Amigo branco
cattower-card-a14-right = Colocar um Amigo marrom
cattower-card-a14-right-short = Amigo marrom
cattower-card-a15-left = Colocar um Amigo cinza
cattower-card-a15-left-short = Amigo cinza
cattower-card-a15-right = Colocar um Amigo ruivo
cattower-card-a15-right-short = Amigo ruivo
cattower-card-a16-left = Colocar dois Amigos de qualquer cor
cattower-card-a16-left-short = 2 Amigos
cattower-card-a17-left = Colocar um Amigo de qualquer cor em cima de outro Amigo
cattower-card-a17-left-short = Qualquer Amigo em cima
cattower-card-a17-right = Colocar um Amigo marrom
cattower-card-a17-right-short = Amigo marrom
cattower-card-a18-left = Fazer carinho em um Amigo
cattower-card-a18-left-short = Carinho em 1
cattower-card-a19-left = Fazer carinho em dois Amigos diferentes
cattower-card-a19-left-short = Carinho em 2
cattower-card-a20-left = Fazer carinho em um Amigo, depois colocar um Amigo de qualquer cor
cattower-card-a20-left-short = Carinho em 1 + Qualquer Amigo

## Goal Cards: name and condition (the ids G01… are notation and stay)

cattower-goal-g01-name = Olá, Amigo
cattower-goal-g01-text = Pelo menos um Amigo
cattower-goal-g02-name = Focinho com Focinho
cattower-goal-g02-text = Dois Amigos se tocando
cattower-goal-g03-name = Irmãos de Ninhada
cattower-goal-g03-text = Dois Amigos da mesma cor se tocando
cattower-goal-g04-name = Dupla Improvável
cattower-goal-g04-text = Dois Amigos de cores diferentes se tocando
cattower-goal-g05-name = De Cavalinho
cattower-goal-g05-text = Um Amigo em cima de outro Amigo
cattower-goal-g06-name = Ruivo no Cinza
cattower-goal-g06-text = Um Amigo ruivo em cima de um Amigo cinza
cattower-goal-g07-name = Trenzinho
cattower-goal-g07-text = Três Amigos num mesmo grupo, todos encostados
cattower-goal-g08-name = Três Pelagens
cattower-goal-g08-text = Três Amigos de três cores diferentes
cattower-goal-g09-name = Torre de Gatos
cattower-goal-g09-text = Três Amigos empilhados um sobre o outro
cattower-goal-g10-name = Ponte Mirante
cattower-goal-g10-text = Um Amigo apoiado em dois Amigos ao mesmo tempo
cattower-goal-g11-name = Espaço Pessoal
cattower-goal-g11-text = Três Amigos, nenhum encostado em outro
cattower-goal-g12-name = Alma da Festa
cattower-goal-g12-text = Um Amigo tocando outros três
cattower-goal-g13-name = Paleta Completa
cattower-goal-g13-text = Um Amigo de cada cor
cattower-goal-g14-name = Reunião de Família
cattower-goal-g14-text = Três Amigos da mesma cor
cattower-goal-g15-name = Cavalinho Duplo
cattower-goal-g15-text = Dois Amigos, cada um em cima de outro
cattower-goal-g16-name = Vigia Solitário
cattower-goal-g16-text = Exatamente um Amigo, a até 12 mm do centro do andar

## Story Cards: title and the text read when the tower holds at the story's floor

cattower-story-s10-title = O Décimo Andar
cattower-story-s10-text = Toto vê a cidade inteira lá embaixo e, bem lá no alto, uma estrela piscando de volta.
cattower-story-s13-title = Acima das Nuvens
cattower-story-s13-text = As nuvens são mais macias do que parecem. Toto continua subindo.
cattower-story-s15-title = Onde o Vento Canta
cattower-story-s15-text = O vento cantarola uma canção de ninar que Toto conhece de muito tempo atrás.
cattower-story-s17-title = O Jardim Noturno
cattower-story-s17-text = As estrelas estão tão baixas que dá para tocá-las, e uma delas ronrona.
cattower-story-s20-title = A Estrela da Mamãe
cattower-story-s20-text = Lá no topo, uma luz quentinha se enrosca em volta de Toto. Ele está em casa.

## The rules (/kitty rules cattower): markdown, shown as written

cattower-rules =
    # Cat and the Tower

    Revezem-se construindo uma torre de papel, duas paredes e um andar por vez, e colocando
    gatinhos Amigos nela para que o gato Toto possa subir; todos vencem juntos quando Toto
    chega ao andar 10 e a torre fica de pé, e todos perdem quando 5 paredes caem.

    ## Sua vez
    1. **Faça uma das opções de uma Carta de Ação virada para cima:**
       - **Construir**: ponha duas paredes de pé no andar de cima (qual vai à esquerda, o
         afastamento entre elas, empurrões), depois assente o próximo andar sobre elas (o
         deslocamento dele).
       - **Colocar um Amigo** num andar, ou em cima de outro Amigo.
       - **Fazer carinho** em um ou dois Amigos.
    2. **Objetivo** (opcional): se um objetivo virado para cima vale para os Amigos do andar
       {"**"}logo acima de Toto**, cumpra-o: Toto sobe até esse número de andares.

    Uma prévia transparente mostra onde a peça vai; **Confirmar** assenta a peça, com a sua mão
    (firme, normal, trêmula ou desastrada: `steady`, `normal`, `shaky`, `butterfingers`)
    tremendo um pouco; a física decide o que fica de pé. Até 3 tentativas por peça, depois a
    opção é perdida. **Voltar**: a escolha de carta de novo.

    ## Destroços
    - Na mesa, sem tocar em nenhuma placa de andar: destroços. As paredes são contadas; andares
      e Amigos voltam para a reserva. Tocando uma placa de andar: voltam para onde estavam (senão,
      para a reserva).
    - Andares inclinados mais de 35° ou a menos de 20 mm do andar de baixo ficam inutilizáveis:
      eles, o que se apoia só neles e as paredes que ficaram sem o seu andar viram destroços.
    - Toto e os gatos nunca são destroços: voltam ao andar em que estavam antes da vez (ou ao
      mais alto ainda de pé abaixo dele).

    ## Vencendo e perdendo
    - **Vitória**: Toto no andar-alvo (10) ou acima, depois uma contagem até cinco enquanto a
      mesa treme: se a torre ficar de pé, vocês vencem e a Carta de História é lida. Depois,
      {"**"}subam mais** (13, 15, 17, 20) com a mesma torre, ou parem.
    - **Derrota**: 5 paredes caíram.

    ## Variante competitiva (2–5 jogadores)
    Cada jogador tem um Gato Preto ao lado do andar 1 e dois objetivos secretos; três Cartas de
    Ação ficam viradas para cima. Depois da sua ação, você pode levar um Amigo do andar do seu
    gato para um andar acima, depois cumprir um dos seus objetivos: seu gato sobe e você compra
    um novo objetivo. A partida acaba quando a torre desaba (5 paredes; quem causou fica em
    último) ou quando todos os gatos chegam ao andar 24; o gato mais alto vence.

    ## Jogadas
    `take A07 left` · `walls bricks-left angels-right` · `spacing narrow|wide|48` ·
    `nudge left|right` · `floor offset -6` · `friend ginger floor 3 at 12` · `on f5` ·
    `lift f3` · `pet f5` · `goal G02 climb 2` · `confirm` · `back` · `give up` ·
    `end turn` · `go higher` · `stop`
    Amigos: brancos f1–f4, ruivos f5–f8, cinza f9–f12, marrons f13–f16.

    ## Como o bot resolve os pontos em aberto
    - **Objetivos competitivos** juntam os Amigos de **todos os andares acima do seu gato**.
    - **Classificação**: o andar mais alto que um gato alcançou com um objetivo; empates: quem
      chegou lá primeiro.
    - **Subir mais** para um alvo que Toto já alcançou: a contagem acontece na hora.
    - **Depois de uma contagem até cinco que falhou**, ela acontece de novo depois de cada vez
      que termina com Toto no alvo ou acima, até dar certo ou a partida ser perdida.
    - Um objetivo nunca leva Toto acima do andar mais alto.
    - Se nenhuma opção virada para cima puder ser feita, você descarta uma carta em vez disso.

    ## Lendo o tabuleiro
    - Régua: números dos andares, ★ e uma linha tracejada no alvo, o andar do objetivo (acima
      de Toto) numa pílula amarela, a cabeça de Toto no andar dele.
    - Marcas dos Amigos: branco um anel, ruivo listras, cinza um ponto, marrom uma mancha. Os
      Gatos Pretos usam o cachecol e o nome do seu jogador. Peças desbotadas na mesa são destroços.
    - Painel: "Paredes caídas 2/5", de quem é a vez, Cartas de ação (◀ ▶ o lado de uma opção, ● a
      única opção de uma carta), Objetivos com a subida, a classificação, uma vista de perto. A faixa
      abaixo da torre diz o que a última colocação fez.
