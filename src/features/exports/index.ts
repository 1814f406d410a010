export { DataExportPanel } from './components/data-export-panel'
