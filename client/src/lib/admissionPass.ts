// The admission pass of an event, kept for this tab (sessionStorage, one key per event) between the
// queue screen that receives it and the ticket chooser that sends it with secureTickets. A pass is
// bound to the account and the event on the server; the client only carries it.

export interface StoredPass {
  token: string;
  expiresAt: string;
}

const key = (eventSlug: string) => `queue-pass:${eventSlug}`;

// Storage can throw (Safari private mode, disabled storage): the fan then goes back through the queue screen.
export function saveAdmissionPass(eventSlug: string, pass: StoredPass): void {
  try {
    window.sessionStorage.setItem(key(eventSlug), JSON.stringify(pass));
  } catch {
    // Nothing to keep it in: the chooser sends no pass and the server sends the fan back to the queue.
  }
}

/** The event's pass while it is still valid, else null (an expired one is dropped). */
export function readAdmissionPass(eventSlug: string, now = Date.now()): StoredPass | null {
  try {
    const raw = window.sessionStorage.getItem(key(eventSlug));
    if (!raw) return null;
    const pass = JSON.parse(raw) as Partial<StoredPass>;
    if (typeof pass.token === "string" && typeof pass.expiresAt === "string" && new Date(pass.expiresAt).getTime() > now) {
      return { token: pass.token, expiresAt: pass.expiresAt };
    }
    window.sessionStorage.removeItem(key(eventSlug));
    return null;
  } catch {
    return null;
  }
}

export function clearAdmissionPass(eventSlug: string): void {
  try {
    window.sessionStorage.removeItem(key(eventSlug));
  } catch {
    // Nothing stored.
  }
}

/** The queue screen of an event (the route /queue, the event passed as /ticket/choose passes it). */
export function queuePath(eventSlug: string): string {
  return `/queue?slug=${encodeURIComponent(eventSlug)}`;
}

/** Whether fans of an event in this waiting-room state go through the queue screen before buying. */
export function waitingRoomActive(state: string | null | undefined): state is "PRE_QUEUE" | "OPEN" | "SOLD_OUT" {
  return state === "PRE_QUEUE" || state === "OPEN" || state === "SOLD_OUT";
}
