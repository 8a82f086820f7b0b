// The dashboard module's public API: the organiser's live sales figures of one event, assembled from the
// modules that own them (orders, queue, entry, events); it owns no table.
export { DASHBOARD_MINUTES, figuresChanged, salesFigures, type SalesFigures } from "./dashboard.service.ts";
export { perMinuteSeries, type MinuteFigures } from "./dashboard.rules.ts";
