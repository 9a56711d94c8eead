/**
 * Practice questions in MDX (issue "Practice"). At build time each `<Practice>` is checked against
 * the question schema (content/practice/question-schema.ts) and rendered as static HTML that is
 * complete without JavaScript: the question, its options, and the answer with every explanation in
 * a `<details>`. In the browser, the practice code (app/features/practice) reads that HTML and
 * makes the question answerable; the markup contract is in docs/architecture.md ("Practice").
 *
 *   <Practice id="ols-intercept" kind="single">           one correct option (radio buttons)
 *     <Prompt>Which …?</Prompt>
 *     <Option correct>… <Why>Why it is right.</Why></Option>
 *     <Option>… <Why>The misconception that picks it.</Why></Option>
 *   </Practice>
 *   kind="multiple"                                        two or more correct options (checkboxes)
 *   <Practice id="x" kind="numeric" sigfigs={3} unit="cm">  or absolute={0.01}, relative={0.05};
 *     <Prompt>…</Prompt> <Why>The worked answer.</Why>      the answer is numericAnswers[id]() (content/practice/answers.ts)
 *   </Practice>
 *   <Practice id="x" kind="predict" figure="live-svm">     a figure's id in the same lecture
 *     <Prompt>…</Prompt> <Option correct>…<Why>…</Why></Option> … <Reveal>What happens.</Reveal>
 *   </Practice>
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { numericAnswers } from '../practice/answers.ts';
import { describeTolerance, formatExpectedAnswer, type NumericTolerance } from '../practice/numeric-answer.ts';
import {
  PracticeQuestionSchema,
  practiceKindLabels,
  practiceKinds,
  type PracticeKind,
  type PracticeQuestion,
  type PracticeUse,
} from '../practice/question-schema.ts';
import { LectureBuildError } from './lecture-build.ts';
import { optionLetter as letter } from '../practice/practice-basics.ts';

interface PracticeProps {
  id: string;
  kind: PracticeKind;
  absolute?: number;
  relative?: number;
  sigfigs?: number;
  unit?: string;
  figure?: string;
  children: ReactNode;
}

/** A question found in a lecture, before the build knows the section it follows. */
export type RenderedPractice = Omit<PracticeUse, 'section'>;

export function createPracticeComponents({ file, lecture, questions }: { file: string; lecture: string; questions: RenderedPractice[] }) {
  const fail = (id: string | undefined, message: string): never => {
    throw new LectureBuildError(file, undefined, `<Practice id="${id ?? ''}">: ${message}`);
  };

  // The parts only mark their place; <Practice> reads them. Rendered alone, they are a mistake.
  const Prompt = ({ children }: { children: ReactNode }): ReactNode => fail(undefined, `<Prompt> outside <Practice>: ${String(children).slice(0, 40)}`);
  const Option = (_: { correct?: boolean; children: ReactNode }): ReactNode => fail(undefined, '<Option> outside <Practice>');
  const Why = (_: { children: ReactNode }): ReactNode => fail(undefined, '<Why> outside <Practice> or <Option>');
  const Reveal = (_: { children: ReactNode }): ReactNode => fail(undefined, '<Reveal> outside <Practice kind="predict">');

  const html = (node: ReactNode) => renderToStaticMarkup(<>{node}</>).trim();
  const is = (node: ReactNode, type: unknown): node is ReactElement<{ children: ReactNode; correct?: boolean }> => isValidElement(node) && node.type === type;
  /** Elements of `type` among `children`, looking through the paragraphs MDX wraps inline JSX in. */
  const partsOf = (children: ReactNode, type: unknown): ReactElement<{ children: ReactNode; correct?: boolean }>[] =>
    Children.toArray(children).flatMap((child) => {
      if (is(child, type)) return [child];
      if (isValidElement<{ children?: ReactNode }>(child) && child.type === 'p') return partsOf(child.props.children, type);
      return [];
    });
  const withoutParts = (children: ReactNode, types: unknown[]): ReactNode =>
    Children.toArray(children).filter((child) => !types.some((type) => is(child, type)));

  function Practice(props: PracticeProps) {
    const { id, kind, children } = props;
    if (!(practiceKinds as readonly string[]).includes(kind)) fail(id, `kind must be one of ${practiceKinds.join(', ')}`);
    const prompts = partsOf(children, Prompt);
    if (prompts.length !== 1) fail(id, `needs exactly one <Prompt> (found ${prompts.length})`);
    const options = partsOf(children, Option).map((option) => {
      const whys = partsOf(option.props.children, Why);
      if (whys.length > 1) fail(id, 'an <Option> has more than one <Why>');
      return {
        html: html(withoutParts(option.props.children, [Why])),
        correct: option.props.correct === true,
        why: whys[0] ? html(whys[0].props.children) : '',
      };
    });
    const topWhys = partsOf(children, Why);
    const reveals = partsOf(children, Reveal);
    const promptHtml = html(prompts[0].props.children);

    let candidate: unknown;
    if (kind === 'numeric') {
      const tolerances = (['absolute', 'relative', 'sigfigs'] as const).filter((key) => props[key] !== undefined);
      if (tolerances.length !== 1) fail(id, 'a numeric question needs exactly one tolerance: absolute={…}, relative={…} or sigfigs={…}');
      const compute = numericAnswers[id];
      if (!compute) fail(id, 'has no computed answer: add it to content/practice/answers/<lecture>.ts');
      if (options.length > 0) fail(id, 'a numeric question has no <Option>');
      candidate = {
        id,
        kind,
        promptHtml,
        answer: compute(),
        tolerance: { [tolerances[0]]: props[tolerances[0]] },
        unit: props.unit,
        whyHtml: topWhys[0] ? html(topWhys[0].props.children) : '',
      };
    } else if (kind === 'predict') {
      candidate = { id, kind, promptHtml, figure: props.figure ?? '', options, revealHtml: reveals[0] ? html(reveals[0].props.children) : '' };
    } else {
      candidate = { id, kind, promptHtml, options };
    }
    const parsed = PracticeQuestionSchema.safeParse(candidate);
    if (!parsed.success) fail(id, parsed.error.issues.map((issue) => `${issue.path.join('.') || 'question'}: ${issue.message}`).join('; '));
    const question = parsed.data as PracticeQuestion;
    const markup = renderToStaticMarkup(<PracticeMarkup question={question} lecture={lecture} />);
    questions.push({ id: question.id, kind: question.kind, lecture, html: markup });
    return <PracticeMarkup question={question} lecture={lecture} />;
  }

  return { Practice, Prompt, Option, Why, Reveal };
}

