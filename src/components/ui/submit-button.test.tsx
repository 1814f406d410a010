import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SubmitButton } from './submit-button'

describe('SubmitButton (SPEC §9)', () => {
  it('shows a spinner and is disabled while submitting', () => {
    const html = renderToStaticMarkup(<SubmitButton submitting>Save</SubmitButton>)
    expect(html).toContain('disabled=""')
    expect(html).toContain('aria-busy="true"')
    expect(html).toContain('animate-spin')
    expect(html).toContain('Save')
  })

  it('is restored afterwards', () => {
    const html = renderToStaticMarkup(<SubmitButton submitting={false}>Save</SubmitButton>)
    expect(html).not.toContain('disabled=""')
    expect(html).not.toContain('aria-busy')
    expect(html).not.toContain('animate-spin')
    expect(html).toContain('type="submit"')
  })
})
