interface JoinCardsSheetProps {
  className: string
  joinCode: string
  school: { name: string; address: string | null }
  /** The school's address as children type it, e.g. demo.codeschool.example */
  schoolAddress: string
}

const CARDS_PER_PAGE = 8

/**
 * A printable page of join cards for a class nobody has joined yet: the class code and where to
 * type it. Once children have accounts, the class page prints name cards with secret pictures.
 * On paper only the sheet prints.
 */
export function JoinCardsSheet({ className, joinCode, school, schoolAddress }: JoinCardsSheetProps) {
  return (
    <section className="join-cards-sheet" aria-label={`Join cards for ${className}`}>
      <style>{`
        @media print {
          @page { margin: 12mm; }
          body * { visibility: hidden !important; }
          .join-cards-sheet, .join-cards-sheet * { visibility: visible !important; }
          .join-cards-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; }
        }
      `}</style>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 print:grid-cols-2">
        {Array.from({ length: CARDS_PER_PAGE }, (_, index) => (
          <li
            key={index}
            className="break-inside-avoid rounded-xl border-2 border-slate-400 border-dashed bg-white p-4"
          >
            <p className="text-slate-600 text-sm">
              {school.name} · {className}
              {school.address ? <span className="block">{school.address}</span> : null}
            </p>
            <p className="mt-3 text-slate-700">Go to</p>
            <p className="break-all font-bold text-lg">{schoolAddress}/join</p>
            <p className="mt-2 text-slate-700">and type the class code</p>
            <p className="font-bold font-mono text-3xl tracking-[0.2em]">{joinCode}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
