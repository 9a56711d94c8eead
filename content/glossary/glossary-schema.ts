/**
 * The contract for a glossary entry: one term a learner may look up, defined so that the entry can
 * be read alone on /glossary and quoted whole by the tutor for a "what is …" question. The build
 * (content/glossary/glossary.test.ts) checks every entry against it and against the lectures.
 */
import { z } from 'zod';

/** Lower-case words joined by hyphens: the entry's anchor on /glossary (`/glossary#entropy`). */
export const glossaryIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A link to the lecture section that teaches a term: `/<lecture>#<anchor>`. */
export const sectionLinkPattern = /^\/[a-z-]+#[a-z0-9_-]+$/;

export const GlossaryEntrySchema = z
  .object({
    /** Stable anchor on /glossary; never changes once published (links and the tutor cite it). */
    id: z.string().regex(glossaryIdPattern),
    /** The term as a learner writes it, in the lecture's spelling ("k-nearest neighbours"). */
    term: z.string().min(2).max(80),
    /**
     * Other names and spellings learners type for the same idea: acronyms ("SVM"), variants
     * ("k-NN", "KNN", "nearest neighbour"), US spellings. The tutor matches them; the page lists
     * them. No alias may name another entry.
     */
    aliases: z.array(z.string().min(1).max(80)).default([]),
    /**
     * One to three sentences that a learner can use alone: what it is and what it is for. Markdown
     * with inline math as `$…$` in the site's notation (KaTeX, macros from content/macros.ts).
     */
    definition: z.string().min(40).max(700),
    /** The formula that defines the term, as display LaTeX without `$$`, when one defines it. */
    formula: z.string().min(1).max(400).optional(),
    /** The lecture section that teaches the term: `/<lecture>#<heading anchor>`; must exist. */
    section: z.string().regex(sectionLinkPattern),
    /** Ids of related entries (each must exist); shown as links under the definition. */
    related: z.array(z.string().regex(glossaryIdPattern)).default([]),
  })
  .strict();

/** A validated glossary entry. */
export type GlossaryEntry = z.infer<typeof GlossaryEntrySchema>;
/** A glossary entry as written in a content file (defaults not yet applied). */
export type GlossaryEntryInput = z.input<typeof GlossaryEntrySchema>;
