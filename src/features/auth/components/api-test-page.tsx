import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { apiBase, apiRequest } from '@/lib/api-client'
import { HttpError } from '@/lib/http-error'
import { useAction } from '@/lib/use-action'

interface CheckResult {
  ok: boolean
  status: number
  ms: number
  message: string
}

/**
 * The check never fails: what went wrong is its result, and for support the browser's own words
 * (e.g. a blocked request's "Failed to fetch") are the point of the page.
 */
async function checkApi(): Promise<CheckResult> {
  const started = performance.now()
  try {
    await apiRequest('auth/profile', { retry: 0 })
    return { ok: true, status: 200, ms: Math.round(performance.now() - started), message: 'Signed in.' }
  } catch (error) {
    const ms = Math.round(performance.now() - started)
    if (error instanceof HttpError && error.status === 401) {
      return { ok: true, status: 401, ms, message: 'The API answers; you are not signed in.' }
    }
    return {
      ok: false,
      status: error instanceof HttpError ? error.status : 0,
      ms,
      message: error instanceof Error ? error.message : 'No answer.',
    }
  }
}

/** /api-test: checks the API base from this browser (the spec's `GET auth/profile`), for support calls. */
export function ApiTestPage() {
  const check = useAction<CheckResult>()
  return (
    <section className="mx-auto grid max-w-xl gap-5">
      <h1 className="font-bold text-3xl tracking-tight">API test</h1>
      <p className="text-slate-700">
        Checks that this browser reaches the CodeSchool API at <code>{apiBase()}</code>. Useful when a
        school's network filter blocks something.
      </p>
      <div>
        <ActionButton pending={check.pending} onClick={() => check.run('check', checkApi)}>
          Run the check
        </ActionButton>
      </div>
      {check.data ? (
        <Alert
          tone={check.data.ok ? 'success' : 'error'}
          title={check.data.ok ? 'The API answers' : 'The API did not answer'}
        >
          <p>
            {check.data.message} (status {check.data.status || 'none'}, {check.data.ms} ms)
          </p>
        </Alert>
      ) : null}
    </section>
  )
}
