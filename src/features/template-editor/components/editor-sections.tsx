import { Plus } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { shortDate } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { STEP_KIND_LABEL, type StepKind } from '../editor-model'
import type { TemplateView } from '../template-editor.schemas'

/** The kind of the next step, and the button that adds it at the end. */
export function AddStep({ onAdd }: { onAdd: (kind: StepKind) => void }) {
  const [kind, setKind] = useState<StepKind>('code')
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label={m.template_editor_new_step()}>
        {(control) => (
          <Select {...control} value={kind} onChange={(event) => setKind(event.target.value as StepKind)}>
            {(Object.keys(STEP_KIND_LABEL) as StepKind[]).map((k) => (
              <option key={k} value={k}>
                {STEP_KIND_LABEL[k]()}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button variant="secondary" onClick={() => onAdd(kind)}>
        <Plus aria-hidden="true" className="size-4" /> {m.template_editor_add_step()}
      </Button>
    </div>
  )
}

/** The published versions, and which one students start on now. */
export function Versions({ versions }: { versions: TemplateView['versions'] }) {
  return (
    <Card className="space-y-3 p-6" aria-labelledby="versions-heading">
      <h2 id="versions-heading" className="font-bold text-xl">
        {m.template_editor_published_versions()}
      </h2>
      {versions.length === 0 ? (
        <p className="text-slate-600">{m.template_editor_not_published_yet()}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {versions.map((v) => (
            <li key={v.id} className="flex flex-wrap gap-x-4 py-2">
              <span className="font-semibold">{m.template_editor_version({ number: v.version })}</span>
              <span>{shortDate(v.createdAt)}</span>
              <span className="text-slate-600">
                {v.safeChange
                  ? m.template_editor_version_safe_change()
                  : m.template_editor_version_students_keep()}
              </span>
              {v.current ? (
                <span className="font-semibold text-green-800">{m.template_editor_version_current()}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
