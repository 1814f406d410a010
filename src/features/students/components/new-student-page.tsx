import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { PageHeader } from '@/components/layouts/page-header'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { BackLink } from '@/components/ui/text-link'
import { m } from '@/paraglide/messages'
import type { NewCredentials } from '../student-secrets.server'
import { createStudentFn } from '../students.functions'
import { CredentialsPanel } from './credentials-panel'
import { StudentForm } from './student-form'

/**
 * /dashboard/students/new: one student added by hand; their login details are shown once. The
 * classes to choose from are the classes feature's (above the students, decision 170): the route
 * reads them and passes them in.
 */
export function NewStudentPage({ classes }: { classes: readonly { id: string; name: string }[] }) {
  const [created, setCreated] = useState<NewCredentials | null>(null)
  return (
    <section>
      <p className="mb-2">
        <BackLink to="/dashboard/students">{m.dashboard_nav_students()}</BackLink>
      </p>
      <PageHeader title={m.students_add_a_student()} description={m.students_add_description()} />
      <Card className="grid max-w-3xl gap-5">
        {created ? (
          <>
            <CredentialsPanel credentials={created} title={m.students_added()} />
            <div className="flex flex-wrap gap-2">
              <Link
                to="/dashboard/students/$studentUUID"
                params={{ studentUUID: created.studentId }}
                className={buttonVariants()}
              >
                {m.students_open_their_page()}
              </Link>
              <Button variant="secondary" onClick={() => setCreated(null)}>
                {m.students_add_another()}
              </Button>
            </div>
          </>
        ) : (
          <StudentForm
            mode="create"
            classes={classes.map((schoolClass) => ({ id: schoolClass.id, name: schoolClass.name }))}
            submitLabel={m.students_add_student()}
            submit={(values) => createStudentFn({ data: values })}
            onSaved={setCreated}
          />
        )}
      </Card>
    </section>
  )
}
