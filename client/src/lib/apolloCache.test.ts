// The app's Apollo caches know the schema's abstract types (codegen's possible-types.ts): a result whose
// member is one of the Error types keeps the fields its `... on Error` fragment asked for. A cache without
// possibleTypes stored `{ __typename: "NotFoundError" }`, and every read of it lost `code` and `message`.
import { describe, expect, it } from "vitest";
import { appCache, fanTypePolicies } from "./apolloCache";
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

// Contact us and the desktop footer select different fields of the one SupportOptions (no id). Each answer
// replaced the other's object, the other query missed its fields and refetched: "stopped refetching …
// endless cycle" on Contact us (issue 31).
const contactQuery: TypedDocumentNode<{ supportOptions: Record<string, unknown> }> = gql`
  query SupportOptionsShape { supportOptions { __typename minTextLength issueTypes email hotline } }
`;
const footerQuery: TypedDocumentNode<{ supportOptions: Record<string, unknown> }> = gql`
  query DesktopContactShape { supportOptions { __typename email hotline officeAddress } }
`;

describe("fanTypePolicies", () => {
  it("keeps both pages' fields of the support options", () => {
    const cache = appCache(fanTypePolicies);
    const contact = { __typename: "SupportOptions", minTextLength: 10, issueTypes: ["ORDER"], email: "help@x.test", hotline: null };
    const footer = { __typename: "SupportOptions", email: "help@x.test", hotline: null, officeAddress: "1 Road" };
    cache.writeQuery({ query: contactQuery, data: { supportOptions: contact } });
    cache.writeQuery({ query: footerQuery, data: { supportOptions: footer } });
    expect(cache.readQuery({ query: contactQuery })?.supportOptions).toEqual(contact);
    expect(cache.readQuery({ query: footerQuery })?.supportOptions).toEqual(footer);
  });
});
