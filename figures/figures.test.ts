import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFigures, mediaDir, renderFigureFiles } from './run.ts';

describe('the committed figures', () => {
  it.each(listFigures())('%s is what its script computes now, with its dark variant (run npm run figures if not)', async (name) => {
    for (const [fileName, svg] of await renderFigureFiles(name)) {
      const file = join(mediaDir, fileName);
      expect(existsSync(file), `public/media/${fileName} is missing`).toBe(true);
      expect(readFileSync(file, 'utf8'), `public/media/${fileName} is stale`).toBe(svg);
    }
  });
});
