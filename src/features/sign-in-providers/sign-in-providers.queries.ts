import { queryOptions } from '@tanstack/react-query'
import { fetchProviderSettings, fetchSchoolSignInProviders } from './sign-in-providers.functions'

export const signInProviderKeys = {
  buttons: ['sign-in-providers', 'buttons'] as const,
  settings: ['sign-in-providers', 'settings'] as const,
}

export const signInButtonsQuery = () =>
  queryOptions({ queryKey: signInProviderKeys.buttons, queryFn: () => fetchSchoolSignInProviders() })

export const providerSettingsQuery = () =>
  queryOptions({ queryKey: signInProviderKeys.settings, queryFn: () => fetchProviderSettings() })
