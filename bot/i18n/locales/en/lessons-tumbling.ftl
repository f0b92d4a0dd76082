# The lessons of Tumbling Down (`/kitty learn game:tumbling`), in the order they are played.
# Each lesson's messages are lesson-tumbling-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson step: Stepping

lesson-tumbling-step-title = Stepping
lesson-tumbling-step-text =
    You play Black. A stack is yours when a black piece is on top. A step moves only the top
    piece of your stack to one of the 8 cells around it, straight or diagonal. Step the top
    piece of your stack on e5.
lesson-tumbling-step-hint = A step moves one piece one cell: type it as `e5-e6`.
lesson-tumbling-step-success = The top piece stepped; the one below stayed where it was.

## Lesson tumble: Tumbling

lesson-tumbling-tumble-title = Tumbling
lesson-tumbling-tumble-text =
    A tumble knocks over a whole stack of 2 or more in one of 8 directions: the bottom piece
    lands on the next cell, the one above it on the cell after, and so on. Tumble your stack
    on d5 down the board, to the south.
lesson-tumbling-tumble-hint = A tumble is written with `>` and a direction: `d5>s` knocks d5 over to the south.
lesson-tumbling-tumble-success = Three pieces on d4, d3 and d2: the top one flew the furthest.

## Lesson king: Covering the king

lesson-tumbling-king-title = Covering the king
lesson-tumbling-king-text =
    A player's king is their tallest stack made only of their colour; a gold crown marks it.
    Put one of your pieces on top of the enemy king and you win. Cover White's king on d3.
lesson-tumbling-king-hint = Your single piece on c4 stands right next to the king on d3: step onto it.
lesson-tumbling-king-success = White's king is covered: Black wins.

## Lesson far: A tumble reaches far

lesson-tumbling-far-title = A tumble reaches far
lesson-tumbling-far-text =
    A tumble's top piece lands furthest away, so a tall stack can cover a king several cells
    off. White's king on d3 is out of reach for a step. Knock your three-high stack on d6 over
    so that its top piece lands on d3.
lesson-tumbling-far-hint = Count: d6 tumbling south drops pieces on d5, d4 and then d3.
lesson-tumbling-far-success = The top piece landed on the king: Black wins.

## Lesson kings: Several kings

lesson-tumbling-kings-title = Several kings
lesson-tumbling-kings-text =
    When two pure stacks share the greatest height, both are kings, and losing either one
    loses the game. White has two kings here. Win by covering the one you can reach.
lesson-tumbling-kings-hint = The king on f2 is next to your piece on e3.
lesson-tumbling-kings-success = One covered king is enough: Black wins.
