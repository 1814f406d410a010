// Usage: npm run create-super
// Creates the first super admin of a deployment (decision 008): asks for the email, name and
// password on a terminal, or reads SUPER_EMAIL, SUPER_NAME and SUPER_PASSWORD (for automation;
// the prompt keeps the password out of the environment and shell history). There is no default
// password; the adult password rules apply. An email that already has an account is refused.
import { createInterface } from 'node:readline/promises'
import { appConfig } from '../app.config'
import { createSuperAdmin, createSuperSchema } from '../src/features/staff-console/first-super.server'
import { mainOrigin } from '../src/lib/hosts'
import { isHttpError } from '../src/lib/http-error'
import { createDb } from '../src/server/db/client'
import { migrateDb } from '../src/server/db/migrate'

async function ask(question: string): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  try {
    return await prompt.question(question)
  } finally {
    prompt.close()
  }
}

/** Reads a line without echoing it (the terminal in raw mode); Ctrl-C stops. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin
  process.stdout.write(question)
  stdin.setRawMode(true)
  stdin.setEncoding('utf8')
  stdin.resume()
  return new Promise((resolve) => {
    let value = ''
    const finish = () => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      process.stdout.write('\n')
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish()
          resolve(value)
          return
        }
        if (char === '\u0003') {
          finish()
          process.exit(130)
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1)
        else if (char >= ' ') value += char
      }
    }
    stdin.on('data', onData)
  })
}

async function readInput() {
  let { SUPER_EMAIL: email, SUPER_NAME: name, SUPER_PASSWORD: password } = process.env
  if (!email || !password) {
    if (!process.stdin.isTTY) {
      console.error(
        'Set SUPER_EMAIL and SUPER_PASSWORD (and SUPER_NAME), or run this in a terminal to be asked.',
      )
      process.exit(1)
    }
    email ||= await ask('Email of the super admin: ')
    name ||= await ask('Their name: ')
    if (!password) {
      password = await askHidden('Password (10+ characters, not a common one): ')
      if ((await askHidden('The same password again: ')) !== password) {
        console.error('The two passwords are not the same. Nothing was created.')
        process.exit(1)
      }
    }
  }
  return { email, name: name || 'Super admin', password }
}

const input = await readInput()
const checked = createSuperSchema.safeParse(input)
if (!checked.success) {
  const details = checked.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  console.error(['Nothing was created:', ...details].join('\n'))
  process.exit(1)
}
const config = appConfig()
const handle = await createDb(config.database)
let exitCode = 0
try {
  await migrateDb(handle.db)
  const created = await createSuperAdmin(handle.db, input)
  console.log(`Super admin ${created.email} created. Sign in at ${mainOrigin(config)}/login`)
} catch (error) {
  if (!isHttpError(error)) throw error
  console.error(error.message)
  exitCode = 1
} finally {
  await handle.close()
}
process.exit(exitCode)
