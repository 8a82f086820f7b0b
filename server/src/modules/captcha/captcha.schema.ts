import { builder } from "../../builder.ts";
import { createHumanCheckChallenge } from "./captcha.service.ts";
import { HumanCheckFailedError } from "./captcha.errors.ts";
import { ErrorInterface } from "../core/core.schema.ts";

builder.objectType(HumanCheckFailedError, {
  description: "The human check (ALTCHA proof of work) was missing, wrong or expired: solve a new challenge and retry.",
  name: "HumanCheckFailedError",
  interfaces: [ErrorInterface],
});

builder.queryField("humanCheckChallenge", (t) =>
  t.field({
    type: "JSON",
    description: "A signed proof-of-work challenge for the human check (ALTCHA format); solve it and send the payload as `humanCheck`.",
    resolve: (_root, _args, ctx) => createHumanCheckChallenge(ctx.deps),
  }),
);
