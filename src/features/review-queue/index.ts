// The review queue's public entry (decision 093): the widgets routes pass into other features' pages.
export { ClassResultsDownload } from './components/class-results-download'
