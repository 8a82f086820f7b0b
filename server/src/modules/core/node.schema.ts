// The Relay node(id:) and nodes(ids:) queries, in place of the relay plugin's own: they resolve only the
// Nodes the viewer may see (server/src/node-access.ts), answer null for anything else (malformed,
// unknown or hidden ids alike), and take at most MAX_NODE_IDS ids.
import { resolveNodes } from "@pothos/plugin-relay";
import { builder } from "../../builder.ts";
import { visibleGlobalIds } from "../../node-access.ts";

const NodeInterface = builder.nodeInterfaceRef();

builder.queryFields((t) => ({
  node: t.field({
    description: "Any object by its global id (Relay), or null when it does not exist or the caller may not see it.",
    type: NodeInterface,
    nullable: true,
    args: { id: t.arg.id({ description: "A global id as found in an object's id field.", required: true }) },
    resolve: async (_root, args, ctx, info) => {
      const [visible] = await visibleGlobalIds([String(args.id)], ctx);
      if (!visible) return null;
      const [node] = await resolveNodes(builder, ctx, info, [visible]);
      return node ?? null;
    },
  }),
  nodes: t.field({
    description: "Several objects by global id at once (at most 100); each entry is null when unknown or hidden.",
    type: [NodeInterface],
    nullable: { list: false, items: true },
    args: { ids: t.arg.idList({ description: "Global ids as found in objects' id fields.", required: true }) },
    resolve: async (_root, args, ctx, info) => resolveNodes(builder, ctx, info, await visibleGlobalIds(args.ids.map(String), ctx)),
  }),
}));
