import { randomUUID } from 'node:crypto'
import { expect, it } from 'vitest'
import { requestPasswordReset } from '@/features/auth/password-reset.server'
import { inviteMember } from '@/features/teachers/member-invites.server'
import { classifyHost, type ProductSite, schoolOrigin } from '@/lib/hosts'
import { lookupPlace } from '@/server/auth/school-lookup-cache'
import type { Db } from '@/server/db/client'
import { latestMailTo } from '@/server/mail/mailer'
import { describeEachDatabase } from '@/test/database'
import { createSchoolWithPeople } from '@/test/factories'
import { linkOriginOf } from './link-origin'
import { admitRequest, type HostPolicy } from './public-request'

/**
 * The poisoned reset link (issue 8, item 2): whatever Host, request target and X-Forwarded-*
 * headers a request carries, a mailed link points at the configured scheme and PRODUCT_HOST, or
 * the request is refused before any mail is written. The request goes through the server entry's
 * gate, then the path the server function takes: its host's place, `linkOriginOf`, the mail.
 */
const site: ProductSite = { productHost: 'codeschool.app', productScheme: 'https' }
const direct: HostPolicy = { ...site, allowLoopback: false, trustedProxyHops: 0 }
const behindProxy: HostPolicy = { ...direct, trustedProxyHops: 1 }

async function forgotPassword(db: Db, request: Request, policy: HostPolicy, email: string) {
  const admission = admitRequest(request, policy)
  if (!admission.ok) return { status: admission.response.status, link: null }
  const admitted = admission.request
  const place = await lookupPlace(db, classifyHost(admitted.headers.get('host'), policy.productHost))
  const origin = linkOriginOf(place, policy)
  await requestPasswordReset(db, { email, origin, ip: `198.51.100.${Math.floor(Math.random() * 250)}` })
  const mail = await latestMailTo(db, email)
  return { status: 200, link: /https?:\/\/\S+/.exec(mail?.textBody ?? '')?.[0] ?? null }
}

describeEachDatabase('mailed links follow the configuration, never the request', (getDb) => {
  it('reset links: forged Host, absolute-form target and X-Forwarded-* without a trusted proxy', async () => {
    const db = getDb()
    const { school, teacher } = await createSchoolWithPeople(db)
    const email = teacher.email!
    const host = `${school.subdomain}.codeschool.app`
    const expected = `https://${host}/reset-password?token=`

    const plain = await forgotPassword(
      db,
      new Request(`http://${host}/_serverFn/x`, { headers: { host } }),
      direct,
      email,
    )
    expect(plain.link).toMatch(new RegExp(`^${expected.replaceAll('.', '\\.').replaceAll('?', '\\?')}`))

    const forwarded = new Request(`http://${host}:8080/_serverFn/x`, {
      headers: {
        host: `${host}:8080`,
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
        'x-forwarded-port': '8443',
        forwarded: 'host=evil.example;proto=http',
      },
    })
    const fromForwarded = await forgotPassword(db, forwarded, direct, email)
    expect(fromForwarded.link?.startsWith(expected)).toBe(true)
    expect(fromForwarded.link).not.toBe(plain.link)

    const before = await latestMailTo(db, email)
    for (const request of [
      new Request('http://evil.example/_serverFn/x', { headers: { host: 'evil.example' } }),
      new Request('http://203.0.113.7/_serverFn/x', { headers: { host: '203.0.113.7' } }),
      new Request('http://evil.example/_serverFn/x', { headers: { host } }),
      new Request(`http://${host}.evil.example/_serverFn/x`, { headers: { host: `${host}.evil.example` } }),
    ]) {
      expect(await forgotPassword(db, request, direct, email)).toEqual({ status: 421, link: null })
    }
    expect((await latestMailTo(db, email))?.id).toBe(before?.id)
  })

  it('reset links behind a trusted proxy: its forwarded host picks the school, the scheme stays configured', async () => {
    const db = getDb()
    const { school, admin } = await createSchoolWithPeople(db)
    const email = admin.email!
    const host = `${school.subdomain}.codeschool.app`
    const viaProxy = new Request('http://app:3000/_serverFn/x', {
      headers: { host: 'app:3000', 'x-forwarded-host': host, 'x-forwarded-proto': 'http' },
    })
    const answer = await forgotPassword(db, viaProxy, behindProxy, email)
    expect(answer.link?.startsWith(`https://${host}/reset-password?token=`)).toBe(true)

    const before = await latestMailTo(db, email)
    const poisoned = new Request(`http://${host}/_serverFn/x`, {
      headers: { host, 'x-forwarded-host': 'evil.example' },
    })
    expect(await forgotPassword(db, poisoned, behindProxy, email)).toEqual({ status: 421, link: null })
    expect((await latestMailTo(db, email))?.id).toBe(before?.id)
  })

  it('on the main host the link is the main origin', async () => {
    const db = getDb()
    const { admin } = await createSchoolWithPeople(db)
    const request = new Request('http://codeschool.app/_serverFn/x', {
      headers: { host: 'codeschool.app', 'x-forwarded-host': 'evil.example' },
    })
    const answer = await forgotPassword(db, request, direct, admin.email!)
    expect(answer.link?.startsWith('https://codeschool.app/reset-password?token=')).toBe(true)
  })

  it("invitation links: the member's school at the configured origin (nothing of the request goes in)", async () => {
    const db = getDb()
    const { school, admin } = await createSchoolWithPeople(db)
    const email = `invited-${randomUUID().slice(0, 8)}@example.test`
    await inviteMember(
      db,
      admin.actor,
      { name: 'New Teacher', email, role: 'TEACHER' },
      // What team.functions.ts passes: the session's school, PRODUCT_SCHEME and PRODUCT_HOST.
      { schoolOrigin: schoolOrigin(school.subdomain, site) },
    )
    const mail = await latestMailTo(db, email)
    expect(mail?.textBody).toContain(`https://${school.subdomain}.codeschool.app/set-password?token=`)
  })
})
