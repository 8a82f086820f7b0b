// Imports every module's *.schema.ts and exports the schema.
import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.ts";
import "./modules/core/core.schema.ts";
import "./modules/core/node.schema.ts";
import "./modules/events/events.schema.ts";
import "./modules/users/users.schema.ts";
import "./modules/auth/auth.schema.ts";
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
import "./modules/entry/entry.schema.ts";
import "./modules/giveaway/giveaway.schema.ts";
import "./modules/support/support.schema.ts";
import "./modules/enquiries/enquiries.schema.ts";
import "./modules/audit/audit.schema.ts";
import "./modules/privacy/privacy.schema.ts";

export const schema = lexicographicSortSchema(builder.toSchema());
