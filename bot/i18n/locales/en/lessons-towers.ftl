# The lessons of Towers (`/kitty learn game:towers`), in the order they are played.
# Each lesson's messages are lesson-towers-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson move: Moving a tower

lesson-towers-move-title = Moving a tower
lesson-towers-move-text =
    You play Yellow. A tower is yours when your colour is on top, and it moves whole, one cell
    up, down, left or right. Move your tower on c3 to an empty cell next to it.
lesson-towers-move-hint = Move the tower on c3 one cell up, down, left or right.
lesson-towers-move-success = Well done: a tower moves whole to a neighbouring cell.

## Lesson take: Taking a tower over

lesson-towers-take-title = Taking a tower over
lesson-towers-take-text =
    Moving onto a tower that is not taller than yours puts your tower on top, so the new tower
    is yours. Take Blue's tower on c4 with your tower on c3.
lesson-towers-take-hint = Blue's tower is right above yours, on c4: move onto it.
# The answer when the learner plays `c3-d3`.
lesson-towers-take-hint-1 = d3 is empty: that only moves your tower. Move onto Blue's tower on c4.
# The answer when the learner plays `c3-b3`.
lesson-towers-take-hint-2 = b3 is empty: that only moves your tower. Move onto Blue's tower on c4.
# The answer when the learner plays `c3-c2`.
lesson-towers-take-hint-3 = c2 is empty: that only moves your tower. Move onto Blue's tower on c4.
lesson-towers-take-success = The tower on c4 is now two high and yours.

## Lesson taller: Never onto a taller tower

lesson-towers-taller-title = Never onto a taller tower
lesson-towers-taller-text =
    You may not move onto a tower taller than yours. Your tower on c3 is two high: the three-high
    tower on c4 is out of reach, but the single piece on d3 is not. Take it.
lesson-towers-taller-hint = Look for a Blue tower no taller than yours: the one on d3.
lesson-towers-taller-success = Right: a tower only lands on a tower of its height or lower.

## Lesson score: Counting pieces

lesson-towers-score-title = Counting pieces
lesson-towers-score-text =
    Your score is every piece in the towers you own, your opponent's pieces included. Right now
    you own 3 pieces. Make one move that brings you to 5.
lesson-towers-score-hint = Take the tallest tower you can reach: a two-high tower adds two pieces.
lesson-towers-score-success = Five pieces: taking taller towers scores more.

## Lesson win: Winning the game

lesson-towers-win-title = Winning the game
lesson-towers-win-text =
    The game ends when one player owns every tower, and whoever owns more pieces wins. A player
    who cannot move passes. Win this position in two moves against the bot.
lesson-towers-win-hint = Take a1 first: then Blue's last tower on b1 is boxed in.
lesson-towers-win-success = You own every tower: the game is yours.
