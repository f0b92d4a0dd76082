# The lessons of Kitty Stack Tower (`/kitty learn game:kitty`), in the order they are played.
# Each lesson's messages are lesson-kitty-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson place: Placing your pieces

lesson-kitty-place-title = Placing your pieces
lesson-kitty-place-text =
    You play Red. Before the game, every player puts pieces on empty cells, one per cell. Here
    you take turns with Yellow. Place a piece, for example with `place d4`.
lesson-kitty-place-hint = Type `place` and an empty cell, such as `place d4`.
lesson-kitty-place-success = Your first piece is on the board. In a real game the bot can place the rest for you: `place random`.

## Lesson stack: Stacking

lesson-kitty-stack-title = Stacking
lesson-kitty-stack-text =
    A stack is yours when your colour is on top. Stack moves your stack, in order, onto a
    neighbouring stack that is not taller. Put your two pieces on d4 onto Yellow's piece on d5.
lesson-kitty-stack-hint = Type `stack d4>d5`: your stack goes from d4 onto d5.
lesson-kitty-stack-success = The stack on d5 is three high and yours.

## Lesson flip: Flipping

lesson-kitty-flip-title = Flipping
lesson-kitty-flip-text =
    Flip lets a stack of 2 or more jump over a neighbour at least as tall, onto the empty cell
    beyond it; the stack jumped over is turned upside down. Flip over Yellow's tall stack on e4:
    its bottom piece is red, so it becomes yours.
lesson-kitty-flip-hint = Type `flip d4>e4`: your stack jumps over e4 and e4 turns upside down.
lesson-kitty-flip-success = Turned upside down, the red piece is on top: that stack is yours now.

## Lesson disassemble: Disassembling

lesson-kitty-disassemble-title = Disassembling
lesson-kitty-disassemble-text =
    When an opponent's stack next to yours holds one of your pieces, and your stack holds more
    of your colour than theirs holds of theirs, you may disassemble it: the pieces above your
    highest piece slide under your stack. Disassemble Yellow's stack on d5.
lesson-kitty-disassemble-hint = Type `disassemble d4>d5`.
lesson-kitty-disassemble-success = The yellow piece slid under your stack, and d5 is red on top again.

## Lesson end: Passing and the end

lesson-kitty-end-title = Passing and the end
lesson-kitty-end-text =
    You may always pass. When every player passes in a row, the game ends, and the pieces in the
    stacks you own are your score. Yellow has just passed and you are ahead: end the game.
lesson-kitty-end-hint = Type `pass`: after Yellow's pass, yours ends the game while you lead 3 to 1.
lesson-kitty-end-success = Everyone passed in a row: you win 3 to 1.

## Lesson cards: Secret objective cards

lesson-kitty-cards-title = Secret objective cards
lesson-kitty-cards-text =
    With the objectives option, each player holds 2 secret cards (`/kitty cards` shows them) that
    add points. One of yours is Continuous Stacking: instead of one stack, you stack along a run
    of stacks with the same top colour, +1 per step. Score a card point now.
lesson-kitty-cards-hint = Look for a `chain` move in My moves: `chain b5>c5` runs along several stacks.
lesson-kitty-cards-success = A card point banked: Continuous Stacking is now revealed to everyone.
