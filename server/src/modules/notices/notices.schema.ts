// Query.currentNotice: the server notice the client shows after each navigation.
import { builder } from "../../builder.ts";
import { describedValues } from "../core/core.schema.ts";
import { auditedStaffAction } from "../audit/index.ts";
import { ValidationError } from "../../errors.ts";
import { endNotice, getCurrentNotice, publishNotice, visibleNotices, type CurrentNotice } from "./notices.service.ts";
import { idOfType, nodeAccess } from "../../node-access.ts";
import type { Context } from "../../context.ts";

/** Operators who publish notices (notices:write) may load any notice by id; everyone else those showing now. */
const canSeeEveryNotice = async (ctx: Context) => (await ctx.operator())?.scopes.includes("notices:write") ?? false;
nodeAccess("Notice", async (ids, ctx) => (await visibleNotices(ctx.deps, ids, ctx.lang, await canSeeEveryNotice(ctx))).map((n) => n.id));

const NoticeLevelEnum = builder.enumType("NoticeLevel", {
  description: "How prominent a site notice is.",
  values: describedValues(["INFO", "WARNING", "CRITICAL"] as const, {
    INFO: "Information.",
    WARNING: "Something fans should know (e.g. a delay).",
    CRITICAL: "An outage or an urgent change; shown above everything.",
  }),
});

const Notice = builder.node(builder.objectRef<CurrentNotice>("Notice"), {
  description: "A server notice in the caller's language.",
  id: { resolve: (n) => n.id, description: "The notice's global id: pass it to endNotice (which still takes the database id it had before 1.1.0) or to node(id:)." },
  loadMany: async (ids, ctx) => {
    const found = new Map((await visibleNotices(ctx.deps, ids, ctx.lang, await canSeeEveryNotice(ctx))).map((n) => [n.id, n]));
    return ids.map((id) => found.get(id) ?? null);
  },
  fields: (t) => ({
    title: t.exposeString("title", { description: "The notice's title." }),
    content: t.exposeString("content", { description: "The notice's text." }),
    level: t.expose("level", { description: "How prominent it is.", type: NoticeLevelEnum }),
    startsAt: t.expose("startsAt", { description: "When it starts showing (ISO 8601, UTC).", type: "DateTime" }),
    endsAt: t.expose("endsAt", { description: "When it stops showing; null until ended.", type: "DateTime", nullable: true }),
  }),
});

const NoticeTranslationInput = builder.inputType("NoticeTranslationInput", {
  description: "A notice's title and text in one more language.",
  fields: (t) => ({
    lang: t.string({ required: true, description: "en, vi, zh, zh_tw, th or ms." }),
    title: t.string({ description: "The title in that language.", required: true }),
    content: t.string({ description: "The text in that language.", required: true }),
  }),
});

const PublishNoticeInput = builder.inputType("PublishNoticeInput", {
  description: "A site-wide notice to publish.",
  fields: (t) => ({
    title: t.string({ description: "The title, in the default language.", required: true }),
    content: t.string({ description: "The text, in the default language.", required: true }),
    level: t.field({ description: "How prominent it is (default INFO).", type: NoticeLevelEnum, required: false }),
    startsAt: t.field({ description: "When it starts showing (ISO 8601; default now).", type: "DateTime", required: false }),
    endsAt: t.field({ description: "When it stops showing (ISO 8601); it shows until ended when omitted.", type: "DateTime", required: false }),
    translations: t.field({ description: "The title and text in other languages, keyed by language (en, vi, zh, zh_tw, th, ms).", type: [NoticeTranslationInput], required: false }),
  }),
});

builder.mutationFields((t) => ({
  publishNotice: t.field({
    type: Notice,
    description: "Operators (scope notices:write): publish a notice for its window, with per-language texts.",
    args: { input: t.arg({ description: "The notice.", type: PublishNoticeInput, required: true }) },
    authScopes: { staff: "notices:write" },
    errors: { types: [ValidationError], directResult: true },
    resolve: async (_r, { input }, ctx) => {
      const n = await auditedStaffAction(ctx, "staff.notice_publish", { targetType: "Notice" }, () => publishNotice(ctx.deps, input), (r) => ({ targetId: r.id, details: { level: r.level } }));
      return { id: n.id, title: n.title, content: n.content, level: n.level, startsAt: n.startsAt, endsAt: n.endsAt };
    },
  }),
  endNotice: t.boolean({
    description: "Operators (scope notices:write): take a notice down now; false when it was not showing.",
    args: { id: t.arg.id({ description: "The notice's id (Notice.id; its database id is accepted too).", required: true }) },
    authScopes: { staff: "notices:write" },
    resolve: (_r, { id }, ctx) =>
      auditedStaffAction(ctx, "staff.notice_end", { targetType: "Notice", targetId: String(id).slice(0, 100) }, () => endNotice(ctx.deps, idOfType("Notice", String(id))), (ended) => ({ details: { ended } })),
  }),
}));

builder.queryField("currentNotice", (t) =>
  t.field({
    type: Notice,
    nullable: true,
    description: "The current server notice (active, inside its window, highest level then newest), or null.",
    resolve: (_root, _args, ctx) => getCurrentNotice(ctx.deps, ctx.lang),
  }),
);
