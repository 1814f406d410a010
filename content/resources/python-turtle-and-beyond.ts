import type { ResourcePage } from './resource-page'

export default [
  {
    path: '/resources/python-turtle-and-beyond/lesson-plans',
    title: 'Python Turtle and Beyond: lesson plans',
    body: `Nine lessons of 40–50 minutes for ages 11–14.

**Shape of a lesson:** predict (5 min) → explanation and runnable example (10 min) → exercises (25 min) → plenary: one student explains a check message or error they fixed (5 min).

| # | Lesson | New idea | Key words | Predict first |
| --- | --- | --- | --- | --- |
| 1 | Your First Lines of Python | Code is a list of instructions | instruction, sequence, import | Where is the turtle after \`forward(100)\` then \`left(90)\`? |
| 2 | Pens, Colours and Jumps | Text values need quotes | string, pen | Why does \`color(red)\` stop with a NameError? |
| 3 | Repeat with for and range | \`for i in range(n):\` and indentation; each turn is 360 ÷ sides | loop, indent, polygon | How many times does \`range(4)\` repeat? |
| 4 | Variables and print | Names for numbers; printing values | variable, assignment, console | What does \`print(360 / 4)\` show? |
| 5 | Functions with def | Naming code; parameters | function, call, parameter | Does defining a function draw anything? |
| 6 | Decisions with if, elif and else | Conditions and comparisons | condition, \`==\`, remainder \`%\` | Which line runs when \`score\` is 50? |
| 7 | Lists | Many values in one variable | list, index, \`len\`, \`sum\`, \`max\` | What is \`colours[1]\`? |
| 8 | Game: Higher or Lower | Random numbers and game rules | \`random.randint\`, prepared input | What are the smallest and largest totals of 5 dice? |
| 9 | Python Art Gallery | Fills, jumps with \`goto\`, random places | coordinates, fill | Where is \`goto(0, 100)\`? |

**Debugging habit:** when the runner shows an error, read the line number first, then the kind of error. In Python the most common ones are:
- **SyntaxError** — a missing colon, bracket or quote.
- **IndentationError** — the lines inside a loop, \`def\` or \`if\` are not indented the same.
- **NameError** — a misspelt word, or text without quotes.

**Extension:** ask early finishers to draw a star with \`left(144)\` (lesson 3), a flower of polygons with \`polygon(sides, size)\` (lesson 5), or to count how many guesses the game needed (lesson 8).

**Assessment:** a student who completes lessons 3, 5, 6 and 7 can use loops, functions with parameters, decisions and lists in Python.`,
  },
  {
    path: '/resources/python-turtle-and-beyond/predict-the-program',
    title: 'Worksheet: predict the program',
    body: `Sketch what each program draws, or write what it prints, **before** running it. Then run it and compare. The turtle starts in the middle, facing right.

**1.** What does it draw?
\`\`\`python
from turtle import *

forward(100)
left(90)
forward(50)
\`\`\`

**2.** What does it draw?
\`\`\`python
from turtle import *

for i in range(3):
    forward(80)
    left(120)
\`\`\`

**3.** What does it print?
\`\`\`python
sides = 8
angle = 360 / sides
print("Each turn is", angle)
\`\`\`

**4.** What does it print?
\`\`\`python
for n in range(1, 5):
    if n % 2 == 0:
        print(n, "even")
    else:
        print(n, "odd")
\`\`\`

**5.** What does it print?
\`\`\`python
scores = [4, 9, 2]
print(scores[0], len(scores), sum(scores), max(scores))
\`\`\`

**6.** Fix the bug: this should draw a square, but it draws one long line.
\`\`\`python
from turtle import *

for i in range(4):
    forward(100)
left(90)
\`\`\`

**Answers (for the teacher):** 1. a line to the right, then a line up: a corner; 2. a triangle; 3. \`Each turn is 45.0\`; 4. \`1 odd\`, \`2 even\`, \`3 odd\`, \`4 even\` on four lines; 5. \`4 3 15 9\`; 6. \`left(90)\` must be indented with 4 spaces, so it is inside the loop.`,
  },
] satisfies ResourcePage[]
