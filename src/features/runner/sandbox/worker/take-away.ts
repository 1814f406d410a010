/// <reference lib="webworker" />
/**
 * The frame's CSP (connect-src 'none', opaque origin) already refuses every request; these names
 * are also taken away so a child's experiment fails at once with a plain "is not a function".
 */
const NETWORK_AND_STORAGE = [
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'WebTransport',
  'EventSource',
  'importScripts',
  'indexedDB',
  'caches',
  'Worker',
  'SharedWorker',
  'BroadcastChannel',
  'postMessage',
  'close',
] as const

function takeAway(scope: object, name: string) {
  for (let target: object | null = scope; target && target !== Object.prototype; ) {
    try {
      delete (target as Record<string, unknown>)[name]
    } catch {
      // not configurable: shadowed below
    }
    target = Object.getPrototypeOf(target)
  }
  try {
    Object.defineProperty(scope, name, { value: undefined, writable: false, configurable: false })
  } catch {
    // already gone
  }
}

/** Takes every name above away from a worker, before the child's program runs. */
export function takeAwayNetworkAndStorage(scope: object) {
  for (const name of NETWORK_AND_STORAGE) takeAway(scope, name)
}
