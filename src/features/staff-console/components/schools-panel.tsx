import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Field, messagesOf } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { SubmitButton } from '@/components/ui/submit-button'
import { Table, TableBody, TableCell, TableColumn, TableHeader } from '@/components/ui/table'
import { TextField } from '@/lib/form-holder/text-field'
import { useFormHolder } from '@/lib/form-holder/use-form-holder'
import {
  createConsoleSchool,
  type fetchConsoleSchools,
  setConsoleSchoolParent,
} from '../staff-console.functions'
import { consoleSchoolsQuery, districtCandidatesQuery } from '../staff-console.queries'
import { createSchoolSchema } from '../staff-console.schemas'

export function SchoolsPanel({ query }: { query: string }) {
  const { data: schools } = useSuspenseQuery(consoleSchoolsQuery(query))
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
        {schools.length === 100 ? (
          <p className="text-slate-600 text-sm">Showing the first 100. Search to narrow the list.</p>
        ) : null}
      </section>
      <CreateSchoolForm />
    </div>
  )
}

type ConsoleSchool = Awaited<ReturnType<typeof fetchConsoleSchools>>[number]

/** The school's district, changed in place (a school with schools of its own cannot join one). */
function DistrictChanger({ school }: { school: ConsoleSchool }) {
  const queryClient = useQueryClient()
  const { data: districts } = useSuspenseQuery(districtCandidatesQuery())
  const current = school.parent?.id ?? ''
  const [parentSchoolId, setParentSchoolId] = useState(current)
  const change = useMutation({
    mutationFn: () => setConsoleSchoolParent({ data: { schoolId: school.id, parentSchoolId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff-console'] }),
  })
  const choices = districts.filter((district) => district.id !== school.id)
  if (school.parent && !choices.some((district) => district.id === school.parent?.id))
    choices.unshift({ ...school.parent, subdomain: '' })
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        change.mutate()
      }}
    >
      <Select
        aria-label={`District of ${school.name}`}
        value={parentSchoolId}
        onChange={(event) => setParentSchoolId(event.target.value)}
        className="w-auto max-w-56 py-1.5 text-sm"
      >
        <option value="">No district</option>
        {choices.map((district) => (
          <option key={district.id} value={district.id}>
            {district.name}
          </option>
        ))}
      </Select>
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        disabled={parentSchoolId === current || change.isPending}
        aria-label={`Set the district of ${school.name}`}
      >
        Set
      </Button>
      {change.isError ? (
        <p role="alert" className="w-full text-red-800 text-sm">
          {change.error instanceof Error ? change.error.message : 'The district could not be changed.'}
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
  const queryClient = useQueryClient()
  const { data: districts } = useSuspenseQuery(districtCandidatesQuery())
  const [created, setCreated] = useState<{ name: string; subdomain: string } | null>(null)
  const { form, state, holder, onSubmit } = useFormHolder({
    defaultValues: { name: '', subdomain: '', parentSchoolId: '' },
    validators: { onSubmit: createSchoolSchema },
    submit: async (values) => {
      const school = await createConsoleSchool({ data: values })
      setCreated({ name: values.name.trim(), subdomain: school.subdomain })
      await queryClient.invalidateQueries({ queryKey: ['staff-console'] })
      return school
    },
  })
  return (
    <section aria-labelledby="create-school-heading" className="grid max-w-xl gap-4">
      <h2 id="create-school-heading" className="font-bold text-xl">
        Create a school
      </h2>
      <p className="text-slate-600">
        The school starts without people: invite its admin from the school’s site, or let them sign up.
      </p>
      {created && state.success ? (
        <Alert tone="success" title="School created">
          {created.name} is at <code>{created.subdomain}</code>.
        </Alert>
      ) : null}
      {state.formError ? <Alert tone="error">{state.formError}</Alert> : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <form.Field name="name">
          {(field) => (
            <TextField field={field} label="School name" serverErrors={holder.fieldErrorsOf('name')} />
          )}
        </form.Field>
        <form.Field name="subdomain">
          {(field) => (
            <TextField
              field={field}
              label="Address (subdomain)"
              hint="3 to 40 lower-case letters, digits or dashes, e.g. st-marys."
              autoCapitalize="none"
              spellCheck={false}
              serverErrors={holder.fieldErrorsOf('subdomain')}
            />
          )}
        </form.Field>
        <form.Field name="parentSchoolId">
          {(field) => (
            <Field
              label="District"
              hint="Optional: the district this school belongs to."
              errors={[...messagesOf(field.state.meta.errors), ...holder.fieldErrorsOf('parentSchoolId')]}
            >
              {(control) => (
                <Select
                  {...control}
                  name={field.name}
                  value={field.state.value ?? ''}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                >
                  <option value="">No district</option>
                  {districts.map((district) => (
                    <option key={district.id} value={district.id}>
                      {district.name} ({district.subdomain})
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          )}
        </form.Field>
        <SubmitButton submitting={state.submitting}>Create school</SubmitButton>
      </form>
    </section>
  )
}
