import {
  type AnyFormApi,
  createFormHook,
  type FormAsyncValidateOrFn,
  type FormValidateOrFn,
} from '@tanstack/react-form'
import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import {
  type FormEvent,
  type FormHTMLAttributes,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react'
import {
  FormHolder,
  type FormHolderOptions,
  type FormHolderState,
  initialFormHolderState,
} from '@/lib/form-holder/form-holder'
import { CheckboxField } from './checkbox-field'
import { CheckboxGroupField } from './checkbox-group-field'
import { FileField } from './file-field'
import { FormError, FormSuccess } from './form-alerts'
import { fieldContext, formContext, registerFormHolder } from './form-contexts'
import { FormSubmitButton } from './form-submit-button'
import { GradeField } from './grade-field'
import { MarkdownField } from './markdown-field'
import { RadioCardsField } from './radio-cards-field'
import { SelectField } from './select-field'
import { TextField } from './text-field'
import { TextareaField } from './textarea-field'

const { useAppForm: useTanStackAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    TextareaField,
    MarkdownField,
    SelectField,
    CheckboxField,
    CheckboxGroupField,
    RadioCardsField,
    GradeField,
    FileField,
  },
  formComponents: { SubmitButton: FormSubmitButton, FormError, FormSuccess },
})

/** The form-level validators, e.g. `{ onSubmit: schema }` with the feature's zod schema. */
interface AppFormValidators<TValues> {
  onMount?: FormValidateOrFn<TValues>
  onChange?: FormValidateOrFn<TValues>
  onChangeAsync?: FormAsyncValidateOrFn<TValues>
  onBlur?: FormValidateOrFn<TValues>
  onBlurAsync?: FormAsyncValidateOrFn<TValues>
  onSubmit?: FormValidateOrFn<TValues>
  onSubmitAsync?: FormAsyncValidateOrFn<TValues>
}

export interface UseAppFormOptions<TValues, TResult, TOriginal>
  extends FormHolderOptions<TValues, TResult, TOriginal> {
  defaultValues: TValues
  validators?: AppFormValidators<TValues>
  /** Call `load()` when the component mounts. */
  loadOnMount?: boolean
  /** The queries a successful submit changes (keys from the features' `.queries.ts`), invalidated before `onSuccess`. */
  invalidates?: readonly QueryKey[]
}

type FormElementProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'>

/**
 * Every form of the product: TanStack Form (`createFormHook`) on the form holder (SPEC §3/§4,
 * src/lib/form-holder/form-holder.ts), which keeps originalData, formError, fieldErrors, loading,
 * validating, submitting and success, resets on success unless `skipResetForm`.
 *
 *   const { form } = useAppForm({ defaultValues, validators: { onSubmit: schema },
 *     submit: (values) => createClassFn({ data: values }), invalidates: [classKeys.all] })
 *   <form.Form aria-label="New class">
 *     <form.FormError />
 *     <form.AppField name="name">{(field) => <field.TextField label="Class name" />}</form.AppField>
 *     <form.SubmitButton>Create class</form.SubmitButton>
 *   </form.Form>
 *
 * `form.Form` is the `<form>` (noValidate; submitting runs the validators, then `submit`) and
 * gives `form.SubmitButton`, `form.FormError` and `form.FormSuccess` their form. Fields show their
 * zod errors once touched or submitted, and the server's field errors for their name.
 */
export function useAppForm<TValues, TResult = unknown, TOriginal = TValues>(
  options: UseAppFormOptions<TValues, TResult, TOriginal>,
) {
  const queryClient = useQueryClient()
  const { invalidates, onSuccess } = options
  const holderOptions: FormHolderOptions<TValues, TResult, TOriginal> = {
    ...options,
    onSuccess: async (result, values) => {
      await Promise.all((invalidates ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      await onSuccess?.(result, values)
    },
  }
  const [holder] = useState(() => new FormHolder<TValues, TResult, TOriginal>(holderOptions))
  holder.setOptions(holderOptions)
  const form = useTanStackAppForm({
    defaultValues: options.defaultValues,
    validators: options.validators,
    onSubmit: holder.onSubmit as (props: { value: TValues; formApi: AnyFormApi }) => Promise<unknown>,
  })
  // Before the first render of the fields, which look the holder up by the form.
  useState(() => registerFormHolder(form, holder))
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
  const Form = useMemo(() => {
    const submit = (event: FormEvent) => {
      event.preventDefault()
      event.stopPropagation()
      // The failure is stored in state (formError, fieldErrors); the rethrow is for callers of submit().
      holder.submit().catch(() => {})
    }
    return function AppFormElement(props: FormElementProps) {
      return (
        <formContext.Provider value={form as unknown as AnyFormApi}>
          <form {...props} noValidate onSubmit={submit} />
        </formContext.Provider>
      )
    }
  }, [form, holder])
  return {
    form: Object.assign(form, { Form }),
    state,
    holder,
    submit: () => holder.submit(),
    load: () => holder.load(),
  }
}
