/** Glossary entries for the terms the supervised-learning lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const supervisedLearningTerms: GlossaryEntryInput[] = [];
