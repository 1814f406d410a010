import { e2ePort, productHost } from '../../playwright.config'

/** Node cannot resolve *.localhost: Node-side requests go to 127.0.0.1 with a Host header. */
export const serverOrigin = `http://127.0.0.1:${e2ePort}`
const mainHost = productHost
export const schoolHost = (subdomain: string) => `${subdomain}.${productHost}`
export const schoolUrl = (subdomain: string, path = '/') => `http://${schoolHost(subdomain)}${path}`
export const mainUrl = (path = '/') => `http://${mainHost}${path}`
