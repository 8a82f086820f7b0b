// Connection cursors, one codec for every hand-written connection (resolveCursorConnection): a cursor is
// base64url("<connection>:<key>"), so a cursor is opaque, bound to the connection that gave it, and
// checked before it reaches a query. Garbage, base64 junk, a cursor of another connection or a key of the
// wrong shape is a BAD_USER_INPUT naming the argument (after or before), never a silent list; so is a
// key whose row the connection does not list to this caller (deleted since, another organisation's). The
// Prisma connections' cursors are checked by the same rule in platform/cursor-guard.ts (prismaCursorRows).
import { BadUserInputError } from "../errors.ts";

const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

export interface CursorCodec {
  encode(key: string): string;
  /** The key inside a cursor the connection gave out, or undefined when there is none; throws BadUserInputError otherwise. */
  decode(cursor: string | null | undefined, argument: string): string | undefined;
  /**
   * As decode, and the key's row must be one the connection lists to this caller (`listed`: its
   * organisation's, its event's; one lookup by primary key, only when a cursor is given), else
   * BAD_USER_INPUT naming the argument. Keyset paging could page on from a row deleted since, or from
   * another organisation's row by its place, but a cursor this caller was never given (or whose row is
   * gone) is refused like every other connection's, not answered with a page from a foreign place. The
   * connection's other arguments (status, search) do not count: a row that has left them since still
   * places the next page exactly.
   */
  decodeListed(cursor: string | null | undefined, argument: string, listed: (key: string) => Promise<boolean>): Promise<string | undefined>;
}

/** A codec for one connection; `keyShape` is what a key of it looks like (e.g. an id). */
export function cursorCodec(connection: string, keyShape: RegExp = /^[A-Za-z0-9_.-]{1,64}$/): CursorCodec {
  const prefix = `${connection}:`;
  const encode = (key: string) => Buffer.from(prefix + key, "utf8").toString("base64url");
  const decode = (cursor: string | null | undefined, argument: string): string | undefined => {
    if (cursor === undefined || cursor === null) return undefined;
    if (!BASE64URL.test(cursor)) throw new BadUserInputError(argument);
    const text = Buffer.from(cursor, "base64url").toString("utf8");
    const key = text.startsWith(prefix) ? text.slice(prefix.length) : null;
    // Re-encoding must give the same text back: base64's spare bits and junk that decodes to the right
    // prefix by chance are refused, so a cursor has exactly one spelling.
    if (key === null || !keyShape.test(key) || encode(key) !== cursor) throw new BadUserInputError(argument);
    return key;
  };
  return {
    encode,
    decode,
    async decodeListed(cursor, argument, listed) {
      const key = decode(cursor, argument);
      if (key !== undefined && !(await listed(key))) throw new BadUserInputError(argument);
      return key;
    },
  };
}
