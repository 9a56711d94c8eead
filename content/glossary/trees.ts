/** Glossary entries for the terms the trees lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const treesTerms: GlossaryEntryInput[] = [];
