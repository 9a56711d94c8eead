import { describe, expect, it } from 'vitest';
import { conversationReducer, type ConversationMessage, type FinishedAnswer } from '~/features/tutor/conversation';

const answer: FinishedAnswer = {
  output: 'The kernel trick...\n\nSources:\n- [SVM › Kernels](/support-vector-machines#kernels)',
  sources: [{ title: 'SVM › Kernels', url: '/support-vector-machines#kernels', lecture: 'support-vector-machines' }],
  grounded: true,
  messageId: 'a1',
  mode: 'built-in',
  saved: true,
};

function ask(messages: ConversationMessage[] = []): ConversationMessage[] {
  return conversationReducer(messages, { type: 'asked', question: 'what is the kernel trick', questionKey: 'q', answerKey: 'a' });
}

describe('the chat conversation', () => {
  it('adds the question and an empty streaming answer, then fills the answer as it streams', () => {
    let messages = ask();
    expect(messages.map((message) => [message.role, message.status])).toEqual([
      ['user', 'done'],
      ['assistant', 'streaming'],
    ]);
    messages = conversationReducer(messages, { type: 'streamed', answerKey: 'a', text: 'The kernel' });
    expect(messages[1].content).toBe('The kernel');
    messages = conversationReducer(messages, { type: 'answered', answerKey: 'a', answer });
    expect(messages[1]).toMatchObject({ content: answer.output, status: 'done', messageId: 'a1', grounded: true, mode: 'built-in' });
  });

  it('keeps the partial text of a stopped answer, and ignores tokens that arrive after the stop', () => {
    let messages = conversationReducer(ask(), { type: 'streamed', answerKey: 'a', text: 'Half an' });
    messages = conversationReducer(messages, { type: 'stopped', answerKey: 'a' });
    messages = conversationReducer(messages, { type: 'streamed', answerKey: 'a', text: 'Half an answer' });
    expect(messages[1]).toMatchObject({ content: 'Half an', status: 'stopped' });
  });

  it('takes a failed exchange out when nothing arrived, keeping the question only when asked to', () => {
    expect(conversationReducer(ask(), { type: 'failed', questionKey: 'q', answerKey: 'a', keepQuestion: false })).toEqual([]);
    const kept = conversationReducer(ask(), { type: 'failed', questionKey: 'q', answerKey: 'a', keepQuestion: true });
    expect(kept.map((message) => message.role)).toEqual(['user']);
  });

  it('keeps a failed answer that had started, marked as cut short', () => {
    const messages = conversationReducer(conversationReducer(ask(), { type: 'streamed', answerKey: 'a', text: 'Part' }), {
      type: 'failed',
      questionKey: 'q',
      answerKey: 'a',
      keepQuestion: false,
    });
    expect(messages.map((message) => [message.content, message.status])).toEqual([
      ['what is the kernel trick', 'done'],
      ['Part', 'stopped'],
    ]);
  });

  it('puts reloaded history before anything asked while it loaded, and records ratings by message id', () => {
    let messages = ask();
    messages = conversationReducer(messages, {
      type: 'loaded',
      messages: [
        { role: 'user', content: 'earlier question' },
        { role: 'assistant', content: 'earlier answer', messageId: 'old', rating: 'down' },
      ],
    });
    expect(messages.map((message) => message.content)).toEqual(['earlier question', 'earlier answer', 'what is the kernel trick', '']);
    messages = conversationReducer(messages, { type: 'rated', messageId: 'old', rating: 'up' });
    expect(messages[1].rating).toBe('up');
    expect(conversationReducer(messages, { type: 'reset' })).toEqual([]);
  });
});
