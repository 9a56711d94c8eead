/**
 * The built-in tutor's answers: a short markdown answer made of the most relevant sentences and
 * formulas of the retrieved sections, followed by links to those sections. Nothing is generated:
 * every sentence is quoted from a lecture, so the answer cannot say what the lectures do not.
 */
import type { ChatSource } from '../../shared/chat-protocol.ts';
import { tokenizer as oramaTokenizer } from '@orama/orama/components';
import { expandSynonyms, normaliseQuestion, questionWords, splitMath, stopWords, type RetrievedSection } from './retrieve.ts';
import type { SectionDocument } from './section-index.ts';

/** An answer before it is stored and sent. */
export interface ComposedAnswer {
  /** Markdown, ending with the "Sources" links so it stands on its own (n8n's widget shows only this). */
  output: string;
  sources: ChatSource[];
  grounded: boolean;
}

export interface ComposeInput {
  question: string;
  /** Retrieved sections, best first. */
  sections: RetrievedSection[];
  /** Whether the lectures cover the question (false: say so and suggest the sections). */
  covered: boolean;
  /** The previous question, when this one is a follow-up, so "its dual" scores sentences about SVMs. */
  previousQuestion?: string;
}

/** How many sections an answer cites, at most. */
const maxSources = 3;
/** Sentences quoted from the best section, at most. */
const maxSentencesFromBest = 3;
/** A sentence longer than this is a derivation, not an answer; quoted only if nothing shorter fits. */
const longSentence = 420;

const stemmingTokenizer = oramaTokenizer.createTokenizer({ stemming: true, stopWords: false });

/** Stemmed words that carry meaning (no function or question words): what a sentence and a question are compared on. */
function contentTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9]+(?:[-+][a-z0-9]+)*/g) ?? [];
  const meaningful = words.filter((word) => word.length > 1 && !stopWords.has(word) && !questionWords.has(word));
  return stemmingTokenizer.tokenize(meaningful.join(' '), 'english');
}

/** The citation of a section: "Clustering › Spectral bisection" and its link. */
export function sourceOf(section: SectionDocument): ChatSource {
  return { title: `${section.lectureTitle} › ${section.heading}`, url: section.url, lecture: section.lecture };
}

/**
 * Splits prose into sentences, never inside a formula: `$...$` and `$$...$$` spans stay whole, so
 * "the cost $J(\mathbf{w}) = 1/n$. Then" splits after the formula's full stop, not inside it.
 */
