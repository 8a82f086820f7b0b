/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Currency =
  | 'HKD'
  | 'MOP';

export type SaleState =
  | 'ENDED'
  | 'ON_SALE'
  | 'SALE_CLOSED'
  | 'SOLD_OUT'
  | 'UPCOMING';

export type GraphqlCoreHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type GraphqlCoreHealthQuery = { health: { ok: boolean, database: boolean, version: string, time: string } };

export type GraphqlCoreEventsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type GraphqlCoreEventsQuery = { events: { edges: Array<{ cursor: string, node: { id: string, slug: string, startsAt: string, saleState: SaleState, priceFrom: { amount: number, currency: Currency } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type GraphqlCoreEvents2QueryVariables = Exact<{ [key: string]: never; }>;


export type GraphqlCoreEvents2Query = { events: { edges: Array<{ node: { id: string, slug: string } }> } };

export type GraphqlCoreNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type GraphqlCoreNodeQuery = { node:
    | { slug: string, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type GraphqlCoreEvents3QueryVariables = Exact<{ [key: string]: never; }>;


export type GraphqlCoreEvents3Query = { events: { edges: Array<{ node: { slug: string, saleState: SaleState } }> } };

export type GraphqlCoreEvents4QueryVariables = Exact<{ [key: string]: never; }>;


export type GraphqlCoreEvents4Query = { events: { edges: Array<{ node: { slug: string, saleState: SaleState, timeZone: string } }> } };

export type GraphqlCoreAQueryVariables = Exact<{ [key: string]: never; }>;


export type GraphqlCoreAQuery = { a: { title: string, isHot: boolean, requiresIdentity: boolean, currency: Currency } | null, b: { title: string } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const GraphqlCoreHealthDocument = new TypedDocumentString(`
    query GraphqlCoreHealth {
  health {
    ok
    database
    version
    time
  }
}
    `) as unknown as TypedDocumentString<GraphqlCoreHealthQuery, GraphqlCoreHealthQueryVariables>;
export const GraphqlCoreEventsDocument = new TypedDocumentString(`
    query GraphqlCoreEvents($after: String) {
  events(first: 2, after: $after) {
    edges {
      cursor
      node {
        id
        slug
        startsAt
        saleState
        priceFrom {
          amount
          currency
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<GraphqlCoreEventsQuery, GraphqlCoreEventsQueryVariables>;
export const GraphqlCoreEvents2Document = new TypedDocumentString(`
    query GraphqlCoreEvents2 {
  events(filter: {upcoming: true}) {
    edges {
      node {
        id
        slug
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GraphqlCoreEvents2Query, GraphqlCoreEvents2QueryVariables>;
export const GraphqlCoreNodeDocument = new TypedDocumentString(`
    query GraphqlCoreNode($id: ID!) {
  node(id: $id) {
    id
    ... on Event {
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<GraphqlCoreNodeQuery, GraphqlCoreNodeQueryVariables>;
export const GraphqlCoreEvents3Document = new TypedDocumentString(`
    query GraphqlCoreEvents3 {
  events(first: 50) {
    edges {
      node {
        slug
        saleState
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GraphqlCoreEvents3Query, GraphqlCoreEvents3QueryVariables>;
export const GraphqlCoreEvents4Document = new TypedDocumentString(`
    query GraphqlCoreEvents4 {
  events(first: 50, filter: {onSale: true}) {
    edges {
      node {
        slug
        saleState
        timeZone
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GraphqlCoreEvents4Query, GraphqlCoreEvents4QueryVariables>;
export const GraphqlCoreADocument = new TypedDocumentString(`
    query GraphqlCoreA {
  a: event(slug: "starlight-arena-tour") {
    title
    isHot
    requiresIdentity
    currency
  }
  b: event(slug: "nope") {
    title
  }
}
    `) as unknown as TypedDocumentString<GraphqlCoreAQuery, GraphqlCoreAQueryVariables>;