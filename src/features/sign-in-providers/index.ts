export { MailSignInLinkCard } from './components/mail-sign-in-link-card'
export { ProviderButtons, ProviderSignInError } from './components/provider-buttons'
export { ProviderSettingsCard } from './components/provider-settings-card'
export { ClassSignInCards, SignInCardPanel } from './components/sign-in-card-panel'
