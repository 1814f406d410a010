import { notFound } from '@tanstack/react-router'
import { HttpError } from './http-error'

/**
 * For loaders: a 404 from a server function (another school's id, a deleted record) shows the
 * "Page not found" screen with status 404 instead of the error screen.
 */
export async function notFoundOn404<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound()
    throw error
  }
}
