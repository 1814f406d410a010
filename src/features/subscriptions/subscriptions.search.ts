import { either, searchParams, text, yesNo } from '@/lib/search-params'

/**
 * /dashboard/subscriptions/callback (SPEC §2.1): what the provider put in the URL, read without zod
 * (decision 152). A hint only: the page asks the server, which asks the provider, before it says
 * anything happened.
 */
export const callbackSearch = searchParams({
  status: text(40),
  // The router reads `success=true` as the JSON value true; a string keeps any other spelling.
  success: either(yesNo, text(10)),
  session_id: text(255),
  subscription_id: text(255),
})
export type CallbackSearch = ReturnType<typeof callbackSearch>
