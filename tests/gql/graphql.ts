/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CreateApiKeyInput = {
  /** When the key stops working (default 90 days, at most two years). */
  expiresAt?: string | null | undefined;
  /** What the key is for (at most 80 characters). */
  name: string;
  /** Requests a minute (default 600, at most 6000). */
  rateLimitPerMinute?: number | null | undefined;
  /** Scopes from apiKeyScopes; only ones the maker holds. */
  scopes: Array<string>;
};

export type CreateEventInput = {
  /** The description in the default language. */
  about: string;
  /** The description in other languages (replaces them all). */
  aboutByLanguage?: Array<LanguageTextInput> | null | undefined;
  /** The venue's address. */
  address?: string | null | undefined;
  /** The venue's city. */
  city: string;
  /** HKD (default) or MOP. */
  currency?: Currency | null | undefined;
  /** Sold only on the desktop site. */
  desktopOnly?: boolean | null | undefined;
  /** When the doors open. */
  doorsOpenAt?: string | null | undefined;
  /** When it ends. */
  endsAt?: string | null | undefined;
  /** A hot on-sale. */
  isHot?: boolean | null | undefined;
  /** Tickets one account may hold (1–20). */
  maxTicketsPerAccount?: number | null | undefined;
  /** Each ticket carries a real name. */
  requiresIdentity?: boolean | null | undefined;
  /** When the sale closes. */
  saleEndsAt?: string | null | undefined;
  /** When the sale opens. */
  saleStartsAt: string;
  /** An order may be paid for once. */
  singlePaymentAttempt?: boolean | null | undefined;
  /** Its address: lower-case letters, digits and hyphens. */
  slug: string;
  /** When it starts. */
  startsAt: string;
  /** A line under the title. */
  subtitle?: string | null | undefined;
  /** The venue's IANA time zone (default Asia/Hong_Kong). */
  timeZone?: string | null | undefined;
  /** The title (at most 120 characters). */
  title: string;
  /** Hours before the start from which tickets cannot be transferred (0–720). */
  transferLockHours?: number | null | undefined;
  /** The venue. */
  venue: string;
};

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

export type LanguageTextInput = {
  /** en, vi, zh, zh_tw, th, ms */
  lang: string;
  /** The text (empty removes it). */
  text: string;
};

export type OrderStatus =
  | 'AWAITING_PAYMENT'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'PAID'
  | 'REFUNDED';

/** A staff account's role in an organisation; each role carries a set of scopes. */
export type OrganisationRole =
  /** Orders, attendees and support. */
  | 'BOX_OFFICE'
  /** Scanning tickets at the gate. */
  | 'GATE'
  /** Events, ticket types, sales, orders, attendees, merchandise, reports, gate and support. */
  | 'MANAGER'
  /** Everything, including API keys and members. */
  | 'OWNER';

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

/** What to do with an event's sale. */
export type SalesAction =
  /** Close it: the sale ends now. */
  | 'CLOSE'
  /** Open it: it starts now if its sale window had not begun, and a past sale end is cleared. */
  | 'OPEN'
  /** Pause it: nothing new is held until it opens again. */
  | 'PAUSE';

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

export type TicketStatus =
  | 'PAID'
  | 'READY'
  | 'REDEEMED'
  | 'REVOKED'
  | 'VALIDATED';

export type TicketTypeInput = {
  /** The seat area's code (letters and digits, unique within the event). */
  area: string;
  /** How many can be sold. */
  capacity: number;
  /** HKD or MOP (default: the event's). */
  currency?: Currency | null | undefined;
  /** A line under the name. */
  description?: string | null | undefined;
  /** Its name, shown to fans. */
  name: string;
  /** The price in cents. */
  priceAmount: number;
};

