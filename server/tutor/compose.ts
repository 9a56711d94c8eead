/**
 * The built-in tutor's answers, made of written text only, quoted whole: a written unit that
 * matches the question (a glossary entry, a question-bank answer, a scikit-learn recipe; two for a
 * question in two parts), else the paragraph of the best section that holds most of the question's
 * words, with the equation it announces and the paragraph that explains it; each answer ends with
 * numbered links to what it quotes. Nothing is generated and no sentence is cut from its paragraph,
 * so the answer cannot say what the site does not, nor lose the subject a sentence leans on
 * (docs/decisions/012-answers-from-written-units.md).
 */
import type { ChatSource } from '../../shared/chat-protocol.ts';
import { wikipediaLicence } from '../../shared/knowledge-sources.ts';
import { isAuthoredAnswer, type SectionDocument } from '../../shared/section-index.ts';
import { analyse, wordKind, wordsOf } from '../../shared/text-analysis.ts';
import { normaliseQuestion } from '../../content/ml-synonyms.ts';
import { defaultTutorPolicy, type TutorPolicy } from './policy.ts';
import { splitMath, type RetrievedSection } from './retrieve.ts';
import type { ApiEntry, ApiParameter } from './sources/reference-document.ts';
import { attributionOf, isReferenceSection, type ReferenceSection } from './sources/reference-sections.ts';
import type { UnitMatch } from './units.ts';

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
  /** The previous question, when this one continues it: its words also choose the paragraph. */
  previousQuestion?: string;
  /** The written units that answer the question (one, or two for a question in two parts), best first. */
  units?: UnitMatch[];
  /** For a question on a scikit-learn class or function: its API page and the parameter asked about. */
  api?: ApiQuestion;
  /** Sections of the other knowledge sources, listed after the answer's own sources. */
  alsoSee?: SectionDocument[];
  /** A reference source's section about a topic the lectures only mention: quoted after the lectures' answer. */
  about?: SectionDocument;
  /** The lecture sections by address, for quoting the section a unit rests on. */
  sectionAt?: (url: string) => SectionDocument | undefined;
  policy?: TutorPolicy;
}

/** A question on a class or function of an API reference, and the parameter it asks about. */
export interface ApiQuestion {
  section: ReferenceSection;
  entry: ApiEntry;
  parameter?: ApiParameter;
  /** Whether the question names the class or function (not only a parameter the ranking's best page has). */
  named?: boolean;
  /** For "how do I …": the parameter's setting that does it, as code (`probability=True`). */
  setting?: string;
  /** For "which class does X": the user-guide section that introduces the class… */
  guide?: ReferenceSection;
  /** …and another class or function that matches the question almost as well. */
  alternatives?: ReferenceSection[];
}

/** What the tutor says when no source covers a question; a follow-up after it does not borrow its subject. */
export const notCoveredOpening = "The lectures on this site do not cover that, so I can't answer it from them, and I won't guess.";

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

/** The numbered list of source links that ends every answer. */
export function sourcesList(sources: ChatSource[]): string {
  return sources.map((source, index) => `${index + 1}. [${source.title}](${source.url})${licenceNote(source.licence)}`).join('\n');
}

/** A quoted work's licence, named and linked after its citation: " (text under [CC BY-SA 4.0](…))". */
function licenceNote(licence: string | undefined): string {
  if (!licence) return '';
  return licence === wikipediaLicence.name ? ` (text under [${wikipediaLicence.name}](${wikipediaLicence.url}))` : ` (text under ${licence})`;
}

/** The Markdown blocks of a section's prose: paragraphs, display equations, lists, tables, code (the build separates them by a blank line). */
export function blocksOf(prose: string): string[] {
  return prose
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0);
}

/** A block that is a display equation alone. */
const isEquation = (block: string) => /^\$\$[\s\S]*\$\$[.,;]?$/.test(block);
/** A block that is code or a table: quoted when the paragraph before it announces it, never on its own words. */
const isCodeOrTable = (block: string) => block.startsWith('```') || block.startsWith('|');
/** A paragraph that leans on the one before it: a connective or a pronoun whose subject is there. */
const leansOnPrevious =
  /^(?:hence|thus|so|therefore|then|this|these|that|those|it|its|they|such|here|back to|in other words|in that case|as a result|conversely|similarly|likewise|likewise,|and|but|or|also|instead|otherwise|again)\b/i;
/** A paragraph that explains the equation before it ("where …", "with …"). */
const explainsEquation = /^(?:where|with|here|in which|and|so|which)\b/i;

