import type { BrowserContext, Page, Request } from '@playwright/test'
import { hydrated } from '../support/auth'
import { schoolUrl, serverOrigin } from '../support/hosts'
import { expect, type OwnSchool, test } from '../support/school'
import { editorText, typeCode } from './helpers'

/**
 * The promise of autosave (decision 011, 100): whatever a child does — reload before the pause
 * that saves, after it, while a save is on its way, with the connection gone, with the lesson open
 * in two tabs — the editor shows their last edit. 12 reloads over blocks and JavaScript, for a
 * signed-in student, a guest in a free lesson and a visitor of a share link: in each language
 * every moment once, two to each place, in an order and with waits a seeded generator picks
 * (decision 215). A failure names its seed, and `RELOAD_SEED=<seed>` plays the same moments again.
 */
// Chosen once by the runner, which loads this file first; its workers inherit the variable.
process.env.RELOAD_SEED ??= String(Math.floor(Math.random() * 2 ** 31))
const SEED = Number(process.env.RELOAD_SEED)
console.log(`reload property: seed ${SEED} (replay with RELOAD_SEED=${SEED})`)

/** mulberry32: small, fast and the same on every machine. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  }
}
type Random = ReturnType<typeof generator>

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)

type Language = 'blocks' | 'javascript'
type Where = 'student' | 'guest' | 'shared'

const LESSONS = {
  blocks: {
    course: 'first-steps-with-blocks',
    courseTitle: 'First Steps with Blocks',
    title: 'Meet the Turtle',
    step: 'long-line',
  },
  javascript: {
    course: 'turtle-art-in-javascript',
    courseTitle: 'Turtle Art in JavaScript',
    title: 'Your First Lines of Code',
    step: 'corner',
  },
} as const

const MOMENTS = [
  'at once',
  'before the pause',
  'after the save',
  'during a save',
  'offline',
  'two tabs',
] as const
type Moment = (typeof MOMENTS)[number]

const PLACES: readonly Where[] = ['student', 'guest', 'shared']
/** Each place gets this many of a language's moments: every moment once per language. */
const RELOADS_PER_CASE = MOMENTS.length / PLACES.length

const CASES: { language: Language; where: Where }[] = (['blocks', 'javascript'] as const).flatMap(
  (language) => PLACES.map((where) => ({ language, where })),
)

/** The moments of one case: the language's moments in the seed's order, this place's share of them. */
function momentsOf(language: Language, where: Where): Moment[] {
  const random = generator(SEED ^ hash(language))
  const order = [...MOMENTS]
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  const start = PLACES.indexOf(where) * RELOADS_PER_CASE
  return order.slice(start, start + RELOADS_PER_CASE)
}

/** The blocks editor's number in "move forward", or the JavaScript editor's text. */
function editor(language: Language) {
  if (language === 'blocks') {
    const field = (page: Page) =>
      page.locator('svg.blocklySvg > .blocklyWorkspace > .blocklyBlockCanvas .blocklyNumberField').first()
    return {
      value: (n: number) => String(n),
      ready: (page: Page) => expect(field(page)).toBeVisible(),
      shown: async (page: Page) => (await field(page).textContent())?.trim() ?? '',
      async edit(page: Page, n: number) {
        await field(page).click()
        const input = page.locator('.blocklyHtmlInput')
        await expect(input).toBeVisible()
        await input.fill(String(n))
        await input.press('Enter')
        await expect(page.getByTestId('blocks-javascript')).toHaveText(`forward(${n});`)
      },
    }
  }
  return {
    value: (n: number) => `forward(${n})\n// edit ${n}`,
    ready: (page: Page) => expect(page.locator('.cm-content')).toBeVisible(),
    shown: async (page: Page) => (await editorText(page)).trim(),
    async edit(page: Page, n: number) {
      await typeCode(page, `forward(${n})\n// edit ${n}`)
    },
  }
}

const isSave = (request: Request) =>
  request.method() === 'POST' && Boolean(request.postData()?.includes('baseRevision'))

