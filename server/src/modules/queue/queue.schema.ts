import { encodeGlobalID } from "@pothos/plugin-relay";
// The waiting room in GraphQL (contract: /work/wt/queue-contract.md): the room as anyone sees it, the fan's
// place, joining, leaving, the waiting list and the live place. Thin: scope, call one service.
import { Repeater } from "graphql-yoga";
import { builder } from "../../builder.ts";
import { idOfType } from "../../node-access.ts";
import { NotFoundError, UnauthenticatedError, ValidationError } from "../../errors.ts";
import { viewerId } from "../../context.ts";
import { ErrorInterface } from "../core/core.schema.ts";
import { HumanCheckFailedError } from "../captcha/index.ts";
import { QueueClosedError, QueueRequiredError } from "./queue.errors.ts";
import * as queue from "./queue.service.ts";
import * as rooms from "./rooms.ts";
import { accessibleSeatsFor } from "./accessible.ts";
import { fairnessReportOf } from "./fairness-report.ts";
import type { FairnessReportBody, FairnessReportDocument } from "./fairness.rules.ts";
import { requireOperator } from "../organisations/index.ts";
import { operatorWaitingRoom, updateWaitingRoomSettings, type WaitingRoomSettings } from "./queue.operator.ts";

/** How often a live place is pushed without any change (the contract: at least every 5 s). */
const PLACE_REFRESH_MS = 4_000;

const WaitingRoomStateEnum = builder.enumType("WaitingRoomState", {
  description: "Whether and how an event's waiting room is running.",
  values: {
    OFF: { description: "This event has no waiting room (buy directly)." },
    PRE_QUEUE: { description: "Before the sale opens: fans join, their order is drawn at opening." },
    OPEN: { description: "Sale open: fans are admitted from the front at the admission rate." },
    SOLD_OUT: { description: "No stock left and nothing to offer: the waiting list is open." },
    CLOSED: { description: "Sale over." },
  } as const,
});

const QueuePlaceStatusEnum = builder.enumType("QueuePlaceStatus", {
  description: "Where a fan's place in a waiting room stands.",
  values: {
    PRE_QUEUE: { description: "Joined before opening; position unknown until the draw." },
    WAITING: { description: "In line; position known." },
    ADMITTED: { description: "Holds a valid admission pass: may secure tickets now." },
    OFFERED: { description: "Released tickets are held for this fan (an order awaiting payment) until the offer expires." },
    WAITING_LIST: { description: "Joined the waiting list after a sell-out." },
    SOLD_OUT: { description: "Sold out while waiting, nothing to offer (may join the waiting list)." },
    EXPIRED: { description: "Pass or offer lapsed unused, or the grace period after leaving ran out." },
    DONE: { description: "Used the pass (tickets secured) or paid the offer." },
  } as const,
});

const FairnessRateChangeType = builder.objectRef<FairnessReportBody["rateChanges"][number]>("FairnessRateChange").implement({
  description: "A change of a waiting room's admission rate, as its fairness log records it.",
  fields: (t) => ({
    at: t.field({ type: "DateTime", description: "When it changed.", resolve: (r) => new Date(r.at) }),
    from: t.int({ nullable: true, description: "Fans admitted per minute before.", resolve: (r) => (typeof r.from === "number" ? r.from : null) }),
    to: t.int({ nullable: true, description: "Fans admitted per minute after.", resolve: (r) => (typeof r.to === "number" ? r.to : null) }),
    by: t.string({ description: '"adapted" (to the server\'s health) or "organiser".', resolve: (r) => String(r.by ?? "") }),
  }),
});

