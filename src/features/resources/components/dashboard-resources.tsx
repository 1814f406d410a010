import { Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Select } from '@/components/ui/select'
import { LESSON_CONTENT_LANG } from '@/lib/i18n/content-lang'
import { messageParts } from '@/lib/i18n/message-parts'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import type { DashboardResources as Data } from '../dashboard-resources.server'
import type { ResourceItem } from '../resource-items.server'
import { removeResource } from '../resources.functions'
import { resourceKeys } from '../resources.queries'
import { AddResourceForm } from './add-resource-form'
import { ResourceTitle } from './resource-item'

interface DashboardResourcesProps {
  data: Data
}

const GENERAL = 'general'

/** /dashboard/resources: the school's and CodeSchool's resources per course, add and delete. */
export function DashboardResources({ data }: DashboardResourcesProps) {
  const [filter, setFilter] = useState<string>('all')
  const [adding, setAdding] = useState(false)
  const [added, setAdded] = useState(false)
  const [deleting, setDeleting] = useState<ResourceItem | null>(null)
  const remove = useAction({ invalidates: [resourceKeys.all] })

  const classes = [
    ...data.courses.map((course) => ({
      id: course.id,
      title: <span lang={LESSON_CONTENT_LANG}>{course.title}</span>,
      subtitle: m.resources_ages({ min: course.ageMin, max: course.ageMax }),
      items: data.resources.filter((item) => item.cardId === course.id),
    })),
    {
      id: GENERAL,
      title: m.resources_general(),
      subtitle: m.resources_for_every_course(),
      items: data.resources.filter((item) => item.cardId === null),
    },
  ].filter((schoolClass) => filter === 'all' || schoolClass.id === filter)

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Field label={m.resources_show()} className="w-full max-w-xs">
          {(control) => (
            <Select {...control} value={filter} onChange={(event) => setFilter(event.target.value)}>
              <option value="all">{m.resources_all_courses()}</option>
              {data.courses.map((course) => (
                <option key={course.id} value={course.id}>
                  {course.title}
                </option>
              ))}
              <option value={GENERAL}>{m.resources_general()}</option>
            </Select>
          )}
        </Field>
        {adding ? null : (
          <Button
            onClick={() => {
              setAdding(true)
              setAdded(false)
            }}
          >
            <Plus aria-hidden="true" className="size-5" />
            {m.resources_add_a_resource()}
          </Button>
        )}
      </div>

      {added ? <Alert tone="success">{m.resources_added()}</Alert> : null}

      {adding ? (
        <Card>
          <CardHeader title={m.resources_add_a_resource()} description={m.resources_add_description()} />
          <AddResourceForm
            courses={data.courses}
            canAddGlobal={data.canAddGlobal}
            cardId={filter !== 'all' && filter !== GENERAL ? filter : ''}
            onAdded={() => {
              setAdding(false)
              setAdded(true)
            }}
            onCancel={() => setAdding(false)}
          />
        </Card>
      ) : null}

      {classes.map((schoolClass) => (
        <section key={schoolClass.id} aria-labelledby={`resources-${schoolClass.id}`} className="grid gap-3">
          <div>
            <h2 id={`resources-${schoolClass.id}`} className="font-bold text-xl">
              {schoolClass.title}
            </h2>
            <p className="text-slate-600 text-sm">{schoolClass.subtitle}</p>
          </div>
          {schoolClass.items.length === 0 ? (
            <p className="rounded-lg border border-slate-300 border-dashed bg-white p-4 text-slate-600">
              {m.resources_none_here()}
            </p>
          ) : (
            <ul className="grid gap-2">
              {schoolClass.items.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3"
                >
                  <ResourceTitle item={item} />
                  <div className="flex items-center gap-3">
                    {item.global ? <Badge tone="brand">{m.resources_codeschool()}</Badge> : null}
                    {!item.global && item.addedBy ? (
                      <span className="text-slate-600 text-sm">
                        {messageParts((values) => m.resources_added_by(values), {
                          name: (
                            <span translate="no" dir="auto">
                              {item.addedBy}
                            </span>
                          ),
                        })}
                      </span>
                    ) : null}
                    {item.canDelete ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setDeleting(item)}
                        aria-label={m.resources_delete_label({ title: item.title })}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {m.resources_delete()}
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null)
            remove.reset()
          }
        }}
        title={messageParts((values) => m.resources_delete_title(values), {
          title: (
            <span translate="no" dir="auto">
              {deleting?.title ?? ''}
            </span>
          ),
        })}
        description={m.resources_delete_description()}
      >
        {remove.error ? <Alert tone="error">{remove.error}</Alert> : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {m.resources_keep_it()}
          </Button>
          <ActionButton
            variant="danger"
            pending={remove.pending}
            onClick={async () => {
              if (
                deleting &&
                (await remove.run('delete', () => removeResource({ data: { resourceId: deleting.id } })))
              )
                setDeleting(null)
            }}
          >
            {m.resources_delete()}
          </ActionButton>
        </div>
      </Dialog>
    </div>
  )
}
