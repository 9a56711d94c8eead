/**
 * The contract of build/tutor/units.json: the written units the tutor answers from besides the
 * question bank (which is in the sections file): the glossary's entries and the scikit-learn
 * recipes, with their code and real output. The build writes it (scripts/build-tutor-sections.ts,
 * from content/glossary and content/recipes); the server reads it (server/tutor/units.ts).
 */

/** A glossary entry as the build writes it for the tutor. */
export interface GlossaryUnitInput {
  id: string;
  term: string;
  aliases: string[];
  definition: string;
  formula?: string;
  /** `/<lecture>#<anchor>` of the section that teaches it. */
  section: string;
}

/** A recipe as the build writes it for the tutor. */
export interface RecipeUnitInput {
  id: string;
  group: string;
  task: string;
  also: string[];
  when: string;
  code: string;
  output: string;
  /** Fully qualified scikit-learn names (`sklearn.preprocessing.StandardScaler`). */
  api: string[];
  /** `/<lecture>#<anchor>` of a section that explains the idea, when there is one. */
  lecture?: string;
}

/** The units file the build writes beside the sections file: the glossary and the recipes (the question bank is in the sections). */
export interface UnitsFile {
  glossary: GlossaryUnitInput[];
  recipes: RecipeUnitInput[];
}
