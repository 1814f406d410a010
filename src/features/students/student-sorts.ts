/** The columns the students list sorts by (also a search parameter of its page). */
export const studentSorts = ['name', 'username', 'lastActive', 'created', 'grade'] as const
export type StudentSort = (typeof studentSorts)[number]
