import { queryOptions } from '@tanstack/react-query'
import { fetchSchoolSettings } from './settings.functions'

export const settingsKeys = { school: ['settings', 'school'] as const }

export const schoolSettingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.school, queryFn: () => fetchSchoolSettings() })
