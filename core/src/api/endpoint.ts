// How one HTTP endpoint is described in the API contract: its method, its path (Hono style, with :params)
// and the zod schemas of what it takes. What it answers is a type only: the server is the one that makes it.
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type Endpoint<
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Result = unknown,
> = {
  readonly method: Method;
  readonly path: Path;
  readonly params: Params;
  readonly query: Query;
  readonly body: Body;
  /** Never set: carries the answer's type to the client. */
  readonly result?: Result;
};

type Schemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
type Or<T, Fallback> = T extends z.ZodType ? T : Fallback;

/** `endpoint<Answer>()(...)`: the answer's type is named; the rest is inferred from the description. */
export function endpoint<Result>() {
  return <const Path extends string, const S extends Schemas = Record<never, never>>(
    method: Method,
    path: Path,
    schemas?: S,
  ): Endpoint<Path, Or<S['params'], undefined>, Or<S['query'], undefined>, Or<S['body'], undefined>, Result> =>
    ({
      method,
      path,
      params: schemas?.params,
      query: schemas?.query,
      body: schemas?.body,
    }) as Endpoint<Path, Or<S['params'], undefined>, Or<S['query'], undefined>, Or<S['body'], undefined>, Result>;
}

export type ResultOf<E> =
  E extends Endpoint<string, z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R> ? R : never;

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller passes: the path's parameters, the query and the body, each only when the endpoint has one. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: InputOf<E['params']> } : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: undefined });

/** The path with its :params filled in, each encoded. */
export function pathOf(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`The path ${path} needs the parameter ${name}.`);
    return encodeURIComponent(value);
  });
}
