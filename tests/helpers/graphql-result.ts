// Narrowing a typed GraphQL result: a mutation answers a union of its success and its expected errors,
// and a test that goes on with one member says which, so that a wrong answer fails with the whole value.
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";

/** The member of a result union named `typename`; throws (failing the test) with the value otherwise. */
export function member<T extends { __typename?: string }, N extends NonNullable<T["__typename"]>>(value: T | null | undefined, typename: N): Extract<T, { __typename?: N }> {
  if (value?.__typename !== typename) throw new Error(`expected ${typename}, got ${JSON.stringify(value)}`);
  return value as Extract<T, { __typename?: N }>;
}

/** The result type a graphql() document of tests/gql answers. */
export type ResultOf<D> = D extends DocumentTypeDecoration<infer R, infer _V> ? R : never;
