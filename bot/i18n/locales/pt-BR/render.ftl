# Toda palavra desenhada numa imagem (tabuleiros, cartas, folha de cartas, GIFs de replay,
# gráficos de análise) e os tabuleiros de texto dos comandos de terminal.
# O espaço numa imagem é curto: rótulos mais ou menos do tamanho do inglês.
# Notação (casas como c3, jogadas como c3-c4, letras de peças) nunca é traduzida.

## Shared words

render-and = { $first } e { $last }
render-player = Jogador { $number }
# Cores das peças (também nomes dos lugares quando o tabuleiro é desenhado sem jogadores).
render-colour-r = Vermelho
render-colour-y = Amarelo
render-colour-b = Azul
render-colour-g = Verde
render-colour-w = Branco
render-colour-k = Preto

## Text boards (terminal `play` / `replay`, and the end of a picture's alt text)

render-text-draw = Empate
render-text-win = { $count ->
        [one] { $names } vence
       *[other] { $names } vencem
    }
render-text-result = { $result } — { $reason }
render-text-waiting = Esperando jogadores
render-text-to-move = Vez de { $name }

## Towers text board
render-towers-quiet = { $count } de { $limit } jogadas sem fusão (com { $limit } a partida acaba)
render-towers-text-key = (cada torre: a letra do dono e a altura)

## Stacktics text board
render-stacktics-text-pips = { $name } { $count } de { $target }
render-stacktics-text-captured = Pintas capturadas: { $counts }
# R321 é notação: fica como está.
render-stacktics-text-key = (letra da cor, depois tamanhos das peças de baixo→cima: R321 = uma árvore Vermelha)

## Tumbling Down text board
render-tumbling-text-king = { $name } { $cells } (altura { $height })
render-tumbling-text-none = nenhum
render-tumbling-text-kings = Reis: { $kings }
render-tumbling-text-key = (pilhas de baixo→cima, a peça do dono no topo em maiúscula; pilhas altas: altura + as três de cima)

## Kitty Stack Tower text board
render-kitty-text-stacks = Pilhas (de baixo→cima): { $stacks }
render-kitty-text-height-points = { $name } { $height } (+{ $points } pts de carta)
render-kitty-text-heights = Alturas dominadas: { $heights }
render-kitty-text-unplaced = Peças a colocar: { $pieces }
render-kitty-text-passes = Passes seguidos: { $count }
render-kitty-text-card = Sua carta: { $name } — { $text }

## Alt text: a board picture's description for screen readers (≤ 1 024 characters in
## all, with the text board after it)

render-alt-board = Tabuleiro de { $game }.
render-alt-person = { $name } ({ $colour })
render-alt-won = { $count ->
        [one] Fim de jogo: { $names } vence.
       *[other] Fim de jogo: { $names } vencem.
    }
render-alt-draw = Fim de jogo: empate.
render-alt-to-play = Vez de { $name }.
render-alt-last-move = Última jogada: { $move }.

## Captions under the square boards (Towers, Stacktics, Tumbling Down)

render-person = { $name } ({ $colour })
render-to-play = Vez de { $who }
render-wins = { $who } vence
render-wins-score = { $who } vence por { $score }
render-seat-line = { $who }: { $stat }
render-passed = { $who } passou
render-draw = Empate
render-draw-score = Empate { $score }
render-game-over = Fim de jogo
render-last-move = Última jogada: { $move }

## Towers board
render-towers-legend = Número na torre: altura · cor: o dono (a peça do topo)
render-towers-pieces = { $count ->
        [one] { $count } peça
       *[other] { $count } peças
    }

## Stacktics board
render-stacktics-quiet = { $count } de { $limit } jogadas sem captura (com { $limit }: empate)
render-stacktics-pips = { $count } de { $target } pintas
# Rótulo antes das peças pequenas capturadas (curto).
render-stacktics-took = pegou
render-stacktics-move = { $notation } = peça { $size ->
        [S] pequena
        [M] média
       *[L] grande
    } { $start } → { $end }
