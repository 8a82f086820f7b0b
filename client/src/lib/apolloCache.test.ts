// The app's Apollo caches know the schema's abstract types (codegen's possible-types.ts): a result whose
// member is one of the Error types keeps the fields its `... on Error` fragment asked for. A cache without
// possibleTypes stored `{ __typename: "NotFoundError" }`, and every read of it lost `code` and `message`.
import { describe, expect, it } from "vitest";
import { appCache } from "./apolloCache";
import { gql, type TypedDocumentNode } from "@apollo/client";

// The shape of the wallet's PaymentResult query (a result union with `... on Error`), written with Apollo's
// gql: a graphql() document here would join the first-party client's persisted operations.
const paymentResultQuery: TypedDocumentNode<{ paymentResult: Record<string, unknown> }, { orderNo: string }> = gql`
  query PaymentResultShape($orderNo: String!) {
    paymentResult(orderNo: $orderNo) {
      __typename
      ... on PaymentResult { status }
      ... on Error { code message }
    }
  }
`;

describe("appCache", () => {
  it("keeps the fields of an Error member of a result union", () => {
    const cache = appCache({});
    const variables = { orderNo: "NO-SUCH-ORDER" };
    const paymentResult = { __typename: "NotFoundError" as const, code: "NOT_FOUND", message: "Not found." };
    cache.writeQuery({ query: paymentResultQuery, variables, data: { paymentResult } });
    expect(cache.readQuery({ query: paymentResultQuery, variables })?.paymentResult).toEqual(paymentResult);
  });
});
