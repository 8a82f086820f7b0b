// What the fan has chosen on an event's ticket chooser, kept for this tab (sessionStorage, one key per
// event) while they step away to add an identity, verify their phone, read the terms or sign in: coming
// back shows the same ticket type, row, quantity and identities. Dropped once the tickets are secured.

export interface ChooserDraft {
  typeId: string | null;
  row: string | null;
  quantity: number;
  identityIds: string[];
  /** The identities the fan had when they left: one added meanwhile is put in the first empty slot. */
  knownIdentityIds: string[] | null;
  agreed: boolean;
  /** Seats picked on the map (issue 33), by id. */
  seatIds: string[];
}

const key = (eventSlug: string) => `ticket-choice:${eventSlug}`;

export function readChooserDraft(eventSlug: string): ChooserDraft | null {
  try {
    const raw = window.sessionStorage.getItem(key(eventSlug));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<ChooserDraft>;
    const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map((x) => (typeof x === "string" ? x : "")) : []);
    return {
      typeId: typeof d.typeId === "string" ? d.typeId : null,
      row: typeof d.row === "string" ? d.row : null,
      quantity: typeof d.quantity === "number" && Number.isInteger(d.quantity) && d.quantity > 0 ? d.quantity : 1,
      identityIds: strings(d.identityIds),
      knownIdentityIds: Array.isArray(d.knownIdentityIds) ? strings(d.knownIdentityIds) : null,
      agreed: d.agreed === true,
      seatIds: strings(d.seatIds).filter(Boolean),
    };
  } catch {
    return null;
  }
}

export function saveChooserDraft(eventSlug: string, draft: ChooserDraft): void {
  try {
    window.sessionStorage.setItem(key(eventSlug), JSON.stringify(draft));
  } catch {
    // Nothing to keep it in: the chooser starts afresh after a detour.
  }
}

export function clearChooserDraft(eventSlug: string): void {
  try {
    window.sessionStorage.removeItem(key(eventSlug));
  } catch {
    // Nothing stored.
  }
}

/** Identities added since the fan left (not in `known`) fill the empty slots, in the order they are listed. */
export function fillNewIdentities(selected: string[], slots: number, current: string[], known: string[] | null): string[] {
  if (!known) return selected;
  const added = current.filter((id) => !known.includes(id) && !selected.includes(id));
  if (!added.length) return selected;
  const next = [...selected];
  for (let i = 0; i < slots && added.length; i++) if (!next[i]) next[i] = added.shift()!;
  return next;
}
