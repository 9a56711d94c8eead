import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newSessionId } from '~/features/tutor/chat-session';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('chat session ids', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are version 4 UUIDs, the form the chat protocol accepts', () => {
    expect(newSessionId()).toMatch(uuidV4);
  });

  it('are still UUIDs where crypto.randomUUID is missing (a page served over plain HTTP)', () => {
    vi.stubGlobal('crypto', { getRandomValues: (array: Uint8Array) => webcrypto.getRandomValues(array) });
    const ids = new Set(Array.from({ length: 50 }, () => newSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuidV4);
  });
});
