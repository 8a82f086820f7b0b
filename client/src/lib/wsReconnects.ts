// Who wants to know that the graphql-ws connection came back after a drop (client/src/wsLink.ts): a live
// view whose subscription only sends changes (the seat map) reads its state again, as what changed while
// the socket was down was never sent. Its own module so that listening does not load graphql-ws.

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` after each reconnection until the returned function is called. */
export function onWsReconnected(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function wsReconnected(): void {
  for (const listener of listeners) listener();
}
