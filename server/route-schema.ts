/**
 * Fastify route schemas derived from the zod schemas in `shared/` (docs/decisions/008). A route
 * declares `body: routeSchema(ChatRequestSchema)`: Fastify validates with Ajv and serialises with
 * fast-json-stringify, as for any JSON Schema, so the 400 messages stay Ajv's; the type provider
 * reads the zod type carried by the schema, so handlers are typed without generics.
 */
import type { FastifyTypeProvider } from 'fastify';
import { z } from 'zod';

declare const zodType: unique symbol;

/** A JSON Schema that remembers, in its type only, the zod schema it was derived from. */
export type RouteSchema<T extends z.ZodType> = { readonly [key: string]: unknown } & { readonly [zodType]?: T };

/**
 * The JSON Schema (draft-07, Ajv's default) of `schema`. Throws for what JSON Schema cannot express
 * (transforms, custom types); refinements cannot be detected and must not be used in route schemas.
 */
export function routeSchema<T extends z.ZodType>(schema: T): RouteSchema<T> {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'throw' });
  return json;
}

/** Types `request.body`, `params`, `query` and the replies from the zod schema behind each RouteSchema. */
export interface ZodRouteTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends RouteSchema<infer T> ? z.output<T> : unknown;
  serializer: this['schema'] extends RouteSchema<infer T> ? z.input<T> : unknown;
}
