/**
 * The small facts about practice questions that both the lecture build and the browser use. Kept
 * free of zod (question-schema.ts imports it) so the browser's progress store, which is on every
 * page's first load, can read them without it.
 */

/** Ids are stable: progress in learners' browsers is stored by id, so an id never changes once published. */
export const practiceIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An option's letter as the page shows it: A, B, C… */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
