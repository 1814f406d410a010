import type { AnyFormApi } from '@tanstack/react-form'
import { type ApiRequestOptions, apiRequest, type HttpMethod } from '@/lib/api-client'
import { errorMessage } from '@/lib/error-message'
import { type FieldError, HttpError } from '@/lib/http-error'

/**
 * The form holder (SPEC §3, §4): the client state of one form, on top of a TanStack Form instance.
 * - `originalData`: what `load()` fetched (an edit form's record); the form starts from it.
 * - `formError` / `fieldErrors`: the server's `message` and `errors` after a failed submit.
 * - `loading` (load in flight), `validating` (the form's validators running), `submitting` (the
 *   request in flight), `success` (the last submit succeeded).
 * Submitting sends the values with GET, POST, PUT, PATCH or DELETE to an API path (with `query` and
 * `params`), or to any function (a server function). On success the form resets, unless
 * `skipResetForm`, and `success` is set; on failure the errors are stored and the error rethrown.
 */
export interface FormHolderState<TOriginal = unknown> {
  originalData: TOriginal | null
  formError: string | null
  fieldErrors: FieldError[]
  loading: boolean
  validating: boolean
  submitting: boolean
  success: boolean
}

interface FormApiRequest {
  method: HttpMethod
  /** A path under the API base, e.g. `classes/{groupUUID}`. */
  url: string
  query?: ApiRequestOptions['query']
  params?: ApiRequestOptions['params']
}

type FormSubmitter<TValues, TResult> = FormApiRequest | ((values: TValues) => Promise<TResult>)
type FormLoader<TOriginal> = Omit<FormApiRequest, 'method'> | (() => Promise<TOriginal>)

export interface FormHolderOptions<TValues, TResult, TOriginal> {
  submit: FormSubmitter<TValues, TResult>
  load?: FormLoader<TOriginal>
  /** Turns the loaded record into the form's values (default: the record itself). */
  toValues?: (original: TOriginal) => TValues
  /** Keep the values after a successful submit (edit forms that stay open). */
  skipResetForm?: boolean
  onSuccess?: (result: TResult, values: TValues) => void | Promise<void>
}

type Listener = () => void

export const initialFormHolderState: FormHolderState<never> = {
  originalData: null,
  formError: null,
  fieldErrors: [],
  loading: false,
  validating: false,
  submitting: false,
  success: false,
}

export class FormHolder<TValues, TResult = unknown, TOriginal = TValues> {
  private state: FormHolderState<TOriginal> = initialFormHolderState
  private listeners = new Set<Listener>()
  private form: AnyFormApi | null = null
  private detach: (() => void) | null = null
  private options: FormHolderOptions<TValues, TResult, TOriginal>

  constructor(options: FormHolderOptions<TValues, TResult, TOriginal>) {
    this.options = options
  }

  /** Later options (callbacks from a re-render) replace earlier ones. */
  setOptions(options: FormHolderOptions<TValues, TResult, TOriginal>): void {
    this.options = options
  }

  getState = (): FormHolderState<TOriginal> => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private setState(patch: Partial<FormHolderState<TOriginal>>): void {
    this.state = { ...this.state, ...patch }
    for (const listener of this.listeners) listener()
  }

  /** Binds the TanStack Form instance: mirrors `validating` and drops a field's server error once it changes. */
  attach(form: AnyFormApi): () => void {
    this.detach?.()
    this.form = form
    let lastValues = form.state.values
    const subscription = form.store.subscribe(() => {
      const formState = form.state
      const patch: Partial<FormHolderState<TOriginal>> = {}
      const validating = Boolean(formState.isValidating || formState.isFormValidating)
      if (validating !== this.state.validating) patch.validating = validating
      if (formState.values !== lastValues && this.state.fieldErrors.length > 0) {
        const kept = this.state.fieldErrors.filter(
          (error) => !error.field || form.getFieldValue(error.field) === getPath(lastValues, error.field),
        )
        if (kept.length !== this.state.fieldErrors.length) patch.fieldErrors = kept
      }
      lastValues = formState.values
      if (Object.keys(patch).length > 0) this.setState(patch)
    })
    this.detach = () => subscription.unsubscribe()
    return () => {
      this.detach?.()
      this.detach = null
      if (this.form === form) this.form = null
    }
  }

  /** The field errors the server gave for one field. */
  fieldErrorsOf(field: string): string[] {
    return this.state.fieldErrors.filter((error) => error.field === field).map((error) => error.message)
  }

  /** Fetches `originalData` and starts the form from it. */
  async load(): Promise<TOriginal | null> {
    const loader = this.options.load
    if (!loader) return null
    this.setState({ loading: true, formError: null })
    try {
      const original =
        typeof loader === 'function'
          ? await loader()
          : await apiRequest<TOriginal>(loader.url, { query: loader.query, params: loader.params })
      const values = this.options.toValues
        ? this.options.toValues(original)
        : (original as unknown as TValues)
      this.form?.reset(values)
      this.setState({ originalData: original, loading: false })
      return original
    } catch (error) {
      this.setState({ loading: false, formError: errorMessage(error) })
      throw error
    }
  }

  /** For the TanStack Form `onSubmit` option: runs after the form's own validation passed. */
  onSubmit = async ({ value, formApi }: { value: TValues; formApi: AnyFormApi }): Promise<TResult> => {
    this.setState({ submitting: true, success: false, formError: null, fieldErrors: [] })
    try {
      const result = await this.send(value)
      if (!this.options.skipResetForm) formApi.reset()
      this.setState({ submitting: false, success: true })
      await this.options.onSuccess?.(result, value)
      return result
    } catch (error) {
      this.setState({
        submitting: false,
        success: false,
        formError: errorMessage(error),
        fieldErrors: error instanceof HttpError ? error.errors : [],
      })
      throw error
    }
  }

  /** Validates and submits the attached form; a failed request is rethrown after it is stored. */
  async submit(): Promise<void> {
    if (!this.form) throw new Error('The form holder has no form attached.')
    await this.form.handleSubmit()
  }

  private send(values: TValues): Promise<TResult> {
    const submit = this.options.submit
    if (typeof submit === 'function') return submit(values)
    const isGet = submit.method === 'GET'
    return apiRequest<TResult>(submit.url, {
      method: submit.method,
      params: submit.params,
      query: isGet ? { ...submit.query, ...(values as Record<string, never>) } : submit.query,
      body: isGet ? undefined : values,
    })
  }
}

function getPath(values: unknown, path: string): unknown {
  let current: unknown = values
  for (const key of path.replace(/\[(\w+)\]/g, '.$1').split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}
