import { isUuid } from './uuid'

/**
 * The search parameters of a route, read without a schema library (decision 152): the route tree
 * is in every page's first load, so it carries no zod. A parameter whose value is not valid reads
 * as absent, so an old or hand-edited link still opens its page.
 */

/** Reads one parameter: its value when valid, otherwise `undefined`. */
export type SearchReader<T> = (value: unknown) => T | undefined

type SearchOf<TShape extends Record<string, SearchReader<unknown>>> = {
  [K in keyof TShape]?: Exclude<ReturnType<TShape[K]>, undefined>
}

/**
 * `validateSearch` for a route: each parameter of `shape` read by its reader, the rest dropped.
 * Links give the parameters as the page reads them.
 */
export function searchParams<const TShape extends Record<string, SearchReader<unknown>>>(shape: TShape) {
  return (search: SearchOf<TShape>): SearchOf<TShape> => {
    const raw = search as Record<string, unknown>
    const read: Record<string, unknown> = {}
    for (const [name, reader] of Object.entries(shape)) {
      const value = reader(raw[name])
      if (value !== undefined) read[name] = value
    }
    return read as SearchOf<TShape>
  }
}

/** Text of at most `max` characters. */
export const text =
  (max: number): SearchReader<string> =>
  (value) =>
    typeof value === 'string' && value.length <= max ? value : undefined

/** Text of at most `max` characters once spaces at either end are dropped. */
export const trimmedText =
  (max: number): SearchReader<string> =>
  (value) =>
    typeof value === 'string' && value.trim().length <= max ? value.trim() : undefined

/** One of `options`. */
export const oneOf =
  <const T extends string>(options: readonly T[]): SearchReader<T> =>
  (value) =>
    options.includes(value as T) ? (value as T) : undefined

/** A whole number from `min` to `max` (the router reads `?page=2` as the number 2). */
export const wholeNumber =
  (min: number, max: number): SearchReader<number> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined

/** `true` or `false` (the router reads `?archived=true` as the boolean). */
export const yesNo: SearchReader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined)

/** A UUID. */
export const uuid: SearchReader<string> = (value) => (isUuid(value) ? value : undefined)

/** The first reader that accepts the value. */
export const either =
  <A, B>(first: SearchReader<A>, second: SearchReader<B>): SearchReader<A | B> =>
  (value) =>
    first(value) ?? second(value)
