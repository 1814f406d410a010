import { randomUUID } from 'node:crypto'

/**
 * A short token no other call returns: factories put it in names, subdomains, usernames and emails,
 * since the tests of a suite (and the e2e specs on one server) share a database.
 */
export const uniqueId = (): string => randomUUID().replaceAll('-', '').slice(0, 10)
