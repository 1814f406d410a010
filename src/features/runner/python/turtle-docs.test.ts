import { beforeAll, describe, expect, it } from 'vitest'
import { type PythonRuntime, pythonForTests } from '@/test/python'
import { traceTurtle, turtleCommands } from '../runtime/turtle-geometry'

// Programs from the documentation of Python's turtle module (and the tutorials that copy it),
// typed as a child types them into a Python exercise.

let python: PythonRuntime
beforeAll(async () => {
  python = await pythonForTests()
}, 60_000)

const run = (code: string) => python.run(code, { maxEvents: 10_000 })
const output = (outcome: ReturnType<typeof run>) =>
  outcome.events.flatMap((event) => (event.type === 'log' ? [event.text] : []))
const drawn = (outcome: ReturnType<typeof run>) => traceTurtle(turtleCommands(outcome.events))
const near = (value: number) => expect.closeTo(value, 6)

describe("the examples of Python's turtle documentation run", () => {
  it('the star: abs(pos()) < 1 ends the loop back at the start, and the star is filled', () => {
    const outcome = run(
      [
        'from turtle import *',
        "color('red', 'yellow')",
        'begin_fill()',
        'while True:',
        '    forward(200)',
        '    left(170)',
        '    if abs(pos()) < 1:',
        '        break',
        'end_fill()',
        'done()',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    const drawing = drawn(outcome)
    expect(drawing.segments).toHaveLength(36)
    expect(drawing.segments[0]).toMatchObject({ color: '#ff0000' })
    expect(drawing.fills).toHaveLength(1)
    expect(drawing.fills[0]).toMatchObject({ color: '#ffff00' })
    expect(drawing.fills[0]!.points).toHaveLength(37)
  })

  it('the spiral of a tutorial: a Turtle object, speed(0), bgcolor, width and colours from a list', () => {
    const outcome = run(
      [
        'import turtle',
        't = turtle.Turtle()',
        't.speed(0)',
        "t.screen.bgcolor('black')",
        "colors = ['red', 'purple', 'blue', 'green', 'orange', 'yellow']",
        'for x in range(100):',
        '    t.pencolor(colors[x % 6])',
        '    t.width(x / 100 + 1)',
        '    t.forward(x)',
        '    t.left(59)',
        'turtle.done()',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    const drawing = drawn(outcome)
    expect(drawing.segments).toHaveLength(99)
    expect(drawing.segments.at(-1)).toMatchObject({ color: '#008000', width: 1.99 })
    expect(drawing.turtle.speed).toBe(0)
    // The canvas is black behind the spiral, as in the tutorial's picture.
    expect(drawing.background).toBe('#000000')
  })

  it('bgcolor colours the canvas and says its colour as given; clearscreen makes it white again', () => {
    const outcome = run(
      [
        'from turtle import *',
        'print(bgcolor())',
        'bgcolor("lightblue")',
        'print(bgcolor())',
        'colormode(255)',
        'bgcolor(255, 200, 0)',
        'print(bgcolor())',
        'forward(50)',
        'clear()',
        'print(Screen().bgcolor())',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    expect(output(outcome)).toEqual(['white', 'lightblue', '(255, 200, 0)', '(255, 200, 0)'])
    // clear() of the turtle keeps the colour, as Python's does.
    expect(drawn(outcome).background).toBe('#ffc800')
    const cleared = run('from turtle import *\nbgcolor("navy")\nScreen().clearscreen()\nprint(bgcolor())')
    expect(output(cleared)).toEqual(['white'])
    expect(drawn(cleared).background).toBe('#ffffff')
    const unknown = run('from turtle import *\nbgcolor("skyblu")')
    expect(unknown.error?.message).toMatch(/skyblu/)
  })

  it('hideturtle hides the turtle on the canvas and showturtle brings it back; it still draws', () => {
    const hidden = run('from turtle import *\nht()\nforward(100)\nprint(isvisible())')
    expect(hidden.error).toBeNull()
    expect(output(hidden)).toEqual(['False'])
    expect(drawn(hidden).turtle.visible).toBe(false)
    expect(drawn(hidden).segments).toHaveLength(1)
    const shown = run('from turtle import *\nhideturtle()\nforward(100)\nshowturtle()\nprint(isvisible())')
    expect(output(shown)).toEqual(['True'])
    expect(drawn(shown).turtle.visible).toBe(true)
    // undo() takes a hideturtle() back, as Python's does.
    const undone = run('from turtle import *\nhideturtle()\nundo()\nprint(isvisible())')
    expect(output(undone)).toEqual(['True'])
    expect(drawn(undone).turtle.visible).toBe(true)
    // A turtle made hidden shows hidden once it draws; another turtle that draws is shown.
    const two = run(
      'import turtle\na = turtle.Turtle(visible=False)\na.forward(10)\nb = turtle.Turtle()\nb.forward(10)',
    )
    const steps = turtleCommands(two.events)
    expect(steps).toContainEqual({ op: 'visible', visible: false })
    expect(steps.at(-1)).toEqual({ op: 'forward', distance: 10 })
    expect(drawn(two).turtle.visible).toBe(true)
  })

  it('stamp, clearstamp and clearstamps take stamps away and keep the rest', () => {
    const outcome = run(
      [
        'import turtle',
        'turtle.color("blue")',
        'astamp = turtle.stamp()',
        'turtle.fd(50)',
        'turtle.clearstamp(astamp)',
        'for i in range(8):',
        '    turtle.stamp()',
        '    turtle.fd(30)',
        'turtle.clearstamps(2)',
        'turtle.clearstamps(-2)',
        'print(astamp, turtle.pos())',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    const drawing = drawn(outcome)
    // Of 9 stamps (filled turtle shapes), the 4 in the middle of the row are left.
    expect(drawing.fills.map((fill) => fill.color)).toEqual(Array(4).fill('#0000ff'))
    expect(drawing.fills.map((fill) => Math.round(fill.points![0]!.x))).toEqual([110, 140, 170, 200])
    expect(output(outcome)).toEqual(['1 (290.00,0.00)'])
  })

  it('colormode(255) takes (r, g, b) from 0 to 255; colormode(1.0) from 0 to 1', () => {
    const outcome = run(
      [
        'import turtle',
        'turtle.colormode(255)',
        'turtle.pencolor(240, 160, 80)',
        'turtle.forward(50)',
        'turtle.pencolor((0, 128, 255))',
        'turtle.forward(50)',
        'print(turtle.pencolor(), turtle.colormode())',
        'turtle.colormode(1.0)',
        'turtle.color((1.0, 0.5, 0), "#00ff00")',
        'turtle.forward(50)',
        'print(turtle.color())',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    expect(drawn(outcome).segments.map((segment) => segment.color)).toEqual(['#f0a050', '#0080ff', '#ff8000'])
    expect(output(outcome)).toEqual(['(0, 128, 255) 255', "((1.0, 0.5, 0), '#00ff00')"])
    expect(run('from turtle import *\npencolor(255, 0, 0)\n').error).toMatchObject({
      message:
        'Line 2: pencolor() got (255, 0, 0): colour numbers go from 0 to 1 here. Write `colormode(255)` first to use numbers from 0 to 255.',
      line: 2,
    })
  })

  it('tracer(0) … update() draws the whole picture at once', () => {
    const outcome = run(
      [
        'from turtle import *',
        'screen = Screen()',
        'screen.tracer(0)',
        'for i in range(36):',
        '    forward(100)',
        '    left(170)',
        'screen.update()',
        'print(tracer())',
        'exitonclick()',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    const commands = turtleCommands(outcome.events)
    const firstStep = commands.findIndex((command) => command.op === 'forward')
    expect(commands.slice(0, firstStep)).toContainEqual({ op: 'speed', speed: 0 })
    expect(drawn(outcome).segments).toHaveLength(36)
    expect(output(outcome)).toEqual(['0'])
  })

  it('Vec2D adds, subtracts, multiplies by a number and by a vector, measures and rotates', () => {
    const outcome = run(
      [
        'from turtle import Vec2D',
        'a = Vec2D(3, 4)',
        'b = Vec2D(1, 0)',
        'print(a + b, a - b, a * 2, 2 * a, -a)',
        'print(a * b, abs(a), b.rotate(90), a[0], isinstance(a, tuple))',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    expect(output(outcome)).toEqual([
      '(4.00,4.00) (2.00,4.00) (6.00,8.00) (6.00,8.00) (-3.00,-4.00)',
      '3 5.0 (0.00,1.00) 3 True',
    ])
  })

  it('towards, distance, heading, degrees and radians measure as documented', () => {
    const outcome = run(
      [
        'from turtle import *',
        'penup()',
        'goto(10, 10)',
        'print(towards(0, 0), distance(40, 50), distance((10, 20)))',
        'left(90)',
        'print(heading())',
        'radians()',
        'print(round(heading(), 4))',
        'left(3.141592653589793 / 2)',
        'degrees()',
        'print(round(heading()))',
        'setx(-20)',
        'sety(30)',
        'other = Turtle()',
        'print(pos(), xcor(), ycor(), distance(other), isdown())',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    expect(output(outcome)).toEqual([
      '225.0 50.0 10.0',
      '90.0',
      '1.5708',
      '180',
      `(-20.00,30.00) -20.0 30.0 ${Math.hypot(20, 30)} False`,
    ])
  })

  it('circle with an extent draws an arc and leaves the turtle turned, as Python does', () => {
    const outcome = run('from turtle import *\ncircle(50, 180)\nprint(pos(), heading())\n')
    expect(outcome.error).toBeNull()
    expect(output(outcome)).toEqual(['(0.00,100.00) 180.0'])
    expect(drawn(outcome).turtle).toMatchObject({ x: near(0), y: near(100) })
  })

  it('undo takes back the last thing the turtle did', () => {
    const outcome = run('from turtle import *\nforward(100)\nleft(90)\nforward(50)\nundo()\nprint(pos())\n')
    expect(outcome.error).toBeNull()
    expect(drawn(outcome).segments.map((segment) => segment.to)).toEqual([{ x: 100, y: 0 }])
    expect(output(outcome)).toEqual(['(100.00,0.00)'])
  })

  it('two turtles and a clone each draw from where they are', () => {
    const outcome = run(
      [
        'import turtle',
        'a = turtle.Turtle()',
        'a.color("red")',
        'b = a.clone()',
        'b.color("blue")',
        'b.left(90)',
        'a.forward(50)',
        'b.forward(50)',
        'a.forward(50)',
        'print(len(turtle.Screen().turtles()), a.pos(), b.pos())',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    expect(drawn(outcome).segments.map(({ color, from, to }) => ({ color, from, to }))).toEqual([
      { color: '#ff0000', from: { x: 0, y: 0 }, to: { x: 50, y: 0 } },
      { color: '#0000ff', from: { x: 0, y: 0 }, to: { x: 0, y: 50 } },
      { color: '#ff0000', from: { x: 50, y: 0 }, to: { x: 100, y: 0 } },
    ])
    expect(output(outcome)).toEqual(['2 (100.00,0.00) (0.00,50.00)'])
  })

  it('the pen, dot, write, teleport, filling, shapes and the screen words all answer', () => {
    const outcome = run(
      [
        'from turtle import *',
        'setup(600, 600)',
        'title("My drawing")',
        'shape("turtle")',
        'print(shape(), isvisible(), filling(), window_width(), screensize())',
        'hideturtle()',
        'pen(pencolor="green", pensize=4)',
        'print(pen()["pencolor"], pensize(), isvisible())',
        'dot(20, "orange")',
        'teleport(50, 50)',
        'write("Hi!", align="center", font=("Arial", 16, "bold"))',
        'pu()',
        'fd(10)',
        'pd()',
        'begin_fill()',
        'print(filling())',
        'circle(20)',
        'end_fill()',
        'speed("fastest")',
        'home()',
        'print(pos(), heading(), speed())',
        'reset()',
        'print(pos(), pencolor(), pensize())',
        'mainloop()',
      ].join('\n'),
    )
    expect(outcome.error).toBeNull()
    expect(output(outcome)).toEqual([
      'turtle True False 400 (400, 400)',
      'green 4.0 False',
      'True',
      '(0.00,0.00) 0.0 0',
      '(0.00,0.00) black 1',
    ])
  })
})

describe('what cannot work in a lesson says so plainly', () => {
  it.each([
    [
      'clicks',
      'from turtle import *\ndef draw(x, y):\n    forward(10)\nonscreenclick(draw)\n',
      'Line 4: `onclick()` cannot work in a lesson: the turtle cannot wait for a click, because your program runs from start to end by itself. Call your function yourself instead, like `draw()`.',
    ],
    [
      'keys',
      'import turtle\nscreen = turtle.Screen()\nscreen.onkey(turtle.left, "Left")\n',
      'Line 3: `onkey()` cannot work in a lesson: the turtle cannot wait for a key, because your program runs from start to end by itself. Call your function yourself instead, like `turn_left()`.',
    ],
    [
      'a timer',
      'from turtle import *\nontimer(forward, 100)\n',
      'Line 2: `ontimer()` cannot work in a lesson: the turtle cannot wait for a timer, because your program runs from start to end by itself. Use a loop instead, like `for i in range(10):`.',
    ],
    [
      'a question',
      'from turtle import *\nsize = numinput("Size", "How big?")\n',
      'Line 2: `numinput()` cannot work in a lesson: a lesson cannot stop to ask a question. Put the number in your program instead, like `size = 50`.',
    ],
  ])('%s', (_, code, message) => {
    expect(run(code).error?.message).toBe(message)
  })
})
