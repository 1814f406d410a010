// What other features embed from the audit record (decision 093): the settings page's section.
export { AuditCard } from './components/audit-card'
