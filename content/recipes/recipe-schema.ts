/**
 * The contract for a scikit-learn recipe: one task a learner does with scikit-learn 1.2, answered
 * by a short script in content/recipes/<id>.py whose real output (<id>.out, written by `npm run
 * snippets`) the /recipes page shows beside it. The tutor answers a code question with the recipe
 * whose task or phrasings match. content/recipes/recipes.test.ts checks every recipe against this
 * schema, its files, the scikit-learn 1.2 API pages and the lectures.
 */
import { z } from 'zod';

/** Lower-case words joined by hyphens: the recipe's anchor on /recipes and its file name. */
export const recipeIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A public scikit-learn name as its API page is named: `sklearn.<module>.<Name>`. */
export const sklearnNamePattern = /^sklearn(?:\.[a-z_]+)+\.[A-Za-z_][A-Za-z0-9_]*$/;

/** A link to a lecture section: `/<lecture>#<anchor>`. */
export const lectureSectionPattern = /^\/[a-z-]+#[a-z0-9-]+$/;

/** The task groups, in the order /recipes shows them. */
export const recipeGroups = [
  'Data sets',
  'Splitting and validation',
  'Preprocessing',
  'Pipelines and leakage',
  'Model selection and tuning',
  'Feature selection',
  'Classification metrics',
  'Regression metrics',
  'Imbalanced data',
  'Linear models',
  'Support vector machines',
  'Nearest neighbours',
  'Trees and ensembles',
  'Inspection',
  'Clustering',
  'Density estimation',
  'Dimensionality reduction',
  'Naive Bayes',
  'Discriminant analysis',
  'Text',
  'Neural networks',
  'Saving models',
] as const;

export type RecipeGroup = (typeof recipeGroups)[number];

export const RecipeSchema = z
  .object({
    /** Stable anchor on /recipes (`/recipes#grid-search`) and the script's name (content/recipes/<id>.py); never changes once published. */
    id: z.string().regex(recipeIdPattern),
    /** The task group the page files the recipe under. */
    group: z.enum(recipeGroups),
    /** The task in a learner's words, as the recipe's heading: "Scale features inside a pipeline". */
    task: z.string().min(8).max(90),
    /**
     * At least three other ways a learner asks for the task (short, long, informal, one with a
     * typo): data for the tutor's matching, not shown on the page.
     */
    also: z.array(z.string().min(4).max(160)).min(3),
    /** One or two sentences: when to do this and why. Plain text. */
    when: z.string().min(40).max(400),
    /** The scikit-learn names the recipe is about, each linked to its 1.2 API page; each is imported by the script. */
    api: z.array(z.string().regex(sklearnNamePattern)).min(1),
    /** A lecture section that explains the idea behind the task, `/<lecture>#<anchor>`; must exist. */
    lecture: z.string().regex(lectureSectionPattern).optional(),
  })
  .strict();

/** A validated recipe, without its code. */
export type Recipe = z.infer<typeof RecipeSchema>;

/** A recipe with its script and the output that script printed. */
export type RecipeWithCode = Recipe & {
  /** The Python script, as committed. */
  code: string;
  /** What the script printed when `npm run snippets` last ran it. */
  output: string;
};

/** A recipe as /recipes shows it: its code and output rendered to HTML at build time (content/pipeline/recipes-page.tsx). */
export type RenderedRecipe = Omit<Recipe, 'api'> & {
  /** The API names with the URL of each one's 1.2 page. */
  api: { name: string; url: string }[];
  /** The highlighted, linked code block and its output block. */
  codeHtml: string;
};
