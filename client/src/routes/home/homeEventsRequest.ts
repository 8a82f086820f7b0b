// What the home lists, as plain data: the app (homeEvents.ts) and the build's early request
// (vite-plugin-early-home-events.ts, which cannot load the app's modules) read the same values.

/** What the home lists: the upcoming events on sale. */
export const homeEventFilter = { upcoming: true, onSale: true } as const;
/** The event list's first page (EventList's default page size). */
export const homeEventPageSize = 10;
