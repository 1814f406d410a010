import type { DeepKeys } from '@tanstack/react-form'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { HttpError } from '@/lib/http-error'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import {
  type EditorValues,
  errorsAt,
  fromEditorValues,
  newStep,
  type StepKind,
  toEditorValues,
} from './editor-model'
import { publishLessonTemplate, saveTemplateDraft } from './template-editor.functions'
import { templateKeys, templateQuery } from './template-editor.queries'
import type { TemplateView } from './template-editor.schemas'

export type EditorForm = ReturnType<typeof useEditorForm>['form']
export type FieldName = DeepKeys<EditorValues>
/** The messages for a field by its dotted path (`steps.0.title`); `under` adds those below it. */
export type ErrorsAt = (path: string, under?: boolean) => string[]

function useEditorForm(template: TemplateView, onSaved: (view: TemplateView) => void) {
  return useAppForm<EditorValues, TemplateView>({
    defaultValues: toEditorValues(template.draft),
    skipResetForm: true,
    submit: async (values) => {
      const { draft, errors } = fromEditorValues(template.draft, values)
      if (errors.length > 0) throw new HttpError(400, m.template_editor_fix_marked(), errors)
      return saveTemplateDraft({ data: { templateId: template.id, draft } })
    },
    onSuccess: (view) => onSaved(view),
  })
}

/** Focuses an element by id once the list has rendered its new order. */
function focusLater(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus())
}

/**
 * The template editor's state (PRODUCT §3 "Template editor"): the draft's form, the step list's
 * edits with where focus goes after them, and "Save and publish" (which saves first).
 */
export function useTemplateEditor(templateId: string) {
  const queryClient = useQueryClient()
  const { data: template } = useSuspenseQuery(templateQuery(templateId))
  const { form, state, submit } = useEditorForm(template, (view) =>
    queryClient.setQueryData(templateKeys.one(templateId), view),
  )
  const [safeChange, setSafeChange] = useState(false)
  // Null when the save before it was refused: the form shows why, and nothing was published.
  const publisher = useAction<Awaited<ReturnType<typeof publishLessonTemplate>> | null>({
    invalidates: [templateKeys.one(templateId)],
  })
  const errors = [...state.fieldErrors, ...publisher.fieldErrors]
  const at: ErrorsAt = (path, under = false) => errorsAt(errors, path, under)
  const result = publisher.data
  const published = !result
    ? null
    : result.safeChange
      ? m.template_editor_published_moved({ version: result.version, count: result.movedStudents })
      : m.template_editor_published({ version: result.version })

  const publish = () =>
    publisher.run('publish', async () => {
      // Save first; a refused draft shows its field errors in the form and nothing is published.
      try {
        await submit()
      } catch {
        return null
      }
      return publishLessonTemplate({ data: { templateId, safeChange } })
    })

  const steps = () => form.getFieldValue('steps')

  return {
    template,
    form,
    state,
    at,
    safeChange,
    setSafeChange,
    publisher,
    /** What the last publish did, in a sentence; null before one. */
    published,
    publish,
    addStep: (kind: StepKind) =>
      form.pushFieldValue(
        'steps',
        newStep(
          kind,
          steps().map((s) => s.key),
        ),
      ),
    /** Moves a step; focus follows it to its button in the direction it went. */
    moveStep: (from: number, to: number) => {
      form.moveFieldValues('steps', from, to)
      focusLater(`step-${to}-${to < from ? 'up' : 'down'}`)
    },
    /** Removes a step; focus stays in the list, on the step that took its place. */
    removeStep: (index: number) => {
      const left = steps().length - 1
      form.removeFieldValue('steps', index)
      focusLater(`step-${Math.min(index, left - 1)}-heading`)
    },
  }
}
