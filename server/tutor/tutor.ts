/**
 * The tutor: answers a question from written knowledge. Built-in by default: small talk gets a
 * short reply; a hand-off from a page ("Ask the tutor about this figure") is answered about that
 * figure, equation or practice question; any other question from the written unit that matches it
 * (a glossary entry, a question-bank answer, a scikit-learn recipe), else from the best section's
 * paragraph, else "not covered". A follow-up ("and why?") is read with the previous question,
 * unless the previous answer was "not covered". Generative when a model is configured: the matched
 * units lead the sections in its prompt, and the built-in answer replaces it whenever it fails.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AnswerMode, ChatSource } from '../../shared/chat-protocol.ts';
import type { SectionDocument } from '../../shared/section-index.ts';
import { readHandOff, type HandOff } from '../../shared/tutor-hand-offs.ts';
import { widgetCatalogue } from '../../content/live-figures.ts';
import { blocksOf, composeAnswer, composeSmallTalk, notCoveredOpening, sourceOf, sourcesList, type ComposedAnswer } from './compose.ts';
import { asksAboutCode, asksForCode, detectIntent, followUpMarker, questionParts, requestsCode, smallTalkOf, type QuestionIntent } from './intent.ts';
import { asksForDefault, sklearnMention, type KnowledgeRetriever } from './knowledge.ts';
import { LlmError, type ConversationTurn, type LlmClient } from './llm.ts';
import { defaultTutorPolicy, type TutorPolicy } from './policy.ts';
import type { RetrievalResult } from './retrieve.ts';
import { attributionOf } from './sources/reference-sections.ts';
import type { UnitMatch, UnitMatcher } from './units.ts';

/** An answer, ready to store and send. */
export interface TutorAnswer {
  output: string;
  sources: ChatSource[];
  grounded: boolean;
  mode: AnswerMode;
}

export interface AnswerQuestionInput {
  question: string;
  /** The route the learner is reading. */
  page?: string;
  /** The learner's previous question in this session, for follow-ups. */
  previousQuestion?: string;
  /** The last turns of the conversation (generative mode; the last answer tells whether it was "not covered"). */
  history?: ConversationTurn[];
  /** Aborted when the learner stops the answer or disconnects. */
  signal?: AbortSignal;
  /** Receives the answer's text as it is produced, piece by piece (for streaming). */
  onText?: (piece: string) => void;
}

/** Sections given to the model: enough to answer, few enough to keep the prompt short. */
const sectionsInPrompt = 4;

export const fallbackBeforeAnswer = '*The language model is not available right now, so this is the built-in answer.*\n\n';
export const fallbackMidAnswer = '\n\n---\n\n*The language model stopped answering, so here is the built-in answer instead.*\n\n';

export interface TutorInput {
  retrieve: KnowledgeRetriever;
  /** The written units' matcher; absent, the tutor answers from the sections alone. */
  units?: UnitMatcher;
  /** The lecture sections, for hand-offs about a figure or an equation. */
  sections?: readonly SectionDocument[];
  llm: LlmClient | null;
  log: FastifyBaseLogger;
  policy?: TutorPolicy;
}

/** A question as the tutor will answer it: after small talk, hand-offs and follow-ups are read. */
interface ReadQuestion {
  /** What is searched: the question, a practice question's own prompt, or a follow-up with its subject. */
  asked: string;
  page?: string;
  intent: QuestionIntent;
  /** The previous question when this one continues it. */
  previousQuestion?: string;
}

/** The lecture a page route belongs to (`/clustering#dbscan` → `clustering`). */
const lectureOfPage = (page?: string) => page?.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '') || undefined;

/** What the lectures' search said of a question, as the units' acceptance reads it. */
type SearchVerdict = Pick<RetrievalResult, 'covered' | 'knowsTopic' | 'sections'>;

/**
 * A question said with scikit-learn, or asking a default: it asks about the library's own API,
 * which its page or a recipe answers, rather than what the question bank teaches.
 */
const asksTheLibraryItself = (question: string) => sklearnMention.test(question) || asksForDefault.test(question);

