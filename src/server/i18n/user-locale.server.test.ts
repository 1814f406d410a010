import { expect, it } from 'vitest'
import { describeEachDatabase } from '@/test/database'
import { createUser } from '@/test/factories'
import { saveUserLocale, userLocale } from './user-locale'

/** Decision 204: a person's chosen language is kept on their account. */
describeEachDatabase('a person’s chosen language', (getDb) => {
  it('is none until they choose, then the one they chose last', async () => {
    const db = getDb()
    const user = await createUser(db)
    expect(await userLocale(db, user.id)).toBeNull()
    await saveUserLocale(db, user.id, 'ar')
    await saveUserLocale(db, user.id, 'es')
    expect(await userLocale(db, user.id)).toBe('es')
  })

  it('is only ever a language the product speaks', async () => {
    const db = getDb()
    const user = await createUser(db)
    await expect(saveUserLocale(db, user.id, 'fr' as 'es')).rejects.toThrow()
    expect(await userLocale(db, user.id)).toBeNull()
  })
})
