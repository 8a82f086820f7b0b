// Connection cursors, one codec for every hand-written connection (resolveCursorConnection): a cursor is
// base64url("<connection>:<key>"), so a cursor is opaque, bound to the connection that gave it, and
// checked before it reaches a query. Garbage, base64 junk, a cursor of another connection or a key of the
// wrong shape is a BAD_USER_INPUT naming the argument (after or before), never a silent list. The
// Prisma connections' cursors are checked by the same rule in builder.ts (cursorGuardPlugin).
import { BadUserInputError } from "../errors.ts";

const BASE64URL = /^[A-Za-z0-9_-]{1,200}$/;

export interface CursorCodec {
  encode(key: string): string;
  /** The key inside a cursor the connection gave out, or undefined when there is none; throws BadUserInputError otherwise. */
  decode(cursor: string | null | undefined, argument: string): string | undefined;
}

/** A codec for one connection; `keyShape` is what a key of it looks like (e.g. an id). */
export function cursorCodec(connection: string, keyShape: RegExp = /^[A-Za-z0-9_.-]{1,64}$/): CursorCodec {
  const prefix = `${connection}:`;
  const encode = (key: string) => Buffer.from(prefix + key, "utf8").toString("base64url");
  return {
    encode,
    decode(cursor, argument) {
      if (cursor === undefined || cursor === null) return undefined;
      if (!BASE64URL.test(cursor)) throw new BadUserInputError(argument);
      const text = Buffer.from(cursor, "base64url").toString("utf8");
      const key = text.startsWith(prefix) ? text.slice(prefix.length) : null;
      // Re-encoding must give the same text back: base64's spare bits and junk that decodes to the right
      // prefix by chance are refused, so a cursor has exactly one spelling.
      if (key === null || !keyShape.test(key) || encode(key) !== cursor) throw new BadUserInputError(argument);
      return key;
    },
  };
}