/**
 * The static question. Everything the browser's practice code needs is in it: the options with
 * `data-correct`, the numeric answer and tolerance as data attributes, the explanations by option.
 */
function PracticeMarkup({ question, lecture }: { question: PracticeQuestion; lecture: string }) {
  const titleId = `practice-${question.id}`;
  const numeric = question.kind === 'numeric' ? question : undefined;
  return (
    // A group, not a <section>: a labelled section is a landmark, and a lecture has a dozen questions.
    <div
      role="group"
      className="practice"
      id={titleId}
      data-practice={question.id}
      data-practice-kind={question.kind}
      data-practice-lecture={lecture}
      aria-labelledby={`${titleId}-label`}
      {...(numeric ? { 'data-practice-answer': String(numeric.answer), 'data-practice-tolerance': JSON.stringify(numeric.tolerance) } : {})}
      {...(question.kind === 'predict' ? { 'data-practice-figure': question.figure } : {})}
    >
      <p className="practice-label" id={`${titleId}-label`}>
        Practice · {practiceKindLabels[question.kind]}
      </p>
      <div className="practice-prompt" data-practice-prompt="" dangerouslySetInnerHTML={{ __html: question.promptHtml }} />
      {'options' in question ? (
        <ol className="practice-options" type="A" data-practice-options="">
          {question.options.map((option, index) => (
            <li key={index} data-practice-option={index} data-correct={String(option.correct)} dangerouslySetInnerHTML={{ __html: option.html }} />
          ))}
        </ol>
      ) : null}
      {numeric ? (
        <p className="practice-hint" data-practice-hint="">
          Answer with a number{numeric.unit ? ` (in ${numeric.unit})` : ''}, {describeTolerance(numeric.tolerance as NumericTolerance)}. Fractions such as 7/6
          are fine.
        </p>
      ) : null}
      <div data-practice-mount="" />
      <details className="practice-answer" data-practice-details="">
        <summary>Answer and explanations</summary>
        {'options' in question ? (
          <ul className="practice-explanations">
            {question.options.map((option, index) => (
              <li key={index} data-practice-why={index} data-correct={String(option.correct)}>
                <strong>
                  {letter(index)}: {option.correct ? (question.kind === 'predict' ? 'what happens.' : 'correct.') : 'not this one.'}
                </strong>{' '}
                <span dangerouslySetInnerHTML={{ __html: option.why }} />
              </li>
            ))}
          </ul>
        ) : null}
        {numeric ? (
          <>
            <p data-practice-answer-text="">
              <strong>
                Answer: {formatExpectedAnswer(numeric.answer, numeric.tolerance as NumericTolerance)}
                {numeric.unit ? ` ${numeric.unit}` : ''}
              </strong>{' '}
              ({describeTolerance(numeric.tolerance as NumericTolerance)}).
            </p>
            <div data-practice-worked="" dangerouslySetInnerHTML={{ __html: numeric.whyHtml }} />
          </>
        ) : null}
        {question.kind === 'predict' ? (
          <div className="practice-reveal" data-practice-reveal="">
            <p>
              {/* The lecture's path too: the same question is shown on /review, away from its figure. */}
              <a href={`/${lecture}#${question.figure}`}>See it in the figure.</a>
            </p>
            <div dangerouslySetInnerHTML={{ __html: question.revealHtml }} />
          </div>
        ) : null}
      </details>
    </div>
  );
}
