// The onboarding feature's public entry for other features' screens (decision 093): the printed join
// instructions (the setup wizard prints them for its first class, a class page for any class).
export * from './components/join-cards-sheet'
