// Routes mounted from the API contract (core/src/api/contract.ts): the method and the path are the contract
// entry's, its input is validated with the entry's schemas before the handler runs, and the handler returns
// the answer itself, typed as the entry's answer, which the router sends as JSON. So a router cannot serve a
// path, or answer a shape, the contract does not describe. A handler still reads its input with
// c.req.valid(...), sets headers and cookies on c, and throws DomainErrors for refusals.
import { Hono, type Context, type Env, type Handler, type MiddlewareHandler } from 'hono';
import type { H } from 'hono/types';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z, ZodType } from 'zod';
import type { Endpoint, ResultOf } from '@shop/core/api/endpoint';
import type { Action } from '../policy.ts';
import { cachedRead, type ReadInput, type ReadOptions } from './cached-reads.ts';
import type { ReadCache } from './read-cache.ts';
import { validate } from './validate.ts';

/** A JSON answer with a status other than 200 (201 for a thing made, 202 for work accepted). */
export class Answered<Body> {
  constructor(
    readonly body: Body,
    readonly status: ContentfulStatusCode,
  ) {}
}

export const created = <Body>(body: Body) => new Answered(body, 201);
export const answered = <Body>(body: Body, status: ContentfulStatusCode) => new Answered(body, status);

/** What a handler may return: the answer (200), an Answered one, or, for an endpoint that answers a file, a Response. */
export type Answer<Result> = Result extends Uint8Array | ArrayBuffer ? Response : Result | Answered<Result>;

type Valid<Schema, Target extends string> = Schema extends ZodType ? Record<Target, z.output<Schema>> : object;
/** The input Hono's validators leave for `c.req.valid(...)`: the endpoint's path parameters, query and body. */
export type InputOf<E extends Endpoint> = {
  in: object;
  out: Valid<E['params'], 'param'> & Valid<E['query'], 'query'> & Valid<E['body'], 'json'>;
};

export type ContractContext<V extends Env, E extends Endpoint> = Context<V, string, InputOf<E>>;

export type ContractHandler<V extends Env, E extends Endpoint> = (
  c: ContractContext<V, E>,
) => Answer<ResultOf<E>> | Promise<Answer<ResultOf<E>>>;

/** The name of every handler mounted here starts so, followed by its endpoint: the contract test reads it. */
export const ANSWER_NAME = 'contract answer';

const named = <F extends Handler>(handler: F, endpoint: Endpoint): F =>
  Object.defineProperty(handler, 'name', { value: `${ANSWER_NAME} ${endpoint.method} ${endpoint.path}` });

export class ContractRouter<V extends Env> {
  readonly app = new Hono<V>();

  /** `base`: the full path the router is mounted at ('/api/orders'); its endpoints' paths are under it. */
  constructor(private readonly base: string) {}

  /** Middleware for every route mounted after it on this router (the policy of a whole area). */
  use(...middleware: MiddlewareHandler<V>[]): this {
    this.app.use(...middleware);
    return this;
  }

  /** Middleware for some of the endpoints mounted after it (a body limit for the writes that take a body). */
  useFor(endpoints: readonly Endpoint[], ...middleware: MiddlewareHandler<V>[]): this {
    for (const endpoint of endpoints) this.mount(endpoint, middleware);
    return this;
  }

  /**
   * Mounts `endpoint`: the route's middleware (its policy) runs first, then the validation of its path
   * parameters, query and body, in that order, then the handler, whose answer goes out as JSON.
   */
  on<E extends Endpoint>(endpoint: E, ...handlers: [...middleware: MiddlewareHandler<V>[], handler: ContractHandler<V, E>]): this {
    const middleware = handlers.slice(0, -1) as MiddlewareHandler<V>[];
    const handler = handlers.at(-1) as ContractHandler<V, E>;
    const validators = [
      endpoint.params && validate('param', endpoint.params),
      endpoint.query && validate('query', endpoint.query),
      endpoint.body && validate('json', endpoint.body),
    ].filter((validator) => validator !== undefined);
    const answer: Handler<V> = async (c) => {
      const result: unknown = await handler(c as ContractContext<V, E>);
      if (result instanceof Response) return result;
      return result instanceof Answered ? c.json(result.body as object, result.status) : c.json(result as object);
    };
    this.mount(endpoint, [...middleware, ...validators, named(answer, endpoint)]);
    return this;
  }

  /**
   * Mounts a read anyone may make, answered from the read cache (`cachedRead`): one handler that checks the
   * policy and the input itself, since a second handler on a route would make every read pass through a
   * composed chain.
   */
  read<E extends Endpoint>(
    endpoint: E,
    action: Action,
    reads: ReadCache,
    load: (input: ReadInput<E>) => Promise<ResultOf<E>>,
    options?: ReadOptions<ReadInput<E>>,
  ): this {
    this.mount(endpoint, [named(cachedRead(action, reads, endpoint, load, options), endpoint)]);
    return this;
  }

  private mount({ method, path }: Endpoint, handlers: H[]): void {
    if (path !== this.base && !path.startsWith(`${this.base}/`)) throw new Error(`${method} ${path} is not under ${this.base}.`);
    // Hono's typed overloads take a fixed number of handlers; this is the plain form they all come down to.
    const on = this.app.on.bind(this.app) as (method: string, path: string, ...handlers: H[]) => void;
    on(method, path.slice(this.base.length) || '/', ...handlers);
  }
}

/** A router for the contract's endpoints under `base`, the full path app.ts mounts it at. */
export const contractRouter = <V extends Env = Env>(base: string) => new ContractRouter<V>(base);
