/** Glossary entries for the terms the unsupervised-learning lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const unsupervisedLearningTerms: GlossaryEntryInput[] = [];
