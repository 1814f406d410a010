import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ActionButton } from './action-button'

describe('ActionButton (SPEC §9)', () => {
  it('shows a spinner and is disabled while its request runs', () => {
    const html = renderToStaticMarkup(
      <ActionButton type="submit" pending>
        Save
      </ActionButton>,
    )
    expect(html).toContain('disabled=""')
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('animate-spin')
    expect(html).toContain('Save')
  })

  it('is restored afterwards', () => {
    const html = renderToStaticMarkup(
      <ActionButton type="submit" pending={false}>
        Save
      </ActionButton>,
    )
    expect(html).not.toContain('disabled=""')
    expect(html).not.toContain('aria-busy')
    expect(html).not.toContain('animate-spin')
    expect(html).toContain('type="submit"')
  })
})
