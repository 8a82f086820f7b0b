/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

/** The next fulfilment step of a paid merchandise order. */
export type AdvanceMerchOrderInput = {
  /** Shown to the fan beside the step (e.g. a courier tracking number). */
  note?: string | null | undefined;
  /** The order number. */
  orderNo: string;
  /** The expected next step; omitted: whatever comes next. */
  to?: MerchFulfilmentStatus | null | undefined;
};

/** The file an attendees export makes. */
export type AttendeesExportFormat =
  /** Comma-separated text, UTF-8 with a byte-order mark (Excel reads it so). */
  | 'CSV'
  /** An Excel workbook (one sheet, a header row). */
  | 'XLSX';

/** Where an attendees export is. */
export type AttendeesExportStatus =
  /** Written: the file is ready to download. */
  | 'DONE'
  /** It could not be made (ask for a new one). */
  | 'FAILED'
  /** Being written: rowsDone of rowsTotal so far. */
  | 'RUNNING';

/** A message to an event's ticket holders. */
export type AttendeesMessageInput = {
  /** The text, at most 5000 characters; each holder gets it inside a few lines in their own language. */
  body: string;
  /** The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND. */
  eventId: string | number;
  /** The subject: one line of at most 150 characters (the e-mail's subject is "<event>: <subject>"). */
  subject: string;
  /** Only the holders of this ticket type of the event (all holders when absent). The ticket type's id: TicketType.id or OperatorTicketType.id. */
  ticketTypeId?: string | number | null | undefined;
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

/** Who acted in an audited action. */
export type AuditActorKind =
  /** A signed-in account (a member of the organisation, a platform operator, or a fan answering an invitation). */
  | 'ACCOUNT'
  /** An API key. */
  | 'API_KEY'
  /** The platform itself (a job, the command line on the database). */
  | 'SYSTEM';

/** Narrows the audit log to a time window (both ends optional). */
export type AuditFilterInput = {
  /** An action name, e.g. auth.sign_in. */
  action?: string | null | undefined;
  /** Only entries at or after this instant (ISO 8601). */
  since?: string | null | undefined;
  /** Only entries before this instant (ISO 8601). */
  until?: string | null | undefined;
  /** A user id or e-mail: rows where they acted or were acted upon. */
  user?: string | null | undefined;
};

/** Whether an audited action succeeded. */
export type AuditOutcome =
  /** The action was refused or failed (e.g. wrong password, missing scope). */
  | 'FAILURE'
  /** The action was carried out. */
  | 'SUCCESS';

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

/** Where a new card is typed. */
export type CardEntry =
  /** The payment provider's page (Stripe Checkout, Adyen Pay by Link): card data never reaches this server. */
  | 'PROVIDER_PAGE'
  /** The sandbox's own card form (/payment/addCard): development and staging, no real money. */
  | 'SANDBOX_FORM';

/** A card typed into the sandbox provider's form (development and staging only). A real provider's own page takes cards: sending one then is refused (VALIDATION on card). */
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

/** Why a manual check-in was refused. */
export type CheckInRefusal =
  /** The ticket was already admitted (see firstUsedAt). */
  | 'ALREADY_USED'
  /** The ticket was refunded, cancelled or revoked. */
  | 'REVOKED'
  /** The event does not admit today (its days: see the event's dates). */
  | 'WRONG_DAY';

/** A new API key of the caller's organisation. */
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

/** A new event of the caller's organisation. */
export type CreateEventInput = {
  /** The description in the default language. */
  about: string;
  /** The description in other languages (replaces them all). */
  aboutByLanguage?: Array<LanguageTextInput> | null | undefined;
  /** When unsold wheelchair spaces and companion seats return to general sale (until then only fans who declared the need may hold them); not after startsAt. Null or omitted: 48 hours before startsAt (moving with it). */
  accessibleReleaseAt?: string | null | undefined;
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
  /** Fans may hand tickets back at face value to the next fan in line (off by default: tickets are non-refundable and non-exchangeable). */
  handBackEnabled?: boolean | null | undefined;
  /** The hand-back fee kept back from the seller's payout, in basis points of the face value (100 = 1 %), 0 to 2000. The buyer always pays the face value. */
  handBackFeeBps?: number | null | undefined;
  /** A hot on-sale. */
  isHot?: boolean | null | undefined;
  /** The venue's latitude (WGS 84 degrees, -90 to 90), given with longitude; null with a null longitude clears the location. Wallet passes show it. */
  latitude?: number | null | undefined;
  /** The venue's longitude (WGS 84 degrees, -180 to 180), given with latitude. */
  longitude?: number | null | undefined;
  /** Tickets one account may hold (1–20). */
  maxTicketsPerAccount?: number | null | undefined;
  /** Fans may register for the presale (off by default); invitePresaleFans then invites some of them, drawn at random, each with a personal access code by e-mail. Turning it off keeps the registrations. */
  presaleRegistration?: boolean | null | undefined;
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

/** A new product of one of the organisation's events, with its variants (scope merch:write). */
export type CreateMerchProductInput = {
  /** Shown in the shop (default true). */
  active?: boolean | null | undefined;
  /** HKD or MOP (default: the event's, else HKD). */
  currency?: Currency | null | undefined;
  /** Its description. */
  description: string;
  /** Sold on the desktop site only. */
  desktopOnly?: boolean | null | undefined;
  /** The id of the event it belongs to (one of the organisation's): Event.id or OperatorEvent.id; needed for pick-up and ticket-holder products. */
  eventId?: string | number | null | undefined;
  /** Its picture: a path on this site (an uploaded cover) or an https address. */
  imageUrl: string;
  /** Units one account may buy (1–50, default 4). */
  maxPerAccount?: number | null | undefined;
  /** Its name (at most 120 characters). */
  name: string;
  /** The event's pick-up days, YYYY-MM-DD (replaces them; shared by the event's pick-up products). */
  pickupDates?: Array<string> | null | undefined;
  /** Collected on site, never shipped. */
  pickupOnly?: boolean | null | undefined;
  /** The price in cents. */
  priceAmount: number;
  /** Its address: lower-case letters, digits and hyphens. */
  slug: string;
  /** Only holders of a ticket of the event may buy it. */
  ticketHolderOnly?: boolean | null | undefined;
  /** Its variants. */
  variants: Array<MerchVariantInput>;
};

/** A new organisation and its owner, an account that already exists. */
export type CreateOrganisationInput = {
  /** Its name as fans and staff see it (at most 120 characters). */
  name: string;
  /** The e-mail address of the signed-up account that becomes its OWNER. */
  ownerEmail: string;
  /** Its short name: 3 to 80 of a-z, 0-9 and -, starting and ending with a letter or digit; unique. */
  slug: string;
};

/** One code of the organiser's choosing (code) or a batch of generated ones (count), with their terms. */
export type CreatePromoCodesInput = {
  /** A label for the batch (default: the prefix and the time). */
  batch?: string | null | undefined;
  /** A personal code (with code, not count): only the account with this e-mail address (any case) may use it; to anyone else it is as unknown. */
  boundEmail?: string | null | undefined;
  /** The code (3 to 32 letters, digits, - or _); or give count. */
  code?: string | null | undefined;
  /** Generate this many codes (1 to 10,000), each for its own holder. */
  count?: number | null | undefined;
  /** DISCOUNT: minor units off each eligible ticket (or give discountPercent). */
  discountAmount?: number | null | undefined;
  /** DISCOUNT: 1 to 99 percent off the eligible tickets (an order always keeps something to pay). */
  discountPercent?: number | null | undefined;
  /** Valid until (default: no end). */
  endsAt?: string | null | undefined;
  /** Access or discount. */
  kind: PromoCodeKind;
  /** Uses in all, per code (1 for single-use codes; default unlimited). */
  maxUses?: number | null | undefined;
  /** Uses per account, per code (default unlimited). */
  maxUsesPerAccount?: number | null | undefined;
  /** Generated codes start with it (at most 12 letters or digits). */
  prefix?: string | null | undefined;
  /** ACCESS: a presale window: its holders may secure its ticket types from this time, before the event's public sale opens (not before startsAt, before endsAt; default: with the public). Before it, a secure with the code is CodeSaleNotOpenError. */
  saleStartsAt?: string | null | undefined;
  /** Valid from (default: now). */
  startsAt?: string | null | undefined;
  /** ACCESS: the hidden ticket types it unlocks (at least one); DISCOUNT: the types it applies to (none: every type). TicketType.id or OperatorTicketType.id. */
  ticketTypeIds?: Array<string | number> | null | undefined;
};

/** A new support request. */
export type CreateSupportIssueInput = {
  /** The e-mail address answers go to. */
  email: string;
  /** The event's id (Event.id) the issue is about (optional): its organiser's support staff answer it; one that does not exist is NOT_FOUND and nothing is filed. */
  eventId?: string | number | null | undefined;
  /** The order's id (Order.id) or number it is about (optional), one of the fan's own. Its event's organiser answers it (a top-up's: the platform). Another fan's answers SupportSubjectNotFoundError. */
  orderId?: string | number | null | undefined;
  /** A contact phone number in E.164 form (e.g. +85291234567). */
  phone: string;
  /** The message (at least SupportOptions.minTextLength characters). */
  text: string;
  /** The ticket's id (Ticket.id; its database id is accepted too) it is about (optional), one of the fan's own. Its event's organiser answers it; with orderId it must be a ticket of that order. */
  ticketId?: string | number | null | undefined;
  /** What it is about. */
  type: SupportIssueType;
};

/** A new webhook endpoint of the organisation. */
export type CreateWebhookEndpointInput = {
  /** Send at once (default true). */
  enabled?: boolean | null | undefined;
  /** The event types to receive (at least one). */
  eventTypes: Array<string>;
  /** Where to post (https in production). */
  url: string;
};

/** ISO 4217 currency of a Money amount. */
export type Currency =
  /** Hong Kong dollar (2 decimals: 100 minor units = HK$1). */
  | 'HKD'
  /** Macanese pataca (2 decimals: 100 minor units = MOP$1). */
  | 'MOP';

/** Where a dispute (chargeback) stands. */
export type DisputeStatus =
  /** The money went back to the card holder; the order is refunded and its tickets void. */
  | 'LOST'
  /** Opened by the card holder's bank: answer it at the provider. */
  | 'OPEN'
  /** Decided for the organiser. */
  | 'WON';

/** The copy of an event: its own slug, and optionally a title and a move of every date. */
export type DuplicateEventInput = {
  /** Whole days every date of the copy moves by (the show, doors, sale window, waiting room opening, pick-up days); 0 when omitted; at most 3650 either way. */
  shiftDays?: number | null | undefined;
  /** The copy's address: lower-case letters, digits and hyphens; not taken. */
  slug: string;
  /** The copy's title; the original's when omitted. */
  title?: string | null | undefined;
};

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

/** ACCEPTED: let in. ALREADY_USED: first used at firstUsedAt/firstEntrance. SUPERSEDED: an old code of a transferred or refreshed ticket. */
export type EntryResult =
  /** Valid: let the holder in (the code is now used). */
  | 'ACCEPTED'
  /** The code was already admitted (see firstUsedAt and firstEntrance). */
  | 'ALREADY_USED'
  /** The code's 30-second window has passed (e.g. a screenshot): ask for the live code. */
  | 'EXPIRED'
  /** Not a Fanfare code, or its signature does not verify. */
  | 'INVALID'
  /** The ticket was refunded, cancelled or revoked. */
  | 'REVOKED'
  /** An old code of a ticket that was transferred or whose code was refreshed. */
  | 'SUPERSEDED'
  /** A valid ticket of the gate's event, scanned on a day the event does not admit (see eventStartsAt, eventEndsAt and scanDay). */
  | 'WRONG_DAY'
  /** A valid ticket of another of the organisation's events than the one the gate is opened for (see eventTitle and eventStartsAt). */
  | 'WRONG_EVENT';

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
  /** Only events in this city (any case), one of eventCities. */
  city?: string | null | undefined;
  /** Only events on sale now (saleState ON_SALE): the home page's "On sale now" */
  onSale?: boolean | null | undefined;
  /** Words (at most 100 characters; the first 8 words count), each found, in any case, in the event's title, subtitle (the artist's line), venue, city or address. Longer: VALIDATION on filter.search. */
  search?: string | null | undefined;
  /** Only events starting before this instant. Not after startsFrom: VALIDATION on filter.startsBefore. */
  startsBefore?: string | null | undefined;
  /** Only events starting at or after this instant (a fan's day starts at their local midnight: the client sends it). */
  startsFrom?: string | null | undefined;
  /** Only events that have not ended */
  upcoming?: boolean | null | undefined;
};

/** Where an event's life stands: one state machine, from draft to closed, and cancelled (final) from any of them. */
export type EventLifecycle =
  /** Cancelled by the organiser: final. */
  | 'CANCELLED'
  /** Its sale window or the event itself is over. */
  | 'CLOSED'
  /** Not published: fans do not see it (publishEvent). */
  | 'DRAFT'
  /** Published and its sale window is open (sold out or not). */
  | 'ON_SALE'
  /** Published; the organiser paused its sale. */
  | 'PAUSED'
  /** Published; its sale opens later. */
  | 'SCHEDULED';

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

/** How the seller of a handed-back ticket is paid when a fan in line buys it. */
export type HandBackPayout =
  /** In Fan Coin, credited to the seller's wallet at once in the buyer's payment transaction (the default). */
  | 'FAN_COIN'
  /** Back to the card or e-wallet the seller paid with, refunded through its payment provider (it takes the provider's usual working days). Only for tickets paid through a provider that refunds; see Ticket.handBackRefundTo. */
  | 'ORIGINAL_METHOD';

/** Where a sold hand-back's refund to the original payment method stands at its provider. */
export type HandBackPayoutState =
  /** The provider refused it: the organiser settles it another way. */
  | 'FAILED'
  /** Being sent to the provider, or accepted by it and on its way. */
  | 'PENDING'
  /** The provider refunded it. */
  | 'SETTLED';

/** Where a hand-back stands. */
export type HandBackStatus =
  /** Waiting for a fan in the event's line. */
  | 'LISTED'
  /** Held for the next fan in line, who has a reserved window to pay. */
  | 'OFFERED'
  /** A fan in line paid: the seller was paid the face value (less the organiser's published fee, if any) in Fan Coin, the old ticket no longer enters. */
  | 'SOLD'
  /** The event was cancelled: the seller's order is refunded as every other. */
  | 'VOID'
  /** Taken back by the seller (or returned at the event's start with no buyer): the ticket is usable again. */
  | 'WITHDRAWN';

/** Paid tickets to hand back at face value (final once a fan in line pays). */
export type HandBackTicketsInput = {
  /** The seller's payment password. */
  payPassword: string;
  /** How to be paid when it sells: FAN_COIN (the default) or ORIGINAL_METHOD (only where every ticket's Ticket.handBackRefundTo is set; otherwise HandBackPayoutUnavailableError). */
  payout?: HandBackPayout | null | undefined;
  /** The tickets' ids (Ticket.id), of one event or several. */
  ticketIds: Array<string | number>;
};

/** The kind of identity document of a real-name ticket holder. */
export type IdentityDocType =
  /** A Hong Kong or Macau identity card. */
  | 'ID_CARD'
  /** A passport. */
  | 'PASSPORT'
  /** A travel permit (e.g. Mainland Travel Permit, Exit-Entry Permit). */
  | 'PERMIT';

/** An invitation to the caller's organisation. */
export type InviteOrganisationMemberInput = {
  /** The address to invite; it need not have an account yet (its owner signs up with it to answer). */
  email: string;
  /** The role it offers. */
  role: OrganisationRole;
};

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

/** A text in one language. */
export type LanguageTextInput = {
  /** en, vi, zh, zh_tw, th, ms */
  lang: string;
  /** The text (empty removes it). */
  text: string;
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

/** A variant: with an id, the changes to that variant; without, a new one (sku and stock required). */
export type MerchVariantInput = {
  /** Its colour. */
  colour?: string | null | undefined;
  /** The id of the variant to change: MerchVariant.id or OperatorMerchVariant.id. */
  id?: string | number | null | undefined;
  /** Its size. */
  size?: string | null | undefined;
  /** Its stock-keeping unit (unique, 1–40 letters, digits, . _ -). */
  sku?: string | null | undefined;
  /** Units for sale in all (not below those held and sold). */
  stock?: number | null | undefined;
};

/** The identities that name each ticket of a held order of a real-name event (an offer from the waiting room is held without names). */
export type NameOrderTicketsInput = {
  /** The ids of the viewer's identities (AudienceIdentity.id), one per ticket, in line order, all different. */
  identityIds: Array<string | number>;
  /** The order number. */
  orderNo: string;
};

/** How prominent a site notice is. */
export type NoticeLevel =
  /** An outage or an urgent change; shown above everything. */
  | 'CRITICAL'
  /** Information. */
  | 'INFO'
  /** Something fans should know (e.g. a delay). */
  | 'WARNING';

/** A notice's title and text in one more language. */
export type NoticeTranslationInput = {
  /** The text in that language. */
  content: string;
  /** en, vi, zh, zh_tw, th or ms. */
  lang: string;
  /** The title in that language. */
  title: string;
};

/** A scan a gate made while offline. */
export type OfflineScanInput = {
  /** The scanned code. */
  code: string;
  /** The entrance the gate stands at. */
  entrance?: string | null | undefined;
  /** When the gate scanned it (ISO 8601): the code is judged as of that time. */
  scannedAt: string;
};

/** Whether a seat is free, held in an unpaid order, or sold. */
export type OperatorSeatStatus =
  /** Free. */
  | 'AVAILABLE'
  /** Held in an unpaid order. */
  | 'HELD'
  /** Sold. */
  | 'SOLD';

/** What an order line is. */
export type OrderItemKind =
  /** Units of one merchandise variant. */
  | 'MERCH'
  /** Tickets of one ticket type (and seat). */
  | 'TICKET';

/** What an order buys. */
export type OrderKind =
  /** Merchandise. */
  | 'MERCH'
  /** Event tickets. */
  | 'TICKET'
  /** Fan Coin for the wallet. */
  | 'TOPUP';

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

/** An application to become an organiser. Every problem is answered at once, one ValidationError issue per field. */
export type OrganisationApplicationInput = {
  /** The applicant agrees to the organiser terms: must be true. */
  acceptTerms: boolean;
  /** The contact e-mail address. */
  contactEmail: string;
  /** The contact person's name (2 to 100 characters). */
  contactName: string;
  /** The contact phone number, E.164 (e.g. +85291234567). */
  contactPhone: string;
  /** Where the organiser is based: an ISO 3166-1 alpha-2 code from Query.countries. */
  country: string;
  /** What events: the artists, venues and dates it has in mind (20 to 2000 characters). */
  description: string;
  /** The kinds of event it will run; at least one. */
  eventTypes: Array<EnquiryEventType>;
  /** How many tickets a year it expects to sell. */
  expectedVolume: OrganisationApplicationVolume;
  /** The organisation's name as fans will see it (2 to 120 characters). */
  organisationName: string;
  /** Its website (http or https), optional. */
  website?: string | null | undefined;
};

/** Where an application to become an organiser stands. */
export type OrganisationApplicationStatus =
  /** Approved: the organisation exists and the applicant is its owner. */
  | 'APPROVED'
  /** Waiting for the platform's decision. */
  | 'PENDING'
  /** Refused, with a reason; the applicant may apply again. */
  | 'REFUSED';

/** How many tickets a year the applicant expects to sell. */
export type OrganisationApplicationVolume =
  /** Fewer than 1,000 tickets a year. */
  | 'V0_999'
  /** 1,000 to 9,999 tickets a year. */
  | 'V1000_9999'
  /** 10,000 to 99,999 tickets a year. */
  | 'V10000_99999'
  /** 100,000 tickets a year or more. */
  | 'V100000_PLUS';

/** Narrows an organisation's audit log to one event and one action (both optional). */
export type OrganisationAuditFilterInput = {
  /** Only entries of this action, e.g. operator.event_cancel (organisationAuditActions lists those the log holds). */
  action?: string | null | undefined;
  /** Only entries about this event (OperatorEvent.id, or Event.id the global id). */
  eventId?: string | null | undefined;
};

/** Where an invitation to an organisation stands. */
export type OrganisationInvitationStatus =
  /** The account accepted it and became a member. */
  | 'ACCEPTED'
  /** The account declined it. */
  | 'DECLINED'
  /** Not answered in time. */
  | 'EXPIRED'
  /** Sent, not yet answered, still open. */
  | 'PENDING'
  /** The organisation withdrew it. */
  | 'REVOKED';

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
  /** A saved card's id (SavedCard.id), instead of a new card. */
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

/** A way to pay. */
export type PaymentMethod =
  /** BOC Pay. */
  | 'BOC'
  /** MPay (Macau). */
  | 'MPAY'
  /** UePay (Macau). */
  | 'UEPAY'
  /** Alipay (Mainland China). */
  | 'alipay'
  /** AlipayHK. */
  | 'alipayHK'
  /** Alipay Macau. */
  | 'alipayMO'
  /** Apple Pay, on the provider's page (offered only when PAYMENT_ROUTES routes it). */
  | 'applePay'
  /** A credit or debit card (on a real provider's page, which also offers Apple Pay and Google Pay where the device has them). */
  | 'card'
  /** UnionPay through the payment provider's page. */
  | 'chinaUnion'
  /** Google Pay, on the provider's page (offered only when PAYMENT_ROUTES routes it). */
  | 'googlePay'
  /** Mastercard through the payment provider's page. */
  | 'master'
  /** MoMo e-wallet. */
  | 'momo'
  /** PayMe (HSBC). */
  | 'payme'
  /** UnionPay QR. */
  | 'unionQrPay'
  /** Visa through the payment provider's page. */
  | 'visa'
  /** The Fan Coin wallet (needs the payment password). */
  | 'wallet'
  /** WeChat Pay HK. */
  | 'wechatPayHK';

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

/** What a code does. */
export type PromoCodeKind =
  /** Unlocks hidden ticket types for whoever holds it (a presale). */
  | 'ACCESS'
  /** Takes a fixed amount off each eligible ticket, or a percentage off the eligible tickets. */
  | 'DISCOUNT';

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

/** A site-wide notice to publish. */
export type PublishNoticeInput = {
  /** The text, in the default language. */
  content: string;
  /** When it stops showing (ISO 8601); it shows until ended when omitted. */
  endsAt?: string | null | undefined;
  /** How prominent it is (default INFO). */
  level?: NoticeLevel | null | undefined;
  /** When it starts showing (ISO 8601; default now). */
  startsAt?: string | null | undefined;
  /** The title, in the default language. */
  title: string;
  /** The title and text in other languages, keyed by language (en, vi, zh, zh_tw, th, ms). */
  translations?: Array<NoticeTranslationInput> | null | undefined;
};

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

/** Why money went back. */
export type RefundCause =
  /** The card holder's bank took the payment back (a lost dispute). */
  | 'DISPUTE_LOST'
  /** The event was cancelled. */
  | 'EVENT_CANCELLED'
  /** A ticket of the order was handed back and sold to the next fan in line: its seller was paid the face value in Fan Coin. */
  | 'HAND_BACK'
  /** A payment arrived after the order could no longer be paid. */
  | 'HOLD_EXPIRED'
  /** The organiser refunded the order (refundOrder). */
  | 'ORDER_REFUND';

/** A refund of one order: all that is left of it, or part. */
export type RefundOrderInput = {
  /** Minor units of the order's currency (50 % of HK$200.00 is 10000); omitted: all that is left. */
  amount?: number | null | undefined;
  /** 8–100 characters: a retry with the same key returns the first refund, never a second. */
  idempotencyKey?: string | null | undefined;
  /** The order's id (OperatorOrder.id); or give orderNo. */
  orderId?: string | number | null | undefined;
  /** The order's number. */
  orderNo?: string | null | undefined;
  /** Why (3–500 characters); the fan's e-mail quotes it. */
  reason: string;
};

/** Where a refund stands. */
export type RefundStatus =
  /** The provider refused it: nothing went back, refund the fan another way. */
  | 'FAILED'
  /** Decided, on its way to the payment provider (retried until it answers). */
  | 'PENDING'
  /** Accepted by the provider; its final word is still to come. */
  | 'SUBMITTED'
  /** The money went back. */
  | 'SUCCEEDED';

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

/** When a sale whose scheduled start is still ahead opens. */
export type SaleOpening =
  /** At its scheduled start, as announced (its pre-queue draws then); a paused sale is unpaused. */
  | 'AS_SCHEDULED'
  /** Now: the scheduled start moves to now (fans waiting for the announced time lose their pre-queue draw). */
  | 'NOW';

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

/** What to do with an event's sale. */
export type SalesAction =
  /** Close it: the sale ends now. */
  | 'CLOSE'
  /** Open it: a past sale end is cleared; a sale scheduled to start later needs `opening` (its scheduled start is never moved without that choice). */
  | 'OPEN'
  /** Pause it: nothing new is held until it opens again. */
  | 'PAUSE';

/** A seat kept for fans who declared the need, until the event's accessible release (Event.accessibleSeatsReleaseAt). */
export type SeatAccess =
  /** A companion seat beside a wheelchair space. */
  | 'COMPANION'
  /** A wheelchair space. */
  | 'WHEELCHAIR';

/** One area of the seat map (a block of rows) and the seated ticket type that sells it. */
export type SeatMapAreaInput = {
  /** The area's code (1–8 letters or digits). */
  area: string;
  /** Its rows. */
  rows: Array<SeatMapRowInput>;
  /** The area code of the ticket type its seats are sold as (default: the ticket type with this area's code). */
  ticketTypeArea?: string | null | undefined;
};

/** A whole seat map: it replaces the event's, all or nothing. */
export type SeatMapInput = {
  /** Its areas. */
  areas: Array<SeatMapAreaInput>;
};

/** One row of an area: its label and its seat numbers. */
export type SeatMapRowInput = {
  /** Which of its seats are companion seats (by number): each within 3 seats of a wheelchair space of this row with no aisle (a gap in the numbers) between, at most 3 per wheelchair space. */
  companions?: Array<number> | null | undefined;
  /** The row's name (1–4 letters or digits). */
  row: string;
  /** Its seat numbers (1–9999). */
  seats: Array<number>;
  /** Which of its seats are wheelchair spaces, kept for fans who declared the need until the event's accessible release (by number). */
  wheelchair?: Array<number> | null | undefined;
};

/** How fans get the seats of a seated area. */
export type SeatSelection =
  /** Fans choose how many; the best available block side by side is given (seatIds are refused). */
  | 'BEST_AVAILABLE'
  /** Fans pick their seats on the map (secureTickets lines with seatIds), or take the best available. */
  | 'PICK';

/** Whether a seat can still be secured. */
export type SeatStatus =
  /** Free to secure. */
  | 'AVAILABLE'
  /** Held in an unpaid order; may come free when the order expires. */
  | 'HELD'
  /** Paid for. */
  | 'SOLD';

/** Declaring the need for a wheelchair space. */
export type SeatingNeedInput = {
  /** Companion seats wanted beside the wheelchair space, 0–3. */
  companions: number;
};

/** Units of one merchandise variant to hold in a new order. */
export type SecureMerchInput = {
  /** The address's id (Address.id), from the fan's address book (shipped items). */
  addressId?: string | number | null | undefined;
  /** An organiser's merchandise discount code for the product (checkMerchCode shows what it takes off); its use is held with the order and given back if the order is not paid. */
  code?: string | null | undefined;
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
  /** The variant's id (MerchVariant.id). */
  variantId: string | number;
};

/** Tickets of one ticket type to secure. */
export type SecureTicketLineInput = {
  /** How many (at least 1; within Event.maxTicketsPerAccount). */
  quantity: number;
  /** Seated types: the row to sit in; seat numbers are assigned by the system. */
  row?: string | null | undefined;
  /** Seated types whose TicketType.seatSelection is PICK: exactly these seats (Seat.id from Event.seatMap), as many as quantity, not with row. Held all or none: one taken meanwhile gives SeatsTakenError with the nearest free seats. A seated line with neither seatIds nor row gets the best available block (Event.bestAvailableSeats). */
  seatIds?: Array<string | number> | null | undefined;
  /** The ticket type's id (TicketType.id; its database id is accepted too). */
  ticketTypeId: string | number;
};

/** Tickets of one event to hold in a new order awaiting payment. */
export type SecureTicketsInput = {
  /** Events with a waiting room: the admission pass's token (QueuePlace.admission.token), single use. */
  admissionPass?: string | null | undefined;
  /** Terms of service, privacy policy and sales terms. */
  agreedToTerms: boolean;
  /** An organiser's access or discount code (one per order; any case): it unlocks hidden ticket types or takes its discount off the total. Its use is counted with the hold and given back if the hold lapses or is cancelled. */
  code?: string | null | undefined;
  /** Sent by the desktop /purchase page (desktop-only events). */
  desktop?: boolean | null | undefined;
  /** The event's slug. */
  eventSlug: string;
  /** The solved human-check payload. */
  humanCheck?: string | null | undefined;
  /** A client-made key (at most 64 characters): retrying with the same key returns the same order instead of a second one. */
  idempotencyKey?: string | null | undefined;
  /** Real-name events: the ids of the fan's identities (AudienceIdentity.id), one per ticket, in line order. */
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
  /** The ticket's id (Ticket.id). */
  ticketId: string | number;
  /** The recipient's e-mail address (a signed-up account). */
  toEmail: string;
};

/** E-mail and password, and what sets this attempt apart from a stranger's: the device token of an earlier sign-in, or a solved human check. */
export type SignInInput = {
  /** The AuthPayload.deviceToken this device got when it last signed in to this account, if any. */
  deviceToken?: string | null | undefined;
  /** The account's e-mail address. */
  email: string;
  /** A solved human check (humanCheckChallenge): needed once the account has failed many sign-ins from other devices (HumanCheckFailedError says so). */
  humanCheck?: string | null | undefined;
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
  /** Handed back at face value and waiting for the next fan in line: cannot enter or be transferred until withdrawn. */
  | 'LISTED'
  /** Paid and valid for entry (the seat or entry details may still be assigned). */
  | 'PAID'
  /** Valid for entry, with its seat and entry details assigned. */
  | 'READY'
  /** A merchandise pick-up item handed over (never an entry ticket). */
  | 'REDEEMED'
  /** Revoked by the organiser or for fraud, or handed back and sold to another fan: cannot enter. */
  | 'REVOKED'
  /** Admitted at a gate (see validatedAt). */
  | 'VALIDATED';

/** A new ticket type. */
export type TicketTypeInput = {
  /** The seat area's code (letters and digits, unique within the event). */
  area: string;
  /** How many can be sold. */
  capacity: number;
  /** HKD or MOP (default: the event's). */
  currency?: Currency | null | undefined;
  /** A line under the name. */
  description?: string | null | undefined;
  /** Sold only to holders of an access code that unlocks it (default: false). */
  hidden?: boolean | null | undefined;
  /** Its name, shown to fans. */
  name: string;
  /** The price in cents. */
  priceAmount: number;
  /** Once seated: whether fans pick their seats (PICK, the default) or are given the best available block (BEST_AVAILABLE). */
  seatSelection?: SeatSelection | null | undefined;
};

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
  /** A saved card's id (SavedCard.id), instead of a new card. */
  savedCardId?: string | number | null | undefined;
};

/** A ticket transfer, confirmed with the code e-mailed by sendTransferCode. */
export type TransferTicketInput = {
  /** The 6-digit code from the e-mail. */
  code: string;
  /** The recipient's e-mail address typed again; must match toEmail. */
  confirmEmail: string;
  /** The ticket's id (Ticket.id). */
  ticketId: string | number;
  /** The recipient's e-mail address. */
  toEmail: string;
};

/** Changes to an event's entry guide; omitted fields stay as they are. */
export type UpdateEventEntryInput = {
  /** When doors open (ISO 8601). */
  doorsOpenAt?: string | null | undefined;
  /** A note shown to ticket holders (e.g. "Use Gate B; bags are searched"). */
  entryNote?: string | null | undefined;
  /** The new entry state. */
  entryState?: EntryState | null | undefined;
  /** The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND. */
  eventId: string | number;
  /** When the queue outside opens (ISO 8601). */
  queueOpensAt?: string | null | undefined;
};

/** Only the fields given change; null clears an optional one. */
export type UpdateEventInput = {
  /** The description in the default language. */
  about?: string | null | undefined;
  /** The description in other languages (replaces them all). */
  aboutByLanguage?: Array<LanguageTextInput> | null | undefined;
  /** When unsold wheelchair spaces and companion seats return to general sale (until then only fans who declared the need may hold them); not after startsAt. Null or omitted: 48 hours before startsAt (moving with it). */
  accessibleReleaseAt?: string | null | undefined;
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
  /** Fans may hand tickets back at face value to the next fan in line (off by default: tickets are non-refundable and non-exchangeable). */
  handBackEnabled?: boolean | null | undefined;
  /** The hand-back fee kept back from the seller's payout, in basis points of the face value (100 = 1 %), 0 to 2000. The buyer always pays the face value. */
  handBackFeeBps?: number | null | undefined;
  /** A hot on-sale. */
  isHot?: boolean | null | undefined;
  /** The venue's latitude (WGS 84 degrees, -90 to 90), given with longitude; null with a null longitude clears the location. Wallet passes show it. */
  latitude?: number | null | undefined;
  /** The venue's longitude (WGS 84 degrees, -180 to 180), given with latitude. */
  longitude?: number | null | undefined;
  /** Tickets one account may hold (1–20). */
  maxTicketsPerAccount?: number | null | undefined;
  /** Fans may register for the presale (off by default); invitePresaleFans then invites some of them, drawn at random, each with a personal access code by e-mail. Turning it off keeps the registrations. */
  presaleRegistration?: boolean | null | undefined;
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

/** Only the fields given change. */
export type UpdateMerchProductInput = {
  /** Shown in the shop (default true). */
  active?: boolean | null | undefined;
  /** HKD or MOP (default: the event's, else HKD). */
  currency?: Currency | null | undefined;
  /** Its description. */
  description?: string | null | undefined;
  /** Sold on the desktop site only. */
  desktopOnly?: boolean | null | undefined;
  /** The id of the event it belongs to (one of the organisation's): Event.id or OperatorEvent.id; needed for pick-up and ticket-holder products. */
  eventId?: string | number | null | undefined;
  /** Its picture: a path on this site (an uploaded cover) or an https address. */
  imageUrl?: string | null | undefined;
  /** Units one account may buy (1–50, default 4). */
  maxPerAccount?: number | null | undefined;
  /** Its name (at most 120 characters). */
  name?: string | null | undefined;
  /** The event's pick-up days, YYYY-MM-DD (replaces them; shared by the event's pick-up products). */
  pickupDates?: Array<string> | null | undefined;
  /** Collected on site, never shipped. */
  pickupOnly?: boolean | null | undefined;
  /** The price in cents. */
  priceAmount?: number | null | undefined;
  /** Its address: lower-case letters, digits and hyphens. */
  slug?: string | null | undefined;
  /** Only holders of a ticket of the event may buy it. */
  ticketHolderOnly?: boolean | null | undefined;
  /** Its variants. */
  variants?: Array<MerchVariantInput> | null | undefined;
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

/** Changes to a ticket type; only the fields given change. */
export type UpdateTicketTypeInput = {
  /** How many can be sold (not below those held and sold). */
  capacity?: number | null | undefined;
  /** A line under the name. */
  description?: string | null | undefined;
  /** Sold only to holders of an access code that unlocks it. */
  hidden?: boolean | null | undefined;
  /** Its name. */
  name?: string | null | undefined;
  /** The price in cents (held orders keep theirs). */
  priceAmount?: number | null | undefined;
  /** A seated area: whether fans pick their seats (PICK) or are given the best available block (BEST_AVAILABLE). Applies to secures from the change on. */
  seatSelection?: SeatSelection | null | undefined;
};

/** Only the fields given change. */
export type UpdateWebhookEndpointInput = {
  /** On: messages are written and sent; off: nothing new is written for it, and what is pending waits. */
  enabled?: boolean | null | undefined;
  /** The event types to receive (at least one). */
  eventTypes?: Array<string> | null | undefined;
  /** Where to post. */
  url?: string | null | undefined;
};

/** One scan at a gate. */
export type VerifyEntryInput = {
  /** The scanned code, or the link that carries it. */
  code: string;
  /** The entrance the gate stands at (e.g. "Gate B"). */
  entrance?: string | null | undefined;
  /** The event's id (GateEvent.id from gateEvents, or Event.id) the gate is opened for: another event's ticket is WRONG_EVENT, one scanned on none of its days WRONG_DAY. Omitted: any event of the caller's, any day (older clients). */
  eventId?: string | number | null | undefined;
  /** The scanning device's id, free text (e.g. "north-3"), kept in the audit log. */
  gateId: string;
};

/** Only the settings given change. */
export type WaitingRoomSettingsInput = {
  /** Turn the waiting room on or off. */
  enabled?: boolean | null | undefined;
  /** Grace period after leaving the page, 10 to 3,600 s. */
  graceSeconds?: number | null | undefined;
  /** Offer hold window, 60 to 3,600 s. */
  offerSeconds?: number | null | undefined;
  /** Admission pass validity, 60 to 3,600 s. */
  passSeconds?: number | null | undefined;
  /** Fans admitted per minute, 1 to 1,000,000. */
  ratePerMinute?: number | null | undefined;
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

/** Where a webhook message stands. */
export type WebhookDeliveryStatus =
  /** Every attempt failed; it can be redelivered by hand. */
  | 'FAILED'
  /** Not delivered yet: waiting for its turn or for its next attempt. */
  | 'PENDING'
  /** The endpoint answered 2xx. */
  | 'SUCCEEDED';

export type E2ESendEmailCodeMutationVariables = Exact<{
  input: SendEmailCodeInput;
}>;


export type E2ESendEmailCodeMutation = { sendEmailCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'EmailChangeFailedError' }
    | { __typename: 'EmailTakenError' }
    | { __typename: 'ForbiddenError' }
    | { __typename: 'TooManyAttemptsError' }
    | { __typename: 'UserNotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type E2ERegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type E2ERegisterMutation = { register:
    | { __typename: 'AuthPayload' }
    | { __typename: 'EmailTakenError' }
    | { __typename: 'InvalidCodeError' }
    | { __typename: 'ValidationError' }
   };

export type E2EMyTicketIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type E2EMyTicketIdsQuery = { myTickets: { edges: Array<{ node: { id: string } }> } };

export type E2EInviteMutationVariables = Exact<{
  input: InviteOrganisationMemberInput;
}>;


export type E2EInviteMutation = { inviteOrganisationMember:
    | { __typename: 'OrganisationAlreadyMemberError' }
    | { __typename: 'OrganisationInvitation' }
    | { __typename: 'ValidationError' }
   };

export type E2ESecureTicketsMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type E2ESecureTicketsMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string }
    | { __typename: 'CodeSaleNotOpenError', code: string }
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PromoCodeExpiredError', code: string }
    | { __typename: 'PromoCodeInvalidError', code: string }
    | { __typename: 'PromoCodeNotApplicableError', code: string }
    | { __typename: 'PromoCodeNotStartedError', code: string }
    | { __typename: 'PromoCodeUsedUpError', code: string }
    | { __typename: 'QueueRequiredError', code: string }
    | { __typename: 'SaleNotOpenError', code: string }
    | { __typename: 'SeatsTakenError', code: string }
    | { __typename: 'SoldOutError', code: string }
    | { __typename: 'TicketDesktopOnlyError', code: string }
    | { __typename: 'TicketHoldersOnlyError', code: string }
    | { __typename: 'TicketLimitReachedError', code: string }
    | { __typename: 'TicketPhoneRequiredError', code: string }
    | { __typename: 'TicketsSecured', order: { orderNo: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type E2EPayOrderMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type E2EPayOrderMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'InsufficientBalanceError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotPayableError', code: string }
    | { __typename: 'PayPasswordLockedError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'PaymentAccepted', status: string }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string }
    | { __typename: 'PaymentMethodUnavailableError', code: string }
    | { __typename: 'PaymentProviderUnavailableError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type E2EProvidersPayMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type E2EProvidersPayMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'InsufficientBalanceError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotPayableError', code: string }
    | { __typename: 'PayPasswordLockedError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'PaymentAccepted', status: string }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string }
    | { __typename: 'PaymentMethodUnavailableError', code: string }
    | { __typename: 'PaymentProviderUnavailableError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type E2ESignInMutationVariables = Exact<{
  i: SignInInput;
}>;


export type E2ESignInMutation = { signIn:
    | { __typename: 'AuthPayload', token: string }
    | { __typename: 'HumanCheckFailedError' }
    | { __typename: 'TooManyAttemptsError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WrongCredentialsError' }
   };

export type E2ESkipPhoneMutationVariables = Exact<{ [key: string]: never; }>;


export type E2ESkipPhoneMutation = { skipPhoneVerification:
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'User' }
   };

type AccountsError_AccessibleSeatsKeptError_Fragment = { __typename: 'AccessibleSeatsKeptError', code: string, message: string, field: string | null };

type AccountsError_AccountDeletionBlockedError_Fragment = { __typename: 'AccountDeletionBlockedError', code: string, message: string, field: string | null };

type AccountsError_CheckInRefusedError_Fragment = { __typename: 'CheckInRefusedError', code: string, message: string, field: string | null };

type AccountsError_CodeSaleNotOpenError_Fragment = { __typename: 'CodeSaleNotOpenError', code: string, message: string, field: string | null };

type AccountsError_DesktopOnlyError_Fragment = { __typename: 'DesktopOnlyError', code: string, message: string, field: string | null };

type AccountsError_EmailChangeFailedError_Fragment = { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null };

type AccountsError_EmailTakenError_Fragment = { __typename: 'EmailTakenError', code: string, message: string, field: string | null };

type AccountsError_EventCancelledError_Fragment = { __typename: 'EventCancelledError', code: string, message: string, field: string | null };

type AccountsError_EventIsDraftError_Fragment = { __typename: 'EventIsDraftError', code: string, message: string, field: string | null };

type AccountsError_EventTransitionRefusedError_Fragment = { __typename: 'EventTransitionRefusedError', code: string, message: string, field: string | null };

type AccountsError_ForbiddenError_Fragment = { __typename: 'ForbiddenError', code: string, message: string, field: string | null };

type AccountsError_GiveawayAlreadyCommittedError_Fragment = { __typename: 'GiveawayAlreadyCommittedError', code: string, message: string, field: string | null };

type AccountsError_GiveawayCampaignNotFoundError_Fragment = { __typename: 'GiveawayCampaignNotFoundError', code: string, message: string, field: string | null };

type AccountsError_GiveawayDrawNotReadyError_Fragment = { __typename: 'GiveawayDrawNotReadyError', code: string, message: string, field: string | null };

type AccountsError_GiveawayOutOfStockError_Fragment = { __typename: 'GiveawayOutOfStockError', code: string, message: string, field: string | null };

type AccountsError_HandBackClosedError_Fragment = { __typename: 'HandBackClosedError', code: string, message: string, field: string | null };

type AccountsError_HandBackNotOfferedError_Fragment = { __typename: 'HandBackNotOfferedError', code: string, message: string, field: string | null };

type AccountsError_HandBackPayoutUnavailableError_Fragment = { __typename: 'HandBackPayoutUnavailableError', code: string, message: string, field: string | null };

type AccountsError_HoldExpiredError_Fragment = { __typename: 'HoldExpiredError', code: string, message: string, field: string | null };

type AccountsError_HumanCheckFailedError_Fragment = { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null };

type AccountsError_IdentityExistsError_Fragment = { __typename: 'IdentityExistsError', code: string, message: string, field: string | null };

type AccountsError_IdentityInUseError_Fragment = { __typename: 'IdentityInUseError', code: string, message: string, field: string | null };

type AccountsError_IdentityRequiredError_Fragment = { __typename: 'IdentityRequiredError', code: string, message: string, field: string | null };

type AccountsError_IdentityTakenError_Fragment = { __typename: 'IdentityTakenError', code: string, message: string, field: string | null };

type AccountsError_InsufficientBalanceError_Fragment = { __typename: 'InsufficientBalanceError', code: string, message: string, field: string | null };

type AccountsError_InvalidCodeError_Fragment = { __typename: 'InvalidCodeError', code: string, message: string, field: string | null };

type AccountsError_InvitationExpiredError_Fragment = { __typename: 'InvitationExpiredError', code: string, message: string, field: string | null };

type AccountsError_InvitationNotFoundError_Fragment = { __typename: 'InvitationNotFoundError', code: string, message: string, field: string | null };

type AccountsError_IssueTextTooShortError_Fragment = { __typename: 'IssueTextTooShortError', code: string, message: string, field: string | null };

type AccountsError_LimitReachedError_Fragment = { __typename: 'LimitReachedError', code: string, message: string, field: string | null };

type AccountsError_LogisticsTransitionError_Fragment = { __typename: 'LogisticsTransitionError', code: string, message: string, field: string | null };

type AccountsError_NotCheckedInError_Fragment = { __typename: 'NotCheckedInError', code: string, message: string, field: string | null };

type AccountsError_NotFoundError_Fragment = { __typename: 'NotFoundError', code: string, message: string, field: string | null };

type AccountsError_NotTicketHolderError_Fragment = { __typename: 'NotTicketHolderError', code: string, message: string, field: string | null };

type AccountsError_OrderCancelRefusedError_Fragment = { __typename: 'OrderCancelRefusedError', code: string, message: string, field: string | null };

type AccountsError_OrderExpiredError_Fragment = { __typename: 'OrderExpiredError', code: string, message: string, field: string | null };

type AccountsError_OrderNotCancellableError_Fragment = { __typename: 'OrderNotCancellableError', code: string, message: string, field: string | null };

type AccountsError_OrderNotPayableError_Fragment = { __typename: 'OrderNotPayableError', code: string, message: string, field: string | null };

type AccountsError_OrderNotRefundableError_Fragment = { __typename: 'OrderNotRefundableError', code: string, message: string, field: string | null };

type AccountsError_OrganisationAlreadyMemberError_Fragment = { __typename: 'OrganisationAlreadyMemberError', code: string, message: string, field: string | null };

type AccountsError_OrganisationApplicationDecidedError_Fragment = { __typename: 'OrganisationApplicationDecidedError', code: string, message: string, field: string | null };

type AccountsError_OrganisationApplicationOpenError_Fragment = { __typename: 'OrganisationApplicationOpenError', code: string, message: string, field: string | null };

type AccountsError_OrganisationLastOwnerError_Fragment = { __typename: 'OrganisationLastOwnerError', code: string, message: string, field: string | null };

type AccountsError_OrganisationOwnerNotFoundError_Fragment = { __typename: 'OrganisationOwnerNotFoundError', code: string, message: string, field: string | null };

type AccountsError_OrganisationSlugTakenError_Fragment = { __typename: 'OrganisationSlugTakenError', code: string, message: string, field: string | null };

type AccountsError_OutOfStockError_Fragment = { __typename: 'OutOfStockError', code: string, message: string, field: string | null };

type AccountsError_PayPasswordAlreadySetError_Fragment = { __typename: 'PayPasswordAlreadySetError', code: string, message: string, field: string | null };

type AccountsError_PayPasswordLockedError_Fragment = { __typename: 'PayPasswordLockedError', code: string, message: string, field: string | null };

type AccountsError_PayPasswordNotSetError_Fragment = { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null };

type AccountsError_PaymentAttemptsExhaustedError_Fragment = { __typename: 'PaymentAttemptsExhaustedError', code: string, message: string, field: string | null };

type AccountsError_PaymentMethodUnavailableError_Fragment = { __typename: 'PaymentMethodUnavailableError', code: string, message: string, field: string | null };

type AccountsError_PaymentProviderUnavailableError_Fragment = { __typename: 'PaymentProviderUnavailableError', code: string, message: string, field: string | null };

type AccountsError_PhoneRequiredError_Fragment = { __typename: 'PhoneRequiredError', code: string, message: string, field: string | null };

type AccountsError_PhoneVerificationUnavailableError_Fragment = { __typename: 'PhoneVerificationUnavailableError', code: string, message: string, field: string | null };

type AccountsError_PresaleAlreadyInvitedError_Fragment = { __typename: 'PresaleAlreadyInvitedError', code: string, message: string, field: string | null };

type AccountsError_PresaleNotOpenError_Fragment = { __typename: 'PresaleNotOpenError', code: string, message: string, field: string | null };

type AccountsError_PromoCodeExpiredError_Fragment = { __typename: 'PromoCodeExpiredError', code: string, message: string, field: string | null };

type AccountsError_PromoCodeInvalidError_Fragment = { __typename: 'PromoCodeInvalidError', code: string, message: string, field: string | null };

type AccountsError_PromoCodeNotApplicableError_Fragment = { __typename: 'PromoCodeNotApplicableError', code: string, message: string, field: string | null };

type AccountsError_PromoCodeNotStartedError_Fragment = { __typename: 'PromoCodeNotStartedError', code: string, message: string, field: string | null };

type AccountsError_PromoCodeTakenError_Fragment = { __typename: 'PromoCodeTakenError', code: string, message: string, field: string | null };

type AccountsError_PromoCodeUsedUpError_Fragment = { __typename: 'PromoCodeUsedUpError', code: string, message: string, field: string | null };

type AccountsError_QueueClosedError_Fragment = { __typename: 'QueueClosedError', code: string, message: string, field: string | null };

type AccountsError_QueueRequiredError_Fragment = { __typename: 'QueueRequiredError', code: string, message: string, field: string | null };

type AccountsError_RateLimitedError_Fragment = { __typename: 'RateLimitedError', code: string, message: string, field: string | null };

type AccountsError_RecipientIdentityRequiredError_Fragment = { __typename: 'RecipientIdentityRequiredError', code: string, message: string, field: string | null };

type AccountsError_RecipientNotRegisteredError_Fragment = { __typename: 'RecipientNotRegisteredError', code: string, message: string, field: string | null };

type AccountsError_RecipientTicketLimitError_Fragment = { __typename: 'RecipientTicketLimitError', code: string, message: string, field: string | null };

type AccountsError_RefundTooLargeError_Fragment = { __typename: 'RefundTooLargeError', code: string, message: string, field: string | null };

type AccountsError_SaleNotOpenError_Fragment = { __typename: 'SaleNotOpenError', code: string, message: string, field: string | null };

type AccountsError_SaleScheduledError_Fragment = { __typename: 'SaleScheduledError', code: string, message: string, field: string | null };

type AccountsError_SeatMapInUseError_Fragment = { __typename: 'SeatMapInUseError', code: string, message: string, field: string | null };

type AccountsError_SeatsTakenError_Fragment = { __typename: 'SeatsTakenError', code: string, message: string, field: string | null };

type AccountsError_SoldOutError_Fragment = { __typename: 'SoldOutError', code: string, message: string, field: string | null };

type AccountsError_SupportIssueNotFoundError_Fragment = { __typename: 'SupportIssueNotFoundError', code: string, message: string, field: string | null };

type AccountsError_SupportSubjectNotFoundError_Fragment = { __typename: 'SupportSubjectNotFoundError', code: string, message: string, field: string | null };

type AccountsError_TicketCannotBeHandedBackError_Fragment = { __typename: 'TicketCannotBeHandedBackError', code: string, message: string, field: string | null };

type AccountsError_TicketDesktopOnlyError_Fragment = { __typename: 'TicketDesktopOnlyError', code: string, message: string, field: string | null };

type AccountsError_TicketHoldersOnlyError_Fragment = { __typename: 'TicketHoldersOnlyError', code: string, message: string, field: string | null };

type AccountsError_TicketLimitReachedError_Fragment = { __typename: 'TicketLimitReachedError', code: string, message: string, field: string | null };

type AccountsError_TicketNotTransferableError_Fragment = { __typename: 'TicketNotTransferableError', code: string, message: string, field: string | null };

type AccountsError_TicketOfAnotherEventError_Fragment = { __typename: 'TicketOfAnotherEventError', code: string, message: string, field: string | null };

type AccountsError_TicketPhoneRequiredError_Fragment = { __typename: 'TicketPhoneRequiredError', code: string, message: string, field: string | null };

type AccountsError_TooManyAttemptsError_Fragment = { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null };

type AccountsError_TransferConflictError_Fragment = { __typename: 'TransferConflictError', code: string, message: string, field: string | null };

type AccountsError_TransferLockedError_Fragment = { __typename: 'TransferLockedError', code: string, message: string, field: string | null };

type AccountsError_TransferToSelfError_Fragment = { __typename: 'TransferToSelfError', code: string, message: string, field: string | null };

type AccountsError_UnauthenticatedError_Fragment = { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null };

type AccountsError_UploadRejectedError_Fragment = { __typename: 'UploadRejectedError', code: string, message: string, field: string | null };

type AccountsError_UserNotFoundError_Fragment = { __typename: 'UserNotFoundError', code: string, message: string, field: string | null };

type AccountsError_ValidationError_Fragment = { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> };

type AccountsError_WrongCredentialsError_Fragment = { __typename: 'WrongCredentialsError', code: string, message: string, field: string | null };

type AccountsError_WrongPasswordError_Fragment = { __typename: 'WrongPasswordError', code: string, message: string, field: string | null };

type AccountsError_WrongPayPasswordError_Fragment = { __typename: 'WrongPayPasswordError', code: string, message: string, field: string | null };

export type AccountsErrorFragment =
  | AccountsError_AccessibleSeatsKeptError_Fragment
  | AccountsError_AccountDeletionBlockedError_Fragment
  | AccountsError_CheckInRefusedError_Fragment
  | AccountsError_CodeSaleNotOpenError_Fragment
  | AccountsError_DesktopOnlyError_Fragment
  | AccountsError_EmailChangeFailedError_Fragment
  | AccountsError_EmailTakenError_Fragment
  | AccountsError_EventCancelledError_Fragment
  | AccountsError_EventIsDraftError_Fragment
  | AccountsError_EventTransitionRefusedError_Fragment
  | AccountsError_ForbiddenError_Fragment
  | AccountsError_GiveawayAlreadyCommittedError_Fragment
  | AccountsError_GiveawayCampaignNotFoundError_Fragment
  | AccountsError_GiveawayDrawNotReadyError_Fragment
  | AccountsError_GiveawayOutOfStockError_Fragment
  | AccountsError_HandBackClosedError_Fragment
  | AccountsError_HandBackNotOfferedError_Fragment
  | AccountsError_HandBackPayoutUnavailableError_Fragment
  | AccountsError_HoldExpiredError_Fragment
  | AccountsError_HumanCheckFailedError_Fragment
  | AccountsError_IdentityExistsError_Fragment
  | AccountsError_IdentityInUseError_Fragment
  | AccountsError_IdentityRequiredError_Fragment
  | AccountsError_IdentityTakenError_Fragment
  | AccountsError_InsufficientBalanceError_Fragment
  | AccountsError_InvalidCodeError_Fragment
  | AccountsError_InvitationExpiredError_Fragment
  | AccountsError_InvitationNotFoundError_Fragment
  | AccountsError_IssueTextTooShortError_Fragment
  | AccountsError_LimitReachedError_Fragment
  | AccountsError_LogisticsTransitionError_Fragment
  | AccountsError_NotCheckedInError_Fragment
  | AccountsError_NotFoundError_Fragment
  | AccountsError_NotTicketHolderError_Fragment
  | AccountsError_OrderCancelRefusedError_Fragment
  | AccountsError_OrderExpiredError_Fragment
  | AccountsError_OrderNotCancellableError_Fragment
  | AccountsError_OrderNotPayableError_Fragment
  | AccountsError_OrderNotRefundableError_Fragment
  | AccountsError_OrganisationAlreadyMemberError_Fragment
  | AccountsError_OrganisationApplicationDecidedError_Fragment
  | AccountsError_OrganisationApplicationOpenError_Fragment
  | AccountsError_OrganisationLastOwnerError_Fragment
  | AccountsError_OrganisationOwnerNotFoundError_Fragment
  | AccountsError_OrganisationSlugTakenError_Fragment
  | AccountsError_OutOfStockError_Fragment
  | AccountsError_PayPasswordAlreadySetError_Fragment
  | AccountsError_PayPasswordLockedError_Fragment
  | AccountsError_PayPasswordNotSetError_Fragment
  | AccountsError_PaymentAttemptsExhaustedError_Fragment
  | AccountsError_PaymentMethodUnavailableError_Fragment
  | AccountsError_PaymentProviderUnavailableError_Fragment
  | AccountsError_PhoneRequiredError_Fragment
  | AccountsError_PhoneVerificationUnavailableError_Fragment
  | AccountsError_PresaleAlreadyInvitedError_Fragment
  | AccountsError_PresaleNotOpenError_Fragment
  | AccountsError_PromoCodeExpiredError_Fragment
  | AccountsError_PromoCodeInvalidError_Fragment
  | AccountsError_PromoCodeNotApplicableError_Fragment
  | AccountsError_PromoCodeNotStartedError_Fragment
  | AccountsError_PromoCodeTakenError_Fragment
  | AccountsError_PromoCodeUsedUpError_Fragment
  | AccountsError_QueueClosedError_Fragment
  | AccountsError_QueueRequiredError_Fragment
  | AccountsError_RateLimitedError_Fragment
  | AccountsError_RecipientIdentityRequiredError_Fragment
  | AccountsError_RecipientNotRegisteredError_Fragment
  | AccountsError_RecipientTicketLimitError_Fragment
  | AccountsError_RefundTooLargeError_Fragment
  | AccountsError_SaleNotOpenError_Fragment
  | AccountsError_SaleScheduledError_Fragment
  | AccountsError_SeatMapInUseError_Fragment
  | AccountsError_SeatsTakenError_Fragment
  | AccountsError_SoldOutError_Fragment
  | AccountsError_SupportIssueNotFoundError_Fragment
  | AccountsError_SupportSubjectNotFoundError_Fragment
  | AccountsError_TicketCannotBeHandedBackError_Fragment
  | AccountsError_TicketDesktopOnlyError_Fragment
  | AccountsError_TicketHoldersOnlyError_Fragment
  | AccountsError_TicketLimitReachedError_Fragment
  | AccountsError_TicketNotTransferableError_Fragment
  | AccountsError_TicketOfAnotherEventError_Fragment
  | AccountsError_TicketPhoneRequiredError_Fragment
  | AccountsError_TooManyAttemptsError_Fragment
  | AccountsError_TransferConflictError_Fragment
  | AccountsError_TransferLockedError_Fragment
  | AccountsError_TransferToSelfError_Fragment
  | AccountsError_UnauthenticatedError_Fragment
  | AccountsError_UploadRejectedError_Fragment
  | AccountsError_UserNotFoundError_Fragment
  | AccountsError_ValidationError_Fragment
  | AccountsError_WrongCredentialsError_Fragment
  | AccountsError_WrongPasswordError_Fragment
  | AccountsError_WrongPayPasswordError_Fragment
;

export type AccountsSendCodeMutationVariables = Exact<{
  input: SendEmailCodeInput;
}>;


export type AccountsSendCodeMutation = { sendEmailCode:
    | { __typename: 'CodeSent', expiresInSeconds: number }
    | { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null }
    | { __typename: 'EmailTakenError', code: string, message: string, field: string | null }
    | { __typename: 'ForbiddenError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UserNotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type AccountsRegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type AccountsRegisterMutation = { register:
    | { __typename: 'AuthPayload', token: string, user: { id: string, email: string, nickname: string, avatar: string | null, language: string, inviteCode: string, payPasswordSetUp: boolean, isPhoneVerified: boolean } }
    | { __typename: 'EmailTakenError', code: string, message: string, field: string | null }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type AccountsSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type AccountsSignInMutation = { signIn:
    | { __typename: 'AuthPayload', token: string, user: { id: string, email: string } }
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
    | { __typename: 'WrongCredentialsError', code: string, message: string, field: string | null }
   };

export type AccountsMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsMeQuery = { me: { id: string, email: string, nickname: string, avatar: string | null, language: string, phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean, phoneVerificationSkipped: boolean, payPasswordSetUp: boolean, inviteCode: string } | null };

export type HumanCheckChallengeForTestsQueryVariables = Exact<{ [key: string]: never; }>;


export type HumanCheckChallengeForTestsQuery = { humanCheckChallenge: unknown };

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

export type SecurityResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type SecurityResetPasswordMutation = { resetPassword:
    | { __typename: 'Done', ok: boolean }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UserNotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SecurityChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type SecurityChangePasswordMutation = { changePassword:
    | { __typename: 'Done', ok: boolean }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
    | { __typename: 'WrongPasswordError', code: string, message: string, field: string | null }
   };

export type SecuritySetPayPasswordMutationVariables = Exact<{
  p: string;
}>;


export type SecuritySetPayPasswordMutation = { setPayPassword:
    | { __typename: 'PayPasswordAlreadySetError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', payPasswordSetUp: boolean }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SecurityChangePayPasswordMutationVariables = Exact<{
  input: ChangePayPasswordInput;
}>;


export type SecurityChangePayPasswordMutation = { changePayPassword:
    | { __typename: 'Done', ok: boolean }
    | { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
    | { __typename: 'WrongPayPasswordError', code: string, message: string, field: string | null }
   };

export type SecuritySendPayPasswordCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SecuritySendPayPasswordCodeMutation = { sendPayPasswordCode:
    | { __typename: 'CodeSent', expiresInSeconds: number }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SecurityResetPayPasswordMutationVariables = Exact<{
  input: ResetPayPasswordInput;
}>;


export type SecurityResetPayPasswordMutation = { resetPayPassword:
    | { __typename: 'Done', ok: boolean }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SecuritySendCurrentEmailCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type SecuritySendCurrentEmailCodeMutation = { sendCurrentEmailCode:
    | { __typename: 'CodeSent', expiresInSeconds: number }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SecuritySendNewEmailCodeMutationVariables = Exact<{
  email: string;
}>;


export type SecuritySendNewEmailCodeMutation = { sendNewEmailCode:
    | { __typename: 'CodeSent', expiresInSeconds: number }
    | { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SecurityChangeEmailMutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type SecurityChangeEmailMutation = { changeEmail:
    | { __typename: 'EmailChangeFailedError', code: string, message: string, field: string | null }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', email: string }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SecuritySendPhoneCodeMutationVariables = Exact<{
  input: PhoneInput;
}>;


export type SecuritySendPhoneCodeMutation = { sendPhoneCode:
    | { __typename: 'CodeSent', expiresInSeconds: number }
    | { __typename: 'PhoneVerificationUnavailableError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SecurityVerifyPhoneMutationVariables = Exact<{
  input: PhoneCodeInput;
}>;


export type SecurityVerifyPhoneMutation = { verifyPhone:
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', phone: string | null, phoneAreaCode: string | null, isPhoneVerified: boolean }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SecuritySkipPhoneMutationVariables = Exact<{ [key: string]: never; }>;


export type SecuritySkipPhoneMutation = { skipPhoneVerification:
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'User', isPhoneVerified: boolean, phoneVerificationSkipped: boolean }
   };

export type SecurityUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type SecurityUpdateProfileMutation = { updateProfile:
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', nickname: string, avatar: string | null, language: string }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type AccountsSigninSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountsSigninSignOutMutation = { signOut: { __typename: 'Done', ok: boolean } };

export type AccountsSigninDeviceMutationVariables = Exact<{
  input: SignInInput;
}>;


export type AccountsSigninDeviceMutation = { signIn:
    | { __typename: 'AuthPayload', token: string, deviceToken: string }
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'TooManyAttemptsError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongCredentialsError', code: string }
   };

export type AccountsSigninSkipPhoneMutationVariables = Exact<{ [key: string]: never; }>;


export type AccountsSigninSkipPhoneMutation = { skipPhoneVerification:
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'User' }
   };

export type AccountsSigninMeQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountsSigninMeQuery = { me: { email: string, payPasswordSetUp: boolean, isPhoneVerified: boolean } | null };

export type SignupCheckEmailQueryVariables = Exact<{
  email: string;
}>;


export type SignupCheckEmailQuery = { checkEmail:
    | { __typename: 'EmailStatus', email: string, registered: boolean }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SignupCheckEmailCodeMutationVariables = Exact<{
  input: CheckEmailCodeInput;
}>;


export type SignupCheckEmailCodeMutation = { checkEmailCode:
    | { __typename: 'Done', ok: boolean }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type ExportStartMutationVariables = Exact<{
  eventId: string | number;
  format: AttendeesExportFormat;
}>;


export type ExportStartMutation = { startAttendeesExport:
    | { __typename: 'AttendeesExport', id: string, status: AttendeesExportStatus, rowsDone: number, rowsTotal: number, revealed: boolean }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'RateLimitedError', code: string }
   };

export type ExportJobQueryVariables = Exact<{
  id: string | number;
}>;


export type ExportJobQuery = { attendeesExport: { id: string, status: AttendeesExportStatus, rowsDone: number, rowsTotal: number, revealed: boolean, fileName: string, contentType: string, fileBase64: string | null } | null };

export type MessagePreviewQueryVariables = Exact<{
  input: AttendeesMessageInput;
}>;


export type MessagePreviewQuery = { attendeesMessagePreview:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'QueryAttendeesMessagePreviewSuccess', data: { recipients: number, subject: string, text: string, sentToday: number, dailyLimit: number } }
    | { __typename: 'ValidationError', code: string, issues: Array<{ field: string }> }
   };

export type MessageSendMutationVariables = Exact<{
  input: AttendeesMessageInput;
}>;


export type MessageSendMutation = { sendAttendeesMessage:
    | { __typename: 'MutationSendAttendeesMessageSuccess', data: { recipients: number, sentToday: number, dailyLimit: number } }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'RateLimitedError', retryAfterSeconds: number, code: string }
    | { __typename: 'ValidationError', code: string, issues: Array<{ field: string }> }
   };

export type CaptchaStaffChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaStaffChallengeQuery = { humanCheckChallenge: unknown };

export type CaptchaStaffMeQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaStaffMeQuery = { me: { id: string } | null };

export type DashboardFiguresSubscriptionVariables = Exact<{
  eventId: string | number;
}>;


export type DashboardFiguresSubscription = { operatorSalesFigures: { eventId: string, capacity: number, sold: number, held: number, paidOrders: number, queueWaiting: number, scansAccepted: number, revenue: { amount: number, currency: Currency }, perMinute: Array<{ minute: string, sold: number, scans: number }>, ticketTypes: Array<{ name: string, capacity: number, taken: number }> } };

export type DashboardFiguresNowQueryVariables = Exact<{
  eventId: string | number;
}>;


export type DashboardFiguresNowQuery = { operatorSalesFigures:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorSalesFigures', sold: number, capacity: number }
   };

export type DbOutageEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type DbOutageEventsQuery = { events: { edges: Array<{ node: { slug: string } }> } };

export type DbOutageMeQueryVariables = Exact<{ [key: string]: never; }>;


export type DbOutageMeQuery = { me: { id: string } | null };

export type DbOutageUpdateProfileMutationVariables = Exact<{ [key: string]: never; }>;


export type DbOutageUpdateProfileMutation = { updateProfile:
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'User' }
    | { __typename: 'ValidationError' }
   };

export type EnquiriesBusinessSendMutationVariables = Exact<{
  input: BusinessEnquiryInput;
}>;


export type EnquiriesBusinessSendMutation = { sendBusinessEnquiry:
    | { __typename: 'BusinessEnquiryReceived', id: string }
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'RateLimitedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type EnquiriesBusinessCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type EnquiriesBusinessCountriesQuery = { countries: Array<{ code: string, name: string }> };

export type EntryGateRefreshQrMutationVariables = Exact<{
  id: string | number;
}>;


export type EntryGateRefreshQrMutation = { refreshTicketQr:
    | { __typename: 'NotFoundError' }
    | { __typename: 'QrUpdate', active: boolean, code: string | null, pass: { version: number } | null }
    | { __typename: 'UnauthenticatedError' }
   };

export type EntryGate2MutationVariables = Exact<{
  gateId: string;
  scans: Array<OfflineScanInput> | OfflineScanInput;
}>;


export type EntryGate2Mutation = { uploadGateScans:
    | { __typename: 'GateUpload', results: Array<{ result: EntryResult, firstUsedAt: string | null, firstEntrance: string | null }> }
    | { __typename: 'ValidationError' }
   };

export type EntryGate3QueryVariables = Exact<{ [key: string]: never; }>;


export type EntryGate3Query = { gateSnapshot: { periodSeconds: number, graceSeconds: number, keys: Array<{ keyId: string, publicKey: string, active: boolean }>, revocations: Array<{ kind: PassKind, id: string, minVersion: number, closed: boolean }> } };

export type EntryGate4QueryVariables = Exact<{ [key: string]: never; }>;


export type EntryGate4Query = { gateSnapshot: { generatedAt: string } };

export type EntryGate5QueryVariables = Exact<{ [key: string]: never; }>;


export type EntryGate5Query = { qrPublicKeys: Array<{ keyId: string, publicKey: string }> };

export type EntryGate6MutationVariables = Exact<{
  gateId: string;
  scans: Array<OfflineScanInput> | OfflineScanInput;
}>;


export type EntryGate6Mutation = { uploadGateScans:
    | { __typename: 'GateUpload', results: Array<{ result: EntryResult, firstEntrance: string | null }> }
    | { __typename: 'ValidationError' }
   };

export type EntryGate7QueryVariables = Exact<{
  c: string;
}>;


export type EntryGate7Query = { publicTicketStatus: { status: PublicTicketState, eventTitle: string | null, typeName: string | null, usedAt: string | null, entrance: string | null, codeCurrent: boolean } };

export type EntryGate8SubscriptionVariables = Exact<{
  id: string | number;
}>;


export type EntryGate8Subscription = { ticketQr: { active: boolean, code: string | null } };

export type EntryGate9SubscriptionVariables = Exact<{
  id: string | number;
}>;


export type EntryGate9Subscription = { ticketStatus: { ticketId: string, status: TicketStatus, validatedEntrance: string | null } };

export type EntryGateEventEntrySubscriptionVariables = Exact<{
  id: string | number;
}>;


export type EntryGateEventEntrySubscription = { eventEntry: { entryState: EntryState, entryNote: string | null, doorsOpenAt: string | null } };

export type EntryGate11MutationVariables = Exact<{
  input: UpdateEventEntryInput;
}>;


export type EntryGate11Mutation = { updateEventEntry: { entryState: EntryState, entryNote: string | null } };

export type EntryGate12QueryVariables = Exact<{ [key: string]: never; }>;


export type EntryGate12Query = { myEntryGuide: Array<{ ticketCount: number, entrances: Array<string>, event: { entryState: EntryState, doorsOpenAt: string | null } }> };

type EntryError_AccessibleSeatsKeptError_Fragment = { code: string, message: string, field: string | null };

type EntryError_AccountDeletionBlockedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_CheckInRefusedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_CodeSaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type EntryError_DesktopOnlyError_Fragment = { code: string, message: string, field: string | null };

type EntryError_EmailChangeFailedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_EmailTakenError_Fragment = { code: string, message: string, field: string | null };

type EntryError_EventCancelledError_Fragment = { code: string, message: string, field: string | null };

type EntryError_EventIsDraftError_Fragment = { code: string, message: string, field: string | null };

type EntryError_EventTransitionRefusedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_ForbiddenError_Fragment = { code: string, message: string, field: string | null };

type EntryError_GiveawayAlreadyCommittedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_GiveawayCampaignNotFoundError_Fragment = { code: string, message: string, field: string | null };

type EntryError_GiveawayDrawNotReadyError_Fragment = { code: string, message: string, field: string | null };

type EntryError_GiveawayOutOfStockError_Fragment = { code: string, message: string, field: string | null };

type EntryError_HandBackClosedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_HandBackNotOfferedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_HandBackPayoutUnavailableError_Fragment = { code: string, message: string, field: string | null };

type EntryError_HoldExpiredError_Fragment = { code: string, message: string, field: string | null };

type EntryError_HumanCheckFailedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_IdentityExistsError_Fragment = { code: string, message: string, field: string | null };

type EntryError_IdentityInUseError_Fragment = { code: string, message: string, field: string | null };

type EntryError_IdentityRequiredError_Fragment = { code: string, message: string, field: string | null };

type EntryError_IdentityTakenError_Fragment = { code: string, message: string, field: string | null };

type EntryError_InsufficientBalanceError_Fragment = { code: string, message: string, field: string | null };

type EntryError_InvalidCodeError_Fragment = { code: string, message: string, field: string | null };

type EntryError_InvitationExpiredError_Fragment = { code: string, message: string, field: string | null };

type EntryError_InvitationNotFoundError_Fragment = { code: string, message: string, field: string | null };

type EntryError_IssueTextTooShortError_Fragment = { code: string, message: string, field: string | null };

type EntryError_LimitReachedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_LogisticsTransitionError_Fragment = { code: string, message: string, field: string | null };

type EntryError_NotCheckedInError_Fragment = { code: string, message: string, field: string | null };

type EntryError_NotFoundError_Fragment = { code: string, message: string, field: string | null };

type EntryError_NotTicketHolderError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OrderCancelRefusedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OrderExpiredError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OrderNotCancellableError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OrderNotPayableError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OrderNotRefundableError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OrganisationAlreadyMemberError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OrganisationApplicationDecidedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OrganisationApplicationOpenError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OrganisationLastOwnerError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OrganisationOwnerNotFoundError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OrganisationSlugTakenError_Fragment = { code: string, message: string, field: string | null };

type EntryError_OutOfStockError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PayPasswordAlreadySetError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PayPasswordLockedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PayPasswordNotSetError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PaymentAttemptsExhaustedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PaymentMethodUnavailableError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PaymentProviderUnavailableError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PhoneRequiredError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PhoneVerificationUnavailableError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PresaleAlreadyInvitedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PresaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PromoCodeExpiredError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PromoCodeInvalidError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PromoCodeNotApplicableError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PromoCodeNotStartedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PromoCodeTakenError_Fragment = { code: string, message: string, field: string | null };

type EntryError_PromoCodeUsedUpError_Fragment = { code: string, message: string, field: string | null };

type EntryError_QueueClosedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_QueueRequiredError_Fragment = { code: string, message: string, field: string | null };

type EntryError_RateLimitedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_RecipientIdentityRequiredError_Fragment = { code: string, message: string, field: string | null };

type EntryError_RecipientNotRegisteredError_Fragment = { code: string, message: string, field: string | null };

type EntryError_RecipientTicketLimitError_Fragment = { code: string, message: string, field: string | null };

type EntryError_RefundTooLargeError_Fragment = { code: string, message: string, field: string | null };

type EntryError_SaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type EntryError_SaleScheduledError_Fragment = { code: string, message: string, field: string | null };

type EntryError_SeatMapInUseError_Fragment = { code: string, message: string, field: string | null };

type EntryError_SeatsTakenError_Fragment = { code: string, message: string, field: string | null };

type EntryError_SoldOutError_Fragment = { code: string, message: string, field: string | null };

type EntryError_SupportIssueNotFoundError_Fragment = { code: string, message: string, field: string | null };

type EntryError_SupportSubjectNotFoundError_Fragment = { code: string, message: string, field: string | null };

type EntryError_TicketCannotBeHandedBackError_Fragment = { code: string, message: string, field: string | null };

type EntryError_TicketDesktopOnlyError_Fragment = { code: string, message: string, field: string | null };

type EntryError_TicketHoldersOnlyError_Fragment = { code: string, message: string, field: string | null };

type EntryError_TicketLimitReachedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_TicketNotTransferableError_Fragment = { code: string, message: string, field: string | null };

type EntryError_TicketOfAnotherEventError_Fragment = { code: string, message: string, field: string | null };

type EntryError_TicketPhoneRequiredError_Fragment = { code: string, message: string, field: string | null };

type EntryError_TooManyAttemptsError_Fragment = { code: string, message: string, field: string | null };

type EntryError_TransferConflictError_Fragment = { code: string, message: string, field: string | null };

type EntryError_TransferLockedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_TransferToSelfError_Fragment = { code: string, message: string, field: string | null };

type EntryError_UnauthenticatedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_UploadRejectedError_Fragment = { code: string, message: string, field: string | null };

type EntryError_UserNotFoundError_Fragment = { code: string, message: string, field: string | null };

type EntryError_ValidationError_Fragment = { code: string, message: string, field: string | null };

type EntryError_WrongCredentialsError_Fragment = { code: string, message: string, field: string | null };

type EntryError_WrongPasswordError_Fragment = { code: string, message: string, field: string | null };

type EntryError_WrongPayPasswordError_Fragment = { code: string, message: string, field: string | null };

export type EntryErrorFragment =
  | EntryError_AccessibleSeatsKeptError_Fragment
  | EntryError_AccountDeletionBlockedError_Fragment
  | EntryError_CheckInRefusedError_Fragment
  | EntryError_CodeSaleNotOpenError_Fragment
  | EntryError_DesktopOnlyError_Fragment
  | EntryError_EmailChangeFailedError_Fragment
  | EntryError_EmailTakenError_Fragment
  | EntryError_EventCancelledError_Fragment
  | EntryError_EventIsDraftError_Fragment
  | EntryError_EventTransitionRefusedError_Fragment
  | EntryError_ForbiddenError_Fragment
  | EntryError_GiveawayAlreadyCommittedError_Fragment
  | EntryError_GiveawayCampaignNotFoundError_Fragment
  | EntryError_GiveawayDrawNotReadyError_Fragment
  | EntryError_GiveawayOutOfStockError_Fragment
  | EntryError_HandBackClosedError_Fragment
  | EntryError_HandBackNotOfferedError_Fragment
  | EntryError_HandBackPayoutUnavailableError_Fragment
  | EntryError_HoldExpiredError_Fragment
  | EntryError_HumanCheckFailedError_Fragment
  | EntryError_IdentityExistsError_Fragment
  | EntryError_IdentityInUseError_Fragment
  | EntryError_IdentityRequiredError_Fragment
  | EntryError_IdentityTakenError_Fragment
  | EntryError_InsufficientBalanceError_Fragment
  | EntryError_InvalidCodeError_Fragment
  | EntryError_InvitationExpiredError_Fragment
  | EntryError_InvitationNotFoundError_Fragment
  | EntryError_IssueTextTooShortError_Fragment
  | EntryError_LimitReachedError_Fragment
  | EntryError_LogisticsTransitionError_Fragment
  | EntryError_NotCheckedInError_Fragment
  | EntryError_NotFoundError_Fragment
  | EntryError_NotTicketHolderError_Fragment
  | EntryError_OrderCancelRefusedError_Fragment
  | EntryError_OrderExpiredError_Fragment
  | EntryError_OrderNotCancellableError_Fragment
  | EntryError_OrderNotPayableError_Fragment
  | EntryError_OrderNotRefundableError_Fragment
  | EntryError_OrganisationAlreadyMemberError_Fragment
  | EntryError_OrganisationApplicationDecidedError_Fragment
  | EntryError_OrganisationApplicationOpenError_Fragment
  | EntryError_OrganisationLastOwnerError_Fragment
  | EntryError_OrganisationOwnerNotFoundError_Fragment
  | EntryError_OrganisationSlugTakenError_Fragment
  | EntryError_OutOfStockError_Fragment
  | EntryError_PayPasswordAlreadySetError_Fragment
  | EntryError_PayPasswordLockedError_Fragment
  | EntryError_PayPasswordNotSetError_Fragment
  | EntryError_PaymentAttemptsExhaustedError_Fragment
  | EntryError_PaymentMethodUnavailableError_Fragment
  | EntryError_PaymentProviderUnavailableError_Fragment
  | EntryError_PhoneRequiredError_Fragment
  | EntryError_PhoneVerificationUnavailableError_Fragment
  | EntryError_PresaleAlreadyInvitedError_Fragment
  | EntryError_PresaleNotOpenError_Fragment
  | EntryError_PromoCodeExpiredError_Fragment
  | EntryError_PromoCodeInvalidError_Fragment
  | EntryError_PromoCodeNotApplicableError_Fragment
  | EntryError_PromoCodeNotStartedError_Fragment
  | EntryError_PromoCodeTakenError_Fragment
  | EntryError_PromoCodeUsedUpError_Fragment
  | EntryError_QueueClosedError_Fragment
  | EntryError_QueueRequiredError_Fragment
  | EntryError_RateLimitedError_Fragment
  | EntryError_RecipientIdentityRequiredError_Fragment
  | EntryError_RecipientNotRegisteredError_Fragment
  | EntryError_RecipientTicketLimitError_Fragment
  | EntryError_RefundTooLargeError_Fragment
  | EntryError_SaleNotOpenError_Fragment
  | EntryError_SaleScheduledError_Fragment
  | EntryError_SeatMapInUseError_Fragment
  | EntryError_SeatsTakenError_Fragment
  | EntryError_SoldOutError_Fragment
  | EntryError_SupportIssueNotFoundError_Fragment
  | EntryError_SupportSubjectNotFoundError_Fragment
  | EntryError_TicketCannotBeHandedBackError_Fragment
  | EntryError_TicketDesktopOnlyError_Fragment
  | EntryError_TicketHoldersOnlyError_Fragment
  | EntryError_TicketLimitReachedError_Fragment
  | EntryError_TicketNotTransferableError_Fragment
  | EntryError_TicketOfAnotherEventError_Fragment
  | EntryError_TicketPhoneRequiredError_Fragment
  | EntryError_TooManyAttemptsError_Fragment
  | EntryError_TransferConflictError_Fragment
  | EntryError_TransferLockedError_Fragment
  | EntryError_TransferToSelfError_Fragment
  | EntryError_UnauthenticatedError_Fragment
  | EntryError_UploadRejectedError_Fragment
  | EntryError_UserNotFoundError_Fragment
  | EntryError_ValidationError_Fragment
  | EntryError_WrongCredentialsError_Fragment
  | EntryError_WrongPasswordError_Fragment
  | EntryError_WrongPayPasswordError_Fragment
;

export type EntrySendTransferCodeMutationVariables = Exact<{
  input: SendTransferCodeInput;
}>;


export type EntrySendTransferCodeMutation = { sendTransferCode:
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientIdentityRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientNotRegisteredError', code: string, message: string, field: string | null }
    | { __typename: 'RecipientTicketLimitError', max: number, code: string, message: string, field: string | null }
    | { __typename: 'TicketNotTransferableError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', code: string, message: string, field: string | null }
    | { __typename: 'TransferCodeSent', expiresInSeconds: number, sentTo: string }
    | { __typename: 'TransferLockedError', lockedUntil: string, code: string, message: string, field: string | null }
    | { __typename: 'TransferToSelfError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type EntryTransferMutationVariables = Exact<{
  input: TransferTicketInput;
}>;


export type EntryTransferMutation = { transferTicket:
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
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type EntryQrCodeQueryVariables = Exact<{
  kind: PassKind;
  id: string;
}>;


export type EntryQrCodeQuery = { qrCode: { active: boolean, code: string | null, validUntil: string | null, pass: { keyId: string, secret: string, version: number, periodSeconds: number, passPublicKey: string, certificate: string } | null } };

export type EntryVerifyMutationVariables = Exact<{
  input: VerifyEntryInput;
}>;


export type EntryVerifyMutation = { verifyEntry:
    | { __typename: 'EntryVerification', result: EntryResult, kind: PassKind | null, scannedAt: string, firstUsedAt: string | null, firstEntrance: string | null, ticketNo: string | null, eventTitle: string | null, productName: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type CardRefundsCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type CardRefundsCancelMutation = { cancelEvent:
    | { __typename: 'EventCancellation', ordersRefunded: number, paymentsRefunded: number, refundsPending: number }
    | { __typename: 'NotFoundError', code: string }
   };

export type CardRefundsSummaryQueryVariables = Exact<{
  eventId: string | number;
}>;


export type CardRefundsSummaryQuery = { operatorEventRefunds:
    | { __typename: 'EventRefundSummary', refundsSucceeded: number, refundsDue: number, refundsFailed: number }
    | { __typename: 'NotFoundError', code: string }
   };

export type CancelMerchEventMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelMerchEventMutation = { cancelEvent:
    | { __typename: 'EventCancellation', alreadyCancelled: boolean, ordersRefunded: number, paymentsRefunded: number, refundsPending: number }
    | { __typename: 'NotFoundError', code: string }
   };

export type CancelMerchEventOwnOrderMutationVariables = Exact<{
  orderNo: string;
}>;


export type CancelMerchEventOwnOrderMutation = { cancelMerchOrder:
    | { __typename: 'MerchOrder', status: MerchOrderStatus }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotCancellableError', code: string }
   };

export type DraftCreateMutationVariables = Exact<{
  input: CreateEventInput;
}>;


export type DraftCreateMutation = { createEvent:
    | { __typename: 'OperatorEvent', id: string, slug: string, lifecycle: EventLifecycle, publishedAt: string | null }
    | { __typename: 'ValidationError', code: string }
   };

export type DraftAddTypeMutationVariables = Exact<{
  eventId: string | number;
  input: TicketTypeInput;
}>;


export type DraftAddTypeMutation = { addTicketType:
    | { __typename: 'EventCancelledError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorTicketType', id: string }
    | { __typename: 'ValidationError', code: string }
   };

export type DraftSalesMutationVariables = Exact<{
  id: string | number;
  action: SalesAction;
}>;


export type DraftSalesMutation = { setEventSales:
    | { __typename: 'EventCancelledError', code: string, message: string }
    | { __typename: 'EventIsDraftError', code: string, message: string }
    | { __typename: 'EventTransitionRefusedError', code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'OperatorEvent', id: string, lifecycle: EventLifecycle, saleState: SaleState }
    | { __typename: 'SaleScheduledError', code: string, message: string }
   };

export type DraftPublishMutationVariables = Exact<{
  eventId: string | number;
}>;


export type DraftPublishMutation = { publishEvent:
    | { __typename: 'EventCancelledError', code: string, message: string }
    | { __typename: 'EventTransitionRefusedError', from: string, transition: string, reason: string, code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'OperatorEvent', id: string, lifecycle: EventLifecycle, publishedAt: string | null, salesPaused: boolean }
   };

export type DraftCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type DraftCancelMutation = { cancelEvent:
    | { __typename: 'EventCancellation', event: { id: string, lifecycle: EventLifecycle, cancelledAt: string | null } }
    | { __typename: 'NotFoundError', code: string }
   };

export type DraftDuplicateMutationVariables = Exact<{
  id: string | number;
  input: DuplicateEventInput;
}>;


export type DraftDuplicateMutation = { duplicateEvent:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorEvent', id: string, slug: string, lifecycle: EventLifecycle, publishedAt: string | null }
    | { __typename: 'ValidationError', code: string }
   };

export type DraftOperatorEventQueryVariables = Exact<{
  id: string | number;
}>;


export type DraftOperatorEventQuery = { operatorEvent: { id: string, lifecycle: EventLifecycle, publishedAt: string | null } | null };

export type DraftOperatorEventsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type DraftOperatorEventsQuery = { operatorEvents: { edges: Array<{ node: { id: string, lifecycle: EventLifecycle } }> } };

export type DraftFanEventQueryVariables = Exact<{
  slug: string;
}>;


export type DraftFanEventQuery = { event: { id: string, slug: string } | null };

export type DraftFanEventsQueryVariables = Exact<{
  filter?: EventFilter | null | undefined;
}>;


export type DraftFanEventsQuery = { events: { edges: Array<{ node: { id: string, slug: string } }> } };

export type DraftNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type DraftNodeQuery = { node:
    | { __typename: 'Event', id: string }
    | { __typename: 'GiveawayCampaign', id: string }
    | { __typename: 'MerchProduct', id: string }
    | { __typename: 'MerchVariant', id: string }
    | { __typename: 'Notice', id: string }
    | { __typename: 'Seat', id: string }
    | { __typename: 'Ticket', id: string }
    | { __typename: 'TicketType', id: string }
   | null };

export type DraftRoomQueryVariables = Exact<{
  slug: string;
}>;


export type DraftRoomQuery = { waitingRoom: { __typename: 'WaitingRoom' } | null };

export type EventDuplicateMutationVariables = Exact<{
  id: string | number;
  input: DuplicateEventInput;
}>;


export type EventDuplicateMutation = { duplicateEvent:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorEvent', id: string, slug: string, title: string, salesPaused: boolean, cancelledAt: string | null, startsAt: string, saleStartsAt: string, ticketTypes: Array<{ id: string, name: string, area: string, capacity: number, sold: number, seated: boolean, price: { amount: number } }> }
    | { __typename: 'ValidationError', code: string, field: string | null, issues: Array<{ field: string }> }
   };

export type EventDuplicateRoomMutationVariables = Exact<{
  eventId: string | number;
  input: WaitingRoomSettingsInput;
}>;


export type EventDuplicateRoomMutation = { updateWaitingRoom:
    | { __typename: 'NotFoundError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WaitingRoomSettings' }
   };

export type EventDuplicateCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type EventDuplicateCancelMutation = { cancelEvent:
    | { __typename: 'EventCancellation' }
    | { __typename: 'NotFoundError', code: string }
   };

export type LifecycleCreateMutationVariables = Exact<{
  input: CreateEventInput;
}>;


export type LifecycleCreateMutation = { createEvent:
    | { __typename: 'OperatorEvent', id: string, slug: string }
    | { __typename: 'ValidationError', code: string }
   };

export type LifecyclePublishMutationVariables = Exact<{
  eventId: string | number;
}>;


export type LifecyclePublishMutation = { publishEvent:
    | { __typename: 'EventCancelledError', code: string }
    | { __typename: 'EventTransitionRefusedError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorEvent', id: string }
   };

export type LifecycleAddTypeMutationVariables = Exact<{
  eventId: string | number;
  input: TicketTypeInput;
}>;


export type LifecycleAddTypeMutation = { addTicketType:
    | { __typename: 'EventCancelledError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorTicketType', id: string }
    | { __typename: 'ValidationError', code: string }
   };

export type LifecycleSalesMutationVariables = Exact<{
  id: string | number;
  action: SalesAction;
}>;


export type LifecycleSalesMutation = { setEventSales:
    | { __typename: 'EventCancelledError', code: string, message: string }
    | { __typename: 'EventIsDraftError', code: string, message: string }
    | { __typename: 'EventTransitionRefusedError', code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'OperatorEvent', id: string, salesPaused: boolean, saleState: SaleState, saleEndsAt: string | null }
    | { __typename: 'SaleScheduledError', code: string, message: string }
   };

export type LifecycleUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateEventInput;
}>;


export type LifecycleUpdateMutation = { updateEvent:
    | { __typename: 'EventCancelledError', code: string, message: string }
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'OperatorEvent', id: string, saleEndsAt: string | null, salesPaused: boolean }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type LifecycleCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type LifecycleCancelMutation = { cancelEvent:
    | { __typename: 'EventCancellation', alreadyCancelled: boolean, event: { id: string, cancelledAt: string | null, salesPaused: boolean, saleState: SaleState } }
    | { __typename: 'NotFoundError', code: string }
   };

export type LifecyclePublicQueryVariables = Exact<{
  slug: string;
}>;


export type LifecyclePublicQuery = { event: { saleState: SaleState, cancelledAt: string | null } | null };

export type LifecycleOpenScheduledMutationVariables = Exact<{
  id: string | number;
  opening?: SaleOpening | null | undefined;
}>;


export type LifecycleOpenScheduledMutation = { setEventSales:
    | { __typename: 'EventCancelledError', code: string }
    | { __typename: 'EventIsDraftError', code: string }
    | { __typename: 'EventTransitionRefusedError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorEvent', id: string, salesPaused: boolean, saleState: SaleState, saleStartsAt: string }
    | { __typename: 'SaleScheduledError', opensAt: string, code: string, message: string, field: string | null }
   };

export type RefundSummaryQueryVariables = Exact<{
  eventId: string | number;
}>;


export type RefundSummaryQuery = { operatorEventRefunds:
    | { __typename: 'EventRefundSummary', eventId: string, cancelled: boolean, paidOrders: number, refundsSucceeded: number, refundsDue: number, refundsFailed: number, toRefund: Array<{ method: string, payments: number, amount: { amount: number, currency: string } }>, refunded: Array<{ method: string, payments: number, amount: { amount: number, currency: string } }> }
    | { __typename: 'NotFoundError', code: string }
   };

export type RefundSummaryCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type RefundSummaryCancelMutation = { cancelEvent:
    | { __typename: 'EventCancellation', paymentsRefunded: number, refundsPending: number }
    | { __typename: 'NotFoundError', code: string }
   };

export type TransportHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type TransportHealthQuery = { health: { ok: boolean } };

export type TransportNoticeQueryVariables = Exact<{ [key: string]: never; }>;


export type TransportNoticeQuery = { currentNotice: { id: string, title: string, content: string, level: NoticeLevel } | null };

export type TransportNoticeIdQueryVariables = Exact<{ [key: string]: never; }>;


export type TransportNoticeIdQuery = { currentNotice: { id: string } | null };

export type CheckinVerifyMutationVariables = Exact<{
  input: VerifyEntryInput;
}>;


export type CheckinVerifyMutation = { verifyEntry:
    | { __typename: 'EntryVerification', result: EntryResult, ticketNo: string | null, eventTitle: string | null, eventStartsAt: string | null, eventEndsAt: string | null, eventTimeZone: string | null, scanDay: string | null }
    | { __typename: 'ValidationError', code: string }
   };

export type CheckinUploadMutationVariables = Exact<{
  gateId: string;
  eventId?: string | number | null | undefined;
  scans: Array<OfflineScanInput> | OfflineScanInput;
}>;


export type CheckinUploadMutation = { uploadGateScans:
    | { __typename: 'GateUpload', results: Array<{ result: EntryResult, scanDay: string | null }> }
    | { __typename: 'ValidationError' }
   };

export type CheckinGateEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckinGateEventsQuery = { gateEvents: Array<{ id: string, title: string, days: Array<string>, today: string, timeZone: string }> };

export type CheckinSnapshotQueryVariables = Exact<{
  eventId?: string | number | null | undefined;
}>;


export type CheckinSnapshotQuery = { gateSnapshot: { eventDays: Array<string>, eventTimeZone: string | null } };

export type CheckinListQueryVariables = Exact<{
  eventId: string | number;
  day?: string | null | undefined;
  gateId?: string | null | undefined;
}>;


export type CheckinListQuery = { checkIns: { admitted: number, expected: number, refused: number, gates: Array<{ gateId: string, admitted: number }>, days: Array<{ day: string, admitted: number }>, entries: Array<{ ticketId: string, ticketNo: string, holderNickname: string | null, gateId: string, manual: boolean, admittedAt: string }> } };

export type CheckinSearchQueryVariables = Exact<{
  eventId: string | number;
  search: string;
}>;


export type CheckinSearchQuery = { checkInSearch: Array<{ ticketId: string, ticketNo: string, holderNickname: string | null, status: TicketStatus }> };

export type CheckinTicketMutationVariables = Exact<{
  eventId: string | number;
  ticketId: string | number;
  gateId?: string | null | undefined;
}>;


export type CheckinTicketMutation = { checkInTicket:
    | { __typename: 'CheckInDone', ticketNo: string, gateId: string, day: string }
    | { __typename: 'CheckInRefusedError', reason: CheckInRefusal, ticketNo: string, code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type CheckinUndoMutationVariables = Exact<{
  eventId: string | number;
  ticketId: string | number;
}>;


export type CheckinUndoMutation = { undoCheckIn:
    | { __typename: 'CheckInUndone', ticketNo: string }
    | { __typename: 'NotCheckedInError', code: string }
    | { __typename: 'NotFoundError', code: string }
   };

export type GiveawayDrawQueryVariables = Exact<{
  slug: string;
}>;


export type GiveawayDrawQuery = { giveawayDraw: { algorithm: string, seedCommitment: string | null, seed: string | null, entriesHash: string | null, myHolder: string | null, entries: Array<{ id: string, holder: string }>, winners: Array<{ id: string, holder: string }>, campaign: { slug: string, winnersCount: number, drawnAt: string | null } } | null };

export type GiveawayDraw2QueryVariables = Exact<{ [key: string]: never; }>;


export type GiveawayDraw2Query = { myGiveawayVouchers: Array<{ won: boolean, entries: number, campaign: { slug: string }, ticket: { ticketNo: string, status: TicketStatus, event: { slug: string }, history: Array<{ kind: TicketHistoryKind }> } | null }> };

export type GiveawayDraw3QueryVariables = Exact<{ [key: string]: never; }>;


export type GiveawayDraw3Query = { myTickets: { edges: Array<{ node: { ticketNo: string, status: TicketStatus, history: Array<{ kind: TicketHistoryKind }> } }> } };

export type GiveawayDraw4QueryVariables = Exact<{ [key: string]: never; }>;


export type GiveawayDraw4Query = { myGiveaway: { entries: Array<{ status: GiveawayEntryStatus, campaign: { slug: string } }> } };

export type GiveawayDrawDrawAnonMutationVariables = Exact<{
  slug: string;
}>;


export type GiveawayDrawDrawAnonMutation = { drawGiveaway:
    | { __typename: 'GiveawayCampaignNotFoundError' }
    | { __typename: 'GiveawayDraw' }
    | { __typename: 'GiveawayDrawNotReadyError' }
    | { __typename: 'GiveawayOutOfStockError' }
   };

export type GiveawayDrawCommitFanMutationVariables = Exact<{
  slug: string;
}>;


export type GiveawayDrawCommitFanMutation = { commitGiveawayDraw:
    | { __typename: 'GiveawayAlreadyCommittedError' }
    | { __typename: 'GiveawayCampaignNotFoundError' }
    | { __typename: 'GiveawaySeedCommitment' }
   };

export type GiveawayEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GiveawayEntriesQuery = { myGiveaway: { inviteCode: string, invitedFriends: number, campaign: { slug: string } | null, totals: { active: number, expired: number, won: number, registration: number, topup: number, invite: number }, entries: Array<{ source: GiveawaySource, status: GiveawayEntryStatus, friendNickname: string | null, campaign: { slug: string } }>, rules: { vndPerEntry: number, maxTopupEntries: number, maxInviteEntries: number, vndPerFanCoin: number } } };

export type GiveawayWalletEntriesQueryVariables = Exact<{ [key: string]: never; }>;


export type GiveawayWalletEntriesQuery = { myGiveaway: { totals: { active: number, registration: number, topup: number, invite: number } } };

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
    | { id: string }
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

export type GuessRacesChangePayMutationVariables = Exact<{
  input: ChangePayPasswordInput;
}>;


export type GuessRacesChangePayMutation = { changePayPassword:
    | { __typename: 'Done', ok: boolean }
    | { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
    | { __typename: 'WrongPayPasswordError', code: string, message: string, field: string | null }
   };

export type GuessRacesCheckCodeMutationVariables = Exact<{
  input: CheckEmailCodeInput;
}>;


export type GuessRacesCheckCodeMutation = { checkEmailCode:
    | { __typename: 'Done', ok: boolean }
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type GuessRacesSendPhoneMutationVariables = Exact<{
  input: PhoneInput;
}>;


export type GuessRacesSendPhoneMutation = { sendPhoneCode:
    | { __typename: 'CodeSent', expiresInSeconds: number }
    | { __typename: 'PhoneVerificationUnavailableError', code: string, message: string, field: string | null }
    | { __typename: 'TooManyAttemptsError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type GuessRacesVerifyPhoneMutationVariables = Exact<{
  input: PhoneCodeInput;
}>;


export type GuessRacesVerifyPhoneMutation = { verifyPhone:
    | { __typename: 'InvalidCodeError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'User', isPhoneVerified: boolean }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type HandBackPayoutSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type HandBackPayoutSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string }
    | { __typename: 'CodeSaleNotOpenError', code: string }
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PromoCodeExpiredError', code: string }
    | { __typename: 'PromoCodeInvalidError', code: string }
    | { __typename: 'PromoCodeNotApplicableError', code: string }
    | { __typename: 'PromoCodeNotStartedError', code: string }
    | { __typename: 'PromoCodeUsedUpError', code: string }
    | { __typename: 'QueueRequiredError', code: string }
    | { __typename: 'SaleNotOpenError', code: string }
    | { __typename: 'SeatsTakenError', code: string }
    | { __typename: 'SoldOutError', code: string }
    | { __typename: 'TicketDesktopOnlyError', code: string }
    | { __typename: 'TicketHoldersOnlyError', code: string }
    | { __typename: 'TicketLimitReachedError', code: string }
    | { __typename: 'TicketPhoneRequiredError', code: string }
    | { __typename: 'TicketsSecured', order: { orderNo: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type HandBackPayoutPayMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type HandBackPayoutPayMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'InsufficientBalanceError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotPayableError', code: string }
    | { __typename: 'PayPasswordLockedError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'PaymentAccepted', orderNo: string, paymentNo: string, status: string, redirectUrl: string | null }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string }
    | { __typename: 'PaymentMethodUnavailableError', code: string }
    | { __typename: 'PaymentProviderUnavailableError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type HandBackPayoutListMutationVariables = Exact<{
  input: HandBackTicketsInput;
}>;


export type HandBackPayoutListMutation = { handBackTickets:
    | { __typename: 'HandBackNotOfferedError', code: string }
    | { __typename: 'HandBackPayoutUnavailableError', code: string }
    | { __typename: 'HandBackTicketsSuccess', handBacks: Array<{ id: string, status: HandBackStatus, payout: HandBackPayout, payoutMethod: string | null, payoutAmount: number }> }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'TicketCannotBeHandedBackError', code: string }
    | { __typename: 'TooManyAttemptsError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type HandBackPayoutTicketQueryVariables = Exact<{
  id: string | number;
}>;


export type HandBackPayoutTicketQuery = { node:
    | { id: string, status: TicketStatus, handBackRefundTo: { method: string, minWorkingDays: number, maxWorkingDays: number } | null, handBack: { id: string, status: HandBackStatus, payout: HandBackPayout, payoutMethod: string | null, payoutState: HandBackPayoutState | null, paidOutCoins: number | null } | null }
    | Record<PropertyKey, never>
   | null };

export type HandBackPayoutWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type HandBackPayoutWalletQuery = { wallet: { transactions: { edges: Array<{ node: { kind: WalletTransactionKind, reference: string, paidFor: string | null, handBackSale: boolean, amount: { amount: number } } }> } } };

export type HandBackPayoutMineQueryVariables = Exact<{ [key: string]: never; }>;


export type HandBackPayoutMineQuery = { myHandBacks: Array<{ id: string, status: HandBackStatus, payout: HandBackPayout, payoutMethod: string | null, payoutState: HandBackPayoutState | null, paidOutCoins: number | null, payoutAmount: number }> };

export type HandBackRedisSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type HandBackRedisSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string }
    | { __typename: 'CodeSaleNotOpenError', code: string }
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PromoCodeExpiredError', code: string }
    | { __typename: 'PromoCodeInvalidError', code: string }
    | { __typename: 'PromoCodeNotApplicableError', code: string }
    | { __typename: 'PromoCodeNotStartedError', code: string }
    | { __typename: 'PromoCodeUsedUpError', code: string }
    | { __typename: 'QueueRequiredError', code: string }
    | { __typename: 'SaleNotOpenError', code: string }
    | { __typename: 'SeatsTakenError', code: string }
    | { __typename: 'SoldOutError', code: string }
    | { __typename: 'TicketDesktopOnlyError', code: string }
    | { __typename: 'TicketHoldersOnlyError', code: string }
    | { __typename: 'TicketLimitReachedError', code: string }
    | { __typename: 'TicketPhoneRequiredError', code: string }
    | { __typename: 'TicketsSecured', order: { orderNo: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type HandBackRedisPayMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type HandBackRedisPayMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'InsufficientBalanceError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotPayableError', code: string }
    | { __typename: 'PayPasswordLockedError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'PaymentAccepted', orderNo: string }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string }
    | { __typename: 'PaymentMethodUnavailableError', code: string }
    | { __typename: 'PaymentProviderUnavailableError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type HandBackRedisListMutationVariables = Exact<{
  input: HandBackTicketsInput;
}>;


export type HandBackRedisListMutation = { handBackTickets:
    | { __typename: 'HandBackNotOfferedError', code: string }
    | { __typename: 'HandBackPayoutUnavailableError', code: string }
    | { __typename: 'HandBackTicketsSuccess', handBacks: Array<{ id: string, status: HandBackStatus }> }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'TicketCannotBeHandedBackError', code: string }
    | { __typename: 'TooManyAttemptsError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type HandBackSeatsAddIdentityMutationVariables = Exact<{
  input: AddAudienceIdentityInput;
}>;


export type HandBackSeatsAddIdentityMutation = { addAudienceIdentity:
    | { __typename: 'AudienceIdentity', id: string }
    | { __typename: 'IdentityExistsError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type HandBackSeatsSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type HandBackSeatsSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string }
    | { __typename: 'CodeSaleNotOpenError', code: string }
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PromoCodeExpiredError', code: string }
    | { __typename: 'PromoCodeInvalidError', code: string }
    | { __typename: 'PromoCodeNotApplicableError', code: string }
    | { __typename: 'PromoCodeNotStartedError', code: string }
    | { __typename: 'PromoCodeUsedUpError', code: string }
    | { __typename: 'QueueRequiredError', code: string }
    | { __typename: 'SaleNotOpenError', code: string }
    | { __typename: 'SeatsTakenError', code: string }
    | { __typename: 'SoldOutError', code: string }
    | { __typename: 'TicketDesktopOnlyError', code: string }
    | { __typename: 'TicketHoldersOnlyError', code: string }
    | { __typename: 'TicketLimitReachedError', code: string }
    | { __typename: 'TicketPhoneRequiredError', code: string }
    | { __typename: 'TicketsSecured', order: { orderNo: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type HandBackSeatsPayMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type HandBackSeatsPayMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'InsufficientBalanceError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotPayableError', code: string }
    | { __typename: 'PayPasswordLockedError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'PaymentAccepted', orderNo: string }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string }
    | { __typename: 'PaymentMethodUnavailableError', code: string }
    | { __typename: 'PaymentProviderUnavailableError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type HandBackSeatsNameMutationVariables = Exact<{
  input: NameOrderTicketsInput;
}>;


export type HandBackSeatsNameMutation = { nameOrderTickets:
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string, identityId: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'Order', orderNo: string, items: Array<{ identity: { id: string, maskedName: string } | null }> }
    | { __typename: 'OrderExpiredError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type HandBackSeatsListMutationVariables = Exact<{
  input: HandBackTicketsInput;
}>;


export type HandBackSeatsListMutation = { handBackTickets:
    | { __typename: 'HandBackNotOfferedError', code: string }
    | { __typename: 'HandBackPayoutUnavailableError', code: string }
    | { __typename: 'HandBackTicketsSuccess', handBacks: Array<{ id: string, status: HandBackStatus, ticketNo: string }> }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'TicketCannotBeHandedBackError', code: string }
    | { __typename: 'TooManyAttemptsError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type HandBackSeatsWithdrawMutationVariables = Exact<{
  id: string | number;
}>;


export type HandBackSeatsWithdrawMutation = { withdrawHandBack:
    | { __typename: 'HandBack', id: string, status: HandBackStatus }
    | { __typename: 'HandBackClosedError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type HandBackSeatsOfferQueryVariables = Exact<{
  slug: string;
  orderNo: string;
}>;


export type HandBackSeatsOfferQuery = { myQueuePlace: { status: QueuePlaceStatus, offer: { orderNo: string, requiresIdentity: boolean } | null } | null, order: { items: Array<{ seat: { area: string, row: string, number: number } | null, identity: { id: string } | null }> } | null };

export type HandBackSeatsTicketQueryVariables = Exact<{
  id: string | number;
}>;


export type HandBackSeatsTicketQuery = { ticket: { ticketNo: string, status: TicketStatus, resoldThroughHandBack: boolean, seat: { area: string, row: string, number: number } | null, handBack: { status: HandBackStatus } | null } | null };

export type HandBackSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type HandBackSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string }
    | { __typename: 'CodeSaleNotOpenError', code: string }
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PromoCodeExpiredError', code: string }
    | { __typename: 'PromoCodeInvalidError', code: string }
    | { __typename: 'PromoCodeNotApplicableError', code: string }
    | { __typename: 'PromoCodeNotStartedError', code: string }
    | { __typename: 'PromoCodeUsedUpError', code: string }
    | { __typename: 'QueueRequiredError', code: string }
    | { __typename: 'SaleNotOpenError', code: string }
    | { __typename: 'SeatsTakenError', code: string }
    | { __typename: 'SoldOutError', code: string }
    | { __typename: 'TicketDesktopOnlyError', code: string }
    | { __typename: 'TicketHoldersOnlyError', code: string }
    | { __typename: 'TicketLimitReachedError', code: string }
    | { __typename: 'TicketPhoneRequiredError', code: string }
    | { __typename: 'TicketsSecured', order: { orderNo: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type HandBackPayMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type HandBackPayMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'InsufficientBalanceError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotPayableError', code: string }
    | { __typename: 'PayPasswordLockedError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'PaymentAccepted', orderNo: string }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string }
    | { __typename: 'PaymentMethodUnavailableError', code: string }
    | { __typename: 'PaymentProviderUnavailableError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type HandBackListMutationVariables = Exact<{
  input: HandBackTicketsInput;
}>;


export type HandBackListMutation = { handBackTickets:
    | { __typename: 'HandBackNotOfferedError', code: string }
    | { __typename: 'HandBackPayoutUnavailableError', code: string }
    | { __typename: 'HandBackTicketsSuccess', handBacks: Array<{ id: string, status: HandBackStatus, faceAmount: number, currency: string, ticketNo: string }> }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'TicketCannotBeHandedBackError', code: string }
    | { __typename: 'TooManyAttemptsError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type HandBackWithdrawMutationVariables = Exact<{
  id: string | number;
}>;


export type HandBackWithdrawMutation = { withdrawHandBack:
    | { __typename: 'HandBack', id: string, status: HandBackStatus }
    | { __typename: 'HandBackClosedError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type HandBackSellerTicketStatusSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type HandBackSellerTicketStatusSubscription = { ticketStatus: { ticketId: string, status: TicketStatus } };

export type HandBackSellerWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type HandBackSellerWalletQuery = { wallet: { transactions: { edges: Array<{ node: { kind: WalletTransactionKind, reference: string, paidFor: string | null, handBackSale: boolean, amount: { amount: number } } }> } } };

export type HandBackMyTicketsQueryVariables = Exact<{ [key: string]: never; }>;


export type HandBackMyTicketsQuery = { myTickets: { edges: Array<{ node: { id: string, ticketNo: string, status: TicketStatus, canTransfer: boolean, handBackOffered: boolean, handBack: { id: string, status: HandBackStatus } | null } }> } };

export type HotPathCancelOrderMutationVariables = Exact<{
  n: string;
}>;


export type HotPathCancelOrderMutation = { cancelOrder:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Order' }
    | { __typename: 'OrderCancelRefusedError' }
    | { __typename: 'OrderExpiredError' }
   };

export type HotPathEventTitleQueryVariables = Exact<{
  slug: string;
}>;


export type HotPathEventTitleQuery = { event: { title: string } | null };

export type HotPathMeAndEventQueryVariables = Exact<{
  slug: string;
}>;


export type HotPathMeAndEventQuery = { me: { email: string } | null, event: { title: string } | null };

export type HotPathProductLimitQueryVariables = Exact<{
  slug: string;
}>;


export type HotPathProductLimitQuery = { merchProduct: { name: string, myRemainingLimit: number | null } | null };

export type HotPathChallengeQueryVariables = Exact<{ [key: string]: never; }>;


export type HotPathChallengeQuery = { humanCheckChallenge: unknown };

export type HotPathChallengeAndEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type HotPathChallengeAndEventsQuery = { humanCheckChallenge: unknown, events: { edges: Array<{ cursor: string }> } };

export type IdentityAddMutationVariables = Exact<{
  input: AddAudienceIdentityInput;
}>;


export type IdentityAddMutation = { addAudienceIdentity:
    | { __typename: 'AudienceIdentity', id: string, docType: IdentityDocType, maskedName: string, maskedDocNumber: string }
    | { __typename: 'IdentityExistsError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type IdentityUpdateMutationVariables = Exact<{
  id: string | number;
  input: AudienceIdentityInput;
}>;


export type IdentityUpdateMutation = { updateAudienceIdentity:
    | { __typename: 'AudienceIdentity', maskedName: string, maskedDocNumber: string, docType: IdentityDocType }
    | { __typename: 'IdentityExistsError', code: string }
    | { __typename: 'IdentityInUseError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type IdentityDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type IdentityDeleteMutation = { deleteAudienceIdentity:
    | { __typename: 'Done' }
    | { __typename: 'IdentityInUseError', code: string }
    | { __typename: 'NotFoundError', code: string }
   };

export type IdentityListQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityListQuery = { myIdentities: Array<{ id: string, docType: IdentityDocType, maskedName: string, maskedDocNumber: string }> };

export type KillStormCancelOrderMutationVariables = Exact<{
  o: string;
}>;


export type KillStormCancelOrderMutation = { cancelOrder:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Order' }
    | { __typename: 'OrderCancelRefusedError' }
    | { __typename: 'OrderExpiredError' }
   };

export type KillStormSetPayPasswordMutationVariables = Exact<{
  p: string;
}>;


export type KillStormSetPayPasswordMutation = { setPayPassword:
    | { __typename: 'PayPasswordAlreadySetError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'User' }
    | { __typename: 'ValidationError' }
   };

export type MerchAddressFieldsFragment = { id: string, recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string, isDefault: boolean };

export type MerchAddressesAddMutationVariables = Exact<{
  i: AddressInput;
}>;


export type MerchAddressesAddMutation = { addAddress:
    | { __typename: 'Address', id: string, recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string, isDefault: boolean }
    | { __typename: 'NotFoundError', code: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, field: string | null }
    | { __typename: 'ValidationError', code: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type MerchAddressesUpdateMutationVariables = Exact<{
  id: string | number;
  i: AddressInput;
}>;


export type MerchAddressesUpdateMutation = { updateAddress:
    | { __typename: 'Address', id: string, recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string, isDefault: boolean }
    | { __typename: 'NotFoundError', code: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, field: string | null }
    | { __typename: 'ValidationError', code: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type MerchAddressesSetDefaultMutationVariables = Exact<{
  id: string | number;
}>;


export type MerchAddressesSetDefaultMutation = { setDefaultAddress:
    | { __typename: 'Address', id: string, recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string, isDefault: boolean }
    | { __typename: 'NotFoundError', code: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, field: string | null }
    | { __typename: 'ValidationError', code: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type MerchAddressesListQueryVariables = Exact<{ [key: string]: never; }>;


export type MerchAddressesListQuery = { myAddresses: Array<{ id: string, recipient: string, phone: string, line1: string, line2: string | null, city: string, region: string | null, postalCode: string | null, country: string, isDefault: boolean }> };

export type MerchAddressesDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type MerchAddressesDeleteMutation = { deleteAddress:
    | { __typename: 'Done' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
   };

export type MerchAddressesDeleteOtherMutationVariables = Exact<{
  id: string | number;
}>;


export type MerchAddressesDeleteOtherMutation = { deleteAddress:
    | { __typename: 'Done' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
   };

export type MerchOrdersMutationVariables = Exact<{
  i: AddressInput;
}>;


export type MerchOrdersMutation = { addAddress:
    | { __typename: 'Address', id: string }
    | { __typename: 'NotFoundError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
   };

export type MerchOrders2MutationVariables = Exact<{
  n: string;
}>;


export type MerchOrders2Mutation = { cancelMerchOrder:
    | { __typename: 'MerchOrder', status: MerchOrderStatus }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotCancellableError', code: string }
   };

export type MerchOrdersOrderQueryVariables = Exact<{
  n: string;
}>;


export type MerchOrdersOrderQuery = { merchOrder: { id: string, orderNo: string, status: MerchOrderStatus, tab: MerchOrderTab, itemCount: number, pickup: boolean, pickupDate: string | null, expiresAt: string | null, paidAt: string | null, fulfilment: MerchFulfilmentStatus | null, fulfilmentTrack: Array<MerchFulfilmentStatus>, total: { amount: number, currency: Currency }, items: Array<{ id: string, quantity: number, redeemed: boolean, unitPrice: { amount: number, currency: Currency }, variant: { id: string, sku: string, size: string | null, stock: number }, product: { slug: string, name: string } }>, shippingAddress: { recipient: string, line1: string, city: string, country: string } | null, logistics: Array<{ status: MerchFulfilmentStatus, at: string, note: string | null }> } | null };

export type MerchOrders3QueryVariables = Exact<{
  n: string;
}>;


export type MerchOrders3Query = { merchOrder: { fulfilment: MerchFulfilmentStatus | null, tab: MerchOrderTab, items: Array<{ redeemed: boolean }>, logistics: Array<{ status: MerchFulfilmentStatus }> } | null };

export type MerchOrdersLogisticsSubscriptionVariables = Exact<{
  n: string;
}>;


export type MerchOrdersLogisticsSubscription = { orderLogistics: { status: MerchOrderStatus, fulfilment: MerchFulfilmentStatus | null, logistics: Array<{ status: MerchFulfilmentStatus }> } | null };

export type MerchOrders5QueryVariables = Exact<{
  n: string;
}>;


export type MerchOrders5Query = { merchOrder: { tab: MerchOrderTab, logistics: Array<{ status: MerchFulfilmentStatus, at: string, note: string | null }> } | null };

export type MerchOrdersLogisticsOwnerSubscriptionVariables = Exact<{
  n: string;
}>;


export type MerchOrdersLogisticsOwnerSubscription = { orderLogistics: { status: MerchOrderStatus } | null };

export type MerchOrdersLogisticsOtherSubscriptionVariables = Exact<{
  n: string;
}>;


export type MerchOrdersLogisticsOtherSubscription = { orderLogistics: { status: MerchOrderStatus } | null };

export type MerchOrders7MutationVariables = Exact<{ [key: string]: never; }>;


export type MerchOrders7Mutation = { advanceMerchOrder:
    | { __typename: 'LogisticsTransitionError' }
    | { __typename: 'MerchOrder' }
    | { __typename: 'NotFoundError' }
   };

export type MerchOrders8MutationVariables = Exact<{ [key: string]: never; }>;


export type MerchOrders8Mutation = { advanceMerchOrder:
    | { __typename: 'LogisticsTransitionError' }
    | { __typename: 'MerchOrder' }
    | { __typename: 'NotFoundError' }
   };

export type MerchOrders9MutationVariables = Exact<{ [key: string]: never; }>;


export type MerchOrders9Mutation = { advanceMerchOrder:
    | { __typename: 'LogisticsTransitionError' }
    | { __typename: 'MerchOrder' }
    | { __typename: 'NotFoundError' }
   };

export type MerchOrders10MutationVariables = Exact<{
  i: AdvanceMerchOrderInput;
}>;


export type MerchOrders10Mutation = { advanceMerchOrder:
    | { __typename: 'LogisticsTransitionError', code: string }
    | { __typename: 'MerchOrder', fulfilment: MerchFulfilmentStatus | null, logistics: Array<{ status: MerchFulfilmentStatus }> }
    | { __typename: 'NotFoundError', code: string }
   };

export type MerchShopQueryVariables = Exact<{ [key: string]: never; }>;


export type MerchShopQuery = { merchProducts: { totalCount: number, edges: Array<{ node: { slug: string, pickupOnly: boolean, ticketHolderOnly: boolean, desktopOnly: boolean, inStock: boolean, images: Array<string>, price: { amount: number, currency: Currency } } }> } };

export type MerchShop2QueryVariables = Exact<{
  e: string;
}>;


export type MerchShop2Query = { merchProducts: { edges: Array<{ node: { slug: string } }> } };

export type MerchShop3QueryVariables = Exact<{
  n: string;
}>;


export type MerchShop3Query = { merchOrder: { orderNo: string } | null };

export type MerchShop4QueryVariables = Exact<{
  n: string;
}>;


export type MerchShop4Query = { merchOrder: { orderNo: string } | null };

export type MerchShop5MutationVariables = Exact<{
  i: AddressInput;
}>;


export type MerchShop5Mutation = { addAddress:
    | { id: string }
    | Record<PropertyKey, never>
   };

export type MerchShop6MutationVariables = Exact<{
  id: string | number;
  i: AddressInput;
}>;


export type MerchShop6Mutation = { updateAddress:
    | { __typename: 'Address' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
   };

export type MerchShop7QueryVariables = Exact<{
  n: string;
}>;


export type MerchShop7Query = { merchOrder: { shippingAddress: { recipient: string, line1: string } | null } | null };

export type MerchShop8MutationVariables = Exact<{
  v: string | number;
}>;


export type MerchShop8Mutation = { secureMerch:
    | { __typename: 'DesktopOnlyError' }
    | { __typename: 'HumanCheckFailedError' }
    | { __typename: 'LimitReachedError' }
    | { __typename: 'MerchSecured' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'NotTicketHolderError' }
    | { __typename: 'OutOfStockError' }
    | { __typename: 'PhoneRequiredError' }
    | { __typename: 'PromoCodeExpiredError' }
    | { __typename: 'PromoCodeInvalidError' }
    | { __typename: 'PromoCodeNotApplicableError' }
    | { __typename: 'PromoCodeNotStartedError' }
    | { __typename: 'PromoCodeUsedUpError' }
    | { __typename: 'TicketOfAnotherEventError' }
    | { __typename: 'ValidationError' }
   };

export type MerchShopEligibleQueryVariables = Exact<{
  slug: string;
}>;


export type MerchShopEligibleQuery = { merchProduct: { myEligibleTicketNos: Array<string> } | null };

export type MerchShop9MutationVariables = Exact<{
  i: SecureMerchInput;
}>;


export type MerchShop9Mutation = { secureMerch:
    | { message: string }
    | { message: string }
    | { message: string }
    | { message: string }
    | { message: string }
    | { message: string }
    | { message: string }
    | { message: string }
    | { message: string }
    | { message: string }
    | { message: string }
    | { message: string }
    | { message: string }
    | { message: string }
    | Record<PropertyKey, never>
   };

export type MerchShop10MutationVariables = Exact<{
  i: AddressInput;
}>;


export type MerchShop10Mutation = { addAddress:
    | { id: string }
    | Record<PropertyKey, never>
   };

export type MerchShop11MutationVariables = Exact<{
  i: AddressInput;
}>;


export type MerchShop11Mutation = { addAddress:
    | { id: string }
    | Record<PropertyKey, never>
   };

type MerchError_AccessibleSeatsKeptError_Fragment = { code: string, message: string, field: string | null };

type MerchError_AccountDeletionBlockedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_CheckInRefusedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_CodeSaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type MerchError_DesktopOnlyError_Fragment = { code: string, message: string, field: string | null };

type MerchError_EmailChangeFailedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_EmailTakenError_Fragment = { code: string, message: string, field: string | null };

type MerchError_EventCancelledError_Fragment = { code: string, message: string, field: string | null };

type MerchError_EventIsDraftError_Fragment = { code: string, message: string, field: string | null };

type MerchError_EventTransitionRefusedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_ForbiddenError_Fragment = { code: string, message: string, field: string | null };

type MerchError_GiveawayAlreadyCommittedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_GiveawayCampaignNotFoundError_Fragment = { code: string, message: string, field: string | null };

type MerchError_GiveawayDrawNotReadyError_Fragment = { code: string, message: string, field: string | null };

type MerchError_GiveawayOutOfStockError_Fragment = { code: string, message: string, field: string | null };

type MerchError_HandBackClosedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_HandBackNotOfferedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_HandBackPayoutUnavailableError_Fragment = { code: string, message: string, field: string | null };

type MerchError_HoldExpiredError_Fragment = { code: string, message: string, field: string | null };

type MerchError_HumanCheckFailedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_IdentityExistsError_Fragment = { code: string, message: string, field: string | null };

type MerchError_IdentityInUseError_Fragment = { code: string, message: string, field: string | null };

type MerchError_IdentityRequiredError_Fragment = { code: string, message: string, field: string | null };

type MerchError_IdentityTakenError_Fragment = { code: string, message: string, field: string | null };

type MerchError_InsufficientBalanceError_Fragment = { code: string, message: string, field: string | null };

type MerchError_InvalidCodeError_Fragment = { code: string, message: string, field: string | null };

type MerchError_InvitationExpiredError_Fragment = { code: string, message: string, field: string | null };

type MerchError_InvitationNotFoundError_Fragment = { code: string, message: string, field: string | null };

type MerchError_IssueTextTooShortError_Fragment = { code: string, message: string, field: string | null };

type MerchError_LimitReachedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_LogisticsTransitionError_Fragment = { code: string, message: string, field: string | null };

type MerchError_NotCheckedInError_Fragment = { code: string, message: string, field: string | null };

type MerchError_NotFoundError_Fragment = { code: string, message: string, field: string | null };

type MerchError_NotTicketHolderError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OrderCancelRefusedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OrderExpiredError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OrderNotCancellableError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OrderNotPayableError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OrderNotRefundableError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OrganisationAlreadyMemberError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OrganisationApplicationDecidedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OrganisationApplicationOpenError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OrganisationLastOwnerError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OrganisationOwnerNotFoundError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OrganisationSlugTakenError_Fragment = { code: string, message: string, field: string | null };

type MerchError_OutOfStockError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PayPasswordAlreadySetError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PayPasswordLockedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PayPasswordNotSetError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PaymentAttemptsExhaustedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PaymentMethodUnavailableError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PaymentProviderUnavailableError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PhoneRequiredError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PhoneVerificationUnavailableError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PresaleAlreadyInvitedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PresaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PromoCodeExpiredError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PromoCodeInvalidError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PromoCodeNotApplicableError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PromoCodeNotStartedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PromoCodeTakenError_Fragment = { code: string, message: string, field: string | null };

type MerchError_PromoCodeUsedUpError_Fragment = { code: string, message: string, field: string | null };

type MerchError_QueueClosedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_QueueRequiredError_Fragment = { code: string, message: string, field: string | null };

type MerchError_RateLimitedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_RecipientIdentityRequiredError_Fragment = { code: string, message: string, field: string | null };

type MerchError_RecipientNotRegisteredError_Fragment = { code: string, message: string, field: string | null };

type MerchError_RecipientTicketLimitError_Fragment = { code: string, message: string, field: string | null };

type MerchError_RefundTooLargeError_Fragment = { code: string, message: string, field: string | null };

type MerchError_SaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type MerchError_SaleScheduledError_Fragment = { code: string, message: string, field: string | null };

type MerchError_SeatMapInUseError_Fragment = { code: string, message: string, field: string | null };

type MerchError_SeatsTakenError_Fragment = { code: string, message: string, field: string | null };

type MerchError_SoldOutError_Fragment = { code: string, message: string, field: string | null };

type MerchError_SupportIssueNotFoundError_Fragment = { code: string, message: string, field: string | null };

type MerchError_SupportSubjectNotFoundError_Fragment = { code: string, message: string, field: string | null };

type MerchError_TicketCannotBeHandedBackError_Fragment = { code: string, message: string, field: string | null };

type MerchError_TicketDesktopOnlyError_Fragment = { code: string, message: string, field: string | null };

type MerchError_TicketHoldersOnlyError_Fragment = { code: string, message: string, field: string | null };

type MerchError_TicketLimitReachedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_TicketNotTransferableError_Fragment = { code: string, message: string, field: string | null };

type MerchError_TicketOfAnotherEventError_Fragment = { code: string, message: string, field: string | null };

type MerchError_TicketPhoneRequiredError_Fragment = { code: string, message: string, field: string | null };

type MerchError_TooManyAttemptsError_Fragment = { code: string, message: string, field: string | null };

type MerchError_TransferConflictError_Fragment = { code: string, message: string, field: string | null };

type MerchError_TransferLockedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_TransferToSelfError_Fragment = { code: string, message: string, field: string | null };

type MerchError_UnauthenticatedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_UploadRejectedError_Fragment = { code: string, message: string, field: string | null };

type MerchError_UserNotFoundError_Fragment = { code: string, message: string, field: string | null };

type MerchError_ValidationError_Fragment = { code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> };

type MerchError_WrongCredentialsError_Fragment = { code: string, message: string, field: string | null };

type MerchError_WrongPasswordError_Fragment = { code: string, message: string, field: string | null };

type MerchError_WrongPayPasswordError_Fragment = { code: string, message: string, field: string | null };

export type MerchErrorFragment =
  | MerchError_AccessibleSeatsKeptError_Fragment
  | MerchError_AccountDeletionBlockedError_Fragment
  | MerchError_CheckInRefusedError_Fragment
  | MerchError_CodeSaleNotOpenError_Fragment
  | MerchError_DesktopOnlyError_Fragment
  | MerchError_EmailChangeFailedError_Fragment
  | MerchError_EmailTakenError_Fragment
  | MerchError_EventCancelledError_Fragment
  | MerchError_EventIsDraftError_Fragment
  | MerchError_EventTransitionRefusedError_Fragment
  | MerchError_ForbiddenError_Fragment
  | MerchError_GiveawayAlreadyCommittedError_Fragment
  | MerchError_GiveawayCampaignNotFoundError_Fragment
  | MerchError_GiveawayDrawNotReadyError_Fragment
  | MerchError_GiveawayOutOfStockError_Fragment
  | MerchError_HandBackClosedError_Fragment
  | MerchError_HandBackNotOfferedError_Fragment
  | MerchError_HandBackPayoutUnavailableError_Fragment
  | MerchError_HoldExpiredError_Fragment
  | MerchError_HumanCheckFailedError_Fragment
  | MerchError_IdentityExistsError_Fragment
  | MerchError_IdentityInUseError_Fragment
  | MerchError_IdentityRequiredError_Fragment
  | MerchError_IdentityTakenError_Fragment
  | MerchError_InsufficientBalanceError_Fragment
  | MerchError_InvalidCodeError_Fragment
  | MerchError_InvitationExpiredError_Fragment
  | MerchError_InvitationNotFoundError_Fragment
  | MerchError_IssueTextTooShortError_Fragment
  | MerchError_LimitReachedError_Fragment
  | MerchError_LogisticsTransitionError_Fragment
  | MerchError_NotCheckedInError_Fragment
  | MerchError_NotFoundError_Fragment
  | MerchError_NotTicketHolderError_Fragment
  | MerchError_OrderCancelRefusedError_Fragment
  | MerchError_OrderExpiredError_Fragment
  | MerchError_OrderNotCancellableError_Fragment
  | MerchError_OrderNotPayableError_Fragment
  | MerchError_OrderNotRefundableError_Fragment
  | MerchError_OrganisationAlreadyMemberError_Fragment
  | MerchError_OrganisationApplicationDecidedError_Fragment
  | MerchError_OrganisationApplicationOpenError_Fragment
  | MerchError_OrganisationLastOwnerError_Fragment
  | MerchError_OrganisationOwnerNotFoundError_Fragment
  | MerchError_OrganisationSlugTakenError_Fragment
  | MerchError_OutOfStockError_Fragment
  | MerchError_PayPasswordAlreadySetError_Fragment
  | MerchError_PayPasswordLockedError_Fragment
  | MerchError_PayPasswordNotSetError_Fragment
  | MerchError_PaymentAttemptsExhaustedError_Fragment
  | MerchError_PaymentMethodUnavailableError_Fragment
  | MerchError_PaymentProviderUnavailableError_Fragment
  | MerchError_PhoneRequiredError_Fragment
  | MerchError_PhoneVerificationUnavailableError_Fragment
  | MerchError_PresaleAlreadyInvitedError_Fragment
  | MerchError_PresaleNotOpenError_Fragment
  | MerchError_PromoCodeExpiredError_Fragment
  | MerchError_PromoCodeInvalidError_Fragment
  | MerchError_PromoCodeNotApplicableError_Fragment
  | MerchError_PromoCodeNotStartedError_Fragment
  | MerchError_PromoCodeTakenError_Fragment
  | MerchError_PromoCodeUsedUpError_Fragment
  | MerchError_QueueClosedError_Fragment
  | MerchError_QueueRequiredError_Fragment
  | MerchError_RateLimitedError_Fragment
  | MerchError_RecipientIdentityRequiredError_Fragment
  | MerchError_RecipientNotRegisteredError_Fragment
  | MerchError_RecipientTicketLimitError_Fragment
  | MerchError_RefundTooLargeError_Fragment
  | MerchError_SaleNotOpenError_Fragment
  | MerchError_SaleScheduledError_Fragment
  | MerchError_SeatMapInUseError_Fragment
  | MerchError_SeatsTakenError_Fragment
  | MerchError_SoldOutError_Fragment
  | MerchError_SupportIssueNotFoundError_Fragment
  | MerchError_SupportSubjectNotFoundError_Fragment
  | MerchError_TicketCannotBeHandedBackError_Fragment
  | MerchError_TicketDesktopOnlyError_Fragment
  | MerchError_TicketHoldersOnlyError_Fragment
  | MerchError_TicketLimitReachedError_Fragment
  | MerchError_TicketNotTransferableError_Fragment
  | MerchError_TicketOfAnotherEventError_Fragment
  | MerchError_TicketPhoneRequiredError_Fragment
  | MerchError_TooManyAttemptsError_Fragment
  | MerchError_TransferConflictError_Fragment
  | MerchError_TransferLockedError_Fragment
  | MerchError_TransferToSelfError_Fragment
  | MerchError_UnauthenticatedError_Fragment
  | MerchError_UploadRejectedError_Fragment
  | MerchError_UserNotFoundError_Fragment
  | MerchError_ValidationError_Fragment
  | MerchError_WrongCredentialsError_Fragment
  | MerchError_WrongPasswordError_Fragment
  | MerchError_WrongPayPasswordError_Fragment
;

export type MerchTestOrderFragment = { id: string, orderNo: string, status: MerchOrderStatus, tab: MerchOrderTab, itemCount: number, pickup: boolean, pickupDate: string | null, expiresAt: string | null, paidAt: string | null, fulfilment: MerchFulfilmentStatus | null, fulfilmentTrack: Array<MerchFulfilmentStatus>, total: { amount: number, currency: Currency }, items: Array<{ id: string, quantity: number, redeemed: boolean, unitPrice: { amount: number, currency: Currency }, variant: { id: string, sku: string, size: string | null, stock: number }, product: { slug: string, name: string } }>, shippingAddress: { recipient: string, line1: string, city: string, country: string } | null, logistics: Array<{ status: MerchFulfilmentStatus, at: string, note: string | null }> };

export type MerchSecureMutationVariables = Exact<{
  input: SecureMerchInput;
}>;


export type MerchSecureMutation = { secureMerch:
    | { __typename: 'DesktopOnlyError', code: string, message: string, field: string | null }
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'LimitReachedError', limit: number, remaining: number, code: string, message: string, field: string | null }
    | { __typename: 'MerchSecured', order: { id: string, orderNo: string, status: MerchOrderStatus, tab: MerchOrderTab, itemCount: number, pickup: boolean, pickupDate: string | null, expiresAt: string | null, paidAt: string | null, fulfilment: MerchFulfilmentStatus | null, fulfilmentTrack: Array<MerchFulfilmentStatus>, total: { amount: number, currency: Currency }, items: Array<{ id: string, quantity: number, redeemed: boolean, unitPrice: { amount: number, currency: Currency }, variant: { id: string, sku: string, size: string | null, stock: number }, product: { slug: string, name: string } }>, shippingAddress: { recipient: string, line1: string, city: string, country: string } | null, logistics: Array<{ status: MerchFulfilmentStatus, at: string, note: string | null }> } }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'NotTicketHolderError', code: string, message: string, field: string | null }
    | { __typename: 'OutOfStockError', available: number, code: string, message: string, field: string | null }
    | { __typename: 'PhoneRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeExpiredError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeInvalidError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeNotApplicableError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeNotStartedError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeUsedUpError', code: string, message: string, field: string | null }
    | { __typename: 'TicketOfAnotherEventError', eventTitle: string, code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
   };

export type MerchSupportProductQueryVariables = Exact<{
  slug: string;
}>;


export type MerchSupportProductQuery = { merchProduct: { id: string, slug: string, pickupOnly: boolean, ticketHolderOnly: boolean, desktopOnly: boolean, maxPerAccount: number, pickupDates: Array<string>, myRemainingLimit: number | null, price: { amount: number, currency: Currency }, variants: { totalCount: number, edges: Array<{ node: { id: string, sku: string, size: string | null, colour: string | null, stock: number, soldOut: boolean } }> } } | null };

export type MerchSupportMyOrdersQueryVariables = Exact<{
  tab: MerchOrderTab;
}>;


export type MerchSupportMyOrdersQuery = { myMerchOrders: { edges: Array<{ node: { orderNo: string, status: MerchOrderStatus, fulfilment: MerchFulfilmentStatus | null } }> } };

export type NodeAccessNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type NodeAccessNodeQuery = { node:
    | { __typename: 'Event', title: string, id: string }
    | { __typename: 'GiveawayCampaign', slug: string, seedCommitment: string | null, id: string }
    | { __typename: 'MerchProduct', name: string, id: string }
    | { __typename: 'MerchVariant', sku: string, id: string }
    | { __typename: 'Notice', title: string, endsAt: string | null, id: string }
    | { __typename: 'Seat', row: string, number: number, id: string, seatStatus: SeatStatus }
    | { __typename: 'Ticket', ticketNo: string, status: TicketStatus, id: string, seat: { id: string } | null, event: { title: string }, history: Array<{ kind: TicketHistoryKind }> }
    | { __typename: 'TicketType', name: string, available: number, id: string, price: { amount: number, currency: Currency } }
   | null };

export type NodeAccessCatalogueIdsQueryVariables = Exact<{
  slug: string;
}>;


export type NodeAccessCatalogueIdsQuery = { event: { ticketTypes: { edges: Array<{ node: { id: string, name: string, seats: { edges: Array<{ node: { id: string, row: string, number: number } }> } } }> } } | null };

export type NodeAccessNodesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type NodeAccessNodesQuery = { nodes: Array<
    | { __typename: 'Event', id: string }
    | { __typename: 'GiveawayCampaign', id: string }
    | { __typename: 'MerchProduct', id: string }
    | { __typename: 'MerchVariant', id: string }
    | { __typename: 'Notice', id: string }
    | { __typename: 'Seat', id: string }
    | { __typename: 'Ticket', id: string }
    | { __typename: 'TicketType', id: string }
   | null> };

export type NodeAccessTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type NodeAccessTypesQuery = { __type: { possibleTypes: Array<{ name: string | null }> | null } | null };

export type NoticesCurrentQueryVariables = Exact<{ [key: string]: never; }>;


export type NoticesCurrentQuery = { currentNotice: { id: string, title: string, content: string, level: NoticeLevel, startsAt: string, endsAt: string | null } | null };

export type NoticesCurrentPublishMutationVariables = Exact<{
  input: PublishNoticeInput;
}>;


export type NoticesCurrentPublishMutation = { publishNotice:
    | { __typename: 'Notice', id: string, level: NoticeLevel }
    | { __typename: 'ValidationError', issues: Array<{ field: string, messageKey: string }> }
   };

export type NoticesCurrentEndMutationVariables = Exact<{
  id: string | number;
}>;


export type NoticesCurrentEndMutation = { endNotice: boolean };

export type OperationsEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type OperationsEventsQuery = { events: { edges: Array<{ node: { slug: string } }> } };

export type OperationsEventsInFlightQueryVariables = Exact<{ [key: string]: never; }>;


export type OperationsEventsInFlightQuery = { inFlight: { edges: Array<{ node: { slug: string } }> } };

export type AccessibleEventFragment = { __typename: 'OperatorEvent', id: string, slug: string, startsAt: string, accessibleReleaseAt: string | null, accessibleSeatsReleaseAt: string, ticketTypes: Array<{ id: string, area: string, seated: boolean, seatSelection: SeatSelection }>, seatMap: Array<{ area: string, rows: Array<{ row: string, seats: Array<{ number: number, status: OperatorSeatStatus, access: SeatAccess | null }> }> }> };

export type AccessibleCreateEventMutationVariables = Exact<{
  input: CreateEventInput;
}>;


export type AccessibleCreateEventMutation = { createEvent:
    | { __typename: 'OperatorEvent', id: string, slug: string, startsAt: string, accessibleReleaseAt: string | null, accessibleSeatsReleaseAt: string, ticketTypes: Array<{ id: string, area: string, seated: boolean, seatSelection: SeatSelection }>, seatMap: Array<{ area: string, rows: Array<{ row: string, seats: Array<{ number: number, status: OperatorSeatStatus, access: SeatAccess | null }> }> }> }
    | { __typename: 'ValidationError', code: string, field: string | null, message: string }
   };

export type AccessibleUpdateEventMutationVariables = Exact<{
  id: string | number;
  input: UpdateEventInput;
}>;


export type AccessibleUpdateEventMutation = { updateEvent:
    | { __typename: 'EventCancelledError', code: string, field: string | null, message: string }
    | { __typename: 'NotFoundError', code: string, field: string | null, message: string }
    | { __typename: 'OperatorEvent', id: string, slug: string, startsAt: string, accessibleReleaseAt: string | null, accessibleSeatsReleaseAt: string, ticketTypes: Array<{ id: string, area: string, seated: boolean, seatSelection: SeatSelection }>, seatMap: Array<{ area: string, rows: Array<{ row: string, seats: Array<{ number: number, status: OperatorSeatStatus, access: SeatAccess | null }> }> }> }
    | { __typename: 'ValidationError', code: string, field: string | null, message: string }
   };

export type AccessibleAddTypeMutationVariables = Exact<{
  eventId: string | number;
  input: TicketTypeInput;
}>;


export type AccessibleAddTypeMutation = { addTicketType:
    | { __typename: 'EventCancelledError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorTicketType', id: string, area: string, seatSelection: SeatSelection }
    | { __typename: 'ValidationError', code: string }
   };

export type AccessibleUpdateTypeMutationVariables = Exact<{
  id: string | number;
  input: UpdateTicketTypeInput;
}>;


export type AccessibleUpdateTypeMutation = { updateTicketType:
    | { __typename: 'NotFoundError', code: string, field: string | null }
    | { __typename: 'OperatorTicketType', id: string, seatSelection: SeatSelection }
    | { __typename: 'ValidationError', code: string, field: string | null }
   };

export type AccessibleSetSeatMapMutationVariables = Exact<{
  eventId: string | number;
  input: SeatMapInput;
}>;


export type AccessibleSetSeatMapMutation = { setSeatMap:
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'OperatorEvent', id: string, slug: string, startsAt: string, accessibleReleaseAt: string | null, accessibleSeatsReleaseAt: string, ticketTypes: Array<{ id: string, area: string, seated: boolean, seatSelection: SeatSelection }>, seatMap: Array<{ area: string, rows: Array<{ row: string, seats: Array<{ number: number, status: OperatorSeatStatus, access: SeatAccess | null }> }> }> }
    | { __typename: 'SeatMapInUseError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ field: string, message: string }> }
   };

export type AccessibleImportSeatMapMutationVariables = Exact<{
  eventId: string | number;
  csv: string;
}>;


export type AccessibleImportSeatMapMutation = { importSeatMap:
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'OperatorEvent', id: string, slug: string, startsAt: string, accessibleReleaseAt: string | null, accessibleSeatsReleaseAt: string, ticketTypes: Array<{ id: string, area: string, seated: boolean, seatSelection: SeatSelection }>, seatMap: Array<{ area: string, rows: Array<{ row: string, seats: Array<{ number: number, status: OperatorSeatStatus, access: SeatAccess | null }> }> }> }
    | { __typename: 'SeatMapInUseError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ field: string, message: string }> }
   };

export type AccessibleDuplicateMutationVariables = Exact<{
  id: string | number;
  input: DuplicateEventInput;
}>;


export type AccessibleDuplicateMutation = { duplicateEvent:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorEvent', id: string, slug: string, startsAt: string, accessibleReleaseAt: string | null, accessibleSeatsReleaseAt: string, ticketTypes: Array<{ id: string, area: string, seated: boolean, seatSelection: SeatSelection }>, seatMap: Array<{ area: string, rows: Array<{ row: string, seats: Array<{ number: number, status: OperatorSeatStatus, access: SeatAccess | null }> }> }> }
    | { __typename: 'ValidationError', code: string }
   };

export type AccessibleFiguresQueryVariables = Exact<{
  eventId: string | number;
}>;


export type AccessibleFiguresQuery = { operatorSalesFigures:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorSalesFigures', accessibleSeats: { releaseAt: string, released: boolean, wheelchair: { total: number, held: number, sold: number, kept: number }, companion: { total: number, held: number, sold: number, kept: number } } }
   };

export type ContactsOrdersQueryVariables = Exact<{
  eventId?: string | number | null | undefined;
  revealEmails?: boolean | null | undefined;
}>;


export type ContactsOrdersQuery = { operatorOrders: { edges: Array<{ node: { orderNo: string, buyerNickname: string | null, buyerEmail: string | null } }> } };

export type ContactsAttendeesQueryVariables = Exact<{
  eventId: string | number;
  revealEmails?: boolean | null | undefined;
}>;


export type ContactsAttendeesQuery = { operatorAttendees: { edges: Array<{ node: { ticketNo: string, holderNickname: string | null, holderEmail: string | null, orderNo: string | null, buyerEmail: string | null } }> } };

export type ContactsAttendeesCsvQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ContactsAttendeesCsvQuery = { attendeesCsv:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'QueryAttendeesCsvSuccess', data: string }
   };

export type ContactsSalesCsvQueryVariables = Exact<{
  eventId: string | number;
}>;


export type ContactsSalesCsvQuery = { salesCsv:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'QuerySalesCsvSuccess', data: string }
   };

export type CatalogueEventFragment = { __typename: 'OperatorEvent', id: string, cancelledAt: string | null, salesPaused: boolean, ticketTypes: Array<{ id: string, area: string, capacity: number, seated: boolean, sold: number }>, seatMap: Array<{ area: string, ticketTypeId: string, rows: Array<{ row: string, seats: Array<{ number: number, status: OperatorSeatStatus }> }> }> };

export type CatalogueCreateEventMutationVariables = Exact<{
  input: CreateEventInput;
}>;


export type CatalogueCreateEventMutation = { createEvent:
    | { __typename: 'OperatorEvent', id: string }
    | { __typename: 'ValidationError', code: string }
   };

export type CatalogueAddTypeMutationVariables = Exact<{
  eventId: string | number;
  input: TicketTypeInput;
}>;


export type CatalogueAddTypeMutation = { addTicketType:
    | { __typename: 'EventCancelledError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorTicketType', id: string, area: string }
    | { __typename: 'ValidationError', code: string }
   };

export type CatalogueSetSeatMapMutationVariables = Exact<{
  eventId: string | number;
  input: SeatMapInput;
}>;


export type CatalogueSetSeatMapMutation = { setSeatMap:
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'OperatorEvent', id: string, cancelledAt: string | null, salesPaused: boolean, ticketTypes: Array<{ id: string, area: string, capacity: number, seated: boolean, sold: number }>, seatMap: Array<{ area: string, ticketTypeId: string, rows: Array<{ row: string, seats: Array<{ number: number, status: OperatorSeatStatus }> }> }> }
    | { __typename: 'SeatMapInUseError', code: string, message: string, taken: number }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ field: string, message: string }> }
   };

export type CatalogueImportSeatMapMutationVariables = Exact<{
  eventId: string | number;
  csv: string;
}>;


export type CatalogueImportSeatMapMutation = { importSeatMap:
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'OperatorEvent', id: string, cancelledAt: string | null, salesPaused: boolean, ticketTypes: Array<{ id: string, area: string, capacity: number, seated: boolean, sold: number }>, seatMap: Array<{ area: string, ticketTypeId: string, rows: Array<{ row: string, seats: Array<{ number: number, status: OperatorSeatStatus }> }> }> }
    | { __typename: 'SeatMapInUseError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ field: string, message: string }> }
   };

export type CatalogueEventQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogueEventQuery = { operatorEvent: { __typename: 'OperatorEvent', id: string, cancelledAt: string | null, salesPaused: boolean, ticketTypes: Array<{ id: string, area: string, capacity: number, seated: boolean, sold: number }>, seatMap: Array<{ area: string, ticketTypeId: string, rows: Array<{ row: string, seats: Array<{ number: number, status: OperatorSeatStatus }> }> }> } | null };

export type CatalogueCreateProductMutationVariables = Exact<{
  input: CreateMerchProductInput;
}>;


export type CatalogueCreateProductMutation = { createMerchProduct:
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'OperatorProduct', id: string, slug: string, eventId: string | null, pickupOnly: boolean, pickupDates: Array<string>, ticketHolderOnly: boolean, price: { amount: number, currency: Currency }, variants: Array<{ id: string, sku: string, size: string | null, stock: number, sold: number }> }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ field: string, message: string }> }
   };

export type CatalogueUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: UpdateMerchProductInput;
}>;


export type CatalogueUpdateProductMutation = { updateMerchProduct:
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'OperatorProduct', id: string, name: string, ticketHolderOnly: boolean, pickupDates: Array<string>, variants: Array<{ id: string, sku: string, stock: number }> }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ field: string, message: string }> }
   };

export type CatalogueProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogueProductsQuery = { operatorProducts: Array<{ id: string, slug: string }> };

export type CatalogueDeleteVariantMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogueDeleteVariantMutation = { deleteMerchVariant:
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'OperatorProduct', id: string, variants: Array<{ id: string, sku: string }> }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type CatalogueCancelEventMutationVariables = Exact<{
  id: string | number;
}>;


export type CatalogueCancelEventMutation = { cancelEvent:
    | { __typename: 'EventCancellation', alreadyCancelled: boolean, ordersRefunded: number, paymentsRefunded: number, refundsPending: number, event: { id: string, cancelledAt: string | null, salesPaused: boolean } }
    | { __typename: 'NotFoundError', code: string }
   };

export type CatalogueUpdateTypeByGlobalIdMutationVariables = Exact<{
  id: string | number;
  input: UpdateTicketTypeInput;
}>;


export type CatalogueUpdateTypeByGlobalIdMutation = { updateTicketType:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorTicketType', id: string, name: string }
    | { __typename: 'ValidationError', code: string }
   };

export type CliPublicEventQueryVariables = Exact<{
  slug: string;
}>;


export type CliPublicEventQuery = { event: { id: string, title: string, saleState: SaleState } | null };

export type CliOwnerCreateKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CliOwnerCreateKeyMutation = { createApiKey:
    | { __typename: 'CreatedApiKey', apiKey: { id: string } }
    | { __typename: 'ValidationError', code: string }
   };

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
    | { __typename: 'EventCancelledError', code: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, field: string | null }
    | { __typename: 'OperatorEvent', id: string, title: string, maxTicketsPerAccount: number }
    | { __typename: 'ValidationError', code: string, field: string | null }
   };

export type OperatorAddTicketTypeMutationVariables = Exact<{
  eventId: string | number;
  input: TicketTypeInput;
}>;


export type OperatorAddTicketTypeMutation = { addTicketType:
    | { __typename: 'EventCancelledError', code: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, field: string | null }
    | { __typename: 'OperatorTicketType', id: string, area: string, capacity: number, sold: number, price: { amount: number, currency: Currency } }
    | { __typename: 'ValidationError', code: string, field: string | null }
   };

export type OperatorSetSalesMutationVariables = Exact<{
  id: string | number;
  action: SalesAction;
}>;


export type OperatorSetSalesMutation = { setEventSales:
    | { __typename: 'EventCancelledError', code: string }
    | { __typename: 'EventIsDraftError', code: string }
    | { __typename: 'EventTransitionRefusedError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorEvent', id: string, salesPaused: boolean, saleState: SaleState }
    | { __typename: 'SaleScheduledError', code: string }
   };

export type OperatorPublishMutationVariables = Exact<{
  eventId: string | number;
}>;


export type OperatorPublishMutation = { publishEvent:
    | { __typename: 'EventCancelledError', code: string }
    | { __typename: 'EventTransitionRefusedError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorEvent', id: string, lifecycle: EventLifecycle }
   };

export type OperatorEventsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OperatorEventsQuery = { operatorEvents: { edges: Array<{ cursor: string, node: { id: string, slug: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type KeysMyInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type KeysMyInvitationsQuery = { myOrganisationInvitations: Array<{ id: string, role: OrganisationRole }> };

export type KeysAcceptInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type KeysAcceptInvitationMutation = { acceptOrganisationInvitation:
    | { __typename: 'InvitationExpiredError', code: string }
    | { __typename: 'InvitationNotFoundError', code: string }
    | { __typename: 'OrganisationMembership', role: OrganisationRole }
   };

export type OperatorSetMemberMutationVariables = Exact<{
  email: string;
  role: OrganisationRole;
}>;


export type OperatorSetMemberMutation = { setOrganisationMember:
    | { __typename: 'MutationSetOrganisationMemberSuccess', data: OrganisationRole }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrganisationLastOwnerError', code: string }
    | { __typename: 'ValidationError', code: string }
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

export type ScopingCreateIssueMutationVariables = Exact<{
  input: CreateSupportIssueInput;
}>;


export type ScopingCreateIssueMutation = { createSupportIssue:
    | { __typename: 'IssueTextTooShortError', code: string }
    | { __typename: 'RateLimitedError', code: string }
    | { __typename: 'SupportIssue', id: string }
    | { __typename: 'SupportSubjectNotFoundError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type ScopingIssuesQueryVariables = Exact<{ [key: string]: never; }>;


export type ScopingIssuesQuery = { supportIssues: Array<{ id: string }> };

export type ScopingAnswerMutationVariables = Exact<{
  id: string | number;
}>;


export type ScopingAnswerMutation = { answerSupportIssue:
    | { __typename: 'SupportIssue', id: string, status: SupportStatus }
    | { __typename: 'SupportIssueNotFoundError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type ScopingEntryMutationVariables = Exact<{
  input: UpdateEventEntryInput;
}>;


export type ScopingEntryMutation = { updateEventEntry: { entryState: EntryState } };

export type ScopingNodesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ScopingNodesQuery = { nodes: Array<
    | { __typename: 'Event', id: string }
    | { __typename: 'GiveawayCampaign', id: string }
    | { __typename: 'MerchProduct', id: string }
    | { __typename: 'MerchVariant', id: string }
    | { __typename: 'Notice', id: string }
    | { __typename: 'Seat', row: string, number: number, id: string }
    | { __typename: 'Ticket', ticketNo: string, id: string }
    | { __typename: 'TicketType', name: string, available: number, id: string }
   | null> };

export type ScopingEventIdQueryVariables = Exact<{
  slug: string;
}>;


export type ScopingEventIdQuery = { event: { id: string } | null };

export type ScopingSnapshotKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ScopingSnapshotKeysQuery = { gateSnapshot: { keys: Array<{ keyId: string, publicKey: string, active: boolean }> } };

export type ScopingSnapshotRevocationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ScopingSnapshotRevocationsQuery = { gateSnapshot: { revocations: Array<{ kind: PassKind, id: string }> } };

export type ScopingPlatformKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ScopingPlatformKeysQuery = { qrPublicKeys: Array<{ keyId: string, publicKey: string }> };

export type ScopingPublicStatusQueryVariables = Exact<{
  code: string;
}>;


export type ScopingPublicStatusQuery = { publicTicketStatus: { status: PublicTicketState, eventTitle: string | null } };

export type OrderRefundsCancelEventMutationVariables = Exact<{
  id: string | number;
}>;


export type OrderRefundsCancelEventMutation = { cancelEvent:
    | { __typename: 'EventCancellation', paymentsRefunded: number }
    | { __typename: 'NotFoundError', code: string }
   };

export type OrderRefundsWaitingListMutationVariables = Exact<{
  input: JoinWaitingListInput;
}>;


export type OrderRefundsWaitingListMutation = { joinWaitingList:
    | { __typename: 'JoinWaitingListSuccess', place: { status: QueuePlaceStatus } }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'QueueClosedError', code: string }
   };

export type OrderRefundsPlaceQueryVariables = Exact<{
  eventSlug: string;
}>;


export type OrderRefundsPlaceQuery = { myQueuePlace: { status: QueuePlaceStatus, offer: { orderNo: string, quantity: number } | null } | null };

export type ApplicationsApplyMutationVariables = Exact<{
  input: OrganisationApplicationInput;
}>;


export type ApplicationsApplyMutation = { applyForOrganisation:
    | { __typename: 'OrganisationApplication', id: string, status: OrganisationApplicationStatus, organisationName: string, applicantEmail: string, eventTypes: Array<EnquiryEventType>, expectedVolume: OrganisationApplicationVolume }
    | { __typename: 'OrganisationApplicationOpenError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type ApplicationsMineQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationsMineQuery = { myOrganisationApplication: { id: string, status: OrganisationApplicationStatus, refusalReason: string | null, organisationId: string | null } | null };

export type ApplicationsListQueryVariables = Exact<{
  status?: OrganisationApplicationStatus | null | undefined;
}>;


export type ApplicationsListQuery = { organisationApplications: Array<{ id: string, status: OrganisationApplicationStatus, organisationName: string, applicantEmail: string }> };

export type ApplicationsApproveMutationVariables = Exact<{
  id: string | number;
  slug?: string | null | undefined;
}>;


export type ApplicationsApproveMutation = { approveOrganisationApplication:
    | { __typename: 'ApprovedOrganisationApplication', alreadyApproved: boolean, application: { status: OrganisationApplicationStatus, organisationId: string | null }, organisation: { id: string, slug: string, name: string, memberCount: number } }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrganisationApplicationDecidedError', code: string }
    | { __typename: 'OrganisationSlugTakenError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type ApplicationsRefuseMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type ApplicationsRefuseMutation = { refuseOrganisationApplication:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrganisationApplication', status: OrganisationApplicationStatus, refusalReason: string | null }
    | { __typename: 'OrganisationApplicationDecidedError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type ApplicationsMyOrganisationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationsMyOrganisationsQuery = { myOrganisations: Array<{ id: string, name: string, role: OrganisationRole }> };

export type ApplicationsIdentityQueryVariables = Exact<{ [key: string]: never; }>;


export type ApplicationsIdentityQuery = { operatorIdentity: { organisationId: string | null, scopes: Array<string> } | null };

export type OrgAuditLogQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  filter?: OrganisationAuditFilterInput | null | undefined;
}>;


export type OrgAuditLogQuery = { organisationAuditLog: { edges: Array<{ node: { id: string, at: string, action: string, outcome: AuditOutcome, actorKind: AuditActorKind, actorUserId: string | null, actorName: string | null, actorEmail: string | null, actorApiKeyId: string | null, targetType: string | null, targetId: string | null, eventId: string | null, eventTitle: string | null, orderNo: string | null, details: unknown } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type OrgAuditActionsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrgAuditActionsQuery = { organisationAuditActions: Array<string> };

export type OrgAuditUpdateMutationVariables = Exact<{
  id: string | number;
  input: UpdateEventInput;
}>;


export type OrgAuditUpdateMutation = { updateEvent:
    | { __typename: 'EventCancelledError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorEvent' }
    | { __typename: 'ValidationError', code: string }
   };

export type MembersInviteMutationVariables = Exact<{
  input: InviteOrganisationMemberInput;
}>;


export type MembersInviteMutation = { inviteOrganisationMember:
    | { __typename: 'OrganisationAlreadyMemberError', code: string, message: string }
    | { __typename: 'OrganisationInvitation', id: string, email: string, role: OrganisationRole, status: OrganisationInvitationStatus, expiresAt: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

export type MembersSetMemberMutationVariables = Exact<{
  email: string;
  role: OrganisationRole;
}>;


export type MembersSetMemberMutation = { setOrganisationMember:
    | { __typename: 'MutationSetOrganisationMemberSuccess', data: OrganisationRole }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrganisationLastOwnerError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type MembersInvitationsQueryVariables = Exact<{
  status?: OrganisationInvitationStatus | null | undefined;
}>;


export type MembersInvitationsQuery = { organisationInvitations: Array<{ id: string, email: string, role: OrganisationRole, status: OrganisationInvitationStatus }> };

export type MembersListQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersListQuery = { organisationMembers: Array<{ userId: string, email: string, role: OrganisationRole }> };

export type MembersRevokeInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type MembersRevokeInvitationMutation = { revokeOrganisationInvitation:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrganisationInvitation', status: OrganisationInvitationStatus }
   };

export type MembersMineQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersMineQuery = { myOrganisationInvitations: Array<{ id: string, organisationName: string, role: OrganisationRole }> };

export type MembersAcceptMutationVariables = Exact<{
  id: string | number;
}>;


export type MembersAcceptMutation = { acceptOrganisationInvitation:
    | { __typename: 'InvitationExpiredError', code: string }
    | { __typename: 'InvitationNotFoundError', code: string }
    | { __typename: 'OrganisationMembership', id: string, name: string, role: OrganisationRole }
   };

export type MembersDeclineMutationVariables = Exact<{
  id: string | number;
}>;


export type MembersDeclineMutation = { declineOrganisationInvitation:
    | { __typename: 'Done' }
    | { __typename: 'InvitationNotFoundError', code: string }
   };

export type MembersMyOrganisationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersMyOrganisationsQuery = { myOrganisations: Array<{ id: string, role: OrganisationRole }> };

export type MembersIdentityQueryVariables = Exact<{ [key: string]: never; }>;


export type MembersIdentityQuery = { operatorIdentity: { organisationId: string | null, scopes: Array<string> } | null };

export type MembersSetRoleMutationVariables = Exact<{
  userId: string | number;
  role: OrganisationRole;
}>;


export type MembersSetRoleMutation = { setOrganisationMemberRole:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrganisationLastOwnerError', code: string }
    | { __typename: 'OrganisationMember', role: OrganisationRole }
   };

export type MembersRemoveMutationVariables = Exact<{
  userId: string | number;
}>;


export type MembersRemoveMutation = { removeOrganisationMember:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrganisationLastOwnerError', code: string }
    | { __typename: 'OrganisationMember', userId: string }
   };

export type MembersRevokeKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type MembersRevokeKeyMutation = { revokeApiKey:
    | { __typename: 'ApiKey', revokedAt: string | null }
    | { __typename: 'NotFoundError', code: string }
   };

export type MembersSalesSubscriptionVariables = Exact<{
  eventId: string | number;
}>;


export type MembersSalesSubscription = { operatorSalesFigures: { eventId: string, sold: number } };

export type MembersSalesNowQueryVariables = Exact<{
  eventId: string | number;
}>;


export type MembersSalesNowQuery = { operatorSalesFigures:
    | { __typename: 'NotFoundError' }
    | { __typename: 'OperatorSalesFigures' }
   };

export type OutboxSendPhoneCodeMutationVariables = Exact<{
  input: PhoneInput;
}>;


export type OutboxSendPhoneCodeMutation = { sendPhoneCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'PhoneVerificationUnavailableError', code: string, message: string }
    | { __typename: 'TooManyAttemptsError', code: string, message: string }
    | { __typename: 'UnauthenticatedError', code: string, message: string }
    | { __typename: 'ValidationError', code: string, message: string }
   };

type PaymentError_AccessibleSeatsKeptError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_AccountDeletionBlockedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_CheckInRefusedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_CodeSaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_DesktopOnlyError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_EmailChangeFailedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_EmailTakenError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_EventCancelledError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_EventIsDraftError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_EventTransitionRefusedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_ForbiddenError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_GiveawayAlreadyCommittedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_GiveawayCampaignNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_GiveawayDrawNotReadyError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_GiveawayOutOfStockError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_HandBackClosedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_HandBackNotOfferedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_HandBackPayoutUnavailableError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_HoldExpiredError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_HumanCheckFailedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_IdentityExistsError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_IdentityInUseError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_IdentityRequiredError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_IdentityTakenError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_InsufficientBalanceError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_InvalidCodeError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_InvitationExpiredError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_InvitationNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_IssueTextTooShortError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_LimitReachedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_LogisticsTransitionError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_NotCheckedInError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_NotFoundError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_NotTicketHolderError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OrderCancelRefusedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OrderExpiredError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OrderNotCancellableError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OrderNotPayableError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OrderNotRefundableError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OrganisationAlreadyMemberError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OrganisationApplicationDecidedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OrganisationApplicationOpenError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OrganisationLastOwnerError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OrganisationOwnerNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OrganisationSlugTakenError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_OutOfStockError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PayPasswordAlreadySetError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PayPasswordLockedError_Fragment = { retryAfterSeconds: number, code: string, message: string, field: string | null };

type PaymentError_PayPasswordNotSetError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PaymentAttemptsExhaustedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PaymentMethodUnavailableError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PaymentProviderUnavailableError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PhoneRequiredError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PhoneVerificationUnavailableError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PresaleAlreadyInvitedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PresaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PromoCodeExpiredError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PromoCodeInvalidError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PromoCodeNotApplicableError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PromoCodeNotStartedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PromoCodeTakenError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_PromoCodeUsedUpError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_QueueClosedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_QueueRequiredError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_RateLimitedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_RecipientIdentityRequiredError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_RecipientNotRegisteredError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_RecipientTicketLimitError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_RefundTooLargeError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_SaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_SaleScheduledError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_SeatMapInUseError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_SeatsTakenError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_SoldOutError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_SupportIssueNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_SupportSubjectNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_TicketCannotBeHandedBackError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_TicketDesktopOnlyError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_TicketHoldersOnlyError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_TicketLimitReachedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_TicketNotTransferableError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_TicketOfAnotherEventError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_TicketPhoneRequiredError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_TooManyAttemptsError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_TransferConflictError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_TransferLockedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_TransferToSelfError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_UnauthenticatedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_UploadRejectedError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_UserNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_ValidationError_Fragment = { code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> };

type PaymentError_WrongCredentialsError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_WrongPasswordError_Fragment = { code: string, message: string, field: string | null };

type PaymentError_WrongPayPasswordError_Fragment = { code: string, message: string, field: string | null };

export type PaymentErrorFragment =
  | PaymentError_AccessibleSeatsKeptError_Fragment
  | PaymentError_AccountDeletionBlockedError_Fragment
  | PaymentError_CheckInRefusedError_Fragment
  | PaymentError_CodeSaleNotOpenError_Fragment
  | PaymentError_DesktopOnlyError_Fragment
  | PaymentError_EmailChangeFailedError_Fragment
  | PaymentError_EmailTakenError_Fragment
  | PaymentError_EventCancelledError_Fragment
  | PaymentError_EventIsDraftError_Fragment
  | PaymentError_EventTransitionRefusedError_Fragment
  | PaymentError_ForbiddenError_Fragment
  | PaymentError_GiveawayAlreadyCommittedError_Fragment
  | PaymentError_GiveawayCampaignNotFoundError_Fragment
  | PaymentError_GiveawayDrawNotReadyError_Fragment
  | PaymentError_GiveawayOutOfStockError_Fragment
  | PaymentError_HandBackClosedError_Fragment
  | PaymentError_HandBackNotOfferedError_Fragment
  | PaymentError_HandBackPayoutUnavailableError_Fragment
  | PaymentError_HoldExpiredError_Fragment
  | PaymentError_HumanCheckFailedError_Fragment
  | PaymentError_IdentityExistsError_Fragment
  | PaymentError_IdentityInUseError_Fragment
  | PaymentError_IdentityRequiredError_Fragment
  | PaymentError_IdentityTakenError_Fragment
  | PaymentError_InsufficientBalanceError_Fragment
  | PaymentError_InvalidCodeError_Fragment
  | PaymentError_InvitationExpiredError_Fragment
  | PaymentError_InvitationNotFoundError_Fragment
  | PaymentError_IssueTextTooShortError_Fragment
  | PaymentError_LimitReachedError_Fragment
  | PaymentError_LogisticsTransitionError_Fragment
  | PaymentError_NotCheckedInError_Fragment
  | PaymentError_NotFoundError_Fragment
  | PaymentError_NotTicketHolderError_Fragment
  | PaymentError_OrderCancelRefusedError_Fragment
  | PaymentError_OrderExpiredError_Fragment
  | PaymentError_OrderNotCancellableError_Fragment
  | PaymentError_OrderNotPayableError_Fragment
  | PaymentError_OrderNotRefundableError_Fragment
  | PaymentError_OrganisationAlreadyMemberError_Fragment
  | PaymentError_OrganisationApplicationDecidedError_Fragment
  | PaymentError_OrganisationApplicationOpenError_Fragment
  | PaymentError_OrganisationLastOwnerError_Fragment
  | PaymentError_OrganisationOwnerNotFoundError_Fragment
  | PaymentError_OrganisationSlugTakenError_Fragment
  | PaymentError_OutOfStockError_Fragment
  | PaymentError_PayPasswordAlreadySetError_Fragment
  | PaymentError_PayPasswordLockedError_Fragment
  | PaymentError_PayPasswordNotSetError_Fragment
  | PaymentError_PaymentAttemptsExhaustedError_Fragment
  | PaymentError_PaymentMethodUnavailableError_Fragment
  | PaymentError_PaymentProviderUnavailableError_Fragment
  | PaymentError_PhoneRequiredError_Fragment
  | PaymentError_PhoneVerificationUnavailableError_Fragment
  | PaymentError_PresaleAlreadyInvitedError_Fragment
  | PaymentError_PresaleNotOpenError_Fragment
  | PaymentError_PromoCodeExpiredError_Fragment
  | PaymentError_PromoCodeInvalidError_Fragment
  | PaymentError_PromoCodeNotApplicableError_Fragment
  | PaymentError_PromoCodeNotStartedError_Fragment
  | PaymentError_PromoCodeTakenError_Fragment
  | PaymentError_PromoCodeUsedUpError_Fragment
  | PaymentError_QueueClosedError_Fragment
  | PaymentError_QueueRequiredError_Fragment
  | PaymentError_RateLimitedError_Fragment
  | PaymentError_RecipientIdentityRequiredError_Fragment
  | PaymentError_RecipientNotRegisteredError_Fragment
  | PaymentError_RecipientTicketLimitError_Fragment
  | PaymentError_RefundTooLargeError_Fragment
  | PaymentError_SaleNotOpenError_Fragment
  | PaymentError_SaleScheduledError_Fragment
  | PaymentError_SeatMapInUseError_Fragment
  | PaymentError_SeatsTakenError_Fragment
  | PaymentError_SoldOutError_Fragment
  | PaymentError_SupportIssueNotFoundError_Fragment
  | PaymentError_SupportSubjectNotFoundError_Fragment
  | PaymentError_TicketCannotBeHandedBackError_Fragment
  | PaymentError_TicketDesktopOnlyError_Fragment
  | PaymentError_TicketHoldersOnlyError_Fragment
  | PaymentError_TicketLimitReachedError_Fragment
  | PaymentError_TicketNotTransferableError_Fragment
  | PaymentError_TicketOfAnotherEventError_Fragment
  | PaymentError_TicketPhoneRequiredError_Fragment
  | PaymentError_TooManyAttemptsError_Fragment
  | PaymentError_TransferConflictError_Fragment
  | PaymentError_TransferLockedError_Fragment
  | PaymentError_TransferToSelfError_Fragment
  | PaymentError_UnauthenticatedError_Fragment
  | PaymentError_UploadRejectedError_Fragment
  | PaymentError_UserNotFoundError_Fragment
  | PaymentError_ValidationError_Fragment
  | PaymentError_WrongCredentialsError_Fragment
  | PaymentError_WrongPasswordError_Fragment
  | PaymentError_WrongPayPasswordError_Fragment
;

export type PaymentsPayOrderMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type PaymentsPayOrderMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'InsufficientBalanceError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'OrderNotPayableError', code: string, message: string, field: string | null }
    | { __typename: 'PayPasswordLockedError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentAccepted', orderNo: string, paymentNo: string, status: string, redirectUrl: string | null, balance: { amount: number } | null }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentMethodUnavailableError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentProviderUnavailableError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
    | { __typename: 'WrongPayPasswordError', code: string, message: string, field: string | null }
   };

export type PaymentsTopUpMutationVariables = Exact<{
  input: TopUpInput;
}>;


export type PaymentsTopUpMutation = { topUp:
    | { __typename: 'HoldExpiredError', code: string, message: string, field: string | null }
    | { __typename: 'InsufficientBalanceError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'OrderNotPayableError', code: string, message: string, field: string | null }
    | { __typename: 'PayPasswordLockedError', retryAfterSeconds: number, code: string, message: string, field: string | null }
    | { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentAccepted', orderNo: string, paymentNo: string, status: string, redirectUrl: string | null }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentMethodUnavailableError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentProviderUnavailableError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
    | { __typename: 'WrongPayPasswordError', code: string, message: string, field: string | null }
   };

export type PaymentsWalletQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsWalletQuery = { wallet: { displayCurrency: string, balance: { amount: number }, transactions: { edges: Array<{ node: { kind: WalletTransactionKind, reference: string, paidFor: string | null, amount: { amount: number }, balanceAfter: { amount: number } } }> } } };

export type PaymentsResultQueryVariables = Exact<{
  orderNo: string;
}>;


export type PaymentsResultQuery = { paymentResult:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PaymentResult', status: PaymentResultStatus, reason: string | null, canRetry: boolean, attemptsLeft: number | null, kind: PayableOrderKind }
    | { __typename: 'ValidationError', code: string }
   };

export type PaymentsSetPayPasswordMutationVariables = Exact<{
  p: string;
}>;


export type PaymentsSetPayPasswordMutation = { setPayPassword:
    | { __typename: 'PayPasswordAlreadySetError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'User' }
    | { __typename: 'ValidationError' }
   };

export type PaymentsWebhooksSavedCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsWebhooksSavedCardsQuery = { savedCards: Array<{ brand: string, last4: string, expMonth: number, holderName: string }> };

export type PaymentsWebhooksResultStateQueryVariables = Exact<{
  orderNo: string;
}>;


export type PaymentsWebhooksResultStateQuery = { paymentResult:
    | { __typename: 'NotFoundError' }
    | { __typename: 'PaymentResult', status: PaymentResultStatus, orderStatus: OrderStatus }
    | { __typename: 'ValidationError' }
   };

export type PlatformCreateOrganisationMutationVariables = Exact<{
  input: CreateOrganisationInput;
}>;


export type PlatformCreateOrganisationMutation = { createOrganisation:
    | { __typename: 'CreatedOrganisation', ownerUserId: string, ownerEmail: string, organisation: { id: string, slug: string, name: string, memberCount: number, createdAt: string } }
    | { __typename: 'OrganisationOwnerNotFoundError', code: string, field: string | null, message: string }
    | { __typename: 'OrganisationSlugTakenError', code: string, field: string | null, message: string }
    | { __typename: 'ValidationError', code: string, field: string | null, message: string, issues: Array<{ field: string }> }
   };

export type PlatformOrganisationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type PlatformOrganisationsQuery = { organisations: { edges: Array<{ cursor: string, node: { id: string, slug: string, name: string, memberCount: number } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, endCursor: string | null, startCursor: string | null } } };

export type PlatformOwnerCreateKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type PlatformOwnerCreateKeyMutation = { createApiKey:
    | { __typename: 'CreatedApiKey' }
    | { __typename: 'ValidationError', code: string, field: string | null }
   };

export type PoolStallHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type PoolStallHealthQuery = { health: { ok: boolean, database: boolean } };

export type PresaleOnMutationVariables = Exact<{
  id: string | number;
}>;


export type PresaleOnMutation = { updateEvent:
    | { __typename: 'EventCancelledError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'OperatorEvent', presaleRegistration: boolean }
    | { __typename: 'ValidationError' }
   };

export type PresaleOffMutationVariables = Exact<{
  id: string | number;
}>;


export type PresaleOffMutation = { updateEvent:
    | { __typename: 'EventCancelledError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'OperatorEvent' }
    | { __typename: 'ValidationError' }
   };

export type PresaleBoundMutationVariables = Exact<{
  eventId: string | number;
  input: CreatePromoCodesInput;
}>;


export type PresaleBoundMutation = { createPromoCodes:
    | { __typename: 'NotFoundError', field: string | null }
    | { __typename: 'PromoCodeTakenError', field: string | null }
    | { __typename: 'PromoCodesCreated', codes: Array<{ boundEmail: string | null }> }
    | { __typename: 'ValidationError', field: string | null }
   };

type PrivacyError_AccessibleSeatsKeptError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_AccountDeletionBlockedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_CheckInRefusedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_CodeSaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_DesktopOnlyError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_EmailChangeFailedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_EmailTakenError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_EventCancelledError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_EventIsDraftError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_EventTransitionRefusedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_ForbiddenError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_GiveawayAlreadyCommittedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_GiveawayCampaignNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_GiveawayDrawNotReadyError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_GiveawayOutOfStockError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_HandBackClosedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_HandBackNotOfferedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_HandBackPayoutUnavailableError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_HoldExpiredError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_HumanCheckFailedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_IdentityExistsError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_IdentityInUseError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_IdentityRequiredError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_IdentityTakenError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_InsufficientBalanceError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_InvalidCodeError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_InvitationExpiredError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_InvitationNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_IssueTextTooShortError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_LimitReachedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_LogisticsTransitionError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_NotCheckedInError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_NotFoundError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_NotTicketHolderError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OrderCancelRefusedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OrderExpiredError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OrderNotCancellableError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OrderNotPayableError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OrderNotRefundableError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OrganisationAlreadyMemberError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OrganisationApplicationDecidedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OrganisationApplicationOpenError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OrganisationLastOwnerError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OrganisationOwnerNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OrganisationSlugTakenError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_OutOfStockError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PayPasswordAlreadySetError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PayPasswordLockedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PayPasswordNotSetError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PaymentAttemptsExhaustedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PaymentMethodUnavailableError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PaymentProviderUnavailableError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PhoneRequiredError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PhoneVerificationUnavailableError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PresaleAlreadyInvitedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PresaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PromoCodeExpiredError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PromoCodeInvalidError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PromoCodeNotApplicableError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PromoCodeNotStartedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PromoCodeTakenError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_PromoCodeUsedUpError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_QueueClosedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_QueueRequiredError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_RateLimitedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_RecipientIdentityRequiredError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_RecipientNotRegisteredError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_RecipientTicketLimitError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_RefundTooLargeError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_SaleNotOpenError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_SaleScheduledError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_SeatMapInUseError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_SeatsTakenError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_SoldOutError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_SupportIssueNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_SupportSubjectNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_TicketCannotBeHandedBackError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_TicketDesktopOnlyError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_TicketHoldersOnlyError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_TicketLimitReachedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_TicketNotTransferableError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_TicketOfAnotherEventError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_TicketPhoneRequiredError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_TooManyAttemptsError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_TransferConflictError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_TransferLockedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_TransferToSelfError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_UnauthenticatedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_UploadRejectedError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_UserNotFoundError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_ValidationError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_WrongCredentialsError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_WrongPasswordError_Fragment = { code: string, message: string, field: string | null };

type PrivacyError_WrongPayPasswordError_Fragment = { code: string, message: string, field: string | null };

export type PrivacyErrorFragment =
  | PrivacyError_AccessibleSeatsKeptError_Fragment
  | PrivacyError_AccountDeletionBlockedError_Fragment
  | PrivacyError_CheckInRefusedError_Fragment
  | PrivacyError_CodeSaleNotOpenError_Fragment
  | PrivacyError_DesktopOnlyError_Fragment
  | PrivacyError_EmailChangeFailedError_Fragment
  | PrivacyError_EmailTakenError_Fragment
  | PrivacyError_EventCancelledError_Fragment
  | PrivacyError_EventIsDraftError_Fragment
  | PrivacyError_EventTransitionRefusedError_Fragment
  | PrivacyError_ForbiddenError_Fragment
  | PrivacyError_GiveawayAlreadyCommittedError_Fragment
  | PrivacyError_GiveawayCampaignNotFoundError_Fragment
  | PrivacyError_GiveawayDrawNotReadyError_Fragment
  | PrivacyError_GiveawayOutOfStockError_Fragment
  | PrivacyError_HandBackClosedError_Fragment
  | PrivacyError_HandBackNotOfferedError_Fragment
  | PrivacyError_HandBackPayoutUnavailableError_Fragment
  | PrivacyError_HoldExpiredError_Fragment
  | PrivacyError_HumanCheckFailedError_Fragment
  | PrivacyError_IdentityExistsError_Fragment
  | PrivacyError_IdentityInUseError_Fragment
  | PrivacyError_IdentityRequiredError_Fragment
  | PrivacyError_IdentityTakenError_Fragment
  | PrivacyError_InsufficientBalanceError_Fragment
  | PrivacyError_InvalidCodeError_Fragment
  | PrivacyError_InvitationExpiredError_Fragment
  | PrivacyError_InvitationNotFoundError_Fragment
  | PrivacyError_IssueTextTooShortError_Fragment
  | PrivacyError_LimitReachedError_Fragment
  | PrivacyError_LogisticsTransitionError_Fragment
  | PrivacyError_NotCheckedInError_Fragment
  | PrivacyError_NotFoundError_Fragment
  | PrivacyError_NotTicketHolderError_Fragment
  | PrivacyError_OrderCancelRefusedError_Fragment
  | PrivacyError_OrderExpiredError_Fragment
  | PrivacyError_OrderNotCancellableError_Fragment
  | PrivacyError_OrderNotPayableError_Fragment
  | PrivacyError_OrderNotRefundableError_Fragment
  | PrivacyError_OrganisationAlreadyMemberError_Fragment
  | PrivacyError_OrganisationApplicationDecidedError_Fragment
  | PrivacyError_OrganisationApplicationOpenError_Fragment
  | PrivacyError_OrganisationLastOwnerError_Fragment
  | PrivacyError_OrganisationOwnerNotFoundError_Fragment
  | PrivacyError_OrganisationSlugTakenError_Fragment
  | PrivacyError_OutOfStockError_Fragment
  | PrivacyError_PayPasswordAlreadySetError_Fragment
  | PrivacyError_PayPasswordLockedError_Fragment
  | PrivacyError_PayPasswordNotSetError_Fragment
  | PrivacyError_PaymentAttemptsExhaustedError_Fragment
  | PrivacyError_PaymentMethodUnavailableError_Fragment
  | PrivacyError_PaymentProviderUnavailableError_Fragment
  | PrivacyError_PhoneRequiredError_Fragment
  | PrivacyError_PhoneVerificationUnavailableError_Fragment
  | PrivacyError_PresaleAlreadyInvitedError_Fragment
  | PrivacyError_PresaleNotOpenError_Fragment
  | PrivacyError_PromoCodeExpiredError_Fragment
  | PrivacyError_PromoCodeInvalidError_Fragment
  | PrivacyError_PromoCodeNotApplicableError_Fragment
  | PrivacyError_PromoCodeNotStartedError_Fragment
  | PrivacyError_PromoCodeTakenError_Fragment
  | PrivacyError_PromoCodeUsedUpError_Fragment
  | PrivacyError_QueueClosedError_Fragment
  | PrivacyError_QueueRequiredError_Fragment
  | PrivacyError_RateLimitedError_Fragment
  | PrivacyError_RecipientIdentityRequiredError_Fragment
  | PrivacyError_RecipientNotRegisteredError_Fragment
  | PrivacyError_RecipientTicketLimitError_Fragment
  | PrivacyError_RefundTooLargeError_Fragment
  | PrivacyError_SaleNotOpenError_Fragment
  | PrivacyError_SaleScheduledError_Fragment
  | PrivacyError_SeatMapInUseError_Fragment
  | PrivacyError_SeatsTakenError_Fragment
  | PrivacyError_SoldOutError_Fragment
  | PrivacyError_SupportIssueNotFoundError_Fragment
  | PrivacyError_SupportSubjectNotFoundError_Fragment
  | PrivacyError_TicketCannotBeHandedBackError_Fragment
  | PrivacyError_TicketDesktopOnlyError_Fragment
  | PrivacyError_TicketHoldersOnlyError_Fragment
  | PrivacyError_TicketLimitReachedError_Fragment
  | PrivacyError_TicketNotTransferableError_Fragment
  | PrivacyError_TicketOfAnotherEventError_Fragment
  | PrivacyError_TicketPhoneRequiredError_Fragment
  | PrivacyError_TooManyAttemptsError_Fragment
  | PrivacyError_TransferConflictError_Fragment
  | PrivacyError_TransferLockedError_Fragment
  | PrivacyError_TransferToSelfError_Fragment
  | PrivacyError_UnauthenticatedError_Fragment
  | PrivacyError_UploadRejectedError_Fragment
  | PrivacyError_UserNotFoundError_Fragment
  | PrivacyError_ValidationError_Fragment
  | PrivacyError_WrongCredentialsError_Fragment
  | PrivacyError_WrongPasswordError_Fragment
  | PrivacyError_WrongPayPasswordError_Fragment
;

export type PrivacyAuditExportMutationVariables = Exact<{
  p: string;
}>;


export type PrivacyAuditExportMutation = { exportMyData:
    | { __typename: 'MyDataExport', fileName: string, data: unknown }
    | { __typename: 'TooManyAttemptsError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
    | { __typename: 'WrongPasswordError', code: string, message: string, field: string | null }
   };

export type PrivacyAuditDeleteMutationVariables = Exact<{
  p: string;
}>;


export type PrivacyAuditDeleteMutation = { deleteMyAccount:
    | { __typename: 'AccountDeletionBlockedError', reasons: Array<AccountDeletionBlocker>, code: string, message: string, field: string | null }
    | { __typename: 'Done', ok: boolean }
    | { __typename: 'TooManyAttemptsError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
    | { __typename: 'WrongPasswordError', code: string, message: string, field: string | null }
   };

export type PrivacyAuditQueryVariables = Exact<{
  f?: AuditFilterInput | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type PrivacyAuditQuery = { auditLog: { edges: Array<{ cursor: string, node: { id: string, at: string, action: string, outcome: AuditOutcome, actorUserId: string | null, actorStaffTokenId: string | null, subjectUserId: string | null, targetType: string | null, targetId: string | null, ip: string | null, userAgent: string | null, details: unknown } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type PrivacyAuditAddIdentityMutationVariables = Exact<{
  input: AddAudienceIdentityInput;
}>;


export type PrivacyAuditAddIdentityMutation = { addAudienceIdentity:
    | { __typename: 'AudienceIdentity', id: string }
    | { __typename: 'IdentityExistsError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type PrivacyAuditUpdateIdentityMutationVariables = Exact<{
  id: string | number;
  input: AudienceIdentityInput;
}>;


export type PrivacyAuditUpdateIdentityMutation = { updateAudienceIdentity:
    | { __typename: 'AudienceIdentity', id: string }
    | { __typename: 'IdentityExistsError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityInUseError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type PrivacyAudit2MutationVariables = Exact<{
  id: string | number;
}>;


export type PrivacyAudit2Mutation = { deleteAudienceIdentity:
    | { __typename: 'Done' }
    | { __typename: 'IdentityInUseError' }
    | { __typename: 'NotFoundError' }
   };

export type PrivacyAuditAddAddressMutationVariables = Exact<{
  i: AddressInput;
}>;


export type PrivacyAuditAddAddressMutation = { addAddress:
    | { __typename: 'Address', id: string }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type PrivacyAudit3MutationVariables = Exact<{
  p: string;
}>;


export type PrivacyAudit3Mutation = { setPayPassword:
    | { __typename: 'PayPasswordAlreadySetError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'User' }
    | { __typename: 'ValidationError' }
   };

export type PrivacyAudit4MutationVariables = Exact<{
  input: PhoneInput;
}>;


export type PrivacyAudit4Mutation = { sendPhoneCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'PhoneVerificationUnavailableError' }
    | { __typename: 'TooManyAttemptsError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
   };

export type PrivacyAudit5MutationVariables = Exact<{
  input: PhoneCodeInput;
}>;


export type PrivacyAudit5Mutation = { verifyPhone:
    | { __typename: 'InvalidCodeError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'User' }
    | { __typename: 'ValidationError' }
   };

export type PrivacyAuditSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type PrivacyAuditSignOutMutation = { signOut: { __typename: 'Done' } };

export type PrivacyAudit7MutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type PrivacyAudit7Mutation = { changePassword:
    | { __typename: 'Done' }
    | { __typename: 'TooManyAttemptsError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WrongPasswordError' }
   };

export type PrivacyAudit8MutationVariables = Exact<{
  input: ChangePayPasswordInput;
}>;


export type PrivacyAudit8Mutation = { changePayPassword:
    | { __typename: 'Done' }
    | { __typename: 'PayPasswordNotSetError' }
    | { __typename: 'TooManyAttemptsError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WrongPayPasswordError' }
   };

export type PrivacyAudit9MutationVariables = Exact<{ [key: string]: never; }>;


export type PrivacyAudit9Mutation = { sendCurrentEmailCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'TooManyAttemptsError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
   };

export type PrivacyAudit10MutationVariables = Exact<{
  e: string;
}>;


export type PrivacyAudit10Mutation = { sendNewEmailCode:
    | { __typename: 'CodeSent' }
    | { __typename: 'EmailChangeFailedError' }
    | { __typename: 'TooManyAttemptsError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
   };

export type PrivacyAudit11MutationVariables = Exact<{
  input: ChangeEmailInput;
}>;


export type PrivacyAudit11Mutation = { changeEmail:
    | { __typename: 'EmailChangeFailedError' }
    | { __typename: 'InvalidCodeError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'User' }
    | { __typename: 'ValidationError' }
   };

export type PrivacyAudit12QueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyAudit12Query = { myIdentities: Array<{ id: string }> };

export type PrivacyAudit13MutationVariables = Exact<{
  input: UpdateEventEntryInput;
}>;


export type PrivacyAudit13Mutation = { updateEventEntry: { id: string } };

export type PrivacyAudit14MutationVariables = Exact<{
  input: PublishNoticeInput;
}>;


export type PrivacyAudit14Mutation = { publishNotice:
    | { __typename: 'Notice' }
    | { __typename: 'ValidationError' }
   };

export type PrivacyAudit15MutationVariables = Exact<{
  input: CreateSupportIssueInput;
}>;


export type PrivacyAudit15Mutation = { createSupportIssue:
    | { __typename: 'IssueTextTooShortError' }
    | { __typename: 'RateLimitedError' }
    | { __typename: 'SupportIssue', id: string }
    | { __typename: 'SupportSubjectNotFoundError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
   };

export type PrivacyAudit16MutationVariables = Exact<{
  id: string | number;
}>;


export type PrivacyAudit16Mutation = { answerSupportIssue:
    | { __typename: 'SupportIssue' }
    | { __typename: 'SupportIssueNotFoundError' }
    | { __typename: 'ValidationError' }
   };

export type PrivacyAudit17QueryVariables = Exact<{ [key: string]: never; }>;


export type PrivacyAudit17Query = { me: { id: string } | null };

export type ProvidersPayMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type ProvidersPayMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'InsufficientBalanceError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'OrderNotPayableError', code: string, message: string, field: string | null }
    | { __typename: 'PayPasswordLockedError', code: string, message: string, field: string | null }
    | { __typename: 'PayPasswordNotSetError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentAccepted', orderNo: string, paymentNo: string, status: string, redirectUrl: string | null }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentMethodUnavailableError', code: string, message: string, field: string | null }
    | { __typename: 'PaymentProviderUnavailableError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, messageKey: string }> }
    | { __typename: 'WrongPayPasswordError', code: string, message: string, field: string | null }
   };

export type ProvidersTopUpMutationVariables = Exact<{
  input: TopUpInput;
}>;


export type ProvidersTopUpMutation = { topUp:
    | { __typename: 'HoldExpiredError', code: string }
    | { __typename: 'InsufficientBalanceError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotPayableError', code: string }
    | { __typename: 'PayPasswordLockedError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'PaymentAccepted', orderNo: string, paymentNo: string, status: string, redirectUrl: string | null }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string }
    | { __typename: 'PaymentMethodUnavailableError', code: string }
    | { __typename: 'PaymentProviderUnavailableError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type ProvidersOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProvidersOptionsQuery = { paymentOptions: { methods: Array<PaymentMethod>, cardEntry: CardEntry | null, testMode: boolean } };

export type ProvidersSavedCardsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProvidersSavedCardsQuery = { savedCards: Array<{ id: string, brand: string, last4: string, expMonth: number, expYear: number }> };

export type ProvidersDeleteCardMutationVariables = Exact<{
  id: string | number;
}>;


export type ProvidersDeleteCardMutation = { deleteSavedCard:
    | { __typename: 'Done' }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
   };

export type ProvidersResultQueryVariables = Exact<{
  orderNo: string;
}>;


export type ProvidersResultQuery = { paymentResult:
    | { __typename: 'NotFoundError' }
    | { __typename: 'PaymentResult', status: PaymentResultStatus, reason: string | null, canRetry: boolean }
    | { __typename: 'ValidationError' }
   };

export type ProvidersRefundOrderMutationVariables = Exact<{
  input: RefundOrderInput;
}>;


export type ProvidersRefundOrderMutation = { refundOrder:
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'OrderNotRefundableError', code: string, message: string, field: string | null, status: string }
    | { __typename: 'OrderRefunded', full: boolean, repeated: boolean, refund: { refundNo: string, orderAmount: number, status: RefundStatus, cause: RefundCause, amount: { amount: number, currency: string } }, order: { status: OrderStatus, refundable: { amount: number }, refunds: Array<{ refundNo: string, status: RefundStatus, orderAmount: number }> } }
    | { __typename: 'RefundTooLargeError', code: string, message: string, field: string | null, refundable: { amount: number, currency: Currency } }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type ProvidersOperatorOrderQueryVariables = Exact<{
  search: string;
}>;


export type ProvidersOperatorOrderQuery = { operatorOrders: { edges: Array<{ node: { orderNo: string, status: OrderStatus, refundable: { amount: number, currency: Currency }, refunds: Array<{ refundNo: string, status: RefundStatus, cause: RefundCause, orderAmount: number }>, disputes: Array<{ status: DisputeStatus, provider: string }> } }> } };

export type QueueFairnessSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type QueueFairnessSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string }
    | { __typename: 'CodeSaleNotOpenError', code: string }
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PromoCodeExpiredError', code: string }
    | { __typename: 'PromoCodeInvalidError', code: string }
    | { __typename: 'PromoCodeNotApplicableError', code: string }
    | { __typename: 'PromoCodeNotStartedError', code: string }
    | { __typename: 'PromoCodeUsedUpError', code: string }
    | { __typename: 'QueueRequiredError', code: string }
    | { __typename: 'SaleNotOpenError', code: string }
    | { __typename: 'SeatsTakenError', code: string }
    | { __typename: 'SoldOutError', code: string }
    | { __typename: 'TicketDesktopOnlyError', code: string }
    | { __typename: 'TicketHoldersOnlyError', code: string }
    | { __typename: 'TicketLimitReachedError', code: string }
    | { __typename: 'TicketPhoneRequiredError', code: string }
    | { __typename: 'TicketsSecured', order: { orderNo: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type QueueFairnessPayMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type QueueFairnessPayMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'InsufficientBalanceError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotPayableError', code: string }
    | { __typename: 'PayPasswordLockedError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'PaymentAccepted', orderNo: string }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string }
    | { __typename: 'PaymentMethodUnavailableError', code: string }
    | { __typename: 'PaymentProviderUnavailableError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type QueueFairnessCancelMutationVariables = Exact<{
  no: string;
}>;


export type QueueFairnessCancelMutation = { cancelOrder:
    | { __typename: 'NotFoundError' }
    | { __typename: 'Order', status: OrderStatus }
    | { __typename: 'OrderCancelRefusedError' }
    | { __typename: 'OrderExpiredError' }
   };

export type QueueFairnessWaitingListMutationVariables = Exact<{
  input: JoinWaitingListInput;
}>;


export type QueueFairnessWaitingListMutation = { joinWaitingList:
    | { __typename: 'JoinWaitingListSuccess', place: { status: QueuePlaceStatus } }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'QueueClosedError', code: string }
   };

export type QueueFairnessReportQueryVariables = Exact<{
  eventSlug: string;
}>;


export type QueueFairnessReportQuery = { waitingRoom: { fairnessLogUrl: string | null, fairnessReport: { keyId: string, publicKey: string, signature: string, document: string, preQueueFans: number, afterDrawFans: number, admitted: number, offers: number, ticketsSold: number, accountsServed: number, mostTicketsOneAccount: number, humanCheckFailures: number, oversold: number, handBacksResold: number | null, identitiesServed: number | null, mostTicketsOneIdentity: number | null, secureAnswers: number | null, secureP50Ms: number | null, secureP99Ms: number | null, logEntries: number, logHead: string, rateChanges: Array<{ at: string, from: number | null, to: number | null, by: string }> } | null } | null };

export type QueueFairnessRoomQueryVariables = Exact<{
  eventSlug: string;
}>;


export type QueueFairnessRoomQuery = { waitingRoom: { state: WaitingRoomState } | null };

export type QueueOperatorSettingsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type QueueOperatorSettingsQuery = { operatorWaitingRoom: { eventId: string, enabled: boolean, ratePerMinute: number, currentRatePerMinute: number, passSeconds: number, offerSeconds: number, graceSeconds: number } | null };

export type QueueOperatorUpdateMutationVariables = Exact<{
  eventId: string | number;
  input: WaitingRoomSettingsInput;
}>;


export type QueueOperatorUpdateMutation = { updateWaitingRoom:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'ValidationError', code: string, issues: Array<{ field: string, message: string }> }
    | { __typename: 'WaitingRoomSettings', enabled: boolean, ratePerMinute: number, currentRatePerMinute: number, passSeconds: number, offerSeconds: number, graceSeconds: number }
   };

export type QueueOperatorRoomQueryVariables = Exact<{
  slug: string;
}>;


export type QueueOperatorRoomQuery = { waitingRoom: { state: WaitingRoomState, admissionRatePerMinute: number } | null };

export type QueueRealNameAddIdentityMutationVariables = Exact<{
  input: AddAudienceIdentityInput;
}>;


export type QueueRealNameAddIdentityMutation = { addAudienceIdentity:
    | { __typename: 'AudienceIdentity', id: string }
    | { __typename: 'IdentityExistsError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type QueueRealNameSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type QueueRealNameSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string }
    | { __typename: 'CodeSaleNotOpenError', code: string }
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PromoCodeExpiredError', code: string }
    | { __typename: 'PromoCodeInvalidError', code: string }
    | { __typename: 'PromoCodeNotApplicableError', code: string }
    | { __typename: 'PromoCodeNotStartedError', code: string }
    | { __typename: 'PromoCodeUsedUpError', code: string }
    | { __typename: 'QueueRequiredError', code: string }
    | { __typename: 'SaleNotOpenError', code: string }
    | { __typename: 'SeatsTakenError', code: string }
    | { __typename: 'SoldOutError', code: string }
    | { __typename: 'TicketDesktopOnlyError', code: string }
    | { __typename: 'TicketHoldersOnlyError', code: string }
    | { __typename: 'TicketLimitReachedError', code: string }
    | { __typename: 'TicketPhoneRequiredError', code: string }
    | { __typename: 'TicketsSecured', order: { orderNo: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type QueueRealNameNameMutationVariables = Exact<{
  input: NameOrderTicketsInput;
}>;


export type QueueRealNameNameMutation = { nameOrderTickets:
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string, identityId: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'Order', orderNo: string, items: Array<{ identity: { id: string } | null }> }
    | { __typename: 'OrderExpiredError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type QueueRealNamePayMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type QueueRealNamePayMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'InsufficientBalanceError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotPayableError', code: string }
    | { __typename: 'PayPasswordLockedError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'PaymentAccepted', orderNo: string }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string }
    | { __typename: 'PaymentMethodUnavailableError', code: string }
    | { __typename: 'PaymentProviderUnavailableError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type QueueRealNameWaitingListMutationVariables = Exact<{
  input: JoinWaitingListInput;
}>;


export type QueueRealNameWaitingListMutation = { joinWaitingList:
    | { __typename: 'JoinWaitingListSuccess', place: { status: QueuePlaceStatus } }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'QueueClosedError', code: string }
   };

export type QueueRealNameOfferQueryVariables = Exact<{
  eventSlug: string;
}>;


export type QueueRealNameOfferQuery = { myQueuePlace: { status: QueuePlaceStatus, offer: { orderNo: string, requiresIdentity: boolean, expiresAt: string } | null } | null };

export type QueueRealNameRoomQueryVariables = Exact<{
  eventSlug: string;
}>;


export type QueueRealNameRoomQuery = { waitingRoom: { state: WaitingRoomState } | null };

export type QueueRestartJoinMutationVariables = Exact<{
  input: JoinQueueInput;
}>;


export type QueueRestartJoinMutation = { joinQueue:
    | { __typename: 'HumanCheckFailedError' }
    | { __typename: 'JoinQueueSuccess', place: { status: QueuePlaceStatus } }
    | { __typename: 'NotFoundError' }
    | { __typename: 'QueueClosedError' }
    | { __typename: 'ValidationError' }
   };

export type QueueRestartPlaceQueryVariables = Exact<{
  s: string;
}>;


export type QueueRestartPlaceQuery = { myQueuePlace: { status: QueuePlaceStatus, position: number | null, joinedAt: string } | null };

export type QueueScaleJoinMutationVariables = Exact<{
  input: JoinQueueInput;
}>;


export type QueueScaleJoinMutation = { joinQueue:
    | { __typename: 'HumanCheckFailedError' }
    | { __typename: 'JoinQueueSuccess', place: { status: QueuePlaceStatus, joinedAt: string } }
    | { __typename: 'NotFoundError' }
    | { __typename: 'QueueClosedError' }
    | { __typename: 'ValidationError' }
   };

export type QueueScalePlaceQueryVariables = Exact<{
  s: string;
}>;


export type QueueScalePlaceQuery = { myQueuePlace: { status: QueuePlaceStatus, position: number | null, joinedAt: string } | null };

export type QueueScaleSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type QueueScaleSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError' }
    | { __typename: 'CodeSaleNotOpenError' }
    | { __typename: 'HumanCheckFailedError' }
    | { __typename: 'IdentityRequiredError' }
    | { __typename: 'IdentityTakenError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'PromoCodeExpiredError' }
    | { __typename: 'PromoCodeInvalidError' }
    | { __typename: 'PromoCodeNotApplicableError' }
    | { __typename: 'PromoCodeNotStartedError' }
    | { __typename: 'PromoCodeUsedUpError' }
    | { __typename: 'QueueRequiredError' }
    | { __typename: 'SaleNotOpenError' }
    | { __typename: 'SeatsTakenError' }
    | { __typename: 'SoldOutError' }
    | { __typename: 'TicketDesktopOnlyError' }
    | { __typename: 'TicketHoldersOnlyError' }
    | { __typename: 'TicketLimitReachedError' }
    | { __typename: 'TicketPhoneRequiredError' }
    | { __typename: 'TicketsSecured' }
    | { __typename: 'ValidationError' }
   };

export type QueueScaleWaitingRoomQueryVariables = Exact<{
  s: string;
}>;


export type QueueScaleWaitingRoomQuery = { waitingRoom: { state: WaitingRoomState } | null };

export type QueueScalePositionSubscriptionVariables = Exact<{
  s: string;
}>;


export type QueueScalePositionSubscription = { queuePosition: { status: QueuePlaceStatus, admission: { token: string } | null } };

export type QueueTestPositionSubscriptionVariables = Exact<{
  slug: string;
}>;


export type QueueTestPositionSubscription = { queuePosition: { status: QueuePlaceStatus, position: number | null } };

export type QueueRoomQueryVariables = Exact<{
  eventSlug: string;
}>;


export type QueueRoomQuery = { waitingRoom: { state: WaitingRoomState, seedHash: string | null, seed: string | null, drawHash: string | null, drawList: string | null, waitingCount: number, stockLeft: number, admissionRatePerMinute: number, opensAt: string | null } | null };

export type QueueSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type QueueSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string }
    | { __typename: 'CodeSaleNotOpenError', code: string }
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PromoCodeExpiredError', code: string }
    | { __typename: 'PromoCodeInvalidError', code: string }
    | { __typename: 'PromoCodeNotApplicableError', code: string }
    | { __typename: 'PromoCodeNotStartedError', code: string }
    | { __typename: 'PromoCodeUsedUpError', code: string }
    | { __typename: 'QueueRequiredError', code: string, eventSlug: string }
    | { __typename: 'SaleNotOpenError', code: string }
    | { __typename: 'SeatsTakenError', code: string }
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

export type NginxHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type NginxHealthQuery = { health: { ok: boolean } };

export type NginxHealthAndDatabaseQueryVariables = Exact<{ [key: string]: never; }>;


export type NginxHealthAndDatabaseQuery = { health: { ok: boolean, database: boolean } };

export type NginxTicketQrSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type NginxTicketQrSubscription = { ticketQr: { pass: { version: number } | null } };

export type NginxRefreshQrMutationVariables = Exact<{
  id: string | number;
}>;


export type NginxRefreshQrMutation = { refreshTicketQr:
    | { __typename: 'NotFoundError' }
    | { __typename: 'QrUpdate' }
    | { __typename: 'UnauthenticatedError' }
   };

export type ScaleOutPaymentResultSubscriptionVariables = Exact<{
  o: string;
}>;


export type ScaleOutPaymentResultSubscription = { paymentResult: { status: PaymentResultStatus } };

export type ScaleOutTicketQrSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type ScaleOutTicketQrSubscription = { ticketQr: { active: boolean, pass: { version: number } | null } };

export type ScaleOutRefreshQrMutationVariables = Exact<{
  id: string | number;
}>;


export type ScaleOutRefreshQrMutation = { refreshTicketQr:
    | { __typename: 'NotFoundError' }
    | { __typename: 'QrUpdate', pass: { version: number } | null }
    | { __typename: 'UnauthenticatedError' }
   };

export type ScaleOutMeQueryVariables = Exact<{ [key: string]: never; }>;


export type ScaleOutMeQuery = { me: { id: string } | null };

export type ScaleOutSignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type ScaleOutSignOutMutation = { signOut: { __typename: 'Done' } };

export type ScaleOutHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type ScaleOutHealthQuery = { health: { ok: boolean } };

export type ScaleOutSalesFiguresSubscriptionVariables = Exact<{
  eventId: string | number;
}>;


export type ScaleOutSalesFiguresSubscription = { operatorSalesFigures: { eventId: string, sold: number } };

export type ScaleOutRevokeKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type ScaleOutRevokeKeyMutation = { revokeApiKey:
    | { __typename: 'ApiKey' }
    | { __typename: 'NotFoundError' }
   };

export type RelayEventsPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type RelayEventsPageQuery = { events: { edges: Array<{ cursor: string, node: { id: string, slug: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type RelayNodeSlugQueryVariables = Exact<{
  id: string | number;
}>;


export type RelayNodeSlugQuery = { node:
    | { slug: string, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type SeatStorySecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type SeatStorySecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string }
    | { __typename: 'CodeSaleNotOpenError', code: string }
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PromoCodeExpiredError', code: string }
    | { __typename: 'PromoCodeInvalidError', code: string }
    | { __typename: 'PromoCodeNotApplicableError', code: string }
    | { __typename: 'PromoCodeNotStartedError', code: string }
    | { __typename: 'PromoCodeUsedUpError', code: string }
    | { __typename: 'QueueRequiredError', code: string }
    | { __typename: 'SaleNotOpenError', code: string }
    | { __typename: 'SeatsTakenError', code: string }
    | { __typename: 'SoldOutError', code: string }
    | { __typename: 'TicketDesktopOnlyError', code: string }
    | { __typename: 'TicketHoldersOnlyError', code: string }
    | { __typename: 'TicketLimitReachedError', code: string }
    | { __typename: 'TicketPhoneRequiredError', code: string }
    | { __typename: 'TicketsSecured', order: { orderNo: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type SeatStoryPayMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type SeatStoryPayMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'InsufficientBalanceError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotPayableError', code: string }
    | { __typename: 'PayPasswordLockedError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'PaymentAccepted' }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string }
    | { __typename: 'PaymentMethodUnavailableError', code: string }
    | { __typename: 'PaymentProviderUnavailableError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type SeatStoryCancelMutationVariables = Exact<{
  orderNo: string;
}>;


export type SeatStoryCancelMutation = { cancelOrder:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'Order' }
    | { __typename: 'OrderCancelRefusedError', code: string }
    | { __typename: 'OrderExpiredError', code: string }
   };

export type SeatPickSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type SeatPickSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string, message: string, field: string | null }
    | { __typename: 'CodeSaleNotOpenError', code: string, message: string, field: string | null }
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityTakenError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeExpiredError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeInvalidError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeNotApplicableError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeNotStartedError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeUsedUpError', code: string, message: string, field: string | null }
    | { __typename: 'QueueRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'SaleNotOpenError', code: string, message: string, field: string | null }
    | { __typename: 'SeatsTakenError', code: string, message: string, field: string | null, seats: Array<{ id: string, row: string, number: number, status: SeatStatus }>, alternatives: Array<{ id: string, row: string, number: number, status: SeatStatus }> }
    | { __typename: 'SoldOutError', code: string, message: string, field: string | null }
    | { __typename: 'TicketDesktopOnlyError', code: string, message: string, field: string | null }
    | { __typename: 'TicketHoldersOnlyError', code: string, message: string, field: string | null }
    | { __typename: 'TicketLimitReachedError', code: string, message: string, field: string | null }
    | { __typename: 'TicketPhoneRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'TicketsSecured', order: { orderNo: string, items: Array<{ seat: { id: string, row: string, number: number } | null }> } }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type SeatPickMapQueryVariables = Exact<{
  slug: string;
  typeId: string | number;
  quantity: number;
}>;


export type SeatPickMapQuery = { event: { id: string, accessibleSeatsReleaseAt: string, seatMap: Array<{ area: string, ticketType: { id: string, seatSelection: SeatSelection }, rows: Array<{ row: string, seats: Array<{ id: string, number: number, status: SeatStatus, access: SeatAccess | null }> }> }>, bestAvailableSeats: Array<{ id: string, row: string, number: number }> } | null };

export type SeatingNeedSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type SeatingNeedSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string, message: string, field: string | null, releaseAt: string, seats: Array<{ id: string }> }
    | { __typename: 'CodeSaleNotOpenError', code: string, message: string, field: string | null }
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityTakenError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeExpiredError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeInvalidError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeNotApplicableError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeNotStartedError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeUsedUpError', code: string, message: string, field: string | null }
    | { __typename: 'QueueRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'SaleNotOpenError', code: string, message: string, field: string | null }
    | { __typename: 'SeatsTakenError', code: string, message: string, field: string | null }
    | { __typename: 'SoldOutError', code: string, message: string, field: string | null }
    | { __typename: 'TicketDesktopOnlyError', code: string, message: string, field: string | null }
    | { __typename: 'TicketHoldersOnlyError', code: string, message: string, field: string | null }
    | { __typename: 'TicketLimitReachedError', code: string, message: string, field: string | null }
    | { __typename: 'TicketPhoneRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'TicketsSecured', order: { orderNo: string, items: Array<{ seat: { row: string, number: number, access: SeatAccess | null } | null }> } }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type SeatingNeedOfferQueryVariables = Exact<{
  slug: string;
  typeId: string | number;
  quantity: number;
}>;


export type SeatingNeedOfferQuery = { event: { accessibleSeatsReleaseAt: string, bestAvailableSeats: Array<{ row: string, number: number }>, accessibleSpaces: Array<{ wheelchair: { id: string, row: string, number: number, access: SeatAccess | null }, companions: Array<{ id: string, row: string, number: number, access: SeatAccess | null }> }> } | null };

export type SeatingNeedMineQueryVariables = Exact<{ [key: string]: never; }>;


export type SeatingNeedMineQuery = { mySeatingNeed: { wheelchair: boolean, companions: number, updatedAt: string } | null };

export type SeatingNeedSetMutationVariables = Exact<{
  input: SeatingNeedInput;
}>;


export type SeatingNeedSetMutation = { setSeatingNeed:
    | { __typename: 'SeatingNeed', wheelchair: boolean, companions: number }
    | { __typename: 'ValidationError', code: string, field: string | null }
   };

export type SeatingNeedDeleteMutationVariables = Exact<{ [key: string]: never; }>;


export type SeatingNeedDeleteMutation = { deleteSeatingNeed: { ok: boolean } };

export type SeatingNeedExportMutationVariables = Exact<{
  p: string;
}>;


export type SeatingNeedExportMutation = { exportMyData:
    | { __typename: 'MyDataExport', data: unknown }
    | { __typename: 'TooManyAttemptsError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WrongPasswordError' }
   };

export type SeatingNeedDeleteAccountMutationVariables = Exact<{
  p: string;
}>;


export type SeatingNeedDeleteAccountMutation = { deleteMyAccount:
    | { __typename: 'AccountDeletionBlockedError', code: string }
    | { __typename: 'Done', ok: boolean }
    | { __typename: 'TooManyAttemptsError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPasswordError', code: string }
   };

export type SeatingNeedAttendeesQueryVariables = Exact<{
  eventId: string | number;
  revealEmails?: boolean | null | undefined;
}>;


export type SeatingNeedAttendeesQuery = { operatorAttendees: { edges: Array<{ node: { ticketNo: string, holderSeatingNeed: { wheelchair: boolean, companions: number } | null } }> } };

export type SeatingNeedPlaceQueryVariables = Exact<{
  eventSlug: string;
}>;


export type SeatingNeedPlaceQuery = { myQueuePlace: { status: QueuePlaceStatus, accessibleSeatsAvailable: number } | null };

export type SecuredOrderReadSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type SecuredOrderReadSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError' }
    | { __typename: 'CodeSaleNotOpenError' }
    | { __typename: 'HumanCheckFailedError' }
    | { __typename: 'IdentityRequiredError' }
    | { __typename: 'IdentityTakenError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'PromoCodeExpiredError' }
    | { __typename: 'PromoCodeInvalidError' }
    | { __typename: 'PromoCodeNotApplicableError' }
    | { __typename: 'PromoCodeNotStartedError' }
    | { __typename: 'PromoCodeUsedUpError' }
    | { __typename: 'QueueRequiredError' }
    | { __typename: 'SaleNotOpenError' }
    | { __typename: 'SeatsTakenError' }
    | { __typename: 'SoldOutError' }
    | { __typename: 'TicketDesktopOnlyError' }
    | { __typename: 'TicketHoldersOnlyError' }
    | { __typename: 'TicketLimitReachedError' }
    | { __typename: 'TicketPhoneRequiredError' }
    | { __typename: 'TicketsSecured', order: { id: string, orderNo: string, kind: OrderKind, status: OrderStatus, expiresAt: string | null, createdAt: string, paidAt: string | null, paymentAttempts: number, maxPaymentAttempts: number | null, itemCount: number, totalAmount: { amount: number, currency: Currency }, items: Array<{ id: string, kind: OrderItemKind, quantity: number, unitAmount: { amount: number, currency: Currency }, seat: { id: string, area: string, row: string, number: number, status: SeatStatus, access: SeatAccess | null } | null, ticketType: { id: string, name: string, area: string, seated: boolean, capacity: number, available: number, price: { amount: number, currency: Currency } } | null }> } }
    | { __typename: 'ValidationError' }
   };

export type SecuredOrderReadOrderQueryVariables = Exact<{
  n: string;
}>;


export type SecuredOrderReadOrderQuery = { order: { id: string, orderNo: string, kind: OrderKind, status: OrderStatus, expiresAt: string | null, createdAt: string, paidAt: string | null, paymentAttempts: number, maxPaymentAttempts: number | null, itemCount: number, totalAmount: { amount: number, currency: Currency }, items: Array<{ id: string, kind: OrderItemKind, quantity: number, unitAmount: { amount: number, currency: Currency }, seat: { id: string, area: string, row: string, number: number, status: SeatStatus, access: SeatAccess | null } | null, ticketType: { id: string, name: string, area: string, seated: boolean, capacity: number, available: number, price: { amount: number, currency: Currency } } | null }> } | null };

export type SupportTestIssueFragment = { id: string, ref: string, type: SupportIssueType, text: string, phone: string | null, email: string, status: SupportStatus, messages: Array<{ fromStaff: boolean, body: string }> };

export type SupportIssuesCreateMutationVariables = Exact<{
  input: CreateSupportIssueInput;
}>;


export type SupportIssuesCreateMutation = { createSupportIssue:
    | { __typename: 'IssueTextTooShortError', minLength: number, code: string, message: string, field: string | null }
    | { __typename: 'RateLimitedError', code: string, message: string, field: string | null }
    | { __typename: 'SupportIssue', id: string, ref: string, type: SupportIssueType, text: string, phone: string | null, email: string, status: SupportStatus, messages: Array<{ fromStaff: boolean, body: string }> }
    | { __typename: 'SupportSubjectNotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SupportIssuesMineQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportIssuesMineQuery = { mySupportIssues: Array<{ id: string, ref: string, type: SupportIssueType, text: string, phone: string | null, email: string, status: SupportStatus, messages: Array<{ fromStaff: boolean, body: string }> }> };

export type SupportIssuesAnswerMutationVariables = Exact<{
  id: string | number;
  body: string;
  close?: boolean | null | undefined;
}>;


export type SupportIssuesAnswerMutation = { answerSupportIssue:
    | { __typename: 'SupportIssue', id: string, ref: string, type: SupportIssueType, text: string, phone: string | null, email: string, status: SupportStatus, messages: Array<{ fromStaff: boolean, body: string }> }
    | { __typename: 'SupportIssueNotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SupportIssuesReplyMutationVariables = Exact<{
  id: string | number;
  body: string;
}>;


export type SupportIssuesReplyMutation = { replyToSupportIssue:
    | { __typename: 'RateLimitedError', code: string, message: string, field: string | null }
    | { __typename: 'SupportIssue', id: string, ref: string, type: SupportIssueType, text: string, phone: string | null, email: string, status: SupportStatus, messages: Array<{ fromStaff: boolean, body: string }> }
    | { __typename: 'SupportIssueNotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null, issues: Array<{ field: string, message: string, messageKey: string }> }
   };

export type SupportIssuesQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportIssuesQuery = { supportIssues: Array<{ id: string }> };

export type SupportIssuesReopenedQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportIssuesReopenedQuery = { supportIssues: Array<{ id: string }> };

export type RoutingCreateIssueMutationVariables = Exact<{
  input: CreateSupportIssueInput;
}>;


export type RoutingCreateIssueMutation = { createSupportIssue:
    | { __typename: 'IssueTextTooShortError', code: string, message: string, field: string | null }
    | { __typename: 'RateLimitedError', code: string, message: string, field: string | null }
    | { __typename: 'SupportIssue', id: string, eventId: string | null, eventName: string | null, orderNo: string | null, ticketNo: string | null }
    | { __typename: 'SupportSubjectNotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'UnauthenticatedError', code: string, message: string, field: string | null }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type RoutingInboxQueryVariables = Exact<{
  platformOnly?: boolean | null | undefined;
}>;


export type RoutingInboxQuery = { supportIssues: Array<{ id: string, eventName: string | null, orderNo: string | null, ticketNo: string | null }> };

export type RoutingMineQueryVariables = Exact<{ [key: string]: never; }>;


export type RoutingMineQuery = { mySupportIssues: Array<{ id: string, eventName: string | null, orderNo: string | null }> };

export type TicketsCatalogueQueryVariables = Exact<{
  first: number;
}>;


export type TicketsCatalogueQuery = { events: { edges: Array<{ node: { slug: string, saleState: SaleState, priceFrom: { amount: number, currency: Currency } | null, ticketTypes: { edges: Array<{ node: { name: string, area: string, available: number, price: { amount: number, currency: Currency }, rows: Array<{ row: string, available: number, total: number }>, seats: { edges: Array<{ node: { row: string, number: number, status: SeatStatus } }>, pageInfo: { hasNextPage: boolean } } } }> } } }> } };

export type TicketsRead2QueryVariables = Exact<{
  tab: TicketListTab;
}>;


export type TicketsRead2Query = { myTickets: { edges: Array<{ node: { id: string, ticketNo: string, status: TicketStatus, event: { slug: string, entryState: EntryState }, ticketType: { name: string, area: string }, seat: { area: string, row: string, number: number } | null, history: Array<{ kind: TicketHistoryKind, at: string }> } }> } };

export type TicketsRead3QueryVariables = Exact<{
  id: string | number;
}>;


export type TicketsRead3Query = { ticket: { ticketNo: string } | null };

export type TicketsRead4QueryVariables = Exact<{
  id: string | number;
}>;


export type TicketsRead4Query = { ticket: { ticketNo: string } | null };

export type TicketsRead5QueryVariables = Exact<{
  id: string | number;
}>;


export type TicketsRead5Query = { ticket: { ticketNo: string } | null };

export type TicketsReadPageQueryVariables = Exact<{
  tab: TicketListTab;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type TicketsReadPageQuery = { myTickets: { edges: Array<{ cursor: string, node: { ticketNo: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean } } };

export type TicketsSecureQueryVariables = Exact<{ [key: string]: never; }>;


export type TicketsSecureQuery = { myOrders: { edges: Array<{ node: { orderNo: string, itemCount: number } }> } };

export type TicketsSecure2MutationVariables = Exact<{
  no: string;
}>;


export type TicketsSecure2Mutation = { cancelOrder:
    | { __typename: 'NotFoundError', code: string, message: string }
    | { __typename: 'Order', status: OrderStatus }
    | { __typename: 'OrderCancelRefusedError', code: string, message: string }
    | { __typename: 'OrderExpiredError', code: string, message: string }
   };

export type TicketsSecure3QueryVariables = Exact<{ [key: string]: never; }>;


export type TicketsSecure3Query = { myOrders: { edges: Array<{ node: { orderNo: string, status: OrderStatus } }> } };

export type TicketsSecure4QueryVariables = Exact<{
  no: string;
}>;


export type TicketsSecure4Query = { order: { status: OrderStatus, paidAt: string | null, tickets: Array<{ ticketNo: string, seat: { row: string, number: number } | null }> } | null, myOrders: { edges: Array<{ node: { orderNo: string } }> }, myTickets: { edges: Array<{ node: { ticketNo: string } }> } };

export type TicketsSupportSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type TicketsSupportSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string, message: string, field: string | null }
    | { __typename: 'CodeSaleNotOpenError', code: string, message: string, field: string | null }
    | { __typename: 'HumanCheckFailedError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'IdentityTakenError', code: string, message: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeExpiredError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeInvalidError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeNotApplicableError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeNotStartedError', code: string, message: string, field: string | null }
    | { __typename: 'PromoCodeUsedUpError', code: string, message: string, field: string | null }
    | { __typename: 'QueueRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'SaleNotOpenError', code: string, message: string, field: string | null, saleState: string }
    | { __typename: 'SeatsTakenError', code: string, message: string, field: string | null }
    | { __typename: 'SoldOutError', code: string, message: string, field: string | null }
    | { __typename: 'TicketDesktopOnlyError', code: string, message: string, field: string | null }
    | { __typename: 'TicketHoldersOnlyError', code: string, message: string, field: string | null }
    | { __typename: 'TicketLimitReachedError', code: string, message: string, field: string | null, limit: number, remaining: number }
    | { __typename: 'TicketPhoneRequiredError', code: string, message: string, field: string | null }
    | { __typename: 'TicketsSecured', order: { id: string, orderNo: string, status: OrderStatus, expiresAt: string | null, totalAmount: { amount: number, currency: Currency }, items: Array<{ seat: { row: string, number: number, status: SeatStatus } | null, ticketType: { id: string } | null }> } }
    | { __typename: 'ValidationError', code: string, message: string, field: string | null }
   };

export type TransfersFlowQueryVariables = Exact<{
  id: string | number;
}>;


export type TransfersFlowQuery = { ticket: { ticketNo: string, canTransfer: boolean, transferLockedUntil: string | null, history: Array<{ kind: TicketHistoryKind, outgoing: boolean | null }>, qrPass: { version: number } | null } | null };

export type TransfersFlow2QueryVariables = Exact<{
  id: string | number;
}>;


export type TransfersFlow2Query = { sharedTransfer: { eventTitle: string, ticketTypeName: string, fromNickname: string } | null };

export type TransfersFlow3QueryVariables = Exact<{
  tab: TicketListTab;
}>;


export type TransfersFlow3Query = { myTickets: { edges: Array<{ node: { ticketNo: string, transferredAway: boolean } }> } };

export type WalletLedgerQueryVariables = Exact<{
  o: string;
}>;


export type WalletLedgerQuery = { payableOrder:
    | { amount: { amount: number, currency: string }, fanCoinAmount: { amount: number } | null, walletBalance: { amount: number } }
    | Record<PropertyKey, never>
   };

export type WalletLedger2MutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type WalletLedger2Mutation = { payOrder:
    | { __typename: 'HoldExpiredError' }
    | { __typename: 'IdentityRequiredError' }
    | { __typename: 'InsufficientBalanceError' }
    | { __typename: 'NotFoundError' }
    | { __typename: 'OrderNotPayableError' }
    | { __typename: 'PayPasswordLockedError' }
    | { __typename: 'PayPasswordNotSetError' }
    | { __typename: 'PaymentAccepted' }
    | { __typename: 'PaymentAttemptsExhaustedError' }
    | { __typename: 'PaymentMethodUnavailableError' }
    | { __typename: 'PaymentProviderUnavailableError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
    | { __typename: 'WrongPayPasswordError', code: string, field: string | null, attemptsLeft: number | null }
   };

export type PushTicketPassesQueryVariables = Exact<{
  id: string | number;
}>;


export type PushTicketPassesQuery = { ticket: { id: string, walletPasses: { applePassUrl: string | null } | null } | null };

export type PushCancelEventMutationVariables = Exact<{
  id: string | number;
}>;


export type PushCancelEventMutation = { cancelEvent:
    | { __typename: 'EventCancellation', event: { id: string, cancelledAt: string | null } }
    | { __typename: 'NotFoundError', code: string }
   };

export type PushUpdateEventMutationVariables = Exact<{
  id: string | number;
  input: UpdateEventInput;
}>;


export type PushUpdateEventMutation = { updateEvent:
    | { __typename: 'EventCancelledError', code: string, field: string | null }
    | { __typename: 'NotFoundError', code: string, field: string | null }
    | { __typename: 'OperatorEvent', id: string, latitude: number | null, longitude: number | null, venue: string }
    | { __typename: 'ValidationError', code: string, field: string | null }
   };

export type PushSecureMutationVariables = Exact<{
  input: SecureTicketsInput;
}>;


export type PushSecureMutation = { secureTickets:
    | { __typename: 'AccessibleSeatsKeptError', code: string }
    | { __typename: 'CodeSaleNotOpenError', code: string }
    | { __typename: 'HumanCheckFailedError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'IdentityTakenError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PromoCodeExpiredError', code: string }
    | { __typename: 'PromoCodeInvalidError', code: string }
    | { __typename: 'PromoCodeNotApplicableError', code: string }
    | { __typename: 'PromoCodeNotStartedError', code: string }
    | { __typename: 'PromoCodeUsedUpError', code: string }
    | { __typename: 'QueueRequiredError', code: string }
    | { __typename: 'SaleNotOpenError', code: string }
    | { __typename: 'SeatsTakenError', code: string }
    | { __typename: 'SoldOutError', code: string }
    | { __typename: 'TicketDesktopOnlyError', code: string }
    | { __typename: 'TicketHoldersOnlyError', code: string }
    | { __typename: 'TicketLimitReachedError', code: string }
    | { __typename: 'TicketPhoneRequiredError', code: string }
    | { __typename: 'TicketsSecured', order: { orderNo: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type PushPayMutationVariables = Exact<{
  input: PayOrderInput;
}>;


export type PushPayMutation = { payOrder:
    | { __typename: 'HoldExpiredError', code: string }
    | { __typename: 'IdentityRequiredError', code: string }
    | { __typename: 'InsufficientBalanceError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OrderNotPayableError', code: string }
    | { __typename: 'PayPasswordLockedError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'PaymentAccepted', orderNo: string }
    | { __typename: 'PaymentAttemptsExhaustedError', code: string }
    | { __typename: 'PaymentMethodUnavailableError', code: string }
    | { __typename: 'PaymentProviderUnavailableError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type PushHandBackMutationVariables = Exact<{
  input: HandBackTicketsInput;
}>;


export type PushHandBackMutation = { handBackTickets:
    | { __typename: 'HandBackNotOfferedError', code: string }
    | { __typename: 'HandBackPayoutUnavailableError', code: string }
    | { __typename: 'HandBackTicketsSuccess', handBacks: Array<{ id: string, status: HandBackStatus }> }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'TicketCannotBeHandedBackError', code: string }
    | { __typename: 'TooManyAttemptsError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type PushWithdrawHandBackMutationVariables = Exact<{
  id: string | number;
}>;


export type PushWithdrawHandBackMutation = { withdrawHandBack:
    | { __typename: 'HandBack', id: string, status: HandBackStatus }
    | { __typename: 'HandBackClosedError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type PushTicketStatusSubscriptionVariables = Exact<{
  id: string | number;
}>;


export type PushTicketStatusSubscription = { ticketStatus: { ticketId: string, status: TicketStatus } };

export type PushWebhookCreateMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type PushWebhookCreateMutation = { createWebhookEndpoint:
    | { __typename: 'CreatedWebhookEndpoint', endpoint: { id: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type WalletProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type WalletProvidersQuery = { walletPassProviders: { apple: boolean, google: boolean } };

export type WalletTicketPassesQueryVariables = Exact<{
  id: string | number;
}>;


export type WalletTicketPassesQuery = { ticket: { id: string, walletPasses: { googleSaveUrl: string | null, applePassUrl: string | null } | null } | null };

export type CheckedInWebhookCreateMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CheckedInWebhookCreateMutation = { createWebhookEndpoint:
    | { __typename: 'CreatedWebhookEndpoint', secret: string, endpoint: { id: string } }
    | { __typename: 'ValidationError', code: string }
   };

export type CheckedInWebhookTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckedInWebhookTypesQuery = { webhookEventTypes: Array<{ type: string, description: string }> };

export type CheckedInWebhookUploadMutationVariables = Exact<{
  gateId: string;
  scans: Array<OfflineScanInput> | OfflineScanInput;
}>;


export type CheckedInWebhookUploadMutation = { uploadGateScans:
    | { __typename: 'GateUpload', results: Array<{ result: EntryResult }> }
    | { __typename: 'ValidationError' }
   };

export type CheckedInWebhookCheckInMutationVariables = Exact<{
  eventId: string | number;
  ticketId: string | number;
  gateId?: string | null | undefined;
}>;


export type CheckedInWebhookCheckInMutation = { checkInTicket:
    | { __typename: 'CheckInDone', ticketNo: string }
    | { __typename: 'CheckInRefusedError', reason: CheckInRefusal, code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type CheckedInWebhookUndoMutationVariables = Exact<{
  eventId: string | number;
  ticketId: string | number;
}>;


export type CheckedInWebhookUndoMutation = { undoCheckIn:
    | { __typename: 'CheckInUndone', ticketNo: string }
    | { __typename: 'NotCheckedInError', code: string }
    | { __typename: 'NotFoundError', code: string }
   };

export type WebhookTypesCreateEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhookTypesCreateEndpointMutation = { createWebhookEndpoint:
    | { __typename: 'CreatedWebhookEndpoint', secret: string, endpoint: { id: string, eventTypes: Array<string> } }
    | { __typename: 'ValidationError', code: string }
   };

export type WebhookTypesCancelOrderMutationVariables = Exact<{
  orderNo: string;
}>;


export type WebhookTypesCancelOrderMutation = { cancelOrder:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'Order', status: OrderStatus }
    | { __typename: 'OrderCancelRefusedError', code: string }
    | { __typename: 'OrderExpiredError', code: string }
   };

export type WebhookTypesCancelEventMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhookTypesCancelEventMutation = { cancelEvent:
    | { __typename: 'EventCancellation', alreadyCancelled: boolean, ordersRefunded: number }
    | { __typename: 'NotFoundError', code: string }
   };

export type WebhookTypesHandBackMutationVariables = Exact<{
  input: HandBackTicketsInput;
}>;


export type WebhookTypesHandBackMutation = { handBackTickets:
    | { __typename: 'HandBackNotOfferedError', code: string }
    | { __typename: 'HandBackPayoutUnavailableError', code: string }
    | { __typename: 'HandBackTicketsSuccess', handBacks: Array<{ id: string, status: HandBackStatus, faceAmount: number, currency: string, ticketNo: string }> }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'PayPasswordNotSetError', code: string }
    | { __typename: 'TicketCannotBeHandedBackError', code: string }
    | { __typename: 'TooManyAttemptsError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WrongPayPasswordError', code: string }
   };

export type WebhookTypesWithdrawMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhookTypesWithdrawMutation = { withdrawHandBack:
    | { __typename: 'HandBack', id: string, status: HandBackStatus }
    | { __typename: 'HandBackClosedError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'UnauthenticatedError', code: string }
    | { __typename: 'ValidationError', code: string }
   };

export type WebhookTypesWaitingListMutationVariables = Exact<{
  input: JoinWaitingListInput;
}>;


export type WebhookTypesWaitingListMutation = { joinWaitingList:
    | { __typename: 'JoinWaitingListSuccess', place: { status: QueuePlaceStatus } }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'QueueClosedError', code: string }
   };

export type WebhooksCreateMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhooksCreateMutation = { createWebhookEndpoint:
    | { __typename: 'CreatedWebhookEndpoint', secret: string, endpoint: { id: string, url: string, eventTypes: Array<string>, enabled: boolean } }
    | { __typename: 'ValidationError', code: string, message: string, issues: Array<{ field: string }> }
   };

export type WebhooksPingMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksPingMutation = { pingWebhookEndpoint:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'WebhookDelivery', id: string, messageId: string, status: WebhookDeliveryStatus }
   };

export type WebhooksRedeliverMutationVariables = Exact<{
  id: string | number;
}>;


export type WebhooksRedeliverMutation = { redeliverWebhook:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'WebhookDelivery', id: string, messageId: string, status: WebhookDeliveryStatus }
   };

export type WebhooksDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
}>;


export type WebhooksDeliveriesQuery = { webhookDeliveries: Array<{ id: string, messageId: string, eventType: string, status: WebhookDeliveryStatus, attempts: number, lastResponseCode: number | null, lastError: string | null, payload: string }> };

export type WebhooksUpdateEventMutationVariables = Exact<{
  id: string | number;
  input: UpdateEventInput;
}>;


export type WebhooksUpdateEventMutation = { updateEvent:
    | { __typename: 'EventCancelledError', code: string }
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'OperatorEvent' }
    | { __typename: 'ValidationError', code: string }
   };

export type WebhooksSupportIssueMutationVariables = Exact<{
  input: CreateSupportIssueInput;
}>;


export type WebhooksSupportIssueMutation = { createSupportIssue:
    | { __typename: 'IssueTextTooShortError' }
    | { __typename: 'RateLimitedError' }
    | { __typename: 'SupportIssue', id: string }
    | { __typename: 'SupportSubjectNotFoundError' }
    | { __typename: 'UnauthenticatedError' }
    | { __typename: 'ValidationError' }
   };

export type WebhooksUpdateEndpointMutationVariables = Exact<{
  id: string | number;
  input: UpdateWebhookEndpointInput;
}>;


export type WebhooksUpdateEndpointMutation = { updateWebhookEndpoint:
    | { __typename: 'NotFoundError', code: string }
    | { __typename: 'ValidationError', code: string }
    | { __typename: 'WebhookEndpoint', enabled: boolean }
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
export const AccountsErrorFragmentDoc = new TypedDocumentString(`
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}
    `, {"fragmentName":"AccountsError"}) as unknown as TypedDocumentString<AccountsErrorFragment, unknown>;
export const EntryErrorFragmentDoc = new TypedDocumentString(`
    fragment EntryError on Error {
  code
  message
  field
}
    `, {"fragmentName":"EntryError"}) as unknown as TypedDocumentString<EntryErrorFragment, unknown>;
export const MerchAddressFieldsFragmentDoc = new TypedDocumentString(`
    fragment MerchAddressFields on Address {
  id
  recipient
  phone
  line1
  line2
  city
  region
  postalCode
  country
  isDefault
}
    `, {"fragmentName":"MerchAddressFields"}) as unknown as TypedDocumentString<MerchAddressFieldsFragment, unknown>;
export const MerchErrorFragmentDoc = new TypedDocumentString(`
    fragment MerchError on Error {
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      messageKey
    }
  }
}
    `, {"fragmentName":"MerchError"}) as unknown as TypedDocumentString<MerchErrorFragment, unknown>;
export const MerchTestOrderFragmentDoc = new TypedDocumentString(`
    fragment MerchTestOrder on MerchOrder {
  id
  orderNo
  status
  tab
  itemCount
  pickup
  pickupDate
  expiresAt
  paidAt
  fulfilment
  fulfilmentTrack
  total {
    amount
    currency
  }
  items {
    id
    quantity
    redeemed
    unitPrice {
      amount
      currency
    }
    variant {
      id
      sku
      size
      stock
    }
    product {
      slug
      name
    }
  }
  shippingAddress {
    recipient
    line1
    city
    country
  }
  logistics {
    status
    at
    note
  }
}
    `, {"fragmentName":"MerchTestOrder"}) as unknown as TypedDocumentString<MerchTestOrderFragment, unknown>;
export const AccessibleEventFragmentDoc = new TypedDocumentString(`
    fragment AccessibleEvent on OperatorEvent {
  __typename
  id
  slug
  startsAt
  accessibleReleaseAt
  accessibleSeatsReleaseAt
  ticketTypes {
    id
    area
    seated
    seatSelection
  }
  seatMap {
    area
    rows {
      row
      seats {
        number
        status
        access
      }
    }
  }
}
    `, {"fragmentName":"AccessibleEvent"}) as unknown as TypedDocumentString<AccessibleEventFragment, unknown>;
export const CatalogueEventFragmentDoc = new TypedDocumentString(`
    fragment CatalogueEvent on OperatorEvent {
  __typename
  id
  cancelledAt
  salesPaused
  ticketTypes {
    id
    area
    capacity
    seated
    sold
  }
  seatMap {
    area
    ticketTypeId
    rows {
      row
      seats {
        number
        status
      }
    }
  }
}
    `, {"fragmentName":"CatalogueEvent"}) as unknown as TypedDocumentString<CatalogueEventFragment, unknown>;
export const PaymentErrorFragmentDoc = new TypedDocumentString(`
    fragment PaymentError on Error {
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      messageKey
    }
  }
  ... on PayPasswordLockedError {
    retryAfterSeconds
  }
}
    `, {"fragmentName":"PaymentError"}) as unknown as TypedDocumentString<PaymentErrorFragment, unknown>;
export const PrivacyErrorFragmentDoc = new TypedDocumentString(`
    fragment PrivacyError on Error {
  code
  message
  field
}
    `, {"fragmentName":"PrivacyError"}) as unknown as TypedDocumentString<PrivacyErrorFragment, unknown>;
export const SupportTestIssueFragmentDoc = new TypedDocumentString(`
    fragment SupportTestIssue on SupportIssue {
  id
  ref
  type
  text
  phone
  email
  status
  messages {
    fromStaff
    body
  }
}
    `, {"fragmentName":"SupportTestIssue"}) as unknown as TypedDocumentString<SupportTestIssueFragment, unknown>;
export const E2ESendEmailCodeDocument = new TypedDocumentString(`
    mutation E2ESendEmailCode($input: SendEmailCodeInput!) {
  sendEmailCode(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<E2ESendEmailCodeMutation, E2ESendEmailCodeMutationVariables>;
export const E2ERegisterDocument = new TypedDocumentString(`
    mutation E2ERegister($input: RegisterInput!) {
  register(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<E2ERegisterMutation, E2ERegisterMutationVariables>;
export const E2EMyTicketIdsDocument = new TypedDocumentString(`
    query E2EMyTicketIds {
  myTickets(tab: UPCOMING) {
    edges {
      node {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<E2EMyTicketIdsQuery, E2EMyTicketIdsQueryVariables>;
export const E2EInviteDocument = new TypedDocumentString(`
    mutation E2EInvite($input: InviteOrganisationMemberInput!) {
  inviteOrganisationMember(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<E2EInviteMutation, E2EInviteMutationVariables>;
export const E2ESecureTicketsDocument = new TypedDocumentString(`
    mutation E2ESecureTickets($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on TicketsSecured {
      order {
        orderNo
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<E2ESecureTicketsMutation, E2ESecureTicketsMutationVariables>;
export const E2EPayOrderDocument = new TypedDocumentString(`
    mutation E2EPayOrder($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on PaymentAccepted {
      status
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<E2EPayOrderMutation, E2EPayOrderMutationVariables>;
export const E2EProvidersPayDocument = new TypedDocumentString(`
    mutation E2EProvidersPay($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on PaymentAccepted {
      status
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<E2EProvidersPayMutation, E2EProvidersPayMutationVariables>;
export const E2ESignInDocument = new TypedDocumentString(`
    mutation E2ESignIn($i: SignInInput!) {
  signIn(input: $i) {
    __typename
    ... on AuthPayload {
      token
    }
  }
}
    `) as unknown as TypedDocumentString<E2ESignInMutation, E2ESignInMutationVariables>;
export const E2ESkipPhoneDocument = new TypedDocumentString(`
    mutation E2ESkipPhone {
  skipPhoneVerification {
    __typename
  }
}
    `) as unknown as TypedDocumentString<E2ESkipPhoneMutation, E2ESkipPhoneMutationVariables>;
export const AccountsSendCodeDocument = new TypedDocumentString(`
    mutation AccountsSendCode($input: SendEmailCodeInput!) {
  sendEmailCode(input: $input) {
    __typename
    ...AccountsError
    ... on CodeSent {
      expiresInSeconds
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<AccountsSendCodeMutation, AccountsSendCodeMutationVariables>;
export const AccountsRegisterDocument = new TypedDocumentString(`
    mutation AccountsRegister($input: RegisterInput!) {
  register(input: $input) {
    __typename
    ...AccountsError
    ... on AuthPayload {
      token
      user {
        id
        email
        nickname
        avatar
        language
        inviteCode
        payPasswordSetUp
        isPhoneVerified
      }
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<AccountsRegisterMutation, AccountsRegisterMutationVariables>;
export const AccountsSignInDocument = new TypedDocumentString(`
    mutation AccountsSignIn($input: SignInInput!) {
  signIn(input: $input) {
    __typename
    ...AccountsError
    ... on AuthPayload {
      token
      user {
        id
        email
      }
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<AccountsSignInMutation, AccountsSignInMutationVariables>;
export const AccountsMeDocument = new TypedDocumentString(`
    query AccountsMe {
  me {
    id
    email
    nickname
    avatar
    language
    phone
    phoneAreaCode
    isPhoneVerified
    phoneVerificationSkipped
    payPasswordSetUp
    inviteCode
  }
}
    `) as unknown as TypedDocumentString<AccountsMeQuery, AccountsMeQueryVariables>;
export const HumanCheckChallengeForTestsDocument = new TypedDocumentString(`
    query HumanCheckChallengeForTests {
  humanCheckChallenge
}
    `) as unknown as TypedDocumentString<HumanCheckChallengeForTestsQuery, HumanCheckChallengeForTestsQueryVariables>;
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
export const SecurityResetPasswordDocument = new TypedDocumentString(`
    mutation SecurityResetPassword($input: ResetPasswordInput!) {
  resetPassword(input: $input) {
    __typename
    ...AccountsError
    ... on Done {
      ok
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecurityResetPasswordMutation, SecurityResetPasswordMutationVariables>;
export const SecurityChangePasswordDocument = new TypedDocumentString(`
    mutation SecurityChangePassword($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    __typename
    ...AccountsError
    ... on Done {
      ok
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecurityChangePasswordMutation, SecurityChangePasswordMutationVariables>;
export const SecuritySetPayPasswordDocument = new TypedDocumentString(`
    mutation SecuritySetPayPassword($p: String!) {
  setPayPassword(payPassword: $p) {
    __typename
    ...AccountsError
    ... on User {
      payPasswordSetUp
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecuritySetPayPasswordMutation, SecuritySetPayPasswordMutationVariables>;
export const SecurityChangePayPasswordDocument = new TypedDocumentString(`
    mutation SecurityChangePayPassword($input: ChangePayPasswordInput!) {
  changePayPassword(input: $input) {
    __typename
    ...AccountsError
    ... on Done {
      ok
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecurityChangePayPasswordMutation, SecurityChangePayPasswordMutationVariables>;
export const SecuritySendPayPasswordCodeDocument = new TypedDocumentString(`
    mutation SecuritySendPayPasswordCode {
  sendPayPasswordCode {
    __typename
    ...AccountsError
    ... on CodeSent {
      expiresInSeconds
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecuritySendPayPasswordCodeMutation, SecuritySendPayPasswordCodeMutationVariables>;
export const SecurityResetPayPasswordDocument = new TypedDocumentString(`
    mutation SecurityResetPayPassword($input: ResetPayPasswordInput!) {
  resetPayPassword(input: $input) {
    __typename
    ...AccountsError
    ... on Done {
      ok
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecurityResetPayPasswordMutation, SecurityResetPayPasswordMutationVariables>;
export const SecuritySendCurrentEmailCodeDocument = new TypedDocumentString(`
    mutation SecuritySendCurrentEmailCode {
  sendCurrentEmailCode {
    __typename
    ...AccountsError
    ... on CodeSent {
      expiresInSeconds
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecuritySendCurrentEmailCodeMutation, SecuritySendCurrentEmailCodeMutationVariables>;
export const SecuritySendNewEmailCodeDocument = new TypedDocumentString(`
    mutation SecuritySendNewEmailCode($email: String!) {
  sendNewEmailCode(email: $email) {
    __typename
    ...AccountsError
    ... on CodeSent {
      expiresInSeconds
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecuritySendNewEmailCodeMutation, SecuritySendNewEmailCodeMutationVariables>;
export const SecurityChangeEmailDocument = new TypedDocumentString(`
    mutation SecurityChangeEmail($input: ChangeEmailInput!) {
  changeEmail(input: $input) {
    __typename
    ...AccountsError
    ... on User {
      email
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecurityChangeEmailMutation, SecurityChangeEmailMutationVariables>;
export const SecuritySendPhoneCodeDocument = new TypedDocumentString(`
    mutation SecuritySendPhoneCode($input: PhoneInput!) {
  sendPhoneCode(input: $input) {
    __typename
    ...AccountsError
    ... on CodeSent {
      expiresInSeconds
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecuritySendPhoneCodeMutation, SecuritySendPhoneCodeMutationVariables>;
export const SecurityVerifyPhoneDocument = new TypedDocumentString(`
    mutation SecurityVerifyPhone($input: PhoneCodeInput!) {
  verifyPhone(input: $input) {
    __typename
    ...AccountsError
    ... on User {
      phone
      phoneAreaCode
      isPhoneVerified
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecurityVerifyPhoneMutation, SecurityVerifyPhoneMutationVariables>;
export const SecuritySkipPhoneDocument = new TypedDocumentString(`
    mutation SecuritySkipPhone {
  skipPhoneVerification {
    __typename
    ... on Error {
      code
    }
    ... on User {
      isPhoneVerified
      phoneVerificationSkipped
    }
  }
}
    `) as unknown as TypedDocumentString<SecuritySkipPhoneMutation, SecuritySkipPhoneMutationVariables>;
export const SecurityUpdateProfileDocument = new TypedDocumentString(`
    mutation SecurityUpdateProfile($input: UpdateProfileInput!) {
  updateProfile(input: $input) {
    __typename
    ...AccountsError
    ... on User {
      nickname
      avatar
      language
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SecurityUpdateProfileMutation, SecurityUpdateProfileMutationVariables>;
export const AccountsSigninSignOutDocument = new TypedDocumentString(`
    mutation AccountsSigninSignOut {
  signOut {
    __typename
    ... on Done {
      ok
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsSigninSignOutMutation, AccountsSigninSignOutMutationVariables>;
export const AccountsSigninDeviceDocument = new TypedDocumentString(`
    mutation AccountsSigninDevice($input: SignInInput!) {
  signIn(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on AuthPayload {
      token
      deviceToken
    }
  }
}
    `) as unknown as TypedDocumentString<AccountsSigninDeviceMutation, AccountsSigninDeviceMutationVariables>;
export const AccountsSigninSkipPhoneDocument = new TypedDocumentString(`
    mutation AccountsSigninSkipPhone {
  skipPhoneVerification {
    __typename
  }
}
    `) as unknown as TypedDocumentString<AccountsSigninSkipPhoneMutation, AccountsSigninSkipPhoneMutationVariables>;
export const AccountsSigninMeDocument = new TypedDocumentString(`
    query AccountsSigninMe {
  me {
    email
    payPasswordSetUp
    isPhoneVerified
  }
}
    `) as unknown as TypedDocumentString<AccountsSigninMeQuery, AccountsSigninMeQueryVariables>;
export const SignupCheckEmailDocument = new TypedDocumentString(`
    query SignupCheckEmail($email: String!) {
  checkEmail(email: $email) {
    __typename
    ...AccountsError
    ... on EmailStatus {
      email
      registered
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SignupCheckEmailQuery, SignupCheckEmailQueryVariables>;
export const SignupCheckEmailCodeDocument = new TypedDocumentString(`
    mutation SignupCheckEmailCode($input: CheckEmailCodeInput!) {
  checkEmailCode(input: $input) {
    __typename
    ...AccountsError
    ... on Done {
      ok
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<SignupCheckEmailCodeMutation, SignupCheckEmailCodeMutationVariables>;
export const ExportStartDocument = new TypedDocumentString(`
    mutation ExportStart($eventId: ID!, $format: AttendeesExportFormat!) {
  startAttendeesExport(eventId: $eventId, format: $format) {
    __typename
    ... on AttendeesExport {
      id
      status
      rowsDone
      rowsTotal
      revealed
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ExportStartMutation, ExportStartMutationVariables>;
export const ExportJobDocument = new TypedDocumentString(`
    query ExportJob($id: ID!) {
  attendeesExport(id: $id) {
    id
    status
    rowsDone
    rowsTotal
    revealed
    fileName
    contentType
    fileBase64
  }
}
    `) as unknown as TypedDocumentString<ExportJobQuery, ExportJobQueryVariables>;
export const MessagePreviewDocument = new TypedDocumentString(`
    query MessagePreview($input: AttendeesMessageInput!) {
  attendeesMessagePreview(input: $input) {
    __typename
    ... on QueryAttendeesMessagePreviewSuccess {
      data {
        recipients
        subject
        text
        sentToday
        dailyLimit
      }
    }
    ... on ValidationError {
      issues {
        field
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<MessagePreviewQuery, MessagePreviewQueryVariables>;
export const MessageSendDocument = new TypedDocumentString(`
    mutation MessageSend($input: AttendeesMessageInput!) {
  sendAttendeesMessage(input: $input) {
    __typename
    ... on MutationSendAttendeesMessageSuccess {
      data {
        recipients
        sentToday
        dailyLimit
      }
    }
    ... on RateLimitedError {
      retryAfterSeconds
    }
    ... on ValidationError {
      issues {
        field
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<MessageSendMutation, MessageSendMutationVariables>;
export const CaptchaStaffChallengeDocument = new TypedDocumentString(`
    query CaptchaStaffChallenge {
  humanCheckChallenge
}
    `) as unknown as TypedDocumentString<CaptchaStaffChallengeQuery, CaptchaStaffChallengeQueryVariables>;
export const CaptchaStaffMeDocument = new TypedDocumentString(`
    query CaptchaStaffMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<CaptchaStaffMeQuery, CaptchaStaffMeQueryVariables>;
export const DashboardFiguresDocument = new TypedDocumentString(`
    subscription DashboardFigures($eventId: ID!) {
  operatorSalesFigures(eventId: $eventId) {
    eventId
    capacity
    sold
    held
    paidOrders
    revenue {
      amount
      currency
    }
    queueWaiting
    scansAccepted
    perMinute {
      minute
      sold
      scans
    }
    ticketTypes {
      name
      capacity
      taken
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardFiguresSubscription, DashboardFiguresSubscriptionVariables>;
export const DashboardFiguresNowDocument = new TypedDocumentString(`
    query DashboardFiguresNow($eventId: ID!) {
  operatorSalesFigures(eventId: $eventId) {
    __typename
    ... on OperatorSalesFigures {
      sold
      capacity
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardFiguresNowQuery, DashboardFiguresNowQueryVariables>;
export const DbOutageEventsDocument = new TypedDocumentString(`
    query DbOutageEvents {
  events(first: 3) {
    edges {
      node {
        slug
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DbOutageEventsQuery, DbOutageEventsQueryVariables>;
export const DbOutageMeDocument = new TypedDocumentString(`
    query DbOutageMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<DbOutageMeQuery, DbOutageMeQueryVariables>;
export const DbOutageUpdateProfileDocument = new TypedDocumentString(`
    mutation DbOutageUpdateProfile {
  updateProfile(input: {language: "vi"}) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<DbOutageUpdateProfileMutation, DbOutageUpdateProfileMutationVariables>;
export const EnquiriesBusinessSendDocument = new TypedDocumentString(`
    mutation EnquiriesBusinessSend($input: BusinessEnquiryInput!) {
  sendBusinessEnquiry(input: $input) {
    __typename
    ...AccountsError
    ... on BusinessEnquiryReceived {
      id
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<EnquiriesBusinessSendMutation, EnquiriesBusinessSendMutationVariables>;
export const EnquiriesBusinessCountriesDocument = new TypedDocumentString(`
    query EnquiriesBusinessCountries {
  countries {
    code
    name
  }
}
    `) as unknown as TypedDocumentString<EnquiriesBusinessCountriesQuery, EnquiriesBusinessCountriesQueryVariables>;
export const EntryGateRefreshQrDocument = new TypedDocumentString(`
    mutation EntryGateRefreshQr($id: ID!) {
  refreshTicketQr(ticketId: $id) {
    __typename
    ... on QrUpdate {
      active
      code
      pass {
        version
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EntryGateRefreshQrMutation, EntryGateRefreshQrMutationVariables>;
export const EntryGate2Document = new TypedDocumentString(`
    mutation EntryGate2($gateId: String!, $scans: [OfflineScanInput!]!) {
  uploadGateScans(gateId: $gateId, scans: $scans) {
    __typename
    ... on GateUpload {
      results {
        result
        firstUsedAt
        firstEntrance
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EntryGate2Mutation, EntryGate2MutationVariables>;
export const EntryGate3Document = new TypedDocumentString(`
    query EntryGate3 {
  gateSnapshot {
    periodSeconds
    graceSeconds
    keys {
      keyId
      publicKey
      active
    }
    revocations {
      kind
      id
      minVersion
      closed
    }
  }
}
    `) as unknown as TypedDocumentString<EntryGate3Query, EntryGate3QueryVariables>;
export const EntryGate4Document = new TypedDocumentString(`
    query EntryGate4 {
  gateSnapshot {
    generatedAt
  }
}
    `) as unknown as TypedDocumentString<EntryGate4Query, EntryGate4QueryVariables>;
export const EntryGate5Document = new TypedDocumentString(`
    query EntryGate5 {
  qrPublicKeys {
    keyId
    publicKey
  }
}
    `) as unknown as TypedDocumentString<EntryGate5Query, EntryGate5QueryVariables>;
export const EntryGate6Document = new TypedDocumentString(`
    mutation EntryGate6($gateId: String!, $scans: [OfflineScanInput!]!) {
  uploadGateScans(gateId: $gateId, scans: $scans) {
    __typename
    ... on GateUpload {
      results {
        result
        firstEntrance
      }
    }
  }
}
    `) as unknown as TypedDocumentString<EntryGate6Mutation, EntryGate6MutationVariables>;
export const EntryGate7Document = new TypedDocumentString(`
    query EntryGate7($c: String!) {
  publicTicketStatus(code: $c) {
    status
    eventTitle
    typeName
    usedAt
    entrance
    codeCurrent
  }
}
    `) as unknown as TypedDocumentString<EntryGate7Query, EntryGate7QueryVariables>;
export const EntryGate8Document = new TypedDocumentString(`
    subscription EntryGate8($id: ID!) {
  ticketQr(ticketId: $id) {
    active
    code
  }
}
    `) as unknown as TypedDocumentString<EntryGate8Subscription, EntryGate8SubscriptionVariables>;
export const EntryGate9Document = new TypedDocumentString(`
    subscription EntryGate9($id: ID!) {
  ticketStatus(ticketId: $id) {
    ticketId
    status
    validatedEntrance
  }
}
    `) as unknown as TypedDocumentString<EntryGate9Subscription, EntryGate9SubscriptionVariables>;
export const EntryGateEventEntryDocument = new TypedDocumentString(`
    subscription EntryGateEventEntry($id: ID!) {
  eventEntry(eventId: $id) {
    entryState
    entryNote
    doorsOpenAt
  }
}
    `) as unknown as TypedDocumentString<EntryGateEventEntrySubscription, EntryGateEventEntrySubscriptionVariables>;
export const EntryGate11Document = new TypedDocumentString(`
    mutation EntryGate11($input: UpdateEventEntryInput!) {
  updateEventEntry(input: $input) {
    entryState
    entryNote
  }
}
    `) as unknown as TypedDocumentString<EntryGate11Mutation, EntryGate11MutationVariables>;
export const EntryGate12Document = new TypedDocumentString(`
    query EntryGate12 {
  myEntryGuide {
    ticketCount
    entrances
    event {
      entryState
      doorsOpenAt
    }
  }
}
    `) as unknown as TypedDocumentString<EntryGate12Query, EntryGate12QueryVariables>;
export const EntrySendTransferCodeDocument = new TypedDocumentString(`
    mutation EntrySendTransferCode($input: SendTransferCodeInput!) {
  sendTransferCode(input: $input) {
    __typename
    ...EntryError
    ... on TransferCodeSent {
      expiresInSeconds
      sentTo
    }
    ... on TransferLockedError {
      lockedUntil
    }
    ... on RecipientTicketLimitError {
      max
    }
  }
}
    fragment EntryError on Error {
  code
  message
  field
}`) as unknown as TypedDocumentString<EntrySendTransferCodeMutation, EntrySendTransferCodeMutationVariables>;
export const EntryTransferDocument = new TypedDocumentString(`
    mutation EntryTransfer($input: TransferTicketInput!) {
  transferTicket(input: $input) {
    __typename
    ...EntryError
    ... on TransferDone {
      transferId
      toEmail
    }
  }
}
    fragment EntryError on Error {
  code
  message
  field
}`) as unknown as TypedDocumentString<EntryTransferMutation, EntryTransferMutationVariables>;
export const EntryQrCodeDocument = new TypedDocumentString(`
    query EntryQrCode($kind: PassKind!, $id: String!) {
  qrCode(kind: $kind, id: $id) {
    active
    code
    validUntil
    pass {
      keyId
      secret
      version
      periodSeconds
      passPublicKey
      certificate
    }
  }
}
    `) as unknown as TypedDocumentString<EntryQrCodeQuery, EntryQrCodeQueryVariables>;
export const EntryVerifyDocument = new TypedDocumentString(`
    mutation EntryVerify($input: VerifyEntryInput!) {
  verifyEntry(input: $input) {
    __typename
    ...EntryError
    ... on EntryVerification {
      result
      kind
      scannedAt
      firstUsedAt
      firstEntrance
      ticketNo
      eventTitle
      productName
    }
  }
}
    fragment EntryError on Error {
  code
  message
  field
}`) as unknown as TypedDocumentString<EntryVerifyMutation, EntryVerifyMutationVariables>;
export const CardRefundsCancelDocument = new TypedDocumentString(`
    mutation CardRefundsCancel($id: ID!) {
  cancelEvent(id: $id) {
    __typename
    ... on EventCancellation {
      ordersRefunded
      paymentsRefunded
      refundsPending
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CardRefundsCancelMutation, CardRefundsCancelMutationVariables>;
export const CardRefundsSummaryDocument = new TypedDocumentString(`
    query CardRefundsSummary($eventId: ID!) {
  operatorEventRefunds(eventId: $eventId) {
    __typename
    ... on EventRefundSummary {
      refundsSucceeded
      refundsDue
      refundsFailed
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CardRefundsSummaryQuery, CardRefundsSummaryQueryVariables>;
export const CancelMerchEventDocument = new TypedDocumentString(`
    mutation CancelMerchEvent($id: ID!) {
  cancelEvent(id: $id) {
    __typename
    ... on EventCancellation {
      alreadyCancelled
      ordersRefunded
      paymentsRefunded
      refundsPending
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CancelMerchEventMutation, CancelMerchEventMutationVariables>;
export const CancelMerchEventOwnOrderDocument = new TypedDocumentString(`
    mutation CancelMerchEventOwnOrder($orderNo: String!) {
  cancelMerchOrder(orderNo: $orderNo) {
    __typename
    ... on MerchOrder {
      status
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CancelMerchEventOwnOrderMutation, CancelMerchEventOwnOrderMutationVariables>;
export const DraftCreateDocument = new TypedDocumentString(`
    mutation DraftCreate($input: CreateEventInput!) {
  createEvent(input: $input) {
    __typename
    ... on OperatorEvent {
      id
      slug
      lifecycle
      publishedAt
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DraftCreateMutation, DraftCreateMutationVariables>;
export const DraftAddTypeDocument = new TypedDocumentString(`
    mutation DraftAddType($eventId: ID!, $input: TicketTypeInput!) {
  addTicketType(eventId: $eventId, input: $input) {
    __typename
    ... on OperatorTicketType {
      id
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DraftAddTypeMutation, DraftAddTypeMutationVariables>;
export const DraftSalesDocument = new TypedDocumentString(`
    mutation DraftSales($id: ID!, $action: SalesAction!) {
  setEventSales(id: $id, action: $action) {
    __typename
    ... on OperatorEvent {
      id
      lifecycle
      saleState
    }
    ... on Error {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<DraftSalesMutation, DraftSalesMutationVariables>;
export const DraftPublishDocument = new TypedDocumentString(`
    mutation DraftPublish($eventId: ID!) {
  publishEvent(eventId: $eventId) {
    __typename
    ... on OperatorEvent {
      id
      lifecycle
      publishedAt
      salesPaused
    }
    ... on EventTransitionRefusedError {
      from
      transition
      reason
    }
    ... on Error {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<DraftPublishMutation, DraftPublishMutationVariables>;
export const DraftCancelDocument = new TypedDocumentString(`
    mutation DraftCancel($id: ID!) {
  cancelEvent(id: $id) {
    __typename
    ... on EventCancellation {
      event {
        id
        lifecycle
        cancelledAt
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DraftCancelMutation, DraftCancelMutationVariables>;
export const DraftDuplicateDocument = new TypedDocumentString(`
    mutation DraftDuplicate($id: ID!, $input: DuplicateEventInput!) {
  duplicateEvent(id: $id, input: $input) {
    __typename
    ... on OperatorEvent {
      id
      slug
      lifecycle
      publishedAt
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<DraftDuplicateMutation, DraftDuplicateMutationVariables>;
export const DraftOperatorEventDocument = new TypedDocumentString(`
    query DraftOperatorEvent($id: ID!) {
  operatorEvent(id: $id) {
    id
    lifecycle
    publishedAt
  }
}
    `) as unknown as TypedDocumentString<DraftOperatorEventQuery, DraftOperatorEventQueryVariables>;
export const DraftOperatorEventsDocument = new TypedDocumentString(`
    query DraftOperatorEvents($search: String) {
  operatorEvents(search: $search, first: 10) {
    edges {
      node {
        id
        lifecycle
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DraftOperatorEventsQuery, DraftOperatorEventsQueryVariables>;
export const DraftFanEventDocument = new TypedDocumentString(`
    query DraftFanEvent($slug: String!) {
  event(slug: $slug) {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<DraftFanEventQuery, DraftFanEventQueryVariables>;
export const DraftFanEventsDocument = new TypedDocumentString(`
    query DraftFanEvents($filter: EventFilter) {
  events(first: 100, filter: $filter) {
    edges {
      node {
        id
        slug
      }
    }
  }
}
    `) as unknown as TypedDocumentString<DraftFanEventsQuery, DraftFanEventsQueryVariables>;
export const DraftNodeDocument = new TypedDocumentString(`
    query DraftNode($id: ID!) {
  node(id: $id) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<DraftNodeQuery, DraftNodeQueryVariables>;
export const DraftRoomDocument = new TypedDocumentString(`
    query DraftRoom($slug: String!) {
  waitingRoom(eventSlug: $slug) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<DraftRoomQuery, DraftRoomQueryVariables>;
export const EventDuplicateDocument = new TypedDocumentString(`
    mutation EventDuplicate($id: ID!, $input: DuplicateEventInput!) {
  duplicateEvent(id: $id, input: $input) {
    __typename
    ... on OperatorEvent {
      id
      slug
      title
      salesPaused
      cancelledAt
      startsAt
      saleStartsAt
      ticketTypes {
        id
        name
        area
        price {
          amount
        }
        capacity
        sold
        seated
      }
    }
    ... on ValidationError {
      code
      field
      issues {
        field
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<EventDuplicateMutation, EventDuplicateMutationVariables>;
export const EventDuplicateRoomDocument = new TypedDocumentString(`
    mutation EventDuplicateRoom($eventId: ID!, $input: WaitingRoomSettingsInput!) {
  updateWaitingRoom(eventId: $eventId, input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<EventDuplicateRoomMutation, EventDuplicateRoomMutationVariables>;
export const EventDuplicateCancelDocument = new TypedDocumentString(`
    mutation EventDuplicateCancel($id: ID!) {
  cancelEvent(id: $id) {
    __typename
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<EventDuplicateCancelMutation, EventDuplicateCancelMutationVariables>;
export const LifecycleCreateDocument = new TypedDocumentString(`
    mutation LifecycleCreate($input: CreateEventInput!) {
  createEvent(input: $input) {
    __typename
    ... on OperatorEvent {
      id
      slug
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleCreateMutation, LifecycleCreateMutationVariables>;
export const LifecyclePublishDocument = new TypedDocumentString(`
    mutation LifecyclePublish($eventId: ID!) {
  publishEvent(eventId: $eventId) {
    __typename
    ... on OperatorEvent {
      id
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<LifecyclePublishMutation, LifecyclePublishMutationVariables>;
export const LifecycleAddTypeDocument = new TypedDocumentString(`
    mutation LifecycleAddType($eventId: ID!, $input: TicketTypeInput!) {
  addTicketType(eventId: $eventId, input: $input) {
    __typename
    ... on OperatorTicketType {
      id
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleAddTypeMutation, LifecycleAddTypeMutationVariables>;
export const LifecycleSalesDocument = new TypedDocumentString(`
    mutation LifecycleSales($id: ID!, $action: SalesAction!) {
  setEventSales(id: $id, action: $action) {
    __typename
    ... on OperatorEvent {
      id
      salesPaused
      saleState
      saleEndsAt
    }
    ... on Error {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleSalesMutation, LifecycleSalesMutationVariables>;
export const LifecycleUpdateDocument = new TypedDocumentString(`
    mutation LifecycleUpdate($id: ID!, $input: UpdateEventInput!) {
  updateEvent(id: $id, input: $input) {
    __typename
    ... on OperatorEvent {
      id
      saleEndsAt
      salesPaused
    }
    ... on Error {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleUpdateMutation, LifecycleUpdateMutationVariables>;
export const LifecycleCancelDocument = new TypedDocumentString(`
    mutation LifecycleCancel($id: ID!) {
  cancelEvent(id: $id) {
    __typename
    ... on EventCancellation {
      alreadyCancelled
      event {
        id
        cancelledAt
        salesPaused
        saleState
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleCancelMutation, LifecycleCancelMutationVariables>;
export const LifecyclePublicDocument = new TypedDocumentString(`
    query LifecyclePublic($slug: String!) {
  event(slug: $slug) {
    saleState
    cancelledAt
  }
}
    `) as unknown as TypedDocumentString<LifecyclePublicQuery, LifecyclePublicQueryVariables>;
export const LifecycleOpenScheduledDocument = new TypedDocumentString(`
    mutation LifecycleOpenScheduled($id: ID!, $opening: SaleOpening) {
  setEventSales(id: $id, action: OPEN, opening: $opening) {
    __typename
    ... on OperatorEvent {
      id
      salesPaused
      saleState
      saleStartsAt
    }
    ... on SaleScheduledError {
      opensAt
      code
      message
      field
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<LifecycleOpenScheduledMutation, LifecycleOpenScheduledMutationVariables>;
export const RefundSummaryDocument = new TypedDocumentString(`
    query RefundSummary($eventId: ID!) {
  operatorEventRefunds(eventId: $eventId) {
    __typename
    ... on EventRefundSummary {
      eventId
      cancelled
      paidOrders
      refundsSucceeded
      refundsDue
      refundsFailed
      toRefund {
        method
        payments
        amount {
          amount
          currency
        }
      }
      refunded {
        method
        payments
        amount {
          amount
          currency
        }
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RefundSummaryQuery, RefundSummaryQueryVariables>;
export const RefundSummaryCancelDocument = new TypedDocumentString(`
    mutation RefundSummaryCancel($id: ID!) {
  cancelEvent(id: $id) {
    __typename
    ... on EventCancellation {
      paymentsRefunded
      refundsPending
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<RefundSummaryCancelMutation, RefundSummaryCancelMutationVariables>;
export const TransportHealthDocument = new TypedDocumentString(`
    query TransportHealth {
  health {
    ok
  }
}
    `) as unknown as TypedDocumentString<TransportHealthQuery, TransportHealthQueryVariables>;
export const TransportNoticeDocument = new TypedDocumentString(`
    query TransportNotice {
  currentNotice {
    id
    title
    content
    level
  }
}
    `) as unknown as TypedDocumentString<TransportNoticeQuery, TransportNoticeQueryVariables>;
export const TransportNoticeIdDocument = new TypedDocumentString(`
    query TransportNoticeId {
  currentNotice {
    id
  }
}
    `) as unknown as TypedDocumentString<TransportNoticeIdQuery, TransportNoticeIdQueryVariables>;
export const CheckinVerifyDocument = new TypedDocumentString(`
    mutation CheckinVerify($input: VerifyEntryInput!) {
  verifyEntry(input: $input) {
    __typename
    ... on EntryVerification {
      result
      ticketNo
      eventTitle
      eventStartsAt
      eventEndsAt
      eventTimeZone
      scanDay
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CheckinVerifyMutation, CheckinVerifyMutationVariables>;
export const CheckinUploadDocument = new TypedDocumentString(`
    mutation CheckinUpload($gateId: String!, $eventId: ID, $scans: [OfflineScanInput!]!) {
  uploadGateScans(gateId: $gateId, eventId: $eventId, scans: $scans) {
    __typename
    ... on GateUpload {
      results {
        result
        scanDay
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CheckinUploadMutation, CheckinUploadMutationVariables>;
export const CheckinGateEventsDocument = new TypedDocumentString(`
    query CheckinGateEvents {
  gateEvents {
    id
    title
    days
    today
    timeZone
  }
}
    `) as unknown as TypedDocumentString<CheckinGateEventsQuery, CheckinGateEventsQueryVariables>;
export const CheckinSnapshotDocument = new TypedDocumentString(`
    query CheckinSnapshot($eventId: ID) {
  gateSnapshot(eventId: $eventId) {
    eventDays
    eventTimeZone
  }
}
    `) as unknown as TypedDocumentString<CheckinSnapshotQuery, CheckinSnapshotQueryVariables>;
export const CheckinListDocument = new TypedDocumentString(`
    query CheckinList($eventId: ID!, $day: String, $gateId: String) {
  checkIns(eventId: $eventId, day: $day, gateId: $gateId) {
    admitted
    expected
    refused
    gates {
      gateId
      admitted
    }
    days {
      day
      admitted
    }
    entries {
      ticketId
      ticketNo
      holderNickname
      gateId
      manual
      admittedAt
    }
  }
}
    `) as unknown as TypedDocumentString<CheckinListQuery, CheckinListQueryVariables>;
export const CheckinSearchDocument = new TypedDocumentString(`
    query CheckinSearch($eventId: ID!, $search: String!) {
  checkInSearch(eventId: $eventId, search: $search) {
    ticketId
    ticketNo
    holderNickname
    status
  }
}
    `) as unknown as TypedDocumentString<CheckinSearchQuery, CheckinSearchQueryVariables>;
export const CheckinTicketDocument = new TypedDocumentString(`
    mutation CheckinTicket($eventId: ID!, $ticketId: ID!, $gateId: String) {
  checkInTicket(eventId: $eventId, ticketId: $ticketId, gateId: $gateId) {
    __typename
    ... on CheckInDone {
      ticketNo
      gateId
      day
    }
    ... on CheckInRefusedError {
      reason
      ticketNo
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CheckinTicketMutation, CheckinTicketMutationVariables>;
export const CheckinUndoDocument = new TypedDocumentString(`
    mutation CheckinUndo($eventId: ID!, $ticketId: ID!) {
  undoCheckIn(eventId: $eventId, ticketId: $ticketId) {
    __typename
    ... on CheckInUndone {
      ticketNo
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CheckinUndoMutation, CheckinUndoMutationVariables>;
export const GiveawayDrawDocument = new TypedDocumentString(`
    query GiveawayDraw($slug: String!) {
  giveawayDraw(slug: $slug) {
    algorithm
    seedCommitment
    seed
    entriesHash
    myHolder
    entries {
      id
      holder
    }
    winners {
      id
      holder
    }
    campaign {
      slug
      winnersCount
      drawnAt
    }
  }
}
    `) as unknown as TypedDocumentString<GiveawayDrawQuery, GiveawayDrawQueryVariables>;
export const GiveawayDraw2Document = new TypedDocumentString(`
    query GiveawayDraw2 {
  myGiveawayVouchers {
    won
    entries
    campaign {
      slug
    }
    ticket {
      ticketNo
      status
      event {
        slug
      }
      history {
        kind
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GiveawayDraw2Query, GiveawayDraw2QueryVariables>;
export const GiveawayDraw3Document = new TypedDocumentString(`
    query GiveawayDraw3 {
  myTickets(tab: UPCOMING) {
    edges {
      node {
        ticketNo
        status
        history {
          kind
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GiveawayDraw3Query, GiveawayDraw3QueryVariables>;
export const GiveawayDraw4Document = new TypedDocumentString(`
    query GiveawayDraw4 {
  myGiveaway {
    entries {
      status
      campaign {
        slug
      }
    }
  }
}
    `) as unknown as TypedDocumentString<GiveawayDraw4Query, GiveawayDraw4QueryVariables>;
export const GiveawayDrawDrawAnonDocument = new TypedDocumentString(`
    mutation GiveawayDrawDrawAnon($slug: String!) {
  drawGiveaway(slug: $slug) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<GiveawayDrawDrawAnonMutation, GiveawayDrawDrawAnonMutationVariables>;
export const GiveawayDrawCommitFanDocument = new TypedDocumentString(`
    mutation GiveawayDrawCommitFan($slug: String!) {
  commitGiveawayDraw(slug: $slug) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<GiveawayDrawCommitFanMutation, GiveawayDrawCommitFanMutationVariables>;
export const GiveawayEntriesDocument = new TypedDocumentString(`
    query GiveawayEntries {
  myGiveaway {
    inviteCode
    invitedFriends
    campaign {
      slug
    }
    totals {
      active
      expired
      won
      registration
      topup
      invite
    }
    entries {
      source
      status
      friendNickname
      campaign {
        slug
      }
    }
    rules {
      vndPerEntry
      maxTopupEntries
      maxInviteEntries
      vndPerFanCoin
    }
  }
}
    `) as unknown as TypedDocumentString<GiveawayEntriesQuery, GiveawayEntriesQueryVariables>;
export const GiveawayWalletEntriesDocument = new TypedDocumentString(`
    query GiveawayWalletEntries {
  myGiveaway {
    totals {
      active
      registration
      topup
      invite
    }
  }
}
    `) as unknown as TypedDocumentString<GiveawayWalletEntriesQuery, GiveawayWalletEntriesQueryVariables>;
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
export const GuessRacesChangePayDocument = new TypedDocumentString(`
    mutation GuessRacesChangePay($input: ChangePayPasswordInput!) {
  changePayPassword(input: $input) {
    __typename
    ...AccountsError
    ... on Done {
      ok
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<GuessRacesChangePayMutation, GuessRacesChangePayMutationVariables>;
export const GuessRacesCheckCodeDocument = new TypedDocumentString(`
    mutation GuessRacesCheckCode($input: CheckEmailCodeInput!) {
  checkEmailCode(input: $input) {
    __typename
    ...AccountsError
    ... on Done {
      ok
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<GuessRacesCheckCodeMutation, GuessRacesCheckCodeMutationVariables>;
export const GuessRacesSendPhoneDocument = new TypedDocumentString(`
    mutation GuessRacesSendPhone($input: PhoneInput!) {
  sendPhoneCode(input: $input) {
    __typename
    ...AccountsError
    ... on CodeSent {
      expiresInSeconds
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<GuessRacesSendPhoneMutation, GuessRacesSendPhoneMutationVariables>;
export const GuessRacesVerifyPhoneDocument = new TypedDocumentString(`
    mutation GuessRacesVerifyPhone($input: PhoneCodeInput!) {
  verifyPhone(input: $input) {
    __typename
    ...AccountsError
    ... on User {
      isPhoneVerified
    }
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<GuessRacesVerifyPhoneMutation, GuessRacesVerifyPhoneMutationVariables>;
export const HandBackPayoutSecureDocument = new TypedDocumentString(`
    mutation HandBackPayoutSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on TicketsSecured {
      order {
        orderNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackPayoutSecureMutation, HandBackPayoutSecureMutationVariables>;
export const HandBackPayoutPayDocument = new TypedDocumentString(`
    mutation HandBackPayoutPay($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on PaymentAccepted {
      orderNo
      paymentNo
      status
      redirectUrl
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackPayoutPayMutation, HandBackPayoutPayMutationVariables>;
export const HandBackPayoutListDocument = new TypedDocumentString(`
    mutation HandBackPayoutList($input: HandBackTicketsInput!) {
  handBackTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on HandBackTicketsSuccess {
      handBacks {
        id
        status
        payout
        payoutMethod
        payoutAmount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackPayoutListMutation, HandBackPayoutListMutationVariables>;
export const HandBackPayoutTicketDocument = new TypedDocumentString(`
    query HandBackPayoutTicket($id: ID!) {
  node(id: $id) {
    ... on Ticket {
      id
      status
      handBackRefundTo {
        method
        minWorkingDays
        maxWorkingDays
      }
      handBack {
        id
        status
        payout
        payoutMethod
        payoutState
        paidOutCoins
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackPayoutTicketQuery, HandBackPayoutTicketQueryVariables>;
export const HandBackPayoutWalletDocument = new TypedDocumentString(`
    query HandBackPayoutWallet {
  wallet {
    transactions(first: 10) {
      edges {
        node {
          kind
          reference
          amount {
            amount
          }
          paidFor
          handBackSale
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackPayoutWalletQuery, HandBackPayoutWalletQueryVariables>;
export const HandBackPayoutMineDocument = new TypedDocumentString(`
    query HandBackPayoutMine {
  myHandBacks {
    id
    status
    payout
    payoutMethod
    payoutState
    paidOutCoins
    payoutAmount
  }
}
    `) as unknown as TypedDocumentString<HandBackPayoutMineQuery, HandBackPayoutMineQueryVariables>;
export const HandBackRedisSecureDocument = new TypedDocumentString(`
    mutation HandBackRedisSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on TicketsSecured {
      order {
        orderNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackRedisSecureMutation, HandBackRedisSecureMutationVariables>;
export const HandBackRedisPayDocument = new TypedDocumentString(`
    mutation HandBackRedisPay($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on PaymentAccepted {
      orderNo
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackRedisPayMutation, HandBackRedisPayMutationVariables>;
export const HandBackRedisListDocument = new TypedDocumentString(`
    mutation HandBackRedisList($input: HandBackTicketsInput!) {
  handBackTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on HandBackTicketsSuccess {
      handBacks {
        id
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackRedisListMutation, HandBackRedisListMutationVariables>;
export const HandBackSeatsAddIdentityDocument = new TypedDocumentString(`
    mutation HandBackSeatsAddIdentity($input: AddAudienceIdentityInput!) {
  addAudienceIdentity(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on AudienceIdentity {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackSeatsAddIdentityMutation, HandBackSeatsAddIdentityMutationVariables>;
export const HandBackSeatsSecureDocument = new TypedDocumentString(`
    mutation HandBackSeatsSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on TicketsSecured {
      order {
        orderNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackSeatsSecureMutation, HandBackSeatsSecureMutationVariables>;
export const HandBackSeatsPayDocument = new TypedDocumentString(`
    mutation HandBackSeatsPay($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on PaymentAccepted {
      orderNo
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackSeatsPayMutation, HandBackSeatsPayMutationVariables>;
export const HandBackSeatsNameDocument = new TypedDocumentString(`
    mutation HandBackSeatsName($input: NameOrderTicketsInput!) {
  nameOrderTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on IdentityTakenError {
      identityId
    }
    ... on Order {
      orderNo
      items {
        identity {
          id
          maskedName
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackSeatsNameMutation, HandBackSeatsNameMutationVariables>;
export const HandBackSeatsListDocument = new TypedDocumentString(`
    mutation HandBackSeatsList($input: HandBackTicketsInput!) {
  handBackTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on HandBackTicketsSuccess {
      handBacks {
        id
        status
        ticketNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackSeatsListMutation, HandBackSeatsListMutationVariables>;
export const HandBackSeatsWithdrawDocument = new TypedDocumentString(`
    mutation HandBackSeatsWithdraw($id: ID!) {
  withdrawHandBack(id: $id) {
    __typename
    ... on Error {
      code
    }
    ... on HandBack {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackSeatsWithdrawMutation, HandBackSeatsWithdrawMutationVariables>;
export const HandBackSeatsOfferDocument = new TypedDocumentString(`
    query HandBackSeatsOffer($slug: String!, $orderNo: String!) {
  myQueuePlace(eventSlug: $slug) {
    status
    offer {
      orderNo
      requiresIdentity
    }
  }
  order(orderNo: $orderNo) {
    items {
      seat {
        area
        row
        number
      }
      identity {
        id
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackSeatsOfferQuery, HandBackSeatsOfferQueryVariables>;
export const HandBackSeatsTicketDocument = new TypedDocumentString(`
    query HandBackSeatsTicket($id: ID!) {
  ticket(id: $id) {
    ticketNo
    status
    seat {
      area
      row
      number
    }
    handBack {
      status
    }
    resoldThroughHandBack
  }
}
    `) as unknown as TypedDocumentString<HandBackSeatsTicketQuery, HandBackSeatsTicketQueryVariables>;
export const HandBackSecureDocument = new TypedDocumentString(`
    mutation HandBackSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on TicketsSecured {
      order {
        orderNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackSecureMutation, HandBackSecureMutationVariables>;
export const HandBackPayDocument = new TypedDocumentString(`
    mutation HandBackPay($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on PaymentAccepted {
      orderNo
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackPayMutation, HandBackPayMutationVariables>;
export const HandBackListDocument = new TypedDocumentString(`
    mutation HandBackList($input: HandBackTicketsInput!) {
  handBackTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on HandBackTicketsSuccess {
      handBacks {
        id
        status
        faceAmount
        currency
        ticketNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackListMutation, HandBackListMutationVariables>;
export const HandBackWithdrawDocument = new TypedDocumentString(`
    mutation HandBackWithdraw($id: ID!) {
  withdrawHandBack(id: $id) {
    __typename
    ... on Error {
      code
    }
    ... on HandBack {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackWithdrawMutation, HandBackWithdrawMutationVariables>;
export const HandBackSellerTicketStatusDocument = new TypedDocumentString(`
    subscription HandBackSellerTicketStatus($id: ID!) {
  ticketStatus(ticketId: $id) {
    ticketId
    status
  }
}
    `) as unknown as TypedDocumentString<HandBackSellerTicketStatusSubscription, HandBackSellerTicketStatusSubscriptionVariables>;
export const HandBackSellerWalletDocument = new TypedDocumentString(`
    query HandBackSellerWallet {
  wallet {
    transactions(first: 10) {
      edges {
        node {
          kind
          reference
          amount {
            amount
          }
          paidFor
          handBackSale
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackSellerWalletQuery, HandBackSellerWalletQueryVariables>;
export const HandBackMyTicketsDocument = new TypedDocumentString(`
    query HandBackMyTickets {
  myTickets(tab: UPCOMING, first: 10) {
    edges {
      node {
        id
        ticketNo
        status
        canTransfer
        handBackOffered
        handBack {
          id
          status
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<HandBackMyTicketsQuery, HandBackMyTicketsQueryVariables>;
export const HotPathCancelOrderDocument = new TypedDocumentString(`
    mutation HotPathCancelOrder($n: String!) {
  cancelOrder(orderNo: $n) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<HotPathCancelOrderMutation, HotPathCancelOrderMutationVariables>;
export const HotPathEventTitleDocument = new TypedDocumentString(`
    query HotPathEventTitle($slug: String!) {
  event(slug: $slug) {
    title
  }
}
    `) as unknown as TypedDocumentString<HotPathEventTitleQuery, HotPathEventTitleQueryVariables>;
export const HotPathMeAndEventDocument = new TypedDocumentString(`
    query HotPathMeAndEvent($slug: String!) {
  me {
    email
  }
  event(slug: $slug) {
    title
  }
}
    `) as unknown as TypedDocumentString<HotPathMeAndEventQuery, HotPathMeAndEventQueryVariables>;
export const HotPathProductLimitDocument = new TypedDocumentString(`
    query HotPathProductLimit($slug: String!) {
  merchProduct(slug: $slug) {
    name
    myRemainingLimit
  }
}
    `) as unknown as TypedDocumentString<HotPathProductLimitQuery, HotPathProductLimitQueryVariables>;
export const HotPathChallengeDocument = new TypedDocumentString(`
    query HotPathChallenge {
  humanCheckChallenge
}
    `) as unknown as TypedDocumentString<HotPathChallengeQuery, HotPathChallengeQueryVariables>;
export const HotPathChallengeAndEventsDocument = new TypedDocumentString(`
    query HotPathChallengeAndEvents {
  humanCheckChallenge
  events(first: 1) {
    edges {
      cursor
    }
  }
}
    `) as unknown as TypedDocumentString<HotPathChallengeAndEventsQuery, HotPathChallengeAndEventsQueryVariables>;
export const IdentityAddDocument = new TypedDocumentString(`
    mutation IdentityAdd($input: AddAudienceIdentityInput!) {
  addAudienceIdentity(input: $input) {
    __typename
    ... on Error {
      code
      message
      field
    }
    ... on AudienceIdentity {
      id
      docType
      maskedName
      maskedDocNumber
    }
  }
}
    `) as unknown as TypedDocumentString<IdentityAddMutation, IdentityAddMutationVariables>;
export const IdentityUpdateDocument = new TypedDocumentString(`
    mutation IdentityUpdate($id: ID!, $input: AudienceIdentityInput!) {
  updateAudienceIdentity(id: $id, input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on AudienceIdentity {
      maskedName
      maskedDocNumber
      docType
    }
  }
}
    `) as unknown as TypedDocumentString<IdentityUpdateMutation, IdentityUpdateMutationVariables>;
export const IdentityDeleteDocument = new TypedDocumentString(`
    mutation IdentityDelete($id: ID!) {
  deleteAudienceIdentity(id: $id) {
    __typename
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<IdentityDeleteMutation, IdentityDeleteMutationVariables>;
export const IdentityListDocument = new TypedDocumentString(`
    query IdentityList {
  myIdentities {
    id
    docType
    maskedName
    maskedDocNumber
  }
}
    `) as unknown as TypedDocumentString<IdentityListQuery, IdentityListQueryVariables>;
export const KillStormCancelOrderDocument = new TypedDocumentString(`
    mutation KillStormCancelOrder($o: String!) {
  cancelOrder(orderNo: $o) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<KillStormCancelOrderMutation, KillStormCancelOrderMutationVariables>;
export const KillStormSetPayPasswordDocument = new TypedDocumentString(`
    mutation KillStormSetPayPassword($p: String!) {
  setPayPassword(payPassword: $p) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<KillStormSetPayPasswordMutation, KillStormSetPayPasswordMutationVariables>;
export const MerchAddressesAddDocument = new TypedDocumentString(`
    mutation MerchAddressesAdd($i: AddressInput!) {
  addAddress(input: $i) {
    __typename
    ... on Error {
      code
      field
    }
    ... on ValidationError {
      issues {
        field
        messageKey
      }
    }
    ...MerchAddressFields
  }
}
    fragment MerchAddressFields on Address {
  id
  recipient
  phone
  line1
  line2
  city
  region
  postalCode
  country
  isDefault
}`) as unknown as TypedDocumentString<MerchAddressesAddMutation, MerchAddressesAddMutationVariables>;
export const MerchAddressesUpdateDocument = new TypedDocumentString(`
    mutation MerchAddressesUpdate($id: ID!, $i: AddressInput!) {
  updateAddress(id: $id, input: $i) {
    __typename
    ... on Error {
      code
      field
    }
    ... on ValidationError {
      issues {
        field
        messageKey
      }
    }
    ...MerchAddressFields
  }
}
    fragment MerchAddressFields on Address {
  id
  recipient
  phone
  line1
  line2
  city
  region
  postalCode
  country
  isDefault
}`) as unknown as TypedDocumentString<MerchAddressesUpdateMutation, MerchAddressesUpdateMutationVariables>;
export const MerchAddressesSetDefaultDocument = new TypedDocumentString(`
    mutation MerchAddressesSetDefault($id: ID!) {
  setDefaultAddress(id: $id) {
    __typename
    ... on Error {
      code
      field
    }
    ... on ValidationError {
      issues {
        field
        messageKey
      }
    }
    ...MerchAddressFields
  }
}
    fragment MerchAddressFields on Address {
  id
  recipient
  phone
  line1
  line2
  city
  region
  postalCode
  country
  isDefault
}`) as unknown as TypedDocumentString<MerchAddressesSetDefaultMutation, MerchAddressesSetDefaultMutationVariables>;
export const MerchAddressesListDocument = new TypedDocumentString(`
    query MerchAddressesList {
  myAddresses {
    ...MerchAddressFields
  }
}
    fragment MerchAddressFields on Address {
  id
  recipient
  phone
  line1
  line2
  city
  region
  postalCode
  country
  isDefault
}`) as unknown as TypedDocumentString<MerchAddressesListQuery, MerchAddressesListQueryVariables>;
export const MerchAddressesDeleteDocument = new TypedDocumentString(`
    mutation MerchAddressesDelete($id: ID!) {
  deleteAddress(id: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MerchAddressesDeleteMutation, MerchAddressesDeleteMutationVariables>;
export const MerchAddressesDeleteOtherDocument = new TypedDocumentString(`
    mutation MerchAddressesDeleteOther($id: ID!) {
  deleteAddress(id: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MerchAddressesDeleteOtherMutation, MerchAddressesDeleteOtherMutationVariables>;
export const MerchOrdersDocument = new TypedDocumentString(`
    mutation MerchOrders($i: AddressInput!) {
  addAddress(input: $i) {
    __typename
    ... on Address {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MerchOrdersMutation, MerchOrdersMutationVariables>;
export const MerchOrders2Document = new TypedDocumentString(`
    mutation MerchOrders2($n: String!) {
  cancelMerchOrder(orderNo: $n) {
    __typename
    ... on Error {
      code
    }
    ... on MerchOrder {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<MerchOrders2Mutation, MerchOrders2MutationVariables>;
export const MerchOrdersOrderDocument = new TypedDocumentString(`
    query MerchOrdersOrder($n: String!) {
  merchOrder(orderNo: $n) {
    ...MerchTestOrder
  }
}
    fragment MerchTestOrder on MerchOrder {
  id
  orderNo
  status
  tab
  itemCount
  pickup
  pickupDate
  expiresAt
  paidAt
  fulfilment
  fulfilmentTrack
  total {
    amount
    currency
  }
  items {
    id
    quantity
    redeemed
    unitPrice {
      amount
      currency
    }
    variant {
      id
      sku
      size
      stock
    }
    product {
      slug
      name
    }
  }
  shippingAddress {
    recipient
    line1
    city
    country
  }
  logistics {
    status
    at
    note
  }
}`) as unknown as TypedDocumentString<MerchOrdersOrderQuery, MerchOrdersOrderQueryVariables>;
export const MerchOrders3Document = new TypedDocumentString(`
    query MerchOrders3($n: String!) {
  merchOrder(orderNo: $n) {
    fulfilment
    tab
    items {
      redeemed
    }
    logistics {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<MerchOrders3Query, MerchOrders3QueryVariables>;
export const MerchOrdersLogisticsDocument = new TypedDocumentString(`
    subscription MerchOrdersLogistics($n: String!) {
  orderLogistics(orderNo: $n) {
    status
    fulfilment
    logistics {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<MerchOrdersLogisticsSubscription, MerchOrdersLogisticsSubscriptionVariables>;
export const MerchOrders5Document = new TypedDocumentString(`
    query MerchOrders5($n: String!) {
  merchOrder(orderNo: $n) {
    tab
    logistics {
      status
      at
      note
    }
  }
}
    `) as unknown as TypedDocumentString<MerchOrders5Query, MerchOrders5QueryVariables>;
export const MerchOrdersLogisticsOwnerDocument = new TypedDocumentString(`
    subscription MerchOrdersLogisticsOwner($n: String!) {
  orderLogistics(orderNo: $n) {
    status
  }
}
    `) as unknown as TypedDocumentString<MerchOrdersLogisticsOwnerSubscription, MerchOrdersLogisticsOwnerSubscriptionVariables>;
export const MerchOrdersLogisticsOtherDocument = new TypedDocumentString(`
    subscription MerchOrdersLogisticsOther($n: String!) {
  orderLogistics(orderNo: $n) {
    status
  }
}
    `) as unknown as TypedDocumentString<MerchOrdersLogisticsOtherSubscription, MerchOrdersLogisticsOtherSubscriptionVariables>;
export const MerchOrders7Document = new TypedDocumentString(`
    mutation MerchOrders7 {
  advanceMerchOrder(input: {orderNo: "M000"}) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MerchOrders7Mutation, MerchOrders7MutationVariables>;
export const MerchOrders8Document = new TypedDocumentString(`
    mutation MerchOrders8 {
  advanceMerchOrder(input: {orderNo: "M000"}) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MerchOrders8Mutation, MerchOrders8MutationVariables>;
export const MerchOrders9Document = new TypedDocumentString(`
    mutation MerchOrders9 {
  advanceMerchOrder(input: {orderNo: "M000"}) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MerchOrders9Mutation, MerchOrders9MutationVariables>;
export const MerchOrders10Document = new TypedDocumentString(`
    mutation MerchOrders10($i: AdvanceMerchOrderInput!) {
  advanceMerchOrder(input: $i) {
    __typename
    ... on Error {
      code
    }
    ... on MerchOrder {
      fulfilment
      logistics {
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MerchOrders10Mutation, MerchOrders10MutationVariables>;
export const MerchShopDocument = new TypedDocumentString(`
    query MerchShop {
  merchProducts(first: 50) {
    totalCount
    edges {
      node {
        slug
        price {
          amount
          currency
        }
        pickupOnly
        ticketHolderOnly
        desktopOnly
        inStock
        images
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MerchShopQuery, MerchShopQueryVariables>;
export const MerchShop2Document = new TypedDocumentString(`
    query MerchShop2($e: String!) {
  merchProducts(first: 50, eventSlug: $e) {
    edges {
      node {
        slug
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MerchShop2Query, MerchShop2QueryVariables>;
export const MerchShop3Document = new TypedDocumentString(`
    query MerchShop3($n: String!) {
  merchOrder(orderNo: $n) {
    orderNo
  }
}
    `) as unknown as TypedDocumentString<MerchShop3Query, MerchShop3QueryVariables>;
export const MerchShop4Document = new TypedDocumentString(`
    query MerchShop4($n: String!) {
  merchOrder(orderNo: $n) {
    orderNo
  }
}
    `) as unknown as TypedDocumentString<MerchShop4Query, MerchShop4QueryVariables>;
export const MerchShop5Document = new TypedDocumentString(`
    mutation MerchShop5($i: AddressInput!) {
  addAddress(input: $i) {
    ... on Address {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MerchShop5Mutation, MerchShop5MutationVariables>;
export const MerchShop6Document = new TypedDocumentString(`
    mutation MerchShop6($id: ID!, $i: AddressInput!) {
  updateAddress(id: $id, input: $i) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MerchShop6Mutation, MerchShop6MutationVariables>;
export const MerchShop7Document = new TypedDocumentString(`
    query MerchShop7($n: String!) {
  merchOrder(orderNo: $n) {
    shippingAddress {
      recipient
      line1
    }
  }
}
    `) as unknown as TypedDocumentString<MerchShop7Query, MerchShop7QueryVariables>;
export const MerchShop8Document = new TypedDocumentString(`
    mutation MerchShop8($v: ID!) {
  secureMerch(input: {variantId: $v, quantity: 1}) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MerchShop8Mutation, MerchShop8MutationVariables>;
export const MerchShopEligibleDocument = new TypedDocumentString(`
    query MerchShopEligible($slug: String!) {
  merchProduct(slug: $slug) {
    myEligibleTicketNos
  }
}
    `) as unknown as TypedDocumentString<MerchShopEligibleQuery, MerchShopEligibleQueryVariables>;
export const MerchShop9Document = new TypedDocumentString(`
    mutation MerchShop9($i: SecureMerchInput!) {
  secureMerch(input: $i) {
    ... on Error {
      message
    }
  }
}
    `) as unknown as TypedDocumentString<MerchShop9Mutation, MerchShop9MutationVariables>;
export const MerchShop10Document = new TypedDocumentString(`
    mutation MerchShop10($i: AddressInput!) {
  addAddress(input: $i) {
    ... on Address {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MerchShop10Mutation, MerchShop10MutationVariables>;
export const MerchShop11Document = new TypedDocumentString(`
    mutation MerchShop11($i: AddressInput!) {
  addAddress(input: $i) {
    ... on Address {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MerchShop11Mutation, MerchShop11MutationVariables>;
export const MerchSecureDocument = new TypedDocumentString(`
    mutation MerchSecure($input: SecureMerchInput!) {
  secureMerch(input: $input) {
    __typename
    ...MerchError
    ... on MerchSecured {
      order {
        ...MerchTestOrder
      }
    }
    ... on OutOfStockError {
      available
    }
    ... on LimitReachedError {
      limit
      remaining
    }
    ... on TicketOfAnotherEventError {
      eventTitle
    }
  }
}
    fragment MerchError on Error {
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      messageKey
    }
  }
}
fragment MerchTestOrder on MerchOrder {
  id
  orderNo
  status
  tab
  itemCount
  pickup
  pickupDate
  expiresAt
  paidAt
  fulfilment
  fulfilmentTrack
  total {
    amount
    currency
  }
  items {
    id
    quantity
    redeemed
    unitPrice {
      amount
      currency
    }
    variant {
      id
      sku
      size
      stock
    }
    product {
      slug
      name
    }
  }
  shippingAddress {
    recipient
    line1
    city
    country
  }
  logistics {
    status
    at
    note
  }
}`) as unknown as TypedDocumentString<MerchSecureMutation, MerchSecureMutationVariables>;
export const MerchSupportProductDocument = new TypedDocumentString(`
    query MerchSupportProduct($slug: String!) {
  merchProduct(slug: $slug) {
    id
    slug
    pickupOnly
    ticketHolderOnly
    desktopOnly
    maxPerAccount
    pickupDates
    myRemainingLimit
    price {
      amount
      currency
    }
    variants(first: 10) {
      totalCount
      edges {
        node {
          id
          sku
          size
          colour
          stock
          soldOut
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MerchSupportProductQuery, MerchSupportProductQueryVariables>;
export const MerchSupportMyOrdersDocument = new TypedDocumentString(`
    query MerchSupportMyOrders($tab: MerchOrderTab!) {
  myMerchOrders(tab: $tab) {
    edges {
      node {
        orderNo
        status
        fulfilment
      }
    }
  }
}
    `) as unknown as TypedDocumentString<MerchSupportMyOrdersQuery, MerchSupportMyOrdersQueryVariables>;
export const NodeAccessNodeDocument = new TypedDocumentString(`
    query NodeAccessNode($id: ID!) {
  node(id: $id) {
    __typename
    id
    ... on Ticket {
      ticketNo
      status
      seat {
        id
      }
      event {
        title
      }
      history {
        kind
      }
    }
    ... on Event {
      title
    }
    ... on MerchProduct {
      name
    }
    ... on MerchVariant {
      sku
    }
    ... on TicketType {
      name
      price {
        amount
        currency
      }
      available
    }
    ... on Seat {
      row
      number
      seatStatus: status
    }
    ... on GiveawayCampaign {
      slug
      seedCommitment
    }
    ... on Notice {
      title
      endsAt
    }
  }
}
    `) as unknown as TypedDocumentString<NodeAccessNodeQuery, NodeAccessNodeQueryVariables>;
export const NodeAccessCatalogueIdsDocument = new TypedDocumentString(`
    query NodeAccessCatalogueIds($slug: String!) {
  event(slug: $slug) {
    ticketTypes {
      edges {
        node {
          id
          name
          seats(first: 1) {
            edges {
              node {
                id
                row
                number
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NodeAccessCatalogueIdsQuery, NodeAccessCatalogueIdsQueryVariables>;
export const NodeAccessNodesDocument = new TypedDocumentString(`
    query NodeAccessNodes($ids: [ID!]!) {
  nodes(ids: $ids) {
    __typename
    id
  }
}
    `) as unknown as TypedDocumentString<NodeAccessNodesQuery, NodeAccessNodesQueryVariables>;
export const NodeAccessTypesDocument = new TypedDocumentString(`
    query NodeAccessTypes {
  __type(name: "Node") {
    possibleTypes {
      name
    }
  }
}
    `) as unknown as TypedDocumentString<NodeAccessTypesQuery, NodeAccessTypesQueryVariables>;
export const NoticesCurrentDocument = new TypedDocumentString(`
    query NoticesCurrent {
  currentNotice {
    id
    title
    content
    level
    startsAt
    endsAt
  }
}
    `) as unknown as TypedDocumentString<NoticesCurrentQuery, NoticesCurrentQueryVariables>;
export const NoticesCurrentPublishDocument = new TypedDocumentString(`
    mutation NoticesCurrentPublish($input: PublishNoticeInput!) {
  publishNotice(input: $input) {
    __typename
    ... on Notice {
      id
      level
    }
    ... on ValidationError {
      issues {
        field
        messageKey
      }
    }
  }
}
    `) as unknown as TypedDocumentString<NoticesCurrentPublishMutation, NoticesCurrentPublishMutationVariables>;
export const NoticesCurrentEndDocument = new TypedDocumentString(`
    mutation NoticesCurrentEnd($id: ID!) {
  endNotice(id: $id)
}
    `) as unknown as TypedDocumentString<NoticesCurrentEndMutation, NoticesCurrentEndMutationVariables>;
export const OperationsEventsDocument = new TypedDocumentString(`
    query OperationsEvents {
  events(first: 1) {
    edges {
      node {
        slug
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OperationsEventsQuery, OperationsEventsQueryVariables>;
export const OperationsEventsInFlightDocument = new TypedDocumentString(`
    query OperationsEventsInFlight {
  inFlight: events(first: 1) {
    edges {
      node {
        slug
      }
    }
  }
}
    `) as unknown as TypedDocumentString<OperationsEventsInFlightQuery, OperationsEventsInFlightQueryVariables>;
export const AccessibleCreateEventDocument = new TypedDocumentString(`
    mutation AccessibleCreateEvent($input: CreateEventInput!) {
  createEvent(input: $input) {
    __typename
    ...AccessibleEvent
    ... on Error {
      code
      field
      message
    }
  }
}
    fragment AccessibleEvent on OperatorEvent {
  __typename
  id
  slug
  startsAt
  accessibleReleaseAt
  accessibleSeatsReleaseAt
  ticketTypes {
    id
    area
    seated
    seatSelection
  }
  seatMap {
    area
    rows {
      row
      seats {
        number
        status
        access
      }
    }
  }
}`) as unknown as TypedDocumentString<AccessibleCreateEventMutation, AccessibleCreateEventMutationVariables>;
export const AccessibleUpdateEventDocument = new TypedDocumentString(`
    mutation AccessibleUpdateEvent($id: ID!, $input: UpdateEventInput!) {
  updateEvent(id: $id, input: $input) {
    __typename
    ...AccessibleEvent
    ... on Error {
      code
      field
      message
    }
  }
}
    fragment AccessibleEvent on OperatorEvent {
  __typename
  id
  slug
  startsAt
  accessibleReleaseAt
  accessibleSeatsReleaseAt
  ticketTypes {
    id
    area
    seated
    seatSelection
  }
  seatMap {
    area
    rows {
      row
      seats {
        number
        status
        access
      }
    }
  }
}`) as unknown as TypedDocumentString<AccessibleUpdateEventMutation, AccessibleUpdateEventMutationVariables>;
export const AccessibleAddTypeDocument = new TypedDocumentString(`
    mutation AccessibleAddType($eventId: ID!, $input: TicketTypeInput!) {
  addTicketType(eventId: $eventId, input: $input) {
    __typename
    ... on OperatorTicketType {
      id
      area
      seatSelection
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AccessibleAddTypeMutation, AccessibleAddTypeMutationVariables>;
export const AccessibleUpdateTypeDocument = new TypedDocumentString(`
    mutation AccessibleUpdateType($id: ID!, $input: UpdateTicketTypeInput!) {
  updateTicketType(id: $id, input: $input) {
    __typename
    ... on OperatorTicketType {
      id
      seatSelection
    }
    ... on Error {
      code
      field
    }
  }
}
    `) as unknown as TypedDocumentString<AccessibleUpdateTypeMutation, AccessibleUpdateTypeMutationVariables>;
export const AccessibleSetSeatMapDocument = new TypedDocumentString(`
    mutation AccessibleSetSeatMap($eventId: ID!, $input: SeatMapInput!) {
  setSeatMap(eventId: $eventId, input: $input) {
    __typename
    ...AccessibleEvent
    ... on Error {
      code
      message
    }
    ... on ValidationError {
      issues {
        field
        message
      }
    }
  }
}
    fragment AccessibleEvent on OperatorEvent {
  __typename
  id
  slug
  startsAt
  accessibleReleaseAt
  accessibleSeatsReleaseAt
  ticketTypes {
    id
    area
    seated
    seatSelection
  }
  seatMap {
    area
    rows {
      row
      seats {
        number
        status
        access
      }
    }
  }
}`) as unknown as TypedDocumentString<AccessibleSetSeatMapMutation, AccessibleSetSeatMapMutationVariables>;
export const AccessibleImportSeatMapDocument = new TypedDocumentString(`
    mutation AccessibleImportSeatMap($eventId: ID!, $csv: String!) {
  importSeatMap(eventId: $eventId, csv: $csv) {
    __typename
    ...AccessibleEvent
    ... on Error {
      code
      message
    }
    ... on ValidationError {
      issues {
        field
        message
      }
    }
  }
}
    fragment AccessibleEvent on OperatorEvent {
  __typename
  id
  slug
  startsAt
  accessibleReleaseAt
  accessibleSeatsReleaseAt
  ticketTypes {
    id
    area
    seated
    seatSelection
  }
  seatMap {
    area
    rows {
      row
      seats {
        number
        status
        access
      }
    }
  }
}`) as unknown as TypedDocumentString<AccessibleImportSeatMapMutation, AccessibleImportSeatMapMutationVariables>;
export const AccessibleDuplicateDocument = new TypedDocumentString(`
    mutation AccessibleDuplicate($id: ID!, $input: DuplicateEventInput!) {
  duplicateEvent(id: $id, input: $input) {
    __typename
    ...AccessibleEvent
    ... on Error {
      code
    }
  }
}
    fragment AccessibleEvent on OperatorEvent {
  __typename
  id
  slug
  startsAt
  accessibleReleaseAt
  accessibleSeatsReleaseAt
  ticketTypes {
    id
    area
    seated
    seatSelection
  }
  seatMap {
    area
    rows {
      row
      seats {
        number
        status
        access
      }
    }
  }
}`) as unknown as TypedDocumentString<AccessibleDuplicateMutation, AccessibleDuplicateMutationVariables>;
export const AccessibleFiguresDocument = new TypedDocumentString(`
    query AccessibleFigures($eventId: ID!) {
  operatorSalesFigures(eventId: $eventId) {
    __typename
    ... on OperatorSalesFigures {
      accessibleSeats {
        releaseAt
        released
        wheelchair {
          total
          held
          sold
          kept
        }
        companion {
          total
          held
          sold
          kept
        }
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<AccessibleFiguresQuery, AccessibleFiguresQueryVariables>;
export const ContactsOrdersDocument = new TypedDocumentString(`
    query ContactsOrders($eventId: ID, $revealEmails: Boolean) {
  operatorOrders(first: 50, eventId: $eventId, revealEmails: $revealEmails) {
    edges {
      node {
        orderNo
        buyerNickname
        buyerEmail
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ContactsOrdersQuery, ContactsOrdersQueryVariables>;
export const ContactsAttendeesDocument = new TypedDocumentString(`
    query ContactsAttendees($eventId: ID!, $revealEmails: Boolean) {
  operatorAttendees(eventId: $eventId, first: 50, revealEmails: $revealEmails) {
    edges {
      node {
        ticketNo
        holderNickname
        holderEmail
        orderNo
        buyerEmail
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ContactsAttendeesQuery, ContactsAttendeesQueryVariables>;
export const ContactsAttendeesCsvDocument = new TypedDocumentString(`
    query ContactsAttendeesCsv($eventId: ID!) {
  attendeesCsv(eventId: $eventId) {
    __typename
    ... on QueryAttendeesCsvSuccess {
      data
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ContactsAttendeesCsvQuery, ContactsAttendeesCsvQueryVariables>;
export const ContactsSalesCsvDocument = new TypedDocumentString(`
    query ContactsSalesCsv($eventId: ID!) {
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
    `) as unknown as TypedDocumentString<ContactsSalesCsvQuery, ContactsSalesCsvQueryVariables>;
export const CatalogueCreateEventDocument = new TypedDocumentString(`
    mutation CatalogueCreateEvent($input: CreateEventInput!) {
  createEvent(input: $input) {
    __typename
    ... on OperatorEvent {
      id
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueCreateEventMutation, CatalogueCreateEventMutationVariables>;
export const CatalogueAddTypeDocument = new TypedDocumentString(`
    mutation CatalogueAddType($eventId: ID!, $input: TicketTypeInput!) {
  addTicketType(eventId: $eventId, input: $input) {
    __typename
    ... on OperatorTicketType {
      id
      area
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueAddTypeMutation, CatalogueAddTypeMutationVariables>;
export const CatalogueSetSeatMapDocument = new TypedDocumentString(`
    mutation CatalogueSetSeatMap($eventId: ID!, $input: SeatMapInput!) {
  setSeatMap(eventId: $eventId, input: $input) {
    __typename
    ...CatalogueEvent
    ... on Error {
      code
      message
    }
    ... on ValidationError {
      issues {
        field
        message
      }
    }
    ... on SeatMapInUseError {
      taken
    }
  }
}
    fragment CatalogueEvent on OperatorEvent {
  __typename
  id
  cancelledAt
  salesPaused
  ticketTypes {
    id
    area
    capacity
    seated
    sold
  }
  seatMap {
    area
    ticketTypeId
    rows {
      row
      seats {
        number
        status
      }
    }
  }
}`) as unknown as TypedDocumentString<CatalogueSetSeatMapMutation, CatalogueSetSeatMapMutationVariables>;
export const CatalogueImportSeatMapDocument = new TypedDocumentString(`
    mutation CatalogueImportSeatMap($eventId: ID!, $csv: String!) {
  importSeatMap(eventId: $eventId, csv: $csv) {
    __typename
    ...CatalogueEvent
    ... on Error {
      code
      message
    }
    ... on ValidationError {
      issues {
        field
        message
      }
    }
  }
}
    fragment CatalogueEvent on OperatorEvent {
  __typename
  id
  cancelledAt
  salesPaused
  ticketTypes {
    id
    area
    capacity
    seated
    sold
  }
  seatMap {
    area
    ticketTypeId
    rows {
      row
      seats {
        number
        status
      }
    }
  }
}`) as unknown as TypedDocumentString<CatalogueImportSeatMapMutation, CatalogueImportSeatMapMutationVariables>;
export const CatalogueEventDocument = new TypedDocumentString(`
    query CatalogueEvent($id: ID!) {
  operatorEvent(id: $id) {
    ...CatalogueEvent
  }
}
    fragment CatalogueEvent on OperatorEvent {
  __typename
  id
  cancelledAt
  salesPaused
  ticketTypes {
    id
    area
    capacity
    seated
    sold
  }
  seatMap {
    area
    ticketTypeId
    rows {
      row
      seats {
        number
        status
      }
    }
  }
}`) as unknown as TypedDocumentString<CatalogueEventQuery, CatalogueEventQueryVariables>;
export const CatalogueCreateProductDocument = new TypedDocumentString(`
    mutation CatalogueCreateProduct($input: CreateMerchProductInput!) {
  createMerchProduct(input: $input) {
    __typename
    ... on OperatorProduct {
      id
      slug
      eventId
      pickupOnly
      pickupDates
      ticketHolderOnly
      price {
        amount
        currency
      }
      variants {
        id
        sku
        size
        stock
        sold
      }
    }
    ... on Error {
      code
      message
    }
    ... on ValidationError {
      issues {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueCreateProductMutation, CatalogueCreateProductMutationVariables>;
export const CatalogueUpdateProductDocument = new TypedDocumentString(`
    mutation CatalogueUpdateProduct($id: ID!, $input: UpdateMerchProductInput!) {
  updateMerchProduct(id: $id, input: $input) {
    __typename
    ... on OperatorProduct {
      id
      name
      ticketHolderOnly
      pickupDates
      variants {
        id
        sku
        stock
      }
    }
    ... on Error {
      code
      message
    }
    ... on ValidationError {
      issues {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueUpdateProductMutation, CatalogueUpdateProductMutationVariables>;
export const CatalogueProductsDocument = new TypedDocumentString(`
    query CatalogueProducts {
  operatorProducts {
    id
    slug
  }
}
    `) as unknown as TypedDocumentString<CatalogueProductsQuery, CatalogueProductsQueryVariables>;
export const CatalogueDeleteVariantDocument = new TypedDocumentString(`
    mutation CatalogueDeleteVariant($id: ID!) {
  deleteMerchVariant(id: $id) {
    __typename
    ... on OperatorProduct {
      id
      variants {
        id
        sku
      }
    }
    ... on Error {
      code
      message
      field
    }
    ... on ValidationError {
      issues {
        field
        message
        messageKey
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueDeleteVariantMutation, CatalogueDeleteVariantMutationVariables>;
export const CatalogueCancelEventDocument = new TypedDocumentString(`
    mutation CatalogueCancelEvent($id: ID!) {
  cancelEvent(id: $id) {
    __typename
    ... on EventCancellation {
      alreadyCancelled
      ordersRefunded
      paymentsRefunded
      refundsPending
      event {
        id
        cancelledAt
        salesPaused
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueCancelEventMutation, CatalogueCancelEventMutationVariables>;
export const CatalogueUpdateTypeByGlobalIdDocument = new TypedDocumentString(`
    mutation CatalogueUpdateTypeByGlobalId($id: ID!, $input: UpdateTicketTypeInput!) {
  updateTicketType(id: $id, input: $input) {
    __typename
    ... on OperatorTicketType {
      id
      name
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CatalogueUpdateTypeByGlobalIdMutation, CatalogueUpdateTypeByGlobalIdMutationVariables>;
export const CliPublicEventDocument = new TypedDocumentString(`
    query CliPublicEvent($slug: String!) {
  event(slug: $slug) {
    id
    title
    saleState
  }
}
    `) as unknown as TypedDocumentString<CliPublicEventQuery, CliPublicEventQueryVariables>;
export const CliOwnerCreateKeyDocument = new TypedDocumentString(`
    mutation CliOwnerCreateKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    __typename
    ... on CreatedApiKey {
      apiKey {
        id
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CliOwnerCreateKeyMutation, CliOwnerCreateKeyMutationVariables>;
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
export const OperatorPublishDocument = new TypedDocumentString(`
    mutation OperatorPublish($eventId: ID!) {
  publishEvent(eventId: $eventId) {
    __typename
    ... on OperatorEvent {
      id
      lifecycle
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<OperatorPublishMutation, OperatorPublishMutationVariables>;
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
export const KeysMyInvitationsDocument = new TypedDocumentString(`
    query KeysMyInvitations {
  myOrganisationInvitations {
    id
    role
  }
}
    `) as unknown as TypedDocumentString<KeysMyInvitationsQuery, KeysMyInvitationsQueryVariables>;
export const KeysAcceptInvitationDocument = new TypedDocumentString(`
    mutation KeysAcceptInvitation($id: ID!) {
  acceptOrganisationInvitation(id: $id) {
    __typename
    ... on OrganisationMembership {
      role
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<KeysAcceptInvitationMutation, KeysAcceptInvitationMutationVariables>;
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
export const ScopingCreateIssueDocument = new TypedDocumentString(`
    mutation ScopingCreateIssue($input: CreateSupportIssueInput!) {
  createSupportIssue(input: $input) {
    __typename
    ... on SupportIssue {
      id
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ScopingCreateIssueMutation, ScopingCreateIssueMutationVariables>;
export const ScopingIssuesDocument = new TypedDocumentString(`
    query ScopingIssues {
  supportIssues(limit: 200) {
    id
  }
}
    `) as unknown as TypedDocumentString<ScopingIssuesQuery, ScopingIssuesQueryVariables>;
export const ScopingAnswerDocument = new TypedDocumentString(`
    mutation ScopingAnswer($id: ID!) {
  answerSupportIssue(issueId: $id, body: "We are on it.") {
    __typename
    ... on SupportIssue {
      id
      status
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ScopingAnswerMutation, ScopingAnswerMutationVariables>;
export const ScopingEntryDocument = new TypedDocumentString(`
    mutation ScopingEntry($input: UpdateEventEntryInput!) {
  updateEventEntry(input: $input) {
    entryState
  }
}
    `) as unknown as TypedDocumentString<ScopingEntryMutation, ScopingEntryMutationVariables>;
export const ScopingNodesDocument = new TypedDocumentString(`
    query ScopingNodes($ids: [ID!]!) {
  nodes(ids: $ids) {
    __typename
    id
    ... on Ticket {
      ticketNo
    }
    ... on TicketType {
      name
      available
    }
    ... on Seat {
      row
      number
    }
  }
}
    `) as unknown as TypedDocumentString<ScopingNodesQuery, ScopingNodesQueryVariables>;
export const ScopingEventIdDocument = new TypedDocumentString(`
    query ScopingEventId($slug: String!) {
  event(slug: $slug) {
    id
  }
}
    `) as unknown as TypedDocumentString<ScopingEventIdQuery, ScopingEventIdQueryVariables>;
export const ScopingSnapshotKeysDocument = new TypedDocumentString(`
    query ScopingSnapshotKeys {
  gateSnapshot {
    keys {
      keyId
      publicKey
      active
    }
  }
}
    `) as unknown as TypedDocumentString<ScopingSnapshotKeysQuery, ScopingSnapshotKeysQueryVariables>;
export const ScopingSnapshotRevocationsDocument = new TypedDocumentString(`
    query ScopingSnapshotRevocations {
  gateSnapshot {
    revocations {
      kind
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ScopingSnapshotRevocationsQuery, ScopingSnapshotRevocationsQueryVariables>;
export const ScopingPlatformKeysDocument = new TypedDocumentString(`
    query ScopingPlatformKeys {
  qrPublicKeys {
    keyId
    publicKey
  }
}
    `) as unknown as TypedDocumentString<ScopingPlatformKeysQuery, ScopingPlatformKeysQueryVariables>;
export const ScopingPublicStatusDocument = new TypedDocumentString(`
    query ScopingPublicStatus($code: String!) {
  publicTicketStatus(code: $code) {
    status
    eventTitle
  }
}
    `) as unknown as TypedDocumentString<ScopingPublicStatusQuery, ScopingPublicStatusQueryVariables>;
export const OrderRefundsCancelEventDocument = new TypedDocumentString(`
    mutation OrderRefundsCancelEvent($id: ID!) {
  cancelEvent(id: $id) {
    __typename
    ... on EventCancellation {
      paymentsRefunded
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<OrderRefundsCancelEventMutation, OrderRefundsCancelEventMutationVariables>;
export const OrderRefundsWaitingListDocument = new TypedDocumentString(`
    mutation OrderRefundsWaitingList($input: JoinWaitingListInput!) {
  joinWaitingList(input: $input) {
    __typename
    ... on JoinWaitingListSuccess {
      place {
        status
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<OrderRefundsWaitingListMutation, OrderRefundsWaitingListMutationVariables>;
export const OrderRefundsPlaceDocument = new TypedDocumentString(`
    query OrderRefundsPlace($eventSlug: String!) {
  myQueuePlace(eventSlug: $eventSlug) {
    status
    offer {
      orderNo
      quantity
    }
  }
}
    `) as unknown as TypedDocumentString<OrderRefundsPlaceQuery, OrderRefundsPlaceQueryVariables>;
export const ApplicationsApplyDocument = new TypedDocumentString(`
    mutation ApplicationsApply($input: OrganisationApplicationInput!) {
  applyForOrganisation(input: $input) {
    __typename
    ... on OrganisationApplication {
      id
      status
      organisationName
      applicantEmail
      eventTypes
      expectedVolume
    }
    ... on ValidationError {
      issues {
        field
        message
        messageKey
      }
    }
    ... on Error {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<ApplicationsApplyMutation, ApplicationsApplyMutationVariables>;
export const ApplicationsMineDocument = new TypedDocumentString(`
    query ApplicationsMine {
  myOrganisationApplication {
    id
    status
    refusalReason
    organisationId
  }
}
    `) as unknown as TypedDocumentString<ApplicationsMineQuery, ApplicationsMineQueryVariables>;
export const ApplicationsListDocument = new TypedDocumentString(`
    query ApplicationsList($status: OrganisationApplicationStatus) {
  organisationApplications(status: $status) {
    id
    status
    organisationName
    applicantEmail
  }
}
    `) as unknown as TypedDocumentString<ApplicationsListQuery, ApplicationsListQueryVariables>;
export const ApplicationsApproveDocument = new TypedDocumentString(`
    mutation ApplicationsApprove($id: ID!, $slug: String) {
  approveOrganisationApplication(id: $id, slug: $slug) {
    __typename
    ... on ApprovedOrganisationApplication {
      alreadyApproved
      application {
        status
        organisationId
      }
      organisation {
        id
        slug
        name
        memberCount
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ApplicationsApproveMutation, ApplicationsApproveMutationVariables>;
export const ApplicationsRefuseDocument = new TypedDocumentString(`
    mutation ApplicationsRefuse($id: ID!, $reason: String!) {
  refuseOrganisationApplication(id: $id, reason: $reason) {
    __typename
    ... on OrganisationApplication {
      status
      refusalReason
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ApplicationsRefuseMutation, ApplicationsRefuseMutationVariables>;
export const ApplicationsMyOrganisationsDocument = new TypedDocumentString(`
    query ApplicationsMyOrganisations {
  myOrganisations {
    id
    name
    role
  }
}
    `) as unknown as TypedDocumentString<ApplicationsMyOrganisationsQuery, ApplicationsMyOrganisationsQueryVariables>;
export const ApplicationsIdentityDocument = new TypedDocumentString(`
    query ApplicationsIdentity {
  operatorIdentity {
    organisationId
    scopes
  }
}
    `) as unknown as TypedDocumentString<ApplicationsIdentityQuery, ApplicationsIdentityQueryVariables>;
export const OrgAuditLogDocument = new TypedDocumentString(`
    query OrgAuditLog($first: Int, $after: String, $filter: OrganisationAuditFilterInput) {
  organisationAuditLog(first: $first, after: $after, filter: $filter) {
    edges {
      node {
        id
        at
        action
        outcome
        actorKind
        actorUserId
        actorName
        actorEmail
        actorApiKeyId
        targetType
        targetId
        eventId
        eventTitle
        orderNo
        details
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<OrgAuditLogQuery, OrgAuditLogQueryVariables>;
export const OrgAuditActionsDocument = new TypedDocumentString(`
    query OrgAuditActions {
  organisationAuditActions
}
    `) as unknown as TypedDocumentString<OrgAuditActionsQuery, OrgAuditActionsQueryVariables>;
export const OrgAuditUpdateDocument = new TypedDocumentString(`
    mutation OrgAuditUpdate($id: ID!, $input: UpdateEventInput!) {
  updateEvent(id: $id, input: $input) {
    __typename
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<OrgAuditUpdateMutation, OrgAuditUpdateMutationVariables>;
export const MembersInviteDocument = new TypedDocumentString(`
    mutation MembersInvite($input: InviteOrganisationMemberInput!) {
  inviteOrganisationMember(input: $input) {
    __typename
    ... on OrganisationInvitation {
      id
      email
      role
      status
      expiresAt
    }
    ... on Error {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<MembersInviteMutation, MembersInviteMutationVariables>;
export const MembersSetMemberDocument = new TypedDocumentString(`
    mutation MembersSetMember($email: String!, $role: OrganisationRole!) {
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
    `) as unknown as TypedDocumentString<MembersSetMemberMutation, MembersSetMemberMutationVariables>;
export const MembersInvitationsDocument = new TypedDocumentString(`
    query MembersInvitations($status: OrganisationInvitationStatus) {
  organisationInvitations(status: $status) {
    id
    email
    role
    status
  }
}
    `) as unknown as TypedDocumentString<MembersInvitationsQuery, MembersInvitationsQueryVariables>;
export const MembersListDocument = new TypedDocumentString(`
    query MembersList {
  organisationMembers {
    userId
    email
    role
  }
}
    `) as unknown as TypedDocumentString<MembersListQuery, MembersListQueryVariables>;
export const MembersRevokeInvitationDocument = new TypedDocumentString(`
    mutation MembersRevokeInvitation($id: ID!) {
  revokeOrganisationInvitation(id: $id) {
    __typename
    ... on OrganisationInvitation {
      status
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<MembersRevokeInvitationMutation, MembersRevokeInvitationMutationVariables>;
export const MembersMineDocument = new TypedDocumentString(`
    query MembersMine {
  myOrganisationInvitations {
    id
    organisationName
    role
  }
}
    `) as unknown as TypedDocumentString<MembersMineQuery, MembersMineQueryVariables>;
export const MembersAcceptDocument = new TypedDocumentString(`
    mutation MembersAccept($id: ID!) {
  acceptOrganisationInvitation(id: $id) {
    __typename
    ... on OrganisationMembership {
      id
      name
      role
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<MembersAcceptMutation, MembersAcceptMutationVariables>;
export const MembersDeclineDocument = new TypedDocumentString(`
    mutation MembersDecline($id: ID!) {
  declineOrganisationInvitation(id: $id) {
    __typename
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<MembersDeclineMutation, MembersDeclineMutationVariables>;
export const MembersMyOrganisationsDocument = new TypedDocumentString(`
    query MembersMyOrganisations {
  myOrganisations {
    id
    role
  }
}
    `) as unknown as TypedDocumentString<MembersMyOrganisationsQuery, MembersMyOrganisationsQueryVariables>;
export const MembersIdentityDocument = new TypedDocumentString(`
    query MembersIdentity {
  operatorIdentity {
    organisationId
    scopes
  }
}
    `) as unknown as TypedDocumentString<MembersIdentityQuery, MembersIdentityQueryVariables>;
export const MembersSetRoleDocument = new TypedDocumentString(`
    mutation MembersSetRole($userId: ID!, $role: OrganisationRole!) {
  setOrganisationMemberRole(userId: $userId, role: $role) {
    __typename
    ... on OrganisationMember {
      role
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<MembersSetRoleMutation, MembersSetRoleMutationVariables>;
export const MembersRemoveDocument = new TypedDocumentString(`
    mutation MembersRemove($userId: ID!) {
  removeOrganisationMember(userId: $userId) {
    __typename
    ... on OrganisationMember {
      userId
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<MembersRemoveMutation, MembersRemoveMutationVariables>;
export const MembersRevokeKeyDocument = new TypedDocumentString(`
    mutation MembersRevokeKey($id: ID!) {
  revokeApiKey(id: $id) {
    __typename
    ... on ApiKey {
      revokedAt
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<MembersRevokeKeyMutation, MembersRevokeKeyMutationVariables>;
export const MembersSalesDocument = new TypedDocumentString(`
    subscription MembersSales($eventId: ID!) {
  operatorSalesFigures(eventId: $eventId) {
    eventId
    sold
  }
}
    `) as unknown as TypedDocumentString<MembersSalesSubscription, MembersSalesSubscriptionVariables>;
export const MembersSalesNowDocument = new TypedDocumentString(`
    query MembersSalesNow($eventId: ID!) {
  operatorSalesFigures(eventId: $eventId) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<MembersSalesNowQuery, MembersSalesNowQueryVariables>;
export const OutboxSendPhoneCodeDocument = new TypedDocumentString(`
    mutation OutboxSendPhoneCode($input: PhoneInput!) {
  sendPhoneCode(input: $input) {
    __typename
    ... on Error {
      code
      message
    }
  }
}
    `) as unknown as TypedDocumentString<OutboxSendPhoneCodeMutation, OutboxSendPhoneCodeMutationVariables>;
export const PaymentsPayOrderDocument = new TypedDocumentString(`
    mutation PaymentsPayOrder($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ...PaymentError
    ... on PaymentAccepted {
      orderNo
      paymentNo
      status
      redirectUrl
      balance {
        amount
      }
    }
  }
}
    fragment PaymentError on Error {
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      messageKey
    }
  }
  ... on PayPasswordLockedError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<PaymentsPayOrderMutation, PaymentsPayOrderMutationVariables>;
export const PaymentsTopUpDocument = new TypedDocumentString(`
    mutation PaymentsTopUp($input: TopUpInput!) {
  topUp(input: $input) {
    __typename
    ...PaymentError
    ... on PaymentAccepted {
      orderNo
      paymentNo
      status
      redirectUrl
    }
  }
}
    fragment PaymentError on Error {
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      messageKey
    }
  }
  ... on PayPasswordLockedError {
    retryAfterSeconds
  }
}`) as unknown as TypedDocumentString<PaymentsTopUpMutation, PaymentsTopUpMutationVariables>;
export const PaymentsWalletDocument = new TypedDocumentString(`
    query PaymentsWallet {
  wallet {
    balance {
      amount
    }
    displayCurrency
    transactions(first: 50) {
      edges {
        node {
          amount {
            amount
          }
          balanceAfter {
            amount
          }
          kind
          reference
          paidFor
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentsWalletQuery, PaymentsWalletQueryVariables>;
export const PaymentsResultDocument = new TypedDocumentString(`
    query PaymentsResult($orderNo: String!) {
  paymentResult(orderNo: $orderNo) {
    __typename
    ... on Error {
      code
    }
    ... on PaymentResult {
      status
      reason
      canRetry
      attemptsLeft
      kind
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentsResultQuery, PaymentsResultQueryVariables>;
export const PaymentsSetPayPasswordDocument = new TypedDocumentString(`
    mutation PaymentsSetPayPassword($p: String!) {
  setPayPassword(payPassword: $p) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PaymentsSetPayPasswordMutation, PaymentsSetPayPasswordMutationVariables>;
export const PaymentsWebhooksSavedCardsDocument = new TypedDocumentString(`
    query PaymentsWebhooksSavedCards {
  savedCards {
    brand
    last4
    expMonth
    holderName
  }
}
    `) as unknown as TypedDocumentString<PaymentsWebhooksSavedCardsQuery, PaymentsWebhooksSavedCardsQueryVariables>;
export const PaymentsWebhooksResultStateDocument = new TypedDocumentString(`
    query PaymentsWebhooksResultState($orderNo: String!) {
  paymentResult(orderNo: $orderNo) {
    __typename
    ... on PaymentResult {
      status
      orderStatus
    }
  }
}
    `) as unknown as TypedDocumentString<PaymentsWebhooksResultStateQuery, PaymentsWebhooksResultStateQueryVariables>;
export const PlatformCreateOrganisationDocument = new TypedDocumentString(`
    mutation PlatformCreateOrganisation($input: CreateOrganisationInput!) {
  createOrganisation(input: $input) {
    __typename
    ... on CreatedOrganisation {
      organisation {
        id
        slug
        name
        memberCount
        createdAt
      }
      ownerUserId
      ownerEmail
    }
    ... on ValidationError {
      issues {
        field
      }
    }
    ... on Error {
      code
      field
      message
    }
  }
}
    `) as unknown as TypedDocumentString<PlatformCreateOrganisationMutation, PlatformCreateOrganisationMutationVariables>;
export const PlatformOrganisationsDocument = new TypedDocumentString(`
    query PlatformOrganisations($first: Int, $after: String, $last: Int, $before: String) {
  organisations(first: $first, after: $after, last: $last, before: $before) {
    edges {
      cursor
      node {
        id
        slug
        name
        memberCount
      }
    }
    pageInfo {
      hasNextPage
      hasPreviousPage
      endCursor
      startCursor
    }
  }
}
    `) as unknown as TypedDocumentString<PlatformOrganisationsQuery, PlatformOrganisationsQueryVariables>;
export const PlatformOwnerCreateKeyDocument = new TypedDocumentString(`
    mutation PlatformOwnerCreateKey($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    __typename
    ... on Error {
      code
      field
    }
  }
}
    `) as unknown as TypedDocumentString<PlatformOwnerCreateKeyMutation, PlatformOwnerCreateKeyMutationVariables>;
export const PoolStallHealthDocument = new TypedDocumentString(`
    query PoolStallHealth {
  health {
    ok
    database
  }
}
    `) as unknown as TypedDocumentString<PoolStallHealthQuery, PoolStallHealthQueryVariables>;
export const PresaleOnDocument = new TypedDocumentString(`
    mutation PresaleOn($id: ID!) {
  updateEvent(id: $id, input: {presaleRegistration: true}) {
    __typename
    ... on OperatorEvent {
      presaleRegistration
    }
  }
}
    `) as unknown as TypedDocumentString<PresaleOnMutation, PresaleOnMutationVariables>;
export const PresaleOffDocument = new TypedDocumentString(`
    mutation PresaleOff($id: ID!) {
  updateEvent(id: $id, input: {presaleRegistration: false}) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PresaleOffMutation, PresaleOffMutationVariables>;
export const PresaleBoundDocument = new TypedDocumentString(`
    mutation PresaleBound($eventId: ID!, $input: CreatePromoCodesInput!) {
  createPromoCodes(eventId: $eventId, input: $input) {
    __typename
    ... on Error {
      field
    }
    ... on PromoCodesCreated {
      codes {
        boundEmail
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PresaleBoundMutation, PresaleBoundMutationVariables>;
export const PrivacyAuditExportDocument = new TypedDocumentString(`
    mutation PrivacyAuditExport($p: String!) {
  exportMyData(password: $p) {
    __typename
    ...PrivacyError
    ... on MyDataExport {
      fileName
      data
    }
  }
}
    fragment PrivacyError on Error {
  code
  message
  field
}`) as unknown as TypedDocumentString<PrivacyAuditExportMutation, PrivacyAuditExportMutationVariables>;
export const PrivacyAuditDeleteDocument = new TypedDocumentString(`
    mutation PrivacyAuditDelete($p: String!) {
  deleteMyAccount(password: $p) {
    __typename
    ...PrivacyError
    ... on AccountDeletionBlockedError {
      reasons
    }
    ... on Done {
      ok
    }
  }
}
    fragment PrivacyError on Error {
  code
  message
  field
}`) as unknown as TypedDocumentString<PrivacyAuditDeleteMutation, PrivacyAuditDeleteMutationVariables>;
export const PrivacyAuditDocument = new TypedDocumentString(`
    query PrivacyAudit($f: AuditFilterInput, $first: Int, $after: String) {
  auditLog(filter: $f, first: $first, after: $after) {
    edges {
      cursor
      node {
        id
        at
        action
        outcome
        actorUserId
        actorStaffTokenId
        subjectUserId
        targetType
        targetId
        ip
        userAgent
        details
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyAuditQuery, PrivacyAuditQueryVariables>;
export const PrivacyAuditAddIdentityDocument = new TypedDocumentString(`
    mutation PrivacyAuditAddIdentity($input: AddAudienceIdentityInput!) {
  addAudienceIdentity(input: $input) {
    __typename
    ...PrivacyError
    ... on AudienceIdentity {
      id
    }
  }
}
    fragment PrivacyError on Error {
  code
  message
  field
}`) as unknown as TypedDocumentString<PrivacyAuditAddIdentityMutation, PrivacyAuditAddIdentityMutationVariables>;
export const PrivacyAuditUpdateIdentityDocument = new TypedDocumentString(`
    mutation PrivacyAuditUpdateIdentity($id: ID!, $input: AudienceIdentityInput!) {
  updateAudienceIdentity(id: $id, input: $input) {
    __typename
    ...PrivacyError
    ... on AudienceIdentity {
      id
    }
  }
}
    fragment PrivacyError on Error {
  code
  message
  field
}`) as unknown as TypedDocumentString<PrivacyAuditUpdateIdentityMutation, PrivacyAuditUpdateIdentityMutationVariables>;
export const PrivacyAudit2Document = new TypedDocumentString(`
    mutation PrivacyAudit2($id: ID!) {
  deleteAudienceIdentity(id: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit2Mutation, PrivacyAudit2MutationVariables>;
export const PrivacyAuditAddAddressDocument = new TypedDocumentString(`
    mutation PrivacyAuditAddAddress($i: AddressInput!) {
  addAddress(input: $i) {
    __typename
    ...PrivacyError
    ... on Address {
      id
    }
  }
}
    fragment PrivacyError on Error {
  code
  message
  field
}`) as unknown as TypedDocumentString<PrivacyAuditAddAddressMutation, PrivacyAuditAddAddressMutationVariables>;
export const PrivacyAudit3Document = new TypedDocumentString(`
    mutation PrivacyAudit3($p: String!) {
  setPayPassword(payPassword: $p) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit3Mutation, PrivacyAudit3MutationVariables>;
export const PrivacyAudit4Document = new TypedDocumentString(`
    mutation PrivacyAudit4($input: PhoneInput!) {
  sendPhoneCode(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit4Mutation, PrivacyAudit4MutationVariables>;
export const PrivacyAudit5Document = new TypedDocumentString(`
    mutation PrivacyAudit5($input: PhoneCodeInput!) {
  verifyPhone(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit5Mutation, PrivacyAudit5MutationVariables>;
export const PrivacyAuditSignOutDocument = new TypedDocumentString(`
    mutation PrivacyAuditSignOut {
  signOut {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAuditSignOutMutation, PrivacyAuditSignOutMutationVariables>;
export const PrivacyAudit7Document = new TypedDocumentString(`
    mutation PrivacyAudit7($input: ChangePasswordInput!) {
  changePassword(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit7Mutation, PrivacyAudit7MutationVariables>;
export const PrivacyAudit8Document = new TypedDocumentString(`
    mutation PrivacyAudit8($input: ChangePayPasswordInput!) {
  changePayPassword(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit8Mutation, PrivacyAudit8MutationVariables>;
export const PrivacyAudit9Document = new TypedDocumentString(`
    mutation PrivacyAudit9 {
  sendCurrentEmailCode {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit9Mutation, PrivacyAudit9MutationVariables>;
export const PrivacyAudit10Document = new TypedDocumentString(`
    mutation PrivacyAudit10($e: String!) {
  sendNewEmailCode(email: $e) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit10Mutation, PrivacyAudit10MutationVariables>;
export const PrivacyAudit11Document = new TypedDocumentString(`
    mutation PrivacyAudit11($input: ChangeEmailInput!) {
  changeEmail(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit11Mutation, PrivacyAudit11MutationVariables>;
export const PrivacyAudit12Document = new TypedDocumentString(`
    query PrivacyAudit12 {
  myIdentities {
    id
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit12Query, PrivacyAudit12QueryVariables>;
export const PrivacyAudit13Document = new TypedDocumentString(`
    mutation PrivacyAudit13($input: UpdateEventEntryInput!) {
  updateEventEntry(input: $input) {
    id
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit13Mutation, PrivacyAudit13MutationVariables>;
export const PrivacyAudit14Document = new TypedDocumentString(`
    mutation PrivacyAudit14($input: PublishNoticeInput!) {
  publishNotice(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit14Mutation, PrivacyAudit14MutationVariables>;
export const PrivacyAudit15Document = new TypedDocumentString(`
    mutation PrivacyAudit15($input: CreateSupportIssueInput!) {
  createSupportIssue(input: $input) {
    __typename
    ... on SupportIssue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit15Mutation, PrivacyAudit15MutationVariables>;
export const PrivacyAudit16Document = new TypedDocumentString(`
    mutation PrivacyAudit16($id: ID!) {
  answerSupportIssue(issueId: $id, body: "Please refresh the page.") {
    __typename
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit16Mutation, PrivacyAudit16MutationVariables>;
export const PrivacyAudit17Document = new TypedDocumentString(`
    query PrivacyAudit17 {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<PrivacyAudit17Query, PrivacyAudit17QueryVariables>;
export const ProvidersPayDocument = new TypedDocumentString(`
    mutation ProvidersPay($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on Error {
      code
      message
      field
    }
    ... on ValidationError {
      issues {
        field
        messageKey
      }
    }
    ... on PaymentAccepted {
      orderNo
      paymentNo
      status
      redirectUrl
    }
  }
}
    `) as unknown as TypedDocumentString<ProvidersPayMutation, ProvidersPayMutationVariables>;
export const ProvidersTopUpDocument = new TypedDocumentString(`
    mutation ProvidersTopUp($input: TopUpInput!) {
  topUp(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on PaymentAccepted {
      orderNo
      paymentNo
      status
      redirectUrl
    }
  }
}
    `) as unknown as TypedDocumentString<ProvidersTopUpMutation, ProvidersTopUpMutationVariables>;
export const ProvidersOptionsDocument = new TypedDocumentString(`
    query ProvidersOptions {
  paymentOptions {
    methods
    cardEntry
    testMode
  }
}
    `) as unknown as TypedDocumentString<ProvidersOptionsQuery, ProvidersOptionsQueryVariables>;
export const ProvidersSavedCardsDocument = new TypedDocumentString(`
    query ProvidersSavedCards {
  savedCards {
    id
    brand
    last4
    expMonth
    expYear
  }
}
    `) as unknown as TypedDocumentString<ProvidersSavedCardsQuery, ProvidersSavedCardsQueryVariables>;
export const ProvidersDeleteCardDocument = new TypedDocumentString(`
    mutation ProvidersDeleteCard($id: ID!) {
  deleteSavedCard(id: $id) {
    __typename
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ProvidersDeleteCardMutation, ProvidersDeleteCardMutationVariables>;
export const ProvidersResultDocument = new TypedDocumentString(`
    query ProvidersResult($orderNo: String!) {
  paymentResult(orderNo: $orderNo) {
    __typename
    ... on PaymentResult {
      status
      reason
      canRetry
    }
  }
}
    `) as unknown as TypedDocumentString<ProvidersResultQuery, ProvidersResultQueryVariables>;
export const ProvidersRefundOrderDocument = new TypedDocumentString(`
    mutation ProvidersRefundOrder($input: RefundOrderInput!) {
  refundOrder(input: $input) {
    __typename
    ... on Error {
      code
      message
      field
    }
    ... on RefundTooLargeError {
      refundable {
        amount
        currency
      }
    }
    ... on OrderNotRefundableError {
      status
    }
    ... on OrderRefunded {
      full
      repeated
      refund {
        refundNo
        orderAmount
        status
        cause
        amount {
          amount
          currency
        }
      }
      order {
        status
        refundable {
          amount
        }
        refunds {
          refundNo
          status
          orderAmount
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProvidersRefundOrderMutation, ProvidersRefundOrderMutationVariables>;
export const ProvidersOperatorOrderDocument = new TypedDocumentString(`
    query ProvidersOperatorOrder($search: String!) {
  operatorOrders(search: $search, first: 1) {
    edges {
      node {
        orderNo
        status
        refundable {
          amount
          currency
        }
        refunds {
          refundNo
          status
          cause
          orderAmount
        }
        disputes {
          status
          provider
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ProvidersOperatorOrderQuery, ProvidersOperatorOrderQueryVariables>;
export const QueueFairnessSecureDocument = new TypedDocumentString(`
    mutation QueueFairnessSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on TicketsSecured {
      order {
        orderNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueueFairnessSecureMutation, QueueFairnessSecureMutationVariables>;
export const QueueFairnessPayDocument = new TypedDocumentString(`
    mutation QueueFairnessPay($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on PaymentAccepted {
      orderNo
    }
  }
}
    `) as unknown as TypedDocumentString<QueueFairnessPayMutation, QueueFairnessPayMutationVariables>;
export const QueueFairnessCancelDocument = new TypedDocumentString(`
    mutation QueueFairnessCancel($no: String!) {
  cancelOrder(orderNo: $no) {
    __typename
    ... on Order {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<QueueFairnessCancelMutation, QueueFairnessCancelMutationVariables>;
export const QueueFairnessWaitingListDocument = new TypedDocumentString(`
    mutation QueueFairnessWaitingList($input: JoinWaitingListInput!) {
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
    `) as unknown as TypedDocumentString<QueueFairnessWaitingListMutation, QueueFairnessWaitingListMutationVariables>;
export const QueueFairnessReportDocument = new TypedDocumentString(`
    query QueueFairnessReport($eventSlug: String!) {
  waitingRoom(eventSlug: $eventSlug) {
    fairnessLogUrl
    fairnessReport {
      keyId
      publicKey
      signature
      document
      preQueueFans
      afterDrawFans
      admitted
      offers
      ticketsSold
      accountsServed
      mostTicketsOneAccount
      humanCheckFailures
      oversold
      handBacksResold
      identitiesServed
      mostTicketsOneIdentity
      secureAnswers
      secureP50Ms
      secureP99Ms
      logEntries
      logHead
      rateChanges {
        at
        from
        to
        by
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueueFairnessReportQuery, QueueFairnessReportQueryVariables>;
export const QueueFairnessRoomDocument = new TypedDocumentString(`
    query QueueFairnessRoom($eventSlug: String!) {
  waitingRoom(eventSlug: $eventSlug) {
    state
  }
}
    `) as unknown as TypedDocumentString<QueueFairnessRoomQuery, QueueFairnessRoomQueryVariables>;
export const QueueOperatorSettingsDocument = new TypedDocumentString(`
    query QueueOperatorSettings($eventId: ID!) {
  operatorWaitingRoom(eventId: $eventId) {
    eventId
    enabled
    ratePerMinute
    currentRatePerMinute
    passSeconds
    offerSeconds
    graceSeconds
  }
}
    `) as unknown as TypedDocumentString<QueueOperatorSettingsQuery, QueueOperatorSettingsQueryVariables>;
export const QueueOperatorUpdateDocument = new TypedDocumentString(`
    mutation QueueOperatorUpdate($eventId: ID!, $input: WaitingRoomSettingsInput!) {
  updateWaitingRoom(eventId: $eventId, input: $input) {
    __typename
    ... on WaitingRoomSettings {
      enabled
      ratePerMinute
      currentRatePerMinute
      passSeconds
      offerSeconds
      graceSeconds
    }
    ... on Error {
      code
    }
    ... on ValidationError {
      issues {
        field
        message
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueueOperatorUpdateMutation, QueueOperatorUpdateMutationVariables>;
export const QueueOperatorRoomDocument = new TypedDocumentString(`
    query QueueOperatorRoom($slug: String!) {
  waitingRoom(eventSlug: $slug) {
    state
    admissionRatePerMinute
  }
}
    `) as unknown as TypedDocumentString<QueueOperatorRoomQuery, QueueOperatorRoomQueryVariables>;
export const QueueRealNameAddIdentityDocument = new TypedDocumentString(`
    mutation QueueRealNameAddIdentity($input: AddAudienceIdentityInput!) {
  addAudienceIdentity(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on AudienceIdentity {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<QueueRealNameAddIdentityMutation, QueueRealNameAddIdentityMutationVariables>;
export const QueueRealNameSecureDocument = new TypedDocumentString(`
    mutation QueueRealNameSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on TicketsSecured {
      order {
        orderNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueueRealNameSecureMutation, QueueRealNameSecureMutationVariables>;
export const QueueRealNameNameDocument = new TypedDocumentString(`
    mutation QueueRealNameName($input: NameOrderTicketsInput!) {
  nameOrderTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on IdentityTakenError {
      identityId
    }
    ... on Order {
      orderNo
      items {
        identity {
          id
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueueRealNameNameMutation, QueueRealNameNameMutationVariables>;
export const QueueRealNamePayDocument = new TypedDocumentString(`
    mutation QueueRealNamePay($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on PaymentAccepted {
      orderNo
    }
  }
}
    `) as unknown as TypedDocumentString<QueueRealNamePayMutation, QueueRealNamePayMutationVariables>;
export const QueueRealNameWaitingListDocument = new TypedDocumentString(`
    mutation QueueRealNameWaitingList($input: JoinWaitingListInput!) {
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
    `) as unknown as TypedDocumentString<QueueRealNameWaitingListMutation, QueueRealNameWaitingListMutationVariables>;
export const QueueRealNameOfferDocument = new TypedDocumentString(`
    query QueueRealNameOffer($eventSlug: String!) {
  myQueuePlace(eventSlug: $eventSlug) {
    status
    offer {
      orderNo
      requiresIdentity
      expiresAt
    }
  }
}
    `) as unknown as TypedDocumentString<QueueRealNameOfferQuery, QueueRealNameOfferQueryVariables>;
export const QueueRealNameRoomDocument = new TypedDocumentString(`
    query QueueRealNameRoom($eventSlug: String!) {
  waitingRoom(eventSlug: $eventSlug) {
    state
  }
}
    `) as unknown as TypedDocumentString<QueueRealNameRoomQuery, QueueRealNameRoomQueryVariables>;
export const QueueRestartJoinDocument = new TypedDocumentString(`
    mutation QueueRestartJoin($input: JoinQueueInput!) {
  joinQueue(input: $input) {
    __typename
    ... on JoinQueueSuccess {
      place {
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueueRestartJoinMutation, QueueRestartJoinMutationVariables>;
export const QueueRestartPlaceDocument = new TypedDocumentString(`
    query QueueRestartPlace($s: String!) {
  myQueuePlace(eventSlug: $s) {
    status
    position
    joinedAt
  }
}
    `) as unknown as TypedDocumentString<QueueRestartPlaceQuery, QueueRestartPlaceQueryVariables>;
export const QueueScaleJoinDocument = new TypedDocumentString(`
    mutation QueueScaleJoin($input: JoinQueueInput!) {
  joinQueue(input: $input) {
    __typename
    ... on JoinQueueSuccess {
      place {
        status
        joinedAt
      }
    }
  }
}
    `) as unknown as TypedDocumentString<QueueScaleJoinMutation, QueueScaleJoinMutationVariables>;
export const QueueScalePlaceDocument = new TypedDocumentString(`
    query QueueScalePlace($s: String!) {
  myQueuePlace(eventSlug: $s) {
    status
    position
    joinedAt
  }
}
    `) as unknown as TypedDocumentString<QueueScalePlaceQuery, QueueScalePlaceQueryVariables>;
export const QueueScaleSecureDocument = new TypedDocumentString(`
    mutation QueueScaleSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<QueueScaleSecureMutation, QueueScaleSecureMutationVariables>;
export const QueueScaleWaitingRoomDocument = new TypedDocumentString(`
    query QueueScaleWaitingRoom($s: String!) {
  waitingRoom(eventSlug: $s) {
    state
  }
}
    `) as unknown as TypedDocumentString<QueueScaleWaitingRoomQuery, QueueScaleWaitingRoomQueryVariables>;
export const QueueScalePositionDocument = new TypedDocumentString(`
    subscription QueueScalePosition($s: String!) {
  queuePosition(eventSlug: $s) {
    status
    admission {
      token
    }
  }
}
    `) as unknown as TypedDocumentString<QueueScalePositionSubscription, QueueScalePositionSubscriptionVariables>;
export const QueueTestPositionDocument = new TypedDocumentString(`
    subscription QueueTestPosition($slug: String!) {
  queuePosition(eventSlug: $slug) {
    status
    position
  }
}
    `) as unknown as TypedDocumentString<QueueTestPositionSubscription, QueueTestPositionSubscriptionVariables>;
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
export const NginxHealthDocument = new TypedDocumentString(`
    query NginxHealth {
  health {
    ok
  }
}
    `) as unknown as TypedDocumentString<NginxHealthQuery, NginxHealthQueryVariables>;
export const NginxHealthAndDatabaseDocument = new TypedDocumentString(`
    query NginxHealthAndDatabase {
  health {
    ok
    database
  }
}
    `) as unknown as TypedDocumentString<NginxHealthAndDatabaseQuery, NginxHealthAndDatabaseQueryVariables>;
export const NginxTicketQrDocument = new TypedDocumentString(`
    subscription NginxTicketQr($id: ID!) {
  ticketQr(ticketId: $id) {
    pass {
      version
    }
  }
}
    `) as unknown as TypedDocumentString<NginxTicketQrSubscription, NginxTicketQrSubscriptionVariables>;
export const NginxRefreshQrDocument = new TypedDocumentString(`
    mutation NginxRefreshQr($id: ID!) {
  refreshTicketQr(ticketId: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<NginxRefreshQrMutation, NginxRefreshQrMutationVariables>;
export const ScaleOutPaymentResultDocument = new TypedDocumentString(`
    subscription ScaleOutPaymentResult($o: String!) {
  paymentResult(orderNo: $o) {
    status
  }
}
    `) as unknown as TypedDocumentString<ScaleOutPaymentResultSubscription, ScaleOutPaymentResultSubscriptionVariables>;
export const ScaleOutTicketQrDocument = new TypedDocumentString(`
    subscription ScaleOutTicketQr($id: ID!) {
  ticketQr(ticketId: $id) {
    active
    pass {
      version
    }
  }
}
    `) as unknown as TypedDocumentString<ScaleOutTicketQrSubscription, ScaleOutTicketQrSubscriptionVariables>;
export const ScaleOutRefreshQrDocument = new TypedDocumentString(`
    mutation ScaleOutRefreshQr($id: ID!) {
  refreshTicketQr(ticketId: $id) {
    __typename
    ... on QrUpdate {
      pass {
        version
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ScaleOutRefreshQrMutation, ScaleOutRefreshQrMutationVariables>;
export const ScaleOutMeDocument = new TypedDocumentString(`
    query ScaleOutMe {
  me {
    id
  }
}
    `) as unknown as TypedDocumentString<ScaleOutMeQuery, ScaleOutMeQueryVariables>;
export const ScaleOutSignOutDocument = new TypedDocumentString(`
    mutation ScaleOutSignOut {
  signOut {
    __typename
  }
}
    `) as unknown as TypedDocumentString<ScaleOutSignOutMutation, ScaleOutSignOutMutationVariables>;
export const ScaleOutHealthDocument = new TypedDocumentString(`
    query ScaleOutHealth {
  health {
    ok
  }
}
    `) as unknown as TypedDocumentString<ScaleOutHealthQuery, ScaleOutHealthQueryVariables>;
export const ScaleOutSalesFiguresDocument = new TypedDocumentString(`
    subscription ScaleOutSalesFigures($eventId: ID!) {
  operatorSalesFigures(eventId: $eventId) {
    eventId
    sold
  }
}
    `) as unknown as TypedDocumentString<ScaleOutSalesFiguresSubscription, ScaleOutSalesFiguresSubscriptionVariables>;
export const ScaleOutRevokeKeyDocument = new TypedDocumentString(`
    mutation ScaleOutRevokeKey($id: ID!) {
  revokeApiKey(id: $id) {
    __typename
  }
}
    `) as unknown as TypedDocumentString<ScaleOutRevokeKeyMutation, ScaleOutRevokeKeyMutationVariables>;
export const RelayEventsPageDocument = new TypedDocumentString(`
    query RelayEventsPage($first: Int!, $after: String) {
  events(first: $first, after: $after) {
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
    `) as unknown as TypedDocumentString<RelayEventsPageQuery, RelayEventsPageQueryVariables>;
export const RelayNodeSlugDocument = new TypedDocumentString(`
    query RelayNodeSlug($id: ID!) {
  node(id: $id) {
    id
    ... on Event {
      slug
    }
  }
}
    `) as unknown as TypedDocumentString<RelayNodeSlugQuery, RelayNodeSlugQueryVariables>;
export const SeatStorySecureDocument = new TypedDocumentString(`
    mutation SeatStorySecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on TicketsSecured {
      order {
        orderNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SeatStorySecureMutation, SeatStorySecureMutationVariables>;
export const SeatStoryPayDocument = new TypedDocumentString(`
    mutation SeatStoryPay($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SeatStoryPayMutation, SeatStoryPayMutationVariables>;
export const SeatStoryCancelDocument = new TypedDocumentString(`
    mutation SeatStoryCancel($orderNo: String!) {
  cancelOrder(orderNo: $orderNo) {
    __typename
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SeatStoryCancelMutation, SeatStoryCancelMutationVariables>;
export const SeatPickSecureDocument = new TypedDocumentString(`
    mutation SeatPickSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
      message
      field
    }
    ... on SeatsTakenError {
      seats {
        id
        row
        number
        status
      }
      alternatives {
        id
        row
        number
        status
      }
    }
    ... on TicketsSecured {
      order {
        orderNo
        items {
          seat {
            id
            row
            number
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SeatPickSecureMutation, SeatPickSecureMutationVariables>;
export const SeatPickMapDocument = new TypedDocumentString(`
    query SeatPickMap($slug: String!, $typeId: ID!, $quantity: Int!) {
  event(slug: $slug) {
    id
    accessibleSeatsReleaseAt
    seatMap {
      area
      ticketType {
        id
        seatSelection
      }
      rows {
        row
        seats {
          id
          number
          status
          access
        }
      }
    }
    bestAvailableSeats(ticketTypeId: $typeId, quantity: $quantity) {
      id
      row
      number
    }
  }
}
    `) as unknown as TypedDocumentString<SeatPickMapQuery, SeatPickMapQueryVariables>;
export const SeatingNeedSecureDocument = new TypedDocumentString(`
    mutation SeatingNeedSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
      message
      field
    }
    ... on AccessibleSeatsKeptError {
      seats {
        id
      }
      releaseAt
    }
    ... on TicketsSecured {
      order {
        orderNo
        items {
          seat {
            row
            number
            access
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SeatingNeedSecureMutation, SeatingNeedSecureMutationVariables>;
export const SeatingNeedOfferDocument = new TypedDocumentString(`
    query SeatingNeedOffer($slug: String!, $typeId: ID!, $quantity: Int!) {
  event(slug: $slug) {
    accessibleSeatsReleaseAt
    bestAvailableSeats(ticketTypeId: $typeId, quantity: $quantity) {
      row
      number
    }
    accessibleSpaces(ticketTypeId: $typeId) {
      wheelchair {
        id
        row
        number
        access
      }
      companions {
        id
        row
        number
        access
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SeatingNeedOfferQuery, SeatingNeedOfferQueryVariables>;
export const SeatingNeedMineDocument = new TypedDocumentString(`
    query SeatingNeedMine {
  mySeatingNeed {
    wheelchair
    companions
    updatedAt
  }
}
    `) as unknown as TypedDocumentString<SeatingNeedMineQuery, SeatingNeedMineQueryVariables>;
export const SeatingNeedSetDocument = new TypedDocumentString(`
    mutation SeatingNeedSet($input: SeatingNeedInput!) {
  setSeatingNeed(input: $input) {
    __typename
    ... on SeatingNeed {
      wheelchair
      companions
    }
    ... on ValidationError {
      code
      field
    }
  }
}
    `) as unknown as TypedDocumentString<SeatingNeedSetMutation, SeatingNeedSetMutationVariables>;
export const SeatingNeedDeleteDocument = new TypedDocumentString(`
    mutation SeatingNeedDelete {
  deleteSeatingNeed {
    ok
  }
}
    `) as unknown as TypedDocumentString<SeatingNeedDeleteMutation, SeatingNeedDeleteMutationVariables>;
export const SeatingNeedExportDocument = new TypedDocumentString(`
    mutation SeatingNeedExport($p: String!) {
  exportMyData(password: $p) {
    __typename
    ... on MyDataExport {
      data
    }
  }
}
    `) as unknown as TypedDocumentString<SeatingNeedExportMutation, SeatingNeedExportMutationVariables>;
export const SeatingNeedDeleteAccountDocument = new TypedDocumentString(`
    mutation SeatingNeedDeleteAccount($p: String!) {
  deleteMyAccount(password: $p) {
    __typename
    ... on Done {
      ok
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<SeatingNeedDeleteAccountMutation, SeatingNeedDeleteAccountMutationVariables>;
export const SeatingNeedAttendeesDocument = new TypedDocumentString(`
    query SeatingNeedAttendees($eventId: ID!, $revealEmails: Boolean) {
  operatorAttendees(eventId: $eventId, first: 50, revealEmails: $revealEmails) {
    edges {
      node {
        ticketNo
        holderSeatingNeed {
          wheelchair
          companions
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SeatingNeedAttendeesQuery, SeatingNeedAttendeesQueryVariables>;
export const SeatingNeedPlaceDocument = new TypedDocumentString(`
    query SeatingNeedPlace($eventSlug: String!) {
  myQueuePlace(eventSlug: $eventSlug) {
    status
    accessibleSeatsAvailable
  }
}
    `) as unknown as TypedDocumentString<SeatingNeedPlaceQuery, SeatingNeedPlaceQueryVariables>;
export const SecuredOrderReadSecureDocument = new TypedDocumentString(`
    mutation SecuredOrderReadSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on TicketsSecured {
      order {
        id
        orderNo
        kind
        status
        expiresAt
        createdAt
        paidAt
        paymentAttempts
        maxPaymentAttempts
        itemCount
        totalAmount {
          amount
          currency
        }
        items {
          id
          kind
          quantity
          unitAmount {
            amount
            currency
          }
          seat {
            id
            area
            row
            number
            status
            access
          }
          ticketType {
            id
            name
            area
            seated
            price {
              amount
              currency
            }
            capacity
            available
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SecuredOrderReadSecureMutation, SecuredOrderReadSecureMutationVariables>;
export const SecuredOrderReadOrderDocument = new TypedDocumentString(`
    query SecuredOrderReadOrder($n: String!) {
  order(orderNo: $n) {
    id
    orderNo
    kind
    status
    expiresAt
    createdAt
    paidAt
    paymentAttempts
    maxPaymentAttempts
    itemCount
    totalAmount {
      amount
      currency
    }
    items {
      id
      kind
      quantity
      unitAmount {
        amount
        currency
      }
      seat {
        id
        area
        row
        number
        status
        access
      }
      ticketType {
        id
        name
        area
        seated
        price {
          amount
          currency
        }
        capacity
        available
      }
    }
  }
}
    `) as unknown as TypedDocumentString<SecuredOrderReadOrderQuery, SecuredOrderReadOrderQueryVariables>;
export const SupportIssuesCreateDocument = new TypedDocumentString(`
    mutation SupportIssuesCreate($input: CreateSupportIssueInput!) {
  createSupportIssue(input: $input) {
    __typename
    ...AccountsError
    ... on IssueTextTooShortError {
      minLength
    }
    ...SupportTestIssue
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}
fragment SupportTestIssue on SupportIssue {
  id
  ref
  type
  text
  phone
  email
  status
  messages {
    fromStaff
    body
  }
}`) as unknown as TypedDocumentString<SupportIssuesCreateMutation, SupportIssuesCreateMutationVariables>;
export const SupportIssuesMineDocument = new TypedDocumentString(`
    query SupportIssuesMine {
  mySupportIssues {
    ...SupportTestIssue
  }
}
    fragment SupportTestIssue on SupportIssue {
  id
  ref
  type
  text
  phone
  email
  status
  messages {
    fromStaff
    body
  }
}`) as unknown as TypedDocumentString<SupportIssuesMineQuery, SupportIssuesMineQueryVariables>;
export const SupportIssuesAnswerDocument = new TypedDocumentString(`
    mutation SupportIssuesAnswer($id: ID!, $body: String!, $close: Boolean) {
  answerSupportIssue(issueId: $id, body: $body, close: $close) {
    __typename
    ...AccountsError
    ...SupportTestIssue
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}
fragment SupportTestIssue on SupportIssue {
  id
  ref
  type
  text
  phone
  email
  status
  messages {
    fromStaff
    body
  }
}`) as unknown as TypedDocumentString<SupportIssuesAnswerMutation, SupportIssuesAnswerMutationVariables>;
export const SupportIssuesReplyDocument = new TypedDocumentString(`
    mutation SupportIssuesReply($id: ID!, $body: String!) {
  replyToSupportIssue(issueId: $id, body: $body) {
    __typename
    ...AccountsError
    ...SupportTestIssue
  }
}
    fragment AccountsError on Error {
  __typename
  code
  message
  field
  ... on ValidationError {
    issues {
      field
      message
      messageKey
    }
  }
  ... on TooManyAttemptsError {
    retryAfterSeconds
  }
}
fragment SupportTestIssue on SupportIssue {
  id
  ref
  type
  text
  phone
  email
  status
  messages {
    fromStaff
    body
  }
}`) as unknown as TypedDocumentString<SupportIssuesReplyMutation, SupportIssuesReplyMutationVariables>;
export const SupportIssuesDocument = new TypedDocumentString(`
    query SupportIssues {
  supportIssues(status: OPEN) {
    id
  }
}
    `) as unknown as TypedDocumentString<SupportIssuesQuery, SupportIssuesQueryVariables>;
export const SupportIssuesReopenedDocument = new TypedDocumentString(`
    query SupportIssuesReopened {
  supportIssues(status: OPEN) {
    id
  }
}
    `) as unknown as TypedDocumentString<SupportIssuesReopenedQuery, SupportIssuesReopenedQueryVariables>;
export const RoutingCreateIssueDocument = new TypedDocumentString(`
    mutation RoutingCreateIssue($input: CreateSupportIssueInput!) {
  createSupportIssue(input: $input) {
    __typename
    ... on SupportIssue {
      id
      eventId
      eventName
      orderNo
      ticketNo
    }
    ... on Error {
      code
      message
      field
    }
  }
}
    `) as unknown as TypedDocumentString<RoutingCreateIssueMutation, RoutingCreateIssueMutationVariables>;
export const RoutingInboxDocument = new TypedDocumentString(`
    query RoutingInbox($platformOnly: Boolean) {
  supportIssues(limit: 200, platformOnly: $platformOnly) {
    id
    eventName
    orderNo
    ticketNo
  }
}
    `) as unknown as TypedDocumentString<RoutingInboxQuery, RoutingInboxQueryVariables>;
export const RoutingMineDocument = new TypedDocumentString(`
    query RoutingMine {
  mySupportIssues {
    id
    eventName
    orderNo
  }
}
    `) as unknown as TypedDocumentString<RoutingMineQuery, RoutingMineQueryVariables>;
export const TicketsCatalogueDocument = new TypedDocumentString(`
    query TicketsCatalogue($first: Int!) {
  events(first: $first) {
    edges {
      node {
        slug
        saleState
        priceFrom {
          amount
          currency
        }
        ticketTypes {
          edges {
            node {
              name
              area
              price {
                amount
                currency
              }
              available
              rows {
                row
                available
                total
              }
              seats(first: 5, onlyAvailable: true) {
                edges {
                  node {
                    row
                    number
                    status
                  }
                }
                pageInfo {
                  hasNextPage
                }
              }
            }
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TicketsCatalogueQuery, TicketsCatalogueQueryVariables>;
export const TicketsRead2Document = new TypedDocumentString(`
    query TicketsRead2($tab: TicketListTab!) {
  myTickets(tab: $tab) {
    edges {
      node {
        id
        ticketNo
        status
        event {
          slug
          entryState
        }
        ticketType {
          name
          area
        }
        seat {
          area
          row
          number
        }
        history {
          kind
          at
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TicketsRead2Query, TicketsRead2QueryVariables>;
export const TicketsRead3Document = new TypedDocumentString(`
    query TicketsRead3($id: ID!) {
  ticket(id: $id) {
    ticketNo
  }
}
    `) as unknown as TypedDocumentString<TicketsRead3Query, TicketsRead3QueryVariables>;
export const TicketsRead4Document = new TypedDocumentString(`
    query TicketsRead4($id: ID!) {
  ticket(id: $id) {
    ticketNo
  }
}
    `) as unknown as TypedDocumentString<TicketsRead4Query, TicketsRead4QueryVariables>;
export const TicketsRead5Document = new TypedDocumentString(`
    query TicketsRead5($id: ID!) {
  ticket(id: $id) {
    ticketNo
  }
}
    `) as unknown as TypedDocumentString<TicketsRead5Query, TicketsRead5QueryVariables>;
export const TicketsReadPageDocument = new TypedDocumentString(`
    query TicketsReadPage($tab: TicketListTab!, $first: Int, $after: String, $last: Int, $before: String) {
  myTickets(tab: $tab, first: $first, after: $after, last: $last, before: $before) {
    edges {
      cursor
      node {
        ticketNo
      }
    }
    pageInfo {
      hasNextPage
      hasPreviousPage
    }
  }
}
    `) as unknown as TypedDocumentString<TicketsReadPageQuery, TicketsReadPageQueryVariables>;
export const TicketsSecureDocument = new TypedDocumentString(`
    query TicketsSecure {
  myOrders(tab: AVAILABLE) {
    edges {
      node {
        orderNo
        itemCount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TicketsSecureQuery, TicketsSecureQueryVariables>;
export const TicketsSecure2Document = new TypedDocumentString(`
    mutation TicketsSecure2($no: String!) {
  cancelOrder(orderNo: $no) {
    __typename
    ... on Error {
      code
      message
    }
    ... on Order {
      status
    }
  }
}
    `) as unknown as TypedDocumentString<TicketsSecure2Mutation, TicketsSecure2MutationVariables>;
export const TicketsSecure3Document = new TypedDocumentString(`
    query TicketsSecure3 {
  myOrders(tab: OTHERS) {
    edges {
      node {
        orderNo
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TicketsSecure3Query, TicketsSecure3QueryVariables>;
export const TicketsSecure4Document = new TypedDocumentString(`
    query TicketsSecure4($no: String!) {
  order(orderNo: $no) {
    status
    paidAt
    tickets {
      ticketNo
      seat {
        row
        number
      }
    }
  }
  myOrders(tab: COMPLETED) {
    edges {
      node {
        orderNo
      }
    }
  }
  myTickets(tab: UPCOMING) {
    edges {
      node {
        ticketNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TicketsSecure4Query, TicketsSecure4QueryVariables>;
export const TicketsSupportSecureDocument = new TypedDocumentString(`
    mutation TicketsSupportSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
      message
      field
    }
    ... on TicketLimitReachedError {
      limit
      remaining
    }
    ... on SaleNotOpenError {
      saleState
    }
    ... on TicketsSecured {
      order {
        id
        orderNo
        status
        expiresAt
        totalAmount {
          amount
          currency
        }
        items {
          seat {
            row
            number
            status
          }
          ticketType {
            id
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TicketsSupportSecureMutation, TicketsSupportSecureMutationVariables>;
export const TransfersFlowDocument = new TypedDocumentString(`
    query TransfersFlow($id: ID!) {
  ticket(id: $id) {
    ticketNo
    canTransfer
    transferLockedUntil
    history {
      kind
      outgoing
    }
    qrPass {
      version
    }
  }
}
    `) as unknown as TypedDocumentString<TransfersFlowQuery, TransfersFlowQueryVariables>;
export const TransfersFlow2Document = new TypedDocumentString(`
    query TransfersFlow2($id: ID!) {
  sharedTransfer(id: $id) {
    eventTitle
    ticketTypeName
    fromNickname
  }
}
    `) as unknown as TypedDocumentString<TransfersFlow2Query, TransfersFlow2QueryVariables>;
export const TransfersFlow3Document = new TypedDocumentString(`
    query TransfersFlow3($tab: TicketListTab!) {
  myTickets(tab: $tab) {
    edges {
      node {
        ticketNo
        transferredAway
      }
    }
  }
}
    `) as unknown as TypedDocumentString<TransfersFlow3Query, TransfersFlow3QueryVariables>;
export const WalletLedgerDocument = new TypedDocumentString(`
    query WalletLedger($o: String!) {
  payableOrder(orderNo: $o) {
    ... on PayableOrder {
      amount {
        amount
        currency
      }
      fanCoinAmount {
        amount
      }
      walletBalance {
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WalletLedgerQuery, WalletLedgerQueryVariables>;
export const WalletLedger2Document = new TypedDocumentString(`
    mutation WalletLedger2($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on WrongPayPasswordError {
      code
      field
      attemptsLeft
    }
  }
}
    `) as unknown as TypedDocumentString<WalletLedger2Mutation, WalletLedger2MutationVariables>;
export const PushTicketPassesDocument = new TypedDocumentString(`
    query PushTicketPasses($id: ID!) {
  ticket(id: $id) {
    id
    walletPasses {
      applePassUrl
    }
  }
}
    `) as unknown as TypedDocumentString<PushTicketPassesQuery, PushTicketPassesQueryVariables>;
export const PushCancelEventDocument = new TypedDocumentString(`
    mutation PushCancelEvent($id: ID!) {
  cancelEvent(id: $id) {
    __typename
    ... on EventCancellation {
      event {
        id
        cancelledAt
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<PushCancelEventMutation, PushCancelEventMutationVariables>;
export const PushUpdateEventDocument = new TypedDocumentString(`
    mutation PushUpdateEvent($id: ID!, $input: UpdateEventInput!) {
  updateEvent(id: $id, input: $input) {
    __typename
    ... on OperatorEvent {
      id
      latitude
      longitude
      venue
    }
    ... on Error {
      code
      field
    }
  }
}
    `) as unknown as TypedDocumentString<PushUpdateEventMutation, PushUpdateEventMutationVariables>;
export const PushSecureDocument = new TypedDocumentString(`
    mutation PushSecure($input: SecureTicketsInput!) {
  secureTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on TicketsSecured {
      order {
        orderNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PushSecureMutation, PushSecureMutationVariables>;
export const PushPayDocument = new TypedDocumentString(`
    mutation PushPay($input: PayOrderInput!) {
  payOrder(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on PaymentAccepted {
      orderNo
    }
  }
}
    `) as unknown as TypedDocumentString<PushPayMutation, PushPayMutationVariables>;
export const PushHandBackDocument = new TypedDocumentString(`
    mutation PushHandBack($input: HandBackTicketsInput!) {
  handBackTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on HandBackTicketsSuccess {
      handBacks {
        id
        status
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PushHandBackMutation, PushHandBackMutationVariables>;
export const PushWithdrawHandBackDocument = new TypedDocumentString(`
    mutation PushWithdrawHandBack($id: ID!) {
  withdrawHandBack(id: $id) {
    __typename
    ... on Error {
      code
    }
    ... on HandBack {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<PushWithdrawHandBackMutation, PushWithdrawHandBackMutationVariables>;
export const PushTicketStatusDocument = new TypedDocumentString(`
    subscription PushTicketStatus($id: ID!) {
  ticketStatus(ticketId: $id) {
    ticketId
    status
  }
}
    `) as unknown as TypedDocumentString<PushTicketStatusSubscription, PushTicketStatusSubscriptionVariables>;
export const PushWebhookCreateDocument = new TypedDocumentString(`
    mutation PushWebhookCreate($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    __typename
    ... on CreatedWebhookEndpoint {
      endpoint {
        id
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<PushWebhookCreateMutation, PushWebhookCreateMutationVariables>;
export const WalletProvidersDocument = new TypedDocumentString(`
    query WalletProviders {
  walletPassProviders {
    apple
    google
  }
}
    `) as unknown as TypedDocumentString<WalletProvidersQuery, WalletProvidersQueryVariables>;
export const WalletTicketPassesDocument = new TypedDocumentString(`
    query WalletTicketPasses($id: ID!) {
  ticket(id: $id) {
    id
    walletPasses {
      googleSaveUrl
      applePassUrl
    }
  }
}
    `) as unknown as TypedDocumentString<WalletTicketPassesQuery, WalletTicketPassesQueryVariables>;
export const CheckedInWebhookCreateDocument = new TypedDocumentString(`
    mutation CheckedInWebhookCreate($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    __typename
    ... on CreatedWebhookEndpoint {
      secret
      endpoint {
        id
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CheckedInWebhookCreateMutation, CheckedInWebhookCreateMutationVariables>;
export const CheckedInWebhookTypesDocument = new TypedDocumentString(`
    query CheckedInWebhookTypes {
  webhookEventTypes {
    type
    description
  }
}
    `) as unknown as TypedDocumentString<CheckedInWebhookTypesQuery, CheckedInWebhookTypesQueryVariables>;
export const CheckedInWebhookUploadDocument = new TypedDocumentString(`
    mutation CheckedInWebhookUpload($gateId: String!, $scans: [OfflineScanInput!]!) {
  uploadGateScans(gateId: $gateId, scans: $scans) {
    __typename
    ... on GateUpload {
      results {
        result
      }
    }
  }
}
    `) as unknown as TypedDocumentString<CheckedInWebhookUploadMutation, CheckedInWebhookUploadMutationVariables>;
export const CheckedInWebhookCheckInDocument = new TypedDocumentString(`
    mutation CheckedInWebhookCheckIn($eventId: ID!, $ticketId: ID!, $gateId: String) {
  checkInTicket(eventId: $eventId, ticketId: $ticketId, gateId: $gateId) {
    __typename
    ... on CheckInDone {
      ticketNo
    }
    ... on CheckInRefusedError {
      reason
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CheckedInWebhookCheckInMutation, CheckedInWebhookCheckInMutationVariables>;
export const CheckedInWebhookUndoDocument = new TypedDocumentString(`
    mutation CheckedInWebhookUndo($eventId: ID!, $ticketId: ID!) {
  undoCheckIn(eventId: $eventId, ticketId: $ticketId) {
    __typename
    ... on CheckInUndone {
      ticketNo
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<CheckedInWebhookUndoMutation, CheckedInWebhookUndoMutationVariables>;
export const WebhookTypesCreateEndpointDocument = new TypedDocumentString(`
    mutation WebhookTypesCreateEndpoint($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    __typename
    ... on CreatedWebhookEndpoint {
      secret
      endpoint {
        id
        eventTypes
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookTypesCreateEndpointMutation, WebhookTypesCreateEndpointMutationVariables>;
export const WebhookTypesCancelOrderDocument = new TypedDocumentString(`
    mutation WebhookTypesCancelOrder($orderNo: String!) {
  cancelOrder(orderNo: $orderNo) {
    __typename
    ... on Order {
      status
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookTypesCancelOrderMutation, WebhookTypesCancelOrderMutationVariables>;
export const WebhookTypesCancelEventDocument = new TypedDocumentString(`
    mutation WebhookTypesCancelEvent($id: ID!) {
  cancelEvent(id: $id) {
    __typename
    ... on EventCancellation {
      alreadyCancelled
      ordersRefunded
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookTypesCancelEventMutation, WebhookTypesCancelEventMutationVariables>;
export const WebhookTypesHandBackDocument = new TypedDocumentString(`
    mutation WebhookTypesHandBack($input: HandBackTicketsInput!) {
  handBackTickets(input: $input) {
    __typename
    ... on Error {
      code
    }
    ... on HandBackTicketsSuccess {
      handBacks {
        id
        status
        faceAmount
        currency
        ticketNo
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookTypesHandBackMutation, WebhookTypesHandBackMutationVariables>;
export const WebhookTypesWithdrawDocument = new TypedDocumentString(`
    mutation WebhookTypesWithdraw($id: ID!) {
  withdrawHandBack(id: $id) {
    __typename
    ... on Error {
      code
    }
    ... on HandBack {
      id
      status
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookTypesWithdrawMutation, WebhookTypesWithdrawMutationVariables>;
export const WebhookTypesWaitingListDocument = new TypedDocumentString(`
    mutation WebhookTypesWaitingList($input: JoinWaitingListInput!) {
  joinWaitingList(input: $input) {
    __typename
    ... on JoinWaitingListSuccess {
      place {
        status
      }
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<WebhookTypesWaitingListMutation, WebhookTypesWaitingListMutationVariables>;
export const WebhooksCreateDocument = new TypedDocumentString(`
    mutation WebhooksCreate($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) {
    __typename
    ... on CreatedWebhookEndpoint {
      secret
      endpoint {
        id
        url
        eventTypes
        enabled
      }
    }
    ... on ValidationError {
      code
      message
      issues {
        field
      }
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksCreateMutation, WebhooksCreateMutationVariables>;
export const WebhooksPingDocument = new TypedDocumentString(`
    mutation WebhooksPing($id: ID!) {
  pingWebhookEndpoint(id: $id) {
    __typename
    ... on WebhookDelivery {
      id
      messageId
      status
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksPingMutation, WebhooksPingMutationVariables>;
export const WebhooksRedeliverDocument = new TypedDocumentString(`
    mutation WebhooksRedeliver($id: ID!) {
  redeliverWebhook(deliveryId: $id) {
    __typename
    ... on WebhookDelivery {
      id
      messageId
      status
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksRedeliverMutation, WebhooksRedeliverMutationVariables>;
export const WebhooksDeliveriesDocument = new TypedDocumentString(`
    query WebhooksDeliveries($endpointId: ID!) {
  webhookDeliveries(endpointId: $endpointId, first: 200) {
    id
    messageId
    eventType
    status
    attempts
    lastResponseCode
    lastError
    payload
  }
}
    `) as unknown as TypedDocumentString<WebhooksDeliveriesQuery, WebhooksDeliveriesQueryVariables>;
export const WebhooksUpdateEventDocument = new TypedDocumentString(`
    mutation WebhooksUpdateEvent($id: ID!, $input: UpdateEventInput!) {
  updateEvent(id: $id, input: $input) {
    __typename
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksUpdateEventMutation, WebhooksUpdateEventMutationVariables>;
export const WebhooksSupportIssueDocument = new TypedDocumentString(`
    mutation WebhooksSupportIssue($input: CreateSupportIssueInput!) {
  createSupportIssue(input: $input) {
    __typename
    ... on SupportIssue {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksSupportIssueMutation, WebhooksSupportIssueMutationVariables>;
export const WebhooksUpdateEndpointDocument = new TypedDocumentString(`
    mutation WebhooksUpdateEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
  updateWebhookEndpoint(id: $id, input: $input) {
    __typename
    ... on WebhookEndpoint {
      enabled
    }
    ... on Error {
      code
    }
  }
}
    `) as unknown as TypedDocumentString<WebhooksUpdateEndpointMutation, WebhooksUpdateEndpointMutationVariables>;