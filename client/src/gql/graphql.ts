/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** LIVE_HOLD: an unpaid order still holding stock; PENDING_PAYMENT: a payment or refund not finished; WALLET_BALANCE: Fan Coin left; UPCOMING_TICKETS: tickets for events not over; UNDELIVERED_MERCH: a merch order not yet delivered or picked up. */
export type AccountDeletionBlocker =
  /** An unpaid order still holds stock. */
  | 'LIVE_HOLD'
  /** A payment or refund has not finished. */
  | 'PENDING_PAYMENT'
  /** Merchandise not yet delivered or picked up. */
  | 'UNDELIVERED_MERCH'
  /** Tickets for events that are not over. */
  | 'UPCOMING_TICKETS'
  /** Fan Coin is left in the wallet. */
  | 'WALLET_BALANCE';

/** A real-name identity to save for ticket holders. */
export type AddAudienceIdentityInput = {
  /** Agreement to share with authorities, organisers, venues and ticket issuers. */
  consent: boolean;
  /** The document number; stored encrypted, shown masked. */
  docNumber: string;
  /** The kind of document. */
  docType: IdentityDocType;
  /** The holder's full name as on the document. */
  name: string;
};

/** A postal address to save in the signed-in fan's address book. */
export type AddressInput = {
  /** City or district. */
  city: string;
  /** ISO 3166-1 alpha-2 country code (e.g. HK, MO). */
  country: string;
  /** Make this the default address (the previous default stops being one). */
  isDefault?: boolean | null | undefined;
  /** First address line: street, number and building. */
  line1: string;
  /** Second address line (floor, flat); optional. */
  line2?: string | null | undefined;
  /** With its dial code, e.g. +852 9123 4567. */
  phone: string;
  /** Postal code; optional where the country uses none. */
  postalCode?: string | null | undefined;
  /** The name of the person who receives the parcel. */
  recipient: string;
  /** Region, province or state; optional. */
  region?: string | null | undefined;
};

/** A real-name identity's new content. */
export type AudienceIdentityInput = {
  /** The document number; stored encrypted, shown masked. */
  docNumber: string;
  /** The kind of document. */
  docType: IdentityDocType;
  /** The holder's full name as on the document. */
  name: string;
};

/** A business enquiry from a prospective organiser. */
export type BusinessEnquiryInput = {
  /** ISO 3166-1 alpha-2 code from Query.countries. */
  country: string;
  /** The contact e-mail address the answer goes to. */
  email: string;
  /** The kind of event. */
  eventType: EnquiryEventType;
  /** The solved human check (HumanCheck component). */
  humanCheck?: string | null | undefined;
  /** The services of interest; at least one. */
  interests: Array<EnquiryInterest>;
  /** Free text about the event; optional. */
  moreInfo?: string | null | undefined;
  /** The contact person's name. */
  name: string;
  /** The expected number of participants. */
  participants: EnquiryParticipants;
  /** The contact phone number in E.164 form (e.g. +85291234567). */
  phone: string;
};

/** A card network. */
export type CardBrand =
  /** American Express (4-digit CID). */
  | 'AMEX'
  /** Discover (3-digit CID). */
  | 'DISCOVER'
  /** JCB (3-digit CAV2). */
  | 'JCB'
  /** Mastercard (3-digit CVC). */
  | 'MASTERCARD'
  /** UnionPay (3-digit CVC). */
  | 'UNIONPAY'
  /** Visa (3-digit CVV). */
  | 'VISA';

/** A card to pay with. The number and security code are passed to the payment provider and never stored. */
export type CardInput = {
  /** The card network. */
  brand: CardBrand;
  /** Expiry month, 1–12. */
  expMonth: number;
  /** Expiry year, four digits. */
  expYear: number;
  /** The name on the card. */
  holderName: string;
  /** The card number, digits only. */
  number: string;
  /** CVV, CVC, CID or CAV2 depending on the card type. */
  securityCode: string;
};

/** Moving the account to a new e-mail address, confirmed by codes to both addresses. */
export type ChangeEmailInput = {
  /** The new address. */
  email: string;
  /** The NEW_EMAIL code sent to the new address. */
  newCode: string;
  /** The CHANGE_EMAIL code sent to the current address. */
  oldCode: string;
};

/** The old and the new password. */
export type ChangePasswordInput = {
  /** The current password. */
  oldPassword: string;
  /** The new password. */
  password: string;
};

/** The old and the new payment password. */
export type ChangePayPasswordInput = {
  /** The current 6-digit payment password. */
  oldPayPassword: string;
  /** The new 6-digit payment password. */
  payPassword: string;
};

/** A code to check. */
export type CheckEmailCodeInput = {
  /** The 6-digit code. */
  code: string;
  /** The address it was sent to. */
  email: string;
  /** What it is for. */
  purpose: EmailCodePurpose;
};

/** A new support request. */
export type CreateSupportIssueInput = {
  /** The e-mail address answers go to. */
  email: string;
  /** A contact phone number in E.164 form (e.g. +85291234567). */
  phone: string;
  /** The message (at least SupportOptions.minTextLength characters). */
  text: string;
  /** What it is about. */
  type: SupportIssueType;
};

/** ISO 4217 currency of a Money amount. */
export type Currency =
  /** Hong Kong dollar (2 decimals: 100 minor units = HK$1). */
  | 'HKD'
  /** Macanese pataca (2 decimals: 100 minor units = MOP$1). */
  | 'MOP';

/** What an e-mailed 6-digit code is for; a code only works for its purpose. */
export type EmailCodePurpose =
  /** Confirming the current address before changing it. */
  | 'CHANGE_EMAIL'
  /** Resetting a forgotten password. */
  | 'FORGET_PASSWORD'
  /** Confirming the new address. */
  | 'NEW_EMAIL'
  /** Resetting the payment password. */
  | 'PAY_PASSWORD'
  /** Signing up. */
  | 'REGISTER'
  /** Confirming a ticket transfer. */
  | 'TRANSFER';

/** The kind of event a business enquiry is about. */
export type EnquiryEventType =
  /** A concert. */
  | 'CONCERT'
  /** A corporate event. */
  | 'CORPORATE_EVENT'
  /** A festival. */
  | 'FESTIVAL'
  /** Anything else. */
  | 'OTHER'
  /** A sporting event. */
  | 'SPORTING_EVENT';

/** A service a business enquiry is interested in. */
export type EnquiryInterest =
  /** Advanced ticketing (seat maps, real-name tickets, queues). */
  | 'ADVANCED_TICKETING'
  /** Basic ticketing. */
  | 'BASIC_TICKETING'
  /** Cashless payment on site. */
  | 'CASHLESS_SOLUTION'
  /** Digital on-site services (entry scanning, signage). */
  | 'DIGITAL_ON_SITE'
  /** Streaming and media. */
  | 'STREAMING_MEDIA'
  /** A ticketing website of the organiser's own. */
  | 'TICKETING_WEBSITE_SOLUTION';

/** P0_99: 0-99, P100_999: 100-999, P1000_4999: 1000-4999, P5000_PLUS: 5000+. */
export type EnquiryParticipants =
  /** Up to 99 participants. */
  | 'P0_99'
  /** 100 to 999 participants. */
  | 'P100_999'
  /** 1,000 to 4,999 participants. */
  | 'P1000_4999'
  /** 5,000 participants or more. */
  | 'P5000_PLUS';

/** Where an event's entry stands on the day. */
export type EntryState =
  /** Entry has closed. */
  | 'CLOSED'
  /** Entry has not started. */
  | 'COMING_SOON'
  /** Doors are open. */
  | 'OPEN'
  /** Queue open, tickets being checked before doors. */
  | 'VERIFYING';

/** Narrows the public event list. */
export type EventFilter = {
  /** Only events on sale now (saleState ON_SALE): the home page's "On sale now" */
  onSale?: boolean | null | undefined;
  /** Only events that have not ended */
  upcoming?: boolean | null | undefined;
};

/** EXPIRED: past the campaign's entry expiry, or not drawn as a winner. */
export type GiveawayEntryStatus =
  /** Takes part in the coming draw. */
  | 'ACTIVE'
  /** Past the campaign's entry expiry, or not drawn as a winner. */
  | 'EXPIRED'
  /** Drawn as a winner. */
  | 'WON';

/** How a giveaway entry was earned. */
export type GiveawaySource =
  /** A friend who signed up with the fan's invite code and topped up. */
  | 'INVITE'
  /** Signing up during the campaign. */
  | 'REGISTRATION'
  /** Topping up the Fan Coin wallet (one entry per GiveawayRules.vndPerEntry). */
  | 'TOPUP';

/** The kind of identity document of a real-name ticket holder. */
export type IdentityDocType =
  /** A Hong Kong or Macau identity card. */
  | 'ID_CARD'
  /** A passport. */
  | 'PASSPORT'
  /** A travel permit (e.g. Mainland Travel Permit, Exit-Entry Permit). */
  | 'PERMIT';

/** Joining an event's waiting room. */
export type JoinQueueInput = {
  /** The event's slug. */
  eventSlug: string;
  /** The solved human-check payload (needed for a new place). */
  humanCheck?: string | null | undefined;
};

/** Joining an event's waiting list after a sell-out. */
export type JoinWaitingListInput = {
  /** The event's slug. */
  eventSlug: string;
};

/** Shipping items: ORDERED → PROCESSING → SHIPPED → DELIVERED. Pick-up items: READY_FOR_PICKUP → PICKED_UP. */
export type MerchFulfilmentStatus =
  /** Delivered to the shipping address. */
  | 'DELIVERED'
  /** Paid; not yet being prepared. */
  | 'ORDERED'
  /** Collected. */
  | 'PICKED_UP'
  /** Being packed. */
  | 'PROCESSING'
  /** Waiting at the pick-up point; show the pick-up code. */
  | 'READY_FOR_PICKUP'
  /** Handed to the courier. */
  | 'SHIPPED';

/** The payment state of a merchandise order. */
export type MerchOrderStatus =
  /** Stock is held until expiresAt; pay before then. */
  | 'AWAITING_PAYMENT'
  /** Cancelled before payment; the stock was released. */
  | 'CANCELLED'
  /** Not paid in time; the stock was released. */
  | 'EXPIRED'
  /** Paid. */
  | 'PAID'
  /** Paid, then refunded. */
  | 'REFUNDED';

/** The tabs of the fan's merchandise order list. */
export type MerchOrderTab =
  /** Awaiting payment, or paid and not yet delivered or picked up. */
  | 'AVAILABLE'
  /** Delivered or picked up. */
  | 'COMPLETED'
  /** Cancelled, expired or refunded. */
  | 'OTHERS';

/** How prominent a site notice is. */
export type NoticeLevel =
  /** An outage or an urgent change; shown above everything. */
  | 'CRITICAL'
  /** Information. */
  | 'INFO'
  /** Something fans should know (e.g. a delay). */
  | 'WARNING';

/** What an order buys. */
export type OrderKind =
  /** Merchandise. */
  | 'MERCH'
  /** Event tickets. */
  | 'TICKET'
  /** Fan Coin for the wallet. */
  | 'TOPUP';

/** The tabs of the fan's order list. */
export type OrderListTab =
  /** Awaiting payment and not yet expired. */
  | 'AVAILABLE'
  /** Paid. */
  | 'COMPLETED'
  /** Cancelled, expired (or past its hold) or refunded. */
  | 'OTHERS';

/** The payment state of an order. */
export type OrderStatus =
  /** Stock is held until expiresAt; pay before then. */
  | 'AWAITING_PAYMENT'
  /** Cancelled before payment; the stock was released. */
  | 'CANCELLED'
  /** Not paid in time; the stock was released. */
  | 'EXPIRED'
  /** Paid; its tickets, merchandise or Fan Coin are issued. */
  | 'PAID'
  /** Paid, then refunded to where the payment came from. */
  | 'REFUNDED';

/** What an entry code admits: a ticket or a merchandise pick-up. */
export type PassKind =
  /** A merchandise pick-up item (qrCode takes the order item's id). */
  | 'MERCH'
  /** A ticket (qrCode takes the Ticket's global id). */
  | 'TICKET';

/** How to pay an order: a new card, a saved card, the wallet or an e-wallet. */
export type PayOrderInput = {
  /** A new card, when paying by card. */
  card?: CardInput | null | undefined;
  /** Unique per attempt; a retry with the same key returns the first answer. */
  idempotencyKey: string;
  /** A PaymentMethod value. */
  method: string;
  /** The order number. */
  orderNo: string;
  /** Wallet payments: the 6-digit payment password. */
  payPassword?: string | null | undefined;
  /** Save the new card for next time. */
  rememberCard?: boolean | null | undefined;
  /** A SavedCard's id, instead of a new card. */
  savedCardId?: string | number | null | undefined;
};

/** What an order to pay buys. */
export type PayableOrderKind =
  /** Merchandise. */
  | 'MERCH'
  /** Event tickets. */
  | 'TICKET'
  /** Fan Coin for the wallet. */
  | 'TOPUP';

/** Where an order's payment stands. */
export type PaymentResultStatus =
  /** The order expired before it was paid. */
  | 'EXPIRED'
  /** The payment failed (see reason); it may be retried if attempts are left. */
  | 'FAILED'
  /** No payment was attempted. */
  | 'NOT_PAID'
  /** A payment is in progress (e.g. the fan is on the e-wallet's page). */
  | 'PENDING'
  /** Refunded to where the payment came from. */
  | 'REFUNDED'
  /** A refund is on its way. */
  | 'REFUNDING'
  /** Paid. */
  | 'SUCCEEDED';

