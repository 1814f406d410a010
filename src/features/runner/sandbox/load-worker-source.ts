/** The worker's script, in its own chunk: fetched when a player first warms the runner up. */
export async function loadWorkerSource(): Promise<string> {
  const module = await import('virtual:runner-worker-source')
  if (!module.default) throw new Error('The runner worker script is empty')
  return module.default
}
