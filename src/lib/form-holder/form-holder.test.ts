import { type AnyFormApi, FormApi } from '@tanstack/react-form'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { configureApiClient, UNKNOWN_ERROR_MESSAGE } from '@/lib/api-client'
import { HttpError } from '@/lib/http-error'
import { FormHolder, type FormHolderOptions, type FormHolderState } from './form-holder'

interface Values {
  name: string
  grade: number
}

function setup(
  options: Partial<FormHolderOptions<Values, unknown, Values>> = {},
  schema?: z.ZodType<Values>,
) {
  const holder = new FormHolder<Values, unknown, Values>({ submit: async () => ({ ok: true }), ...options })
  const form = new FormApi({
    defaultValues: { name: '', grade: 1 } as Values,
    validators: schema ? { onSubmit: schema as never } : undefined,
    onSubmit: holder.onSubmit as never,
  }) as unknown as AnyFormApi
  form.mount()
  holder.attach(form)
  const seen: FormHolderState[] = []
  holder.subscribe(() => seen.push(holder.getState() as FormHolderState))
  return { holder, form, seen }
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

describe('form holder', () => {
  beforeEach(() => {
    configureApiClient({ apiBase: '/api/', cookieHeader: () => '', onUnauthorized: () => {} })
  })

  it('starts empty', () => {
    const { holder } = setup()
    expect(holder.getState()).toEqual({
      originalData: null,
      formError: null,
      fieldErrors: [],
      loading: false,
      validating: false,
      submitting: false,
      success: false,
    })
  })

  it('is submitting during the request, then resets the form and sets success', async () => {
    const request = deferred<unknown>()
    const submit = vi.fn(() => request.promise)
    const onSuccess = vi.fn()
    const { holder, form } = setup({ submit, onSuccess })
    form.setFieldValue('name', 'Ada')
    const done = holder.submit()
    await vi.waitFor(() => expect(holder.getState().submitting).toBe(true))
    expect(submit).toHaveBeenCalledWith({ name: 'Ada', grade: 1 })
    request.resolve({ id: 7 })
    await done
    expect(holder.getState()).toMatchObject({ submitting: false, success: true, formError: null })
    expect(form.state.values).toEqual({ name: '', grade: 1 })
    expect(onSuccess).toHaveBeenCalledWith({ id: 7 }, { name: 'Ada', grade: 1 })
  })

  it('keeps the values with skipResetForm', async () => {
    const { holder, form } = setup({ skipResetForm: true })
    form.setFieldValue('name', 'Ada')
    await holder.submit()
    expect(form.state.values.name).toBe('Ada')
    expect(holder.getState().success).toBe(true)
  })

  it('stores the server message and field errors, then rethrows', async () => {
    const error = new HttpError(422, 'Please fix the marked fields.', [{ field: 'name', message: 'Taken' }])
    const { holder, form } = setup({ submit: () => Promise.reject(error) })
    form.setFieldValue('name', 'Ada')
    await expect(holder.submit()).rejects.toBe(error)
    expect(holder.getState()).toMatchObject({
      submitting: false,
      success: false,
      formError: 'Please fix the marked fields.',
      fieldErrors: [{ field: 'name', message: 'Taken' }],
    })
    expect(holder.fieldErrorsOf('name')).toEqual(['Taken'])
    expect(form.state.values.name).toBe('Ada')
    // Editing the field clears its server error.
    form.setFieldValue('name', 'Ada L.')
    expect(holder.getState().fieldErrors).toEqual([])
  })

  it('uses the unknown-error message for an error without a status', async () => {
    const { holder } = setup({ submit: () => Promise.reject(new TypeError('Failed to fetch')) })
    await expect(holder.submit()).rejects.toBeInstanceOf(TypeError)
    expect(holder.getState().formError).toBe(UNKNOWN_ERROR_MESSAGE)
  })

  it('clears the previous errors and success when submitting again', async () => {
    let fail = true
    const { holder } = setup({
      submit: async () => {
        if (fail) throw new HttpError(400, 'No')
        return {}
      },
    })
    await expect(holder.submit()).rejects.toThrow('No')
    fail = false
    await holder.submit()
    expect(holder.getState()).toMatchObject({ formError: null, fieldErrors: [], success: true })
  })

  it('does not send when the form is invalid', async () => {
    const submit = vi.fn(async () => ({}))
    const { holder } = setup({ submit }, z.object({ name: z.string().min(1), grade: z.number() }))
    await holder.submit()
    expect(submit).not.toHaveBeenCalled()
    expect(holder.getState().submitting).toBe(false)
  })

  it('mirrors validating while async validation runs', async () => {
    const gate = deferred<undefined>()
    const holder = new FormHolder<Values>({ submit: async () => ({}) })
    const form = new FormApi({
      defaultValues: { name: '', grade: 1 } as Values,
      validators: { onSubmitAsync: () => gate.promise },
      onSubmit: holder.onSubmit as never,
    }) as unknown as AnyFormApi
    form.mount()
    holder.attach(form)
    const done = holder.submit()
    await vi.waitFor(() => expect(holder.getState().validating).toBe(true))
    gate.resolve(undefined)
    await done
    expect(holder.getState()).toMatchObject({ validating: false, success: true })
  })

  it('loads originalData and starts the form from it', async () => {
    const { holder, form, seen } = setup({ load: async () => ({ name: 'Class 3B', grade: 3 }) })
    await holder.load()
    expect(seen.some((state) => state.loading)).toBe(true)
    expect(holder.getState()).toMatchObject({ loading: false, originalData: { name: 'Class 3B', grade: 3 } })
    expect(form.state.values).toEqual({ name: 'Class 3B', grade: 3 })
  })

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'sends %s to the API with query and params',
    async (method) => {
      const calls: Array<{ url: string; init: RequestInit }> = []
      configureApiClient({
        fetch: (async (url: string, init: RequestInit) => {
          calls.push({ url, init })
          return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } })
        }) as unknown as typeof fetch,
      })
      const { holder, form } = setup({
        submit: { method, url: 'classes/{groupUUID}', params: { groupUUID: 'g-1' }, query: { notify: 1 } },
      })
      form.setFieldValue('name', 'Ada')
      await holder.submit()
      expect(calls).toHaveLength(1)
      expect(calls[0]?.init.method).toBe(method)
      if (method === 'GET') {
        expect(calls[0]?.url).toBe('/api/classes/g-1?notify=1&name=Ada&grade=1')
        expect(calls[0]?.init.body).toBeUndefined()
      } else {
        expect(calls[0]?.url).toBe('/api/classes/g-1?notify=1')
        expect(calls[0]?.init.body).toBe('{"name":"Ada","grade":1}')
      }
    },
  )
})
