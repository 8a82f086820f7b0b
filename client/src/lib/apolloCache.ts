// The Apollo caches of the fan's app and of the console: both know the schema's abstract types.
import { InMemoryCache, type TypePolicies } from "@apollo/client";
import introspection from "../gql/possible-types";

/**
 * A cache with these type policies that knows which types are an Error, a Node or a member of a result
 * union (codegen's possible-types.ts). Without that it cannot tell that a NotFoundError is an Error, and
 * drops the fields of `... on Error { code message }` from what it stores.
 */
export function appCache(typePolicies: TypePolicies): InMemoryCache {
  return new InMemoryCache({ possibleTypes: introspection.possibleTypes, typePolicies });
}
