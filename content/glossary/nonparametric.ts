/** Glossary entries for the terms the nonparametric lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const nonparametricTerms: GlossaryEntryInput[] = [];
