// Moves a paid merch order along its logistics track, as an operator, through the GraphQL API
// (Mutation.advanceMerchOrder, staff scope merch:logistics): the running server records the step and
// pushes it to the fan's open order page at once, on every instance.
//
//   npx tsx scripts/staff-token.ts create --org fanfare-demo --name "Warehouse" --scope merch:logistics   # once: prints ffst_…
//   npx tsx scripts/merch-logistics.ts advance <orderNo> --token ffst_… [--to SHIPPED] [--note "SF1234567890"] [--url http://localhost:4000]
//
// Shipping orders: ORDERED → PROCESSING → SHIPPED → DELIVERED. Pick-up orders: READY_FOR_PICKUP → PICKED_UP.
// Without --to the order moves to whatever step comes next; with it, the step must be the next one.
import { parseArgs } from "node:util";
import { loadConfig } from "../server/src/config.ts";
import { runScript } from "./lib/operator-db.ts";

function usage(): never {
  console.error("usage: npx tsx scripts/merch-logistics.ts advance <orderNo> --token <ffst_…> [--to <STATUS>] [--note <text>] [--url <server url>]");
  process.exit(64);
}

const ADVANCE = `mutation Advance($input: AdvanceMerchOrderInput!) {
  advanceMerchOrder(input: $input) {
    __typename
    ... on Error { code message }
    ... on MerchOrder { orderNo fulfilment logistics { status at note } }
  }
}`;

/** What ADVANCE selects: the order's track, or the typed error. */
type AdvanceResult =
  | { __typename: "MerchOrder"; orderNo: string; fulfilment: string | null; logistics: { status: string; at: string; note: string | null }[] }
  | { __typename: string; code: string; message: string };

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { token: { type: "string" }, to: { type: "string" }, note: { type: "string" }, url: { type: "string" } },
  });
  const [command, orderNo] = positionals;
  if (command !== "advance" || !orderNo || !values.token) usage();
  const url = (values.url ?? loadConfig().publicUrl).replace(/\/$/, "");
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${values.token}` },
    body: JSON.stringify({ query: ADVANCE, variables: { input: { orderNo, to: values.to?.toUpperCase(), note: values.note } } }),
  });
  const body = (await res.json()) as { data?: { advanceMerchOrder: AdvanceResult }; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join("; "));
  const result = body.data!.advanceMerchOrder;
  if (!("orderNo" in result)) {
    console.error(`${result.code}: ${result.message}`);
    process.exit(1);
  }
  console.log(`${result.orderNo}: ${result.fulfilment}`);
  for (const step of result.logistics) console.log(`  ${step.at}  ${step.status}${step.note ? `  (${step.note})` : ""}`);
}

runScript(main);
