import { ArrowRight, Building2, GraduationCap, UserRound, Users } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import { useAction } from '@/lib/use-action'
import type { DistrictOverview, SchoolCounts } from '../district.server'

interface DistrictSchoolsProps {
  overview: DistrictOverview
  /** Switches into a child school (profile selection and transfer); resolves when navigation starts. */
  onOpen: (school: { id: string; name: string }) => Promise<void>
  /** Switches back to the district with the actor's profile there. */
  onOpenDistrict: (district: { name: string; subdomain: string; profileId: string }) => Promise<void>
}

function Counts({ counts }: { counts: SchoolCounts }) {
  const items = [
    { icon: GraduationCap, value: counts.students, one: 'student', many: 'students' },
    { icon: UserRound, value: counts.teachers, one: 'teacher or admin', many: 'teachers and admins' },
    { icon: Users, value: counts.classes, one: 'class', many: 'classes' },
  ]
  return (
    <dl className="grid grid-cols-3 gap-3">
      {items.map((item) => (
        <div key={item.one} className="flex flex-col-reverse gap-1 rounded-lg bg-slate-50 p-3">
          <dt className="flex items-start gap-1.5 text-slate-700 text-sm">
            <item.icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {item.value === 1 ? item.one : item.many}
          </dt>
          <dd className="font-bold text-3xl tabular-nums">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** /dashboard/schools: the district's schools with their numbers, and a way into each. */
export function DistrictSchools({ overview, onOpen, onOpenDistrict }: DistrictSchoolsProps) {
  // Opening leaves this page for the other school: nothing here to refresh.
  const action = useAction<string>()
  const attempt = (key: string, go: () => Promise<void>) =>
    action.run(key, async () => {
      await go()
      return key
    })
  // After a success the browser is on its way to the other school: the buttons stay as they are.
  const opening = action.pendingKey ?? (action.succeeded ? (action.data ?? null) : null)
  const open = (school: { id: string; name: string }) => attempt(school.id, () => onOpen(school))
  const { school, parent, children } = overview
  return (
    <div className="grid gap-6">
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <Card>
        <h2 className="mb-1 font-bold text-xl">{school.name}</h2>
        <p className="mb-4 text-slate-600">
          {children.length > 0
            ? `The district's own account. ${children.length} ${children.length === 1 ? 'school belongs' : 'schools belong'} to it.`
            : parent
              ? `Part of ${parent.name}.`
              : 'This school is not part of a district.'}
        </p>
        <Counts counts={school} />
        {parent?.myProfileId ? (
          <div className="mt-4">
            <ActionButton
              variant="secondary"
              pending={opening === 'district'}
              disabled={opening !== null}
              onClick={() => {
                const profileId = parent.myProfileId
                if (profileId) void attempt('district', () => onOpenDistrict({ ...parent, profileId }))
              }}
            >
              Back to {parent.name}
            </ActionButton>
          </div>
        ) : null}
      </Card>

      {children.length > 0 ? (
        <section aria-labelledby="district-schools" className="grid gap-4">
          <h2 id="district-schools" className="font-bold text-2xl">
            Schools in the district
          </h2>
          <ul className="grid gap-4 lg:grid-cols-2">
            {children.map((child) => (
              <li key={child.id}>
                <Card className="grid h-full gap-4">
                  <div className="flex items-start gap-3">
                    <Building2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
                    <div>
                      <h3 className="font-bold text-xl">{child.name}</h3>
                      <p className="text-slate-600 text-sm">{child.subdomain}</p>
                    </div>
                  </div>
                  <Counts counts={child} />
                  <div>
                    <ActionButton
                      onClick={() => open(child)}
                      pending={opening === child.id}
                      disabled={opening !== null}
                    >
                      Open {child.name}
                      <ArrowRight aria-hidden="true" className="size-5" />
                    </ActionButton>
                    <p className="mt-2 text-slate-600 text-sm">
                      {child.myProfileId
                        ? 'You are an admin there.'
                        : 'You become an admin there when you open it, as the district’s admin.'}
                    </p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <Card>
          <h2 className="mb-1 font-bold text-xl">Districts</h2>
          <p className="text-slate-700">
            A district looks after several schools in one place: its admins see every school’s numbers here
            and can open any of them. To link schools into a district, contact CodeSchool support.
          </p>
        </Card>
      )}
    </div>
  )
}
