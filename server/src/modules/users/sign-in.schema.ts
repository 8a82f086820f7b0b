// Sign-up, sign-in and sign-out in GraphQL. The token goes back in `Authorization: Bearer <token>`.
// They live with the accounts (users) they check; the auth module below only keeps sessions and tokens.
import { builder } from "../../builder.ts";
import { ValidationError } from "../../errors.ts";
import type { User } from "../../generated/prisma/client.ts";
import { Done, done, UserType } from "./users.schema.ts";
import { EmailCodeInvalidError, EmailTakenError, TooManyAttemptsError, WrongCredentialsError } from "./users.errors.ts";
import * as users from "./users.service.ts";
import { HumanCheckFailedError } from "../captcha/index.ts";

const AuthPayload = builder.objectRef<{ token: string; user: User; deviceToken: string }>("AuthPayload").implement({
  description: "A new session: keep the token (at least 128 random bits) and send it as a bearer token.",
  fields: (t) => ({
    token: t.exposeString("token", { description: "The session token: send it as \"Authorization: Bearer <token>\" (HTTP) or in connectionParams.authorization (graphql-ws)." }),
    deviceToken: t.exposeString("deviceToken", {
      description: "This device's token for the account: keep it (it is no session) and send it as SignInInput.deviceToken when signing in to this account again. Sign-ins from a device the account used before are counted apart from strangers' guesses, so those never keep the owner out.",
    }),
    user: t.field({ description: "The signed-in account.", type: UserType, resolve: (p) => p.user }),
  }),
});

const RegisterInput = builder.inputType("RegisterInput", {
  description: "A new fan account, confirmed with a REGISTER code sent by sendEmailCode.",
  fields: (t) => ({
    email: t.string({ description: "The e-mail address.", required: true }),
    code: t.string({ description: "The 6-digit REGISTER code from the e-mail.", required: true }),
    password: t.string({ description: "The password: 8–64 characters with an upper-case letter, a lower-case letter and a character that is not a letter.", required: true }),
    nickname: t.string({ description: "The display name (2–30 characters).", required: true }),
    avatar: t.string({ description: "An image data URL (at most 200 KB) or an https URL; optional." }),
    inviteCode: t.string({ description: "The inviting fan's code (localStorage ic)." }),
  }),
});

builder.mutationField("register", (t) =>
  t.field({
    type: AuthPayload,
    description: "Sign-up with the REGISTER code e-mailed to the address; signs the fan in.",
    args: { input: t.arg({ description: "The new account.", type: RegisterInput, required: true }) },
    errors: { types: [ValidationError, EmailCodeInvalidError, EmailTakenError], directResult: true },
    resolve: (_r, { input }, ctx) => users.register(ctx.deps, { ...input, lang: ctx.lang }, { ip: ctx.ip, userAgent: ctx.userAgent }),
  }),
);

const SignInInput = builder.inputType("SignInInput", {
  description: "E-mail and password, and what sets this attempt apart from a stranger's: the device token of an earlier sign-in, or a solved human check.",
  fields: (t) => ({
    email: t.string({ description: "The account's e-mail address.", required: true }),
    password: t.string({ description: "The account's password.", required: true }),
    deviceToken: t.string({ description: "The AuthPayload.deviceToken this device got when it last signed in to this account, if any." }),
    humanCheck: t.string({ description: "A solved human check (humanCheckChallenge): needed once the account has failed many sign-ins from other devices (HumanCheckFailedError says so)." }),
  }),
});

builder.mutationField("signIn", (t) =>
  t.field({
    description:
      "Signs in with e-mail and password and returns a session token and this device's token (public; limited per device, per address and client, and per account). Errors: ValidationError, WrongCredentialsError, TooManyAttemptsError, and HumanCheckFailedError when the account has failed many sign-ins from elsewhere and this attempt brings neither its device token nor a solved human check (solve one and retry).",
    type: AuthPayload,
    args: { input: t.arg({ description: "The credentials.", type: SignInInput, required: true }) },
    errors: { types: [ValidationError, WrongCredentialsError, TooManyAttemptsError, HumanCheckFailedError], directResult: true },
    resolve: (_r, { input }, ctx) => users.signIn(ctx.deps, input, { ip: ctx.ip, userAgent: ctx.userAgent }),
  }),
);

builder.mutationField("signOut", (t) =>
  t.field({
    type: Done,
    description: "Ends the caller's session; its token is dead afterwards. Harmless when not signed in.",
    resolve: async (_r, _a, ctx) => {
      await users.signOut(ctx.deps, ctx.viewer);
      return done;
    },
  }),
);
