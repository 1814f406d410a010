import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { Card } from '@/components/ui/card'
import { BackLink } from '@/components/ui/text-link'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
import { createClassFn } from '../classes.functions'
import { classFormOptionsQuery } from '../classes.queries'
import { ClassForm } from './class-form'

/** /dashboard/groups/new: a new class; a school's first one then opens on its join instructions. */
export function NewClassPage() {
  const { data: options } = useSuspenseQuery(classFormOptionsQuery())
  const visitor = useRequestContext()?.visitor
  const navigate = useNavigate()
  return (
    <section>
      <p className="mb-2">
        <BackLink to="/dashboard/groups">{m.dashboard_nav_classes()}</BackLink>
      </p>
      <PageHeader title={m.classes_new_class()} description={m.classes_new_description()} />
      <Card className="max-w-3xl">
        <ClassForm
          options={options}
          myProfileId={visitor?.profileId ?? ''}
          isAdmin={visitor?.type === 'admin' || visitor?.type === 'staff'}
          submitLabel={m.classes_create_class()}
          submit={(values) => createClassFn({ data: values })}
          // A school's first class opens on what the children need next: its join instructions.
          onSaved={({ id }) =>
            navigate({
              to: '/dashboard/groups/$groupUUID',
              params: { groupUUID: id },
              search: options.firstClass ? { cards: 'join' } : {},
            })
          }
        />
      </Card>
    </section>
  )
}
