import { describe, expect, it } from 'vitest';
import { dueQuestions, mergeProgress, parseProgressFile, practisedCount, progressFile, recordAnswer, type PracticeProgress } from '~/lib/practice-progress';

const day = 24 * 60 * 60 * 1000;
const start = new Date('2026-11-24T09:00:00Z');
const later = (days: number) => new Date(start.getTime() + days * day);

describe('practice progress', () => {
  it('moves a question up a Leitner box when answered right (1, 3, 7, 16, 35 days) and back to box 1 when missed', () => {
    let progress: PracticeProgress = {};
    const boxes: [number, string][] = [];
    let now = start;
    for (let answer = 0; answer < 5; answer++) {
      progress = recordAnswer(progress, 'q', 'trees', true, now);
      boxes.push([progress.q.box, progress.q.due]);
      now = new Date(progress.q.due);
    }
    expect(boxes.map(([box]) => box)).toEqual([2, 3, 4, 5, 5]);
    // Due after 3, then 7, 16, 35 and 35 days.
    expect(new Date(boxes[0][1]).getTime() - start.getTime()).toBe(3 * day);
    expect(new Date(boxes[3][1]).getTime() - new Date(boxes[2][1]).getTime()).toBe(35 * day);
    progress = recordAnswer(progress, 'q', 'trees', false, now);
    expect(progress.q).toMatchObject({ box: 1, answered: 6, correct: 5, lastResult: 'incorrect', due: new Date(now.getTime() + day).toISOString() });
  });

  it('counts the questions of a lecture answered at least once', () => {
    let progress: PracticeProgress = {};
    progress = recordAnswer(progress, 'a', 'trees', true, start);
    progress = recordAnswer(progress, 'b', 'trees', false, start);
    progress = recordAnswer(progress, 'c', 'clustering', true, start);
    expect(practisedCount(progress, 'trees')).toBe(2);
    expect(practisedCount(progress, 'nonparametric')).toBe(0);
  });

  it('lists due questions missed ones first, then the longest overdue, and says when the next falls due', () => {
    let progress: PracticeProgress = {};
    progress = recordAnswer(progress, 'right-early', 'trees', true, start); // due day 3
    progress = recordAnswer(progress, 'missed', 'trees', false, later(2)); // due day 3
    progress = recordAnswer(progress, 'right-earlier', 'trees', true, later(-1)); // due day 2
    progress = recordAnswer(progress, 'not-yet', 'trees', true, later(5)); // due day 8
    expect(dueQuestions(progress, later(1))).toEqual({ due: [], nextDue: later(2) });
    expect(dueQuestions(progress, later(3)).due).toEqual(['missed', 'right-earlier', 'right-early']);
    expect(dueQuestions(progress, later(3)).nextDue).toEqual(later(8));
    expect(dueQuestions({}, start)).toEqual({ due: [], nextDue: null });
  });

  it('merges an imported file question by question, the later visit winning, and loses nothing', () => {
    const mine = recordAnswer(recordAnswer({}, 'a', 'trees', true, start), 'b', 'trees', true, later(1));
    const theirs = recordAnswer(recordAnswer({}, 'b', 'trees', false, later(2)), 'c', 'trees', true, start);
    const merged = mergeProgress(mine, theirs);
    expect(Object.keys(merged).sort()).toEqual(['a', 'b', 'c']);
    expect(merged.b.lastResult).toBe('incorrect');
    expect(mergeProgress(theirs, mine).b.lastResult).toBe('incorrect');
  });

  it('reads back its own export, and refuses a corrupt or foreign file with a reason', () => {
    const progress = recordAnswer({}, 'linear-regression-worked-intercept', 'linear-regression', true, start);
    expect(parseProgressFile(progressFile(progress, start))).toEqual({ progress });
    const refused = (text: string) => {
      const result = parseProgressFile(text);
      return 'error' in result ? result.error : 'accepted';
    };
    expect(refused('{"format": "ml-classes-practice-progress"')).toMatch(/not valid JSON/);
    expect(refused(JSON.stringify({ some: 'other app' }))).toMatch(/not an ML Classes progress file/);
    expect(refused(JSON.stringify({ format: 'ml-classes-practice-progress', version: 2, questions: {} }))).toMatch(/version 2/);
    expect(refused(JSON.stringify({ format: 'ml-classes-practice-progress', version: 1, questions: [] }))).toMatch(/no questions/);
    const damaged = JSON.parse(progressFile(progress, start));
    damaged.questions['linear-regression-worked-intercept'].box = 9;
    expect(refused(JSON.stringify(damaged))).toMatch(/damaged \(question “linear-regression-worked-intercept”\)/);
    damaged.questions['linear-regression-worked-intercept'].box = 2;
    damaged.questions['linear-regression-worked-intercept'].correct = 5;
    expect(refused(JSON.stringify(damaged))).toMatch(/damaged/);
  });
});
