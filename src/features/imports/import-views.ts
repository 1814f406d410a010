/** The import preview's tabs: which rows it lists (also a search parameter of its page). */
export const importViews = ['problems', 'warnings', 'skipped', 'all'] as const
export type ImportView = (typeof importViews)[number]
