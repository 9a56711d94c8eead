/**
 * The questions a lecture page hands to the tutor ("Ask the tutor about this figure / equation /
 * question"), written and read in one place: the page builds them, the tutor recognises them and
 * answers about that figure, equation or practice question rather than about whatever its words
 * match best. Browser-safe.
 */

/** A hand-off the tutor recognised in a question. */
export type HandOff =
  | { kind: 'figure'; title: string; lecture: string; setup: string }
  | { kind: 'equation'; latex: string }
  | { kind: 'practice'; lecture: string; prompt: string };

/** What "Ask the tutor about this figure" asks: the live figure, its lecture and its current setup. */
export function figureHandOff(title: string, lecture: string, setup: string): string {
  return `I am looking at the live figure "${title}" in the lecture /${lecture}. Its current setup: ${setup}. What does this show, and why?`;
}

/** What "Ask the tutor about this equation" asks: the equation's LaTeX. */
export function equationHandOff(latex: string): string {
  return `Explain this equation:\n$$${latex}$$`;
}

/** What "Ask the tutor about this question" asks: the practice question, its options and the learner's answer. */
export function practiceHandOff({ lecture, prompt, options, answer }: { lecture: string; prompt: string; options?: string; answer?: string }): string {
  return `I am practising this question from the lecture /${lecture}: "${prompt}"${options ? ` ${options}` : ''}${answer ? ` ${answer}` : ''} Can you explain the idea behind it?`;
}

const figurePattern = /^I am looking at the live figure "([^"]+)" in the lecture \/([a-z-]+)\. Its current setup: ([\s\S]*)\. What does this show, and why\?$/;
const equationPattern = /^Explain this equation:\n\$\$([\s\S]+)\$\$$/;
const practicePattern =
  /^I am practising this question from the lecture \/([a-z-]+): "([\s\S]+?)"(?: The options were: [\s\S]*?)?(?: My answer was [\s\S]*?)? Can you explain the idea behind it\?$/;

/** The hand-off a question is, if it is one. */
export function readHandOff(question: string): HandOff | undefined {
  const text = question.trim();
  const figure = figurePattern.exec(text);
  if (figure) return { kind: 'figure', title: figure[1], lecture: figure[2], setup: figure[3] };
  const equation = equationPattern.exec(text);
  if (equation) return { kind: 'equation', latex: equation[1].trim() };
  const practice = practicePattern.exec(text);
  if (practice) return { kind: 'practice', lecture: practice[1], prompt: practice[2] };
  return undefined;
}
