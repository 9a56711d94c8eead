import { useId, useState, type FormEvent } from 'react';
import { checkNumericAnswer, describeTolerance } from '../../../content/practice/numeric-answer.ts';
import { optionLetter as letter } from '../../../content/practice/practice-basics.ts';
import { escapeHtml } from '../../../shared/escape-html.ts';
import { practiceHandOff } from '../../../shared/tutor-hand-offs.ts';
import { readProgress, recordAnswer, writeProgress } from '~/lib/practice-progress';
import { requestTutor } from '~/lib/tutor-requests';
import type { QuestionData } from '~/components/practice/read-question';

interface Result {
  correct: boolean;
  /** The options the learner had chosen when they checked (none for a numeric answer). */
  chosen: number[];
  /** What the feedback says, as HTML (explanations hold typeset math). */
  html: string;
  /** The learner's answer in words, for the tutor. */
  answerText: string;
}

/** What an option shows after a check: right or wrong, in colour, with an icon and a word. */
type OptionState = 'correct' | 'incorrect';

/** The mark an option carries after a check: an icon and a word, so that colour is not the only sign. */
function OptionMark({ state }: { state: OptionState }) {
  return (
    <span className="practice-choice-mark">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        {state === 'correct' ? <path d="M3 8.5l3.2 3.2L13 4.8" strokeLinejoin="round" /> : <path d="M4 4l8 8M12 4l-8 8" />}
      </svg>
      {state === 'correct' ? 'Correct' : 'Incorrect'}
    </span>
  );
}

/**
 * One practice question, answerable: the learner picks or types an answer and presses Check; the
 * result is announced in the feedback region with the explanation of what they chose. After a
 * miss, "Show answer" shows the right one; "Ask the tutor" hands the question and the answer to the
 * tutor. The first check of each visit is recorded in the learner's progress (spaced review).
 */
