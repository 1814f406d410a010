import type { ResourcePage } from './resource-page'

export default [
  {
    path: '/resources/first-steps-with-blocks/lesson-plans',
    title: 'First Steps with Blocks: lesson plans',
    body: `Ten lessons of 20–30 minutes for ages 6–8. Every lesson has the same shape:

1. **Warm-up (3 min)** — an unplugged moment from the table below.
2. **Explain (3 min)** — read the first step together and click **Run** on the example.
3. **Build (15 min)** — children work through the exercises. The first takes under a minute; hints unlock one at a time.
4. **Share (3 min)** — two children show their drawing and say which block did what.

| # | Lesson | One new idea | Unplugged warm-up |
| --- | --- | --- | --- |
| 1 | Meet the Turtle | Blocks run when joined to *when Run is clicked* | A child is the turtle; the class says "forward 3 steps" |
| 2 | Turn and Walk | Turning right and left | Everyone stands and turns right, then left |
| 3 | Draw a Square | A shape is moves and turns in order | Walk a square on the floor, counting corners |
| 4 | Pen Up, Pen Down | Moving without drawing | Draw a dotted line on paper, lifting the pencil |
| 5 | Colors | Pen color and size | Pick a color for each side of a paper square |
| 6 | Repeat! | A loop does blocks again and again | Clap a pattern 4 times: "repeat 4, clap clap" |
| 7 | Shapes with Repeat | Sides go in repeat, the turn in turn right | Walk a triangle: three turns make a full turn |
| 8 | The Start Block | Code starts on an event | "When I clap, you jump" — blocks not joined do nothing |
| 9 | Messages | Send a message; blocks waiting for it run | A child says "jump!" and the class jumps |
| 10 | Counting Boxes | A variable holds a number | A box with a name on it; add a counter each time |

**Differentiation:** early finishers use the free builds (lessons 5, 7, 10). Children who struggle with reading can follow the example and hints read aloud by a partner.

**Assessment:** the progress page shows every check each child passed. A child who finishes lessons 3, 6 and 9 can sequence, loop and use events.`,
  },
  {
    path: '/resources/first-steps-with-blocks/be-the-turtle',
    title: 'Be the turtle: a floor game',
    body: `A printable game for before lessons 2, 3 and 6. You need masking tape and cards.

**Set up:** tape a 5 × 5 grid on the floor. Put a paper star in one square.

**Cards to print and cut out (make several of each):**

| move forward | turn right | turn left | repeat 2 times |
| --- | --- | --- | --- |

**Play:**

1. One child is the turtle and stands in a corner square, facing the grid.
2. The team lays cards in a row, top to bottom, to get the turtle to the star.
3. The turtle follows the cards one by one. If it does not reach the star, the team "debugs": which card is wrong?

**Talk about it:**

- Why does the order of the cards matter?
- Can you use a repeat card to need fewer cards?
- What happens if a card is not in the row? (It does nothing, like a block that is not joined.)

**On paper:** draw the path the turtle walked, then build the same path with blocks in the lesson.`,
  },
] satisfies ResourcePage[]
