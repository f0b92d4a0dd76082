# As lições de Cat and the Tower (`/kitty learn game:cattower`), na ordem em que são jogadas.
# Mensagens: lesson-cattower-<lição>-<campo> (title, text, hint, hint-<n>, success).
# Palavras em `código` são jogadas ou comandos digitados (notação): nunca traduzir.

## Lesson cards: Choosing an Action Card

lesson-cattower-cards-title = Escolhendo uma Carta de Ação
lesson-cattower-cards-text =
    Você constrói uma torre de papel para o gato Toto subir. Cada vez começa com uma opção de uma
    Carta de Ação virada para cima: Construir, Colocar um Amigo ou Fazer carinho. Para começar,
    pegue uma opção Construir.
lesson-cattower-cards-hint = A carta A01 tem duas opções Construir: `take A01 left` ou `take A01 right`.
# Resposta quando quem aprende joga `take A02`.
lesson-cattower-cards-hint-1 = A02 coloca um Amigo, e ainda não há andar acima de Toto: construa primeiro com A01.
lesson-cattower-cards-success = Você está com duas paredes, prontas para ficar de pé no andar.

## Lesson build: Building a floor

lesson-cattower-build-title = Construindo um andar
lesson-cattower-build-text =
    Construir põe duas paredes de pé no andar de cima e depois assenta o próximo andar sobre elas.
    Uma prévia transparente mostra onde cada peça vai; `confirm` assenta a peça e a física decide
    o que fica de pé. Construa o andar 2.
lesson-cattower-build-hint = Pegue uma opção Construir, use `confirm` nas paredes e depois `confirm` no andar.
lesson-cattower-build-success = O andar 2 está de pé: agora há um andar acima de Toto.

## Lesson friend: Placing a Friend

lesson-cattower-friend-title = Colocando um Amigo
lesson-cattower-friend-text =
    Um Amigo é um gatinho que você põe num andar ou sobre outro Amigo; os objetivos contam os
    Amigos. A prévia está no andar 2, bem acima de Toto. Mova com `at 12` se quiser, depois use
    `confirm` para colocar o Amigo.
lesson-cattower-friend-hint = `confirm` coloca o Amigo onde a prévia mostra.
# Resposta quando quem aprende joga `back`.
lesson-cattower-friend-hint-1 = `back` guarda o Amigo: use `confirm` em vez disso.
lesson-cattower-friend-success = O Amigo está sentado no andar 2.

## Lesson goals: Completing a goal

lesson-cattower-goals-title = Cumprindo um objetivo
lesson-cattower-goals-text =
    Depois da sua ação, você pode cumprir um objetivo virado para cima que valha para os Amigos
    do andar logo acima de Toto. Aí Toto sobe esse número de andares. O objetivo G01 pede pelo
    menos um Amigo lá: cumpra-o e coloque Toto no lugar.
lesson-cattower-goals-hint = Digite `goal G01 climb 1` e depois `confirm` para colocar Toto no andar 2.
# Resposta quando quem aprende joga `end turn`.
lesson-cattower-goals-hint-1 = Encerrar a vez deixa Toto no andar 1: cumpra o objetivo G01 primeiro.
lesson-cattower-goals-success = Toto subiu para o andar 2. Chegue ao andar 10 com a torre de pé e todos vencem.

## Lesson hand: Your hand

lesson-cattower-hand-title = Sua mão
lesson-cattower-hand-text =
    Na sala de espera, cada jogador escolhe quão firme é a sua mão: firme (`steady`), normal
    (`normal`), trêmula (`shaky`) ou desastrada (`butterfingers`). Uma mão mais trêmula treme
    mais quando você confirma, e uma peça tem até 3 tentativas antes de a opção ser perdida. Com
    uma mão trêmula, construa o andar 2.
lesson-cattower-hand-hint = Pegue uma opção Construir e confirme as paredes e o andar; se uma peça escorregar, tente de novo.
lesson-cattower-hand-success = O andar 2 está de pé, mesmo com a mão trêmula. Paredes que caem contam para as 5 que perdem a partida.
