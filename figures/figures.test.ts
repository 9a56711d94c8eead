import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFigures, mediaDir, renderFigure } from './run.ts';

describe('the committed figures', () => {
  it.each(listFigures())('%s.svg is what its script computes now (run npm run figures if not)', async (name) => {
    const file = join(mediaDir, `${name}.svg`);
    expect(existsSync(file), `public/media/${name}.svg is missing`).toBe(true);
    expect(readFileSync(file, 'utf8'), `public/media/${name}.svg is stale`).toBe(await renderFigure(name));
  });
});
