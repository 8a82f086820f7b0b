// Query.currentNotice: the server notice the client shows after each navigation.
import { builder } from "../../builder.ts";
import { auditedStaffAction } from "../audit/index.ts";
import { ValidationError } from "../../errors.ts";
import { endNotice, getCurrentNotice, publishNotice, type CurrentNotice } from "./notices.service.ts";

const NoticeLevelEnum = builder.enumType("NoticeLevel", { values: ["INFO", "WARNING", "CRITICAL"] as const });

const Notice = builder.objectRef<CurrentNotice>("Notice").implement({
  description: "A server notice in the caller's language.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    content: t.exposeString("content"),
    level: t.expose("level", { type: NoticeLevelEnum }),
    startsAt: t.expose("startsAt", { type: "DateTime" }),
    endsAt: t.expose("endsAt", { type: "DateTime", nullable: true }),
  }),
});

const NoticeTranslationInput = builder.inputType("NoticeTranslationInput", {
  fields: (t) => ({
    lang: t.string({ required: true, description: "en, vi, zh, zh_tw, th or ms." }),
    title: t.string({ required: true }),
    content: t.string({ required: true }),
  }),
});

const PublishNoticeInput = builder.inputType("PublishNoticeInput", {
  fields: (t) => ({
    title: t.string({ required: true }),
    content: t.string({ required: true }),
    level: t.field({ type: NoticeLevelEnum, required: false }),
    startsAt: t.field({ type: "DateTime", required: false }),
    endsAt: t.field({ type: "DateTime", required: false }),
    translations: t.field({ type: [NoticeTranslationInput], required: false }),
  }),
});

builder.mutationFields((t) => ({
  publishNotice: t.field({
    type: Notice,
    description: "Operators (scope notices:write): publish a notice for its window, with per-language texts.",
    args: { input: t.arg({ type: PublishNoticeInput, required: true }) },
    authScopes: { staff: "notices:write" },
    errors: { types: [ValidationError], directResult: true },
    resolve: async (_r, { input }, ctx) => {
      const n = await auditedStaffAction(ctx, "staff.notice_publish", { targetType: "Notice" }, () => publishNotice(ctx.deps, input), (r) => ({ targetId: r.id, details: { level: r.level } }));
      return { id: n.id, title: n.title, content: n.content, level: n.level, startsAt: n.startsAt, endsAt: n.endsAt };
    },
  }),
  endNotice: t.boolean({
    description: "Operators (scope notices:write): take a notice down now; false when it was not showing.",
    args: { id: t.arg.id({ required: true }) },
    authScopes: { staff: "notices:write" },
    resolve: (_r, { id }, ctx) =>
      auditedStaffAction(ctx, "staff.notice_end", { targetType: "Notice", targetId: String(id).slice(0, 100) }, () => endNotice(ctx.deps, String(id)), (ended) => ({ details: { ended } })),
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
