import type { ResourcePage } from './resource-page'

export default [
  {
    path: '/resources/turtle-art-in-javascript/lesson-plans',
    title: 'Turtle Art in JavaScript: lesson plans',
    body: `Nine lessons of 30–40 minutes for ages 9–11.

**Shape of a lesson:** predict (5 min) → explain and run the example (5 min) → exercises (20 min) → gallery walk (5 min).

| # | Lesson | New idea | Key words | Predict first |
| --- | --- | --- | --- | --- |
| 1 | Your First Lines of Code | Code is a list of instructions | instruction, sequence | What does \`forward(100)\` then \`right(90)\` draw? |
| 2 | Pen and Colour | Text values need quotes | string, pen | Why does \`color(red)\` fail? |
| 3 | Repeat with for Loops | The for loop | loop, counter | How many times does \`i < 4\` repeat? |
| 4 | Any Shape: Polygons | Each turn is 360 ÷ sides | polygon, angle | What turn makes a hexagon? |
| 5 | Loops that Grow | Using the counter \`i\` | variable, spiral | What is the last line's length? |
| 6 | Variables | Names for numbers | \`let\`, variable | What changes if \`size\` is 30? |
| 7 | Functions | Naming a block of code | function, call | Does defining a function draw anything? |
| 8 | Functions with Parameters | Values passed in | parameter, argument | What does \`square(20)\` draw? |
| 9 | Turtle Art Gallery | Circles, fills, random | random, coordinates | Where is \`goTo(0, 100)\`? |

**Debugging habit:** when the runner shows an error, read the line number first, then the suggestion ("Did you mean \`forward\`?").

**Extension:** ask early finishers to draw their initials (lesson 2), a star with \`right(144)\` (lesson 4), or a flower of polygons (lesson 8).

**Assessment:** a student who completes lessons 3, 6 and 8 can use loops, variables and functions with parameters.`,
  },
  {
    path: '/resources/turtle-art-in-javascript/predict-the-drawing',
    title: 'Worksheet: predict the drawing',
    body: `Sketch what each program draws **before** running it. Then run it and compare. The turtle starts in the middle, facing up.

**1.**
\`\`\`js
forward(100)
right(90)
forward(100)
\`\`\`

**2.**
\`\`\`js
for (let i = 0; i < 3; i++) {
  forward(80)
  right(120)
}
\`\`\`

**3.**
\`\`\`js
for (let i = 0; i < 6; i++) {
  forward(20)
  penUp()
  forward(10)
  penDown()
}
\`\`\`

**4.**
\`\`\`js
for (let i = 1; i <= 4; i++) {
  forward(i * 25)
  right(90)
}
\`\`\`

**5.** Fix the bug: this should draw a pentagon.
\`\`\`js
for (let i = 0; i < 5; i++) {
  forward(80)
  right(90)
}
\`\`\`

**Answers (for the teacher):** 1. a corner; 2. a triangle; 3. six dashes in a line; 4. a square spiral of four lines, 25, 50, 75 and 100 long; 5. the turn should be \`360 / 5\` (72).`,
  },
] satisfies ResourcePage[]
