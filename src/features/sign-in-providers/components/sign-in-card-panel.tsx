import { useQuery } from '@tanstack/react-query'
import { Printer } from 'lucide-react'
import { useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { QrCode } from '@/components/ui/qr-code'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { useAction } from '@/lib/use-action'
import { PROVIDER_NAMES } from '../providers'
import { makeLinkTicketFn, printSignInCardsFn } from '../sign-in-providers.functions'
import { signInButtonsQuery } from '../sign-in-providers.queries'

interface PrintedCard {
  name: string
  url: string
  expiresAt: string
  /** A linking card: the provider the child signs in with once. */
  provider?: keyof typeof PROVIDER_NAMES
}

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en', { weekday: 'long', day: 'numeric', month: 'long' })

/**
 * The student page's sign-in card (decision 172): a one-time link as a QR code on a card like the
 * login cards — the child's name big, "Scan me to sign in", and the day it stops working. With a
 * provider on for students, "Link a Google account" makes a card that links the child's account.
 */
export function SignInCardPanel({ studentId }: { studentId: string }) {
  const context = useRequestContext()
  const schoolName = context?.place.kind === 'school' ? context.place.school.name : ''
  const [card, setCard] = useState<PrintedCard | null>(null)
  const { data: providers } = useQuery(signInButtonsQuery())
  const action = useAction()
  const forStudents = (providers ?? []).filter((row) => row.studentsAllowed)
  return (
    <Card aria-labelledby="sign-in-card-heading">
      <CardHeader
        id="sign-in-card-heading"
        title="Sign-in card"
        description="A card with a code to scan: the child signs in without typing anything. It works once, for a week; a new card makes the old one stop working."
      />
      <div className="no-print flex flex-wrap gap-2">
        <ActionButton
          variant="secondary"
          pending={action.isPending('card')}
          disabled={action.pending}
          onClick={() =>
            action.run('card', async () => {
              const { cards } = await printSignInCardsFn({ data: { profileIds: [studentId] } })
              setCard(cards[0] ?? null)
            })
          }
        >
          Make a sign-in card
        </ActionButton>
        {forStudents.map(({ provider }) => (
          <ActionButton
            key={provider}
            variant="secondary"
            pending={action.isPending(provider)}
            disabled={action.pending}
            onClick={() =>
              action.run(provider, async () => {
                const ticket = await makeLinkTicketFn({ data: { profileId: studentId, provider } })
                setCard({ ...ticket, provider })
              })
            }
          >
            Link a {PROVIDER_NAMES[provider]} account
          </ActionButton>
        ))}
      </div>
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {card ? <SignInCardsSheet cards={[card]} schoolName={schoolName} /> : null}
    </Card>
  )
}

/** Printing shows the cards only, cut-out size, however much else the page holds. */
const printStyles = `
@media print {
  @page { size: A4; margin: 10mm; }
  body *:not(:has(.sign-in-cards)):not(.sign-in-cards):not(.sign-in-cards *) { display: none !important; }
  body * { visibility: hidden !important; }
  .sign-in-cards, .sign-in-cards * { visibility: visible !important; }
  .sign-in-cards { display: grid !important; grid-template-columns: repeat(2, 90mm); gap: 4mm; }
  .sign-in-card { break-inside: avoid; }
}
`

/** The cards and a Print button (only the cards are printed). */
function SignInCardsSheet({ cards, schoolName }: { cards: PrintedCard[]; schoolName: string }) {
  return (
    <div className="mt-4 grid justify-items-start gap-3">
      <style>{printStyles}</style>
      <div className="sign-in-cards flex flex-wrap gap-3">
        {cards.map((card) => (
          <SignInCard key={card.url} card={card} schoolName={schoolName} />
        ))}
      </div>
      <Button variant="secondary" className="no-print" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-5" />
        Print {cards.length === 1 ? 'the card' : `the ${cards.length} cards`}
      </Button>
    </div>
  )
}

/**
 * The class's login-cards page: sign-in cards for every child with an account, in one go (each
 * replaces the child's earlier card).
 */
export function ClassSignInCards({ studentIds }: { studentIds: string[] }) {
  const [cards, setCards] = useState<PrintedCard[]>([])
  const context = useRequestContext()
  const schoolName = context?.place.kind === 'school' ? context.place.school.name : ''
  const action = useAction()
  if (studentIds.length === 0) return null
  return (
    <div className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-slate-800">
        Or print <strong>sign-in cards</strong>: each child scans their card and is signed in, nothing to
        type. A card works once, for a week.
      </p>
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <ActionButton
        variant="secondary"
        className="w-fit"
        pending={action.pending}
        onClick={() =>
          action.run('cards', async () => {
            const result = await printSignInCardsFn({ data: { profileIds: studentIds.slice(0, 100) } })
            setCards(result.cards)
          })
        }
      >
        Make sign-in cards for {studentIds.length} {studentIds.length === 1 ? 'child' : 'children'}
      </ActionButton>
      {cards.length > 0 ? <SignInCardsSheet cards={cards} schoolName={schoolName} /> : null}
    </div>
  )
}

function SignInCard({ card, schoolName }: { card: PrintedCard; schoolName: string }) {
  const provider = card.provider ? PROVIDER_NAMES[card.provider] : null
  return (
    <figure
      className="sign-in-card flex w-[90mm] items-center gap-4 rounded-xl border-2 border-dashed border-slate-400 bg-white p-4"
      aria-label={`Sign-in card for ${card.name}`}
      data-url={card.url}
    >
      <QrCode
        value={card.url}
        label={`Code to scan: ${provider ? `link ${provider}` : 'sign in'} as ${card.name}`}
        className="size-32 shrink-0"
      />
      <figcaption className="grid gap-1">
        <span className="text-2xl font-bold leading-tight">{card.name}</span>
        <span className="text-slate-700">{schoolName}</span>
        <span className="text-lg">
          {provider ? `Scan me, then sign in with ${provider}` : 'Scan me to sign in'}
        </span>
        <span className="text-xs text-slate-600">Works once, until {longDate(card.expiresAt)}</span>
      </figcaption>
    </figure>
  )
}
