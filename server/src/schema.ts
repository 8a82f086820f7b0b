// Assembles the GraphQL schema: loading a module's index registers its types and fields on the builder;
// what one module's schema needs from another that it may not import is handed in here.
import { lexicographicSortSchema } from "graphql";
import { builder } from "./builder.ts";
import "./modules/core/index.ts";
import "./modules/events/index.ts";
import { userIdByRef } from "./modules/users/index.ts";
import "./modules/notices/index.ts";
import "./modules/tickets/tickets.schema.ts";
import "./modules/captcha/index.ts";
import "./modules/wallet/wallet.schema.ts";
import "./modules/payments/payments.schema.ts";
import "./modules/addresses/index.ts";
import "./modules/merch/merch.schema.ts";
import "./modules/identity/index.ts";
import "./modules/orders/orders.schema.ts";
import "./modules/transfers/transfers.schema.ts";
import "./modules/entry/entry.schema.ts";
import "./modules/giveaway/giveaway.schema.ts";
import "./modules/support/index.ts";
import "./modules/enquiries/index.ts";
import { defineAuditSchema } from "./modules/audit/index.ts";
import "./modules/privacy/privacy.schema.ts";

defineAuditSchema({ userIdByRef });

export const schema = lexicographicSortSchema(builder.toSchema());
