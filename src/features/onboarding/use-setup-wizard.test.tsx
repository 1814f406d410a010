// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HttpError } from '@/lib/http-error'
import { button, click, render, settle } from '@/test/render'
import { createFirstClass } from './onboarding.functions'
import type { SetupState } from './setup.server'
import { useSetupWizard } from './use-setup-wizard'

vi.mock('./onboarding.functions', () => ({ createFirstClass: vi.fn() }))

const setup: SetupState = {
  name: 'Ms Okafor',
  schoolName: 'Hill School',
  allowedLoginTypes: ['words', 'picture', 'password'],
  courses: [],
  myClasses: [],
}

let wizard: ReturnType<typeof useSetupWizard>

function Harness({ state }: { state: SetupState }) {
  wizard = useSetupWizard(state)
  return (
    <div>
      <h2 ref={wizard.headingRef} tabIndex={-1}>
        Step {wizard.step}
      </h2>
      <wizard.form.Form>
        <button type="submit">Create my class</button>
      </wizard.form.Form>
    </div>
  )
}

let view: ReturnType<typeof render> | undefined
const open = (state = setup) => {
  view = render(<Harness state={state} />)
}

afterEach(() => {
  view?.unmount()
  view = undefined
  vi.mocked(createFirstClass).mockReset()
})

describe('the setup wizard’s state', () => {
  it('picture login is the first choice when the school allows it, else the first it allows', () => {
    open()
    expect(wizard.form.state.values.loginType).toBe('picture')
    view?.unmount()
    open({ ...setup, allowedLoginTypes: ['password'] })
    expect(wizard.form.state.values.loginType).toBe('password')
    expect(wizard.form.state.values.quickJoin).toBe(true)
  })

  it('a class without a name stays on step 2 and says so; a name lets it go on, focusing the next heading', () => {
    open()
    act(() => wizard.nameSaved())
    expect(wizard.step).toBe(2)
    expect(document.activeElement?.textContent).toBe('Step 2')
    act(() => wizard.checkClass())
    expect(wizard.step).toBe(2)
    expect(wizard.classErrors).toHaveLength(1)
    act(() => wizard.form.setFieldValue('name', 'Year 2 Owls'))
    act(() => wizard.classEdited())
    expect(wizard.classErrors).toEqual([])
    act(() => wizard.checkClass())
    expect(wizard.step).toBe(3)
    expect(document.activeElement?.textContent).toBe('Step 3')
  })

  it('creating the class sends every answer and shows its code at step 4', async () => {
    vi.mocked(createFirstClass).mockResolvedValue({ id: 'c1', joinCode: 'ABC123' })
    open()
    act(() => wizard.nameSaved())
    act(() => wizard.form.setFieldValue('name', 'Year 2 Owls'))
    act(() => wizard.checkClass())
    act(() => wizard.form.setFieldValue('cardId', '00000000-0000-4000-8000-0000000000c1'))
    click(button(document.body, 'Create my class'))
    await settle()
    expect(createFirstClass).toHaveBeenCalledWith({
      data: {
        name: 'Year 2 Owls',
        grade: null,
        loginType: 'picture',
        quickJoin: true,
        cardId: '00000000-0000-4000-8000-0000000000c1',
      },
    })
    expect(wizard.step).toBe(4)
    expect(wizard.created).toEqual({ id: 'c1', joinCode: 'ABC123', name: 'Year 2 Owls' })
  })

  it('a class name the server refuses takes the teacher back to step 2', async () => {
    vi.mocked(createFirstClass).mockRejectedValue(
      new HttpError(400, 'Check the class.', [
        { field: 'name', message: 'You already have a class called that.' },
      ]),
    )
    open()
    act(() => wizard.nameSaved())
    act(() => wizard.form.setFieldValue('name', 'Year 2 Owls'))
    act(() => wizard.checkClass())
    expect(wizard.step).toBe(3)
    click(button(document.body, 'Create my class'))
    await settle()
    expect(wizard.step).toBe(2)
    expect(wizard.classFieldError).toBe(true)
    expect(wizard.created).toBeNull()
  })

  it('back steps from the course to the class to the name', () => {
    open()
    act(() => wizard.nameSaved())
    act(() => wizard.form.setFieldValue('name', 'Year 2 Owls'))
    act(() => wizard.checkClass())
    act(() => wizard.back())
    expect(wizard.step).toBe(2)
    act(() => wizard.back())
    expect(wizard.step).toBe(1)
    // What was typed is kept.
    expect(wizard.form.state.values.name).toBe('Year 2 Owls')
  })
})
