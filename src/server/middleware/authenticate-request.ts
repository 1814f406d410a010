/**
 * For server routes (REST): `authenticateRequest(request)` answers the signed-in visitor or null
 * (a forged X-Account / X-Profile header throws HttpError 403); `assertVisitor` applies the
 * visitor-type check of requireVisitor. Import from here, not from ./auth (client-reachable).
 */
export { assertVisitor, authenticateRequest, resolveRequestVisitor } from '@/server/auth/request-visitor'
