// The system module's public API: the only file other modules import. Settings (Setting), of which the
// maintenance switch: while on, every API answers "under repair".
export { getMaintenance, setMaintenance, MAINTENANCE_CACHE_MS, type Maintenance } from "./system.service.ts";
export { useMaintenanceMode, UNDER_REPAIR } from "./system.plugin.ts";