const FairnessReportType = builder.objectRef<FairnessReportDocument>("FairnessReport").implement({
  description:
    "The signed fairness report of an on-sale, written once its sale has closed (issue 32). The document (also at /fairness/<slug>/report.json) is checked offline with `fanfare queue verify --report`: an Ed25519 signature over the canonical JSON of its report, by keyId (public keys at /fairness/keys.json).",
  fields: (t) => ({
    keyId: t.exposeString("keyId", { description: "The signing key's id (the entry QR codes' key ids)." }),
    publicKey: t.exposeString("publicKey", { description: "The key's raw Ed25519 public key, base64url." }),
    signature: t.exposeString("signature", { description: "Ed25519 signature of the canonical JSON of the report, base64url." }),
    document: t.string({ description: "The whole signed document as JSON, as /fairness/<slug>/report.json serves it.", resolve: (d) => JSON.stringify(d) }),
    closedAt: t.field({ type: "DateTime", description: "When the sale closed.", resolve: (d) => new Date(d.report.closedAt) }),
    signedAt: t.field({ type: "DateTime", description: "When the report was signed.", resolve: (d) => new Date(d.report.signedAt) }),
    preQueueFans: t.int({ description: "Fans in the pre-queue at the draw.", resolve: (d) => d.report.fans.preQueue }),
    afterDrawFans: t.int({ description: "Fans who joined after the draw.", resolve: (d) => d.report.fans.afterDraw }),
    admitted: t.int({ description: "Fans admitted from the line.", resolve: (d) => d.report.admitted }),
    offers: t.int({ description: "Offers of released tickets to places in line or on the waiting list.", resolve: (d) => d.report.offers }),
    ticketsSold: t.int({ description: "Tickets sold through the line.", resolve: (d) => d.report.ticketsSold }),
    accountsServed: t.int({ description: "Distinct accounts that bought.", resolve: (d) => d.report.accountsServed }),
    mostTicketsOneAccount: t.int({ description: "The most tickets any one account got.", resolve: (d) => d.report.mostTicketsOneAccount }),
    humanCheckFailures: t.int({ description: "Failed human checks at the waiting room's door.", resolve: (d) => d.report.humanCheckFailures }),
    oversold: t.int({ description: "Tickets sold beyond capacity (0).", resolve: (d) => d.report.oversold }),
    rateChanges: t.field({ type: [FairnessRateChangeType], description: "Every change of the admission rate, in order.", resolve: (d) => d.report.rateChanges }),
    handBacksResold: t.int({
      nullable: true,
      description: "Tickets handed back by fans and sold again through the line (issue 32); null on a report signed before this figure existed.",
      resolve: (d) => d.report.handBacksResold ?? null,
    }),
    identitiesServed: t.int({
      nullable: true,
      description: "Distinct real-name identities holding the event's live tickets; null for an event without real names (or an older report).",
      resolve: (d) => d.report.identitiesServed ?? null,
    }),
    mostTicketsOneIdentity: t.int({
      nullable: true,
      description: "The most live tickets any one real-name identity holds; null for an event without real names (or an older report).",
      resolve: (d) => d.report.mostTicketsOneIdentity ?? null,
    }),
    secureAnswers: t.int({ nullable: true, description: "Secure answers given to admitted fans during the on-sale; null on an older report.", resolve: (d) => d.report.secure?.answers ?? null }),
    secureP50Ms: t.int({
      nullable: true,
      description: "Median time of those answers, in ms, as the upper bound of its bucket (50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000); null with no answer or past 60 s.",
      resolve: (d) => d.report.secure?.p50Ms ?? null,
    }),
    secureP99Ms: t.int({
      nullable: true,
      description: "99th percentile time of those answers, in ms, as the upper bound of its bucket (as secureP50Ms); null with no answer or past 60 s.",
      resolve: (d) => d.report.secure?.p99Ms ?? null,
    }),
    logEntries: t.int({ description: "Entries of the fairness log the report was signed over.", resolve: (d) => d.report.log.entries }),
    logHead: t.string({ description: "The hash of the last of those entries.", resolve: (d) => d.report.log.head }),
  }),
});

