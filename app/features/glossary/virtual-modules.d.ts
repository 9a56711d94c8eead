/** Types of the virtual module that content/pipeline/vite-plugin-lectures.ts provides for the glossary. */
declare module 'virtual:glossary-body' {
  /** The glossary's static HTML while prerendering, its far blocks deferred; undefined in the browser. */
  export function getPrerenderedBody(): string | undefined;
  /** Loads the glossary's HTML (one lazy chunk in the browser, for a client-side navigation). */
  export function loadBody(): Promise<string>;
}
