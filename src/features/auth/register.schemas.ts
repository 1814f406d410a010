import { z } from 'zod'

/** /register's first question (PRODUCT.md §2): joining a school with an invitation, or starting one. */
export type RegisterChoice = 'invitation' | 'new-school'

const INVITATION_NEEDED = 'Paste the link from your invitation email.'
export const NOT_AN_INVITATION =
  'This is not a CodeSchool invitation link. Copy the whole link from the email (it has "set-password" in it).'
export const INVITATION_EXPIRED =
  "This invitation has expired or was already used. Ask your school's admin to invite you again."

export const invitationSchema = z.object({
  invitation: z.string().trim().min(1, INVITATION_NEEDED).max(2048, NOT_AN_INVITATION),
})

/** A mailed invitation's token, and the school address it was sent from (null: this host). */
export interface InvitationLink {
  token: string
  origin: string | null
}

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/

/**
 * Reads what a teacher pasted: the whole `/set-password?token=…` link of their invitation email,
 * or only its token. A link is followed only to this product's own hosts.
 */
export function readInvitation(
  pasted: string,
  productHost: string,
  scheme: 'http' | 'https' = 'https',
): InvitationLink | null {
  const text = pasted.trim()
  if (TOKEN.test(text)) return { token: text, origin: null }
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `${scheme}://${text}`)
  } catch {
    return null
  }
  const token = url.searchParams.get('token') ?? ''
  if (url.pathname !== '/set-password' || !TOKEN.test(token)) return null
  const host = url.host.toLowerCase()
  const ours = host === productHost || host.endsWith(`.${productHost}`)
  return { token, origin: ours ? url.origin : null }
}
