// GraphQL side of maintenance mode: every operation (HTTP and graphql-ws) answers one error whose
// extensions.code is UNDER_REPAIR and whose message is the operator's maintenance message.
import { GraphQLError } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { Deps } from "../../deps.ts";
import { getMaintenance } from "./system.service.ts";

export const UNDER_REPAIR = "UNDER_REPAIR";

function underRepair(message: string) {
  return { errors: [new GraphQLError(message, { extensions: { code: UNDER_REPAIR } })] };
}

export function useMaintenanceMode(deps: Deps): Plugin {
  return {
    async onExecute({ setResultAndStopExecution }) {
      const m = await getMaintenance(deps);
      if (m.on) setResultAndStopExecution(underRepair(m.message));
    },
    async onSubscribe({ setResultAndStopExecution }) {
      const m = await getMaintenance(deps);
      if (m.on) setResultAndStopExecution(underRepair(m.message));
    },
  };
}