/** Only the fields given change; null clears an optional one. */
export type UpdateEventInput = {
  /** The description in the default language. */
  about?: string | null | undefined;
  /** The description in other languages (replaces them all). */
  aboutByLanguage?: Array<LanguageTextInput> | null | undefined;
  /** The venue's address. */
  address?: string | null | undefined;
  /** The venue's city. */
  city?: string | null | undefined;
  /** Sold only on the desktop site. */
  desktopOnly?: boolean | null | undefined;
  /** When the doors open. */
  doorsOpenAt?: string | null | undefined;
  /** When it ends. */
  endsAt?: string | null | undefined;
  /** A hot on-sale. */
  isHot?: boolean | null | undefined;
  /** Tickets one account may hold (1–20). */
  maxTicketsPerAccount?: number | null | undefined;
  /** Each ticket carries a real name. */
  requiresIdentity?: boolean | null | undefined;
  /** When the sale closes. */
  saleEndsAt?: string | null | undefined;
  /** When the sale opens. */
  saleStartsAt?: string | null | undefined;
  /** An order may be paid for once. */
  singlePaymentAttempt?: boolean | null | undefined;
  /** When it starts. */
  startsAt?: string | null | undefined;
  /** A line under the title. */
  subtitle?: string | null | undefined;
  /** The venue's IANA time zone (default Asia/Hong_Kong). */
  timeZone?: string | null | undefined;
  /** The title (at most 120 characters). */
  title?: string | null | undefined;
  /** Hours before the start from which tickets cannot be transferred (0–720). */
  transferLockHours?: number | null | undefined;
  /** The venue. */
  venue?: string | null | undefined;
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

export type OperatorCreateKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type OperatorCreateKeyMutation = { createApiKey:
    | { __typename: 'CreatedApiKey', key: string, apiKey: { id: string, name: string, scopes: Array<string>, expiresAt: string | null, rateLimitPerMinute: number, lastUsedAt: string | null, revokedAt: string | null } }
    | { __typename: 'ValidationError', code: string, field: string | null }
   };

export type OperatorListKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type OperatorListKeysQuery = { apiKeys: Array<{ id: string, name: string, scopes: Array<string>, lastUsedAt: string | null, revokedAt: string | null }> };

export type OperatorRevokeKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type OperatorRevokeKeyMutation = { revokeApiKey:
    | { __typename: 'ApiKey', id: string, revokedAt: string | null }
    | { __typename: 'NotFoundError', code: string }
   };

export type OperatorCreateEventMutationVariables = Exact<{
  input: CreateEventInput;
}>;


export type OperatorCreateEventMutation = { createEvent:
    | { __typename: 'OperatorEvent', id: string, slug: string, organisationId: string | null, salesPaused: boolean, saleState: SaleState, timeZone: string, singlePaymentAttempt: boolean, aboutByLanguage: Array<{ lang: string, text: string }> }
    | { __typename: 'ValidationError', code: string, field: string | null }
   };

export type OperatorUpdateEventMutationVariables = Exact<{
  id: string | number;
  input: UpdateEventInput;
}>;


export type OperatorUpdateEventMutation = { updateEvent:
    | { __typename: 'NotFoundError', code: string, field: string | null }
    | { __typename: 'OperatorEvent', id: string, title: string, maxTicketsPerAccount: number }
    | { __typename: 'ValidationError', code: string, field: string | null }
   };

export type OperatorAddTicketTypeMutationVariables = Exact<{
  eventId: string | number;
  input: TicketTypeInput;
}>;


export type OperatorAddTicketTypeMutation = { addTicketType:
    | { __typename: 'NotFoundError', code: string, field: string | null }
    | { __typename: 'OperatorTicketType', id: string, area: string, capacity: number, sold: number, price: { amount: number, currency: Currency } }
    | { __typename: 'ValidationError', code: string, field: string | null }
   };

export type OperatorSetSalesMutationVariables = Exact<{
  id: string | number;
  action: SalesAction;
}>;


export type OperatorSetSalesMutation = { setEventSales:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorEvent', id: string, salesPaused: boolean, saleState: SaleState }
   };

export type OperatorEventsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OperatorEventsQuery = { operatorEvents: { edges: Array<{ cursor: string, node: { id: string, slug: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OperatorSetMemberMutationVariables = Exact<{
  email: string;
  role: OrganisationRole;
}>;


export type OperatorSetMemberMutation = { setOrganisationMember:
    | { __typename: 'MutationSetOrganisationMemberSuccess', data: OrganisationRole }
    | { __typename: 'NotFoundError', code: string }
   };

export type OperatorMyOrganisationsQueryVariables = Exact<{ [key: string]: never; }>;


export type OperatorMyOrganisationsQuery = { myOrganisations: Array<{ id: string, role: OrganisationRole }> };

export type OperatorEventQueryVariables = Exact<{
  id: string | number;
}>;


export type OperatorEventQuery = { operatorEvent: { id: string, title: string } | null };

export type OperatorFanEventQueryVariables = Exact<{
  slug: string;
}>;


export type OperatorFanEventQuery = { event: { saleState: SaleState, about: string } | null };

export type OperatorOrdersQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  search?: string | null | undefined;
  eventId?: string | number | null | undefined;
}>;


export type OperatorOrdersQuery = { operatorOrders: { edges: Array<{ cursor: string, node: { id: string, orderNo: string, eventId: string | null, status: OrderStatus, buyerNickname: string | null, total: { amount: number, currency: Currency }, lines: Array<{ ticketType: string | null, area: string | null, quantity: number, unitAmount: number }> } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OperatorAttendeesQueryVariables = Exact<{
  eventId: string | number;
  search?: string | null | undefined;
}>;


export type OperatorAttendeesQuery = { operatorAttendees: { edges: Array<{ node: { id: string, ticketNo: string, status: TicketStatus, ticketType: string, area: string, seat: string | null, holderNickname: string | null } }> } };

export type OperatorSalesCsvQueryVariables = Exact<{
  eventId: string | number;
}>;


export type OperatorSalesCsvQuery = { salesCsv:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'QuerySalesCsvSuccess', data: string }
   };

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
export const OperatorCreateKeyDocument = new TypedDocumentString(`
    mutation OperatorCreateKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    __typename
    ... on CreatedApiKey {
      key
      apiKey {
        id
        name
        scopes
        expiresAt
        rateLimitPerMinute
        lastUsedAt
        revokedAt
      }
    }
    ... on Error {
      code
      field
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorCreateKeyMutation, OperatorCreateKeyMutationVariables>;
export const OperatorListKeysDocument = new TypedDocumentString(`
    query OperatorListKeys {
  apiKeys {
    id
    name
    scopes
    lastUsedAt
    revokedAt
  }
}
    `) as unknown as TypedDocumentString<OperatorListKeysQuery, OperatorListKeysQueryVariables>;
export const OperatorRevokeKeyDocument = new TypedDocumentString(`
    mutation OperatorRevokeKey($id: ID!) {
  revokeApiKey(id: $id) {
    __typename
    ... on ApiKey {
      id
      revokedAt
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorRevokeKeyMutation, OperatorRevokeKeyMutationVariables>;
export const OperatorCreateEventDocument = new TypedDocumentString(`
    mutation OperatorCreateEvent($input: CreateEventInput!) {
  createEvent(input: $input) {
    __typename
    ... on OperatorEvent {
      id
      slug
      organisationId
      salesPaused
      saleState
      timeZone
      aboutByLanguage {
        lang
        text
      }
      singlePaymentAttempt
    }
    ... on Error {
      code
      field
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorCreateEventMutation, OperatorCreateEventMutationVariables>;
export const OperatorUpdateEventDocument = new TypedDocumentString(`
    mutation OperatorUpdateEvent($id: ID!, $input: UpdateEventInput!) {
  updateEvent(id: $id, input: $input) {
    __typename
    ... on OperatorEvent {
      id
      title
      maxTicketsPerAccount
    }
    ... on Error {
      code
      field
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorUpdateEventMutation, OperatorUpdateEventMutationVariables>;
export const OperatorAddTicketTypeDocument = new TypedDocumentString(`
    mutation OperatorAddTicketType($eventId: ID!, $input: TicketTypeInput!) {
  addTicketType(eventId: $eventId, input: $input) {
    __typename
    ... on OperatorTicketType {
      id
      area
      capacity
      sold
      price {
        amount
        currency
      }
    }
    ... on Error {
      code
      field
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorAddTicketTypeMutation, OperatorAddTicketTypeMutationVariables>;
export const OperatorSetSalesDocument = new TypedDocumentString(`
    mutation OperatorSetSales($id: ID!, $action: SalesAction!) {
  setEventSales(id: $id, action: $action) {
    __typename
    ... on OperatorEvent {
      id
      salesPaused
      saleState
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorSetSalesMutation, OperatorSetSalesMutationVariables>;
export const OperatorEventsDocument = new TypedDocumentString(`
    query OperatorEvents($first: Int, $after: String) {
  operatorEvents(first: $first, after: $after) {
    edges {
      cursor
      node {
        id
        slug
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorEventsQuery, OperatorEventsQueryVariables>;
export const OperatorSetMemberDocument = new TypedDocumentString(`
    mutation OperatorSetMember($email: String!, $role: OrganisationRole!) {
  setOrganisationMember(email: $email, role: $role) {
    __typename
    ... on MutationSetOrganisationMemberSuccess {
      data
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorSetMemberMutation, OperatorSetMemberMutationVariables>;
export const OperatorMyOrganisationsDocument = new TypedDocumentString(`
    query OperatorMyOrganisations {
  myOrganisations {
    id
    role
  }
}
    `) as unknown as TypedDocumentString<OperatorMyOrganisationsQuery, OperatorMyOrganisationsQueryVariables>;
export const OperatorEventDocument = new TypedDocumentString(`
    query OperatorEvent($id: ID!) {
  operatorEvent(id: $id) {
    id
    title
  }
}
    `) as unknown as TypedDocumentString<OperatorEventQuery, OperatorEventQueryVariables>;
export const OperatorFanEventDocument = new TypedDocumentString(`
    query OperatorFanEvent($slug: String!) {
  event(slug: $slug) {
    saleState
    about
  }
}
    `) as unknown as TypedDocumentString<OperatorFanEventQuery, OperatorFanEventQueryVariables>;
export const OperatorOrdersDocument = new TypedDocumentString(`
    query OperatorOrders($first: Int, $after: String, $search: String, $eventId: ID) {
  operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId) {
    edges {
      cursor
      node {
        id
        orderNo
        eventId
        status
        buyerNickname
        total {
          amount
          currency
        }
        lines {
          ticketType
          area
          quantity
          unitAmount
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorOrdersQuery, OperatorOrdersQueryVariables>;
export const OperatorAttendeesDocument = new TypedDocumentString(`
    query OperatorAttendees($eventId: ID!, $search: String) {
  operatorAttendees(eventId: $eventId, first: 50, search: $search) {
    edges {
      node {
        id
        ticketNo
        status
        ticketType
        area
        seat
        holderNickname
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorAttendeesQuery, OperatorAttendeesQueryVariables>;
export const OperatorSalesCsvDocument = new TypedDocumentString(`
    query OperatorSalesCsv($eventId: ID!) {
  salesCsv(eventId: $eventId) {
    __typename
    ... on QuerySalesCsvSuccess {
      data
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorSalesCsvQuery, OperatorSalesCsvQueryVariables>;
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