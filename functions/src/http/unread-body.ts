// A refusal sent before the body was read (a 401 before the handler, a 413 from the body limit) must not
// cost the next request on a kept-alive connection. The app's view of the body is a web stream that
// pauses the socket once its buffer is full; nothing reads it any more, so the rest of the body stays
// unread and @hono/node-server closes the connection under the client's next request (a reset, no answer).
// Once the answer is out, the rest of the body is read away, as Node itself does for a body nobody wants.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function discardUnreadBodyAfterAnswer(request: IncomingMessage, response: ServerResponse): void {
  response.once('finish', () => {
    if (request.complete) return;
    // The abandoned stream's listener pauses the request again on every chunk.
    request.removeAllListeners('data');
    request.resume();
  });
}
