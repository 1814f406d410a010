import { sql } from 'drizzle-orm'
import {
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, id } from './columns'
import { checkoutSessionStatus, invoiceStatus, subscriptionStatus } from './enums'
import { schools } from './schools'
import { profiles } from './users'

const planCheck = (column: unknown) => sql`${column} in ('free', 'classroom', 'school')`

/**
 * A school's plan. A school is paid while it has an active (or past_due, in grace) subscription on
 * a paid plan; at most one such subscription per school (partial unique index).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    status: subscriptionStatus('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(
      'subscriptions_provider_subscription_id_unique',
    ),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    index('subscriptions_school_id_idx').on(t.schoolId),
    uniqueIndex('subscriptions_one_current_per_school')
      .on(t.schoolId)
      .where(sql`${t.status} in ('active', 'past_due')`),
    check('subscriptions_plan_id_known', planCheck(t.planId)),
  ],
)

/** A checkout started with the payment provider; the callback and webhook look it up. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    planId: text('plan_id').notNull(),
    provider: text('provider').notNull(),
    providerSessionId: text('provider_session_id')
      .notNull()
      .unique('checkout_sessions_provider_session_id_unique'),
    status: checkoutSessionStatus('status').notNull().default('open'),
    createdByProfileId: uuid('created_by_profile_id').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_school_id_idx').on(t.schoolId),
    check('checkout_sessions_plan_id_known', planCheck(t.planId)),
  ],
)

/** Provider webhooks, stored once (unique per provider event) and processed idempotently. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [unique('payment_events_provider_event_unique').on(t.provider, t.providerEventId)],
)

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    schoolId: uuid('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('USD'),
    status: invoiceStatus('status').notNull().default('open'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    providerInvoiceId: text('provider_invoice_id').unique('invoices_provider_invoice_id_unique'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_school_id_issued_at_idx').on(t.schoolId, t.issuedAt),
    check('invoices_amount_non_negative', sql`${t.amountCents} >= 0`),
    check('invoices_currency_format', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
)
