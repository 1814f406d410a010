/**
 * "just now", "5 minutes ago", "yesterday", "3 days ago", then the date. `now` is passed so the
 * server render and the first client render agree (the page loads it with the data).
 */
export function relativeTime(value: Date | string | null | undefined, now: Date = new Date()): string {
  if (!value) return 'Never'
  const date = typeof value === 'string' ? new Date(value) : value
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000)
  if (seconds < 60) return 'Just now'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`
  const days = Math.round(hours / 24)
  if (days === 1) return 'Yesterday'
  if (days < 7) return `${days} days ago`
  return shortDate(date)
}

/** "12 Mar 2026", the same on the server and in every browser. */
export function shortDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`
}
