/**
 * What the tutor remembers in the browser: the conversation's session id (localStorage, so a
 * reload or a later visit continues it) and whether the panel was open (sessionStorage, so a
 * reload reopens it). Storage may be blocked; then the chat still works for the page view.
 */

/** The localStorage key holding the current conversation's session id. */
export const SESSION_ID_KEY = 'ml-classes:chat-session-id';
/** The sessionStorage key recording whether the chat panel is open. */
export const PANEL_OPEN_KEY = 'ml-classes:chat-open';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random (version 4) UUID. crypto.randomUUID exists only in secure contexts; plain HTTP on a LAN is not one. */
export function newSessionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The stored session id, or null when there is none (or it is not a UUID). */
export function readSessionId(): string | null {
  try {
    const id = localStorage.getItem(SESSION_ID_KEY);
    return id && uuidPattern.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** Starts a new conversation: a fresh session id, stored, and returned. */
export function startSession(): string {
  const id = newSessionId();
  try {
    localStorage.setItem(SESSION_ID_KEY, id);
  } catch {
    // Storage blocked: the conversation lasts for this page view.
  }
  return id;
}

/** Whether the panel was open before the page reloaded. */
export function readPanelOpen(): boolean {
  try {
    return sessionStorage.getItem(PANEL_OPEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Records whether the panel is open. */
export function writePanelOpen(open: boolean): void {
  try {
    if (open) sessionStorage.setItem(PANEL_OPEN_KEY, '1');
    else sessionStorage.removeItem(PANEL_OPEN_KEY);
  } catch {
    // Storage blocked: a reload starts with the panel closed.
  }
}
