import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { ActionButton } from '@/components/ui/action-button'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { TextLink } from '@/components/ui/text-link'
import { useAction } from '@/lib/use-action'
import {
  createConsoleSchool,
  type fetchConsoleSchools,
  setConsoleSchoolParent,
} from '../staff-console.functions'
import { consoleSchoolsQuery, districtCandidatesQuery, staffConsoleKeys } from '../staff-console.queries'
import { createSchoolSchema } from '../staff-console.schemas'

export function SchoolsPanel({ query, after }: { query: string; after?: string }) {
  const {
    data: { schools, next },
  } = useSuspenseQuery(consoleSchoolsQuery(query, after))
  return (
    <div className="grid gap-10">
      <section aria-labelledby="schools-list-heading" className="grid gap-4">
        <h2 id="schools-list-heading" className="font-bold text-xl">
          Find a school
        </h2>
        <SchoolSearch query={query} />
        {schools.length === 0 ? (
          <p className="text-slate-600">
            {query ? `No school matches “${query}”.` : 'There are no schools yet.'}
          </p>
        ) : (
          <Table caption={query ? `Schools matching “${query}”` : 'Newest schools'} className="min-w-[48rem]">
            <TableHeader>
              <TableColumn>School</TableColumn>
              <TableColumn>Address</TableColumn>
              <TableColumn>Plan</TableColumn>
              <TableColumn>Paid</TableColumn>
              <TableColumn>District</TableColumn>
              <TableColumn numeric>Students</TableColumn>
              <TableColumn numeric>Teachers</TableColumn>
            </TableHeader>
            <TableBody>
              {schools.map((school) => (
                <tr key={school.id}>
                  <TableCell className="font-semibold">{school.name}</TableCell>
                  <TableCell>
                    <code>{school.subdomain}</code>
                  </TableCell>
                  <TableCell>
                    {school.plan ? `${school.plan.name} (${school.plan.status})` : 'None'}
                  </TableCell>
                  <TableCell>
                    {school.paidStatus ? (
                      <Badge tone="success">Paid</Badge>
                    ) : (
                      <Badge tone="neutral">Not paid</Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    <DistrictChanger school={school} />
                  </TableCell>
                  <TableCell numeric>{school.students}</TableCell>
                  <TableCell numeric>{school.teachers}</TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        )}
        {after || next ? (
          <nav aria-label="Pages of schools" className="flex flex-wrap items-center gap-4">
            {after ? (
              <TextLink to="/admin/schools" search={{ q: query || undefined }}>
                Back to the newest
              </TextLink>
            ) : null}
            {next ? (
              <TextLink to="/admin/schools" search={{ q: query || undefined, after: next }}>
                Older schools
              </TextLink>
            ) : null}
          </nav>
        ) : null}
      </section>
      <CreateSchoolForm />
    </div>
  )
}

type ConsoleSchool = Awaited<ReturnType<typeof fetchConsoleSchools>>['schools'][number]

/** The school's district, changed in place (a school with schools of its own cannot join one). */
function DistrictChanger({ school }: { school: ConsoleSchool }) {
  const { data: districts } = useSuspenseQuery(districtCandidatesQuery())
  const current = school.parent?.id ?? ''
  const [parentSchoolId, setParentSchoolId] = useState(current)
  // The list, its districts and the candidates all change.
  const change = useAction({ invalidates: [staffConsoleKeys.all] })
  const choices = districts.filter((district) => district.id !== school.id)
  if (school.parent && !choices.some((district) => district.id === school.parent?.id))
    choices.unshift({ ...school.parent, subdomain: '' })
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void change.run('district', () =>
          setConsoleSchoolParent({ data: { schoolId: school.id, parentSchoolId } }),
        )
      }}
    >
      <Select
        aria-label={`District of ${school.name}`}
        value={parentSchoolId}
        onChange={(event) => setParentSchoolId(event.target.value)}
        look="compact"
        className="max-w-56"
      >
        <option value="">No district</option>
        {choices.map((district) => (
          <option key={district.id} value={district.id}>
            {district.name}
          </option>
        ))}
      </Select>
      <ActionButton
        type="submit"
        variant="secondary"
        size="sm"
        pending={change.pending}
        disabled={parentSchoolId === current}
        aria-label={`Set the district of ${school.name}`}
      >
        Set
      </ActionButton>
      {change.error ? (
        <p role="alert" className="w-full text-red-800 text-sm">
          {change.error}
        </p>
      ) : null}
    </form>
  )
}

function SchoolSearch({ query }: { query: string }) {
  const navigate = useNavigate()
  const [value, setValue] = useState(query)
  return (
    <form
      aria-label="Search schools"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        navigate({ to: '/admin/schools', search: { q: value.trim() || undefined } })
      }}
    >
      <Field label="Name or address" className="min-w-64 flex-1">
        {(control) => (
          <Input
            {...control}
            type="search"
            value={value}
            maxLength={100}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  )
}

function CreateSchoolForm() {
  const { data: districts } = useSuspenseQuery(districtCandidatesQuery())
  const [created, setCreated] = useState<{ name: string; subdomain: string } | null>(null)
  const { form } = useAppForm({
    defaultValues: { name: '', subdomain: '', parentSchoolId: '' },
    validators: { onSubmit: createSchoolSchema },
    submit: (values) => createConsoleSchool({ data: values }),
    invalidates: [staffConsoleKeys.all],
    onSuccess: (school, values) => setCreated({ name: values.name.trim(), subdomain: school.subdomain }),
  })
  return (
    <section aria-labelledby="create-school-heading" className="grid max-w-xl gap-4">
      <h2 id="create-school-heading" className="font-bold text-xl">
        Create a school
      </h2>
      <p className="text-slate-600">
        The school starts without people: invite its admin from the school’s site, or let them sign up.
      </p>
      <form.Form className="grid gap-5">
        {created ? (
          <form.FormSuccess title="School created">
            {created.name} is at <code>{created.subdomain}</code>.
          </form.FormSuccess>
        ) : null}
        <form.FormError />
        <form.AppField name="name">{(field) => <field.TextField label="School name" />}</form.AppField>
        <form.AppField name="subdomain">
          {(field) => (
            <field.TextField
              label="Address (subdomain)"
              hint="3 to 40 lower-case letters, digits or dashes, e.g. st-marys."
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.AppField name="parentSchoolId">
          {(field) => (
            <field.SelectField
              label="District"
              hint="Optional: the district this school belongs to."
              options={[
                { value: '', label: 'No district' },
                ...districts.map((district) => ({
                  value: district.id,
                  label: `${district.name} (${district.subdomain})`,
                })),
              ]}
            />
          )}
        </form.AppField>
        <form.SubmitButton>Create school</form.SubmitButton>
      </form.Form>
    </section>
  )
}
