import { describe, expect, it } from 'vitest';
import { greetingFor, orderedSources, subtitleFor } from './knowledge-sources.ts';

describe('the greeting and subtitle', () => {
  it('name the lectures alone when nothing else is indexed', () => {
    expect(greetingFor([])).toBe('Hello! I am an AI assistant trained directly on the content of the website. How can I help you?');
    expect(subtitleFor(['lectures'])).toBe("I answer from this site's lectures and link the sections I used.");
  });

  it("name the scikit-learn documentation beside the lectures (the issue's example)", () => {
    expect(greetingFor(['sklearn'])).toBe(
      'Hello! I am an AI assistant trained directly on the content of the website and some scikit-learn documentation. How can I help you?',
    );
    expect(subtitleFor(['lectures', 'sklearn'])).toBe("I answer from this site's lectures and the scikit-learn documentation, and link the sections I used.");
  });

  it('name all three sources in the greeting order, word for word as the issue gives it', () => {
    expect(greetingFor(['sklearn', 'wikipedia', 'lectures'])).toBe(
      'Hello! I am an AI assistant trained directly on the content of the website, some Wikipedia pages and some scikit-learn documentation. How can I help you?',
    );
    expect(subtitleFor(['sklearn', 'wikipedia'])).toBe(
      "I answer from this site's lectures, Wikipedia articles and the scikit-learn documentation, and link the sections I used.",
    );
  });

  it('always start with the lectures, each source once', () => {
    expect(orderedSources(['sklearn', 'sklearn', 'wikipedia'])).toEqual(['lectures', 'wikipedia', 'sklearn']);
  });
});
