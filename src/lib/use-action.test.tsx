// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ActionButton } from '@/components/ui/action-button'
import { button, click, render, settle } from '@/test/render'
import { UNKNOWN_ERROR_MESSAGE } from './api-client'
import { HttpError } from './http-error'
import { type UseActionOptions, useAction } from './use-action'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/** Two buttons with their own calls, as on a class page (unlock one child, remove another). */
function Buttons({
  calls,
  options,
  onDone,
}: {
  calls: Record<string, () => Promise<unknown>>
  options?: UseActionOptions<unknown>
  onDone?: (key: string, ok: boolean) => void
}) {
  const action = useAction(options)
  return (
    <div>
      {action.error ? <p role="alert">{action.error}</p> : null}
      {Object.entries(calls).map(([key, call]) => (
        <ActionButton
          key={key}
          pending={action.isPending(key)}
          disabled={action.pending}
          onClick={async () => {
            const ok = await action.run(key, call)
            onDone?.(key, ok)
          }}
        >
          {key}
        </ActionButton>
      ))}
      <output>{action.succeeded ? `done: ${JSON.stringify(action.data)}` : ''}</output>
    </div>
  )
}

let cleanup: (() => void) | undefined
afterEach(() => cleanup?.())

function mount(...args: Parameters<typeof Buttons>) {
  const view = render(<Buttons {...args[0]} />)
  cleanup = view.unmount
  return view
}

describe('useAction', () => {
  it('spins only the button whose call runs, and disables all of them meanwhile', async () => {
    const unlock = deferred<unknown>()
    const { container } = mount({ calls: { unlock: () => unlock.promise, remove: async () => ({}) } })
    click(button(container, 'unlock'))
    await settle()
    const [first, second] = [button(container, 'unlock'), button(container, 'remove')]
    expect(first.getAttribute('aria-busy')).toBe('true')
    expect(first.querySelector('.animate-spin')).not.toBeNull()
    expect(second.getAttribute('aria-busy')).toBeNull()
    expect(second.querySelector('.animate-spin')).toBeNull()
    expect(first.disabled && second.disabled).toBe(true)
    await act(async () => unlock.resolve({ unlocked: 1 }))
    await settle()
    expect(first.disabled || second.disabled).toBe(false)
    expect(first.getAttribute('aria-busy')).toBeNull()
    expect(container.querySelector('output')?.textContent).toBe('done: {"unlocked":1}')
  })

  it('invalidates the declared query keys after a success and stays pending until they are done', async () => {
    const refetch = deferred<void>()
    const onSuccess = vi.fn()
    const onDone = vi.fn()
    const view = mount({
      calls: { archive: async () => ({ id: 'g1' }) },
      options: { invalidates: [['classes'], ['students', 'list']], onSuccess },
      onDone,
    })
    const invalidate = vi
      .spyOn(view.queryClient, 'invalidateQueries')
      .mockImplementation(() => refetch.promise)
    click(button(view.container, 'archive'))
    await settle()
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['classes'],
      ['students', 'list'],
    ])
    expect(button(view.container, 'archive').getAttribute('aria-busy')).toBe('true')
    expect(onSuccess).not.toHaveBeenCalled()
    await act(async () => refetch.resolve())
    await settle()
    expect(onSuccess).toHaveBeenCalledWith({ id: 'g1' })
    expect(onDone).toHaveBeenCalledWith('archive', true)
    expect(button(view.container, 'archive').getAttribute('aria-busy')).toBeNull()
  })

  it("keeps the last failure's message, invalidates nothing, and clears it when the next call starts", async () => {
    const onDone = vi.fn()
    const second = deferred<unknown>()
    let attempt = 0
    const view = mount({
      calls: {
        regenerate: () => {
          attempt++
          return attempt === 1
            ? Promise.reject(new HttpError(409, 'That code was just taken.'))
            : second.promise
        },
      },
      options: { invalidates: [['classes']] },
      onDone,
    })
    const invalidate = vi.spyOn(view.queryClient, 'invalidateQueries')
    click(button(view.container, 'regenerate'))
    await settle()
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe('That code was just taken.')
    expect(onDone).toHaveBeenCalledWith('regenerate', false)
    expect(invalidate).not.toHaveBeenCalled()
    click(button(view.container, 'regenerate'))
    await settle()
    expect(view.container.querySelector('[role="alert"]')).toBeNull()
    await act(async () => second.reject(new TypeError('Failed to fetch')))
    await settle()
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(UNKNOWN_ERROR_MESSAGE)
  })

  it("gives the failure's field errors and remembers which call ran last", async () => {
    function Publish() {
      const action = useAction()
      return (
        <div>
          <ActionButton
            pending={action.isPending('publish')}
            onClick={() =>
              action.run('publish', () =>
                Promise.reject(
                  new HttpError(422, 'The lesson cannot be published.', [
                    { field: 'steps.0.solution', message: 'The solution does not pass.' },
                  ]),
                ),
              )
            }
          >
            publish
          </ActionButton>
          <ActionButton
            pending={action.isPending('save')}
            onClick={() => action.run('save', async () => ({}))}
          >
            save
          </ActionButton>
          <output>{`${action.lastKey}: ${action.fieldErrors.map((e) => `${e.field} ${e.message}`).join()}`}</output>
        </div>
      )
    }
    const view = render(<Publish />)
    cleanup = view.unmount
    const output = () => view.container.querySelector('output')?.textContent
    expect(output()).toBe('null: ')
    click(button(view.container, 'publish'))
    await settle()
    expect(output()).toBe('publish: steps.0.solution The solution does not pass.')
    click(button(view.container, 'save'))
    await settle()
    expect(output()).toBe('save: ')
  })
})
