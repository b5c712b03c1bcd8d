// Node's response class for the shop's server: it writes the headers every response carries (security
// headers, the request id) in the same step as the app's own. Set beforehand with setHeader, they made Node
// take writeHead's slow path and copy the app's headers in one at a time, a tenth of a cached read's time;
// as one list, every header is checked and written once. The app's own value of one of them wins.
import { type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders, ServerResponse } from 'node:http';

type HeaderList = OutgoingHttpHeaders | OutgoingHttpHeader[];

function pushHeader(list: OutgoingHttpHeader[], name: string, value: OutgoingHttpHeader | undefined): void {
  if (value !== undefined) list.push(name, value);
}

export function responseWithHeaders(everyResponse: ReadonlyMap<string, string>, idHeader: string) {
  const fixed = [...everyResponse].map(([name, value]) => ({ name, value, lowerName: name.toLowerCase() }));
  const fixedNames = new Set(fixed.map(({ lowerName }) => lowerName));

  return class ResponseWithHeaders extends ServerResponse<IncomingMessage> {
    /** This response's request id, set by the server before the app answers. */
    requestId = '';

    override writeHead(statusCode: number, messageOrHeaders?: string | HeaderList, headers?: HeaderList): this {
      if (typeof messageOrHeaders === 'string') return super.writeHead(statusCode, messageOrHeaders, this.#allHeaders(headers));
      return super.writeHead(statusCode, this.#allHeaders(messageOrHeaders));
    }

    /** The app's headers, then each fixed one the app did not set itself, then the request id. */
    #allHeaders(own: HeaderList | undefined): OutgoingHttpHeader[] {
      const list: OutgoingHttpHeader[] = [];
      if (Array.isArray(own)) {
        for (let at = 0; at < own.length; at += 2) pushHeader(list, String(own[at]), own[at + 1]);
      } else if (own) {
        for (const name in own) pushHeader(list, name, own[name]);
      }
      let setByApp: Set<string> | undefined;
      for (let at = 0; at < list.length; at += 2) {
        const lowerName = String(list[at]).toLowerCase();
        if (fixedNames.has(lowerName)) (setByApp ??= new Set()).add(lowerName);
      }
      for (const { name, value, lowerName } of fixed) {
        if (!setByApp?.has(lowerName) && !this.hasHeader(lowerName)) list.push(name, value);
      }
      list.push(idHeader, this.requestId);
      return list;
    }
  };
}
