// A body nobody reads must not stall the connection it came on. Two cases:
// - A refusal sent before the body was read (a 401 before the handler, a 413 from the body limit): the
//   app's view of the body is a web stream that pauses the socket once its buffer is full, and nothing
//   reads it any more; @hono/node-server then closes the connection under the client's next request (a
//   reset, no answer). Once the answer is out, the rest of the body is read away, as Node does itself.
// - A body on a GET or HEAD, which the app never reads: left in the socket, it hides the client's leaving,
//   so an event stream lives on until its next keep-alive write fails. It is read away at once.
// A request without Content-Length or Transfer-Encoding has no body (RFC 9112, 6.3), and most have none:
// they are left alone, since resuming and ending a stream costs a read several ticks of work.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function discardUnreadBody(request: IncomingMessage, response: ServerResponse): void {
  const { headers } = request;
  if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) return;
  if (request.method === 'GET' || request.method === 'HEAD') request.resume();
  response.once('finish', () => {
    if (request.complete) return;
    // The abandoned stream's listener pauses the request again on every chunk.
    request.removeAllListeners('data');
    request.resume();
  });
}
