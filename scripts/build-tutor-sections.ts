/**
 * Writes the lecture sections the tutor answers from (and the search palette will index) to
 * build/tutor/sections.json: one record per ## / ### section with its route, anchor, heading
 * path, text and formulas; and the glossary and recipes to build/tutor/units.json beside it.
 * Part of `npm run build`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildLectures } from '../content/pipeline/build-lectures.ts';
import { defaultSectionsFile, unitsFileBeside } from '../server/tutor/lecture-sections.ts';
import { sectionsOf } from '../content/pipeline/section-documents.ts';
import { tutorUnitsFile } from '../content/pipeline/tutor-units.ts';

const sections = sectionsOf((await buildLectures()).values());
mkdirSync(dirname(defaultSectionsFile), { recursive: true });
writeFileSync(defaultSectionsFile, JSON.stringify(sections));
console.log(`tutor: ${sections.length} lecture sections written to ${defaultSectionsFile}`);
const units = tutorUnitsFile();
writeFileSync(unitsFileBeside(defaultSectionsFile), JSON.stringify(units));
console.log(`tutor: ${units.glossary.length} glossary entries and ${units.recipes.length} recipes written to ${unitsFileBeside(defaultSectionsFile)}`);
