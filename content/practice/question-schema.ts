/**
 * What a practice question is, as the lecture build checks it (zod). The MDX components
 * (content/pipeline/practice-components.tsx) turn `<Practice>` markup into this shape and refuse
 * the lecture when it does not parse: the wrong number of correct options, an option without its
 * explanation, a numeric answer without a tolerance, a malformed id. Duplicate ids are refused
 * across all lectures by the build (build-lectures.ts), since progress is stored by id.
 */
import { z } from 'zod';
import { practiceIdPattern } from './practice-basics.ts';

export { practiceIdPattern };

export const practiceKinds = ['single', 'multiple', 'numeric', 'predict'] as const;
export type PracticeKind = (typeof practiceKinds)[number];

/** How each kind is named on the page. */
export const practiceKindLabels: Record<PracticeKind, string> = {
  single: 'Multiple choice',
  multiple: 'Multiple choice, several answers',
  numeric: 'Numeric answer',
  predict: 'Predict, then reveal',
};

const nonEmptyHtml = (what: string) => z.string().refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, `${what} is empty`);

const OptionSchema = z.object({
  html: nonEmptyHtml('an option'),
  correct: z.boolean(),
  why: nonEmptyHtml('an option’s explanation (<Why>)'),
});

const common = {
  id: z.string().regex(practiceIdPattern, 'the id must be kebab-case (a-z, 0-9, -)'),
  promptHtml: nonEmptyHtml('the question (<Prompt>)'),
};

const exactlyOneCorrect = (options: { correct: boolean }[]) => options.filter((option) => option.correct).length === 1;

const ToleranceSchema = z.union([
  z.object({ absolute: z.number().positive() }).strict(),
  z.object({ relative: z.number().positive().max(0.5) }).strict(),
  z.object({ sigfigs: z.number().int().min(1).max(8) }).strict(),
]);

export const PracticeQuestionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      ...common,
      kind: z.literal('single'),
      options: z.array(OptionSchema).min(2, 'a question needs at least two options').max(6),
    })
    .refine((question) => exactlyOneCorrect(question.options), 'kind="single" needs exactly one correct option'),
  z
    .object({
      ...common,
      kind: z.literal('multiple'),
      options: z.array(OptionSchema).min(3, 'a several-answer question needs at least three options').max(8),
    })
    .refine((question) => {
      const correct = question.options.filter((option) => option.correct).length;
      return correct >= 2 && correct < question.options.length;
    }, 'kind="multiple" needs at least two correct options and at least one wrong one (one correct option is kind="single")'),
  z.object({
    ...common,
    kind: z.literal('numeric'),
    answer: z.number().finite(),
    tolerance: ToleranceSchema,
    unit: z.string().max(20).optional(),
    whyHtml: nonEmptyHtml('the worked answer (<Why>)'),
  }),
  z
    .object({
      ...common,
      kind: z.literal('predict'),
      /** The figure or live figure the prediction is about: an id in the same lecture (`figure-<name>` or `live-<name>`). */
      figure: z.string().regex(/^(?:figure|live)-[a-z0-9-]+$/),
      options: z.array(OptionSchema).min(2).max(6),
      revealHtml: nonEmptyHtml('what happens (<Reveal>)'),
    })
    .refine((question) => exactlyOneCorrect(question.options), 'kind="predict" needs exactly one correct option (the outcome)'),
]);

export type PracticeQuestion = z.infer<typeof PracticeQuestionSchema>;

/** A question as the lecture build reports it: where it is, for the review page and the counts. */
export interface PracticeUse {
  id: string;
  kind: PracticeKind;
  lecture: string;
  /** The id of the section heading the question follows, for links back to it. */
  section: string;
  /** The question's prerendered HTML (the same as in the lecture), which the review page shows. */
  html: string;
}
