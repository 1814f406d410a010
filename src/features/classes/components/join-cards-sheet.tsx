import { QrCode } from '@/components/ui/qr-code'
import { WebAddress } from '@/components/ui/web-address'
import { m } from '@/paraglide/messages'

interface JoinCardsSheetProps {
  className: string
  joinCode: string
  school: { name: string; address: string | null }
  /** The school's address as children type it, e.g. demo.codeschool.example */
  schoolAddress: string
  /** The school's configured origin (https://demo.codeschool.example): what the QR code opens. */
  schoolOrigin: string
}

const CARDS_PER_PAGE = 8

/**
 * A printable page of join instructions for a class: a QR code and a short address that both open
 * the class's own join page with its code filled in (`/join?code=…`), so a child scans (or types
 * the address) and then types only their name. The class code is there too, for the board. On
 * paper only the sheet prints.
 */
export function JoinCardsSheet({
  className,
  joinCode,
  school,
  schoolAddress,
  schoolOrigin,
}: JoinCardsSheetProps) {
  const path = `/join?code=${joinCode}`
  return (
    <section className="join-cards-sheet" aria-label={m.classes_join_cards_for({ name: className })}>
      <style>{`
        @media print {
          @page { margin: 12mm; }
          body * { visibility: hidden !important; }
          .join-cards-sheet, .join-cards-sheet * { visibility: visible !important; }
          .join-cards-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; }
          .join-card { height: 64mm; }
          .join-card-qr { width: 34mm !important; height: 34mm !important; }
        }
      `}</style>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 print:grid-cols-2">
        {Array.from({ length: CARDS_PER_PAGE }, (_, index) => (
          <li
            key={index}
            className="join-card flex break-inside-avoid items-center gap-4 rounded-xl border-2 border-slate-400 border-dashed bg-white p-4"
          >
            <QrCode
              value={`${schoolOrigin}${path}`}
              label={m.classes_qr_opens({ address: `${schoolAddress}${path}` })}
              className="join-card-qr size-32 shrink-0"
            />
            <div className="grid min-w-0 gap-1">
              <p className="text-slate-600 text-sm">
                <span translate="no" dir="auto">
                  {school.name} · {className}
                </span>
                {school.address ? (
                  <span className="block" translate="no" dir="auto">
                    {school.address}
                  </span>
                ) : null}
              </p>
              <p className="text-slate-700">{m.classes_scan_or_go_to()}</p>
              <p className="font-bold text-base leading-snug">
                <WebAddress address={`${schoolAddress}${path}`} />
              </p>
              <p className="text-slate-700">
                {m.classes_class_code()}{' '}
                <span className="font-bold font-mono text-xl tracking-[0.15em]" translate="no" dir="ltr">
                  {joinCode}
                </span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
