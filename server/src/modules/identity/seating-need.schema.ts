// A fan's declared seating need in GraphQL (issue 33): the viewer reads, sets and withdraws it. Thin: scope,
// call one service. The box office's view is OperatorAttendee.holderSeatingNeed (tickets/operator.schema.ts).
import { builder } from "../../builder.ts";
import { ValidationError } from "../../errors.ts";
import { viewerId } from "../../context.ts";
import { Done, done } from "../users/users.schema.ts";
import { deleteSeatingNeed, MAX_COMPANIONS, seatingNeedOf, setSeatingNeed, type SeatingNeedView } from "./seating-need.ts";

export const SeatingNeedType = builder.objectRef<SeatingNeedView>("SeatingNeed").implement({
  description:
    "A fan's declared seating need: a wheelchair space and companion seats beside it. Kept encrypted with their identity data; seen only by the fan and, for an event they hold tickets for, its box office. Until an event's accessible release (Event.accessibleSeatsReleaseAt) only fans with a need may hold its wheelchair spaces and companion seats.",
  fields: (t) => ({
    wheelchair: t.exposeBoolean("wheelchair", { description: "Needs a wheelchair space (always true: without it there is no need declared)." }),
    companions: t.exposeInt("companions", { description: `Companion seats wanted beside the wheelchair space, 0–${MAX_COMPANIONS}.` }),
    updatedAt: t.expose("updatedAt", { type: "DateTime", description: "When it was last declared or changed (ISO 8601, UTC)." }),
  }),
});

const loggedIn = { loggedIn: true } as const;

builder.queryField("mySeatingNeed", (t) =>
  t.field({
    description: "The signed-in fan's declared seating need; null when none (auth: signed-in fan).",
    type: SeatingNeedType,
    nullable: true,
    authScopes: loggedIn,
    resolve: (_r, _a, ctx) => seatingNeedOf(ctx.deps, viewerId(ctx)),
  }),
);

const SeatingNeedInput = builder.inputType("SeatingNeedInput", {
  description: "Declaring the need for a wheelchair space.",
  fields: (t) => ({
    companions: t.int({ required: true, description: `Companion seats wanted beside the wheelchair space, 0–${MAX_COMPANIONS}.` }),
  }),
});

builder.mutationField("setSeatingNeed", (t) =>
  t.field({
    description:
      "Declares (or changes) the signed-in fan's need for a wheelchair space with companion seats (auth: signed-in fan). Stored encrypted; audited as identity.seating_need_set. Errors: ValidationError (companions outside 0–3).",
    type: SeatingNeedType,
    authScopes: loggedIn,
    args: { input: t.arg({ description: "The need.", type: SeatingNeedInput, required: true }) },
    errors: { types: [ValidationError], directResult: true },
    resolve: (_r, { input }, ctx) => setSeatingNeed(ctx.deps, viewerId(ctx), input),
  }),
);

builder.mutationField("deleteSeatingNeed", (t) =>
  t.field({
    description: "Withdraws the signed-in fan's declared seating need, if any (auth: signed-in fan); audited as identity.seating_need_delete. Seats already held stay held.",
    type: Done,
    authScopes: loggedIn,
    resolve: async (_r, _a, ctx) => {
      await deleteSeatingNeed(ctx.deps, viewerId(ctx));
      return done;
    },
  }),
);
