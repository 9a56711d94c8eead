/** Glossary entries for the terms the dimensionality-reduction lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const dimensionalityReductionTerms: GlossaryEntryInput[] = [];
