import type { EngineScript } from './protocol'

/** The JavaScript worker's script, in its own chunk: fetched when a player first warms the runner up. */
export async function loadWorkerSource(): Promise<EngineScript> {
  const module = await import('virtual:runner-worker-source')
  if (!module.default) throw new Error('The runner worker script is empty')
  return { source: module.default }
}
