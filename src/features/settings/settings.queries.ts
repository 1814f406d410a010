import { queryOptions } from '@tanstack/react-query'
import { fetchSchoolSettings } from './settings.functions'

export const settingsKeys = {
  school: ['settings', 'school'] as const,
  /** The school's name, logo, login types and students show on most pages: a change refreshes every query. */
  schoolWide: [[]] as const,
}

export const schoolSettingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.school, queryFn: () => fetchSchoolSettings() })
