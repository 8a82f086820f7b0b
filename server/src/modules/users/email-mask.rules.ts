// How an e-mail address is shown to an organiser's staff who may not see it (a role without the
// attendees:contact scope): enough to tell two fans apart in a list, not enough to write to them.
const DOT = "•••";

/** "jane.doe@example.com" → "j•••@e•••.com"; something that is not an address → "•••". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return DOT;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${[...local][0]}${DOT}@${host ? [...host][0] : ""}${DOT}${tld}`;
}

/**
 * How a fan's own address is shown back to them on a screen ("we sent a code to …"): the first two
 * characters of the mailbox and the whole domain, enough to recognise, not enough to read over a
 * shoulder. "demo@fanfare.test" → "de•••@fanfare.test"; something that is not an address → "•••".
 */
export function maskOwnEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return DOT;
  const local = [...email.slice(0, at)];
  return `${local.slice(0, Math.min(2, local.length - 1) || 1).join("")}${DOT}@${email.slice(at + 1)}`;
}
