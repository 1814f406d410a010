export { ProviderButtons, ProviderSignInError } from './components/provider-buttons'
export { ProviderSettingsCard } from './components/provider-settings-card'
export { SIGN_IN_ERRORS } from './providers'
