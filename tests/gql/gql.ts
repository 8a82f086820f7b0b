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
    "\n  mutation OperatorCreateKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      __typename\n      ... on CreatedApiKey { key apiKey { id name scopes expiresAt rateLimitPerMinute lastUsedAt revokedAt } }\n      ... on Error { code field }\n    }\n  }\n": typeof types.OperatorCreateKeyDocument,
    "query OperatorListKeys { apiKeys { id name scopes lastUsedAt revokedAt } }": typeof types.OperatorListKeysDocument,
    "mutation OperatorRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ... on Error { code } } }": typeof types.OperatorRevokeKeyDocument,
    "\n  mutation OperatorCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      __typename\n      ... on OperatorEvent { id slug organisationId salesPaused saleState timeZone aboutByLanguage { lang text } singlePaymentAttempt }\n      ... on Error { code field }\n    }\n  }\n": typeof types.OperatorCreateEventDocument,
    "\n  mutation OperatorUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id title maxTicketsPerAccount } ... on Error { code field } }\n  }\n": typeof types.OperatorUpdateEventDocument,
    "\n  mutation OperatorAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area capacity sold price { amount currency } } ... on Error { code field } }\n  }\n": typeof types.OperatorAddTicketTypeDocument,
    "\n  mutation OperatorSetSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id salesPaused saleState } ... on Error { code } }\n  }\n": typeof types.OperatorSetSalesDocument,
    "query OperatorEvents($first: Int, $after: String) { operatorEvents(first: $first, after: $after) { edges { cursor node { id slug } } pageInfo { hasNextPage endCursor } } }": typeof types.OperatorEventsDocument,
    "\n  mutation OperatorSetMember($email: String!, $role: OrganisationRole!) {\n    setOrganisationMember(email: $email, role: $role) { __typename ... on MutationSetOrganisationMemberSuccess { data } ... on Error { code } }\n  }\n": typeof types.OperatorSetMemberDocument,
    "query OperatorMyOrganisations { myOrganisations { id role } }": typeof types.OperatorMyOrganisationsDocument,
    "query OperatorEvent($id: ID!) { operatorEvent(id: $id) { id title } }": typeof types.OperatorEventDocument,
    "query OperatorFanEvent($slug: String!) { event(slug: $slug) { saleState about } }": typeof types.OperatorFanEventDocument,
    "\n  query OperatorOrders($first: Int, $after: String, $search: String, $eventId: ID) {\n    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId) {\n      edges { cursor node { id orderNo eventId status buyerNickname total { amount currency } lines { ticketType area quantity unitAmount } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.OperatorOrdersDocument,
    "\n  query OperatorAttendees($eventId: ID!, $search: String) {\n    operatorAttendees(eventId: $eventId, first: 50, search: $search) { edges { node { id ticketNo status ticketType area seat holderNickname } } }\n  }\n": typeof types.OperatorAttendeesDocument,
    "query OperatorSalesCsv($eventId: ID!) { salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ... on Error { code } } }": typeof types.OperatorSalesCsvDocument,
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
    "\n  mutation OperatorCreateKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      __typename\n      ... on CreatedApiKey { key apiKey { id name scopes expiresAt rateLimitPerMinute lastUsedAt revokedAt } }\n      ... on Error { code field }\n    }\n  }\n": types.OperatorCreateKeyDocument,
    "query OperatorListKeys { apiKeys { id name scopes lastUsedAt revokedAt } }": types.OperatorListKeysDocument,
    "mutation OperatorRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ... on Error { code } } }": types.OperatorRevokeKeyDocument,
    "\n  mutation OperatorCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      __typename\n      ... on OperatorEvent { id slug organisationId salesPaused saleState timeZone aboutByLanguage { lang text } singlePaymentAttempt }\n      ... on Error { code field }\n    }\n  }\n": types.OperatorCreateEventDocument,
    "\n  mutation OperatorUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id title maxTicketsPerAccount } ... on Error { code field } }\n  }\n": types.OperatorUpdateEventDocument,
    "\n  mutation OperatorAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area capacity sold price { amount currency } } ... on Error { code field } }\n  }\n": types.OperatorAddTicketTypeDocument,
    "\n  mutation OperatorSetSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id salesPaused saleState } ... on Error { code } }\n  }\n": types.OperatorSetSalesDocument,
    "query OperatorEvents($first: Int, $after: String) { operatorEvents(first: $first, after: $after) { edges { cursor node { id slug } } pageInfo { hasNextPage endCursor } } }": types.OperatorEventsDocument,
    "\n  mutation OperatorSetMember($email: String!, $role: OrganisationRole!) {\n    setOrganisationMember(email: $email, role: $role) { __typename ... on MutationSetOrganisationMemberSuccess { data } ... on Error { code } }\n  }\n": types.OperatorSetMemberDocument,
    "query OperatorMyOrganisations { myOrganisations { id role } }": types.OperatorMyOrganisationsDocument,
    "query OperatorEvent($id: ID!) { operatorEvent(id: $id) { id title } }": types.OperatorEventDocument,
    "query OperatorFanEvent($slug: String!) { event(slug: $slug) { saleState about } }": types.OperatorFanEventDocument,
    "\n  query OperatorOrders($first: Int, $after: String, $search: String, $eventId: ID) {\n    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId) {\n      edges { cursor node { id orderNo eventId status buyerNickname total { amount currency } lines { ticketType area quantity unitAmount } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.OperatorOrdersDocument,
    "\n  query OperatorAttendees($eventId: ID!, $search: String) {\n    operatorAttendees(eventId: $eventId, first: 50, search: $search) { edges { node { id ticketNo status ticketType area seat holderNickname } } }\n  }\n": types.OperatorAttendeesDocument,
    "query OperatorSalesCsv($eventId: ID!) { salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ... on Error { code } } }": types.OperatorSalesCsvDocument,
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
export function graphql(source: "\n  mutation OperatorCreateKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      __typename\n      ... on CreatedApiKey { key apiKey { id name scopes expiresAt rateLimitPerMinute lastUsedAt revokedAt } }\n      ... on Error { code field }\n    }\n  }\n"): typeof import('./graphql').OperatorCreateKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorListKeys { apiKeys { id name scopes lastUsedAt revokedAt } }"): typeof import('./graphql').OperatorListKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation OperatorRevokeKey($id: ID!) { revokeApiKey(id: $id) { __typename ... on ApiKey { id revokedAt } ... on Error { code } } }"): typeof import('./graphql').OperatorRevokeKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorCreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      __typename\n      ... on OperatorEvent { id slug organisationId salesPaused saleState timeZone aboutByLanguage { lang text } singlePaymentAttempt }\n      ... on Error { code field }\n    }\n  }\n"): typeof import('./graphql').OperatorCreateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorUpdateEvent($id: ID!, $input: UpdateEventInput!) {\n    updateEvent(id: $id, input: $input) { __typename ... on OperatorEvent { id title maxTicketsPerAccount } ... on Error { code field } }\n  }\n"): typeof import('./graphql').OperatorUpdateEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorAddTicketType($eventId: ID!, $input: TicketTypeInput!) {\n    addTicketType(eventId: $eventId, input: $input) { __typename ... on OperatorTicketType { id area capacity sold price { amount currency } } ... on Error { code field } }\n  }\n"): typeof import('./graphql').OperatorAddTicketTypeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorSetSales($id: ID!, $action: SalesAction!) {\n    setEventSales(id: $id, action: $action) { __typename ... on OperatorEvent { id salesPaused saleState } ... on Error { code } }\n  }\n"): typeof import('./graphql').OperatorSetSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorEvents($first: Int, $after: String) { operatorEvents(first: $first, after: $after) { edges { cursor node { id slug } } pageInfo { hasNextPage endCursor } } }"): typeof import('./graphql').OperatorEventsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OperatorSetMember($email: String!, $role: OrganisationRole!) {\n    setOrganisationMember(email: $email, role: $role) { __typename ... on MutationSetOrganisationMemberSuccess { data } ... on Error { code } }\n  }\n"): typeof import('./graphql').OperatorSetMemberDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorMyOrganisations { myOrganisations { id role } }"): typeof import('./graphql').OperatorMyOrganisationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorEvent($id: ID!) { operatorEvent(id: $id) { id title } }"): typeof import('./graphql').OperatorEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorFanEvent($slug: String!) { event(slug: $slug) { saleState about } }"): typeof import('./graphql').OperatorFanEventDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorOrders($first: Int, $after: String, $search: String, $eventId: ID) {\n    operatorOrders(first: $first, after: $after, search: $search, eventId: $eventId) {\n      edges { cursor node { id orderNo eventId status buyerNickname total { amount currency } lines { ticketType area quantity unitAmount } } }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): typeof import('./graphql').OperatorOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OperatorAttendees($eventId: ID!, $search: String) {\n    operatorAttendees(eventId: $eventId, first: 50, search: $search) { edges { node { id ticketNo status ticketType area seat holderNickname } } }\n  }\n"): typeof import('./graphql').OperatorAttendeesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query OperatorSalesCsv($eventId: ID!) { salesCsv(eventId: $eventId) { __typename ... on QuerySalesCsvSuccess { data } ... on Error { code } } }"): typeof import('./graphql').OperatorSalesCsvDocument;
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
