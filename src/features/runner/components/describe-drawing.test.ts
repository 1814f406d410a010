import { afterEach, expect, it } from 'vitest'
import type { TurtleCommand } from '@/kernel/runner-protocol/turtle-command'
import { baseLocale, overwriteGetLocale } from '@/paraglide/runtime'
import { traceTurtle } from '../runtime/turtle-geometry'
import { describeDrawing } from './describe-drawing'

afterEach(() => overwriteGetLocale(() => baseLocale))

const square: TurtleCommand[] = [
  { op: 'color', color: 'red' },
  ...Array.from({ length: 4 }, (): TurtleCommand[] => [
    { op: 'forward', distance: 100 },
    { op: 'turn', degrees: 90 },
  ]).flat(),
]
const twoLines: TurtleCommand[] = [
  { op: 'forward', distance: 50 },
  { op: 'turn', degrees: 90 },
  { op: 'forward', distance: 50 },
]

it('says the picture in English as it always did', () => {
  expect(describeDrawing(traceTurtle(square))).toBe(
    'The turtle drew 4 lines. They make a square. Colours: red. The turtle is in the middle, facing up.',
  )
  expect(describeDrawing(traceTurtle([]))).toBe(
    'The picture is empty. The turtle is in the middle, facing up.',
  )
})

it('says the picture in Spanish, colours and shapes included', () => {
  overwriteGetLocale(() => 'es')
  expect(describeDrawing(traceTurtle(square))).toBe(
    'La tortuga dibujó 4 líneas. Forman un cuadrado. Colores: rojo. La tortuga está en el centro, mirando hacia arriba.',
  )
})

it('says two lines with Arabic’s dual, and where the turtle stopped', () => {
  overwriteGetLocale(() => 'ar')
  const words = describeDrawing(traceTurtle(twoLines))
  expect(words).toContain('رسمت السلحفاة خطّين.')
  expect(words).toContain('السلحفاة قرب أعلى اليمين، ووجهها نحو اليمين.')
})
