/** Glossary entries for the terms the clustering lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const clusteringTerms: GlossaryEntryInput[] = [];
