import { describe, expect, it } from 'vitest'
import { invitationSchema, readInvitation } from './register.schemas'

const TOKEN = 'a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuV'

describe('reading a pasted invitation (/register)', () => {
  it("follows the whole link to its school's own address", () => {
    expect(
      readInvitation(`https://oak.codeschool.app/set-password?token=${TOKEN}`, 'codeschool.app'),
    ).toEqual({
      token: TOKEN,
      origin: 'https://oak.codeschool.app',
    })
    expect(
      readInvitation(`  oak.localhost:3000/set-password?token=${TOKEN} `, 'localhost:3000', 'http'),
    ).toEqual({
      token: TOKEN,
      origin: 'http://oak.localhost:3000',
    })
  })

  it('takes the token of a link to another site, but never sends the teacher there', () => {
    expect(readInvitation(`https://evil.example/set-password?token=${TOKEN}`, 'codeschool.app')).toEqual({
      token: TOKEN,
      origin: null,
    })
  })

  it('takes a token alone, and refuses anything else', () => {
    expect(readInvitation(TOKEN, 'codeschool.app')).toEqual({ token: TOKEN, origin: null })
    expect(readInvitation('https://oak.codeschool.app/reset-password?token=x', 'codeschool.app')).toBeNull()
    expect(readInvitation('my school is Oak Primary', 'codeschool.app')).toBeNull()
    expect(readInvitation('https://oak.codeschool.app/set-password', 'codeschool.app')).toBeNull()
    expect(invitationSchema.safeParse({ invitation: '   ' }).error?.issues[0]?.message).toBe(
      'Paste the link from your invitation email.',
    )
  })
})
