/**
 * The built-in tutor's answers: a short markdown answer made of the most relevant sentences and
 * formulas of the retrieved sections, followed by links to those sections. Nothing is generated:
 * every sentence is quoted from a lecture, so the answer cannot say what the lectures do not.
 *
 * What is quoted depends on what the question asks (intent.ts): a lecture's authored answer to the
 * same question when there is one; otherwise, for "how do I choose" the sentences that give a
 * criterion or procedure, for "why" those that give a reason, for "X vs Y" each side's definition
 * and the sentences that set them apart, for a formula the display formula and what its symbols
 * mean, for "when does it fail" the lecture's pitfalls.
 */
import type { ChatSource } from '../../shared/chat-protocol.ts';
import { tokenizer as oramaTokenizer } from '@orama/orama/components';
import type { DetectedIntent, QuestionIntent } from './intent.ts';
import { expandSynonyms, normaliseQuestion, questionWords, splitMath, stopWords, type RetrievedSection } from './retrieve.ts';
import { isAuthoredAnswer, type SectionDocument } from '../../shared/section-index.ts';
import { wikipediaLicence } from '../../shared/knowledge-sources.ts';
import type { ApiEntry, ApiParameter } from './sources/reference-document.ts';
import { attributionOf, isReferenceSection, type ReferenceSection } from './sources/reference-sections.ts';

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
  /** What the question asks for; a definition when absent. */
  intent?: DetectedIntent;
  /** A lecture's authored answer to the same question, quoted whole in preference to the sections. */
  authored?: RetrievedSection;
  /** The lecture's practice sections (pitfalls), for questions of when and how to choose. */
  practice?: SectionDocument[];
  /** For a comparison: the best section for each side on its own. */
  sides?: [RetrievedSection | undefined, RetrievedSection | undefined];
  /** Authored answers to neighbouring questions in the same lecture, which may hold what the sections lack. */
  relatedAnswers?: SectionDocument[];
  /** For a question on a scikit-learn class or function: its API page and the parameter asked about. */
  api?: ApiQuestion;
  /** Sections of the other knowledge sources, listed after the answer's own sources. */
  alsoSee?: SectionDocument[];
  /** A reference source's section about a topic the lectures only mention: quoted after the lectures' answer. */
  about?: SectionDocument;
}

