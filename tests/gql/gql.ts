/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation QueueHelperJoin($input: JoinQueueInput!) {\n    joinQueue(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on JoinQueueSuccess { place { status position } }\n    }\n  }\n": typeof types.QueueHelperJoinDocument,
    "\n  query QueueHelperPlace($eventSlug: String!) {\n    myQueuePlace(eventSlug: $eventSlug) {\n      status\n      position\n      aheadCount\n      waitingCount\n      joinedAt\n      admission { token expiresAt }\n      offer { orderNo quantity ticketTypeId ticketTypeName expiresAt }\n    }\n  }\n": typeof types.QueueHelperPlaceDocument,
    "query GraphqlCoreHealth { health { ok database version time } }": typeof types.GraphqlCoreHealthDocument,
    "query GraphqlCoreEvents($after: String) { events(first: 2, after: $after) { edges { cursor node { id slug startsAt saleState priceFrom { amount currency } } } pageInfo { hasNextPage endCursor } } }": typeof types.GraphqlCoreEventsDocument,
    "query GraphqlCoreEvents2 { events(filter: { upcoming: true }) { edges { node { id slug } } } }": typeof types.GraphqlCoreEvents2Document,
    "query GraphqlCoreNode($id: ID!) { node(id: $id) { id ... on Event { slug } } }": typeof types.GraphqlCoreNodeDocument,
    "query GraphqlCoreEvents3 { events(first: 50) { edges { node { slug saleState } } } }": typeof types.GraphqlCoreEvents3Document,
    "query GraphqlCoreEvents4 { events(first: 50, filter: { onSale: true }) { edges { node { slug saleState timeZone } } } }": typeof types.GraphqlCoreEvents4Document,
    "query GraphqlCoreA { a: event(slug: \"starlight-arena-tour\") { title isHot requiresIdentity currency } b: event(slug: \"nope\") { title } }": typeof types.GraphqlCoreADocument,
    "\n  query QueueRoom($eventSlug: String!) {\n    waitingRoom(eventSlug: $eventSlug) { state seedHash seed drawHash drawList waitingCount stockLeft admissionRatePerMinute opensAt }\n  }\n": typeof types.QueueRoomDocument,
    "\n  mutation QueueSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on QueueRequiredError { eventSlug }\n      ... on TicketsSecured { order { orderNo } }\n    }\n  }\n": typeof types.QueueSecureDocument,
    "\n  mutation QueueCancel($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Order { status } } }\n": typeof types.QueueCancelDocument,
    "\n  mutation QueueJoinWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n": typeof types.QueueJoinWaitingListDocument,
};
const documents: Documents = {
    "\n  mutation QueueHelperJoin($input: JoinQueueInput!) {\n    joinQueue(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on JoinQueueSuccess { place { status position } }\n    }\n  }\n": types.QueueHelperJoinDocument,
    "\n  query QueueHelperPlace($eventSlug: String!) {\n    myQueuePlace(eventSlug: $eventSlug) {\n      status\n      position\n      aheadCount\n      waitingCount\n      joinedAt\n      admission { token expiresAt }\n      offer { orderNo quantity ticketTypeId ticketTypeName expiresAt }\n    }\n  }\n": types.QueueHelperPlaceDocument,
    "query GraphqlCoreHealth { health { ok database version time } }": types.GraphqlCoreHealthDocument,
    "query GraphqlCoreEvents($after: String) { events(first: 2, after: $after) { edges { cursor node { id slug startsAt saleState priceFrom { amount currency } } } pageInfo { hasNextPage endCursor } } }": types.GraphqlCoreEventsDocument,
    "query GraphqlCoreEvents2 { events(filter: { upcoming: true }) { edges { node { id slug } } } }": types.GraphqlCoreEvents2Document,
    "query GraphqlCoreNode($id: ID!) { node(id: $id) { id ... on Event { slug } } }": types.GraphqlCoreNodeDocument,
    "query GraphqlCoreEvents3 { events(first: 50) { edges { node { slug saleState } } } }": types.GraphqlCoreEvents3Document,
    "query GraphqlCoreEvents4 { events(first: 50, filter: { onSale: true }) { edges { node { slug saleState timeZone } } } }": types.GraphqlCoreEvents4Document,
    "query GraphqlCoreA { a: event(slug: \"starlight-arena-tour\") { title isHot requiresIdentity currency } b: event(slug: \"nope\") { title } }": types.GraphqlCoreADocument,
    "\n  query QueueRoom($eventSlug: String!) {\n    waitingRoom(eventSlug: $eventSlug) { state seedHash seed drawHash drawList waitingCount stockLeft admissionRatePerMinute opensAt }\n  }\n": types.QueueRoomDocument,
    "\n  mutation QueueSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on QueueRequiredError { eventSlug }\n      ... on TicketsSecured { order { orderNo } }\n    }\n  }\n": types.QueueSecureDocument,
    "\n  mutation QueueCancel($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Order { status } } }\n": types.QueueCancelDocument,
    "\n  mutation QueueJoinWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n": types.QueueJoinWaitingListDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueHelperJoin($input: JoinQueueInput!) {\n    joinQueue(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on JoinQueueSuccess { place { status position } }\n    }\n  }\n"): typeof import('./graphql').QueueHelperJoinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueHelperPlace($eventSlug: String!) {\n    myQueuePlace(eventSlug: $eventSlug) {\n      status\n      position\n      aheadCount\n      waitingCount\n      joinedAt\n      admission { token expiresAt }\n      offer { orderNo quantity ticketTypeId ticketTypeName expiresAt }\n    }\n  }\n"): typeof import('./graphql').QueueHelperPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreHealth { health { ok database version time } }"): typeof import('./graphql').GraphqlCoreHealthDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreEvents($after: String) { events(first: 2, after: $after) { edges { cursor node { id slug startsAt saleState priceFrom { amount currency } } } pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').GraphqlCoreEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreEvents2 { events(filter: { upcoming: true }) { edges { node { id slug } } } }"): typeof import('./graphql').GraphqlCoreEvents2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreNode($id: ID!) { node(id: $id) { id ... on Event { slug } } }"): typeof import('./graphql').GraphqlCoreNodeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreEvents3 { events(first: 50) { edges { node { slug saleState } } } }"): typeof import('./graphql').GraphqlCoreEvents3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreEvents4 { events(first: 50, filter: { onSale: true }) { edges { node { slug saleState timeZone } } } }"): typeof import('./graphql').GraphqlCoreEvents4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GraphqlCoreA { a: event(slug: \"starlight-arena-tour\") { title isHot requiresIdentity currency } b: event(slug: \"nope\") { title } }"): typeof import('./graphql').GraphqlCoreADocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QueueRoom($eventSlug: String!) {\n    waitingRoom(eventSlug: $eventSlug) { state seedHash seed drawHash drawList waitingCount stockLeft admissionRatePerMinute opensAt }\n  }\n"): typeof import('./graphql').QueueRoomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueSecure($input: SecureTicketsInput!) {\n    secureTickets(input: $input) {\n      __typename\n      ... on Error { code }\n      ... on QueueRequiredError { eventSlug }\n      ... on TicketsSecured { order { orderNo } }\n    }\n  }\n"): typeof import('./graphql').QueueSecureDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueCancel($no: String!) { cancelOrder(orderNo: $no) { __typename ... on Order { status } } }\n"): typeof import('./graphql').QueueCancelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QueueJoinWaitingList($input: JoinWaitingListInput!) {\n    joinWaitingList(input: $input) { __typename ... on Error { code } ... on JoinWaitingListSuccess { place { status } } }\n  }\n"): typeof import('./graphql').QueueJoinWaitingListDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
