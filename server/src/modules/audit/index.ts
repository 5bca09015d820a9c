// The audit log's public face: `recordAudit`, which the modules whose changes it records call in their own
// transaction, the actor of a request, and the plugin (its route and its clean-up) the app registers.
export { type AuditModuleOptions, auditModule } from './audit.plugin.ts'
export { type AuditActor, type AuditEntry, auditActorOf, recordAudit } from './record-audit.ts'
