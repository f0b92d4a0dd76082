# O que uma mesa mostra: o cartão da sala de espera, a mensagem do tabuleiro, o resultado, botões e menus
# abaixo deles, mensagens privadas (Minhas jogadas, confirmações, dicas) e a lista de mesas abertas.
# Mensagens públicas no idioma do servidor, respostas privadas no idioma do membro.
# Notação (casas como c3, jogadas como c3-c4, letras de peças, valores de opções como
# `first:red`) e nomes ficam como estão: vêm em placeholders.
# Rótulos de botões: no máximo 80 caracteres. Opções de menu e placeholders: no máximo 100.


## Lobby card

# Título do cartão da sala. $game: o título do jogo ("Towers").
table-lobby-title = { $game } — esperando jogadores
# Texto do cartão quando o jogo precisa de um número exato de jogadores. $count: esse número.
table-lobby-how-exact = Clique em **{ table-button-join }** para ocupar um lugar ({ $count } jogadores). O anfitrião clica em **{ table-button-start }** quando todos tiverem entrado.
# O mesmo quando o jogo aceita uma faixa de jogadores. $min, $max.
table-lobby-how-range = Clique em **{ table-button-join }** para ocupar um lugar (de { $min } a { $max } jogadores). O anfitrião clica em **{ table-button-start }** quando todos tiverem entrado.
# Acrescentado numa nova linha enquanto houver lugares livres.
table-lobby-add-ai = Adicione jogadores IA pelo menu abaixo.
# Nomes dos campos do cartão (títulos curtos).
table-lobby-seats = Lugares
table-lobby-options = Opções
table-lobby-time-per-move = Tempo por jogada
# Rodapé do cartão. "/kitty rules game:" fica como está: é o comando a digitar.
table-lobby-footer = Partida #{ $match } · /kitty rules game:{ $game }
# Linha de lugar: um jogador IA. $name: o nome da IA; $level: easy, medium ou hard.
table-seat-ai = 🤖 { $name } ({ $level ->
        [easy] fácil
        [hard] difícil
       *[medium] médio
    })
# Linha de lugar: o jogador ($who, uma menção) é o anfitrião da mesa.
table-seat-host = { $who } (anfitrião)
# Acrescentado depois de uma linha de lugar para cada opção escolhida. $label, $choice.
table-seat-pick = { $label }: { $choice }
# Opção de menu para escolher a própria opção de lugar. $label, $choice. ≤ 100 caracteres.
table-lobby-my-pick = Minha opção de { $label }: { $choice }
# O cartão depois que a partida começou.
table-lobby-started = A partida começou — veja o tabuleiro abaixo.
# O cartão quando a mesa fechou sem partida (cancelada, expirada).
table-lobby-closed = Esta mesa está fechada.
# O cartão depois que o anfitrião cancelou. $who: menção de quem cancelou.
table-lobby-cancelled = Cancelada por { $who }.

## Hints (a table started with hints:on)

# Nome do campo no cartão.
table-hints-field = Dicas
table-hints-lobby = Ativadas: o botão Dica mostra a jogada da IA só para você. Entrar na mesa significa concordar com isso.

## Board message

# Um lugar com sua cor ou papel: $name, $colour ("Amarelo").
table-seat-label = { $name } ({ $colour })
# Um lugar jogado pela IA: $name, $colour.
table-seat-label-ai = 🤖 { $name } ({ $colour })
# Quem fez uma jogada quando nenhum lugar a fez (o próprio jogo).
table-the-game = O jogo
# $who (rótulo de lugar) jogou $move.
table-played = { $who } jogou **{ $move }**.
# O mesmo para uma jogada que o jogador não podia evitar.
table-had-to-play = { $who } teve que jogar **{ $move }**.
# Um lugar da IA está escolhendo a jogada. $who: o rótulo do lugar.
table-thinking = { $who } está pensando…
# De quem é a vez: $mention, $colour.
table-your-turn = Sua vez, { $mention } ({ $colour }).
# Vários jogadores agem ao mesmo tempo. $names: menções separadas por ", ".
table-waiting-for = Esperando { $names }.
# Resultado de um jogo cooperativo. $reason: por que acabou.
table-victory = 🎉 Vitória — { $reason }.
table-defeat = 💥 Derrota — { $reason }.
# Empate. $reason.
table-draw = 🤝 Empate — { $reason }.
# Um vencedor. $name, $reason.
table-wins = 🏆 { $name } venceu — { $reason }.
# Vários vencedores. $names, $reason.
table-win-together = 🏆 { $names } venceram — { $reason }.
# Dois ou mais nomes numa lista: $first, $last.
table-names-and = { $first } e { $last }
# Abaixo do resultado. $scores: "Alice (Amarelo) 12 · Bob (Vermelho) 9".
table-final-scores = Pontuação final: { $scores }
# Partes da linha de detalhes final por lugar (unidas com "; "). $value: número ou altura.
table-final-height = altura { $value }
table-final-score = pontos { $value }
table-final-own-colour = cor própria { $value }
# $cards: as cartas do lugar, "Nome (+3), Nome (-1)".
table-final-cards = cartas: { $cards }
# $changes: "alice 1 500 → 1 568 · bob 1 500 → 1 432".
table-ratings = Rating: { $changes }
# Título da mensagem do tabuleiro. $game, $ply: número da jogada.
table-board-title = { $game } · jogada { $ply }
# Rodapé da mensagem do tabuleiro. Os comandos ficam como estão.
table-board-footer = Partida #{ $match } · /kitty move para jogar · /kitty board para ver de novo
# Um tabuleiro substituído que não pôde ser apagado.
table-old-board = Este tabuleiro está desatualizado: o atual está abaixo (`/kitty board` mostra ele).
# Resposta privada quando o tabuleiro não pôde ser postado na hora.
table-board-follows = Sua jogada foi feita. O Discord está demorando para mostrar o tabuleiro agora; ele vai aparecer aqui em instantes.
# Aviso público quando as DMs de um jogador estão fechadas. $mention.
table-dm-closed = { $mention }, não consegui te mandar uma mensagem direta. Use `/kitty cards` aqui para ver suas cartas — só você vai ver a resposta.