/**
 * The stems a text is compared on: its topic words, an acronym and its expansion as one synonym
 * token (the analysis chain's), so "SVM" in a question meets "support vector machine" in a paragraph.
 */
function termsOf(text: string): Set<string> {
  const words = wordsOf(normaliseQuestion(splitMath(text).prose)).filter((word) => {
    const kind = wordKind(word);
    return kind === 'topic' || kind === 'generic' || kind === 'intent';
  });
  return new Set(analyse(words).counts.keys());
}

/**
 * The blocks of a section that answer a question: the paragraph that holds most of its words
 * (earlier ones win ties: a section opens with what it is about), then what that paragraph needs
 * to stand: the paragraph before it when it starts by leaning on it ("Hence", "This"), the
 * equation or table it announces with a colon, and the paragraph that explains that equation.
 */
export function answeringBlocks(section: SectionDocument, question: string, policy: TutorPolicy['paragraphs'], context = ''): string[] {
  const blocks = blocksOf(section.prose);
  if (blocks.length === 0) return [];
  const own = termsOf(question);
  const borrowed = context ? termsOf(context) : new Set<string>();
  const blockTerms = blocks.map((block) => termsOf(block));
  // A word in every paragraph of the section (its topic, "ridge" under "Ridge") tells them apart
  // least, and so does a word of its headings: the section was chosen for those.
  const headingTerms = termsOf(section.title.replace(/›/g, ' '));
  const rarity = (term: string) =>
    (headingTerms.has(term) ? 0.3 : 1) * Math.log(1 + blocks.length / Math.max(1, blockTerms.filter((terms) => terms.has(term)).length));
  const scores = blocks.map((block, position) => {
    if (isEquation(block) || isCodeOrTable(block)) return -1;
    const terms = blockTerms[position];
    let score = 0;
    for (const term of own) if (terms.has(term)) score += rarity(term);
    for (const term of borrowed) if (terms.has(term) && !own.has(term)) score += 0.4 * rarity(term);
    // Earlier paragraphs say what the section is about; later ones work details out.
    return score - position * 0.01;
  });
  let best = scores.indexOf(Math.max(...scores));
  if (best === -1 || scores[best] < 0) best = 0;
  const chosen = [best];
  // A paragraph that leans on the one before, or a list that one announces ("… one of two kinds:"), brings it.
  const isList = (block: string) => /^(?:- |\d+\. )/.test(block);
  const announced = best > 0 && isList(blocks[best]) && /:\s*$/.test(blocks[best - 1]);
  if ((leansOnPrevious.test(blocks[best]) || announced) && best > 0 && !isCodeOrTable(blocks[best - 1])) chosen.unshift(best - 1);
  let last = best;
  const announces = (block: string) => /[:]\s*$/.test(block) || /\b(?:is|are|gives|reads|becomes|equals)\s*$/.test(block);
  while (chosen.length < policy.maxBlocks && last + 1 < blocks.length) {
    const next = blocks[last + 1];
    const wanted =
      ((isEquation(next) || isCodeOrTable(next)) && (announces(blocks[last]) || isEquation(next))) ||
      (isEquation(blocks[last]) && explainsEquation.test(next)) ||
      announces(blocks[last]);
    if (!wanted) break;
    chosen.push(++last);
  }
  // A paragraph that still ends on a colon promises what did not fit: leave it out rather than dangle.
  while (chosen.length > 1 && announces(blocks[chosen.at(-1)!])) chosen.pop();
  return chosen.map((position) => blocks[position]);
}

/** Builds an answer as parts that cite their sources by number; the numbered sources list ends it. */
class AnswerWriter {
  readonly parts: string[] = [];
  readonly cited: ChatSource[] = [];
  /** The highest citation number the text refers to: the list keeps at least those. */
  private referenced = 0;
  private readonly extra: ChatSource[] = [];

  constructor(private readonly maxSources: number) {}

  /** The citation number of a source, citing it if it is new; `inText` when the text shows the number. */
  cite(source: ChatSource | SectionDocument, { inText = true } = {}): number {
    const cited = 'prose' in source ? sourceOf(source) : source;
    let index = this.cited.findIndex((other) => other.url === cited.url);
    if (index === -1) index = this.cited.push(cited) - 1;
    if (inText) this.referenced = Math.max(this.referenced, index + 1);
    return index + 1;
  }

  /** Lists a source after those the text cites, while the list has room. */
  suggest(source: ChatSource | SectionDocument): void {
    if (this.cited.length < this.maxSources) this.cite(source, { inText: false });
  }

