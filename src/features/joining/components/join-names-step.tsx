import { Link } from '@tanstack/react-router'
import { ArrowRight, Sparkles } from 'lucide-react'
import { cn } from '@/components/ui/cn'
import { ProviderButtons } from '@/features/sign-in-providers'
import { noRoomForChild } from '@/lib/students/student-places'
import { m } from '@/paraglide/messages'
import type { JoinClass } from '../find-class.server'
import type { JoinFlowState } from '../use-join-flow'
import { BackButton, ErrorBox, Panel, StepHeading, TextStep } from './join-parts'

/**
 * The class, found: tap your name, or type it when the class lets children join by name; a class
 * that signs in with passwords points to the sign-in page.
 */
export function NamesStep({ flow, schoolClass }: { flow: JoinFlowState; schoolClass: JoinClass }) {
  const { busy } = flow
  const canTapName = schoolClass.loginType !== 'password' && schoolClass.students.length > 0
  const canQuickJoin = schoolClass.quickJoin && !schoolClass.full && !schoolClass.schoolFull
  // A class that is joined by name only: the name box is the whole page, ready to type in.
  const nameFirst = canQuickJoin && !canTapName
  const joinedText =
    schoolClass.joined === 0 ? m.join_nobody_yet() : m.join_joined_so_far({ count: schoolClass.joined })
  const quickJoinForm = canQuickJoin ? (
    <TextStep
      label={m.join_your_name()}
      button={m.join_start()}
      busy={busy}
      autoComplete="given-name"
      autoFocus={nameFirst}
      onSubmit={flow.quickJoin}
    />
  ) : null
  return (
    <Panel wide={canTapName}>
      <BackButton onClick={flow.back}>{m.join_another_code()}</BackButton>
      {schoolClass.selfRegistration && !schoolClass.schoolFull ? (
        <ProviderButtons forStudents classCode={schoolClass.code} />
      ) : null}
      <StepHeading headingRef={flow.headingRef}>
        {canTapName
          ? m.join_tap_name()
          : nameFirst
            ? m.join_what_name()
            : m.join_welcome_to({ className: schoolClass.className })}
      </StepHeading>
      <p className="text-lg text-slate-700" translate="no" dir="auto">
        {schoolClass.className} · {schoolClass.schoolName}
      </p>
      <ErrorBox error={flow.error} />
      {nameFirst ? quickJoinForm : null}
      {schoolClass.loginType === 'password' ? (
        <div className="grid gap-3">
          <p className="text-lg">
            {nameFirst ? `${m.join_have_a_username()} ` : ''}
            {m.join_class_uses_passwords()}
          </p>
          <Link
            to="/login"
            search={{ tab: 'student' }}
            className={cn(
              'inline-flex w-fit items-center gap-2 rounded-xl px-6 py-4 font-bold text-xl focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-2',
              nameFirst
                ? 'border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50'
                : 'bg-brand-600 text-white hover:bg-brand-700',
            )}
          >
            {m.join_sign_in_with_username()}
            <ArrowRight aria-hidden="true" className="size-6 rtl:-scale-x-100" />
          </Link>
        </div>
      ) : null}
      {canTapName ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {schoolClass.students.map((student) => (
            <li key={student.key}>
              <button
                type="button"
                onClick={() => flow.choose(student)}
                translate="no"
                dir="auto"
                className="min-h-20 w-full rounded-2xl border-2 border-amber-300 bg-white px-4 py-4 font-bold text-2xl shadow-sm hover:border-amber-500 hover:bg-amber-100 focus-visible:outline-4 focus-visible:outline-brand-500 focus-visible:outline-offset-2"
              >
                {student.name}
              </button>
            </li>
          ))}
        </ul>
      ) : schoolClass.loginType !== 'password' ? (
        <p className="text-lg">{joinedText}</p>
      ) : null}
      {canQuickJoin && !nameFirst ? (
        <div className="mt-2 grid gap-2 rounded-2xl border-2 border-brand-100 border-dashed bg-brand-50 p-4">
          <p className="flex items-center gap-2 font-semibold text-lg">
            <Sparkles aria-hidden="true" className="size-6 text-brand-700" />
            {m.join_not_on_list()}
          </p>
          {quickJoinForm}
        </div>
      ) : null}
      {schoolClass.full ? <p className="text-slate-700">{m.join_class_full()}</p> : null}
      {schoolClass.quickJoin && schoolClass.schoolFull && !schoolClass.full ? (
        <p className="text-slate-700">{noRoomForChild()}</p>
      ) : null}
    </Panel>
  )
}