render-stacktics-move-takes = { $notation } = peça { $size ->
        [S] pequena
        [M] média
       *[L] grande
    } { $start } captura { $end }
render-stacktics-move-level = { $notation } = peça { $size ->
        [S] pequena
        [M] média
       *[L] grande
    } ({ $level ->
        [1] 1ª
        [2] 2ª
        [3] 3ª
       *[other] { $level }ª
    } de baixo) { $start } → { $end }
render-stacktics-move-takes-level = { $notation } = peça { $size ->
        [S] pequena
        [M] média
       *[L] grande
    } ({ $level ->
        [1] 1ª
        [2] 2ª
        [3] 3ª
       *[other] { $level }ª
    } de baixo) { $start } captura { $end }
render-stacktics-legend-win = Vitória: capture { $count } pintas (os pontinhos)
render-stacktics-legend-height = número: altura da pilha
render-stacktics-legend-taken = ×N: pintas recém-capturadas

## Tumbling Down board
render-tumbling-legend = Coroa: rei (a pilha de uma cor mais alta) · número: altura da pilha
render-tumbling-legend-check = moldura vermelha: rei em perigo
render-tumbling-legend-fallen = moldura vermelha: o rei capturado
render-tumbling-kings = { $count ->
        [one] rei de altura { $height }
       *[other] { $count } reis de altura { $height }
    }
render-tumbling-no-king = sem rei
render-tumbling-stepped = Última jogada: { $who } andou { $move }
render-tumbling-tumbled = Última jogada: { $who } tombou { $move }
render-tumbling-played = Última jogada: { $who } jogou { $move }

## Kitty Stack Tower board

render-kitty-setting-up = Montando o tabuleiro
render-kitty-places = { $who } coloca uma peça
render-kitty-all-placed = Todas as peças colocadas
render-kitty-over-draw = Fim de jogo — empate
render-kitty-over-wins = Fim de jogo — { $who } vence!
render-kitty-over-share = Fim de jogo — { $names } e { $last } dividem a vitória!
render-kitty-waiting = Esperando
render-kitty-passes = { $count ->
        [one] { $count } passe seguido (o jogo acaba em { $players })
       *[other] { $count } passes seguidos (o jogo acaba em { $players })
    }
# Canto superior direito (curto).
render-kitty-move = jogada { $ply }
render-kitty-setup = preparação
render-kitty-last-stack = { $who } empilhou { $start } sobre { $end }
render-kitty-last-chain = { $who } empilhou ao longo de { $path } ({ $steps ->
        [one] { $steps } passo
       *[other] { $steps } passos
    })
render-kitty-last-flip = { $who } saltou { $start } → { $end }, virando { $flipped }
render-kitty-last-disassemble = { $who } tirou peças de { $start } por baixo de { $under }
render-kitty-last-place = { $who } colocou uma peça em { $cell }
# Frenesi Monocromático é o nome de uma carta de objetivo.
render-kitty-last-frenzy = { $who } removeu a pilha em { $cell } (Frenesi Monocromático)
render-kitty-last-pass = { $who } passou
render-kitty-last-done = { $who } encerrou a vez
# Troca Forçada é o nome de uma carta.
render-kitty-last-force = { $who } jogou Troca Forçada
render-kitty-last-give = { $who } entregou uma carta
render-kitty-last-offer = { $who } propôs trocar uma carta
render-kitty-last-accept = { $who } aceitou a troca de carta
render-kitty-last-decline = { $who } recusou a troca de carta
render-kitty-last = Última: { $action }
render-kitty-cards-of = Cartas de { $who }: { $cards }
render-kitty-revealed = Reveladas: { $cards }
render-kitty-removed = Removidas pelo Frenesi Monocromático
# Títulos das colunas do placar (cerca de 10 caracteres; ★ fica).
render-kitty-heading-to-place = a colocar
render-kitty-heading-height = altura
render-kitty-heading-stars = ★ pts
render-kitty-heading-hand = cartas
render-kitty-heading-score = pontos
render-kitty-key-cell = e5 = casa (coluna, linha)
render-kitty-key-height = 7 = altura da pilha
render-kitty-key-hidden = mais peças embaixo
render-kitty-key-last = última ação (tracejado: de, contínuo: para)
# Desmontar é o nome de uma carta.
render-kitty-key-scissors = Desmontar: peças movidas
render-kitty-key-flip = esta pilha foi virada
render-kitty-key-frenzy = pilha removida (Frenesi)
render-kitty-key-rainbow = ficha Ponte Arco-Íris
render-kitty-key-twist = ficha Reviravolta Dramática
render-kitty-key-count = ponto na ficha: quantas fichas
render-kitty-key-cards = carta de objetivo na mão
render-kitty-key-stars = ★ = pontos das cartas de objetivo
render-kitty-key-crown = vencedor

