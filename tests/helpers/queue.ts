// Through the waiting room of an event (issue 18): join it and wait for the admission pass, for the tests
// that buy tickets of a hot event without the queue being their subject.
import { graphql } from "../gql/index.ts";
import type { TestServer } from "./server.ts";
import { solvedHumanCheck } from "./human-check.ts";
import { waitFor } from "./wait.ts";

export const JOIN_QUEUE = graphql(`
  mutation QueueHelperJoin($input: JoinQueueInput!) {
    joinQueue(input: $input) {
      __typename
      ... on Error { code }
      ... on JoinQueueSuccess { place { status position } }
    }
  }
`);

export const MY_QUEUE_PLACE = graphql(`
  query QueueHelperPlace($eventSlug: String!) {
    myQueuePlace(eventSlug: $eventSlug) {
      status
      position
      aheadCount
      waitingCount
      joinedAt
      admission { token expiresAt }
      offer { orderNo quantity ticketTypeId ticketTypeName expiresAt }
    }
  }
`);

/** Joins the event's waiting room as the fan and resolves with the admission pass once admitted. */
export async function admissionPass(s: TestServer, token: string, eventSlug: string): Promise<string> {
  const joined = await s.gql(JOIN_QUEUE, { input: { eventSlug, humanCheck: await solvedHumanCheck(s) } }, { token });
  if (joined.data?.joinQueue.__typename !== "JoinQueueSuccess") throw new Error(`joinQueue: ${JSON.stringify(joined)}`);
  let pass: string | null = null;
  await waitFor(
    async () => {
      const r = await s.gql(MY_QUEUE_PLACE, { eventSlug }, { token });
      pass = r.data?.myQueuePlace?.admission?.token ?? null;
      return pass !== null;
    },
    `admission to ${eventSlug}`,
    { intervalMs: 50 },
  );
  return pass!;
}