export function PracticeQuestion({ question, section }: { question: QuestionData; section: HTMLElement }) {
  const id = useId();
  const [chosen, setChosen] = useState<number[]>([]);
  const [typed, setTyped] = useState('');
  const [result, setResult] = useState<Result | null>(null);
  const [notice, setNotice] = useState('');
  const [showAnswer, setShowAnswer] = useState(false);
  const [recorded, setRecorded] = useState(false);
  const { kind, options } = question;
  const several = kind === 'multiple';

  const check = (event: FormEvent) => {
    event.preventDefault();
    const next = judge();
    if ('notice' in next) {
      setNotice(next.notice);
      return;
    }
    setNotice('');
    setResult(next);
    setShowAnswer(false);
    section.setAttribute('data-practice-state', next.correct ? 'correct' : 'incorrect');
    if (!recorded) {
      // Only the first check of a visit counts: trying again after seeing why does not promote a question.
      setRecorded(true);
      if (!writeProgress(recordAnswer(readProgress(), question.id, question.lecture, next.correct, new Date()))) {
        setNotice('Your browser did not let this page save your progress (storage is blocked or full).');
      }
    }
  };

  const judge = (): Result | { notice: string } => {
    if (kind === 'numeric' && question.numeric) {
      const verdict = checkNumericAnswer(typed, question.numeric.answer, question.numeric.tolerance);
      if ('error' in verdict) return { notice: verdict.error };
      const { correct } = verdict;
      return {
        correct,
        chosen: [],
        answerText: typed.trim(),
        html: correct
          ? `<p><strong>Correct.</strong></p>${question.numeric.workedHtml}`
          : `<p><strong>Not quite.</strong> ${escapeHtml(typed.trim())} is not the answer ${describeTolerance(question.numeric.tolerance)}. Check your working and try again, or show the answer.</p>`,
      };
    }
    if (chosen.length === 0) return { notice: several ? 'Choose one or more options first.' : 'Choose an option first.' };
    const answerText = chosen.map((index) => `${letter(index)}. ${options[index].text}`).join('; ');
    if (!several) {
      const option = options[chosen[0]];
      const verdict = kind === 'predict' ? (option.correct ? 'Your prediction was right.' : 'Not what happens.') : option.correct ? 'Correct.' : 'Not quite.';
      return { correct: option.correct, chosen, answerText, html: `<p><strong>${verdict}</strong> ${option.whyHtml}</p>` };
    }
    const wrongPicks = chosen.filter((index) => !options[index].correct);
    const missed = options.map((option, index) => (option.correct && !chosen.includes(index) ? index : -1)).filter((index) => index >= 0);
    const correct = wrongPicks.length === 0 && missed.length === 0;
    const explain = (indices: number[]) => indices.map((index) => `<li><strong>${letter(index)}:</strong> ${options[index].whyHtml}</li>`).join('');
    if (correct)
      return {
        correct,
        chosen,
        answerText,
        html: `<p><strong>Correct: all ${chosen.length} right answers, and nothing else.</strong></p><ul>${explain(chosen)}</ul>`,
      };
    const parts = [
      wrongPicks.length ? `${wrongPicks.length} of your choices ${wrongPicks.length === 1 ? 'is' : 'are'} wrong` : '',
      missed.length ? `${missed.length === 1 ? 'one right answer is' : `${missed.length} right answers are`} missing` : '',
    ].filter(Boolean);
    return { correct, chosen, answerText, html: `<p><strong>Not quite: ${parts.join(', and ')}.</strong></p><ul>${explain(wrongPicks)}</ul>` };
  };

  const askTutor = () => {
    const answer = result ? ` My answer was "${result.answerText}", which was ${result.correct ? 'right' : 'not right'}.` : '';
    const choices = options.length ? ` The options were: ${options.map((option, index) => `${letter(index)}. ${option.text}`).join('; ')}.` : '';
    requestTutor({ prompt: practiceHandOff({ lecture: question.lecture, prompt: question.promptText, options: choices.trim(), answer: answer.trim() }) });
  };

  const choose = (index: number, on: boolean) => {
    setChosen((current) => (several ? (on ? [...current, index].toSorted((a, b) => a - b) : current.filter((other) => other !== index)) : [index]));
  };

  /**
   * The options a check judged: each one the learner chose is right or wrong; "Show answer" marks
   * the right ones too. A missed right answer stays unmarked until then (a miss is not given away).
   */
  const stateOf = (index: number): OptionState | undefined => {
    if (showAnswer && options[index].correct) return 'correct';
    if (result?.chosen.includes(index)) return options[index].correct ? 'correct' : 'incorrect';
    return undefined;
  };

  const answerHtml =
    kind === 'numeric' && question.numeric
      ? `<p>${question.numeric.answerHtml}</p>${question.numeric.workedHtml}`
      : `<ul>${options
          .map((option, index) =>
            option.correct ? `<li><strong>${letter(index)}:</strong> ${option.html} <span class="practice-why">${option.whyHtml}</span></li>` : '',
          )
          .join('')}</ul>`;

  return (
    <form className="practice-form" onSubmit={check} noValidate>
      {kind === 'numeric' ? (
        <div className="practice-numeric">
          <label htmlFor={`${id}-answer`}>Your answer</label>
          <input
            id={`${id}-answer`}
            className="practice-input"
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </div>
      ) : (
        <fieldset className="practice-choices">
          <legend className="sr-only">{several ? 'Choose every right answer' : kind === 'predict' ? 'Your prediction' : 'Choose one answer'}</legend>
          {several ? <p className="practice-hint">Choose every right answer.</p> : null}
          {options.map((option, index) => {
            const state = stateOf(index);
            return (
              <label key={index} className="practice-choice" data-option-state={state}>
                <input
                  type={several ? 'checkbox' : 'radio'}
                  name={`${id}-choice`}
                  checked={chosen.includes(index)}
                  onChange={(event) => choose(index, event.currentTarget.checked)}
                />
                <span className="practice-choice-letter" aria-hidden="true">
                  {letter(index)}
                </span>
                <span className="practice-choice-text" dangerouslySetInnerHTML={{ __html: option.html }} />
                {state ? <OptionMark state={state} /> : null}
              </label>
            );
          })}
        </fieldset>
      )}
      <div className="practice-actions">
        <button type="submit" className="practice-button practice-button-primary">
          {kind === 'predict' ? 'Check my prediction' : 'Check'}
        </button>
        {result && !result.correct && !showAnswer ? (
          <button type="button" className="practice-button" onClick={() => setShowAnswer(true)}>
            Show answer
          </button>
        ) : null}
        <button type="button" className="practice-button" onClick={askTutor}>
          Ask the tutor about this question
        </button>
      </div>
      <div className="practice-feedback" data-practice-feedback="" aria-live="polite">
        {notice ? <p className="practice-notice">{notice}</p> : null}
        {result ? (
          <div
            className={result.correct ? 'practice-result practice-result-correct' : 'practice-result practice-result-incorrect'}
            dangerouslySetInnerHTML={{ __html: result.html }}
          />
        ) : null}
        {result && kind === 'predict' && question.revealHtml ? (
          <div className="practice-reveal">
            <p>
              <strong>What happens:</strong>
            </p>
            <div dangerouslySetInnerHTML={{ __html: question.revealHtml }} />
          </div>
        ) : null}
        {showAnswer ? (
          <div className="practice-answer-shown">
            <p>
              <strong>{several ? 'The right answers:' : 'The answer:'}</strong>
            </p>
            <div dangerouslySetInnerHTML={{ __html: answerHtml }} />
          </div>
        ) : null}
      </div>
    </form>
  );
}