/** A question on a class or function of an API reference, and the parameter it asks about. */
export interface ApiQuestion {
  section: ReferenceSection;
  entry: ApiEntry;
  parameter?: ApiParameter;
  /** For "how do I …": the parameter's setting that does it, as code (`probability=True`). */
  setting?: string;
  /** For "which class does X": the user-guide section that introduces the class… */
  guide?: ReferenceSection;
  /** …and another class or function that matches the question almost as well. */
  alternatives?: ReferenceSection[];
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

/**
 * The citation of a section: "Clustering › Spectral bisection" and its link; an authored answer is
 * cited with its place, "Clustering › Questions learners ask › How do I choose k?".
 */
export function sourceOf(section: SectionDocument): ChatSource {
  // Another source's section is cited by its whole path, its label first ("scikit-learn › User Guide › Clustering › DBSCAN").
  if (isReferenceSection(section))
    return { title: section.title, url: section.url, lecture: '', source: section.source, ...(section.licence ? { licence: section.licence.name } : {}) };
  const title = isAuthoredAnswer(section) ? section.title : `${section.lectureTitle} › ${section.heading}`;
  return { title, url: section.url, lecture: section.lecture, source: 'lectures' };
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
      // A display formula that ends its sentence carries the full stop inside: "… = 0 .$$ Then".
      const next = prose.slice(i).trimStart()[0] ?? '';
      if (delimiter === '$$' && /\.\s*$/.test(prose.slice(0, end)) && /[A-Z]/.test(next)) {
        sentences.push(prose.slice(start, i).trim());
        start = i;
      }
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

/** The words a formula spells out: `\text{ridge}`, `\operatorname{Var}`. */
const wordsInFormula = /\\(?:text|operatorname|mathrm)\{([a-zA-Z ]+)\}/g;

/** The words of a sentence outside its formulas, and those its formulas spell out, stemmed as queries are. */
function sentenceTerms(sentence: string): Set<string> {
  const spelledOut = [...sentence.matchAll(wordsInFormula)].map((match) => match[1]).join(' ');
  return new Set(contentTerms(normaliseQuestion(`${sentence.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, ' ')} ${spelledOut}`)));
}

/** Display formulas are set on their own lines so markdown renders them as blocks. */
function asMarkdown(sentence: string): string {
  return sentence.replace(/\s*\$\$([\s\S]+?)\$\$\s*/g, (_match, tex: string) => `\n\n$$${tex.trim()}$$\n\n`).trim();
}

/** Joins quoted sentences; one that ends with a display formula is followed by a new paragraph, so the formula stays a block. */
function joinSentences(text: string, sentence: string): string {
  if (!text) return sentence;
  return `${text}${text.endsWith('$$') ? '\n\n' : ' '}${sentence}`;
}

/** Quoted sentences as markdown, display formulas as blocks. */
function markdownOf(sentences: string[]): string {
  return sentences.map(asMarkdown).reduce(joinSentences, '');
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
 * Words that mark a sentence as the kind of answer an intent wants: a criterion or procedure for
 * "how do I choose", a reason for "why", a contrast for "X vs Y", a failure or a remedy for "when".
 */
const intentCues: Partial<Record<QuestionIntent, RegExp>> = {
  choose:
    /\b(choos\w*|chosen|choice|select\w*|pick\w*|tun(e|ed|es|ing)|cross-validat\w*|validation|held-out|elbow|silhouette|eigengap|grid|try|tried|rule of thumb|heuristic|criterion|criteria|in practice|start with|set (it|them|the)|halv\w*|explained variance|scree|early stopping|too (small|large|big|high|low|many|few))\b/i,
  why: /\b(because|since|so that|therefore|thus|hence|reason|which is why|that is why|this is why|explains|due to|the cause|comes from|as a result|so the|so it|so a|so each|so its)\b/i,
  compare: /\b(whereas|while|unlike|but|instead|rather than|both|only|differ\w*|in contrast|on the other hand|compared|than|same|opposite)\b/i,
  formula: /\b(is|are|gives?|given by|defined|equals?|becomes|reads|formula|update)\b/i,
  when: /\b(uneven\w*|different units|problem\w*|hurt\w*|worse|fail\w*|break\w*|struggl\w*|poor\w*|wrong|mislead\w*|cannot|can ?not|unless|only when|only if|works? (well|best)|suited|assum\w*|sensitive|outlier\w*|avoid|never|instead|leak\w*|bias\w*|overfit\w*|scale|unscaled|standardi[sz]\w*|when)\b/i,
};
/** How much a sentence with its intent's cue gains: enough to lift it over a definition that merely shares the topic. */
const cueWeight = 2.5;

/**
 * Scores each sentence of a section by the question words it contains (longer words weigh more),
 * by the intent's cue words, and, when the learner quoted a formula, by whether the sentence shows
 * it or stands next to it.
 */
function scoreSentences(section: SectionDocument, question: QuestionFocus): ScoredSentence[] {
  const sentences = splitSentences(section.prose);
  const showsFormula = sentences.map((text) => question.formulas.some((formula) => withoutSpaces(text).includes(formula)));
  return sentences.map((text, position) => {
    const terms = sentenceTerms(text);
    let score = 0;
    let matches = 0;
    for (const term of question.terms) {
      if (!terms.has(term)) continue;
      matches++;
      score += 1 + Math.min(term.length, 10) / 10;
    }
    // A section usually opens with its definition: a small lead for the first sentences, unless
    // the question asks for something else than a definition.
    if (!question.cue) {
      if (position === 0) score += 0.6;
      else if (position === 1) score += 0.2;
    } else if (matches > 0 && question.cue.test(text.replace(/\$\$[\s\S]*?\$\$|\$[^$]*\$/g, ' '))) score += cueWeight;
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

/** What sentences are chosen by: the question's words (with the previous question's, for a follow-up), the formulas it quotes, and its intent's cue words. */
interface QuestionFocus {
  terms: Set<string>;
  /** Quoted LaTeX, without spaces. */
  formulas: string[];
  cue?: RegExp;
}

function questionFocus(question: string, previousQuestion?: string, intent: QuestionIntent = 'define'): QuestionFocus {
  const { prose, latex } = splitMath(question);
  const context = previousQuestion ? splitMath(previousQuestion).prose : '';
  return {
    terms: new Set(contentTerms(expandSynonyms(normaliseQuestion(`${prose} ${context}`)))),
    formulas: latex.map(withoutSpaces).filter((formula) => formula.length > 0),
    cue: intentCues[intent],
  };
}

/**
 * The best sentences of a section, in the order the lecture gives them: sentences that share words
 * with the question, and the section's opening (usually its definition).
 */
function quoteSection(section: SectionDocument, question: QuestionFocus, count: number, { openingCounts = true } = {}): string[] {
  const ranked = scoreSentences(section, question).sort((a, b) => b.score - a.score || a.position - b.position);
  const chosen = ranked
    .filter((sentence) => sentence.text.length <= longSentence && (sentence.matches > 0 || (openingCounts && sentence.position < 2)))
    .slice(0, count);
  if (chosen.length === 0 && openingCounts && ranked.length > 0) chosen.push(ranked[0]);
  return chosen.sort((a, b) => a.position - b.position).map((sentence) => sentence.text);
}

/** The sentences of a section that carry the intent's cue and share a word with the question, best first. */
function cuedSentences(section: SectionDocument, question: QuestionFocus, count: number): string[] {
  if (!question.cue) return [];
  return scoreSentences(section, question)
    .filter((sentence) => sentence.matches > 0 && sentence.score >= cueWeight + 1 && sentence.text.length <= longSentence)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, count)
    .sort((a, b) => a.position - b.position)
    .map((sentence) => sentence.text);
}

/** A pitfall's title ("Unscaled features."): short, so it is quoted with the sentence after it. */
const pitfallTitleLength = 70;

/**
 * The sentences of a practice section (pitfalls, in practice) about the question's topic, best
 * first: the section is itself about what goes wrong and what to do, so no cue is needed. A list
 * item's short bold title comes along with its sentence.
 */
function practiceSentences(section: SectionDocument, question: QuestionFocus, count: number): string[] {
  const scored = scoreSentences(section, question);
  const chosen = scored
    .filter((sentence) => sentence.matches > 0 && sentence.text.length <= longSentence)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, count);
  const positions = new Set(chosen.map((sentence) => sentence.position));
  const isTitle = (sentence: ScoredSentence | undefined) =>
    sentence !== undefined && sentence.text.length <= pitfallTitleLength && !sentence.text.includes('$$');
  for (const sentence of chosen) {
    // A title needs the sentence that explains it; an explanation, the title before it.
    const companion = isTitle(sentence) ? scored[sentence.position + 1] : scored[sentence.position - 1];
    if (companion && (isTitle(sentence) ? companion.text.length <= longSentence : isTitle(companion))) positions.add(companion.position);
  }
  return [...positions].sort((a, b) => a - b).map((position) => scored[position].text);
}

/** The first display formula of a section that the chosen sentences do not already show. */
function keyFormula(section: SectionDocument, quoted: string[]): string | undefined {
  if (quoted.some((sentence) => sentence.includes('$$'))) return undefined;
  const match = /\$\$([\s\S]+?)\$\$/.exec(section.prose);
  return match ? match[1].trim() : undefined;
}

/** A sentence that says what a formula's symbols are: "where …", "Here …", "with … the …". */
const explainsSymbols =
  /^(where|here|with|in which|in it|its|the (symbol|term|vector|matrix|sum|numerator|denominator))\b|\b(is|are|denotes|stands for) (the|a|an)\b/i;

/** How much a formula in a lower-ranked section must beat one in a higher-ranked section by, per rank. */
const formulaRankPenalty = 0.75;
/** What each question word in a section's heading adds to its formulas' scores. */
const formulaHeadingWeight = 1;
/** What a formula of worked numbers loses against one of symbols. */
const workedComputationPenalty = 2;

/**
 * For a formula question: the sentence that shows the display formula the question is about (the
 * best-scoring sentence with `$$` among the best sections, so a definition beats a worked example
 * that only applies it), and the sentence after it when that one says what the symbols mean.
 */
function formulaAnswer(candidates: RetrievedSection[], question: QuestionFocus): { index: number; sentences: string[] } | undefined {
  let best: { index: number; sentence: ScoredSentence; scored: ScoredSentence[]; score: number } | undefined;
  for (const [index, candidate] of candidates.entries()) {
    const scored = scoreSentences(candidate.section, question);
    // A section whose heading names the question's words defines what the question asks for.
    const headingTerms = sentenceTerms(candidate.section.heading);
    const headingMatches = [...question.terms].filter((term) => headingTerms.has(term)).length;
    for (const sentence of scored) {
      if (!sentence.text.includes('$$')) continue;
      // A formula full of decimals is a worked computation; the question asks for the definition.
      const computed = (sentence.text.match(/\d\.\d/g)?.length ?? 0) >= 2 ? workedComputationPenalty : 0;
      const score = sentence.score + formulaHeadingWeight * headingMatches - formulaRankPenalty * index - computed;
      if (!best || score > best.score) best = { index, sentence, scored, score };
    }
  }
  if (!best) return undefined;
  const { index, sentence, scored } = best;
  // A derivation states its result last: the section's next display formula comes too, so "the
  // Fisher direction" shows the Lagrangian and the direction it gives.
  const following = scored.find((other) => other.position > sentence.position && other.text.includes('$$') && other.text.length <= longSentence);
  const chosen = following ? [sentence, following] : [sentence];
  const positions = new Set<number>();
  for (const formula of chosen) {
    positions.add(formula.position);
    const next = scored[formula.position + 1];
    if (next && next.text.length <= longSentence && !next.text.includes('$$') && explainsSymbols.test(next.text)) positions.add(next.position);
    const before = scored[formula.position - 1];
    // A formula sentence that opens with the formula itself needs the sentence that introduces it.
    if (before && /^\s*\$\$/.test(formula.text) && before.text.length <= longSentence && !before.text.includes('$$')) positions.add(before.position);
  }
  return { index, sentences: [...positions].sort((a, b) => a - b).map((position) => scored[position].text) };
}

/** The numbered list of source links that ends every answer. */
export function sourcesList(sources: ChatSource[]): string {
  return sources.map((source, index) => `${index + 1}. [${source.title}](${source.url})${licenceNote(source.licence)}`).join('\n');
}

/** A quoted work's licence, named and linked after its citation: " (text under [CC BY-SA 4.0](…))". */
function licenceNote(licence: string | undefined): string {
  if (!licence) return '';
  return licence === wikipediaLicence.name ? ` (text under [${wikipediaLicence.name}](${wikipediaLicence.url}))` : ` (text under ${licence})`;
}

/** Sections in order, each once (by address). */
function distinctSections(sections: (RetrievedSection | undefined)[]): RetrievedSection[] {
  const seen = new Set<string>();
  return sections.filter((candidate): candidate is RetrievedSection => {
    if (!candidate || seen.has(candidate.section.url)) return false;
    seen.add(candidate.section.url);
    return true;
  });
}

/** Builds an answer as paragraphs that cite sections by number; the numbered sources list ends it. */
class AnswerWriter {
  readonly parts: string[] = [];
  readonly cited: SectionDocument[] = [];
  /** The highest citation number the text refers to: the list keeps at least those. */
  private referenced = 0;
  private readonly extra: SectionDocument[] = [];

  /** The citation number of a section, citing it if it is new; `inText` when the text shows the number. */
  cite(section: SectionDocument, { inText = true } = {}): number {
    let index = this.cited.findIndex((other) => other.url === section.url);
    if (index === -1) index = this.cited.push(section) - 1;
    if (inText) this.referenced = Math.max(this.referenced, index + 1);
    return index + 1;
  }

  /** Lists a section among the sources, after those the text cites, while the list has room. */
  suggest(section: SectionDocument): void {
    if (this.cited.length < maxSources) this.cite(section, { inText: false });
  }

  /** "**Lecture › Section** [n]", citing the section; a quoted work under a licence names it ("Wikipedia's article “DBSCAN”, CC BY-SA 4.0"). */
  named(section: SectionDocument): string {
    const number = this.cite(section);
    const attribution = attributionOf(section);
    return `**${sourceOf(section).title}** [${number}]${attribution ? ` (${attribution.work}, ${attribution.licence})` : ''}`;
  }

  /** Lists sections of other sources after this answer's own, whatever their number. */
  alsoSee(sections: SectionDocument[]): void {
    this.extra.push(...sections);
  }

  add(part: string): void {
    if (part.trim()) this.parts.push(part);
  }

  finish(): ComposedAnswer {
    const own = this.cited.slice(0, Math.max(maxSources, this.referenced));
    const sources = [...own, ...this.extra.filter((section) => !own.some((other) => other.url === section.url))].map(sourceOf);
    return { output: [...this.parts, `**Sources**\n\n${sourcesList(sources)}`].join('\n\n'), sources, grounded: true };
  }
}

/** Composes the built-in answer to a question from its retrieved sections, for what the question asks. */
export function composeAnswer({
  question,
  sections,
  covered,
  previousQuestion,
  intent,
  authored,
  practice = [],
  sides,
  relatedAnswers = [],
  api,
  alsoSee = [],
  about,
}: ComposeInput): ComposedAnswer {
  const distinct = distinctSections(sections);
  if (!covered || (distinct.length === 0 && !authored)) return composeNotCovered(distinct);

  const kind = intent?.intent ?? 'define';
  const focus = questionFocus(question, previousQuestion, kind);
  const best = distinct[0];
  // Cite the sections that score close to the best one; a weak fourth match only adds noise.
  const close = best ? distinct.filter((candidate, index) => index === 0 || candidate.score >= best.score * 0.45).slice(0, maxSources) : [];
  const writer = new AnswerWriter();
  writer.alsoSee(alsoSee);

  if (api) {
    composeApiAnswer(writer, question, api, focus);
    for (const candidate of close) writer.suggest(candidate.section);
    return writer.finish();
  }

  if (authored) {
    // A lecture's own answer to this question, written to stand alone: quoted whole, then what the
    // best section of the same lecture adds on it (the sentences that carry the intent's cue).
    writer.add(`From ${writer.named(authored.section)}:`);
    writer.add(asMarkdown(authored.section.prose));
    const authoredSentences = new Set(splitSentences(authored.section.prose));
    const support = close.find((candidate) => candidate.section.lecture === authored.section.lecture);
    const added = support ? cuedSentences(support.section, focus, 2).filter((sentence) => !authoredSentences.has(sentence)) : [];
    if (support && added.length > 0) writer.add(`${writer.named(support.section)} adds: ${markdownOf(added)}`);
    for (const candidate of close) writer.suggest(candidate.section);
    return writer.finish();
  }

  if (kind === 'compare' && sides && intent?.sides && composeComparison(writer, { names: intent.sides, sections: sides }, close, focus)) return writer.finish();

  if (kind === 'formula') {
    const found = formulaAnswer(close, focus);
    if (found) {
      const section = close[found.index].section;
      writer.add(`From ${writer.named(section)}:`);
      writer.add(markdownOf(found.sentences));
      for (const candidate of close) writer.suggest(candidate.section);
      return writer.finish();
    }
  }

  writer.add(`From ${writer.named(best.section)}:`);
  const quoted = quoteSection(best.section, focus, maxSentencesFromBest);
  writer.add(markdownOf(quoted));
  const formula = kind === 'define' || kind === 'formula' ? keyFormula(best.section, quoted) : undefined;
  if (formula) writer.add(`$$${formula}$$`);

  // What the best section does not say about choosing, reasons or failures, the next sections or
  // the lecture's pitfalls may: quote their sentences that carry the intent's cue.
  if (focus.cue) {
    const practiceUrls = new Set(practice.map((section) => section.url));
    // The lecture's pitfalls first: for "when does it fail" they are the answer.
    const asCandidate = (section: SectionDocument) => ({ section, score: 0 });
    // Authored answers to neighbouring questions first: they are written to be quoted.
    const more = [...relatedAnswers.map(asCandidate), ...practice.map(asCandidate), ...close.slice(1)];
    let added = 0;
    for (const candidate of distinctSections(more)) {
      // Another lecture's sentences, or an exercise's, read as claims out of context.
      if (
        added >= 2 ||
        candidate.section.url === best.section.url ||
        candidate.section.lecture !== best.section.lecture ||
        candidate.section.heading === 'Exercises'
      )
        continue;
      const fromPractice = practiceUrls.has(candidate.section.url)
        ? practiceSentences(candidate.section, focus, 2)
        : cuedSentences(candidate.section, focus, 2);
      const cued = fromPractice.filter((sentence) => !quoted.includes(sentence));
      if (cued.length === 0) continue;
      writer.add(`${writer.named(candidate.section)} adds: ${markdownOf(cued)}`);
      added++;
    }
  } else {
    const second = close[1];
    const [alsoRelevant] = second ? quoteSection(second.section, focus, 1, { openingCounts: false }) : [];
    // A fragment ("Guess the support vectors.") adds nothing on its own.
    if (second && alsoRelevant && alsoRelevant.length >= 60) writer.add(`${writer.named(second.section)} adds: ${asMarkdown(alsoRelevant)}`);
  }
  // The lectures only mention the topic ("isolation forest" in a list of detectors): the section
  // of a reference source that is about it says what it is.
  if (about) writer.add(`${writer.named(about)} adds: ${markdownOf(quoteSection(about, { ...focus, cue: undefined }, 2))}`);
  for (const candidate of close) writer.suggest(candidate.section);
  return writer.finish();
}

/** How much of a parameter's description an answer quotes: its first paragraphs, up to this many characters. */
const parameterDescriptionLength = 700;

/**
 * An answer on a class or function of scikit-learn: the parameter asked about, with its type and
 * default, as its API page documents it (its default first when that is what was asked), or else
 * the page's summary; then the signature with every default, and for a question of how, the
 * page's usage example.
 */
function composeApiAnswer(
  writer: AnswerWriter,
  question: string,
  { section, entry, parameter, setting, guide, alternatives }: ApiQuestion,
  focus: QuestionFocus,
): void {
  const module = entry.qualifiedName.split('.').slice(0, -1).join('.');
  if (alternatives) {
    composeApiChoice(writer, { section, entry, guide, alternatives }, focus, module);
    return;
  }
  if (parameter) {
    const defaultValue = /default\s*=\s*(.+)$/.exec(parameter.type)?.[1]?.trim();
    if (defaultValue && /\bdefaults?\b|\bby default\b/i.test(question)) {
      writer.add(`In scikit-learn's \`${entry.name}\`, \`${parameter.name}\` defaults to \`${defaultValue}\`.`);
    } else if (setting) {
      writer.add(`In scikit-learn's \`${entry.name}\`, set \`${setting}\`${defaultValue ? ` (the default is \`${defaultValue}\`)` : ''}.`);
    }
    let description = '';
    for (const paragraph of parameter.description.split(/\n\n+/)) {
      if (description && description.length + paragraph.length > parameterDescriptionLength) break;
      description = description ? `${description}\n\n${paragraph}` : paragraph;
    }
    writer.add(`From ${writer.named(section)}: \`${parameter.name}\` (${parameter.type}): ${description}`);
  } else {
    writer.add(`From ${writer.named(section)}: \`${entry.name}\`: ${markdownOf(quoteSection(section, focus, 2))}`);
    // The summary says what it is; the user-guide section that introduces it, how it works.
    const explained = guide ? quoteSection(guide, { ...focus, cue: undefined }, maxSentencesFromBest) : [];
    if (guide && explained.length > 0) writer.add(`From ${writer.named(guide)}: ${markdownOf(explained)}`);
  }
  writer.add(`\`\`\`python\n${module ? `from ${module} import ${entry.name}\n\n` : ''}${entry.signature}\n\`\`\``);
  const example = section.code[0];
  if (!parameter && /\bhow\b|\bexample\b|\buse\b|\busing\b/i.test(question) && example) writer.add(`Its example:\n\n${example}`);
}

/** A sentence names a class or function when it holds it as code: `GridSearchCV`, `sklearn.model_selection.GridSearchCV`. */
const namesInCode = (sentence: string, name: string) => new RegExp(`\`(?:[\\w.]*\\.)?${name}\``).test(sentence);

/**
 * The answer to "which class does X": the class named first, what its API page says it is, its
 * signature, the sentences of the user-guide section that introduces it which name it, and another
 * class that matches almost as well.
 */
function composeApiChoice(writer: AnswerWriter, { section, entry, guide, alternatives = [] }: ApiQuestion, focus: QuestionFocus, module: string): void {
  writer.add(`In scikit-learn: \`${entry.name}\`${module ? ` (a ${entry.kind} in \`${module}\`)` : ''}.`);
  writer.add(`From ${writer.named(section)}: ${markdownOf(quoteSection(section, { ...focus, cue: undefined }, 2))}`);
  writer.add(`\`\`\`python\n${module ? `from ${module} import ${entry.name}\n\n` : ''}${entry.signature}\n\`\`\``);
  if (guide) {
    const naming = scoreSentences(guide, focus)
      .filter((sentence) => sentence.text.length <= longSentence && namesInCode(sentence.text, entry.name))
      .sort((a, b) => b.score - a.score || a.position - b.position)
      .slice(0, 2)
      .sort((a, b) => a.position - b.position)
      .map((sentence) => sentence.text);
    if (naming.length > 0) writer.add(`From ${writer.named(guide)}: ${markdownOf(naming)}`);
  }
  for (const other of alternatives) {
    // Its summary's first sentence says what it is.
    const [summary] = splitSentences(other.prose);
    if (other.api && summary) writer.add(`Also close: \`${other.api.name}\` [${writer.cite(other)}]: ${asMarkdown(summary)}`);
  }
}

/** The two things a question compares, as written, and the best section for each. */
interface ComparedSides {
  names: [string, string];
  sections: [RetrievedSection | undefined, RetrievedSection | undefined];
}

/**
 * A comparison: what each side is, from its own best section, then the sentences that set them
 * apart (a sentence that names both, with a contrast word). Returns false when a side has no
 * section, so the caller answers as for any other question.
 */
function composeComparison(writer: AnswerWriter, sides: ComparedSides, close: RetrievedSection[], focus: QuestionFocus): boolean {
  const [first, second] = sides.sections;
  if (!first || !second) return false;
  const definition: QuestionFocus = { ...focus, cue: undefined };
  const sameSection = first.section.url === second.section.url;
  writer.add(`From ${writer.named(first.section)}: ${markdownOf(quoteSection(first.section, definition, 2))}`);
  if (!sameSection) writer.add(`From ${writer.named(second.section)}: ${markdownOf(quoteSection(second.section, definition, 2))}`);
  // A sentence sets the two apart when it names both (each by a word the other side lacks).
  const [firstTerms, secondTerms] = sides.names.map((name) => contentTerms(expandSynonyms(normaliseQuestion(name))));
  const namesBoth = (sentence: string) => {
    const terms = sentenceTerms(sentence);
    return (
      firstTerms.some((term) => terms.has(term) && !secondTerms.includes(term)) && secondTerms.some((term) => terms.has(term) && !firstTerms.includes(term))
    );
  };
  const contrasts = distinctSections([first, second, ...close])
    .flatMap((candidate) =>
      scoreSentences(candidate.section, focus)
        .filter((sentence) => sentence.text.length <= longSentence && namesBoth(sentence.text))
        .map((sentence) => ({ section: candidate.section, text: sentence.text, score: sentence.score })),
    )
    .sort((a, b) => b.score - a.score)
    .slice(0, 2);
  if (contrasts.length > 0) writer.add(`The difference: ${contrasts.map(({ section, text }) => `${asMarkdown(text)} [${writer.cite(section)}]`).join(' ')}`);
  return true;
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
