// What every answer must be, whatever was asked: no server error, no internal detail in the body, and a
// refusal in the one error shape { error: { code, message } }.
import { apiErrorSchema } from '@shop/core/errors';
import type { FuzzRequest } from './arbitraries.ts';
import type { Answer } from './raw-request.ts';

const LEAKS: { what: string; pattern: RegExp }[] = [
  { what: 'a stack frame', pattern: /\bat (?:async )?[\w$.<>[\]]+ \([^)]*:\d+:\d+\)|\bat (?:file:\/\/)?\/[^\s:]+:\d+:\d+/g },
  { what: 'a server file path', pattern: /\/work\/|\/home\/|\/tmp\/|node_modules|file:\/\//g },
  { what: 'a JavaScript error', pattern: /\b\w*Error: |\bE(?:CONNREFUSED|CONNRESET|NOENT|ACCES|PIPE|ISDIR)\b/g },
  {
    what: 'SQL',
    pattern:
      /Failed query|violates [\w -]*constraint|invalid input syntax for|syntax error at or near|relation "\w+"|column "\w+"|duplicate key value|\bselect "\w+"|\bfrom "\w+"|\binsert into "\w+"/gi,
  },
];

/** tus answers its refusals in plain text, as its clients expect. */
const PLAIN_TEXT_REFUSALS = /^\/api\/uploads(?:[/?]|$)/;

const decoded = (text: string, decode: (text: string) => string) => {
  try {
    return decode(text);
  } catch {
    return text;
  }
};

/** Every key and string inside a JSON value, walked without recursion: a hostile body nests deep. */
function stringsIn(value: unknown): string[] {
  const strings: string[] = [];
  const pending = [value];
  for (let next = pending.pop(); pending.length > 0 || next !== undefined; next = pending.pop()) {
    if (typeof next === 'string') strings.push(next);
    else if (typeof next === 'object' && next !== null) {
      for (const [key, inner] of Object.entries(next)) pending.push(key, inner);
    }
  }
  return strings;
}

const parsedJson = (text: string): unknown => decoded(text, JSON.parse);

/** Everything the client itself sent: the server may say it back ("No API route GET /api/x/../y"). */
function sentText({ method, target, headers, oddCookie, body }: FuzzRequest): string {
  const bodyText = body === undefined ? '' : body.toString();
  return [
    method,
    target,
    decoded(target, decodeURI),
    decoded(target, decodeURIComponent),
    ...Object.values(headers),
    oddCookie ?? '',
    bodyText,
    ...stringsIn(parsedJson(bodyText)),
  ].join('\n');
}

function leaksIn(request: FuzzRequest, answer: Answer): string[] {
  if (!/json|text|^$/.test(answer.contentType)) return [];
  const sent = sentText(request);
  const isJson = answer.contentType.includes('json');
  const texts = isJson ? stringsIn(parsedJson(answer.body)) : [answer.body];
  return LEAKS.flatMap(({ what, pattern }) =>
    texts.flatMap((text) =>
      [...text.matchAll(pattern)].filter(([match]) => !sent.includes(match)).map(([match]) => `${what} ("${match}")`),
    ),
  );
}

function refusalShapeProblems(request: FuzzRequest, answer: Answer): string[] {
  if (answer.status < 400 || answer.body === '') return [];
  if (!answer.contentType.includes('json')) {
    return PLAIN_TEXT_REFUSALS.test(request.target) ? [] : [`a ${answer.status} refusal that is not JSON: ${answer.body.slice(0, 200)}`];
  }
  const parsed = apiErrorSchema.safeParse(parsedJson(answer.body));
  if (!parsed.success) return [`a ${answer.status} refusal not in the error shape: ${answer.body.slice(0, 200)}`];
  const { code, message } = parsed.data.error;
  return code.trim() && message.trim() ? [] : [`a ${answer.status} refusal with an empty code or message`];
}

export function whatIsWrong(request: FuzzRequest, answer: Answer): string[] {
  return [
    ...(answer.status >= 500 ? [`a server error ${answer.status}: ${answer.body.slice(0, 300)}`] : []),
    ...leaksIn(request, answer).map((leak) => `the body shows ${leak}`),
    ...refusalShapeProblems(request, answer),
  ];
}
