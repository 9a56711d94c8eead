/**
 * Security headers on every response (pages, assets, API): a Content Security Policy that allows
 * nothing from another origin and no inline script (the build moves React Router's inline
 * scripts into files: scripts/postbuild.ts), no framing, no MIME sniffing, a strict referrer
 * policy, same-origin resource policy, and HSTS when the site is served over HTTPS.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const contentSecurityPolicy = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  // KaTeX positions glyphs with style attributes; style elements and sheets stay same-origin.
  styleSrc: ["'self'"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  manifestSrc: ["'self'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  upgradeInsecureRequests: null,
};

export interface SecurityHeaderOptions {
  /** The site is served over HTTPS: send HSTS. */
  https: boolean;
  /** The n8n webhook the widget was built to use, whose origin connect-src then allows. */
  chatWebhookUrl?: string;
}

/** Helmet's settings for this site: one object, read by the plugin below and by `securityHeaderValues`. */
function helmetOptions({ https, chatWebhookUrl }: SecurityHeaderOptions) {
  // A widget built to talk to an owner's n8n webhook needs to reach that one origin, no other.
  const connectSrc = chatWebhookUrl ? [...contentSecurityPolicy.connectSrc, new URL(chatWebhookUrl).origin] : contentSecurityPolicy.connectSrc;
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { ...contentSecurityPolicy, connectSrc } },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
    xFrameOptions: { action: 'deny' },
  } satisfies HelmetOptions;
}

/**
 * The same headers as name → value, for the replies no route hook reaches: the router's own 400s
 * (a malformed %-escape, before any route runs) and Node's replies to a broken request (400, 408,
 * 431), which the server writes to the socket itself (app.ts). Helmet sets static values, so they
 * are computed once, by running helmet on a response that only records them.
 */
export function securityHeaderValues(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(options))({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

export default fp<SecurityHeaderOptions>(
  async (app, options) => {
    await app.register(fastifyHelmet, { global: true, ...helmetOptions(options) });
  },
  { name: 'security-headers' },
);
