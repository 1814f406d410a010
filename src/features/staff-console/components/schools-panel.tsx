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
import { count } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
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
          {m.staff_schools_find()}
        </h2>
        <SchoolSearch query={query} />
        {schools.length === 0 ? (
          <p className="text-slate-600">
            {query ? m.staff_schools_no_match({ query }) : m.staff_schools_none()}
          </p>
        ) : (
          <Table
            caption={query ? m.staff_schools_matching({ query }) : m.staff_schools_newest()}
            className="min-w-[48rem]"
          >
            <TableHeader>
              <TableColumn>{m.staff_schools_school()}</TableColumn>
              <TableColumn>{m.staff_schools_address()}</TableColumn>
              <TableColumn>{m.staff_schools_plan()}</TableColumn>
              <TableColumn>{m.staff_schools_paid()}</TableColumn>
              <TableColumn>{m.staff_schools_district()}</TableColumn>
              <TableColumn numeric>{m.staff_schools_students()}</TableColumn>
              <TableColumn numeric>{m.staff_schools_teachers()}</TableColumn>
            </TableHeader>
            <TableBody>
              {schools.map((school) => (
                <tr key={school.id}>
                  <TableCell className="font-semibold">
                    <span translate="no" dir="auto">
                      {school.name}
                    </span>
                  </TableCell>
                  <TableCell>
                    <code>{school.subdomain}</code>
                  </TableCell>
                  <TableCell>
                    {school.plan ? (
                      <>
                        <span translate="no">{school.plan.name}</span> ({planStatus(school.plan.status)})
                      </>
                    ) : (
                      m.staff_schools_no_plan()
                    )}
                  </TableCell>
                  <TableCell>
                    {school.paidStatus ? (
                      <Badge tone="success">{m.staff_schools_paid()}</Badge>
                    ) : (
                      <Badge tone="neutral">{m.staff_schools_not_paid()}</Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    <DistrictChanger school={school} />
                  </TableCell>
                  <TableCell numeric>{count(school.students)}</TableCell>
                  <TableCell numeric>{count(school.teachers)}</TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        )}
        {after || next ? (
          <nav aria-label={m.staff_schools_pages()} className="flex flex-wrap items-center gap-4">
            {after ? (
              <TextLink to="/admin/schools" search={{ q: query || undefined }}>
                {m.staff_schools_back_to_newest()}
              </TextLink>
            ) : null}
            {next ? (
              <TextLink to="/admin/schools" search={{ q: query || undefined, after: next }}>
                {m.staff_schools_older()}
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

/** A subscription's status in the page's language (an unknown one as the server names it). */
const PLAN_STATUSES: Record<string, () => string> = {
  pending: m.staff_schools_plan_pending,
  active: m.staff_schools_plan_active,
  past_due: m.staff_schools_plan_past_due,
  canceled: m.staff_schools_plan_canceled,
}
const planStatus = (status: string) => PLAN_STATUSES[status]?.() ?? status

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
        aria-label={m.staff_schools_district_of({ school: school.name })}
        value={parentSchoolId}
        onChange={(event) => setParentSchoolId(event.target.value)}
        look="compact"
        className="max-w-56"
      >
        <option value="">{m.staff_schools_no_district()}</option>
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
        aria-label={m.staff_schools_set_district_of({ school: school.name })}
      >
        {m.staff_schools_set()}
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
      aria-label={m.staff_schools_search_label()}
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        navigate({ to: '/admin/schools', search: { q: value.trim() || undefined } })
      }}
    >
      <Field label={m.staff_schools_name_or_address()} className="min-w-64 flex-1">
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
        {m.staff_schools_search()}
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
        {m.staff_schools_create_title()}
      </h2>
      <p className="text-slate-600">{m.staff_schools_create_hint()}</p>
      <form.Form className="grid gap-5">
        {created ? (
          <form.FormSuccess title={m.staff_schools_created()}>
            {m.staff_schools_created_at({ name: created.name })} <code>{created.subdomain}</code>.
          </form.FormSuccess>
        ) : null}
        <form.FormError />
        <form.AppField name="name">
          {(field) => <field.TextField label={m.staff_schools_name()} />}
        </form.AppField>
        <form.AppField name="subdomain">
          {(field) => (
            <field.TextField
              label={m.staff_schools_subdomain()}
              hint={m.staff_schools_subdomain_hint()}
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </form.AppField>
        <form.AppField name="parentSchoolId">
          {(field) => (
            <field.SelectField
              label={m.staff_schools_district()}
              hint={m.staff_schools_district_hint()}
              options={[
                { value: '', label: m.staff_schools_no_district() },
                ...districts.map((district) => ({
                  value: district.id,
                  label: `${district.name} (${district.subdomain})`,
                })),
              ]}
            />
          )}
        </form.AppField>
        <form.SubmitButton>{m.staff_schools_create()}</form.SubmitButton>
      </form.Form>
    </section>
  )
}