/** Creates the tutor over a retriever, the written units and, optionally, a model client. */
export function createTutor({ retrieve, units, sections = [], llm, log, policy = defaultTutorPolicy }: TutorInput) {
  const sectionsByUrl = new Map(sections.map((section) => [section.url, section]));
  const sectionAt = (url: string) => sectionsByUrl.get(url);
  /** The question as it will be answered: a practice hand-off's own prompt; a follow-up with the subject it continues. */
  function readQuestion(
    question: string,
    page: string | undefined,
    previousQuestion: string | undefined,
    history: ConversationTurn[],
    handOff?: HandOff,
  ): ReadQuestion {
    if (handOff?.kind === 'practice') return { asked: handOff.prompt, page: `/${handOff.lecture}`, intent: 'why' };
    const lastAnswer = history.findLast((turn) => turn.role === 'assistant')?.content;
    // A refusal has no subject to carry over: the next covered question must not inherit it.
    const context = previousQuestion && !lastAnswer?.startsWith(notCoveredOpening) ? previousQuestion : undefined;
    const own = detectIntent(question).intent;
    const ownTopicWords = units?.ownTopicWords(question) ?? Infinity;
    const continues =
      context !== undefined &&
      (ownTopicWords <= policy.followUps.maxOwnTopicWords || (followUpMarker.test(question) && ownTopicWords <= policy.followUps.maxOwnTopicWordsPointingBack));
    if (!continues) return { asked: question, page, intent: own };
    // "and why?" asks why about the previous subject; "give an example" keeps the previous intent.
    const intent = own === 'define' ? detectIntent(context).intent : own;
    return { asked: question, page, intent, previousQuestion: context };
  }

  /** The units that answer a question: the best when it matches well enough, and a second for a question in two parts. */
  function chooseUnits(read: ReadQuestion, code: boolean, retrieval: SearchVerdict): UnitMatch[] {
    if (!units) return [];
    const pageLecture = lectureOfPage(read.page);
    // An example is what the lectures' worked examples give, not a unit.
    if (read.previousQuestion && /\bexamples?\b/i.test(read.asked)) return [];
    const whole = units.match({
      question: read.asked,
      intent: read.intent,
      code,
      // "dbscan example", "knn classifier example": a request for an example of a method is a
      // request to see it done, which a recipe's script and output are (a follow-up's example
      // returned above: it wants the lectures' worked example of the previous subject).
      howTo: asksForCode(read.asked),
      pageLecture,
      previousQuestion: read.previousQuestion,
    });
    const parts = read.previousQuestion ? [] : questionParts(read.asked);
    if (parts.length >= 2) {
      const perPart = parts
        .map((part) => units.match({ question: part, intent: detectIntent(part).intent, code: asksAboutCode(part), howTo: asksForCode(part), pageLecture })[0])
        .filter((match): match is UnitMatch => match !== undefined && match.score >= policy.units.secondPart);
      const distinct = perPart.filter((match, i) => perPart.findIndex((other) => other.unit === match.unit) === i);
      if (distinct.length >= 2) return distinct.slice(0, 2);
    }
    const best = preferredUnit(read, whole);
    if (!best || best.score < acceptanceOf(read, best, retrieval)) return [];
    // A formula question answered by a unit without an equation ("Why is there no closed form for
    // logistic regression?" for "ridge closed form") also gets the best unit that displays one, when
    // it matches nearly as well: the chosen unit may explain around the formula, the other states it.
    const displaysEquation = (match: UnitMatch) => match.unit.answer.includes('$$');
    if (read.intent === 'formula' && !displaysEquation(best)) {
      const withEquation = whole.find((match) => displaysEquation(match) && match.score >= policy.units.formulaCompanion);
      if (withEquation) return [best, { ...withEquation, forEquation: true }];
    }
    return [best];
  }

  /**
   * The score a unit must reach to answer. A learner's scenario ("my validation loss started going
   * up around epoch 12 but …") brings words no phrasing holds, which sink every unit's match; when
   * the lectures know most of the question's topic words and the section the unit rests on is among
   * those their search ranks first, two readings of the question agree on its topic, and a lower
   * match is enough, even where no one section holds the scenario's words together ("house prices
   * keep rising every year …"). Not when the lectures do not know the words: there the search's
   * first sections are only the least far, and agreeing with them let an out-of-scope question
   * (SHAP values of an XGBoost model) take a unit. Nor in a follow-up, whose search reads the
   * previous subject at full weight: "does it set the weights to zero?" after ridge regression
   * agreed with the entry on why the LASSO does. When the unit's section is the search's very
   * first, the two agree most, and a lower match still is enough.
   */
  function acceptanceOf(read: ReadQuestion, match: UnitMatch, retrieval: SearchVerdict): number {
    const ranked = retrieval.sections.slice(0, policy.units.agreeingSections).map(({ section }) => section.url);
    // Where the unit's sections stand among the search's first (none when they cannot agree).
    const ranks = read.previousQuestion || !retrieval.knowsTopic ? [] : match.unit.cites.map((cited) => ranked.indexOf(cited.url)).filter((rank) => rank >= 0);
    if (ranks.includes(0)) return policy.units.acceptFirstAgreeing;
    if (ranks.length > 0) return policy.units.acceptAgreeing;
    return retrieval.covered ? policy.units.accept : policy.units.acceptUncovered;
  }

  /**
   * The best of the matched units, except that "how to set eps and min_samples in dbscan" asks how
   * to choose the values: the question bank's entry on choosing them answers it (a criterion, a
   * range, how to tune), where a recipe only sets them in a script. Said with scikit-learn, or
   * asking for code or the default, the recipe stays.
   */
  function preferredUnit(read: ReadQuestion, whole: UnitMatch[]): UnitMatch | undefined {
    const best = whole[0];
    if (read.intent !== 'choose' || best?.unit.kind !== 'recipe' || asksTheLibraryItself(read.asked) || requestsCode(read.asked)) return best;
    return whole.find((match) => match.unit.kind === 'question' && match.unit.intent === 'choose' && match.score >= policy.units.accept) ?? best;
  }

  /** A hand-off about a figure or an equation, answered from the section that holds it. */
  function answerHandOff(handOff: HandOff): ComposedAnswer | undefined {
    if (handOff.kind === 'figure') {
      const name = Object.entries(widgetCatalogue).find(([, widget]) => widget.title === handOff.title && widget.lecture === handOff.lecture)?.[0];
      const section =
        name && sections.find((candidate) => candidate.lecture === handOff.lecture && candidate.figures?.some((figure) => figure.name === `live-${name}`));
      if (!section) return undefined;
      const caption = section.figures?.find((figure) => figure.name === `live-${name}`)?.caption;
      return composeFromSection(section, [...(caption ? [caption] : []), ...blocksAbout(section, handOff.title)]);
    }
    if (handOff.kind === 'equation') {
      const flat = (latex: string) => latex.replace(/\s+/g, '');
      const wanted = flat(handOff.latex);
      const section = sections.find((candidate) => candidate.formulas.split('\n').some((formula) => flat(formula) === wanted));
      if (!section) return undefined;
      const blocks = blocksOf(section.prose);
      const at = blocks.findIndex((block) => flat(block).includes(wanted));
      if (at === -1) return undefined;
      // The paragraph that announces the equation, the equation, and the paragraph that explains it.
      const around = [at - 1, at, at + 1].filter((i) => i >= 0 && i < blocks.length && (i === at || !blocks[i].startsWith('$$')));
      const chosen = around.filter((i) => i <= at || /^(?:where|with|here|in which|so|this|the)\b/i.test(blocks[i]));
      return composeFromSection(
        section,
        chosen.map((i) => blocks[i]),
      );
    }
    return undefined;
  }

  /** The blocks of a section that mention a phrase's words most (a figure's title). */
  function blocksAbout(section: SectionDocument, phrase: string): string[] {
    const words = phrase.toLowerCase().match(/[a-z]{3,}/g) ?? [];
    const blocks = blocksOf(section.prose).filter((block) => !block.startsWith('$$') && !block.startsWith('```') && !block.startsWith('|'));
    const scored = blocks.map((block, i) => ({ block, i, score: words.filter((word) => block.toLowerCase().includes(word)).length }));
    const best = scored.sort((a, b) => b.score - a.score || a.i - b.i)[0];
    return best ? [best.block] : [];
  }

  function composeFromSection(section: SectionDocument, blocks: string[]): ComposedAnswer {
    const source = sourceOf(section);
    const output = [`From **${source.title}** [1]:`, ...blocks, `**Sources**\n\n${sourcesList([source])}`].join('\n\n');
    return { output, sources: [source], grounded: true };
  }

  return async function answerQuestion({ question, page, previousQuestion, history = [], signal, onText }: AnswerQuestionInput): Promise<TutorAnswer> {
    const reply = (answer: ComposedAnswer): TutorAnswer => {
      onText?.(answer.output);
      return { ...answer, mode: 'built-in' };
    };
    const smallTalk = smallTalkOf(question);
    if (smallTalk) return reply(composeSmallTalk(smallTalk));

    const handOff = readHandOff(question);
    const handedOff = handOff && answerHandOff(handOff);
    const read = readQuestion(question, page, previousQuestion, history, handOff);
    const code = asksAboutCode(read.asked);
    const retrieval = await retrieve({
      // A follow-up is searched with its subject ("what's its default value?" after n_estimators).
      question: read.previousQuestion ? `${read.asked} ${read.previousQuestion}` : read.asked,
      page: read.page,
      limit: 5,
      intent: { intent: read.intent },
    });
    // The units were written about what the lectures teach: a topic they do not teach is not theirs
    // ("derive the posterior of gaussian process regression" is no k-NN regression entry).
    const unitMatches = retrieval.notTaught ? [] : chooseUnits(read, code, retrieval);
    // A parameter's default or setting is on its API page, not in a recipe's script; but a request
    // for code ("decision tree max_depth example") is answered by the recipe that does it, which
    // shows the parameter set in a script that runs, and so is a task whose words only happen to
    // name a parameter of a page the question does not name ("one hot encode a column": `encode`
    // of KBinsDiscretizer).
    const recipeAsked = unitMatches[0]?.unit.kind === 'recipe' && (asksForCode(read.asked) || !retrieval.api?.named);
    // "How do I choose max_features / the perplexity" asks how to choose a value, and "why does
    // k-means++ init work better than random init?" why: the question bank's entry that asks the
    // same answers (a criterion, a range, how to tune; the reason), where the API page only lists
    // the parameter's type and default. Said "in scikit-learn", or asking the default, it is the page's.
    const best = unitMatches[0]?.unit;
    const entryTeaches =
      read.intent !== 'define' && read.intent !== 'formula' && best?.kind === 'question' && best.intent === read.intent && !asksTheLibraryItself(read.asked);
    const units = retrieval.api?.parameter && !recipeAsked && !entryTeaches ? [] : unitMatches;
    const builtIn = handedOff ?? composeAnswer({ question: read.asked, previousQuestion: read.previousQuestion, ...retrieval, units, sectionAt, policy });
    // Without a model, or when nothing covers the question, the answer is the built-in one: a
    // model given unrelated sections would only be tempted to invent.
    if (!llm || !builtIn.grounded || builtIn.sources.length === 0) return reply(builtIn);

    // The written units lead the prompt: they are the answers a teacher wrote.
    const fromUnits = units.map(({ unit }) => ({ source: unit.source, text: unit.answer, formulas: '', attribution: undefined as string | undefined }));
    const fromSections = retrieval.sections.map(({ section }) => {
      const attribution = attributionOf(section);
      return {
        source: sourceOf(section),
        text: section.prose,
        formulas: section.formulas,
        attribution: attribution && `${attribution.work}, under ${attribution.licence}`,
      };
    });
    const cited = [...fromUnits, ...fromSections]
      .filter((entry, i, all) => all.findIndex((other) => other.source.url === entry.source.url) === i)
      .slice(0, sectionsInPrompt);
    const sources = cited.map((entry) => entry.source);
    const promptSections = cited.map((entry, index) => ({
      number: index + 1,
      title: entry.source.title,
      attribution: entry.attribution,
      url: entry.source.url,
      text: entry.text,
      formulas: entry.formulas,
    }));
    let text = '';
    try {
      for await (const piece of llm.streamAnswer({ question, sections: promptSections, history, signal })) {
        text += piece;
        onText?.(piece);
      }
      const sourcesTail = `\n\n**Sources**\n\n${sourcesList(sources)}`;
      onText?.(sourcesTail);
      return { output: `${text.trim()}${sourcesTail}`, sources, grounded: true, mode: 'generative' };
    } catch (error) {
      if (signal?.aborted) throw error;
      const kind = error instanceof LlmError ? error.kind : 'unexpected';
      log.warn({ kind, reason: error instanceof Error ? error.message : String(error) }, 'the language model failed; answering with the built-in tutor');
      const notice = text ? fallbackMidAnswer : fallbackBeforeAnswer;
      onText?.(notice + builtIn.output);
      return { output: `${text}${notice}${builtIn.output}`, sources: builtIn.sources, grounded: true, mode: 'fallback' };
    }
  };
}

export type AnswerQuestion = ReturnType<typeof createTutor>;