## Cat and the Tower board (the panel beside the tower, the scene's labels)

render-cattower-title = Cat and the Tower
render-cattower-mode = { $mode ->
        [competitive] Competitivo
       *[coop] Cooperativo
    } · { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }
render-cattower-competitive-rule = O gato mais alto vence. Objetivos contam os Amigos nos andares acima do seu gato.
render-cattower-target = Andar-alvo { $floor }
render-cattower-target-story = Andar-alvo { $floor }: { $title }
render-cattower-toto-on = Toto está no andar { $floor }
render-cattower-goal-floor = Andar do objetivo { $floor }
render-cattower-goal-unbuilt = Andar do objetivo { $floor } (não construído)
render-cattower-tower-built = { $count ->
        [one] Torre: { $count } andar construído
       *[other] Torre: { $count } andares construídos
    }
render-cattower-fallen = Paredes caídas { $fallen }/{ $most }
render-cattower-to-play = Vez de { $who }
render-cattower-wins = { $count ->
        [one] vence!
       *[other] vencem!
    }
render-cattower-victory = ★ Vitória! ★
render-cattower-tower-fell = A torre caiu
render-cattower-story = “{ $title }” — { $text }
render-cattower-tower-stands = { $count ->
        [one] A torre está de pé com { $count } andar
       *[other] A torre está de pé com { $count } andares
    }
render-cattower-tower-stands-low = { $count ->
        [one] a torre está de pé com { $count } andar
       *[other] a torre está de pé com { $count } andares
    }
render-cattower-reached = Toto chegou ao andar { $floor } · { $tower }
render-cattower-nothing-fell = Nada caiu
render-cattower-fell = O que caiu: { $walls ->
        [one] { $walls } parede
       *[other] { $walls } paredes
    } na partida
render-cattower-fell-last = O que caiu: { $walls ->
        [one] { $walls } parede
       *[other] { $walls } paredes
    } na partida, e { $last } na última queda
render-cattower-fell-floors = { $count ->
        [one] { $count } andar
       *[other] { $count } andares
    }
render-cattower-fell-friends = { $count ->
        [one] { $count } Amigo
       *[other] { $count } Amigos
    }
# Títulos de seção (desenhados em maiúsculas).
render-cattower-action-cards = Cartas de ação
render-cattower-goal-cards = Cartas de objetivo
render-cattower-ranking = Classificação
render-cattower-secret-goals = Cada jogador tem dois objetivos secretos (veja sua mensagem direta).
render-cattower-climb = sobe +{ $climb }
render-cattower-seat = Lugar { $seat }
render-cattower-scarf = { $scarf ->
        [red] cachecol vermelho
        [orange] cachecol laranja
        [blue] cachecol azul
        [purple] cachecol roxo
        [yellow] cachecol amarelo
       *[other] cachecol { $scarf }
    }
render-cattower-waiting = esperando
render-cattower-on-floor = andar { $floor }
render-cattower-discards = Descartes: { $actions ->
        [one] { $actions } ação
       *[other] { $actions } ações
    } · { $goals ->
        [one] { $goals } objetivo
       *[other] { $goals } objetivos
    }
