// The public reads that anyone's verification scripts send (the waiting room's and the giveaway's
// verifiable draws). They are first-party operations: codegen lists them with the client's in
// client/src/gql/persisted-documents.json, so a production server (TRUSTED_DOCUMENTS=require), which runs
// only listed documents for callers without an API key, answers them. They go by hash, as the client's do.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { graphql } from "../../client/src/gql/index.ts";

export const waitingRoomDrawQuery = graphql(`
  query PublicWaitingRoomDraw($slug: String!) {
    waitingRoom(eventSlug: $slug) {
      state
      seedHash
      seed
      drawHash
      drawList
    }
  }
`);

/**
 * A giveaway's draw record: what anyone needs to recompute the draw (giveaway.rules.ts verifyDraw). The
 * public query below and the CLI's `giveaway draw` (scripts/cli/operations.ts) both select it.
 */
export const giveawayDrawRecordFields = graphql(`
  fragment PublicGiveawayDrawFields on GiveawayDraw {
    algorithm
    seedCommitment
    seed
    entriesHash
    entries {
      id
      holder
    }
    winners {
      id
      holder
    }
    campaign {
      slug
      winnersCount
      drawnAt
    }
  }
`);

export const giveawayDrawRecordQuery = graphql(`
  query PublicGiveawayDrawRecord($slug: String!) {
    giveawayDraw(slug: $slug) {
      ...PublicGiveawayDrawFields
    }
  }
`);

/** Runs a persisted public read on a server by its hash (no text is sent) and gives its data. */
export async function publicRead<R, V>(server: string, document: TypedDocumentNode<R, V>, variables: V): Promise<R> {
  const hash = (document as { __meta__?: { hash?: string } }).__meta__?.hash;
  if (!hash) throw new Error("the document has no persisted hash: run npm run generate");
  const res = await fetch(new URL("/graphql", server), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
  });
  const body = (await res.json()) as { data?: R | null; errors?: { message: string }[] };
  if (!body.data) throw new Error(`${server} answered ${res.status}: ${body.errors?.map((e) => e.message).join("; ") ?? "no data"}`);
  return body.data;
}
