import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names (decision 153). Classes are never merged: a component's own classes and its
 * caller's must not set the same thing, so a component that varies takes a prop (a variant, a
 * look, a tone) instead of letting the caller override it. In development and tests a clash is an
 * error naming the classes; the production build has no merging library at all.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs)
  if (import.meta.env.DEV) refuseClashes(classes)
  return classes
}

function refuseClashes(classes: string): void {
  const kept = new Set(twMerge(classes).split(' '))
  const lost = classes.split(' ').filter((name) => name && !kept.has(name))
  if (lost.length > 0) {
    throw new Error(`Classes that set the same thing meet in "${classes}": ${lost.join(', ')} would lose.`)
  }
}
