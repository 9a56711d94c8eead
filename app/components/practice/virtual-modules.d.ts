/** Types of the practice virtual modules that content/pipeline/vite-plugin-lectures.ts provides. */
declare module 'virtual:practice-counts' {
  /** How many practice questions each lecture has, by slug. */
  export const practiceCounts: Record<string, number>;
}

declare module 'virtual:practice-bank' {
  import type { PracticeUse } from '../../../content/practice/question-schema.ts';
  /** Every practice question: its id, kind, lecture, section and static HTML, in reading order. */
  const bank: PracticeUse[];
  export default bank;
}