const WaitingRoomType = builder.objectRef<rooms.WaitingRoomView>("WaitingRoom").implement({
  description: "An event's waiting room, as anyone may see it.",
  fields: (t) => ({
    eventSlug: t.exposeString("eventSlug", { description: "The event's slug." }),
    state: t.expose("state", { type: WaitingRoomStateEnum, description: "Where the on-sale stands." }),
    opensAt: t.expose("opensAt", { type: "DateTime", nullable: true, description: "The sale's opening moment (the pre-queue is drawn then)." }),
    seedHash: t.exposeString("seedHash", { nullable: true, description: "Hex SHA-256 of the shuffle seed, published before opening." }),
    seed: t.exposeString("seed", {
      nullable: true,
      description: "The seed itself, revealed once the pre-queue has been drawn: places are sorted by HMAC-SHA256(seed, entry id) (`fanfare queue verify`).",
    }),
    drawList: t.exposeString("drawList", {
      nullable: true,
      description: 'After the draw: the pre-queue in drawn order, one line "<entryId> <holder>" each (holder = first 16 hex of SHA-256("<eventId>:<userId>")), joined by \\n.',
    }),
    drawHash: t.exposeString("drawHash", { nullable: true, description: "After the draw: SHA-256 of drawList." }),
    admissionRatePerMinute: t.exposeInt("admissionRatePerMinute", { description: "Fans admitted per minute now (auto-adjusted to the server's health)." }),
    waitingCount: t.exposeInt("waitingCount", { description: "Fans waiting (pre-queue and queue)." }),
    stockLeft: t.exposeInt("stockLeft", { description: "Tickets still available across the event's ticket types." }),
    fairnessLogUrl: t.string({
      nullable: true,
      description: "The path of the room's public fairness log (JSON lines, hash-chained; `fanfare queue verify --log`); null for an event without a waiting room.",
      resolve: (r) => (r.state === "OFF" ? null : `/fairness/${encodeURIComponent(r.eventSlug)}/log.jsonl`),
    }),
    fairnessReport: t.field({
      type: FairnessReportType,
      nullable: true,
      description: "The on-sale's signed fairness report, once its sale has closed; null before.",
      resolve: (r, _args, ctx) => fairnessReportOf(ctx.deps, r.eventId),
    }),
  }),
});

const AdmissionPassType = builder.objectRef<{ token: string; expiresAt: Date }>("AdmissionPass").implement({
  description: "Single-use, short-lived, bound to account and event. Send `token` as SecureTicketsInput.admissionPass.",
  fields: (t) => ({
    token: t.exposeString("token", { description: "The signed pass." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "After this the pass is refused and the place is lost." }),
  }),
});

const QueueOfferType = builder.objectRef<NonNullable<queue.QueuePlaceView["offer"]>>("QueueOffer").implement({
  description: "Released tickets held for this fan until expiresAt, as an order awaiting payment.",
  fields: (t) => ({
    ticketTypeId: t.id({ description: "The held ticket type's id (TicketType.id).", resolve: (o) => encodeGlobalID("TicketType", o.ticketTypeId) }),
    ticketTypeName: t.exposeString("ticketTypeName", { description: "Its name." }),
    quantity: t.exposeInt("quantity", { description: "How many tickets are held." }),
    expiresAt: t.expose("expiresAt", { type: "DateTime", description: "The hold's end: unpaid then, the tickets go to the next fan in line." }),
    orderNo: t.exposeString("orderNo", { description: "The order holding them: pay it at #/payment/buy?orderNo=." }),
    requiresIdentity: t.exposeBoolean("requiresIdentity", {
      description: "A real-name event: the tickets are held without names; name each with one of the fan's identities (nameOrderTickets) before paying.",
    }),
  }),
});

