import {
  type AnyFormApi,
  type FormAsyncValidateOrFn,
  type FormValidateOrFn,
  useForm,
} from '@tanstack/react-form'
import { type FormEvent, useEffect, useState, useSyncExternalStore } from 'react'
import {
  FormHolder,
  type FormHolderOptions,
  type FormHolderState,
  initialFormHolderState,
} from './form-holder'

/** The form-level validators, e.g. `{ onSubmit: schema }` with the feature's zod schema. */
export interface FormHolderValidators<TValues> {
  onMount?: FormValidateOrFn<TValues>
  onChange?: FormValidateOrFn<TValues>
  onChangeAsync?: FormAsyncValidateOrFn<TValues>
  onBlur?: FormValidateOrFn<TValues>
  onBlurAsync?: FormAsyncValidateOrFn<TValues>
  onSubmit?: FormValidateOrFn<TValues>
  onSubmitAsync?: FormAsyncValidateOrFn<TValues>
}

export interface UseFormHolderOptions<TValues, TResult, TOriginal>
  extends FormHolderOptions<TValues, TResult, TOriginal> {
  defaultValues: TValues
  /** TanStack Form validators, e.g. `{ onSubmit: schema }` with the feature's zod schema. */
  validators?: FormHolderValidators<TValues>
  /** Call `load()` when the component mounts. */
  loadOnMount?: boolean
}

/**
 * The form holder for a React form (see form-holder.ts): `form` is the TanStack Form instance
 * (`form.Field`, `form.Subscribe`), `state` the holder's state, `onSubmit` the `<form>` handler.
 */
export function useFormHolder<TValues, TResult = unknown, TOriginal = TValues>(
  options: UseFormHolderOptions<TValues, TResult, TOriginal>,
) {
  const [holder] = useState(() => new FormHolder<TValues, TResult, TOriginal>(options))
  holder.setOptions(options)
  const form = useForm({
    defaultValues: options.defaultValues,
    validators: options.validators,
    onSubmit: holder.onSubmit as (props: { value: TValues; formApi: AnyFormApi }) => Promise<unknown>,
  })
  useEffect(() => holder.attach(form as unknown as AnyFormApi), [holder, form])
  const { loadOnMount } = options
  useEffect(() => {
    // A failed load is in state.formError.
    if (loadOnMount) holder.load().catch(() => {})
  }, [holder, loadOnMount])
  const state: FormHolderState<TOriginal> = useSyncExternalStore(
    holder.subscribe,
    holder.getState,
    () => initialFormHolderState,
  )
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    event.stopPropagation()
    // The failure is stored in state (formError, fieldErrors); the rethrow is for callers of submit().
    holder.submit().catch(() => {})
  }
  return { form, state, holder, onSubmit, submit: () => holder.submit(), load: () => holder.load() }
}