/** A phone number and the SMS code sent to it. */
export type PhoneCodeInput = {
  /** The dial code without + (e.g. 852). */
  areaCode: string;
  /** The 6-digit SMS code. */
  code: string;
  /** The number without its dial code. */
  phone: string;
};

/** A phone number to verify. */
export type PhoneInput = {
  /** The dial code without + (e.g. 852). */
  areaCode: string;
  /** The number without its dial code. */
  phone: string;
};

/** A ticket's state as the public status page shows it. */
export type PublicTicketState =
  /** The code is not a valid Fanfare code. */
  | 'INVALID'
  /** Refunded, cancelled or revoked: cannot enter. */
  | 'REVOKED'
  /** Already used for entry (see usedAt). */
  | 'USED'
  /** Can still be used for entry. */
  | 'VALID';

/** Where a fan's place in a waiting room stands. */
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

/** A new fan account, confirmed with a REGISTER code sent by sendEmailCode. */
export type RegisterInput = {
  /** An image data URL (at most 200 KB) or an https URL; optional. */
  avatar?: string | null | undefined;
  /** The 6-digit REGISTER code from the e-mail. */
  code: string;
  /** The e-mail address. */
  email: string;
  /** The inviting fan's code (localStorage ic). */
  inviteCode?: string | null | undefined;
  /** The display name (2–30 characters). */
  nickname: string;
  /** The password: 8–64 characters with an upper-case letter, a lower-case letter and a character that is not a letter. */
  password: string;
};

/** A new password confirmed with a FORGET_PASSWORD code. */
export type ResetPasswordInput = {
  /** The 6-digit code. */
  code: string;
  /** The account's e-mail address. */
  email: string;
  /** The new password. */
  password: string;
};

/** A new payment password confirmed with a PAY_PASSWORD code. */
export type ResetPayPasswordInput = {
  /** The 6-digit code. */
  code: string;
  /** The new 6-digit payment password. */
  payPassword: string;
};

/** Who may buy an event's tickets. */
export type SaleMode =
  /** No tickets on sale; only the event's merchandise. */
  | 'MERCH_ONLY'
  /** Anyone signed in may buy tickets. */
  | 'PUBLIC'
  /** Only fans who already hold a ticket of the event may buy (e.g. add-ons). */
  | 'TICKET_HOLDER_ONLY';

/** Whether an event's tickets can be bought now (derived from sale window, pause and stock). */
export type SaleState =
  /** The event itself is over. */
  | 'ENDED'
  /** Tickets can be bought now. */
  | 'ON_SALE'
  /** The sale window has ended or the organiser paused the sale. */
  | 'SALE_CLOSED'
  /** Every ticket type is sold or held. */
  | 'SOLD_OUT'
  /** The sale has not opened yet (see saleStartsAt). */
  | 'UPCOMING';

/** Units of one merchandise variant to hold in a new order. */
export type SecureMerchInput = {
  /** The id of an Address of the fan's address book (shipped items). */
  addressId?: string | number | null | undefined;
  /** The client is a desktop browser (wide screen, fine pointer, hover): see merch.rules.ts. */
  desktopBrowser?: boolean | null | undefined;
  /** The human-verification payload. */
  humanCheck?: string | null | undefined;
  /** Retrying with the same key returns the same order. */
  idempotencyKey?: string | null | undefined;
  /** YYYY-MM-DD, one of the product's pickupDates (pick-up items). */
  pickupDate?: string | null | undefined;
  /** How many units (at least 1, at most the product's per-account limit). */
  quantity: number;
  /** A ticket the fan holds for the product's event (ticket-holder exclusives). */
  ticketNo?: string | null | undefined;
  /** The MerchVariant's global id. */
  variantId: string | number;
};

/** Tickets of one ticket type to secure. */
export type SecureTicketLineInput = {
  /** How many (at least 1; within Event.maxTicketsPerAccount). */
  quantity: number;
  /** Seated types: the row to sit in; seat numbers are assigned by the system. */
  row?: string | null | undefined;
  /** The TicketType's id. */
  ticketTypeId: string | number;
};

/** Tickets of one event to hold in a new order awaiting payment. */
export type SecureTicketsInput = {
  /** Events with a waiting room: the admission pass's token (QueuePlace.admission.token), single use. */
  admissionPass?: string | null | undefined;
  /** Terms of service, privacy policy and sales terms. */
  agreedToTerms: boolean;
  /** Sent by the desktop /purchase page (desktop-only events). */
  desktop?: boolean | null | undefined;
  /** The event's slug. */
  eventSlug: string;
  /** The solved human-check payload. */
  humanCheck?: string | null | undefined;
  /** A client-made key (at most 64 characters): retrying with the same key returns the same order instead of a second one. */
  idempotencyKey?: string | null | undefined;
  /** Real-name events: one of the fan's identities per ticket, in line order. */
  identityIds?: Array<string | number> | null | undefined;
  /** One line per ticket type. */
  lines: Array<SecureTicketLineInput>;
};

/** Where and why to send a 6-digit code. */
export type SendEmailCodeInput = {
  /** The e-mail address. */
  email: string;
  /** What the code is for. */
  purpose: EmailCodePurpose;
};

/** Asking for the confirmation code a ticket transfer needs. */
export type SendTransferCodeInput = {
  /** The recipient's address again. */
  confirmEmail: string;
  /** The solved human check (HumanCheck widget payload). */
  humanCheck?: string | null | undefined;
  /** The Ticket's global id. */
  ticketId: string | number;
  /** The recipient's e-mail address (a signed-up account). */
  toEmail: string;
};

/** E-mail and password. */
export type SignInInput = {
  /** The account's e-mail address. */
  email: string;
  /** The account's password. */
  password: string;
};

/** What a support request is about. */
export type SupportIssueType =
  /** Signing in, the profile, the account. */
  | 'ACCOUNT'
  /** Entry on the day, QR codes. */
  | 'ENTRY'
  /** Giveaways. */
  | 'GIVEAWAY'
  /** Merchandise orders, shipping, pick-up. */
  | 'MERCH'
  /** Anything else. */
  | 'OTHER'
  /** Payments and refunds. */
  | 'PAYMENT'
  /** Buying tickets. */
  | 'TICKET'
  /** Transferring tickets. */
  | 'TRANSFER'
  /** The Fan Coin wallet. */
  | 'WALLET';

/** Where a support request stands. */
export type SupportStatus =
  /** Support answered; the fan may reply. */
  | 'ANSWERED'
  /** Closed. */
  | 'CLOSED'
  /** Waiting for an answer from support. */
  | 'OPEN';

/** What happened to a ticket. */
export type TicketHistoryKind =
  /** Won in a giveaway. */
  | 'GIVEAWAY'
  /** Bought. */
  | 'PURCHASED'
  /** Its entry code was refreshed; earlier codes stopped working. */
  | 'QR_REFRESHED'
  /** Revoked (refund or cancellation). */
  | 'REVOKED'
  /** Handed to another fan (see TicketHistory.outgoing). */
  | 'TRANSFERRED'
  /** Admitted at a gate. */
  | 'VALIDATED';

/** The tabs of the fan's ticket list. */
export type TicketListTab =
  /** Tickets of events that are over, used or not. */
  | 'ENDED'
  /** Revoked tickets, tickets already admitted at a running event, and tickets the fan transferred away. */
  | 'OTHERS'
  /** Usable tickets of events that have not ended. */
  | 'UPCOMING';

/** Where a ticket stands. */
export type TicketStatus =
  /** Paid and valid for entry (the seat or entry details may still be assigned). */
  | 'PAID'
  /** Valid for entry, with its seat and entry details assigned. */
  | 'READY'
  /** A merchandise pick-up item handed over (never an entry ticket). */
  | 'REDEEMED'
  /** Revoked by the organiser or for fraud: cannot enter. */
  | 'REVOKED'
  /** Admitted at a gate (see validatedAt). */
  | 'VALIDATED';

/** A Fan Coin top-up paid by card. */
export type TopUpInput = {
  /** Fan Coin minor units (> 0). */
  amount: number;
  /** A new card. */
  card?: CardInput | null | undefined;
  /** A client-made key (8–100 characters): retrying with it never charges twice. */
  idempotencyKey: string;
  /** card or an e-wallet PaymentMethod. */
  method: string;
  /** Save the new card for next time. */
  rememberCard?: boolean | null | undefined;
  /** A SavedCard's id, instead of a new card. */
  savedCardId?: string | number | null | undefined;
};

/** A ticket transfer, confirmed with the code e-mailed by sendTransferCode. */
export type TransferTicketInput = {
  /** The 6-digit code from the e-mail. */
  code: string;
  /** The recipient's e-mail address typed again; must match toEmail. */
  confirmEmail: string;
  /** The Ticket's global id. */
  ticketId: string | number;
  /** The recipient's e-mail address. */
  toEmail: string;
};

/** Profile changes; omitted fields stay. */
export type UpdateProfileInput = {
  /** An image data URL (at most 200 KB) or an https URL. */
  avatar?: string | null | undefined;
  /** en_US, vi, zh, zh_tw, th or ms: the language of e-mails and messages. */
  language?: string | null | undefined;
  /** The display name (2–30 characters). */
  nickname?: string | null | undefined;
};

/** Whether and how an event's waiting room is running. */
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

/** Why the wallet's balance changed. */
export type WalletTransactionKind =
  /** A correction by support. */
  | 'ADJUSTMENT'
  /** An order paid with the wallet. */
  | 'PAYMENT'
  /** A wallet payment refunded. */
  | 'REFUND'
  /** Fan Coin bought. */
  | 'TOPUP';

export type DesktopContactQueryVariables = Exact<{ [key: string]: never; }>;


export type DesktopContactQuery = { supportOptions: { __typename: 'SupportOptions', email: string, hotline: string | null, officeAddress: string | null } };

export type EventCardFragment = { __typename: 'Event', id: string, slug: string, title: string, subtitle: string | null, venue: string, city: string, startsAt: string, timeZone: string, coverImageUrl: string | null, saleState: SaleState, desktopOnly: boolean, requiresIdentity: boolean, isHot: boolean, priceFrom: { __typename: 'Money', amount: number, currency: Currency } | null };

export type EventListQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  filter?: EventFilter | null | undefined;
}>;


