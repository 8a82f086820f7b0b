// Query.currentNotice: the server notice the client shows after each navigation.
import { builder } from "../../builder.ts";
import { getCurrentNotice, type CurrentNotice } from "./notices.service.ts";

const NoticeLevelEnum = builder.enumType("NoticeLevel", { values: ["INFO", "WARNING", "CRITICAL"] as const });

const Notice = builder.objectRef<CurrentNotice>("Notice").implement({
  description: "A server notice in the caller's language.",
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    content: t.exposeString("content"),
    level: t.expose("level", { type: NoticeLevelEnum }),
  }),
});

builder.queryField("currentNotice", (t) =>
  t.field({
    type: Notice,
    nullable: true,
    description: "The current server notice (active, inside its window, highest level then newest), or null.",
    resolve: (_root, _args, ctx) => getCurrentNotice(ctx.deps, ctx.lang),
  }),
);
