// The one HTTP client of the web app: JSON in and out, API errors turned into Error(message).
import type { ApiError } from '@shop/core/errors';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function readError(response: Response): Promise<ApiRequestError> {
  const body = (await response.json().catch(() => null)) as Partial<ApiError> | null;
  const message = body?.error?.message ?? `The server answered ${response.status} ${response.statusText}.`;
  return new ApiRequestError(response.status, body?.error?.code ?? 'http_error', message);
}

export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const hasBody = init.body !== undefined && !(init.body instanceof FormData);
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  }).catch(() => {
    throw new ApiRequestError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  });
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}

export function toQueryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
