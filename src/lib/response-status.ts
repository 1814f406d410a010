import { createIsomorphicFn } from '@tanstack/react-start'
import { setResponseStatus } from '@tanstack/react-start/server'

/** Sets the HTTP status of a server-rendered page; nothing to do on the client. */
export const setPageStatus = createIsomorphicFn()
  .server((status: number) => {
    setResponseStatus(status)
  })
  .client((_status: number) => {})
