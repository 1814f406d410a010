import { createFormHookContexts } from '@tanstack/react-form'
import { useSyncExternalStore } from 'react'
import { messagesOf } from '@/components/ui/field'
import { type FormHolder, type FormHolderState, initialFormHolderState } from '@/lib/form-holder/form-holder'

/** The contexts `createFormHook` binds the field and form components to (use-app-form.tsx). */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()

// TanStack's React form is a copy of its FormApi that shares the store, and fields only see the
// FormApi: the store is what both have, so it keys the form holder.
type HasStore = { store: object }
// biome-ignore lint/suspicious/noExplicitAny: the holder of any form's values
const holders = new WeakMap<object, FormHolder<any, any, any>>()

export function registerFormHolder<TValues, TResult, TOriginal>(
  form: HasStore,
  holder: FormHolder<TValues, TResult, TOriginal>,
): void {
  holders.set(form.store, holder)
}

function holderOf(form: HasStore) {
  const holder = holders.get(form.store)
  if (!holder)
    throw new Error('This form was not made with useAppForm (src/components/form/use-app-form.tsx).')
  return holder
}

/** The form holder's state (SPEC §3/§4) of a form made with useAppForm, kept current. */
export function useFormHolderState(form: HasStore): FormHolderState {
  const holder = holderOf(form)
  return useSyncExternalStore(holder.subscribe, holder.getState, () => initialFormHolderState)
}

/**
 * The messages a field shows: its validators' (zod) once it was touched or the form submitted,
 * then `extra`, then the server's field errors for its name from the last submit.
 */
export function useFieldMessages(extra: readonly (string | null | undefined)[] = []): string[] {
  const field = useFieldContext<unknown>()
  const { fieldErrors } = useFormHolderState(field.form)
  const showClientErrors = field.state.meta.isTouched || field.form.state.submissionAttempts > 0
  return [
    ...(showClientErrors ? messagesOf(field.state.meta.errors) : []),
    ...extra.filter((message): message is string => Boolean(message)),
    ...fieldErrors.filter((error) => error.field === field.name).map((error) => error.message),
  ]
}
