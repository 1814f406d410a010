import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

// Tests that render into a DOM start with `// @vitest-environment jsdom`.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** Renders `ui` into a fresh document body with its own QueryClient; `unmount` when done. */
export function render(ui: ReactNode, queryClient = new QueryClient()) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>))
  return {
    container,
    queryClient,
    unmount: () => {
      act(() => root.unmount())
      container.remove()
    },
  }
}

/** Types into an input or text area the way React hears it. */
export function typeInto(element: Element | null, value: string) {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement))
    throw new Error('Not a text input')
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set
  act(() => {
    setter?.call(element, value)
    element.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Clicks an element (a button, a checkbox) inside act(). */
export function click(element: Element | null) {
  if (!(element instanceof HTMLElement)) throw new Error('Nothing to click')
  act(() => element.click())
}

/** Lets pending promises and the React updates they cause settle. */
export async function settle() {
  // A few turns: TanStack Query tells observers on a timer, then React renders.
  for (let turn = 0; turn < 3; turn++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  }
}

/** The element whose accessible label (a <label for>) has this text. */
export function byLabel(container: HTMLElement, text: string): HTMLElement {
  const label = [...container.querySelectorAll('label')].find(
    (element) => element.textContent?.trim() === text,
  )
  const id = label?.getAttribute('for')
  const control = id ? container.ownerDocument.getElementById(id) : null
  if (!control) throw new Error(`No control labelled ${text}`)
  return control
}

/** The button whose text is `text`. */
export function button(container: HTMLElement, text: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find(
    (element) => element.textContent?.trim() === text,
  )
  if (!found) throw new Error(`No button ${text}`)
  return found
}
