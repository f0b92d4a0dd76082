# The lessons of Cat and the Tower (`/kitty learn game:cattower`), in the order they are played.
# Each lesson's messages are lesson-cattower-<lesson key>-<field>:
#   title: the lesson's name in the card's header (short, no full stop);
#   text: what the lesson teaches and what the learner must do now (2 to 4 sentences);
#   hint: the answer to a try that is not what the lesson asks;
#   hint-<n>: the answer to one particular wrong move (the move is named in the comment);
#   success: what the card says once the goal is reached.
# Words in `code` are typed moves or commands (notation): never translate them.

## Lesson cards: Choosing an Action Card

lesson-cattower-cards-title = Choosing an Action Card
lesson-cattower-cards-text =
    You build a paper tower so that Toto the cat can climb it. Each turn starts with one option
    of a face-up Action Card: Build, Place a Friend or Pet. Take a Build option to start.
lesson-cattower-cards-hint = Card A01 has two Build options: `take A01 left` or `take A01 right`.
# The answer when the learner plays `take A02`.
lesson-cattower-cards-hint-1 = A02 places a Friend, and there is no floor above Toto yet: build first with A01.
lesson-cattower-cards-success = You hold two walls, ready to stand them on the floor.

## Lesson build: Building a floor

lesson-cattower-build-title = Building a floor
lesson-cattower-build-text =
    A Build stands two walls on the top floor, then lays the next floor on them. A see-through
    preview shows where each piece goes; `confirm` sets it down and physics decides what stays
    up. Build floor 2.
lesson-cattower-build-hint = Take a Build option, `confirm` the walls, then `confirm` the floor.
lesson-cattower-build-success = Floor 2 stands: there is now a floor above Toto.

## Lesson friend: Placing a Friend

lesson-cattower-friend-title = Placing a Friend
lesson-cattower-friend-text =
    A Friend is a small cat you place on a floor or on another Friend; the goals count them.
    The preview sits on floor 2, right above Toto. Move it with `at 12` if you like, then
    `confirm` to set the Friend down.
lesson-cattower-friend-hint = `confirm` sets the Friend down where the preview shows it.
# The answer when the learner plays `back`.
lesson-cattower-friend-hint-1 = `back` puts the Friend away: `confirm` it instead.
lesson-cattower-friend-success = The Friend sits on floor 2.

## Lesson goals: Completing a goal

lesson-cattower-goals-title = Completing a goal
lesson-cattower-goals-text =
    After your action, you may complete a face-up goal that holds for the Friends on the floor
    directly above Toto. Toto then climbs that many floors. Goal G01 asks for at least one
    Friend there: complete it and set Toto down.
lesson-cattower-goals-hint = Type `goal G01 climb 1`, then `confirm` to set Toto down on floor 2.
# The answer when the learner plays `end turn`.
lesson-cattower-goals-hint-1 = Ending the turn leaves Toto on floor 1: complete goal G01 first.
lesson-cattower-goals-success = Toto climbed to floor 2. Reach floor 10 with the tower standing and everyone wins.

## Lesson hand: Your hand

lesson-cattower-hand-title = Your hand
lesson-cattower-hand-text =
    In the lobby each player picks how steady their hand is: steady, normal, shaky or
    butterfingers. A shakier hand trembles more when you confirm, and a piece gets up to 3
    tries before the option is lost. With a shaky hand, build floor 2.
lesson-cattower-hand-hint = Take a Build option and confirm the walls and the floor; if a piece slips, try again.
lesson-cattower-hand-success = Floor 2 stands, even with a shaky hand. Walls that fall count toward the 5 that lose the game.
