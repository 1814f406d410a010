import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { groupsQuery } from '@/features/groups/groups.queries'
import { CredentialsPanel } from '@/features/students/components/credentials-panel'
import { StudentForm } from '@/features/students/components/student-form'
import { createStudentFn } from '@/features/students/students.functions'
import { studentKeys } from '@/features/students/students.queries'
import type { NewCredentials } from '@/features/students/students.server'

export const Route = createFileRoute('/dashboard/students/new')({
  head: () => ({ meta: [{ title: 'Add a student · CodeSchool' }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(groupsQuery(false)),
  component: NewStudentPage,
})

function NewStudentPage() {
  const { data: groups } = useSuspenseQuery(groupsQuery(false))
  const queryClient = useQueryClient()
  const [created, setCreated] = useState<NewCredentials | null>(null)
  return (
    <section>
      <p className="mb-2">
        <Link
          to="/dashboard/students"
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          ← Students
        </Link>
      </p>
      <PageHeader
        title="Add a student"
        description="For many students at once, import a spreadsheet instead."
      />
      <Card className="grid max-w-3xl gap-5">
        {created ? (
          <>
            <CredentialsPanel credentials={created} title="Student added" />
            <div className="flex flex-wrap gap-2">
              <Link
                to="/dashboard/students/$studentUUID"
                params={{ studentUUID: created.studentId }}
                className={buttonVariants()}
              >
                Open their page
              </Link>
              <Button variant="secondary" onClick={() => setCreated(null)}>
                Add another student
              </Button>
            </div>
          </>
        ) : (
          <StudentForm
            mode="create"
            classes={groups.map((group) => ({ id: group.id, name: group.name }))}
            submitLabel="Add student"
            onSubmit={(values) => createStudentFn({ data: values })}
            onSaved={async (result) => {
              setCreated(result as NewCredentials)
              await queryClient.invalidateQueries({ queryKey: studentKeys.all })
            }}
          />
        )}
      </Card>
    </section>
  )
}
