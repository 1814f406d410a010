import { describe, expect, it } from 'vitest'
import { runProgram } from './run-program'
import { createTurtleTracer, traceTurtle, turtleCommands } from './turtle-geometry'

const draw = (code: string) => {
  const outcome = runProgram(code)
  expect(outcome.error).toBeNull()
  return traceTurtle(turtleCommands(outcome.events))
}

describe('traceTurtle', () => {
  it('starts in the middle heading up, with y growing upwards and right turning clockwise', () => {
    const drawing = draw('forward(100)\nright(90)\nforward(50)')
    expect(drawing.segments.map((s) => [s.from, s.to])).toEqual([
      [
        { x: 0, y: 0 },
        { x: 0, y: 100 },
      ],
      [
        { x: 0, y: 100 },
        { x: 50, y: 100 },
      ],
    ])
    expect(drawing.turtle).toMatchObject({ x: 50, y: 100, heading: 90, penDown: true })
  })

  it('sees a square as a closed shape with 4 sides, ending where it started', () => {
    const drawing = draw('for (let i = 0; i < 4; i++) {\n  forward(100)\n  right(90)\n}')
    expect(drawing.closedShapes).toHaveLength(1)
    expect(drawing.closedShapes[0]).toMatchObject({ sides: 4, perimeter: 400, area: 10000 })
    expect(drawing.lines).toHaveLength(4)
    expect(drawing.turtle).toMatchObject({ x: 0, y: 0, heading: 0 })
    expect(drawing.distanceDrawn).toBe(400)
    expect(drawing.bounds).toEqual({ minX: 0, minY: 0, maxX: 100, maxY: 100 })
  })

  it('does not see three sides of a square as a closed shape', () => {
    const drawing = draw('for (let i = 0; i < 3; i++) {\n  forward(100)\n  right(90)\n}')
    expect(drawing.closedShapes).toEqual([])
    expect(drawing.lines).toHaveLength(3)
  })

  it('counts sides as a child does: steps in a row are one side, starting mid-side is fine', () => {
    const halves = draw('for (let i = 0; i < 8; i++) {\n  forward(50)\n  if (i % 2 === 1) right(90)\n}')
    expect(halves.segments).toHaveLength(8)
    expect(halves.lines).toHaveLength(4)
    expect(halves.closedShapes.map((s) => s.sides)).toEqual([4])

    const midSide = draw(
      'forward(50)\nright(90)\nfor (let i = 0; i < 3; i++) {\n  forward(100)\n  right(90)\n}\nforward(50)',
    )
    expect(midSide.closedShapes.map((s) => s.sides)).toEqual([4])
  })

  it('closes shapes whose turns do not add up exactly (360 / 7) and stars', () => {
    expect(
      draw('for (let i = 0; i < 7; i++) { forward(50); right(360 / 7) }').closedShapes.map((s) => s.sides),
    ).toEqual([7])
    expect(
      draw('for (let i = 0; i < 5; i++) { forward(100); right(144) }').closedShapes.map((s) => s.sides),
    ).toEqual([5])
  })

  it('counts a shape drawn twice once, and separate shapes separately', () => {
    expect(draw('for (let i = 0; i < 8; i++) { forward(100); right(90) }').closedShapes).toHaveLength(1)
    const two = draw(
      'for (let i = 0; i < 3; i++) { forward(60); right(120) }\npenUp()\ngoTo(100, 0)\npenDown()\nfor (let i = 0; i < 4; i++) { forward(60); right(90) }',
    )
    expect(two.closedShapes.map((s) => s.sides)).toEqual([3, 4])
    expect(two.paths).toHaveLength(2)
  })

  it('ignores there-and-back lines as shapes', () => {
    expect(draw('forward(100)\nback(100)\nforward(100)').closedShapes).toEqual([])
  })

  it('draws nothing with the pen up, and breaks the path', () => {
    const drawing = draw('forward(20)\npenUp()\nforward(20)\npenDown()\nforward(20)')
    expect(drawing.segments).toHaveLength(2)
    expect(drawing.paths).toHaveLength(2)
    expect(drawing.distanceDrawn).toBe(40)
    expect(drawing.turtle.y).toBe(60)
  })

  it('keeps colours and widths on segments and lists the colours used', () => {
    const drawing = draw('color("red")\npenWidth(6)\nforward(10)\ncolor("#00F")\nforward(10)\ncolor("green")')
    expect(drawing.segments.map((s) => [s.color, s.width])).toEqual([
      ['#ff0000', 6],
      ['#0000ff', 6],
    ])
    expect(drawing.colorsUsed).toEqual(['#ff0000', '#0000ff'])
  })

  it('draws circles around the turtle, fills the last shape or circle, and writes words', () => {
    const drawing = draw(
      'for (let i = 0; i < 4; i++) { forward(40); right(90) }\nfill("yellow")\npenUp()\ngoTo(-100, 0)\npenDown()\ncolor("blue")\ncircle(30)\nfill("pink")\nwrite("done")',
    )
    expect(drawing.circles).toEqual([
      { center: { x: -100, y: 0 }, radius: 30, color: '#0000ff', width: 2, command: 13 },
    ])
    expect(drawing.fills.map((f) => [f.color, f.points?.length ?? 'circle'])).toEqual([
      ['#ffff00', 5],
      ['#ffc0cb', 'circle'],
    ])
    expect(drawing.texts[0]).toMatchObject({ text: 'done', at: { x: -100, y: 0 } })
  })

  it('moves home and to points, drawing when the pen is down', () => {
    const drawing = draw('right(90)\ngoTo(30, 40)\nhome()')
    expect(drawing.segments).toHaveLength(2)
    expect(drawing.closedShapes).toEqual([])
    expect(drawing.turtle).toMatchObject({ x: 0, y: 0, heading: 0 })
  })

  it('clear wipes the picture but leaves the turtle', () => {
    const drawing = draw('color("red")\nforward(50)\nclear()\nright(90)\nforward(10)')
    expect(drawing.segments).toHaveLength(1)
    expect(drawing.colorsUsed).toEqual(['#ff0000'])
    expect(drawing.segments[0]!.from).toEqual({ x: 0, y: 50 })
  })

  it('reports each step for animation', () => {
    const tracer = createTurtleTracer()
    const step = tracer.apply({ op: 'forward', distance: 10 })
    expect(step.before).toMatchObject({ x: 0, y: 0 })
    expect(step.after).toMatchObject({ x: 0, y: 10 })
    expect(step.segment?.to).toEqual({ x: 0, y: 10 })
    expect(tracer.apply({ op: 'turn', degrees: -90 }).after.heading).toBe(270)
  })

  it('judges a 20,000-step drawing quickly', () => {
    const commands = turtleCommands(
      runProgram('for (let i = 0; i < 10000; i++) { forward(1); right(1) }').events,
    )
    const started = performance.now()
    const drawing = traceTurtle(commands)
    expect(drawing.closedShapes.map((s) => s.sides)).toEqual([360])
    expect(performance.now() - started).toBeLessThan(2000)
  })
})

describe('the background and a hidden turtle', () => {
  it('keeps the background through clear, and the turtle walks and draws while hidden', () => {
    const drawing = traceTurtle([
      { op: 'background', color: '#000080' },
      { op: 'visible', visible: false },
      { op: 'forward', distance: 50 },
      { op: 'clear' },
      { op: 'forward', distance: 20 },
    ])
    expect(drawing.background).toBe('#000080')
    expect(drawing.turtle).toMatchObject({ y: 70, visible: false })
    expect(drawing.segments).toHaveLength(1)
    expect(drawing.colorsUsed).toEqual(['#000000'])
    expect(traceTurtle([]).background).toBe('#ffffff')
    expect(traceTurtle([]).turtle.visible).toBe(true)
  })
})