render-cattower-count = Todo mundo conta até cinco!
render-cattower-preview = Prévia, de perto
render-cattower-goal-close-up = Andar do objetivo { $floor }, de perto
render-cattower-not-shown = andares { $low }–{ $high } não mostrados
render-cattower-preview-tag = prévia
render-cattower-fallen-aside = { $count } caídas
# Palavras da linha "Última jogada". Ids de cartas, casas, cores e tipos de parede são notação.
render-cattower-step-confirm = assentou a peça
render-cattower-step-take = pegou a carta de ação { $card }
render-cattower-step-take-side = pegou a carta de ação { $card } ({ $side })
render-cattower-step-aim = { $side ->
        [centre] mirou a peça no centro
        [right] mirou a peça { $mm } mm à direita
       *[left] mirou a peça { $mm } mm à esquerda
    }
render-cattower-step-goal = cumpriu o objetivo { $goal }: Toto sobe { $climb }
render-cattower-step-shift = { $side ->
        [centre] andar centralizado
        [right] deslocou o andar { $mm } mm à direita
       *[left] deslocou o andar { $mm } mm à esquerda
    }
render-cattower-step-walls = paredes { $left }, { $right }
render-cattower-step-friend = escolheu um Amigo { $colour }
render-cattower-step-friend-set = pôs um Amigo { $colour } { $where }
render-cattower-step-floor = escolheu o andar { $floor }
render-cattower-step-discard = descartou { $rest }
render-cattower-step-spacing = afastou as paredes em { $rest }
render-cattower-step-nudge = empurrou a peça { $rest }
render-cattower-step-on = escolheu colocar em { $rest }
render-cattower-step-lift = levantou { $rest }
render-cattower-step-pet = fez carinho em { $rest }
render-cattower-step-back = voltou
render-cattower-step-end = encerrou a vez
render-cattower-step-go = escolheu subir mais
render-cattower-step-stop = parou
render-cattower-step-give = desistiu

## Card pictures (a seat's own cards, the card sheet of /kitty rules)

render-card = Carta
# Rodapé de carta (cerca de 24 caracteres).
render-card-revealed = revelada
render-card-secret = secreta — só você vê
render-no-cards = Sem cartas

## The analysis chart of a finished game (/kitty analysis)

render-analysis-title = Quem estava na frente, jogada a jogada
render-analysis-axis-x = jogada
render-analysis-axis-y = chance de vencer
render-analysis-no-swings = Nenhuma jogada mudou o equilíbrio.
render-analysis-swing = jogada { $ply } · { $who }: { $played }
render-analysis-swing-ai = jogada { $ply } · { $who }: { $played } → IA: { $preferred } ({ NUMBER($value, style: "percent", maximumFractionDigits: 0) })

## Kitty Stack Tower: the game's name in the board's corner, on two lines (≤ 150 px each
## at 21 px: about 12 characters a line)
render-kitty-title-top = Kitty Stack
render-kitty-title-bottom = Tower

## Cat and the Tower text board (terminal, and the end of the alt text)

render-cattower-text-summary = Andares construídos: { $floors } · andar-alvo { $target } · paredes caídas { $fallen }/{ $most }
render-cattower-text-floor = andar { $floor }: centro { $centre } mm, inclinação { $tilt }°
render-cattower-text-floor-friends = andar { $floor }: centro { $centre } mm, inclinação { $tilt }° · Amigos: { $friends }
render-cattower-text-debris = Peças que caíram como destroços: { $count }
render-cattower-text-cat = gato de { $who } ({ $scarf }): andar { $floor }
render-cattower-text-action = Ação { $card }: { $options }
render-cattower-text-goal = Objetivo { $card }: { $name } — { $text } (sobe { $climb })
render-cattower-text-goal-id = Objetivo { $card }
render-cattower-text-your-goal = Seu objetivo { $card }: { $name } — { $text } (sobe { $climb })
