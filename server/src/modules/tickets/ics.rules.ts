// The calendar builder lives in @fanfare/shared/ics: the event and ticket pages build the same entry in the browser.
export { buildIcs, icsEscape, icsFold, icsTime, type CalendarEntry } from "@fanfare/shared/ics";
