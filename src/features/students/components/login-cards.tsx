import { QrCode } from '@/components/ui/qr-code'
import { SecretPicturePair } from '@/components/ui/secret-picture-pair'
import { WebAddress } from '@/components/ui/web-address'
import { m } from '@/paraglide/messages'
import type { LoginCardClass, LoginCards } from '../login-cards.server'

interface LoginCardsSheetProps {
  cards: LoginCards
  /** The school's host as children type it, e.g. demo.codeschool.example. */
  schoolHost: string
  /** The school's configured origin, for the cards' QR codes. */
  schoolOrigin: string
}

/**
 * Printable login cards: one sheet per class, each sheet starting on a new page, 27 cards to an A4
 * page (3 × 9) to cut out. A card has the child's name as the join screen shows it, the school,
 * where to go and the class code, and the secret picture or words (or the username). On picture
 * and words cards a QR code opens the class's join page on that child's own secret step.
 */
export function LoginCardsSheet({ cards, schoolHost, schoolOrigin }: LoginCardsSheetProps) {
  return (
    <div className="login-cards grid gap-10">
      <style>{printStyles}</style>
      {cards.classes.map((schoolClass) => (
        <ClassSheet
          key={schoolClass.id}
          schoolClass={schoolClass}
          school={cards.school}
          schoolHost={schoolHost}
          schoolOrigin={schoolOrigin}
        />
      ))}
    </div>
  )
}

const printStyles = `
@media print {
  @page { size: A4; margin: 8mm; }
  html, body { background: white !important; }
  body aside, body header, body nav, .no-print, [data-new-build-banner] { display: none !important; }
  body main { padding: 0 !important; }
  .login-sheet { break-after: page; }
  .login-sheet:last-child { break-after: auto; }
  .login-card { break-inside: avoid; height: 30mm; padding: 2mm 3mm !important; }
  .login-card-qr { width: 26mm !important; height: 26mm !important; }
  .login-card-grid { grid-template-columns: repeat(3, 1fr) !important; gap: 0 !important; }
  .login-card-name { font-size: 13pt !important; }
  .login-card-picture { width: 15mm !important; height: 15mm !important; }
}
`

function ClassSheet({
  schoolClass,
  school,
  schoolHost,
  schoolOrigin,
}: {
  schoolClass: LoginCardClass
  school: LoginCards['school']
  schoolHost: string
  schoolOrigin: string
}) {
  return (
    <section className="login-sheet" aria-label={m.students_login_cards_for({ name: schoolClass.name })}>
      <h2 className="mb-1 font-bold text-xl">
        <span translate="no" dir="auto">
          {schoolClass.name}
        </span>{' '}
        <span className="font-normal text-slate-600">· {m.students_login_cards_lower()}</span>
      </h2>
      <p className="mb-3 text-slate-600 text-sm print:hidden">
        {schoolClass.students.length === 0
          ? m.students_no_cards_yet()
          : m.students_cards_count({ count: schoolClass.students.length })}
        {schoolClass.sessionOnly > 0
          ? ` · ${m.students_quick_join_no_card({ count: schoolClass.sessionOnly })}`
          : ''}
      </p>
      {schoolClass.students.length === 0 ? (
        <p className="text-slate-700">{m.students_no_accounts_in_class()}</p>
      ) : (
        <ul className="login-card-grid grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {schoolClass.students.map((student) => (
            <li
              key={student.id}
              className="login-card flex items-center gap-3 overflow-hidden rounded-lg border-2 border-slate-400 border-dashed bg-white p-3"
            >
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="truncate text-[0.65rem] text-slate-600 leading-tight" translate="no" dir="auto">
                  {school.name}
                  {school.address ? ` · ${school.address}` : ''}
                </p>
                <p
                  className="login-card-name truncate font-bold text-lg leading-tight"
                  translate="no"
                  dir="auto"
                >
                  {student.displayName}
                </p>
                <p className="text-[0.7rem] text-slate-700 leading-tight">
                  {m.students_go_to()} <WebAddress address={`${schoolHost}/join`} className="font-semibold" />
                </p>
                <p className="text-xs leading-tight">
                  {m.classes_class_code()}{' '}
                  <span className="font-bold font-mono text-sm tracking-wider" translate="no" dir="ltr">
                    {schoolClass.joinCode}
                  </span>
                </p>
                {schoolClass.loginType === 'words' ? (
                  <p className="text-xs leading-tight">
                    {m.onboarding_login_words()}{' '}
                    <span className="font-bold font-mono text-sm" translate="no">
                      {student.secretWords}
                    </span>
                  </p>
                ) : null}
                {schoolClass.loginType === 'password' ? (
                  <p className="text-xs leading-tight">
                    {m.classes_col_username()}{' '}
                    <span className="font-bold font-mono text-sm" translate="no" dir="ltr">
                      {student.username}
                    </span>
                  </p>
                ) : null}
                {/* Two pictures go under the words, in the order they are tapped. */}
                {schoolClass.loginType === 'picture' &&
                student.picturePassword !== null &&
                student.picturePasswordSecond !== null ? (
                  <SecretPicturePair
                    first={student.picturePassword}
                    second={student.picturePasswordSecond}
                    className="mt-1"
                    pictureClassName="login-card-picture w-12 text-xs"
                  />
                ) : null}
              </div>
              {schoolClass.loginType === 'picture' &&
              student.picturePassword !== null &&
              student.picturePasswordSecond === null ? (
                <SecretPicturePair
                  first={student.picturePassword}
                  second={null}
                  className="shrink-0"
                  pictureClassName="login-card-picture w-16 text-xs"
                />
              ) : null}
              {schoolClass.loginType === 'password' ? null : (
                <QrCode
                  value={`${schoolOrigin}/join?code=${schoolClass.joinCode}&student=${student.joinKey}`}
                  label={m.students_qr_signs_in({ name: student.displayName })}
                  className="login-card-qr size-24 shrink-0"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
