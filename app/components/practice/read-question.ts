/**
 * Reads a practice question from its prerendered HTML (content/pipeline/practice-components.tsx):
 * the page is the one copy of the question, so the browser needs no second one in JavaScript.
 */
import type { NumericTolerance } from '../../../content/practice/numeric-answer.ts';
import type { PracticeKind } from '../../../content/practice/question-schema.ts';

export interface PracticeOption {
  html: string;
  correct: boolean;
  whyHtml: string;
  /** The option in words, math as LaTeX: for the tutor. */
  text: string;
}

export interface QuestionData {
  id: string;
  kind: PracticeKind;
  lecture: string;
  promptText: string;
  options: PracticeOption[];
  numeric?: { answer: number; tolerance: NumericTolerance; answerHtml: string; workedHtml: string };
  revealHtml?: string;
  figure?: string;
}

/** An element's text with each formula as $LaTeX$ (KaTeX keeps the source in an annotation), for the tutor's prompt. */
export function textWithLatex(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const math of copy.querySelectorAll('.katex')) {
    const tex = math.querySelector('annotation[encoding="application/x-tex"]')?.textContent;
    math.replaceWith(tex ? `$${tex}$` : '');
  }
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function readQuestion(section: HTMLElement): QuestionData | null {
  const { practice: id, practiceKind: kind, practiceLecture: lecture } = section.dataset;
  const prompt = section.querySelector('[data-practice-prompt]');
  if (!id || !kind || !lecture || !prompt) return null;
  const whys = new Map(
    [...section.querySelectorAll<HTMLElement>('[data-practice-why]')].map((item) => [item.dataset.practiceWhy, item.querySelector('span')?.innerHTML ?? '']),
  );
  const options = [...section.querySelectorAll<HTMLElement>('[data-practice-option]')].map((item) => ({
    html: item.innerHTML,
    correct: item.dataset.correct === 'true',
    whyHtml: whys.get(item.dataset.practiceOption) ?? '',
    text: textWithLatex(item),
  }));
  const data: QuestionData = { id, kind: kind as PracticeKind, lecture, promptText: textWithLatex(prompt), options };
  if (kind === 'numeric') {
    const answer = Number(section.dataset.practiceAnswer);
    let tolerance: NumericTolerance;
    try {
      tolerance = JSON.parse(section.dataset.practiceTolerance ?? '') as NumericTolerance;
    } catch {
      return null;
    }
    if (!Number.isFinite(answer)) return null;
    data.numeric = {
      answer,
      tolerance,
      answerHtml: section.querySelector('[data-practice-answer-text]')?.innerHTML ?? '',
      workedHtml: section.querySelector('[data-practice-worked]')?.innerHTML ?? '',
    };
  }
  if (kind === 'predict') {
    data.revealHtml = section.querySelector('[data-practice-reveal]')?.innerHTML ?? '';
    data.figure = section.dataset.practiceFigure;
  }
  return data;
}
