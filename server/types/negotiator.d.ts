/**
 * The part of negotiator 1.x that server/plugins/site.ts uses. @types/negotiator describes 0.6,
 * without the `preferred` option that breaks ties between equally acceptable encodings.
 */
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** The best of `available` that the request's Accept-Encoding accepts, or undefined when none is. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
}
