export { ProviderButtons, ProviderSignInError } from './components/provider-buttons'
export { ProviderSettingsCard } from './components/provider-settings-card'
export { SignInCardPanel } from './components/sign-in-card-panel'
