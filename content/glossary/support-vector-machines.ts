/** Glossary entries for the terms the support-vector-machines lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const supportVectorMachinesTerms: GlossaryEntryInput[] = [];
