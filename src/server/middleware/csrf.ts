import { createCsrfMiddleware } from '@tanstack/react-start'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-origin writes are refused (403) for server functions, API routes and pages alike.
 * Sibling school subdomains are the same *site*, so SameSite=Strict cookies do not stop one school's
 * page from posting to another's: a browser request must be same-origin (Sec-Fetch-Site, else the
 * Origin header, else the Referer). A request with none of them does not come from a browser page
 * (curl, server-to-server) and carries no ambient cookies worth forging, so it passes.
 * State changes only on POST (and PUT/PATCH/DELETE on the API): GET handlers must not write.
 */
export const csrfProtection = createCsrfMiddleware({
  filter: ({ request }) => !SAFE_METHODS.has(request.method.toUpperCase()),
  secFetchSite: 'same-origin',
  allowRequestsWithoutOriginCheck: true,
  failureResponse: () =>
    Response.json(
      { message: 'This request came from another site and was refused.', errors: [] },
      { status: 403 },
    ),
})