## A seat's secret cards (direct message)

# Título. $title: o que são as cartas; $game; $match.
table-secret-title = { $title } — { $game }, partida #{ $match }
# Usado quando o jogo não dá título.
table-secret-default-title = Suas cartas
table-secret-none = Você não tem cartas agora.
# Nome do campo acima de uma oferta de troca.
table-offer-field = Oferta de troca
# $giver, $taker: rótulos de lugar; $card: nome de uma carta.
table-offer = { $giver } oferece **{ $card }** a { $taker } em troca de uma das cartas de { $taker }. Para responder, use `/kitty trade` (aceite com a carta a dar em troca) ou **{ table-button-decline }**.
# Usado como $card quando a oferta não nomeia carta.
table-offer-a-card = uma carta

## Open tables (/kitty games)

# $channel: menção de um canal.
table-list-in-thread = (tópico em { $channel })
table-list-damaged = danificada (um moderador pode cancelá-la)
# $count: quantos jogadores estão sentados.
table-list-waiting = esperando jogadores ({ $count } na mesa) — clique em { table-button-join }
# $names: os jogadores da vez, separados por ", ".
table-list-to-move = da vez: { $names }
table-list-in-play = em andamento
# $when: quando o tempo acaba (tempo relativo do Discord).
table-list-runs-out = (o tempo acaba { $when })
# $time: tempo por jogada ("2 minutos").
table-list-per-move = { $time } por jogada
# Título. $count: quantas mesas estão abertas.
table-list-title = Mesas abertas ({ $count })
table-list-none = Nenhuma mesa aberta. Abra uma com `/kitty start`.

## Buttons (≤ 80 characters)

table-button-join = Entrar
table-button-leave = Sair
table-button-start = Começar
table-button-cancel = Cancelar
table-button-add-ai = Adicionar IA
# Depois de "Adicionar IA": o nível da IA.
table-button-ai-level = { $level ->
        [easy] IA fácil
        [hard] IA difícil
       *[medium] IA média
    }
table-button-my-moves = Minhas jogadas
table-button-hint = Dica
table-button-take-back = Voltar jogada
table-button-accept-takeback = Aceitar voltar jogada
table-button-rematch = Revanche
table-button-accept = Aceitar
table-button-decline = Recusar
# Confirmar uma jogada sobre a qual o jogo avisou. $move.
table-button-play-move = Jogar { $move }
table-button-play-it = Jogar assim mesmo
table-button-keep-playing = Continuar jogando
table-button-resign = Desistir
table-button-replay = Rever partida
table-button-analyse = Analisar
# As escolhas dos outros jogadores depois que um lugar ficou sem tempo.
table-button-claim-win = Reivindicar a vitória
table-button-skip-turn = Pular a vez
table-button-ai-takes-seat = IA assume o lugar
table-button-remove-seat = Remover (a IA joga no lugar)

## Menus (placeholders ≤ 150 characters, options ≤ 100)

table-menu-pick-move = Escolha sua jogada…
table-menu-what-to-move = O que você vai mover?
table-menu-answer-offer = Responda à oferta…

## Private prompts

table-which-ai = Qual IA você quer adicionar?
# $warning: o aviso do jogo; $move.
table-confirm-move = { $warning } Jogar **{ $move }**?
table-resign-question = Desistir desta partida? Os outros são avisados na hora.
table-moves-changed = Suas jogadas mudaram; clique em **{ table-button-my-moves }** de novo.
# Opção de menu de uma jogada: $move, $label.
table-move-option = { $move } — { $label }
# $count: número de jogadas válidas.
table-your-moves = Suas jogadas válidas ({ $count }).
table-many-moves = Você tem { $count } jogadas válidas. Primeiro escolha o que mover, depois para onde.
# Opção do primeiro menu. $label; $count.
table-group-option = { $label } — { $count ->
        [one] { $count } jogada
       *[other] { $count } jogadas
    }
table-back-option = ← voltar para todas as suas jogadas
# $label: o que se move.
table-group-moves = Jogadas de **{ $label }**:
# Autocompletar. $count; $example. Cortado em 100 caracteres.
table-more-moves = mais { $count }: digite uma casa ou peça (ex.: { $example })
# Descrição (leitores de tela) da imagem "para onde pode ir". $group; $marks.
table-where-alt = Para onde { $group } pode ir: { $marks }.
# $tag: letra desenhada na imagem; $cell.
table-where-mark = { $tag } em { $cell }
# Descrição da imagem da dica. $move; $tag; $cell.
table-hint-alt = Dica: { $move }, marcada { $tag } em { $cell }.
