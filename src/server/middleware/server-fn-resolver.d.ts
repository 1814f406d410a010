/**
 * Start's server-function resolver (the build's manifest of server functions by id), the module
 * Start's own handler resolves `/_serverFn/<id>` with. Its Vite plugin provides it on the server.
 */
declare module '#tanstack-start-server-fn-resolver' {
  export function getServerFnById(id: string, access: { origin: 'client' | 'server' }): Promise<unknown>
}
