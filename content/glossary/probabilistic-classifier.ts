/** Glossary entries for the terms the probabilistic-classifier lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const probabilisticClassifierTerms: GlossaryEntryInput[] = [];
