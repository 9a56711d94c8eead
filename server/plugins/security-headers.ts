/**
 * Security headers on every response (pages, assets, API): a Content Security Policy that allows
 * nothing from another origin and no inline script (the build moves React Router's inline
 * scripts into files: scripts/postbuild.ts), no framing, no MIME sniffing, a strict referrer
 * policy, same-origin resource policy, and HSTS when the site is served over HTTPS.
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

export default fp<{ https: boolean; chatWebhookUrl?: string }>(
  async (app, options) => {
    // A widget built to talk to an owner's n8n webhook needs to reach that one origin, no other.
    const connectSrc = options.chatWebhookUrl
      ? [...contentSecurityPolicy.connectSrc, new URL(options.chatWebhookUrl).origin]
      : contentSecurityPolicy.connectSrc;
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: { ...contentSecurityPolicy, connectSrc } },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: options.https ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
      xFrameOptions: { action: 'deny' },
    });
  },
  { name: 'security-headers' },
);
