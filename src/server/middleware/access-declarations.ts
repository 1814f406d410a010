import type { Allowed } from '@/access/allowed-visitors'

/**
 * What a server function's middleware says about who may call it (decision 082). Every exported
 * server function carries at least one of these in its middleware list: a guard (requireVisitor,
 * requirePaid) or `publicAccess(why)`. The walk test (declared-access.test.ts) reads them from the
 * middleware objects, so a function with neither fails the tests by name.
 */
export type AccessDeclaration =
  | { kind: 'visitor'; allowed: readonly Allowed[] }
  | { kind: 'paid' }
  | { kind: 'public'; why: string }

const declarations = new WeakMap<object, AccessDeclaration>()

export function declareAccess<TMiddleware extends object>(
  middleware: TMiddleware,
  declaration: AccessDeclaration,
): TMiddleware {
  declarations.set(middleware, declaration)
  return middleware
}

export function accessDeclarationOf(middleware: object): AccessDeclaration | undefined {
  return declarations.get(middleware)
}