const QueuePlaceType = builder.objectRef<queue.QueuePlaceView>("QueuePlace").implement({
  description: "The signed-in fan's place for one event.",
  fields: (t) => ({
    eventSlug: t.exposeString("eventSlug", { description: "The event's slug." }),
    status: t.expose("status", { type: QueuePlaceStatusEnum, description: "Where the fan stands." }),
    position: t.exposeInt("position", { nullable: true, description: "1 = next to be admitted; null in the pre-queue and after admission." }),
    aheadCount: t.exposeInt("aheadCount", { nullable: true, description: "Fans ahead in line." }),
    waitingCount: t.exposeInt("waitingCount", { description: "Fans waiting (pre-queue and queue)." }),
    estimatedWaitSeconds: t.exposeInt("estimatedWaitSeconds", { nullable: true, description: "From the current admission rate; null when unknown." }),
    stockLeft: t.exposeInt("stockLeft", { description: "Tickets still available across the event's ticket types." }),
    opensAt: t.expose("opensAt", { type: "DateTime", nullable: true, description: "The sale's opening moment." }),
    joinedAt: t.expose("joinedAt", { type: "DateTime", description: "When this place was taken." }),
    admission: t.field({ type: AdmissionPassType, nullable: true, description: "Set when ADMITTED.", resolve: (p) => p.admission }),
    offer: t.field({ type: QueueOfferType, nullable: true, description: "Set when OFFERED.", resolve: (p) => p.offer }),
    accessibleSeatsAvailable: t.int({
      description:
        "Set when ADMITTED and the fan declared the need for a wheelchair space (mySeatingNeed): the event's free wheelchair spaces now, offered to them (Event.accessibleSpaces); 0 otherwise.",
      resolve: (p, _a, ctx) => (p.status === "ADMITTED" ? accessibleSeatsFor(ctx.deps, viewerId(ctx), p.eventId) : 0),
    }),
  }),
});

builder.objectType(QueueRequiredError, {
  name: "QueueRequiredError",
  description: "The event sells through its waiting room: join it and secure with the admission pass it gives.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ eventSlug: t.exposeString("eventSlug", { description: "The event whose waiting room to join." }) }),
});
builder.objectType(QueueClosedError, {
  name: "QueueClosedError",
  description: "The event has no waiting room, its sale is over, or (for the waiting list) it has not sold out.",
  interfaces: [ErrorInterface],
  fields: (t) => ({ eventSlug: t.exposeString("eventSlug", { description: "The event asked about." }) }),
});

builder.prismaObjectField("Event", "waitingRoom", (t) =>
  t.field({
    type: WaitingRoomType,
    description: "The event's waiting room (state OFF when it has none).",
    // The event's sale terms come with the parent's query: no second read of the event per page.
    select: { id: true, slug: true, title: true, isHot: true, requiresIdentity: true, saleStartsAt: true, saleEndsAt: true, startsAt: true, endsAt: true, maxPaymentAttempts: true },
    resolve: (e, _a, ctx) => rooms.waitingRoomOf(ctx.deps, e),
  }),
);

const loggedIn = { loggedIn: true } as const;

function slugOf(eventSlug: string): string {
  const slug = eventSlug.trim();
  if (!slug || slug.length > 200) throw new ValidationError("validation.required", "eventSlug");
  return slug;
}

builder.queryFields((t) => ({
  waitingRoom: t.field({
    type: WaitingRoomType,
    nullable: true,
    description: "An event's waiting room; null if the event does not exist.",
    args: { eventSlug: t.arg.string({ description: "The event's slug.", required: true }) },
    resolve: (_r, { eventSlug }, ctx) => rooms.getWaitingRoom(ctx.deps, eventSlug),
  }),
  myQueuePlace: t.field({
    type: QueuePlaceType,
    nullable: true,
    authScopes: loggedIn,
    description: "The signed-in fan's place for the event; null when they have none. Asking keeps the place (grace period).",
    args: { eventSlug: t.arg.string({ description: "The event's slug.", required: true }) },
    resolve: (_r, { eventSlug }, ctx) => queue.myQueuePlace(ctx.deps, viewerId(ctx), eventSlug),
  }),
}));

