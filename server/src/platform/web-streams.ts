// Answers written to a socket must survive the client going away mid-answer. Yoga answers with
// @whatwg-node's Response, whose body is not a native web stream; Hono copies such a response into a
// native one whenever a middleware has set a header first (`new Response(body, res)`), and undici then
// turns the foreign body (an async iterable to it) into a stream with its ReadableStreamFrom. That helper
// closes its controller in a queued microtask once the source ends; when the client disconnected while a
// chunk was awaited (a subscription over Server-Sent Events ends when its reader is cancelled), the stream
// is already closed and `controller.close()` throws ERR_INVALID_STATE where nothing can catch it: the
// process dies (nodejs/undici#5715, fixed upstream by nodejs/undici#5716; Node 20's bundled undici has it).
// So every answer of Yoga crosses into Hono here, as a native stream that owns its controller and never
// touches it after a cancel.

/**
 * The same answer with a native ReadableStream for a body (a native body is returned as it is). The
 * stream reads the original body on demand; a cancel (the client disconnected) cancels the original
 * (Yoga then ends the subscription behind it) and nothing is enqueued or closed afterwards.
 */
export function withNativeBody(res: Response): Response {
  const body = res.body;
  // Typed as a web stream either way: only the class tells a native one from a foreign one.
  if (!body || (body as unknown) instanceof ReadableStream) return res;
  const reader = body.getReader();
  let finished = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (e) {
        if (!finished) {
          finished = true;
          controller.error(e);
        }
        return;
      }
      // Cancelled while the read was in flight: the controller is closed and must not be touched.
      if (finished) return;
      if (chunk.done) {
        finished = true;
        controller.close();
      } else controller.enqueue(chunk.value);
    },
    cancel(reason) {
      finished = true;
      return reader.cancel(reason).catch(() => undefined);
    },
  });
  return new Response(stream, { status: res.status, statusText: res.statusText, headers: res.headers });
}
