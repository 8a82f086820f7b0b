// The Apollo caches of the fan's app and of the console: both know the schema's abstract types.
import { InMemoryCache, type TypePolicies } from "@apollo/client";
import { relayStylePagination } from "@apollo/client/utilities";
import introspection from "../gql/possible-types";

/**
 * A cache with these type policies that knows which types are an Error, a Node or a member of a result
 * union (codegen's possible-types.ts). Without that it cannot tell that a NotFoundError is an Error, and
 * drops the fields of `... on Error { code message }` from what it stores.
 */
export function appCache(typePolicies: TypePolicies): InMemoryCache {
  return new InMemoryCache({ possibleTypes: introspection.possibleTypes, typePolicies });
}

/** The fan's app's type policies (client/src/apollo.ts). */
export const fanTypePolicies: TypePolicies = {
  Query: {
    fields: {
      // One cached list per filter; pages fetched with `after` are appended.
      events: relayStylePagination(["filter"]),
    },
  },
  Wallet: { fields: { transactions: relayStylePagination() } },
  // One waiting room per event, read by the event page and the queue screen.
  WaitingRoom: { keyFields: ["eventSlug"] },
  // One set of support options, with no id: Contact us (SupportOptions) and the desktop footer
  // (DesktopContact) select different fields of it. Unkeyed, each answer replaced the other's object, each
  // query then missed its fields and refetched, and Apollo stopped the "endless cycle"; as a singleton
  // their fields merge.
  SupportOptions: { keyFields: [] },
};
