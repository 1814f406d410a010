import type { ResourcePage } from './resource-page'

export default [
  {
    path: '/resources/javascript-basics/lesson-plans',
    title: 'JavaScript Basics: lesson plans',
    body: `Ten lessons of 40–50 minutes for ages 11–14.

**Shape of a lesson:** starter question (5 min) → explanation and example (10 min) → exercises (25 min) → plenary: one student explains a check message they fixed (5 min).

| # | Lesson | Objective | Misconception to watch |
| --- | --- | --- | --- |
| 1 | Hello, Console | Print strings and numbers | \`"2 + 3"\` is text, not a sum |
| 2 | Variables | Store and update values; template strings | \`=\` stores, it is not "equals" |
| 3 | Numbers and Text | \`%\`, \`Math.floor\`, string methods | \`%\` is not a percentage |
| 4 | Making Decisions | \`if\`, \`else if\`, \`else\` | Order of \`else if\` checks |
| 5 | And, Or, Not | Combine conditions | \`&&\` needs both sides true |
| 6 | Loops | \`for\` and \`while\` | \`<\` vs \`<=\`; loops that never end |
| 7 | Functions | Parameters and \`return\` | \`console.log\` is not \`return\` |
| 8 | Arrays | Index, length, loops over lists | Indexes start at 0 |
| 9 | Puzzle: FizzBuzz | Combine loops, \`%\` and decisions | Test 15 before 3 and 5 |
| 10 | Game: Guess the Number | Random numbers and game rules as functions | Testing code that uses randomness |

**Function checks:** from lesson 4, checks call the student's function with several values (for example \`ticketPrice(11)\` and \`ticketPrice(12)\`). A message like "\`ticketPrice(12)\` gave back 5, but it should give back 10" points at the boundary case: ask the student which line decides it.

**Homework ideas:** extend FizzBuzz with "Bazz" for 7; make the guessing game count guesses.`,
  },
  {
    path: '/resources/javascript-basics/trace-the-loop',
    title: 'Worksheet: trace the loop',
    body: `Fill in a trace table for each program: one row each time round the loop. Then run it to check.

**1.**
\`\`\`js
let total = 0
for (let i = 1; i <= 4; i++) {
  total = total + i
}
console.log(total)
\`\`\`

| i | total after the line inside the loop |
| --- | --- |
|   |   |

**2.**
\`\`\`js
let n = 3
while (n < 40) {
  n = n * 2
}
console.log(n)
\`\`\`

| n at the start of the round | n at the end |
| --- | --- |
|   |   |

**3.** How many lines does this print? Why?
\`\`\`js
for (let i = 10; i > 0; i = i - 3) {
  console.log(i)
}
\`\`\`

**4.** This loop never ends. Fix it.
\`\`\`js
let lives = 3
while (lives > 0) {
  console.log("Still playing")
}
\`\`\`

**Answers (for the teacher):** 1. totals 1, 3, 6, 10 — prints 10; 2. 3 → 6 → 12 → 24 → 48, prints 48; 3. four lines: 10, 7, 4, 1; 4. add \`lives = lives - 1\` inside the loop.`,
  },
] satisfies ResourcePage[]
