export { RosterImportPanel } from './components/roster-panel'
