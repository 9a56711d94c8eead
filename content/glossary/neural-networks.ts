/** Glossary entries for the terms the neural-networks lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const neuralNetworksTerms: GlossaryEntryInput[] = [];
