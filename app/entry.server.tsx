/**
 * Renders a page to HTML. With `ssr: false` this runs only at build time, to prerender every
 * route; it waits for the whole page (no streaming), since the output is a static file.
 */
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(stream, { headers: responseHeaders, status });
}
