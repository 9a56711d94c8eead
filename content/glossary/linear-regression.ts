/** Glossary entries for the terms the linear-regression lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const linearRegressionTerms: GlossaryEntryInput[] = [];