test.describe('a reload always shows the last edit', () => {
  // A case takes well under a minute on a quiet machine; the limit only stops a hang.
  test.describe.configure({ timeout: 360_000 })

  for (const { language, where } of CASES) {
    test(`${language}, ${where}: ${RELOADS_PER_CASE} reloads at moments the seed picks`, async ({
      browser,
      newSchool,
      loginAs,
    }) => {
      const random: Random = generator(SEED ^ hash(`${language}:${where}`))
      const moments = momentsOf(language, where)
      const lesson = LESSONS[language]
      const kit = editor(language)

      // Where the lesson is, and a browser (context) of the child's own.
      const context: BrowserContext = await browser.newContext()
      const page = await context.newPage()
      let lessonUrl: string
      if (where === 'guest') {
        await page.goto('/free-lessons')
        lessonUrl = new URL(
          (await page.getByRole('link', { name: new RegExp(lesson.title) }).getAttribute('href'))!,
          page.url(),
        ).href
      } else {
        // The teacher's browser opens first: signing in straight after the school is made keeps
        // the test's connection to the server from idling into the server's keep-alive limit.
        const teacher = where === 'shared' ? await browser.newContext() : null
        const dashboard = teacher ? await teacher.newPage() : null
        const school: OwnSchool = await newSchool({
          paid: true,
          course: lesson.course,
          students: [{ password: 'turtle-power-7' }],
        })
        const host = school.school.subdomain
        if (where === 'student') {
          await loginAs(page, school.as.student(0))
          await page.goto(schoolUrl(host, '/student/courses'))
          await page
            .getByTestId('course-card')
            .filter({ hasText: lesson.courseTitle })
            .getByRole('link', { name: /All lessons/ })
            .click()
          lessonUrl = new URL(
            (await page.getByRole('link', { name: new RegExp(lesson.title) }).getAttribute('href'))!,
            page.url(),
          ).href
        } else {
          if (!teacher || !dashboard) throw new Error('no teacher browser')
          await loginAs(dashboard, school.as.teacher)
          await dashboard.goto(schoolUrl(host, '/dashboard/courses'))
          await dashboard
            .getByTestId('course-card')
            .filter({ hasText: lesson.courseTitle })
            .getByRole('link')
            .first()
            .click()
          await hydrated(dashboard)
          const item = dashboard.getByTestId('course-item').filter({ hasText: lesson.title })
          await item.getByRole('button', { name: /^Share/ }).click()
          lessonUrl = (await item.getByTestId('share-url').innerText()).trim()
          await teacher.close()
        }
      }

      const open = async (tab: Page) => {
        if (tab.url() !== lessonUrl) await tab.goto(lessonUrl)
        await hydrated(tab)
        await tab.getByTestId(`step-${lesson.step}`).click()
        await kit.ready(tab)
      }
      const reload = async (tab: Page) => {
        await tab.reload()
        await hydrated(tab)
        await tab.getByTestId(`step-${lesson.step}`).click()
        await kit.ready(tab)
      }
      /** The editor shows `value` (it may take a moment to open), and still does a moment later. */
      const showsLast = async (tab: Page, value: string, why: string) => {
        await expect
          .poll(() => kit.shown(tab), { message: `${why} (seed ${SEED})`, timeout: 15_000 })
          .toBe(value)
        await tab.waitForTimeout(300)
        expect(await kit.shown(tab), `${why}, a moment later (seed ${SEED})`).toBe(value)
      }
      /** The last edit is saved: on the server for a student, in the browser's copy otherwise. */
      const settle = async (tab: Page) => {
        if (where === 'student')
          await expect(tab.getByTestId('save-status')).toHaveAttribute('data-status', 'saved')
        else
          await tab.waitForFunction(
            (code) => {
              for (let i = 0; i < localStorage.length; i++) {
                if (localStorage.getItem(localStorage.key(i) ?? '')?.includes(code)) return true
              }
              return false
            },
            `forward(${n})`,
            { timeout: 10_000 },
          )
      }

      // Opening a step is not an edit: nothing is saved until the child changes something. Only a
      // student's work goes to the server; a guest's and a share link's visitor's stay in the browser.
      if (where === 'student') {
        const savesOnOpen: string[] = []
        const countSave = (request: Request) => {
          if (isSave(request)) savesOnOpen.push(request.postData() ?? '')
        }
        page.on('request', countSave)
        await open(page)
        await page.waitForTimeout(1_500)
        page.off('request', countSave)
        expect(savesOnOpen, 'opening the step saved something').toEqual([])
      } else await open(page)
      let n = random.int(101, 999)
      // Every edit a value of its own, so a copy in the browser is this edit's and no earlier one's.
      const used = new Set([n])
      const fresh = () => {
        let next = random.int(101, 999)
        while (used.has(next)) next = random.int(101, 999)
        used.add(next)
        n = next
        return n
      }
      const log: string[] = []

      for (const [index, moment] of moments.entries()) {
        const round = index + 1
        const wait = random.int(0, 700)
        log.push(`${round}: ${moment} (${wait} ms)`)
        let why = `${language}, ${where}, reload ${round} ${moment}: ${log.join('; ')}`

        if (moment === 'at once') {
          await kit.edit(page, fresh())
          await reload(page)
        } else if (moment === 'before the pause') {
          await kit.edit(page, fresh())
          await page.waitForTimeout(wait)
          await reload(page)
        } else if (moment === 'after the save') {
          await kit.edit(page, fresh())
          await settle(page)
          await reload(page)
        } else if (moment === 'during a save') {
          if (where === 'student') {
            // Held before the server has it, or saved by the server with the answer never back.
            const reachServer = random.int(0, 1) === 1
            log[log.length - 1] += reachServer ? ' saved, answer lost' : ' held'
            why += reachServer ? ' (saved, answer lost)' : ' (held)'
            let signal: () => void = () => {}
            const reached = new Promise<void>((resolve) => {
              signal = resolve
            })
            await page.route('**/*', async (route, request) => {
              if (!isSave(request)) return route.fallback()
              // Node cannot resolve *.localhost: the request goes to the server's address, its host kept.
              if (reachServer) {
                const url = new URL(request.url())
                await route
                  .fetch({
                    url: `${serverOrigin}${url.pathname}${url.search}`,
                    headers: { ...request.headers(), host: url.host },
                  })
                  .catch(() => null)
              }
              signal()
              await new Promise(() => {}) // no answer: the reload comes first
            })
            await kit.edit(page, fresh())
            await reached
            await page.unrouteAll({ behavior: 'ignoreErrors' })
          } else {
            await kit.edit(page, fresh())
            await page.waitForTimeout(wait)
          }
          await reload(page)
        } else if (moment === 'offline') {
          await context.setOffline(true)
          await kit.edit(page, fresh())
          await page.waitForTimeout(wait + 900)
          if (random.int(0, 1) === 1) {
            // The child presses reload with no connection: the browser's error page, then back.
            await page.reload().catch(() => {})
          }
          await context.setOffline(false)
          if (page.url() !== lessonUrl) await page.goto(lessonUrl)
          await reload(page)
        } else {
          // Two tabs of the same browser: the second opens on the last edit, the child goes on there.
          await kit.edit(page, fresh())
          await page.waitForTimeout(wait)
          const second = await context.newPage()
          await open(second)
          await showsLast(second, kit.value(n), `${why}: the second tab opens on the last edit`)
          await kit.edit(second, fresh())
          await page.waitForTimeout(random.int(0, 1_200))
          const reloaded = random.pick([page, second])
          await reload(reloaded)
          await showsLast(reloaded, kit.value(n), `${why}: the ${reloaded === page ? 'first' : 'second'} tab`)
          // The child closes the second tab and goes back to the first, reloading it if it was not.
          await settle(second)
          await second.close()
          if (reloaded === second) await reload(page)
        }
        await showsLast(page, kit.value(n), why)
        await expect(page.getByTestId('save-conflict')).toHaveCount(0)
      }
      console.log(`${language}, ${where}: ${log.join('; ')}`)
      await context.close()
    })
  }
})
