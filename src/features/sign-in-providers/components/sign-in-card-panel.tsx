import { useQuery } from '@tanstack/react-query'
import { Printer } from 'lucide-react'
import { useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardHeader } from '@/components/ui/card'
import { QrCode } from '@/components/ui/qr-code'
import { count } from '@/lib/format'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'
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

/** "Monday, 7 December": the day a card stops working, in the page's language. */
const longDate = (iso: string) => {
  const locale = getLocale()
  return new Date(iso).toLocaleDateString(locale === 'en-XA' ? 'en' : locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })
}

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
        title={m.providers_card_title()}
        description={m.providers_card_description()}
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
          {m.providers_make_card()}
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
            {m.providers_link_account({ provider: PROVIDER_NAMES[provider] })}
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
        {cards.length === 1
          ? m.providers_print_card()
          : m.providers_print_cards({ count: cards.length, shown: count(cards.length) })}
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
        {m.providers_class_cards_before()}
        <strong>{m.providers_class_cards_strong()}</strong>
        {m.providers_class_cards_after()}
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
        {m.providers_make_cards({ count: studentIds.length, shown: count(studentIds.length) })}
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
      aria-label={m.providers_card_for({ name: card.name })}
      data-url={card.url}
    >
      <QrCode
        value={card.url}
        label={
          provider
            ? m.providers_code_to_link({ provider, name: card.name })
            : m.providers_code_to_sign_in({ name: card.name })
        }
        className="size-32 shrink-0"
      />
      <figcaption className="grid gap-1">
        <span className="text-2xl font-bold leading-tight" translate="no" dir="auto">
          {card.name}
        </span>
        <span className="text-slate-700" translate="no" dir="auto">
          {schoolName}
        </span>
        <span className="text-lg">
          {provider ? m.providers_scan_then_provider({ provider }) : m.providers_scan_to_sign_in()}
        </span>
        <span className="text-xs text-slate-600">
          {m.providers_works_until({ date: longDate(card.expiresAt) })}
        </span>
      </figcaption>
    </figure>
  )
}