const JoinQueueInput = builder.inputType("JoinQueueInput", {
  description: "Joining an event's waiting room.",
  fields: (t) => ({
    eventSlug: t.string({ description: "The event's slug.", required: true }),
    humanCheck: t.string({ description: "The solved human-check payload (needed for a new place)." }),
  }),
});
const JoinWaitingListInput = builder.inputType("JoinWaitingListInput", {
  description: "Joining an event's waiting list after a sell-out.",
  fields: (t) => ({ eventSlug: t.string({ description: "The event's slug.", required: true }) }),
});

const placeResult = (name: string, description: string) =>
  builder.objectRef<{ place: queue.QueuePlaceView }>(name).implement({
    description,
    fields: (t) => ({ place: t.field({ description: "The fan's place.", type: QueuePlaceType, resolve: (r) => r.place }) }),
  });
const JoinQueueSuccess = placeResult("JoinQueueSuccess", "The fan's place (the same one on every call, from any tab or device).");
const JoinWaitingListSuccess = placeResult("JoinWaitingListSuccess", "The fan's place on the waiting list.");
const LeaveQueueSuccess = builder.objectRef<{ eventSlug: string }>("LeaveQueueSuccess").implement({
  description: "The place is given up.",
  fields: (t) => ({ eventSlug: t.exposeString("eventSlug", { description: "The event's slug whose waiting room was left." }) }),
});

builder.mutationFields((t) => ({
  joinQueue: t.field({
    type: JoinQueueSuccess,
    authScopes: loggedIn,
    description: "Takes a place in the event's waiting room (signed in, human check); a second call returns the same place.",
    args: { input: t.arg({ description: "Which waiting room.", type: JoinQueueInput, required: true }) },
    errors: { types: [HumanCheckFailedError, NotFoundError, QueueClosedError, ValidationError], directResult: true, union: { name: "JoinQueueResult" } },
    resolve: async (_r, { input }, ctx) => ({
      place: await queue.joinQueue(ctx.deps, viewerId(ctx), { eventSlug: slugOf(input.eventSlug), humanCheck: input.humanCheck }),
    }),
  }),
  leaveQueue: t.field({
    type: LeaveQueueSuccess,
    authScopes: loggedIn,
    description: "Gives the place up for good (closing the page is NOT leaving: the place is kept for the grace period).",
    args: { eventSlug: t.arg.string({ description: "The event's slug.", required: true }) },
    errors: { types: [NotFoundError], directResult: true, union: { name: "LeaveQueueResult" } },
    resolve: (_r, { eventSlug }, ctx) => queue.leaveQueue(ctx.deps, viewerId(ctx), eventSlug),
  }),
  joinWaitingList: t.field({
    type: JoinWaitingListSuccess,
    authScopes: loggedIn,
    description: "After a sell-out: joins the waiting list; released tickets are offered to it in joining order.",
    args: { input: t.arg({ description: "Which waiting list.", type: JoinWaitingListInput, required: true }) },
    errors: { types: [NotFoundError, QueueClosedError], directResult: true, union: { name: "JoinWaitingListResult" } },
    resolve: async (_r, { input }, ctx) => ({ place: await queue.joinWaitingList(ctx.deps, viewerId(ctx), input.eventSlug) }),
  }),
}));

builder.subscriptionField("queuePosition", (t) =>
  t.field({
    type: QueuePlaceType,
    description: "The fan's place now, then at least every 5 s and at once on any change (admission, offer, sold out).",
    authScopes: loggedIn,
    args: { eventSlug: t.arg.string({ description: "The event's slug.", required: true }) },
    subscribe: (_r, { eventSlug }, ctx) => {
      const userId = ctx.viewer.userId;
      if (!userId) throw new UnauthenticatedError();
      return new Repeater<queue.QueuePlaceView>(async (push, stop) => {
        const event = await rooms.waitingRoomEventOf(ctx.deps, eventSlug);
        if (!event) throw new NotFoundError("event");
        const changes = ctx.pubsub.subscribe("queue:changed", event.id);
        let timer: NodeJS.Timeout | undefined;
        const emit = async (version?: number) => {
          clearTimeout(timer);
          const place = await queue.livePlace(ctx.deps, userId, event, version);
          if (!place) throw new NotFoundError("queue place");
          await push(place);
          timer = setTimeout(() => void emit().catch(stop), PLACE_REFRESH_MS);
        };
        void (async () => {
          for await (const change of changes) await emit(change.version);
        })().catch(stop);
        await emit();
        await stop;
        clearTimeout(timer);
        await changes.return?.();
      });
    },
    resolve: (p) => p,
  }),
);

