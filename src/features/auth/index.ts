// The auth feature's public entry for other features' screens (decision 093): signing out on every
// device (the profile page), and moving the visitor to one of their profiles at another school's host
// (a district admin opening a school).
export * from './components/sign-out-everywhere-card'
export { transferToProfile } from './session-flow'
