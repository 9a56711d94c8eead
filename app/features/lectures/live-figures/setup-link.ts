import { isWidgetName, type WidgetName } from '../../../../content/live-figures.ts';

/**
 * "Link to this setup": a live figure's state in the URL's hash, `#live-<name>=<JSON>`, so a link
 * opens the lecture at the figure, set up as it was shared. The hash holds one figure's state; the
 * figure itself decides whether the value is a state it can show (parseState).
 */
const PREFIX = '#live-';

export function setupHash(name: WidgetName, state: unknown): string {
  return `${PREFIX}${name}=${encodeURIComponent(JSON.stringify(state))}`;
}

/** The figure and raw state a hash names, or undefined when it names none (a section anchor, say). */
export function readSetupHash(hash: string): { name: WidgetName; value: unknown } | { name: WidgetName; error: string } | undefined {
  if (!hash.startsWith(PREFIX)) return undefined;
  const separator = hash.indexOf('=');
  // Without a setup, #live-<name> is the figure's own anchor: the browser scrolls to it as to any.
  if (separator === -1) return undefined;
  const name = hash.slice(PREFIX.length, separator);
  if (!isWidgetName(name)) return undefined;
  try {
    return { name, value: JSON.parse(decodeURIComponent(hash.slice(separator + 1))) };
  } catch {
    return { name, error: 'The link’s setup could not be read.' };
  }
}
