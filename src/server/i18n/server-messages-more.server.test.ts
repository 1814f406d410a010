import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { requestSchoolDeletionFn } from '@/features/settings/settings.functions'
import { cancelSubscription } from '@/features/subscriptions/subscription-cancellation.server'
import { cancelSubscriptionFn } from '@/features/subscriptions/subscriptions.functions'
import { removeMember } from '@/features/teachers/member-edits.server'
import { removeTeamMember } from '@/features/teachers/team.functions'
import { stoppedMessage } from '@/features/template-editor/solution-check.server'
import { createSession } from '@/server/auth/sessions'
import { withRequestLocale } from '@/server/request/locale'
import type { StoppedRun } from '@/server/sandbox/sandbox'
import { describeEachDatabase } from '@/test/database'
import { createSchoolWithPeople } from '@/test/factories'
import { schoolHost, serveFrom } from '@/test/requests'
import { callServerFn } from '@/test/server-fns'

vi.mock('@tanstack/react-start', async (importOriginal) =>
  (await import('@/test/server-fns')).recordingServerFns(await importOriginal()),
)

/**
 * Decision 225 (extends 219): the answers of the remaining features (the team, subscriptions,
 * settings, the template editor…) are in the request's language too; outside a request, English.
 */
describeEachDatabase('the server’s messages of the remaining features', (getDb) => {
  let restore: () => void
  beforeEach(() => {
    restore = serveFrom(getDb())
  })
  afterEach(() => restore())

  /** A signed-in admin's request to one of the school's server functions, with these headers. */
  async function adminRequest(fn: string, headers: Record<string, string>) {
    const db = getDb()
    const world = await createSchoolWithPeople(db)
    const session = await createSession(db, {
      userId: world.admin.userId,
      profileId: world.admin.profileId,
      schoolId: world.school.id,
      maxAgeSeconds: 3600,
    })
    const host = schoolHost(world.school.subdomain)
    const cookie = [`token=${session.token}`, headers.cookie].filter(Boolean).join('; ')
    const request = new Request(`http://${host}/_serverFn/${fn}`, {
      method: 'POST',
      headers: { host, ...headers, cookie },
    })
    return { world, request }
  }

  const refusal = (request: Request, call: () => Promise<unknown>) =>
    withRequestLocale(request, { pseudoAllowed: false }, call).then(
      () => null,
      (error: unknown) => error,
    )

  it('the team: removing yourself in Spanish, a person not found in Arabic', async () => {
    const spanish = await adminRequest('removeTeamMember', { cookie: 'locale=es' })
    expect(
      await refusal(spanish.request, () =>
        callServerFn(removeTeamMember, spanish.request, { profileId: spanish.world.admin.profileId }),
      ),
    ).toMatchObject({
      status: 409,
      message: 'No puedes quitarte a ti mismo. Pide a otra persona administradora que lo haga.',
    })
    const arabic = await adminRequest('removeTeamMember', { 'accept-language': 'ar' })
    expect(
      await refusal(arabic.request, () =>
        callServerFn(removeTeamMember, arabic.request, { profileId: randomUUID() }),
      ),
    ).toMatchObject({
      status: 404,
      message: 'لم يُعثر على هذا الشخص. ربما أُزيل، أو ينتمي إلى مدرسة أخرى.',
    })
  })

  it('subscriptions and settings: a plan to cancel in Arabic, the school’s name to type in Spanish', async () => {
    const arabic = await adminRequest('cancelSubscriptionFn', { 'accept-language': 'ar-EG,ar;q=0.9' })
    expect(
      await refusal(arabic.request, () => callServerFn(cancelSubscriptionFn, arabic.request, undefined)),
    ).toMatchObject({ status: 409, message: 'ليس لدى مدرستك خطة مدفوعة لإلغائها.' })

    const spanish = await adminRequest('requestSchoolDeletionFn', { cookie: 'locale=es' })
    const name = spanish.world.school.name
    const message = `Escribe el nombre de la escuela, ${name}, para confirmar.`
    expect(
      await refusal(spanish.request, () =>
        callServerFn(requestSchoolDeletionFn, spanish.request, { confirmation: 'not the name' }),
      ),
    ).toMatchObject({ status: 400, message, errors: [{ field: 'confirmation', message }] })
  })

  it('the template editor’s sentences are whole in each language', async () => {
    const { request } = await adminRequest('publishTemplate', { cookie: 'locale=es' })
    const timeout = { status: 'timeout' } as StoppedRun
    expect(
      withRequestLocale(request, { pseudoAllowed: false }, () =>
        stoppedMessage('goal', 'Estrellas', timeout),
      ),
    ).toBe(
      'El dibujo objetivo de «Estrellas» tardó más de 2 segundos, así que se detuvo. ¿Hay un bucle que nunca termina?',
    )
    expect(stoppedMessage('solution', 'Stars', timeout)).toBe(
      'The solution of "Stars" ran for more than 2 seconds, so it was stopped. Does a loop never end?',
    )
  })

  it('is English outside a request', async () => {
    const db = getDb()
    const world = await createSchoolWithPeople(db)
    await expect(removeMember(db, world.admin.actor, world.admin.profileId)).rejects.toMatchObject({
      message: 'You cannot remove yourself. Ask another admin to do it.',
    })
    await expect(cancelSubscription(db, world.admin.actor, () => ({}) as never)).rejects.toMatchObject({
      status: 409,
      message: 'Your school has no paid plan to cancel.',
    })
  })
})
