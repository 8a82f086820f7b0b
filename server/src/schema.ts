// Assembles the GraphQL schema: every module's *.schema.ts registers its types and fields on the builder.
// The modules' index.ts files never load the builder, so wiring.ts, jobs and scripts run without it; what
// one module's schema needs from another module's service that it may not import is handed in here.
import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.ts";
import "./modules/core/core.schema.ts";
import "./modules/core/node.schema.ts";
import "./modules/events/events.schema.ts";
import "./modules/events/seats.schema.ts";
import "./modules/users/users.schema.ts";
import "./modules/users/sign-in.schema.ts";
import "./modules/notices/notices.schema.ts";
import "./modules/tickets/tickets.schema.ts";
import "./modules/captcha/captcha.schema.ts";
import "./modules/wallet/wallet.schema.ts";
import "./modules/payments/payments.schema.ts";
import "./modules/addresses/addresses.schema.ts";
import "./modules/merch/merch.schema.ts";
import "./modules/identity/identity.schema.ts";
import "./modules/orders/orders.schema.ts";
import "./modules/transfers/transfers.schema.ts";
import "./modules/handback/handback.schema.ts";
import "./modules/entry/entry.schema.ts";
import "./modules/passes/passes.schema.ts";
import "./modules/entry/checkin.schema.ts";
import "./modules/giveaway/giveaway.schema.ts";
import "./modules/support/support.schema.ts";
import "./modules/enquiries/enquiries.schema.ts";
import "./modules/privacy/privacy.schema.ts";
import "./modules/queue/queue.schema.ts";
import "./modules/organisations/organisations.schema.ts";
import "./modules/organisations/members.schema.ts";
import "./modules/organisations/applications.schema.ts";
import { defineEventCancellation, defineEventDuplication } from "./modules/events/operator.schema.ts";
import "./modules/orders/operator.schema.ts";
import "./modules/tickets/operator.schema.ts";
import "./modules/orders/attendees.schema.ts";
import "./modules/tickets/attendee-message.schema.ts";
import "./modules/dashboard/dashboard.schema.ts";
import "./modules/merch/operator.schema.ts";
import "./modules/webhooks/webhooks.schema.ts";
import "./modules/payments/operator.schema.ts";
import "./modules/codes/codes.schema.ts";
import "./modules/codes/presale.schema.ts";
import { accountBriefsOf, userIdByRef } from "./modules/users/index.ts";
import { organisationEventTitles } from "./modules/events/index.ts";
import { defineAuditSchema } from "./modules/audit/audit.schema.ts";
import { identityOnLiveHold } from "./modules/orders/index.ts";
import { defineIdentityMutations } from "./modules/identity/identity.schema.ts";
import { cancelEventWithRefunds } from "./modules/payments/index.ts";
import { copyWaitingRoomSettings } from "./modules/queue/index.ts";

defineAuditSchema({ userIdByRef, accountBriefsOf, organisationEventTitles });
defineIdentityMutations({ identityOnLiveHold });
defineEventCancellation(cancelEventWithRefunds);
defineEventDuplication(copyWaitingRoomSettings);

export const schema = lexicographicSortSchema(builder.toSchema());