// ───── the organisers' controls (operator API) ─────

const manage = { staff: "queue:manage" } as const;

const WaitingRoomSettingsType = builder.objectRef<WaitingRoomSettings>("WaitingRoomSettings").implement({
  description: "Operators: how an event's waiting room admits fans.",
  authScopes: { staff: "events:read" },
  fields: (t) => ({
    eventId: t.exposeID("eventId", { description: "The event." }),
    enabled: t.exposeBoolean("enabled", { description: "On: secureTickets needs an admission pass for this event." }),
    ratePerMinute: t.exposeInt("ratePerMinute", { description: "The configured admission rate (fans let in per minute)." }),
    currentRatePerMinute: t.exposeInt("currentRatePerMinute", { description: "The rate now: lowered automatically while the hold pipeline is slow, never above ratePerMinute." }),
    passSeconds: t.exposeInt("passSeconds", { description: "How long an admission pass is valid." }),
    offerSeconds: t.exposeInt("offerSeconds", { description: "How long released tickets are held for the fan they are offered to." }),
    graceSeconds: t.exposeInt("graceSeconds", { description: "How long a fan who closed the page keeps their place in line." }),
  }),
});

const WaitingRoomSettingsInputType = builder.inputType("WaitingRoomSettingsInput", {
  description: "Only the settings given change.",
  fields: (t) => ({
    enabled: t.boolean({ description: "Turn the waiting room on or off." }),
    ratePerMinute: t.int({ description: "Fans admitted per minute, 1 to 1,000,000." }),
    passSeconds: t.int({ description: "Admission pass validity, 60 to 3,600 s." }),
    offerSeconds: t.int({ description: "Offer hold window, 60 to 3,600 s." }),
    graceSeconds: t.int({ description: "Grace period after leaving the page, 10 to 3,600 s." }),
  }),
});

builder.queryField("operatorWaitingRoom", (t) =>
  t.field({
    type: WaitingRoomSettingsType,
    nullable: true,
    description: "Operators (scope events:read): the waiting-room settings of one of their events (null for another's).",
    authScopes: { staff: "events:read" },
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }) },
    resolve: async (_r, { eventId }, ctx) => operatorWaitingRoom(ctx.deps, await requireOperator(ctx), idOfType("Event", String(eventId))),
  }),
);

builder.mutationField("updateWaitingRoom", (t) =>
  t.field({
    type: WaitingRoomSettingsType,
    description: "Operators (scope queue:manage): change an event's waiting room (on/off, admission rate, pass, offer and grace windows); audited.",
    authScopes: manage,
    args: { eventId: t.arg.id({ required: true, description: "The event's id: Event.id or OperatorEvent.id; another organisation's event, or one that does not exist, is NOT_FOUND." }), input: t.arg({ type: WaitingRoomSettingsInputType, required: true, description: "The settings to change; those left out keep their value." }) },
    errors: { types: [ValidationError, NotFoundError], directResult: true, union: { name: "UpdateWaitingRoomResult" } },
    resolve: async (_r, { eventId, input }, ctx) =>
      updateWaitingRoomSettings(ctx.deps, ctx, await requireOperator(ctx), idOfType("Event", String(eventId)), {
        enabled: input.enabled ?? undefined,
        ratePerMinute: input.ratePerMinute ?? undefined,
        passSeconds: input.passSeconds ?? undefined,
        offerSeconds: input.offerSeconds ?? undefined,
        graceSeconds: input.graceSeconds ?? undefined,
      }),
  }),
);
