# The lessons of Stacktics (`/kitty learn game:stacktics`), in the order they are played.
# Each lesson's messages are lesson-stacktics-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson shapes: How pyramids move

lesson-stacktics-shapes-title = How pyramids move
lesson-stacktics-shapes-text =
    You play Red. A small pyramid moves diagonally, a medium straight, a large either way. A
    pyramid carrying nothing goes as far as it likes over empty cells. Move your medium on c1
    straight up to c4.
lesson-stacktics-shapes-hint = The medium is on c1: it moves straight, any distance while it carries nothing.
# The answer when the learner plays `Sa1-b2`.
lesson-stacktics-shapes-hint-1 = That is your small, moving diagonally. This time move the medium on c1 to c4.
lesson-stacktics-shapes-success = Yes: a lone medium slides straight as far as the board is empty.

## Lesson range: Carrying shortens the move

lesson-stacktics-range-title = Carrying shortens the move
lesson-stacktics-range-text =
    The piece you pick moves with everything stacked on it. Carrying fewer pips than its own
    size, it goes up to 2 cells; carrying as many or more, only 1. Move the medium on c1 with
    its small two cells up.
lesson-stacktics-range-hint = Pick the medium (it carries one pip, less than its two) and move it two cells up: `Mc1-c3`.
lesson-stacktics-range-success = Right: the large stayed behind, the medium and the small moved two cells.

## Lesson stack: Stacking on your own pieces

lesson-stacktics-stack-title = Stacking on your own pieces
lesson-stacktics-stack-text =
    You may land on your own stack when its top piece is at least as big as the piece you
    move. Put your small from b2 on top of your large on c3.
lesson-stacktics-stack-hint = The small on b2 moves diagonally: c3 is one step up and right.
lesson-stacktics-stack-success = Your small now rides on the large: together they can capture later.

## Lesson capture: Capturing

lesson-stacktics-capture-title = Capturing
lesson-stacktics-capture-text =
    Only a single piece jumping off the top of a stack of two or more captures, landing on an
    enemy stack. The whole enemy stack leaves the game and its pips count for you. Capture
    Blue's stack on d3 with the small on top of c2.
lesson-stacktics-capture-hint = The small on top of c2 moves diagonally: jump it onto d3 (`Sc2xd3`).
lesson-stacktics-capture-success = Three pips captured: the medium and the small of Blue are gone.

## Lesson win: Winning

lesson-stacktics-win-title = Winning
lesson-stacktics-win-text =
    The first to capture half of the enemy's pips wins: 9 pips on this board. You already have
    7. Win in one move.
lesson-stacktics-win-hint = Which capture brings you two more pips? The medium on d3 is worth 2.
lesson-stacktics-win-success = Nine pips: Red wins.
