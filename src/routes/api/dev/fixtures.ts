import { createFileRoute } from '@tanstack/react-router'
import { getDb } from '@/server/db/client'
import { createSchoolFixture, schoolFixtureSchema } from '@/server/dev/school-fixture'
import { appConfig } from '~/app.config'

/**
 * A new school with its people from a small JSON description, for end-to-end tests that change
 * data (decision 091). Exists only when TEST_FIXTURES_API=1 (the e2e server; the configuration
 * refuses it without demo data); everywhere else it is a plain 404.
 */
export const Route = createFileRoute('/api/dev/fixtures')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        if (!appConfig().testFixturesApi)
          return Response.json({ message: 'Not found', errors: [] }, { status: 404 })
        const parsed = schoolFixtureSchema.safeParse(await request.json().catch(() => undefined))
        if (!parsed.success) {
          return Response.json(
            { message: 'Bad fixture description', errors: parsed.error.issues },
            { status: 400 },
          )
        }
        const fixture = await createSchoolFixture(await getDb(), parsed.data)
        return Response.json(fixture, { status: 201, headers: { 'cache-control': 'no-store' } })
      },
    },
  },
})
