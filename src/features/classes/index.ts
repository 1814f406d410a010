// The classes feature's public entry for other features' screens (decision 093): the printed join
// instructions (a class page prints them for any class, the setup wizard for its first class).
export * from './components/join-cards-sheet'
