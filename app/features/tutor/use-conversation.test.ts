import { describe, expect, it } from 'vitest';
import { ChatRequestError } from '~/features/tutor/chat-client';
import { questionFailureMessage, withCommentStep, type CommentSteps } from '~/features/tutor/use-conversation';

describe('the comment box steps of rated answers', () => {
  it('offers the box after a thumbs down, thanks after a comment, and forgets an answer put away', () => {
    const none: CommentSteps = {};
    const asking = withCommentStep(none, 'm2', 'asking');
    expect(asking).toEqual({ m2: 'asking' });
    const thanked = withCommentStep(withCommentStep(asking, 'm4', 'asking'), 'm2', 'thanked');
    expect(thanked).toEqual({ m2: 'thanked', m4: 'asking' });
    expect(withCommentStep(thanked, 'm4', undefined)).toEqual({ m2: 'thanked' });
    // React state: every step is a new object, the previous one unchanged.
    expect(none).toEqual({});
    expect(asking).toEqual({ m2: 'asking' });
  });
});

describe('what the panel says when a question fails', () => {
  it("shows the client's own sentence, says nothing when the learner stopped the answer, and a generic line otherwise", () => {
    const rateLimited = new ChatRequestError('rate-limited', 'Too many questions: the limit is 20 a minute. Try again in 42 s.', 42);
    expect(questionFailureMessage(rateLimited)).toBe('Too many questions: the limit is 20 a minute. Try again in 42 s.');
    expect(questionFailureMessage(new ChatRequestError('unreachable', 'The tutor cannot be reached right now.'))).toBe(
      'The tutor cannot be reached right now.',
    );
    expect(questionFailureMessage(new ChatRequestError('aborted', 'The answer was stopped.'))).toBeNull();
    expect(questionFailureMessage(new TypeError('x is undefined'))).toBe('Something went wrong. Please try again.');
  });
});
