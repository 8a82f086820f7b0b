// The audit module's public API: the only file other modules import.
export {
  auditActions,
  auditAbout,
  auditedStaffAction,
  cleanDetails,
  listAudit,
  recordAudit,
  recordAuditQuietly,
  type AuditAction,
  type AuditFilter,
  type AuditOutcome,
  type AuditRecord,
  type AuditRequest,
  type StaffCaller,
} from "./audit.service.ts";
