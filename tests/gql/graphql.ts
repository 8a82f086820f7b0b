/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type Currency =
  | 'HKD'
  | 'MOP';

export type JoinQueueInput = {
  eventSlug: string;
  /** The solved human-check payload (needed for a new place). */
  humanCheck?: string | null | undefined;
};

export type JoinWaitingListInput = {
  eventSlug: string;
};

export type OrderStatus =
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'PAID'
  | 'REFUNDED';

export type QueuePlaceStatus =
  /** Holds a valid admission pass: may secure tickets now. */
  | 'ADMITTED'
  /** Used the pass (tickets secured) or paid the offer. */
  | 'DONE'
  /** Pass or offer lapsed unused, or the grace period after leaving ran out. */
  | 'EXPIRED'
  /** Released tickets are held for this fan (an order awaiting payment) until the offer expires. */
  | 'OFFERED'
  /** Joined before opening; position unknown until the draw. */
  | 'PRE_QUEUE'
  /** Sold out while waiting, nothing to offer (may join the waiting list). */
  | 'SOLD_OUT'
  /** In line; position known. */
  | 'WAITING'
  /** Joined the waiting list after a sell-out. */
  | 'WAITING_LIST';

export type SaleState =
  | 'ENDED'
  | 'ON_SALE'
  | 'SALE_CLOSED'
  | 'SOLD_OUT'
  | 'UPCOMING';

export type SecureTicketLineInput = {
  quantity: number;
  /** Seated types: the row to sit in; seat numbers are assigned by the system. */
  row?: string | null | undefined;
  ticketTypeId: string | number;
};

export type SecureTicketsInput = {
  /** Events with a waiting room: the admission pass's token (QueuePlace.admission.token), single use. */
  admissionPass?: string | null | undefined;
  /** Terms of service, privacy policy and sales terms. */
  agreedToTerms: boolean;
  /** Sent by the desktop /purchase page (desktop-only events). */
  desktop?: boolean | null | undefined;
  eventSlug: string;
  /** The solved human-check payload. */
  humanCheck?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
  /** Real-name events: one of the fan's identities per ticket, in line order. */
  identityIds?: Array<string | number> | null | undefined;
  lines: Array<SecureTicketLineInput>;
};

export type WaitingRoomState =
  /** Sale over. */
  | 'CLOSED'
  /** This event has no waiting room (buy directly). */
  | 'OFF'
  /** Sale open: fans are admitted from the front at the admission rate. */
  | 'OPEN'
  /** Before the sale opens: fans join, their order is drawn at opening. */
  | 'PRE_QUEUE'
  /** No stock left and nothing to offer: the waiting list is open. */
  | 'SOLD_OUT';

export type QueueHelperJoinMutationVariables = Exact<{
  input: JoinQueueInput;
}>;


export type QueueHelperJoinMutation = { joinQueue:
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'JoinQueueSuccess', place: { status: QueuePlaceStatus, position: number | null } }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'QueueClosedError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type QueueHelperPlaceQueryVariables = Exact<{
  eventSlug: string;
}>;


export type QueueHelperPlaceQuery = { myQueuePlace: { status: QueuePlaceStatus, position: number | null, aheadCount: number | null, waitingCount: number, joinedAt: string, admission: { token: string, expiresAt: string } | null, offer: { orderNo: string, quantity: number, ticketTypeId: string, ticketTypeName: string, expiresAt: string } | null } | null };

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

export type QueueRoomQueryVariables = Exact<{
  eventSlug: string;
}>;


export type QueueRoomQuery = { waitingRoom: { state: WaitingRoomState, seedHash: string | null, seed: string | null, drawHash: string | null, drawList: string | null, waitingCount: number, stockLeft: number, admissionRatePerMinute: number, opensAt: string | null } | null };

export type QueueSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type QueueSecureMutation = { secureTickets:
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'QueueRequiredError', code: string, eventSlug: string }
    | { __typename: 'SaleNotOpenError', code: string }
    | { __typename: 'SoldOutError', code: string }
    | { __typename: 'TicketDesktopOnlyError', code: string }
    | { __typename: 'TicketHoldersOnlyError', code: string }
    | { __typename: 'TicketLimitReachedError', code: string }
    | { __typename: 'TicketPhoneRequiredError', code: string }
    | { __typename: 'TicketsSecured', order: { orderNo: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type QueueCancelMutationVariables = Exact<{
  no: string;
}>;


export type QueueCancelMutation = { cancelOrder:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Order', status: OrderStatus }
    | { __typename: 'OrderCancelRefusedError' }
    | { __typename: 'OrderExpiredError' }
   };

export type QueueJoinWaitingListMutationVariables = Exact<{
  input: JoinWaitingListInput;
}>;


export type QueueJoinWaitingListMutation = { joinWaitingList:
    | { __typename: 'JoinWaitingListSuccess', place: { status: QueuePlaceStatus } }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'QueueClosedError', code: string }
   };

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

export const QueueHelperJoinDocument = new TypedDocumentString(`
    mutation QueueHelperJoin($input: JoinQueueInput!) {
  joinQueue(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on JoinQueueSuccess {
      place {
        status
        position
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueueHelperJoinMutation, QueueHelperJoinMutationVariables>;
export const QueueHelperPlaceDocument = new TypedDocumentString(`
    query QueueHelperPlace($eventSlug: String!) {
  myQueuePlace(eventSlug: $eventSlug) {
    status
    position
    aheadCount
    waitingCount
    joinedAt
    admission {
      token
      expiresAt
    }
    offer {
      orderNo
      quantity
      ticketTypeId
      ticketTypeName
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<QueueHelperPlaceQuery, QueueHelperPlaceQueryVariables>;
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
export const QueueRoomDocument = new TypedDocumentString(`
    query QueueRoom($eventSlug: String!) {
  waitingRoom(eventSlug: $eventSlug) {
    state
    seedHash
    seed
    drawHash
    drawList
    waitingCount
    stockLeft
    admissionRatePerMinute
    opensAt
  }
}
    `) as unknown as TypedDocumentString<QueueRoomQuery, QueueRoomQueryVariables>;
export const QueueSecureDocument = new TypedDocumentString(`
    mutation QueueSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on QueueRequiredError {
      eventSlug
    }
    ... on TicketsSecured {
      order {
        orderNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueueSecureMutation, QueueSecureMutationVariables>;
export const QueueCancelDocument = new TypedDocumentString(`
    mutation QueueCancel($no: String!) {
  cancelOrder(orderNo: $no) {
    __typename
    ... on Order {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<QueueCancelMutation, QueueCancelMutationVariables>;
export const QueueJoinWaitingListDocument = new TypedDocumentString(`
    mutation QueueJoinWaitingList($input: JoinWaitingListInput!) {
  joinWaitingList(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on JoinWaitingListSuccess {
      place {
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueueJoinWaitingListMutation, QueueJoinWaitingListMutationVariables>;