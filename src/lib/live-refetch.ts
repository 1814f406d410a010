/**
 * How often a page that shows a class at work (the class page, the overview) asks again, while
 * the tab is visible (TanStack Query pauses intervals in hidden tabs). Decision 098.
 */
export const LIVE_REFETCH_MS = 5_000
