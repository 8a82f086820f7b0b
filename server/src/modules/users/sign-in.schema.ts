// Sign-up, sign-in and sign-out in GraphQL. The token goes back in `Authorization: Bearer <token>`.
// They live with the accounts (users) they check; the auth module below only keeps sessions and tokens.
import { builder } from "../../builder.ts";
import { ValidationError } from "../../errors.ts";
import type { User } from "../../generated/prisma/client.ts";
import { Done, done, UserType } from "./users.schema.ts";
import { EmailCodeInvalidError, EmailTakenError, TooManyAttemptsError, WrongCredentialsError } from "./users.errors.ts";
import * as users from "./users.service.ts";

const AuthPayload = builder.objectRef<{ token: string; user: User }>("AuthPayload").implement({
  description: "A new session: keep the token (at least 128 random bits) and send it as a bearer token.",
  fields: (t) => ({
    token: t.exposeString("token"),
    user: t.field({ type: UserType, resolve: (p) => p.user }),
  }),
});

const RegisterInput = builder.inputType("RegisterInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    code: t.string({ required: true }),
    password: t.string({ required: true }),
    nickname: t.string({ required: true }),
    avatar: t.string(),
    inviteCode: t.string({ description: "The inviting fan's code (localStorage ic)." }),
  }),
});

builder.mutationField("register", (t) =>
  t.field({
    type: AuthPayload,
    description: "Sign-up with the REGISTER code e-mailed to the address; signs the fan in.",
    args: { input: t.arg({ type: RegisterInput, required: true }) },
    errors: { types: [ValidationError, EmailCodeInvalidError, EmailTakenError], directResult: true },
    resolve: (_r, { input }, ctx) => users.register(ctx.deps, { ...input, lang: ctx.lang }, { ip: ctx.ip, userAgent: ctx.userAgent }),
  }),
);

const SignInInput = builder.inputType("SignInInput", {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});

builder.mutationField("signIn", (t) =>
  t.field({
    type: AuthPayload,
    args: { input: t.arg({ type: SignInInput, required: true }) },
    errors: { types: [ValidationError, WrongCredentialsError, TooManyAttemptsError], directResult: true },
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