  /** "**Lecture › Section** [n]", citing the section; a quoted work under a licence names it ("Wikipedia's article “DBSCAN”, CC BY-SA 4.0"). */
  named(section: ChatSource | SectionDocument): string {
    const number = this.cite(section);
    const attribution = 'prose' in section ? attributionOf(section) : undefined;
    const title = 'prose' in section ? sourceOf(section).title : section.title;
    return `**${title}** [${number}]${attribution ? ` (${attribution.work}, ${attribution.licence})` : ''}`;
  }

  /** Lists sections of other sources after this answer's own, whatever their number. */
  alsoSee(sections: SectionDocument[]): void {
    this.extra.push(...sections.map(sourceOf));
  }

  add(part: string): void {
    if (part.trim()) this.parts.push(part);
  }

  finish(): ComposedAnswer {
    const own = this.cited.slice(0, Math.max(this.maxSources, this.referenced));
    const sources = [...own, ...this.extra.filter((source) => !own.some((other) => other.url === source.url))];
    return { output: [...this.parts, `**Sources**\n\n${sourcesList(sources)}`].join('\n\n'), sources, grounded: true };
  }
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

/** How a unit's answer is introduced: where it comes from, so the learner can read it in place. */
function unitHeading(writer: AnswerWriter, { unit }: UnitMatch): string {
  if (unit.kind === 'glossary') return `From the ${writer.named(unit.source)}:`;
  if (unit.kind === 'recipe') return `From the recipe ${writer.named(unit.source)}:`;
  return `From ${writer.named(unit.source)}:`;
}

/** Composes the built-in answer to a question: from its written units, else a section's paragraph, else "not covered". */
export function composeAnswer({
  question,
  sections,
  covered,
  previousQuestion,
  units = [],
  api,
  alsoSee = [],
  about,
  sectionAt,
  policy = defaultTutorPolicy,
}: ComposeInput): ComposedAnswer {
  const distinct = distinctSections(sections);
  const writer = new AnswerWriter(policy.paragraphs.maxSources);
  writer.alsoSee(alsoSee);

  if (units.length > 0) {
    for (const match of units) {
      if (match.forEquation) {
        // Only its equation is wanted: the lectures' best section keeps its place among the first
        // sources, and the unit's own section is not quoted after it.
        if (covered && distinct[0]) writer.suggest(distinct[0].section);
        writer.add(`The equation, from ${writer.named(match.unit.source)}:`);
        writer.add(match.unit.answer);
        continue;
      }
      writer.add(unitHeading(writer, match));
      writer.add(match.unit.answer);
      // The section a unit rests on is cited after it: the learner reads on there. A short unit (a
      // definition) is followed by that section's paragraph on the question, which says more.
      if (match.unit.kind === 'recipe') {
        // The API pages it uses, then the lecture section that explains the idea.
        const pages = match.unit.cites.filter((source) => source.source === 'sklearn');
        if (pages.length > 0)
          writer.add(`scikit-learn 1.2 API: ${pages.map((page) => `\`${page.title.split('.').at(-1)}\` [${writer.cite(page)}]`).join(', ')}.`);
        const explains = match.unit.cites.find((source) => source.source === 'lectures');
        if (explains) writer.add(`The idea in ${writer.named(explains)}.`);
        continue;
      }
      const [develops, ...rest] = match.unit.cites;
      const section = develops && sectionAt?.(develops.url);
      const followingBlocks =
        match.unit.kind === 'glossary' ? policy.units.blocksAfterGlossary : match.unit.kind === 'question' ? policy.units.blocksAfterQuestion : 0;
      const blocks =
        section && followingBlocks > 0 ? answeringBlocks(section, question, { ...policy.paragraphs, maxBlocks: followingBlocks }, previousQuestion) : [];
      if (develops && blocks.length > 0) {
        writer.add(`${writer.named(develops)} says more:`);
        for (const block of blocks) writer.add(block);
      } else if (develops) writer.add(`More in ${writer.named(develops)}.`);
      for (const source of rest) writer.cite(source, { inText: false });
    }
    if (covered) for (const candidate of distinct.slice(0, 2)) writer.suggest(candidate.section);
    return writer.finish();
  }

  if (!covered || distinct.length === 0) return composeNotCovered(distinct, policy);
  const best = distinct[0];
  // Cite the sections that score close to the best one; a weak fourth match only adds noise.
  const close = distinct.filter((candidate, index) => index === 0 || candidate.score >= best.score * policy.paragraphs.closeSectionShare);

  if (api) {
    composeApiAnswer(writer, question, api, policy);
    for (const candidate of close) writer.suggest(candidate.section);
    return writer.finish();
  }

  writer.add(`From ${writer.named(best.section)}:`);
  for (const block of answeringBlocks(best.section, question, policy.paragraphs, previousQuestion)) writer.add(block);
  // The lectures only mention the topic ("isolation forest" in a list of detectors): the section
  // of a reference source that is about it says what it is.
  if (about) {
    writer.add(`${writer.named(about)} adds:`);
    for (const block of answeringBlocks(about, question, { ...policy.paragraphs, maxBlocks: 2 })) writer.add(block);
  }
  for (const candidate of close) writer.suggest(candidate.section);
  return writer.finish();
}

/** A short reply to small talk ("ok thanks!"): friendly, and no claim to knowledge. */
export function composeSmallTalk(kind: 'thanks' | 'greeting' | 'goodbye'): ComposedAnswer {
  const output = {
    thanks:
      "You're welcome! Ask me anything else about the lectures: a definition, how to choose a setting, why a method works, or how to do something in scikit-learn.",
    greeting:
      'Hello! Ask me about anything the lectures teach: a definition, how to choose a setting, why a method works, or how to do something in scikit-learn.',
    goodbye: 'Goodbye, and good luck with your studies! Come back any time with a question.',
  }[kind];
  return { output, sources: [], grounded: true };
}

/** How much of a parameter's description an answer quotes: its first paragraphs, up to this many characters. */
const parameterDescriptionLength = 700;

/**
 * An answer on a class or function of scikit-learn: the parameter asked about, with its type and
 * default, as its API page documents it (its default first when that is what was asked), or else
 * the page's summary paragraph; then the signature with every default, and for a question of how,
 * the page's usage example.
 */
function composeApiAnswer(
  writer: AnswerWriter,
  question: string,
  { section, entry, parameter, setting, guide, alternatives }: ApiQuestion,
  policy: TutorPolicy,
): void {
  const module = entry.qualifiedName.split('.').slice(0, -1).join('.');
  const signature = `\`\`\`python\n${module ? `from ${module} import ${entry.name}\n\n` : ''}${entry.signature}\n\`\`\``;
  if (alternatives) {
    writer.add(`In scikit-learn: \`${entry.name}\`${module ? ` (a ${entry.kind} in \`${module}\`)` : ''}.`);
    writer.add(`From ${writer.named(section)}: ${blocksOf(section.prose)[0] ?? ''}`);
    writer.add(signature);
    // The user guide's paragraph that names the class says how it is used.
    const naming = guide && blocksOf(guide.prose).find((block) => new RegExp(`\`(?:[\\w.]*\\.)?${entry.name}\``).test(block));
    if (guide && naming) writer.add(`From ${writer.named(guide)}: ${naming}`);
    for (const other of alternatives) {
      const [summary] = blocksOf(other.prose);
      if (other.api && summary) writer.add(`Also close: \`${other.api.name}\` [${writer.cite(other)}]: ${summary}`);
    }
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
    writer.add(`From ${writer.named(section)}: \`${entry.name}\`: ${blocksOf(section.prose)[0] ?? ''}`);
    // The summary says what it is; the user-guide section that introduces it, how it works.
    if (guide) {
      writer.add(`From ${writer.named(guide)}:`);
      for (const block of answeringBlocks(guide, question, { ...policy.paragraphs, maxBlocks: 2 })) writer.add(block);
    }
  }
  writer.add(signature);
  const example = section.code[0];
  if (!parameter && /\bhow\b|\bexample\b|\buse\b|\busing\b/i.test(question) && example) writer.add(`Its example:\n\n${example}`);
}

/** The answer when the lectures do not cover the question: say so, and point at the closest sections. */
function composeNotCovered(closest: RetrievedSection[], policy: TutorPolicy): ComposedAnswer {
  const sources = closest.slice(0, policy.paragraphs.maxSources).map((candidate) => sourceOf(candidate.section));
  const parts = [notCoveredOpening];
  if (sources.length > 0) {
    parts.push(`These sections are the closest to your question:\n\n${sourcesList(sources)}`);
  } else {
    parts.push('Ask me about a topic from the lectures, for example "What is the kernel trick?" or "How does k-means choose its clusters?"');
  }
  parts.push('The [class catalogue](/classes) lists every topic the lectures teach.');
  return { output: parts.join('\n\n'), sources, grounded: false };
}
