import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { PageHeader } from '@/components/layouts/page-header'
import { Card } from '@/components/ui/card'
import { useRequestContext } from '@/features/auth/use-request-context'
import { GroupForm } from '@/features/groups/components/group-form'
import { createGroupFn } from '@/features/groups/groups.functions'
import { groupFormOptionsQuery, groupKeys } from '@/features/groups/groups.queries'

export const Route = createFileRoute('/dashboard/groups/new')({
  head: () => ({ meta: [{ title: 'New class · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(groupFormOptionsQuery()),
  component: NewGroupPage,
})

function NewGroupPage() {
  const { data: options } = useSuspenseQuery(groupFormOptionsQuery())
  const visitor = useRequestContext()?.visitor
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return (
    <section>
      <p className="mb-2">
        <Link
          to="/dashboard/groups"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          ← Classes
        </Link>
      </p>
      <PageHeader
        title="New class"
        description="The class gets a join code at once; you can change everything later."
      />
      <Card className="max-w-3xl">
        <GroupForm
          options={options}
          myProfileId={visitor?.profileId ?? ''}
          isAdmin={visitor?.type === 'admin' || visitor?.type === 'staff'}
          submitLabel="Create class"
          onSubmit={(values) => createGroupFn({ data: values })}
          onSaved={async (result) => {
            const { id } = result as { id: string }
            await queryClient.invalidateQueries({ queryKey: groupKeys.all })
            await navigate({ to: '/dashboard/groups/$groupUUID', params: { groupUUID: id } })
          }}
        />
      </Card>
    </section>
  )
}
