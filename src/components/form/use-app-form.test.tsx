// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { HttpError } from '@/lib/http-error'
import { button, byLabel, click, render, settle, typeInto } from '@/test/render'
import { type UseAppFormOptions, useAppForm } from './use-app-form'

interface Values {
  name: string
  grade: number | null
  kind: string
  classes: string[]
  quickJoin: boolean
  file: File | null
}

const schema = z.object({
  name: z.string().trim().min(1, 'Give the class a name.'),
  grade: z.number().nullable(),
  kind: z.string(),
  classes: z.array(z.string()),
  quickJoin: z.boolean(),
  file: z.instanceof(File).nullable(),
})

const defaults: Values = { name: '', grade: null, kind: 'a', classes: [], quickJoin: false, file: null }

function ClassForm(props: Partial<UseAppFormOptions<Values, unknown, Values>>) {
  const { form } = useAppForm<Values>({
    defaultValues: defaults,
    validators: { onSubmit: schema },
    submit: async () => ({}),
    ...props,
  })
  return (
    <form.Form aria-label="Class">
      <form.FormError />
      <form.FormSuccess>Saved.</form.FormSuccess>
      <form.AppField name="name">
        {(field) => <field.TextField label="Class name" hint="Any name." />}
      </form.AppField>
      <form.AppField name="grade">
        {(field) => <field.GradeField label="Grade" emptyLabel="Mixed" />}
      </form.AppField>
      <form.AppField name="kind">
        {(field) => (
          <field.SelectField
            label="Kind"
            options={[
              { value: 'a', label: 'A' },
              { value: 'b', label: 'B' },
            ]}
          />
        )}
      </form.AppField>
      <form.AppField name="classes">
        {(field) => (
          <field.CheckboxGroupField
            legend="Classes"
            emptyText="None"
            options={[
              { value: 'c1', label: 'One' },
              { value: 'c2', label: 'Two' },
            ]}
          />
        )}
      </form.AppField>
      <form.AppField name="quickJoin">{(field) => <field.CheckboxField label="Quick join" />}</form.AppField>
      <form.AppField name="file">{(field) => <field.FileField label="File" />}</form.AppField>
      <form.SubmitButton>Save</form.SubmitButton>
    </form.Form>
  )
}

/** A form whose success leaves the page, like signing in. */
function SignInForm({ submit }: { submit: () => Promise<unknown> }) {
  const { form } = useAppForm({ defaultValues: { email: '' }, skipResetForm: true, submit })
  return (
    <form.Form aria-label="Sign in">
      <form.FormError />
      <form.FormSuccess title="Signed in">Opening your page…</form.FormSuccess>
      <form.AppField name="email">{(field) => <field.TextField label="Email" type="email" />}</form.AppField>
      <form.SubmitButton pendingAfterSuccess>Sign in</form.SubmitButton>
    </form.Form>
  )
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function errorsOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? []
  return ids.map((id) => control.ownerDocument.getElementById(id)?.textContent ?? '').join(' | ')
}

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

function mount(props: Partial<UseAppFormOptions<Values, unknown, Values>> = {}) {
  const view = render(<ClassForm {...props} />)
  cleanup = view.unmount
  return view
}