export type EventListQuery = { events: { __typename: 'QueryEventsConnection', edges: Array<{ __typename: 'QueryEventsConnectionEdge', cursor: string, node: { __typename: 'Event', id: string, slug: string, title: string, subtitle: string | null, venue: string, city: string, startsAt: string, timeZone: string, coverImageUrl: string | null, saleState: SaleState, desktopOnly: boolean, requiresIdentity: boolean, isHot: boolean, priceFrom: { __typename: 'Money', amount: number, currency: Currency } | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type HumanCheckChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type HumanCheckChallengeQuery = { humanCheckChallenge: unknown };

export type CurrentNoticeQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentNoticeQuery = { currentNotice: { __typename: 'Notice', id: string, title: string, content: string, level: NoticeLevel } | null };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword:
    | { __typename: 'Done' }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UserNotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type QrPassFieldsFragment = { __typename: 'QrUpdate', kind: PassKind, id: string, active: boolean, validUntil: string | null, qr: string | null, pass: { __typename: 'QrPass', kind: PassKind, id: string, keyId: string, secret: string, version: number, periodSeconds: number, graceSeconds: number, passPublicKey: string, certificate: string } | null };

export type QrCodeQueryVariables = Exact<{
  kind: PassKind;
  id: string;
}>;


export type QrCodeQuery = { qrCode: { __typename: 'QrUpdate', kind: PassKind, id: string, active: boolean, validUntil: string | null, qr: string | null, pass: { __typename: 'QrPass', kind: PassKind, id: string, keyId: string, secret: string, version: number, periodSeconds: number, graceSeconds: number, passPublicKey: string, certificate: string } | null } };

export type RefreshTicketQrMutationVariables = Exact<{
  ticketId: string | number;
}>;


export type RefreshTicketQrMutation = { refreshTicketQr:
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'QrUpdate', kind: PassKind, id: string, active: boolean, validUntil: string | null, qr: string | null, pass: { __typename: 'QrPass', kind: PassKind, id: string, keyId: string, secret: string, version: number, periodSeconds: number, graceSeconds: number, passPublicKey: string, certificate: string } | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
   };

export type TicketQrSubscriptionVariables = Exact<{
  ticketId: string | number;
}>;


export type TicketQrSubscription = { ticketQr: { __typename: 'QrUpdate', kind: PassKind, id: string, active: boolean, validUntil: string | null, qr: string | null, pass: { __typename: 'QrPass', kind: PassKind, id: string, keyId: string, secret: string, version: number, periodSeconds: number, graceSeconds: number, passPublicKey: string, certificate: string } | null } };

export type SendEmailCodeMutationVariables = Exact<{
  input: SendEmailCodeInput;
}>;


export type SendEmailCodeMutation = { sendEmailCode:
    | { __typename: 'CodeSent', expiresInSeconds: number }
    | { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null }
    | { __typename: 'EmailTakenError', code: string, message: string, field: string | null }
    | { __typename: 'ForbiddenError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UserNotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type CheckEmailCodeMutationVariables = Exact<{
  input: CheckEmailCodeInput;
}>;


export type CheckEmailCodeMutation = { checkEmailCode:
    | { __typename: 'Done' }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

type ErrorFields_AccountDeletionBlockedError_Fragment = { __typename: 'AccountDeletionBlockedError', code: string, message: string, field: string | null };

type ErrorFields_DesktopOnlyError_Fragment = { __typename: 'DesktopOnlyError', code: string, message: string, field: string | null };

type ErrorFields_EmailChangeFailedError_Fragment = { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null };

type ErrorFields_EmailTakenError_Fragment = { __typename: 'EmailTakenError', code: string, message: string, field: string | null };

type ErrorFields_ForbiddenError_Fragment = { __typename: 'ForbiddenError', code: string, message: string, field: string | null };

type ErrorFields_GiveawayAlreadyCommittedError_Fragment = { __typename: 'GiveawayAlreadyCommittedError', code: string, message: string, field: string | null };

type ErrorFields_GiveawayCampaignNotFoundError_Fragment = { __typename: 'GiveawayCampaignNotFoundError', code: string, message: string, field: string | null };

type ErrorFields_GiveawayDrawNotReadyError_Fragment = { __typename: 'GiveawayDrawNotReadyError', code: string, message: string, field: string | null };

type ErrorFields_GiveawayOutOfStockError_Fragment = { __typename: 'GiveawayOutOfStockError', code: string, message: string, field: string | null };

type ErrorFields_HoldExpiredError_Fragment = { __typename: 'HoldExpiredError', code: string, message: string, field: string | null };

type ErrorFields_HumanCheckFailedError_Fragment = { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null };

type ErrorFields_IdentityExistsError_Fragment = { __typename: 'IdentityExistsError', code: string, message: string, field: string | null };

type ErrorFields_IdentityInUseError_Fragment = { __typename: 'IdentityInUseError', code: string, message: string, field: string | null };

type ErrorFields_IdentityRequiredError_Fragment = { __typename: 'IdentityRequiredError', code: string, message: string, field: string | null };

type ErrorFields_IdentityTakenError_Fragment = { __typename: 'IdentityTakenError', code: string, message: string, field: string | null };

type ErrorFields_InsufficientBalanceError_Fragment = { __typename: 'InsufficientBalanceError', code: string, message: string, field: string | null };

type ErrorFields_InvalidCodeError_Fragment = { __typename: 'InvalidCodeError', code: string, message: string, field: string | null };

type ErrorFields_IssueTextTooShortError_Fragment = { __typename: 'IssueTextTooShortError', code: string, message: string, field: string | null };

type ErrorFields_LimitReachedError_Fragment = { __typename: 'LimitReachedError', code: string, message: string, field: string | null };

type ErrorFields_LogisticsTransitionError_Fragment = { __typename: 'LogisticsTransitionError', code: string, message: string, field: string | null };

type ErrorFields_NotFoundError_Fragment = { __typename: 'NotFoundError', code: string, message: string, field: string | null };

type ErrorFields_NotTicketHolderError_Fragment = { __typename: 'NotTicketHolderError', code: string, message: string, field: string | null };

type ErrorFields_OrderCancelRefusedError_Fragment = { __typename: 'OrderCancelRefusedError', code: string, message: string, field: string | null };

type ErrorFields_OrderExpiredError_Fragment = { __typename: 'OrderExpiredError', code: string, message: string, field: string | null };

type ErrorFields_OrderNotCancellableError_Fragment = { __typename: 'OrderNotCancellableError', code: string, message: string, field: string | null };

type ErrorFields_OrderNotPayableError_Fragment = { __typename: 'OrderNotPayableError', code: string, message: string, field: string | null };

type ErrorFields_OutOfStockError_Fragment = { __typename: 'OutOfStockError', code: string, message: string, field: string | null };

type ErrorFields_PayPasswordAlreadySetError_Fragment = { __typename: 'PayPasswordAlreadySetError', code: string, message: string, field: string | null };

type ErrorFields_PayPasswordLockedError_Fragment = { __typename: 'PayPasswordLockedError', retryAfterSeconds: number, code: string, message: string, field: string | null };

type ErrorFields_PayPasswordNotSetError_Fragment = { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null };

type ErrorFields_PaymentAttemptsExhaustedError_Fragment = { __typename: 'PaymentAttemptsExhaustedError', code: string, message: string, field: string | null };

type ErrorFields_PaymentMethodUnavailableError_Fragment = { __typename: 'PaymentMethodUnavailableError', code: string, message: string, field: string | null };

type ErrorFields_PhoneRequiredError_Fragment = { __typename: 'PhoneRequiredError', code: string, message: string, field: string | null };

type ErrorFields_PhoneVerificationUnavailableError_Fragment = { __typename: 'PhoneVerificationUnavailableError', code: string, message: string, field: string | null };

type ErrorFields_QueueClosedError_Fragment = { __typename: 'QueueClosedError', code: string, message: string, field: string | null };

type ErrorFields_QueueRequiredError_Fragment = { __typename: 'QueueRequiredError', code: string, message: string, field: string | null };

type ErrorFields_RateLimitedError_Fragment = { __typename: 'RateLimitedError', code: string, message: string, field: string | null };

type ErrorFields_RecipientIdentityRequiredError_Fragment = { __typename: 'RecipientIdentityRequiredError', code: string, message: string, field: string | null };

type ErrorFields_RecipientNotRegisteredError_Fragment = { __typename: 'RecipientNotRegisteredError', code: string, message: string, field: string | null };

type ErrorFields_RecipientTicketLimitError_Fragment = { __typename: 'RecipientTicketLimitError', code: string, message: string, field: string | null };

type ErrorFields_SaleNotOpenError_Fragment = { __typename: 'SaleNotOpenError', code: string, message: string, field: string | null };

type ErrorFields_SoldOutError_Fragment = { __typename: 'SoldOutError', code: string, message: string, field: string | null };

type ErrorFields_SupportIssueNotFoundError_Fragment = { __typename: 'SupportIssueNotFoundError', code: string, message: string, field: string | null };

type ErrorFields_TicketDesktopOnlyError_Fragment = { __typename: 'TicketDesktopOnlyError', code: string, message: string, field: string | null };

type ErrorFields_TicketHoldersOnlyError_Fragment = { __typename: 'TicketHoldersOnlyError', code: string, message: string, field: string | null };

type ErrorFields_TicketLimitReachedError_Fragment = { __typename: 'TicketLimitReachedError', code: string, message: string, field: string | null };

type ErrorFields_TicketNotTransferableError_Fragment = { __typename: 'TicketNotTransferableError', code: string, message: string, field: string | null };

type ErrorFields_TicketPhoneRequiredError_Fragment = { __typename: 'TicketPhoneRequiredError', code: string, message: string, field: string | null };

type ErrorFields_TooManyAttemptsError_Fragment = { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null };

type ErrorFields_TransferConflictError_Fragment = { __typename: 'TransferConflictError', code: string, message: string, field: string | null };

type ErrorFields_TransferLockedError_Fragment = { __typename: 'TransferLockedError', code: string, message: string, field: string | null };

type ErrorFields_TransferToSelfError_Fragment = { __typename: 'TransferToSelfError', code: string, message: string, field: string | null };

type ErrorFields_UnauthenticatedError_Fragment = { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null };

type ErrorFields_UserNotFoundError_Fragment = { __typename: 'UserNotFoundError', code: string, message: string, field: string | null };

type ErrorFields_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> };

type ErrorFields_WrongCredentialsError_Fragment = { __typename: 'WrongCredentialsError', code: string, message: string, field: string | null };

type ErrorFields_WrongPasswordError_Fragment = { __typename: 'WrongPasswordError', code: string, message: string, field: string | null };

type ErrorFields_WrongPayPasswordError_Fragment = { __typename: 'WrongPayPasswordError', attemptsLeft: number | null, code: string, message: string, field: string | null };

export type ErrorFieldsFragment =
  | ErrorFields_AccountDeletionBlockedError_Fragment
  | ErrorFields_DesktopOnlyError_Fragment
  | ErrorFields_EmailChangeFailedError_Fragment
  | ErrorFields_EmailTakenError_Fragment
  | ErrorFields_ForbiddenError_Fragment
  | ErrorFields_GiveawayAlreadyCommittedError_Fragment
  | ErrorFields_GiveawayCampaignNotFoundError_Fragment
  | ErrorFields_GiveawayDrawNotReadyError_Fragment
  | ErrorFields_GiveawayOutOfStockError_Fragment
  | ErrorFields_HoldExpiredError_Fragment
  | ErrorFields_HumanCheckFailedError_Fragment
  | ErrorFields_IdentityExistsError_Fragment
  | ErrorFields_IdentityInUseError_Fragment
  | ErrorFields_IdentityRequiredError_Fragment
  | ErrorFields_IdentityTakenError_Fragment
  | ErrorFields_InsufficientBalanceError_Fragment
  | ErrorFields_InvalidCodeError_Fragment
  | ErrorFields_IssueTextTooShortError_Fragment
  | ErrorFields_LimitReachedError_Fragment
  | ErrorFields_LogisticsTransitionError_Fragment
  | ErrorFields_NotFoundError_Fragment
  | ErrorFields_NotTicketHolderError_Fragment
  | ErrorFields_OrderCancelRefusedError_Fragment
  | ErrorFields_OrderExpiredError_Fragment
  | ErrorFields_OrderNotCancellableError_Fragment
  | ErrorFields_OrderNotPayableError_Fragment
  | ErrorFields_OutOfStockError_Fragment
  | ErrorFields_PayPasswordAlreadySetError_Fragment
  | ErrorFields_PayPasswordLockedError_Fragment
  | ErrorFields_PayPasswordNotSetError_Fragment
  | ErrorFields_PaymentAttemptsExhaustedError_Fragment
  | ErrorFields_PaymentMethodUnavailableError_Fragment
  | ErrorFields_PhoneRequiredError_Fragment
  | ErrorFields_PhoneVerificationUnavailableError_Fragment
  | ErrorFields_QueueClosedError_Fragment
  | ErrorFields_QueueRequiredError_Fragment
  | ErrorFields_RateLimitedError_Fragment
  | ErrorFields_RecipientIdentityRequiredError_Fragment
  | ErrorFields_RecipientNotRegisteredError_Fragment
  | ErrorFields_RecipientTicketLimitError_Fragment
  | ErrorFields_SaleNotOpenError_Fragment
  | ErrorFields_SoldOutError_Fragment
  | ErrorFields_SupportIssueNotFoundError_Fragment
  | ErrorFields_TicketDesktopOnlyError_Fragment
  | ErrorFields_TicketHoldersOnlyError_Fragment
  | ErrorFields_TicketLimitReachedError_Fragment
  | ErrorFields_TicketNotTransferableError_Fragment
  | ErrorFields_TicketPhoneRequiredError_Fragment
  | ErrorFields_TooManyAttemptsError_Fragment
  | ErrorFields_TransferConflictError_Fragment
  | ErrorFields_TransferLockedError_Fragment
  | ErrorFields_TransferToSelfError_Fragment
  | ErrorFields_UnauthenticatedError_Fragment
  | ErrorFields_UserNotFoundError_Fragment
  | ErrorFields_ValidationError_Fragment
  | ErrorFields_WrongCredentialsError_Fragment
  | ErrorFields_WrongPasswordError_Fragment
  | ErrorFields_WrongPayPasswordError_Fragment
;

export type CheckEmailQueryVariables = Exact<{
  email: string;
}>;


export type CheckEmailQuery = { checkEmail:
    | { __typename: 'EmailStatus', email: string, registered: boolean }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type SignedInFragment = { __typename: 'AuthPayload', token: string, user: { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string } };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register:
    | { __typename: 'AuthPayload', token: string, user: { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string } }
    | { __typename: 'EmailTakenError', code: string, message: string, field: string | null }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn:
    | { __typename: 'AuthPayload', token: string, user: { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string } }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
    | { __typename: 'WrongCredentialsError', code: string, message: string, field: string | null }
   };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { countries: Array<{ __typename: 'Country', code: string, name: string }> };

export type SendBusinessEnquiryMutationVariables = Exact<{
  input: BusinessEnquiryInput;
}>;


export type SendBusinessEnquiryMutation = { sendBusinessEnquiry:
    | { __typename: 'BusinessEnquiryReceived', id: string }
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'RateLimitedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type EntryEventFieldsFragment = { __typename: 'Event', id: string, slug: string, title: string, startsAt: string, timeZone: string, venue: string, city: string, doorsOpenAt: string | null, queueOpensAt: string | null, entryState: EntryState, entryNote: string | null, transferLockHours: number };

export type TicketDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type TicketDetailQuery = { ticket: { __typename: 'Ticket', id: string, ticketNo: string, status: TicketStatus, purchasedAt: string, validatedAt: string | null, validatedEntrance: string | null, transferLockedUntil: string | null, canTransfer: boolean, event: { __typename: 'Event', id: string, slug: string, title: string, startsAt: string, timeZone: string, venue: string, city: string, doorsOpenAt: string | null, queueOpensAt: string | null, entryState: EntryState, entryNote: string | null, transferLockHours: number }, ticketType: { __typename: 'TicketType', id: string, name: string, area: string, seated: boolean, entrance: string | null }, seat: { __typename: 'Seat', id: string, area: string, row: string, number: number } | null, history: Array<{ __typename: 'TicketHistory', id: string, kind: TicketHistoryKind, at: string, entrance: string | null, outgoing: boolean | null }> } | null };

export type TicketStatusLiveSubscriptionVariables = Exact<{
  ticketId: string | number;
}>;


export type TicketStatusLiveSubscription = { ticketStatus: { __typename: 'TicketStatusUpdate', ticketId: string, status: TicketStatus, validatedAt: string | null, validatedEntrance: string | null } };

export type EventEntryLiveSubscriptionVariables = Exact<{
  eventId: string | number;
}>;


export type EventEntryLiveSubscription = { eventEntry: { __typename: 'Event', id: string, slug: string, title: string, startsAt: string, timeZone: string, venue: string, city: string, doorsOpenAt: string | null, queueOpensAt: string | null, entryState: EntryState, entryNote: string | null, transferLockHours: number } };

export type SendTransferCodeMutationVariables = Exact<{
  input: SendTransferCodeInput;
}>;


export type SendTransferCodeMutation = { sendTransferCode:
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientIdentityRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientNotRegisteredError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientTicketLimitError', code: string, message: string, field: string | null }
    | { __typename: 'TicketNotTransferableError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'TransferCodeSent', expiresInSeconds: number }
    | { __typename: 'TransferLockedError', code: string, message: string, field: string | null }
    | { __typename: 'TransferToSelfError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type TransferTicketMutationVariables = Exact<{
  input: TransferTicketInput;
}>;


export type TransferTicketMutation = { transferTicket:
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientIdentityRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientNotRegisteredError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientTicketLimitError', code: string, message: string, field: string | null }
    | { __typename: 'TicketNotTransferableError', code: string, message: string, field: string | null }
    | { __typename: 'TransferConflictError', code: string, message: string, field: string | null }
    | { __typename: 'TransferDone', transferId: string, toEmail: string }
    | { __typename: 'TransferLockedError', code: string, message: string, field: string | null }
    | { __typename: 'TransferToSelfError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type SharedTransferQueryVariables = Exact<{
  id: string | number;
}>;


export type SharedTransferQuery = { sharedTransfer: { __typename: 'SharedTransfer', id: string, fromNickname: string, completedAt: string, eventTitle: string, eventSlug: string, startsAt: string, timeZone: string, venue: string, ticketTypeName: string } | null };

export type PublicTicketStatusQueryVariables = Exact<{
  code: string;
}>;


export type PublicTicketStatusQuery = { publicTicketStatus: { __typename: 'PublicTicketStatus', status: PublicTicketState, kind: PassKind | null, eventTitle: string | null, startsAt: string | null, timeZone: string | null, venue: string | null, typeName: string | null, usedAt: string | null, entrance: string | null, codeCurrent: boolean } };

export type MyEntryGuideQueryVariables = Exact<{ [key: string]: never; }>;


export type MyEntryGuideQuery = { myEntryGuide: Array<{ __typename: 'EntryGuide', ticketCount: number, entrances: Array<string>, event: { __typename: 'Event', id: string, slug: string, title: string, startsAt: string, timeZone: string, venue: string, city: string, doorsOpenAt: string | null, queueOpensAt: string | null, entryState: EntryState, entryNote: string | null, transferLockHours: number } }> };

export type MyGiveawayQueryVariables = Exact<{ [key: string]: never; }>;


export type MyGiveawayQuery = { myGiveaway: { __typename: 'MyGiveaway', inviteCode: string, invitedFriends: number, campaign: { __typename: 'GiveawayCampaign', id: string, title: string, endsAt: string } | null, totals: { __typename: 'GiveawayTotals', active: number, expired: number, won: number, registration: number, topup: number, invite: number }, rules: { __typename: 'GiveawayRules', vndPerEntry: number, maxTopupEntries: number, maxInviteEntries: number, inviteMinVnd: number }, entries: Array<{ __typename: 'GiveawayEntry', id: string, source: GiveawaySource, status: GiveawayEntryStatus, createdAt: string, friendNickname: string | null, campaign: { __typename: 'GiveawayCampaign', id: string, title: string } }> } };

export type MyGiveawayVouchersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyGiveawayVouchersQuery = { myGiveawayVouchers: Array<{ __typename: 'GiveawayVoucher', won: boolean, entries: number, campaign: { __typename: 'GiveawayCampaign', id: string, slug: string, title: string, drawnAt: string | null }, ticket: { __typename: 'Ticket', id: string, ticketNo: string, event: { __typename: 'Event', id: string, title: string } } | null }> };

export type GiveawayDrawQueryVariables = Exact<{
  slug: string;
}>;


export type GiveawayDrawQuery = { giveawayDraw: { __typename: 'GiveawayDraw', algorithm: string, seedCommitment: string | null, seed: string | null, entriesHash: string | null, myHolder: string | null, entries: Array<{ __typename: 'GiveawayDrawEntry', id: string }>, winners: Array<{ __typename: 'GiveawayDrawEntry', id: string, holder: string }> } | null };

export type MerchCardFragment = { __typename: 'MerchProduct', id: string, slug: string, name: string, imageUrl: string, pickupOnly: boolean, ticketHolderOnly: boolean, desktopOnly: boolean, inStock: boolean, price: { __typename: 'Money', amount: number, currency: Currency } };

export type MerchProductsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MerchProductsQuery = { merchProducts: { __typename: 'QueryMerchProductsConnection', edges: Array<{ __typename: 'QueryMerchProductsConnectionEdge', node: { __typename: 'MerchProduct', id: string, slug: string, name: string, imageUrl: string, pickupOnly: boolean, ticketHolderOnly: boolean, desktopOnly: boolean, inStock: boolean, price: { __typename: 'Money', amount: number, currency: Currency } } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type MerchProductQueryVariables = Exact<{
  slug: string;
}>;


export type MerchProductQuery = { merchProduct: { __typename: 'MerchProduct', description: string, images: Array<string>, maxPerAccount: number, myRemainingLimit: number | null, pickupDates: Array<string>, id: string, slug: string, name: string, imageUrl: string, pickupOnly: boolean, ticketHolderOnly: boolean, desktopOnly: boolean, inStock: boolean, event: { __typename: 'Event', id: string, title: string, venue: string } | null, variants: { __typename: 'MerchProductVariantsConnection', edges: Array<{ __typename: 'MerchProductVariantsConnectionEdge', node: { __typename: 'MerchVariant', id: string, sku: string, size: string | null, colour: string | null, stock: number, soldOut: boolean } }> }, price: { __typename: 'Money', amount: number, currency: Currency } } | null };

export type AddressFieldsFragment = { __typename: 'Address', id: string, recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string, isDefault: boolean };

export type MyAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAddressesQuery = { myAddresses: Array<{ __typename: 'Address', id: string, recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string, isDefault: boolean }> };

export type AddAddressMutationVariables = Exact<{
  input: AddressInput;
}>;


export type AddAddressMutation = { addAddress:
    | { __typename: 'Address', id: string, recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string, isDefault: boolean }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type SetDefaultAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type SetDefaultAddressMutation = { setDefaultAddress:
    | { __typename: 'Address' }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type DeleteAddressMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAddressMutation = { deleteAddress:
    | { __typename: 'Done' }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type SecureMerchMutationVariables = Exact<{
  input: SecureMerchInput;
}>;


export type SecureMerchMutation = { secureMerch:
    | { __typename: 'DesktopOnlyError', code: string, message: string, field: string | null }
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'LimitReachedError', limit: number, remaining: number, code: string, message: string, field: string | null }
    | { __typename: 'MerchSecured', order: { __typename: 'MerchOrder', id: string, orderNo: string } }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'NotTicketHolderError', code: string, message: string, field: string | null }
    | { __typename: 'OutOfStockError', available: number, code: string, message: string, field: string | null }
    | { __typename: 'PhoneRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type MerchOrderFieldsFragment = { __typename: 'MerchOrder', id: string, orderNo: string, status: MerchOrderStatus, tab: MerchOrderTab, itemCount: number, pickup: boolean, pickupDate: string | null, fulfilment: MerchFulfilmentStatus | null, fulfilmentTrack: Array<MerchFulfilmentStatus>, expiresAt: string | null, paidAt: string | null, createdAt: string, total: { __typename: 'Money', amount: number, currency: Currency }, event: { __typename: 'Event', id: string, title: string, venue: string } | null, shippingAddress: { __typename: 'ShippingAddress', recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string } | null, logistics: Array<{ __typename: 'MerchLogisticsEvent', id: string, status: MerchFulfilmentStatus, note: string | null, at: string }>, items: Array<{ __typename: 'MerchOrderItem', id: string, quantity: number, redeemed: boolean, unitPrice: { __typename: 'Money', amount: number, currency: Currency }, variant: { __typename: 'MerchVariant', id: string, size: string | null, colour: string | null }, product: { __typename: 'MerchProduct', id: string, slug: string, name: string, imageUrl: string } }> };

export type MerchOrderQueryVariables = Exact<{
  orderNo: string;
}>;


export type MerchOrderQuery = { merchOrder: { __typename: 'MerchOrder', id: string, orderNo: string, status: MerchOrderStatus, tab: MerchOrderTab, itemCount: number, pickup: boolean, pickupDate: string | null, fulfilment: MerchFulfilmentStatus | null, fulfilmentTrack: Array<MerchFulfilmentStatus>, expiresAt: string | null, paidAt: string | null, createdAt: string, total: { __typename: 'Money', amount: number, currency: Currency }, event: { __typename: 'Event', id: string, title: string, venue: string } | null, shippingAddress: { __typename: 'ShippingAddress', recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string } | null, logistics: Array<{ __typename: 'MerchLogisticsEvent', id: string, status: MerchFulfilmentStatus, note: string | null, at: string }>, items: Array<{ __typename: 'MerchOrderItem', id: string, quantity: number, redeemed: boolean, unitPrice: { __typename: 'Money', amount: number, currency: Currency }, variant: { __typename: 'MerchVariant', id: string, size: string | null, colour: string | null }, product: { __typename: 'MerchProduct', id: string, slug: string, name: string, imageUrl: string } }> } | null };

export type OrderLogisticsSubscriptionVariables = Exact<{
  orderNo: string;
}>;


export type OrderLogisticsSubscription = { orderLogistics: { __typename: 'MerchOrder', id: string, orderNo: string, status: MerchOrderStatus, tab: MerchOrderTab, itemCount: number, pickup: boolean, pickupDate: string | null, fulfilment: MerchFulfilmentStatus | null, fulfilmentTrack: Array<MerchFulfilmentStatus>, expiresAt: string | null, paidAt: string | null, createdAt: string, total: { __typename: 'Money', amount: number, currency: Currency }, event: { __typename: 'Event', id: string, title: string, venue: string } | null, shippingAddress: { __typename: 'ShippingAddress', recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string } | null, logistics: Array<{ __typename: 'MerchLogisticsEvent', id: string, status: MerchFulfilmentStatus, note: string | null, at: string }>, items: Array<{ __typename: 'MerchOrderItem', id: string, quantity: number, redeemed: boolean, unitPrice: { __typename: 'Money', amount: number, currency: Currency }, variant: { __typename: 'MerchVariant', id: string, size: string | null, colour: string | null }, product: { __typename: 'MerchProduct', id: string, slug: string, name: string, imageUrl: string } }> } | null };

export type MyMerchOrdersQueryVariables = Exact<{
  tab: MerchOrderTab;
  after?: string | null | undefined;
}>;


export type MyMerchOrdersQuery = { myMerchOrders: { __typename: 'QueryMyMerchOrdersConnection', edges: Array<{ __typename: 'QueryMyMerchOrdersConnectionEdge', node: { __typename: 'MerchOrder', id: string, orderNo: string, status: MerchOrderStatus, tab: MerchOrderTab, itemCount: number, pickup: boolean, pickupDate: string | null, fulfilment: MerchFulfilmentStatus | null, fulfilmentTrack: Array<MerchFulfilmentStatus>, expiresAt: string | null, paidAt: string | null, createdAt: string, total: { __typename: 'Money', amount: number, currency: Currency }, event: { __typename: 'Event', id: string, title: string, venue: string } | null, shippingAddress: { __typename: 'ShippingAddress', recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string } | null, logistics: Array<{ __typename: 'MerchLogisticsEvent', id: string, status: MerchFulfilmentStatus, note: string | null, at: string }>, items: Array<{ __typename: 'MerchOrderItem', id: string, quantity: number, redeemed: boolean, unitPrice: { __typename: 'Money', amount: number, currency: Currency }, variant: { __typename: 'MerchVariant', id: string, size: string | null, colour: string | null }, product: { __typename: 'MerchProduct', id: string, slug: string, name: string, imageUrl: string } }> } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type CancelMerchOrderMutationVariables = Exact<{
  orderNo: string;
}>;


export type CancelMerchOrderMutation = { cancelMerchOrder:
    | { __typename: 'MerchOrder', id: string, orderNo: string, status: MerchOrderStatus, tab: MerchOrderTab, itemCount: number, pickup: boolean, pickupDate: string | null, fulfilment: MerchFulfilmentStatus | null, fulfilmentTrack: Array<MerchFulfilmentStatus>, expiresAt: string | null, paidAt: string | null, createdAt: string, total: { __typename: 'Money', amount: number, currency: Currency }, event: { __typename: 'Event', id: string, title: string, venue: string } | null, shippingAddress: { __typename: 'ShippingAddress', recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string } | null, logistics: Array<{ __typename: 'MerchLogisticsEvent', id: string, status: MerchFulfilmentStatus, note: string | null, at: string }>, items: Array<{ __typename: 'MerchOrderItem', id: string, quantity: number, redeemed: boolean, unitPrice: { __typename: 'Money', amount: number, currency: Currency }, variant: { __typename: 'MerchVariant', id: string, size: string | null, colour: string | null }, product: { __typename: 'MerchProduct', id: string, slug: string, name: string, imageUrl: string } }> }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'OrderNotCancellableError', code: string, message: string, field: string | null }
   };

export type QueuePlaceFieldsFragment = { __typename: 'QueuePlace', eventSlug: string, status: QueuePlaceStatus, position: number | null, aheadCount: number | null, waitingCount: number, estimatedWaitSeconds: number | null, stockLeft: number, opensAt: string | null, joinedAt: string, admission: { __typename: 'AdmissionPass', token: string, expiresAt: string } | null, offer: { __typename: 'QueueOffer', orderNo: string, ticketTypeId: string, ticketTypeName: string, quantity: number, expiresAt: string } | null };

export type WaitingRoomFieldsFragment = { __typename: 'WaitingRoom', eventSlug: string, state: WaitingRoomState, opensAt: string | null, seedHash: string | null, seed: string | null, admissionRatePerMinute: number, waitingCount: number, stockLeft: number };

export type QueuePageQueryVariables = Exact<{
  slug: string;
}>;


export type QueuePageQuery = { event: { __typename: 'Event', id: string, slug: string, title: string, timeZone: string, desktopOnly: boolean, waitingRoom: { __typename: 'WaitingRoom', eventSlug: string, state: WaitingRoomState, opensAt: string | null, seedHash: string | null, seed: string | null, admissionRatePerMinute: number, waitingCount: number, stockLeft: number } } | null, myQueuePlace: { __typename: 'QueuePlace', eventSlug: string, status: QueuePlaceStatus, position: number | null, aheadCount: number | null, waitingCount: number, estimatedWaitSeconds: number | null, stockLeft: number, opensAt: string | null, joinedAt: string, admission: { __typename: 'AdmissionPass', token: string, expiresAt: string } | null, offer: { __typename: 'QueueOffer', orderNo: string, ticketTypeId: string, ticketTypeName: string, quantity: number, expiresAt: string } | null } | null };

export type MyQueuePlaceQueryVariables = Exact<{
  slug: string;
}>;


export type MyQueuePlaceQuery = { myQueuePlace: { __typename: 'QueuePlace', eventSlug: string, status: QueuePlaceStatus, position: number | null, aheadCount: number | null, waitingCount: number, estimatedWaitSeconds: number | null, stockLeft: number, opensAt: string | null, joinedAt: string, admission: { __typename: 'AdmissionPass', token: string, expiresAt: string } | null, offer: { __typename: 'QueueOffer', orderNo: string, ticketTypeId: string, ticketTypeName: string, quantity: number, expiresAt: string } | null } | null };

export type QueuePositionSubscriptionVariables = Exact<{
  slug: string;
}>;


export type QueuePositionSubscription = { queuePosition: { __typename: 'QueuePlace', eventSlug: string, status: QueuePlaceStatus, position: number | null, aheadCount: number | null, waitingCount: number, estimatedWaitSeconds: number | null, stockLeft: number, opensAt: string | null, joinedAt: string, admission: { __typename: 'AdmissionPass', token: string, expiresAt: string } | null, offer: { __typename: 'QueueOffer', orderNo: string, ticketTypeId: string, ticketTypeName: string, quantity: number, expiresAt: string } | null } };

export type JoinQueueMutationVariables = Exact<{
  input: JoinQueueInput;
}>;


export type JoinQueueMutation = { joinQueue:
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'JoinQueueSuccess', place: { __typename: 'QueuePlace', eventSlug: string, status: QueuePlaceStatus, position: number | null, aheadCount: number | null, waitingCount: number, estimatedWaitSeconds: number | null, stockLeft: number, opensAt: string | null, joinedAt: string, admission: { __typename: 'AdmissionPass', token: string, expiresAt: string } | null, offer: { __typename: 'QueueOffer', orderNo: string, ticketTypeId: string, ticketTypeName: string, quantity: number, expiresAt: string } | null } }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'QueueClosedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type JoinWaitingListMutationVariables = Exact<{
  input: JoinWaitingListInput;
}>;


export type JoinWaitingListMutation = { joinWaitingList:
    | { __typename: 'JoinWaitingListSuccess', place: { __typename: 'QueuePlace', eventSlug: string, status: QueuePlaceStatus, position: number | null, aheadCount: number | null, waitingCount: number, estimatedWaitSeconds: number | null, stockLeft: number, opensAt: string | null, joinedAt: string, admission: { __typename: 'AdmissionPass', token: string, expiresAt: string } | null, offer: { __typename: 'QueueOffer', orderNo: string, ticketTypeId: string, ticketTypeName: string, quantity: number, expiresAt: string } | null } }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'QueueClosedError', code: string, message: string, field: string | null }
   };

export type LeaveQueueMutationVariables = Exact<{
  slug: string;
}>;


export type LeaveQueueMutation = { leaveQueue:
    | { __typename: 'LeaveQueueSuccess' }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
   };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword:
    | { __typename: 'Done' }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
    | { __typename: 'WrongPasswordError', code: string, message: string, field: string | null }
   };

export type SetPayPasswordMutationVariables = Exact<{
  payPassword: string;
}>;


export type SetPayPasswordMutation = { setPayPassword:
    | { __typename: 'PayPasswordAlreadySetError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type ChangePayPasswordMutationVariables = Exact<{
  input: ChangePayPasswordInput;
}>;


export type ChangePayPasswordMutation = { changePayPassword:
    | { __typename: 'Done' }
    | { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
    | { __typename: 'WrongPayPasswordError', attemptsLeft: number | null, code: string, message: string, field: string | null }
   };

export type SendPayPasswordCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendPayPasswordCodeMutation = { sendPayPasswordCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type ResetPayPasswordMutationVariables = Exact<{
  input: ResetPayPasswordInput;
}>;


export type ResetPayPasswordMutation = { resetPayPassword:
    | { __typename: 'Done' }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type SendCurrentEmailCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SendCurrentEmailCodeMutation = { sendCurrentEmailCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type SendNewEmailCodeMutationVariables = Exact<{
  email: string;
}>;


export type SendNewEmailCodeMutation = { sendNewEmailCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type ChangeEmailMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type ChangeEmailMutation = { changeEmail:
    | { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type SendPhoneCodeMutationVariables = Exact<{
  input: PhoneInput;
}>;


export type SendPhoneCodeMutation = { sendPhoneCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'PhoneVerificationUnavailableError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type VerifyPhoneMutationVariables = Exact<{
  input: PhoneCodeInput;
}>;


export type VerifyPhoneMutation = { verifyPhone:
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type SkipPhoneVerificationMutationVariables = Exact<{ [key: string]: never; }>;


export type SkipPhoneVerificationMutation = { skipPhoneVerification:
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string }
   };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile:
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type ExportMyDataMutationVariables = Exact<{
  password: string;
}>;


export type ExportMyDataMutation = { exportMyData:
    | { __typename: 'MyDataExport', fileName: string, data: unknown }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
    | { __typename: 'WrongPasswordError', code: string, message: string, field: string | null }
   };

export type DeleteMyAccountMutationVariables = Exact<{
  password: string;
}>;


export type DeleteMyAccountMutation = { deleteMyAccount:
    | { __typename: 'AccountDeletionBlockedError', reasons: Array<AccountDeletionBlocker>, code: string, message: string, field: string | null }
    | { __typename: 'Done' }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
    | { __typename: 'WrongPasswordError', code: string, message: string, field: string | null }
   };

export type SupportOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportOptionsQuery = { supportOptions: { __typename: 'SupportOptions', minTextLength: number, issueTypes: Array<SupportIssueType>, email: string, hotline: string | null } };

export type SupportIssueFieldsFragment = { __typename: 'SupportIssue', id: string, ref: string, type: SupportIssueType, text: string, status: SupportStatus, createdAt: string, messages: Array<{ __typename: 'SupportMessage', id: string, fromStaff: boolean, body: string, createdAt: string }> };

export type MySupportIssuesQueryVariables = Exact<{ [key: string]: never; }>;


export type MySupportIssuesQuery = { mySupportIssues: Array<{ __typename: 'SupportIssue', id: string, ref: string, type: SupportIssueType, text: string, status: SupportStatus, createdAt: string, messages: Array<{ __typename: 'SupportMessage', id: string, fromStaff: boolean, body: string, createdAt: string }> }> };

export type CreateSupportIssueMutationVariables = Exact<{
  input: CreateSupportIssueInput;
}>;


export type CreateSupportIssueMutation = { createSupportIssue:
    | { __typename: 'IssueTextTooShortError', minLength: number, code: string, message: string, field: string | null }
    | { __typename: 'RateLimitedError', code: string, message: string, field: string | null }
    | { __typename: 'SupportIssue', id: string, email: string }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type ReplyToSupportIssueMutationVariables = Exact<{
  issueId: string | number;
  body: string;
}>;


export type ReplyToSupportIssueMutation = { replyToSupportIssue:
    | { __typename: 'RateLimitedError', code: string, message: string, field: string | null }
    | { __typename: 'SupportIssue', id: string, ref: string, type: SupportIssueType, text: string, status: SupportStatus, createdAt: string, messages: Array<{ __typename: 'SupportMessage', id: string, fromStaff: boolean, body: string, createdAt: string }> }
    | { __typename: 'SupportIssueNotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type PurchaseEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type PurchaseEventsQuery = { events: { __typename: 'QueryEventsConnection', edges: Array<{ __typename: 'QueryEventsConnectionEdge', node: { __typename: 'Event', id: string, slug: string, title: string, startsAt: string, timeZone: string, saleState: SaleState, saleMode: SaleMode, desktopOnly: boolean } }> } };

export type EventDetailQueryVariables = Exact<{
  slug: string;
}>;


export type EventDetailQuery = { event: { __typename: 'Event', about: string, address: string | null, endsAt: string | null, doorsOpenAt: string | null, saleMode: SaleMode, saleStartsAt: string, saleEndsAt: string | null, currency: Currency, maxTicketsPerAccount: number, id: string, slug: string, title: string, subtitle: string | null, venue: string, city: string, startsAt: string, timeZone: string, coverImageUrl: string | null, saleState: SaleState, desktopOnly: boolean, requiresIdentity: boolean, isHot: boolean, waitingRoom: { __typename: 'WaitingRoom', eventSlug: string, state: WaitingRoomState }, ticketTypes: { __typename: 'EventTicketTypesConnection', edges: Array<{ __typename: 'EventTicketTypesConnectionEdge', node: { __typename: 'TicketType', id: string, name: string, area: string, description: string | null, seated: boolean, entrance: string | null, available: number, capacity: number, price: { __typename: 'Money', amount: number, currency: Currency }, rows: Array<{ __typename: 'SeatRow', row: string, available: number, total: number }> } }> }, priceFrom: { __typename: 'Money', amount: number, currency: Currency } | null } | null };

export type ChooserContextQueryVariables = Exact<{ [key: string]: never; }>;


export type ChooserContextQuery = { me: { __typename: 'User', id: string, isPhoneVerified: boolean, phoneVerificationSkipped: boolean } | null, myIdentities: Array<{ __typename: 'AudienceIdentity', id: string, docType: IdentityDocType, maskedName: string, maskedDocNumber: string }> };

export type SecureTicketsMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type SecureTicketsMutation = { secureTickets:
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityTakenError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'QueueRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'SaleNotOpenError', code: string, message: string, field: string | null }
    | { __typename: 'SoldOutError', code: string, message: string, field: string | null }
    | { __typename: 'TicketDesktopOnlyError', code: string, message: string, field: string | null }
    | { __typename: 'TicketHoldersOnlyError', code: string, message: string, field: string | null }
    | { __typename: 'TicketLimitReachedError', limit: number, remaining: number, code: string, message: string, field: string | null }
    | { __typename: 'TicketPhoneRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'TicketsSecured', order: { __typename: 'Order', id: string, orderNo: string } }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type OrderSummaryFragment = { __typename: 'Order', id: string, orderNo: string, kind: OrderKind, status: OrderStatus, itemCount: number, expiresAt: string | null, paidAt: string | null, createdAt: string, totalAmount: { __typename: 'Money', amount: number, currency: Currency }, event: { __typename: 'Event', id: string, slug: string, title: string, startsAt: string, timeZone: string, venue: string, coverImageUrl: string | null } | null };

export type TicketOrderQueryVariables = Exact<{
  orderNo: string;
}>;


export type TicketOrderQuery = { order: { __typename: 'Order', cancelledAt: string | null, maxPaymentAttempts: number | null, id: string, orderNo: string, kind: OrderKind, status: OrderStatus, itemCount: number, expiresAt: string | null, paidAt: string | null, createdAt: string, event: { __typename: 'Event', id: string, city: string, requiresIdentity: boolean, slug: string, title: string, startsAt: string, timeZone: string, venue: string, coverImageUrl: string | null } | null, items: Array<{ __typename: 'OrderItem', id: string, quantity: number, unitAmount: { __typename: 'Money', amount: number, currency: Currency }, ticketType: { __typename: 'TicketType', id: string, name: string, area: string, seated: boolean } | null, seat: { __typename: 'Seat', id: string, area: string, row: string, number: number } | null, identity: { __typename: 'AudienceIdentity', id: string, maskedName: string, maskedDocNumber: string } | null, tickets: Array<{ __typename: 'Ticket', id: string, ticketNo: string, seat: { __typename: 'Seat', id: string, row: string, number: number } | null }> }>, totalAmount: { __typename: 'Money', amount: number, currency: Currency } } | null };

export type CancelOrderMutationVariables = Exact<{
  orderNo: string;
}>;


export type CancelOrderMutation = { cancelOrder:
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'Order', id: string, status: OrderStatus, cancelledAt: string | null }
    | { __typename: 'OrderCancelRefusedError', code: string, message: string, field: string | null }
    | { __typename: 'OrderExpiredError', code: string, message: string, field: string | null }
   };

export type MyOrdersQueryVariables = Exact<{
  tab: OrderListTab;
  kind?: OrderKind | null | undefined;
  after?: string | null | undefined;
}>;


export type MyOrdersQuery = { myOrders: { __typename: 'QueryMyOrdersConnection', edges: Array<{ __typename: 'QueryMyOrdersConnectionEdge', node: { __typename: 'Order', id: string, orderNo: string, kind: OrderKind, status: OrderStatus, itemCount: number, expiresAt: string | null, paidAt: string | null, createdAt: string, totalAmount: { __typename: 'Money', amount: number, currency: Currency }, event: { __typename: 'Event', id: string, slug: string, title: string, startsAt: string, timeZone: string, venue: string, coverImageUrl: string | null } | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type MyTicketListQueryVariables = Exact<{
  tab: TicketListTab;
  after?: string | null | undefined;
}>;


export type MyTicketListQuery = { myTickets: { __typename: 'QueryMyTicketsConnection', edges: Array<{ __typename: 'QueryMyTicketsConnectionEdge', node: { __typename: 'Ticket', id: string, ticketNo: string, status: TicketStatus, transferredAway: boolean, purchasedAt: string, ticketType: { __typename: 'TicketType', id: string, name: string, area: string }, seat: { __typename: 'Seat', id: string, area: string, row: string, number: number } | null, event: { __typename: 'Event', id: string, title: string, startsAt: string, timeZone: string, venue: string, coverImageUrl: string | null } } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type MyIdentitiesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyIdentitiesQuery = { myIdentities: Array<{ __typename: 'AudienceIdentity', id: string, docType: IdentityDocType, maskedName: string, maskedDocNumber: string, createdAt: string }> };

export type AddAudienceIdentityMutationVariables = Exact<{
  input: AddAudienceIdentityInput;
}>;


export type AddAudienceIdentityMutation = { addAudienceIdentity:
    | { __typename: 'AudienceIdentity', id: string }
    | { __typename: 'IdentityExistsError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type UpdateAudienceIdentityMutationVariables = Exact<{
  id: string | number;
  input: AudienceIdentityInput;
}>;


export type UpdateAudienceIdentityMutation = { updateAudienceIdentity:
    | { __typename: 'AudienceIdentity', id: string }
    | { __typename: 'IdentityExistsError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityInUseError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
   };

export type DeleteAudienceIdentityMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAudienceIdentityMutation = { deleteAudienceIdentity:
    | { __typename: 'Done' }
    | { __typename: 'IdentityInUseError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
   };

export type SavedCardFieldsFragment = { __typename: 'SavedCard', id: string, brand: string, last4: string, expMonth: number, expYear: number };

export type WalletQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type WalletQuery = { wallet: { __typename: 'Wallet', id: string, displayCurrency: string, balance: { __typename: 'FanCoinAmount', amount: number }, transactions: { __typename: 'WalletTransactionsConnection', edges: Array<{ __typename: 'WalletTransactionsConnectionEdge', node: { __typename: 'WalletTransaction', id: string, kind: WalletTransactionKind, reference: string, createdAt: string, amount: { __typename: 'FanCoinAmount', amount: number } } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } } };

export type WalletBalanceSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WalletBalanceSubscription = { walletBalance: { __typename: 'FanCoinAmount', amount: number } };

export type PaymentAcceptedFieldsFragment = { __typename: 'PaymentAccepted', orderNo: string, paymentNo: string, status: string, redirectUrl: string | null };

export type TopUpMutationVariables = Exact<{
  input: TopUpInput;
}>;


export type TopUpMutation = { topUp:
    | { __typename: 'HoldExpiredError', code: string, message: string, field: string | null }
    | { __typename: 'InsufficientBalanceError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'OrderNotPayableError', code: string, message: string, field: string | null }
    | { __typename: 'PayPasswordLockedError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentAccepted', orderNo: string, paymentNo: string, status: string, redirectUrl: string | null }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentMethodUnavailableError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
    | { __typename: 'WrongPayPasswordError', attemptsLeft: number | null, code: string, message: string, field: string | null }
   };

export type PayOrderMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type PayOrderMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string, message: string, field: string | null }
    | { __typename: 'InsufficientBalanceError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'OrderNotPayableError', code: string, message: string, field: string | null }
    | { __typename: 'PayPasswordLockedError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentAccepted', orderNo: string, paymentNo: string, status: string, redirectUrl: string | null }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentMethodUnavailableError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ __typename: 'FieldIssue', field: string, messageKey: string }> }
    | { __typename: 'WrongPayPasswordError', attemptsLeft: number | null, code: string, message: string, field: string | null }
   };

export type PayableOrderQueryVariables = Exact<{
  orderNo: string;
}>;


export type PayableOrderQuery = { payableOrder:
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'PayableOrder', orderNo: string, kind: PayableOrderKind, status: string, title: string, description: string | null, expiresAt: string | null, attemptsLeft: number | null, payPasswordSetUp: boolean, amount: { __typename: 'OrderAmount', amount: number, currency: string }, fanCoinAmount: { __typename: 'FanCoinAmount', amount: number } | null, walletBalance: { __typename: 'FanCoinAmount', amount: number } }
    | { __typename: 'ValidationError', code: string, message: string }
  , savedCards: Array<{ __typename: 'SavedCard', id: string, brand: string, last4: string, expMonth: number, expYear: number }> };

export type SavedCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedCardsQuery = { savedCards: Array<{ __typename: 'SavedCard', id: string, brand: string, last4: string, expMonth: number, expYear: number }> };

export type PaymentResultFieldsFragment = { __typename: 'PaymentResult', orderNo: string, kind: PayableOrderKind, status: PaymentResultStatus, reason: string | null, method: string | null, canRetry: boolean, attemptsLeft: number | null, title: string, description: string | null, amount: { __typename: 'OrderAmount', amount: number, currency: string } };

export type PaymentResultQueryVariables = Exact<{
  orderNo: string;
}>;


export type PaymentResultQuery = { paymentResult:
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'PaymentResult', orderNo: string, kind: PayableOrderKind, status: PaymentResultStatus, reason: string | null, method: string | null, canRetry: boolean, attemptsLeft: number | null, title: string, description: string | null, amount: { __typename: 'OrderAmount', amount: number, currency: string } }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type PaymentResultLiveSubscriptionVariables = Exact<{
  orderNo: string;
}>;


export type PaymentResultLiveSubscription = { paymentResult: { __typename: 'PaymentResult', orderNo: string, kind: PayableOrderKind, status: PaymentResultStatus, reason: string | null, method: string | null, canRetry: boolean, attemptsLeft: number | null, title: string, description: string | null, amount: { __typename: 'OrderAmount', amount: number, currency: string } } };

export type SessionUserFragment = { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string };

export type SessionMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionMeQuery = { me: { __typename: 'User', id: string, email: string, nickname: string, avatar: string | null, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, language: string, inviteCode: string } | null };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { __typename: 'Done', ok: boolean } };

export const EventCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"desktopOnly"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdentity"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<EventCardFragment, unknown>;
export const QrPassFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QrPassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QrUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","alias":{"kind":"Name","value":"qr"},"name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"pass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"periodSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"graceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"passPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<QrPassFieldsFragment, unknown>;
export const ErrorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ErrorFieldsFragment, unknown>;
export const SessionUserFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SessionUserFragment, unknown>;
export const SignedInFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedIn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SignedInFragment, unknown>;
export const EntryEventFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"doorsOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"queueOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"entryState"}},{"kind":"Field","name":{"kind":"Name","value":"entryNote"}},{"kind":"Field","name":{"kind":"Name","value":"transferLockHours"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<EntryEventFieldsFragment, unknown>;
export const MerchCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOnly"}},{"kind":"Field","name":{"kind":"Name","value":"ticketHolderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"desktopOnly"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MerchCardFragment, unknown>;
export const AddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<AddressFieldsFragment, unknown>;
export const MerchOrderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tab"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"pickup"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilment"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilmentTrack"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MerchOrderFieldsFragment, unknown>;
export const QueuePlaceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueuePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"aheadCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitingCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"stockLeft"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"admission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<QueuePlaceFieldsFragment, unknown>;
export const WaitingRoomFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitingRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitingRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRatePerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"waitingCount"}},{"kind":"Field","name":{"kind":"Name","value":"stockLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<WaitingRoomFieldsFragment, unknown>;
export const SupportIssueFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportIssueFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStaff"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SupportIssueFieldsFragment, unknown>;
export const OrderSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OrderSummaryFragment, unknown>;
export const SavedCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SavedCardFieldsFragment, unknown>;
export const PaymentAcceptedFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAcceptedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccepted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"paymentNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PaymentAcceptedFieldsFragment, unknown>;
export const PaymentResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PaymentResultFieldsFragment, unknown>;
export const DesktopContactDocument = {"__meta__":{"hash":"sha256:d9a79496817f8e8000bb840f3e86ce9976035153e6931927c109f28405fd32b6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DesktopContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hotline"}},{"kind":"Field","name":{"kind":"Name","value":"officeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DesktopContactQuery, DesktopContactQueryVariables>;
export const EventListDocument = {"__meta__":{"hash":"sha256:09b02d14c6299e9430d7944bee7bac89577a4c422a7b6633fbd8d26974f72af4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"desktopOnly"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdentity"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<EventListQuery, EventListQueryVariables>;
export const HumanCheckChallengeDocument = {"__meta__":{"hash":"sha256:25dc8223491266706955ceafc67307520185b44a8efbf84cbb4c31ff2231a4a2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HumanCheckChallenge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"humanCheckChallenge"}}]}}]} as unknown as DocumentNode<HumanCheckChallengeQuery, HumanCheckChallengeQueryVariables>;
export const CurrentNoticeDocument = {"__meta__":{"hash":"sha256:aedcffb9d41911e2a7581a2969b46254122aa517e2f6d5ed0d4604dd894864f1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CurrentNoticeQuery, CurrentNoticeQueryVariables>;
export const ResetPasswordDocument = {"__meta__":{"hash":"sha256:2cc931d41f34cc6e5897d158bae0fada1e708d4b229bf3e93dd96eaecc5167ca"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const QrCodeDocument = {"__meta__":{"hash":"sha256:0a3fde4ca0229fc9726306f16bb0b24a93af957e97dd291185298c7368ab86b1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QrCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PassKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qrCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QrPassFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QrPassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QrUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","alias":{"kind":"Name","value":"qr"},"name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"pass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"periodSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"graceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"passPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<QrCodeQuery, QrCodeQueryVariables>;
export const RefreshTicketQrDocument = {"__meta__":{"hash":"sha256:cfa1149f3d625493a291c3e892e8e7b1471d8763d3c16d0517f78849a22d15b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshTicketQr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshTicketQr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QrPassFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QrPassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QrUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","alias":{"kind":"Name","value":"qr"},"name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"pass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"periodSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"graceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"passPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RefreshTicketQrMutation, RefreshTicketQrMutationVariables>;
export const TicketQrDocument = {"__meta__":{"hash":"sha256:fb7662f9a8179d54a892c3ea030beced9a7d587776a9b831f542747d7121e2f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TicketQr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketQr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QrPassFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QrPassFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QrUpdate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","alias":{"kind":"Name","value":"qr"},"name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"validUntil"}},{"kind":"Field","name":{"kind":"Name","value":"pass"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"periodSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"graceSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"passPublicKey"}},{"kind":"Field","name":{"kind":"Name","value":"certificate"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<TicketQrSubscription, TicketQrSubscriptionVariables>;
export const SendEmailCodeDocument = {"__meta__":{"hash":"sha256:310593478ee56e0a67e53e4d576e63fc87eb13822b47ab34fea0520bbe4660f0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendEmailCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendEmailCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEmailCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SendEmailCodeMutation, SendEmailCodeMutationVariables>;
export const CheckEmailCodeDocument = {"__meta__":{"hash":"sha256:27e7751de9203713e24aece4399aace2ed2393e66bc06d890c7c20b42635b485"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckEmailCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckEmailCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkEmailCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CheckEmailCodeMutation, CheckEmailCodeMutationVariables>;
export const CheckEmailDocument = {"__meta__":{"hash":"sha256:9ebc9089f1a71f0a7d54014640b3b10db6ca77431976e05af006f3807b26935c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmailStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CheckEmailQuery, CheckEmailQueryVariables>;
export const RegisterDocument = {"__meta__":{"hash":"sha256:413b779a21509e9ecd3784d4d5f69ee700c4303c3970d24612a0857e5ceaf0c1"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedIn"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedIn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const SignInDocument = {"__meta__":{"hash":"sha256:82baba097358757081e0fb5e55b1eef501e5d7588256299b281310e225034da9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SignedIn"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SignedIn"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuthPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const CountriesDocument = {"__meta__":{"hash":"sha256:b321a9d3013916ab736f4c86367cb59a73de6a08f1402b49931bbde0a5f02a4b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const SendBusinessEnquiryDocument = {"__meta__":{"hash":"sha256:de271cc0c15e7bf85ec54edca0054b8ed4a0ffabbc34e4c6e6d3b6d17da3300d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendBusinessEnquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEnquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendBusinessEnquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessEnquiryReceived"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SendBusinessEnquiryMutation, SendBusinessEnquiryMutationVariables>;
export const TicketDetailDocument = {"__meta__":{"hash":"sha256:76af55e58234f3a33b1dca654a8bab62b003492de31edaf54c8c3988c22111a8"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validatedEntrance"}},{"kind":"Field","name":{"kind":"Name","value":"transferLockedUntil"}},{"kind":"Field","name":{"kind":"Name","value":"canTransfer"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"seated"}},{"kind":"Field","name":{"kind":"Name","value":"entrance"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"entrance"}},{"kind":"Field","name":{"kind":"Name","value":"outgoing"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"doorsOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"queueOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"entryState"}},{"kind":"Field","name":{"kind":"Name","value":"entryNote"}},{"kind":"Field","name":{"kind":"Name","value":"transferLockHours"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<TicketDetailQuery, TicketDetailQueryVariables>;
export const TicketStatusLiveDocument = {"__meta__":{"hash":"sha256:b9148d381bfb01f5139042bbb9300e1a13d956c744fa7ff573a621e8d6d6e768"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TicketStatusLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ticketId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ticketId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"validatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"validatedEntrance"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TicketStatusLiveSubscription, TicketStatusLiveSubscriptionVariables>;
export const EventEntryLiveDocument = {"__meta__":{"hash":"sha256:1f7ca3b5308b80d4de4ffbc793c2d67910cfc927493fd626f67f1f2c0029e4f5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EventEntryLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"doorsOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"queueOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"entryState"}},{"kind":"Field","name":{"kind":"Name","value":"entryNote"}},{"kind":"Field","name":{"kind":"Name","value":"transferLockHours"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<EventEntryLiveSubscription, EventEntryLiveSubscriptionVariables>;
export const SendTransferCodeDocument = {"__meta__":{"hash":"sha256:dc3a69ca37912f84a7ad5cd3af54dd4ffbc651e0eae7a3eb744ac7764f69e62b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTransferCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTransferCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTransferCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferCodeSent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresInSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SendTransferCodeMutation, SendTransferCodeMutationVariables>;
export const TransferTicketDocument = {"__meta__":{"hash":"sha256:6b63607a0448cdefd01c927c4caee4f67201d503902810504ab77e485eae7c74"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferTicket"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferTicketInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferTicket"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferDone"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferId"}},{"kind":"Field","name":{"kind":"Name","value":"toEmail"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TransferTicketMutation, TransferTicketMutationVariables>;
export const SharedTransferDocument = {"__meta__":{"hash":"sha256:e4aaff191533bd55612bffd345bc4b18494d7df5c6b381fdcc71adcfb37483c2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SharedTransfer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedTransfer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromNickname"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SharedTransferQuery, SharedTransferQueryVariables>;
export const PublicTicketStatusDocument = {"__meta__":{"hash":"sha256:107c4eec1a80a7cada719f524d2b56bd77f5a8c2bc09bd667e9e7c118be0759e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicTicketStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicTicketStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"eventTitle"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"typeName"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"entrance"}},{"kind":"Field","name":{"kind":"Name","value":"codeCurrent"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PublicTicketStatusQuery, PublicTicketStatusQueryVariables>;
export const MyEntryGuideDocument = {"__meta__":{"hash":"sha256:cd8801e1660563837f797a549618c00b298d7e083f34768c017b2c920836f334"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEntryGuide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEntryGuide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ticketCount"}},{"kind":"Field","name":{"kind":"Name","value":"entrances"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EntryEventFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EntryEventFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"doorsOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"queueOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"entryState"}},{"kind":"Field","name":{"kind":"Name","value":"entryNote"}},{"kind":"Field","name":{"kind":"Name","value":"transferLockHours"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MyEntryGuideQuery, MyEntryGuideQueryVariables>;
export const MyGiveawayDocument = {"__meta__":{"hash":"sha256:ed3cf34f22526f0f3e7ef45b51e9cb35e23089bddfd37f28ccdc2719e25b7c31"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyGiveaway"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGiveaway"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"invitedFriends"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"registration"}},{"kind":"Field","name":{"kind":"Name","value":"topup"}},{"kind":"Field","name":{"kind":"Name","value":"invite"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vndPerEntry"}},{"kind":"Field","name":{"kind":"Name","value":"maxTopupEntries"}},{"kind":"Field","name":{"kind":"Name","value":"maxInviteEntries"}},{"kind":"Field","name":{"kind":"Name","value":"inviteMinVnd"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"friendNickname"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<MyGiveawayQuery, MyGiveawayQueryVariables>;
export const MyGiveawayVouchersDocument = {"__meta__":{"hash":"sha256:b8b4ff89d70c96a578b2ffb99a58d3c748440c447ea7281923d1a29eedccf1d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyGiveawayVouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGiveawayVouchers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"won"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"campaign"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"drawnAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNo"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<MyGiveawayVouchersQuery, MyGiveawayVouchersQueryVariables>;
export const GiveawayDrawDocument = {"__meta__":{"hash":"sha256:5ff0277a86ed71cdc64edbfcd155e910794d5dc44f7445b37f138ff42f758111"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GiveawayDraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"giveawayDraw"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"algorithm"}},{"kind":"Field","name":{"kind":"Name","value":"seedCommitment"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"entriesHash"}},{"kind":"Field","name":{"kind":"Name","value":"myHolder"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holder"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<GiveawayDrawQuery, GiveawayDrawQueryVariables>;
export const MerchProductsDocument = {"__meta__":{"hash":"sha256:b66620205f5aba2a2902c590d7543fa24e88a8295e1835c12aef0a70bc27a58c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchCard"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOnly"}},{"kind":"Field","name":{"kind":"Name","value":"ticketHolderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"desktopOnly"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MerchProductsQuery, MerchProductsQueryVariables>;
export const MerchProductDocument = {"__meta__":{"hash":"sha256:940183f65d35c117b7a9e98f4e2b76ecb353d9f4cee7819fb5d739650221f07e"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchCard"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"maxPerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"myRemainingLimit"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDates"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"soldOut"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"pickupOnly"}},{"kind":"Field","name":{"kind":"Name","value":"ticketHolderOnly"}},{"kind":"Field","name":{"kind":"Name","value":"desktopOnly"}},{"kind":"Field","name":{"kind":"Name","value":"inStock"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MerchProductQuery, MerchProductQueryVariables>;
export const MyAddressesDocument = {"__meta__":{"hash":"sha256:31fc523e23948c94d07330ca4812d99b3819214cdb13995127892ca50e808459"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MyAddressesQuery, MyAddressesQueryVariables>;
export const AddAddressDocument = {"__meta__":{"hash":"sha256:f7bf01dae28cfdbdbe444760e3a8c7fc94327ca56a4596e7ac1ce940f0b8ec54"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AddAddressMutation, AddAddressMutationVariables>;
export const SetDefaultAddressDocument = {"__meta__":{"hash":"sha256:767ebcd29d854a149b0fa828990c30fc63701d0fdb9f2b6714f77fb6b558f0d3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDefaultAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SetDefaultAddressMutation, SetDefaultAddressMutationVariables>;
export const DeleteAddressDocument = {"__meta__":{"hash":"sha256:d874c8b3047fac3d1c462c48a3fb20f0b19017713518976e8974292dfbf35954"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DeleteAddressMutation, DeleteAddressMutationVariables>;
export const SecureMerchDocument = {"__meta__":{"hash":"sha256:52860d5bac32144600d2c7697be980765272cd2d11e477247a62ad617ac4f8db"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SecureMerch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecureMerchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secureMerch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchSecured"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LimitReachedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutOfStockError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SecureMerchMutation, SecureMerchMutationVariables>;
export const MerchOrderDocument = {"__meta__":{"hash":"sha256:eeaff538c6815d41fc0d84b0af9359cc2aec2c8aff003ac07c2e943b63eee108"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MerchOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"merchOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchOrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tab"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"pickup"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilment"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilmentTrack"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MerchOrderQuery, MerchOrderQueryVariables>;
export const OrderLogisticsDocument = {"__meta__":{"hash":"sha256:90e8e6ebee3101efca4036e06b1b642594f59d6753a88eaf6fadb97308dbe9c0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OrderLogistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderLogistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchOrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tab"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"pickup"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilment"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilmentTrack"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<OrderLogisticsSubscription, OrderLogisticsSubscriptionVariables>;
export const MyMerchOrdersDocument = {"__meta__":{"hash":"sha256:3a88b1bd68da9f55eebd40e54a95445abee822a1b872d81e33da4e85a4ced258"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyMerchOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tab"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MerchOrderTab"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myMerchOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tab"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tab"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchOrderFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tab"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"pickup"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilment"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilmentTrack"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MyMerchOrdersQuery, MyMerchOrdersQueryVariables>;
export const CancelMerchOrderDocument = {"__meta__":{"hash":"sha256:f5ff3705343625cf96f3b42204306d32cc6494b9957c17f2b7c94ac28e17ccbb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMerchOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMerchOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MerchOrderFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MerchOrderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MerchOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"tab"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"pickup"}},{"kind":"Field","name":{"kind":"Name","value":"pickupDate"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilment"}},{"kind":"Field","name":{"kind":"Name","value":"fulfilmentTrack"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shippingAddress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logistics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"redeemed"}},{"kind":"Field","name":{"kind":"Name","value":"unitPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CancelMerchOrderMutation, CancelMerchOrderMutationVariables>;
export const QueuePageDocument = {"__meta__":{"hash":"sha256:43aef6106313f6933fb3b6c6d64b5482e9742b15b207601b02c38dcc5435e6b0"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueuePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"desktopOnly"}},{"kind":"Field","name":{"kind":"Name","value":"waitingRoom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WaitingRoomFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myQueuePlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuePlaceFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WaitingRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WaitingRoom"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"seedHash"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"admissionRatePerMinute"}},{"kind":"Field","name":{"kind":"Name","value":"waitingCount"}},{"kind":"Field","name":{"kind":"Name","value":"stockLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueuePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"aheadCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitingCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"stockLeft"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"admission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<QueuePageQuery, QueuePageQueryVariables>;
export const MyQueuePlaceDocument = {"__meta__":{"hash":"sha256:0549803a747ba1c9c23245c862254e55b3f22f9fc5701cbd5ae0e74eae9a6afd"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyQueuePlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myQueuePlace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuePlaceFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueuePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"aheadCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitingCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"stockLeft"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"admission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MyQueuePlaceQuery, MyQueuePlaceQueryVariables>;
export const QueuePositionDocument = {"__meta__":{"hash":"sha256:61d2bd86e3e9078ebd1bb4e291924c4a70b3e0a5eccee0388e3bb02cbf4ccea2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"QueuePosition"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queuePosition"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuePlaceFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueuePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"aheadCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitingCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"stockLeft"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"admission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<QueuePositionSubscription, QueuePositionSubscriptionVariables>;
export const JoinQueueDocument = {"__meta__":{"hash":"sha256:df4c349cc37aaadd9fea0de99bca7a52d17f489c88f37300c13153bce6dcaff9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinQueueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JoinQueueSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuePlaceFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueuePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"aheadCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitingCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"stockLeft"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"admission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<JoinQueueMutation, JoinQueueMutationVariables>;
export const JoinWaitingListDocument = {"__meta__":{"hash":"sha256:901802c7106a55d026e3fcc035097cae6bf3751f6f4033c5b5a3ff60da8f831a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinWaitingList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinWaitingListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinWaitingList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JoinWaitingListSuccess"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QueuePlaceFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QueuePlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QueuePlace"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"aheadCount"}},{"kind":"Field","name":{"kind":"Name","value":"waitingCount"}},{"kind":"Field","name":{"kind":"Name","value":"estimatedWaitSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"stockLeft"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"admission"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<JoinWaitingListMutation, JoinWaitingListMutationVariables>;
export const LeaveQueueDocument = {"__meta__":{"hash":"sha256:b0db9a50cd672df3d2886091ec7638ab4dd673380f599cd48b61ba01f005bf57"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<LeaveQueueMutation, LeaveQueueMutationVariables>;
export const ChangePasswordDocument = {"__meta__":{"hash":"sha256:3d030c26609ec1eb9bdde66564a3b63eb54ae264c4b3a0bec889b2679087f443"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SetPayPasswordDocument = {"__meta__":{"hash":"sha256:a9f4f16c7c3223e9f9b7f604f795cb19158a85ca7ba7190657a8e98dc9c3668d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPayPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SetPayPasswordMutation, SetPayPasswordMutationVariables>;
export const ChangePayPasswordDocument = {"__meta__":{"hash":"sha256:3f42c5e774d3da43824061eb2e6598a36754749a42cb0e13ca96c13eac80656a"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePayPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ChangePayPasswordMutation, ChangePayPasswordMutationVariables>;
export const SendPayPasswordCodeDocument = {"__meta__":{"hash":"sha256:b6960ed4b81a9723cd81c2f749ccaf68f137a23649cca5969b79891e6cb5540b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPayPasswordCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPayPasswordCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SendPayPasswordCodeMutation, SendPayPasswordCodeMutationVariables>;
export const ResetPayPasswordDocument = {"__meta__":{"hash":"sha256:183b11cfee518106dfa37e4868c0f76d5ea145683996bbb8c0616cacf9789034"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPayPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPayPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPayPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ResetPayPasswordMutation, ResetPayPasswordMutationVariables>;
export const SendCurrentEmailCodeDocument = {"__meta__":{"hash":"sha256:05a03a6284c35d5373ed547ba014a96144b9cec652a977b6436c414fb1aa60b9"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendCurrentEmailCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCurrentEmailCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SendCurrentEmailCodeMutation, SendCurrentEmailCodeMutationVariables>;
export const SendNewEmailCodeDocument = {"__meta__":{"hash":"sha256:1b64ff335fb9e2f1371738379262d7007877d2f3e0ca8e00ced17c54303bf93c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNewEmailCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNewEmailCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SendNewEmailCodeMutation, SendNewEmailCodeMutationVariables>;
export const ChangeEmailDocument = {"__meta__":{"hash":"sha256:097b1c6832505ec1b48ddf5fd4ea34d74de49c53b872c4958aa3fc96dd0e2bef"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ChangeEmailMutation, ChangeEmailMutationVariables>;
export const SendPhoneCodeDocument = {"__meta__":{"hash":"sha256:09ffabe6477f7a01e064cd0b1de052cb2590c96b5eae77a6898c4fc7f5e7df39"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPhoneCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPhoneCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SendPhoneCodeMutation, SendPhoneCodeMutationVariables>;
export const VerifyPhoneDocument = {"__meta__":{"hash":"sha256:0ee18cfcad501c418f576aa4b58f4fe485d311ec23b7689cc30b8a5fa8df737c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhoneCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<VerifyPhoneMutation, VerifyPhoneMutationVariables>;
export const SkipPhoneVerificationDocument = {"__meta__":{"hash":"sha256:c0afc318407fb5023c889ed0b613cf46d7521b15bfd873ad2b799c97c15d082d"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SkipPhoneVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skipPhoneVerification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SkipPhoneVerificationMutation, SkipPhoneVerificationMutationVariables>;
export const UpdateProfileDocument = {"__meta__":{"hash":"sha256:b08128c1b72a36f979b756cf8ea2b6e63b0c3687fc9a6a9bd4976f51b131a1b2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ExportMyDataDocument = {"__meta__":{"hash":"sha256:c6ae8f66f94d325426e10906b28697a7ed636bad895e1c0b018b8b8c830b6a90"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportMyData"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportMyData"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyDataExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ExportMyDataMutation, ExportMyDataMutationVariables>;
export const DeleteMyAccountDocument = {"__meta__":{"hash":"sha256:01105b9c1ab7a67e8184afebb86fb7541c7ab29e23377c3953bda39baf970b72"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AccountDeletionBlockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DeleteMyAccountMutation, DeleteMyAccountMutationVariables>;
export const SupportOptionsDocument = {"__meta__":{"hash":"sha256:6f4b57e97f622f55286f83f36b6c561e3d5d964a2d5475817531d23a0cc3bff5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minTextLength"}},{"kind":"Field","name":{"kind":"Name","value":"issueTypes"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hotline"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SupportOptionsQuery, SupportOptionsQueryVariables>;
export const MySupportIssuesDocument = {"__meta__":{"hash":"sha256:c8095b4c8e4012aed301d977f6e8ab1a506415e4a32470cf9598624c14d275a7"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySupportIssues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySupportIssues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportIssueFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportIssueFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStaff"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MySupportIssuesQuery, MySupportIssuesQueryVariables>;
export const CreateSupportIssueDocument = {"__meta__":{"hash":"sha256:bd8da0fd9244e709a823e8adfc1055bce9bd27edf4b517ec0227af806b8b23c6"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSupportIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSupportIssueInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupportIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IssueTextTooShortError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CreateSupportIssueMutation, CreateSupportIssueMutationVariables>;
export const ReplyToSupportIssueDocument = {"__meta__":{"hash":"sha256:4f91e8ad51e7e5743a39325343c429fcae76ec701a8e2c57967ca83e81172ab5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplyToSupportIssue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"body"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToSupportIssue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"issueId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"issueId"}}},{"kind":"Argument","name":{"kind":"Name","value":"body"},"value":{"kind":"Variable","name":{"kind":"Name","value":"body"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportIssueFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportIssueFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportIssue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStaff"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ReplyToSupportIssueMutation, ReplyToSupportIssueMutationVariables>;
export const PurchaseEventsDocument = {"__meta__":{"hash":"sha256:e9d386f2c622aa761b52f566a9b89418923795fdd2c2fd5e1c1b43035b0a4ff2"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PurchaseEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"upcoming"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"saleMode"}},{"kind":"Field","name":{"kind":"Name","value":"desktopOnly"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PurchaseEventsQuery, PurchaseEventsQueryVariables>;
export const EventDetailDocument = {"__meta__":{"hash":"sha256:e597b317400a6d0bc5daf08f0f594fe0cd281c2b803577509e9b68b4c8e55c95"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard"}},{"kind":"Field","name":{"kind":"Name","value":"about"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"doorsOpenAt"}},{"kind":"Field","name":{"kind":"Name","value":"saleMode"}},{"kind":"Field","name":{"kind":"Name","value":"saleStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"saleEndsAt"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"maxTicketsPerAccount"}},{"kind":"Field","name":{"kind":"Name","value":"waitingRoom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventSlug"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"seated"}},{"kind":"Field","name":{"kind":"Name","value":"entrance"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"saleState"}},{"kind":"Field","name":{"kind":"Name","value":"desktopOnly"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdentity"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"priceFrom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<EventDetailQuery, EventDetailQueryVariables>;
export const ChooserContextDocument = {"__meta__":{"hash":"sha256:64c1e74e66dc26dd93c5dae115bcd352a51f0423036e795fd1bd3922f4160247"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChooserContext"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myIdentities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"maskedName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedDocNumber"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<ChooserContextQuery, ChooserContextQueryVariables>;
export const SecureTicketsDocument = {"__meta__":{"hash":"sha256:ff943d49e01b6ee6a1dac879324658b2a777a2af70e1a9cf16091b2c7dcca1fe"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SecureTickets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecureTicketsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secureTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketsSecured"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TicketLimitReachedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SecureTicketsMutation, SecureTicketsMutationVariables>;
export const TicketOrderDocument = {"__meta__":{"hash":"sha256:a68620dd83d332ecfc23877738e1d7a97796c613bffb9c77e70790d20bff106f"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TicketOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"maxPaymentAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"requiresIdentity"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"seated"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"identity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"maskedName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedDocNumber"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNo"}},{"kind":"Field","name":{"kind":"Name","value":"seat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<TicketOrderQuery, TicketOrderQueryVariables>;
export const CancelOrderDocument = {"__meta__":{"hash":"sha256:e5c0e2b27ef35d623b0e131692afa7cf5ecbc106ebe09417a5f1436bbd2bdbe5"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const MyOrdersDocument = {"__meta__":{"hash":"sha256:1e8f3a183a98cba23754c25eb6204c92760a048250c0ac58b2cf85abd4ba5130"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tab"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderListTab"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tab"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tab"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummary"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Order"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"itemCount"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<MyOrdersQuery, MyOrdersQueryVariables>;
export const MyTicketListDocument = {"__meta__":{"hash":"sha256:94a5e51edc6e1a1685ca46891f12b22f86d72b7261ddb74a55e1e38009b25471"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTicketList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tab"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TicketListTab"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTickets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tab"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tab"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ticketNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"transferredAway"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ticketType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"area"}},{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"venue"}},{"kind":"Field","name":{"kind":"Name","value":"coverImageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<MyTicketListQuery, MyTicketListQueryVariables>;
export const MyIdentitiesDocument = {"__meta__":{"hash":"sha256:57d8ea064735328e964b311ff8c5fa2e75d8fef6f6809abfbe413852d4ba8683"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyIdentities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myIdentities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"docType"}},{"kind":"Field","name":{"kind":"Name","value":"maskedName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedDocNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<MyIdentitiesQuery, MyIdentitiesQueryVariables>;
export const AddAudienceIdentityDocument = {"__meta__":{"hash":"sha256:846930692639bbcafb292dcb92b14f41ac667139a5f269c2dbb765c48ac5a848"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAudienceIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddAudienceIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAudienceIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<AddAudienceIdentityMutation, AddAudienceIdentityMutationVariables>;
export const UpdateAudienceIdentityDocument = {"__meta__":{"hash":"sha256:1364e10ffd5820f4cdeed481f2751f75aa25f3b74ee28a16ea9a843c33a9f3e4"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAudienceIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceIdentityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAudienceIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AudienceIdentity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<UpdateAudienceIdentityMutation, UpdateAudienceIdentityMutationVariables>;
export const DeleteAudienceIdentityDocument = {"__meta__":{"hash":"sha256:a3dd111646c96d9bf96defc4fcc887c1e68a02b56f418e028f35ec432f20d725"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAudienceIdentity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAudienceIdentity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<DeleteAudienceIdentityMutation, DeleteAudienceIdentityMutationVariables>;
export const WalletDocument = {"__meta__":{"hash":"sha256:6a8fd4e9d4a98d6517572074aae3e55c9efe7bbefea0d112cfee24604abaa13b"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Wallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallet"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<WalletQuery, WalletQueryVariables>;
export const WalletBalanceDocument = {"__meta__":{"hash":"sha256:481e4def184ec16ce96d09155dc0422ac6b6acae3267cc793c065d309d719074"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WalletBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<WalletBalanceSubscription, WalletBalanceSubscriptionVariables>;
export const TopUpDocument = {"__meta__":{"hash":"sha256:eac36559502b31689e51864791c1429dfe6aaae21438096d08724d5b6aaf76f3"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TopUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAcceptedFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAcceptedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccepted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"paymentNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<TopUpMutation, TopUpMutationVariables>;
export const PayOrderDocument = {"__meta__":{"hash":"sha256:abbda8f55c572ffd2885d87b01a9c306eae47ea010ac0b78ea7dc1c30605a1cb"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentAcceptedFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ErrorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentAcceptedFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAccepted"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"paymentNo"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"redirectUrl"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ErrorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ValidationError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"messageKey"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TooManyAttemptsError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPasswordLockedError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WrongPayPasswordError"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<PayOrderMutation, PayOrderMutationVariables>;
export const PayableOrderDocument = {"__meta__":{"hash":"sha256:595f3b787546ceb5f00289817efb25b24aa33e1f07748746133583cb7b0db098"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayableOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayableOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fanCoinAmount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"walletBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PayableOrderQuery, PayableOrderQueryVariables>;
export const SavedCardsDocument = {"__meta__":{"hash":"sha256:67f745143a1a013daa991ec78480b0498594fc68792cafe79e3b81959f015425"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedCardFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"expMonth"}},{"kind":"Field","name":{"kind":"Name","value":"expYear"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SavedCardsQuery, SavedCardsQueryVariables>;
export const PaymentResultDocument = {"__meta__":{"hash":"sha256:9f4f789470d24d3b2e348bd04a0a15d12ca3cea51d8c836a2f8675a43a1fd44c"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentResult"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentResultFields"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Error"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PaymentResultQuery, PaymentResultQueryVariables>;
export const PaymentResultLiveDocument = {"__meta__":{"hash":"sha256:dc96f92cfeaa29185cad7585abb79c251a3f1dba6f1b17d79fcb36299220ddba"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PaymentResultLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentResult"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderNo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderNo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentResultFields"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderNo"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"canRetry"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<PaymentResultLiveSubscription, PaymentResultLiveSubscriptionVariables>;
export const SessionMeDocument = {"__meta__":{"hash":"sha256:e887cfedf130afd65272853d9fb58c4e81d7af5971ab1ca174dfba410b18e9cf"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUser"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUser"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneAreaCode"}},{"kind":"Field","name":{"kind":"Name","value":"isPhoneVerified"}},{"kind":"Field","name":{"kind":"Name","value":"phoneVerificationSkipped"}},{"kind":"Field","name":{"kind":"Name","value":"payPasswordSetUp"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"inviteCode"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<SessionMeQuery, SessionMeQueryVariables>;
export const SignOutDocument = {"__meta__":{"hash":"sha256:fae32a9c2707461c1cbf305b8565dc377df16e1a871f58f20f3e191b99ae1740"},"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;