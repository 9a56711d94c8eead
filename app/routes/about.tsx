import { Link } from 'react-router';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => [
  { title: 'About · ML Classes' },
  { name: 'description', content: 'Why ML Classes exists, how its lectures are written, and how the built-in tutor answers from them.' },
];

export default function About() {
  return (
    <article className="page-narrow prose-page">
      <h1 className="page-title">About ML Classes</h1>
      <p className="lead">
        ML Classes is a free, open-source place to learn machine learning properly: the ideas, the mathematics behind them, and the reasons they work or fail.
        Everything is public and there is nothing to sign up for.
      </p>

      <h2>Our mission</h2>
      <p>
        Much of what is written about machine learning either hides the mathematics or drowns in it. We want a learner who knows undergraduate calculus, linear
        algebra and probability to be able to read a lecture from start to finish and come out able to derive the method, explain when it applies, and spot when
        it is being misused.
      </p>

      <h2>Our approach: theory first, projects later</h2>
      <p>
        Each lecture builds one idea from intuition to a precise statement. We derive what matters (the normal equations, the dual of the support vector
        machine, the backpropagation recursion) instead of stating it, and every claim comes with the conditions under which it holds. Worked examples use
        numbers small enough to check by hand.
      </p>
      <p>
        The figures are not drawings: each one is computed by running the real algorithm on real or seeded data when the site is built, so what you see is what
        the method actually does. Projects come later, once the foundations are solid enough that a project teaches judgement rather than guesswork.
      </p>
      <ul>
        <li>Mathematics is typeset when the site is built, so pages load fast and read well on a phone, with or without JavaScript.</li>
        <li>Every lecture ends with common pitfalls, key takeaways, and exercises with solutions.</li>
        <li>The site runs on its own: no third-party scripts, fonts or trackers.</li>
      </ul>

      <h2>Ask questions while you read</h2>
      <p>
        An integrated AI chat sits in the corner of every page. Ask it about what you are reading and it answers from the lectures themselves, linking to the
        sections it used, so you can always check the source. It favours the lecture you have open, follows up on your previous question, and says plainly when
        a question is outside what the lectures cover instead of making something up.
      </p>

      <h2>Open source</h2>
      <p>
        The lectures, figures and code are open source. If you find a mistake in a derivation or a sentence that could be clearer, the tutor's record of
        questions and down-voted answers helps us see where the lectures need work.
      </p>

      <p className="mt-10">
        <Link to="/classes" prefetch="intent" className="button-primary">
          Browse the classes
        </Link>
      </p>
    </article>
  );
}