describe('useAppForm', () => {
  it('labels each field and ties its hint to it', () => {
    const { container } = mount()
    const name = byLabel(container, 'Class name')
    expect(name.getAttribute('name')).toBe('name')
    expect(errorsOf(name)).toBe('Any name.')
    expect(name.getAttribute('aria-invalid')).toBeNull()
  })

  it('shows the zod errors at their field after a submit, and sends nothing', async () => {
    const submit = vi.fn(async () => ({}))
    const { container } = mount({ submit })
    expect(container.textContent).not.toContain('Give the class a name.')
    click(button(container, 'Save'))
    await settle()
    const name = byLabel(container, 'Class name')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(errorsOf(name)).toContain('Give the class a name.')
    expect(submit).not.toHaveBeenCalled()
  })

  it('disables the button with a spinner while submitting, then restores it', async () => {
    const request = deferred<unknown>()
    const submit = vi.fn(() => request.promise)
    const { container } = mount({ submit, skipResetForm: true })
    typeInto(byLabel(container, 'Class name'), 'Owls')
    click(button(container, 'Save'))
    await settle()
    const save = button(container, 'Save')
    expect(save.disabled).toBe(true)
    expect(save.getAttribute('aria-busy')).toBe('true')
    expect(save.querySelector('.animate-spin')).not.toBeNull()
    await act(async () => request.resolve({ id: 1 }))
    await settle()
    expect(save.disabled).toBe(false)
    expect(save.getAttribute('aria-busy')).toBeNull()
    expect(container.textContent).toContain('Saved.')
  })

  it("shows the server's message and its field errors at the field, until the field changes", async () => {
    const submit = vi.fn(() =>
      Promise.reject(
        new HttpError(422, 'Please fix the marked fields.', [
          { field: 'name', message: 'That name is taken.' },
        ]),
      ),
    )
    const { container } = mount({ submit })
    typeInto(byLabel(container, 'Class name'), 'Owls')
    click(button(container, 'Save'))
    await settle()
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('Please fix the marked fields.')
    const name = byLabel(container, 'Class name') as HTMLInputElement
    expect(name.value).toBe('Owls')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(errorsOf(name)).toContain('That name is taken.')
    typeInto(name, 'Owls 2')
    expect(errorsOf(name)).not.toContain('That name is taken.')
    expect(name.getAttribute('aria-invalid')).toBeNull()
  })

  it('sends the values of every kind of field, then resets the form', async () => {
    const submit = vi.fn(async (_values: Values) => ({}))
    const { container } = mount({ submit })
    typeInto(byLabel(container, 'Class name'), 'Owls')
    const grade = byLabel(container, 'Grade') as HTMLSelectElement
    const kind = byLabel(container, 'Kind') as HTMLSelectElement
    act(() => {
      grade.value = '3'
      grade.dispatchEvent(new Event('change', { bubbles: true }))
      kind.value = 'b'
      kind.dispatchEvent(new Event('change', { bubbles: true }))
    })
    const checkboxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
    click(checkboxes.find((box) => box.closest('label')?.textContent?.includes('Two')) ?? null)
    click(checkboxes.find((box) => box.closest('label')?.textContent?.includes('Quick join')) ?? null)
    const file = new File(['hello'], 'list.csv', { type: 'text/csv' })
    const picker = byLabel(container, 'File') as HTMLInputElement
    Object.defineProperty(picker, 'files', { value: [file], configurable: true })
    act(() => {
      picker.dispatchEvent(new Event('change', { bubbles: true }))
    })
    click(button(container, 'Save'))
    await settle()
    expect(submit).toHaveBeenCalledWith({
      name: 'Owls',
      grade: 3,
      kind: 'b',
      classes: ['c2'],
      quickJoin: true,
      file,
    })
    expect((byLabel(container, 'Class name') as HTMLInputElement).value).toBe('')
    expect((byLabel(container, 'Grade') as HTMLSelectElement).value).toBe('')
  })

  it('keeps a file chosen before the page became interactive', async () => {
    const submit = vi.fn(async () => ({ id: 'g1' }))
    const queryClient = new QueryClient()
    const ui = (
      <QueryClientProvider client={queryClient}>
        <ClassForm submit={submit} />
      </QueryClientProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.append(container)
    // The visitor picks the file while the page is still the server's HTML.
    const file = new File(['hello'], 'list.csv', { type: 'text/csv' })
    const picker = byLabel(container, 'File') as HTMLInputElement
    Object.defineProperty(picker, 'files', { value: [file], configurable: true })
    let root: Root | undefined
    act(() => {
      root = hydrateRoot(container, ui)
    })
    typeInto(byLabel(container, 'Class name'), 'Owls')
    click(button(container, 'Save'))
    await settle()
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Owls', file }))
    act(() => root?.unmount())
    container.remove()
  })

  it('invalidates the declared queries after a success, before onSuccess', async () => {
    const order: string[] = []
    const { queryClient, container } = (() => {
      const view = render(
        <ClassForm
          submit={async () => ({ id: 'g1' })}
          invalidates={[['classes'], ['students', 'list']]}
          onSuccess={(result) => {
            order.push(`onSuccess ${JSON.stringify(result)}`)
          }}
        />,
      )
      cleanup = view.unmount
      return view
    })()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
      order.push(`invalidate ${JSON.stringify(filters?.queryKey)}`)
    })
    typeInto(byLabel(container, 'Class name'), 'Owls')
    click(button(container, 'Save'))
    await settle()
    expect(invalidate).toHaveBeenCalledTimes(2)
    expect(order).toEqual([
      'invalidate ["classes"]',
      'invalidate ["students","list"]',
      'onSuccess {"id":"g1"}',
    ])
  })

  it('invalidates nothing when the submit fails', async () => {
    const view = render(
      <ClassForm submit={() => Promise.reject(new HttpError(400, 'No'))} invalidates={[['classes']]} />,
    )
    cleanup = view.unmount
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries')
    typeInto(byLabel(view.container, 'Class name'), 'Owls')
    click(button(view.container, 'Save'))
    await settle()
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('No')
    expect(invalidate).not.toHaveBeenCalled()
  })

  it('keeps a button whose success leaves the page spinning after the success, and restores it after a failure', async () => {
    let attempt = 0
    const view = render(
      <SignInForm
        submit={() => {
          attempt++
          return attempt === 1 ? Promise.reject(new HttpError(400, 'Wrong password.')) : Promise.resolve({})
        }}
      />,
    )
    cleanup = view.unmount
    const signIn = () => button(view.container, 'Sign in')
    click(signIn())
    await settle()
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('Wrong password.')
    expect(signIn().disabled).toBe(false)
    click(signIn())
    await settle()
    expect(view.container.textContent).toContain('Signed in')
    expect(signIn().disabled).toBe(true)
    expect(signIn().getAttribute('aria-busy')).toBe('true')
  })
})
