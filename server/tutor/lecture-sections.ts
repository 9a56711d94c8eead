/**
 * Where the server finds the lecture sections it answers from: the build writes them to
 * build/tutor/sections.json (scripts/build-tutor-sections.ts), and the server reads that file at
 * start-up, so it never compiles MDX itself.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { SectionDocument } from '../../shared/section-index.ts';
import type { UnitsFile } from './units.ts';

/** The sections file the build writes, relative to the project root. */
export const defaultSectionsFile = join(process.cwd(), 'build', 'tutor', 'sections.json');

/** Reads the sections the build wrote, with a clear error when the build has not run. */
export function readSectionsFile(file: string = defaultSectionsFile): SectionDocument[] {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`The tutor's lecture sections are missing (${file}): run "npm run build" first.`);
  }
  const sections = JSON.parse(raw) as SectionDocument[];
  if (!Array.isArray(sections) || sections.length === 0) throw new Error(`The tutor's lecture sections file is empty: ${file}`);
  return sections;
}

/** The units file the build writes beside a sections file: the glossary and the recipes (server/tutor/units.ts). */
export function unitsFileBeside(sectionsFile: string = defaultSectionsFile): string {
  return join(dirname(sectionsFile), 'units.json');
}

/** Reads the written units the build wrote; an absent file (a build from before them, a test fixture) gives none. */
export function readUnitsFile(file: string = unitsFileBeside()): UnitsFile {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    return { glossary: [], recipes: [] };
  }
  const units = JSON.parse(raw) as Partial<UnitsFile>;
  return { glossary: units.glossary ?? [], recipes: units.recipes ?? [] };
}
