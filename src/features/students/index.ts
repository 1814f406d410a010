// The students feature's public entry for other features' screens (decision 093): the printed
// login cards (a class page prints its own).
export * from './components/login-cards'
