import { useQuery } from '@tanstack/react-query'
import { School } from 'lucide-react'
import { useDeferredValue, useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { type ProductSite, schoolOrigin } from '@/lib/hosts'
import { schoolSearchQuery } from '../auth.queries'

/** /go-to-school: find a school by its name or address, then open its site. */
export function GoToSchoolForm({ site }: { site: ProductSite }) {
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query.trim())
  const resultsId = useId()
  const results = useQuery(schoolSearchQuery(deferred))
  const hrefOf = (subdomain: string) => `${schoolOrigin(subdomain, site)}/`

  return (
    <search>
      <form
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault()
          const first = results.data?.[0]
          if (first) window.location.assign(hrefOf(first.subdomain))
        }}
      >
        <Field
          label="School name or address"
          hint={`For example “Demo Primary” or “demo” for demo.${site.productHost}`}
        >
          {(control) => (
            <Input
              {...control}
              type="search"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-controls={resultsId}
            />
          )}
        </Field>
        <div id={resultsId} aria-live="polite" className="grid gap-3">
          {deferred.length < 2 ? null : results.isPending ? (
            <p className="flex items-center gap-2 text-slate-700">
              <Spinner /> Looking…
            </p>
          ) : results.isError ? (
            <Alert tone="error">The search did not work. Please try again.</Alert>
          ) : results.data.length === 0 ? (
            <Alert>
              No school matches “{deferred}”. Check the spelling, or ask your teacher for the address.
            </Alert>
          ) : (
            <ul className="grid gap-2" aria-label="Schools found">
              {results.data.map((school) => (
                <li key={school.subdomain}>
                  <a
                    href={hrefOf(school.subdomain)}
                    className="flex items-center gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
                  >
                    <School aria-hidden="true" className="size-6 text-brand-700" />
                    <span className="grid">
                      <span className="font-semibold text-lg">{school.name}</span>
                      <span className="text-slate-700 text-sm">
                        {school.subdomain}.{site.productHost}
                      </span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </form>
    </search>
  )
}
