import { e2ePort, productHost } from '../../playwright.config'

/** Node cannot resolve *.localhost: Node-side requests go to 127.0.0.1 with a Host header. */
export const serverOrigin = `http://127.0.0.1:${e2ePort}`
export const mainHost = productHost
export const schoolHost = (subdomain: string) => `${subdomain}.${productHost}`
const schoolOrigin = (subdomain: string) => `http://${schoolHost(subdomain)}`
export const schoolUrl = (subdomain: string, path = '/') => `${schoolOrigin(subdomain)}${path}`
export const mainUrl = (path = '/') => `http://${mainHost}${path}`
