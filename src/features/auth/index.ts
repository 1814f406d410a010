// The auth feature's public entry for other features' screens (decision 093): moving the visitor to
// one of their profiles at another school's host (a district admin opening a school).
export { transferToProfile } from './session-flow'
