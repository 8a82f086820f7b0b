// A staff API token with the given scopes, made directly in the test server's database.
import { createStaffToken as create } from "../../server/src/modules/auth/index.ts";
import { postGraphQL, type TestServer } from "./server.ts";

export async function createStaffToken(s: TestServer, scopes: string[], name = "test staff"): Promise<string> {
  return (await create(s.app.deps.db, name, scopes)).token;
}

/**
 * Cancels an event as an operator does: cancelEvent over HTTP with a platform staff token (the event closed,
 * its orders settled and event:cancelled's handlers in one transaction, then the refunds sent), rather than
 * a copy of the cancel's transaction in the test. Throws unless the answer is an EventCancellation.
 */
export async function cancelEventAsOperator(s: { app: { url: string; deps: TestServer["app"]["deps"] } }, eventId: string): Promise<void> {
  const token = (await create(s.app.deps.db, "cancelling operator", ["events:write"])).token;
  const body = (await postGraphQL(s.app.url, `mutation HelperCancelEvent($id: ID!) { cancelEvent(id: $id) { __typename ... on Error { code message } } }`, { id: eventId }, { token })) as {
    data?: { cancelEvent?: { __typename: string } };
  };
  if (body.data?.cancelEvent?.__typename !== "EventCancellation") throw new Error(`cancelEvent answered ${JSON.stringify(body)}`);
}
