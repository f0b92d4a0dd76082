# As lições de Towers (`/kitty learn game:towers`), na ordem em que são jogadas.
# Mensagens: lesson-towers-<lição>-<campo> (title, text, hint, hint-<n>, success).
# Palavras em `código` são jogadas ou comandos digitados (notação): nunca traduzir.

## Lesson move: Moving a tower

lesson-towers-move-title = Movendo uma torre
lesson-towers-move-text =
    Você joga com Amarelo. Uma torre é sua quando sua cor está no topo, e ela se move inteira, uma
    casa para cima, para baixo, para a esquerda ou para a direita. Mova sua torre de c3 para uma casa vazia ao lado.
lesson-towers-move-hint = Mova a torre de c3 uma casa para cima, para baixo, para a esquerda ou para a direita.
lesson-towers-move-success = Muito bem: uma torre se move inteira para uma casa vizinha.

## Lesson take: Taking a tower over

lesson-towers-take-title = Tomando uma torre
lesson-towers-take-text =
    Mover para cima de uma torre que não é mais alta que a sua põe a sua torre no topo, então a nova
    torre é sua. Tome a torre de Azul em c4 com a sua torre de c3.
lesson-towers-take-hint = A torre de Azul está logo acima da sua, em c4: mova para cima dela.
# Resposta quando quem aprende joga `c3-d3`.
lesson-towers-take-hint-1 = d3 está vazia: isso só move a sua torre. Mova para cima da torre de Azul em c4.
# Resposta quando quem aprende joga `c3-b3`.
lesson-towers-take-hint-2 = b3 está vazia: isso só move a sua torre. Mova para cima da torre de Azul em c4.
# Resposta quando quem aprende joga `c3-c2`.
lesson-towers-take-hint-3 = c2 está vazia: isso só move a sua torre. Mova para cima da torre de Azul em c4.
lesson-towers-take-success = A torre em c4 agora tem duas de altura e é sua.

## Lesson taller: Never onto a taller tower

lesson-towers-taller-title = Nunca sobre uma torre mais alta
lesson-towers-taller-text =
    Você não pode mover para cima de uma torre mais alta que a sua. Sua torre em c3 tem duas de
    altura: a torre de três em c4 está fora de alcance, mas a peça sozinha em d3 não. Tome-a.
lesson-towers-taller-hint = Procure uma torre de Azul que não seja mais alta que a sua: a de d3.
lesson-towers-taller-success = Isso: uma torre só pousa numa torre da mesma altura ou mais baixa.

## Lesson score: Counting pieces

lesson-towers-score-title = Contando peças
lesson-towers-score-text =
    Sua pontuação é cada peça nas torres que você domina, incluindo as peças do adversário. Agora
    você domina 3 peças. Faça uma jogada que leve você a 5.
lesson-towers-score-hint = Tome a torre mais alta que você alcança: uma torre de duas acrescenta duas peças.
lesson-towers-score-success = Cinco peças: tomar torres mais altas rende mais pontos.

## Lesson win: Winning the game

lesson-towers-win-title = Vencendo a partida
lesson-towers-win-text =
    A partida acaba quando um jogador domina todas as torres, e vence quem domina mais peças. Um
    jogador que não pode se mover passa. Vença esta posição em duas jogadas contra o bot.
lesson-towers-win-hint = Tome a1 primeiro: aí a última torre de Azul, em b1, fica encurralada.
lesson-towers-win-success = Você domina todas as torres: a partida é sua.
