// The teachers feature's public entry for other features' screens (decision 093): who a teacher
// can ask about what only an admin does (an upgrade, a school setting).
export * from './components/admin-contacts'
