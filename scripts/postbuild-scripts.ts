/**
 * Moves a prerendered page's inline scripts into one external script, so the Content Security
 * Policy can forbid inline script entirely.
 */

const inlineScript = /<script((?:\s+[a-z-]+(?:="[^"]*")?)*)>([\s\S]*?)<\/script>/g;
const routerModuleScript = '<script type="module" async=""></script>';

/**
 * Collects the inline scripts of `html` in document order (React Router's context, route imports
 * and loader data; the code runs the same as one module) and hands them to `writeScript`, which
 * returns the URL of the file it wrote. Each inline <script> stays in place, emptied: React
 * hydrates those elements and expects them there, and an empty script neither runs nor trips the
 * CSP. The external script carries `src` and `async`, which React's hydration skips over.
 */
export function externalizeScripts(html: string, writeScript: (code: string) => string): { html: string; moved: number; code: string } {
  const parts: string[] = [];
  const emptied = html.replace(inlineScript, (whole, attributes: string, content: string) => {
    if (/\ssrc=/.test(attributes) || content.trim() === '') return whole;
    parts.push(content.trim().endsWith(';') ? content : `${content};`);
    return `<script${attributes}></script>`;
  });
  if (parts.length === 0) return { html, moved: 0, code: '' };
  if (!emptied.includes(routerModuleScript)) throw new Error("no React Router module script found: did React Router's <Scripts /> output change?");
  const code = parts.join('\n');
  const external = `<script type="module" async="" src="${writeScript(code)}"></script>`;
  return { html: emptied.replace(routerModuleScript, external + routerModuleScript), moved: parts.length, code };
}