export function splitSentences(prose: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let i = 0;
  while (i < prose.length) {
    if (prose[i] === '$') {
      const delimiter = prose.startsWith('$$', i) ? '$$' : '$';
      const end = prose.indexOf(delimiter, i + delimiter.length);
      if (end === -1) break;
      i = end + delimiter.length;
      continue;
    }
    const char = prose[i];
    if ((char === '.' || char === '?' || char === '!') && /\s/.test(prose[i + 1] ?? ' ')) {
      // "e.g." and "i.e." and initials do not end a sentence.
      const before = prose.slice(Math.max(0, i - 4), i + 1);
      const next = prose.slice(i + 1).trimStart()[0] ?? '';
      if (!/\b(e\.g|i\.e|vs|cf|etc|al)\.$/i.test(before) && (next === '' || /[A-Z0-9$("“]/.test(next))) {
        sentences.push(prose.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
    i++;
  }
  const rest = prose.slice(start).trim();
  if (rest) sentences.push(rest);
  return sentences.filter((sentence) => sentence.length > 0);
}

/** The words of a sentence outside its formulas, stemmed as queries are. */
function sentenceTerms(sentence: string): Set<string> {
  return new Set(contentTerms(normaliseQuestion(sentence.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, ' '))));
}

/** Display formulas are set on their own lines so markdown renders them as blocks. */
function asMarkdown(sentence: string): string {
  return sentence.replace(/\s*\$\$([\s\S]+?)\$\$\s*/g, (_match, tex: string) => `\n\n$$${tex.trim()}$$\n\n`).trim();
}

interface ScoredSentence {
  text: string;
  position: number;
  score: number;
  /** How many of the question's words the sentence contains. */
  matches: number;
}

const withoutSpaces = (latex: string) => latex.replace(/\s+/g, '');

/**
 * Scores each sentence of a section by the question words it contains (longer words weigh more),
 * and, when the learner quoted a formula, by whether the sentence shows it or stands next to it.
 */
function scoreSentences(section: SectionDocument, questionTerms: Set<string>, quotedFormulas: string[]): ScoredSentence[] {
  const sentences = splitSentences(section.prose);
  const showsFormula = sentences.map((text) => quotedFormulas.some((formula) => withoutSpaces(text).includes(formula)));
  return sentences.map((text, position) => {
    const terms = sentenceTerms(text);
    let score = 0;
    let matches = 0;
    for (const term of questionTerms) {
      if (!terms.has(term)) continue;
      matches++;
      score += 1 + Math.min(term.length, 10) / 10;
    }
    // A section usually opens with its definition: a small lead for the first sentences.
    if (position === 0) score += 0.6;
    else if (position === 1) score += 0.2;
    if (text.length > longSentence) score -= 1.5;
    if (text.length < 25) score -= 0.5;
    if (showsFormula[position]) {
      score += 6;
      matches++;
    } else if (showsFormula[position + 1] || showsFormula[position - 1]) {
      score += 3;
      matches++;
    }
    return { text, position, score, matches };
  });
}

/** What sentences are chosen by: the question's words (with the previous question's, for a follow-up) and the formulas it quotes. */
interface QuestionFocus {
  terms: Set<string>;
  /** Quoted LaTeX, without spaces. */
  formulas: string[];
}

function questionFocus(question: string, previousQuestion?: string): QuestionFocus {
  const { prose, latex } = splitMath(question);
  const context = previousQuestion ? splitMath(previousQuestion).prose : '';
  return {
    terms: new Set(contentTerms(expandSynonyms(normaliseQuestion(`${prose} ${context}`)))),
    formulas: latex.map(withoutSpaces).filter((formula) => formula.length > 0),
  };
}

/**
 * The best sentences of a section, in the order the lecture gives them: sentences that share words
 * with the question, and the section's opening (usually its definition).
 */
function quoteSection(section: SectionDocument, question: QuestionFocus, count: number, { openingCounts = true } = {}): string[] {
  const ranked = scoreSentences(section, question.terms, question.formulas).sort((a, b) => b.score - a.score || a.position - b.position);
  const chosen = ranked
    .filter((sentence) => sentence.text.length <= longSentence && (sentence.matches > 0 || (openingCounts && sentence.position < 2)))
    .slice(0, count);
  if (chosen.length === 0 && openingCounts && ranked.length > 0) chosen.push(ranked[0]);
  return chosen.sort((a, b) => a.position - b.position).map((sentence) => sentence.text);
}

/** The first display formula of a section that the chosen sentences do not already show. */
function keyFormula(section: SectionDocument, quoted: string[]): string | undefined {
  if (quoted.some((sentence) => sentence.includes('$$'))) return undefined;
  const match = /\$\$([\s\S]+?)\$\$/.exec(section.prose);
  return match ? match[1].trim() : undefined;
}

/** The numbered list of source links that ends every answer. */
export function sourcesList(sources: ChatSource[]): string {
  return sources.map((source, index) => `${index + 1}. [${source.title}](${source.url})`).join('\n');
}

/** Composes the built-in answer to a question from its retrieved sections. */
export function composeAnswer({ question, sections, covered, previousQuestion }: ComposeInput): ComposedAnswer {
  const distinct = sections.filter((candidate, index) => sections.findIndex((other) => other.section.url === candidate.section.url) === index);
  if (!covered || distinct.length === 0) return composeNotCovered(distinct);

  const best = distinct[0];
  // Cite the sections that score close to the best one; a weak fourth match only adds noise.
  const cited = distinct.filter((candidate, index) => index === 0 || candidate.score >= best.score * 0.45).slice(0, maxSources);
  const sources = cited.map((candidate) => sourceOf(candidate.section));
  const focus = questionFocus(question, previousQuestion);
  const quoted = quoteSection(best.section, focus, maxSentencesFromBest);
  const formula = keyFormula(best.section, quoted);
  const parts = [`From **${sources[0].title}** [1]:`, quoted.map(asMarkdown).join(' ')];
  if (formula) parts.push(`$$${formula}$$`);
  const second = cited[1];
  if (second) {
    const [alsoRelevant] = quoteSection(second.section, focus, 1, { openingCounts: false });
    // A fragment ("Guess the support vectors.") adds nothing on its own.
    if (alsoRelevant && alsoRelevant.length >= 60) parts.push(`**${sources[1].title}** [2] adds: ${asMarkdown(alsoRelevant)}`);
  }
  parts.push(`**Sources**\n\n${sourcesList(sources)}`);
  return { output: parts.join('\n\n'), sources, grounded: true };
}

/** The answer when the lectures do not cover the question: say so, and point at the closest sections. */
function composeNotCovered(closest: RetrievedSection[]): ComposedAnswer {
  const sources = closest.slice(0, maxSources).map((candidate) => sourceOf(candidate.section));
  const parts = ["The lectures on this site do not cover that, so I can't answer it from them, and I won't guess."];
  if (sources.length > 0) {
    parts.push(`These sections are the closest to your question:\n\n${sourcesList(sources)}`);
  } else {
    parts.push('Ask me about a topic from the lectures, for example "What is the kernel trick?" or "How does k-means choose its clusters?"');
  }
  parts.push('The [class catalogue](/classes) lists every topic the lectures teach.');
  return { output: parts.join('\n\n'), sources, grounded: false };
}
