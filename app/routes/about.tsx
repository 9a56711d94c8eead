import { Link } from 'react-router';
import { knowledgeSources, wikipediaLicence } from '../../shared/knowledge-sources.ts';
import type { TutorSources } from '~/features/tutor/tutor-sources-client';
import { useTutorSources } from '~/features/tutor/use-tutor-sources';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = () => [
  { title: 'About · ML Classes' },
  { name: 'description', content: 'Why ML Classes exists, how its lectures are written, and how the built-in tutor answers from them.' },
];

/** The sources other than the lectures, as the About page names them: "the scikit-learn 1.2.1 documentation", "2 Wikipedia articles: A, B". */
function referenceSourceNames({ sources, sklearnVersion, wikipediaArticles }: TutorSources): string[] {
  const names: string[] = [];
  if (sources.includes('sklearn')) names.push(sklearnVersion ? `the scikit-learn ${sklearnVersion} documentation` : knowledgeSources.sklearn.description);
  // Last, since its list of titles ends the sentence.
  if (sources.includes('wikipedia')) {
    const count = wikipediaArticles.length;
    names.push(
      count === 0 ? knowledgeSources.wikipedia.description : `${count} Wikipedia ${count === 1 ? 'article' : 'articles'}: ${wikipediaArticles.join(', ')}`,
    );
  }
  return names;
}

/**
 * The tutor's other sources, once the server has said which it indexed: the prerendered page
 * claims only the lectures, which are always there.
 */
function ReferenceSources() {
  const tutorSources = useTutorSources();
  const names = tutorSources ? referenceSourceNames(tutorSources) : [];
  if (!tutorSources || names.length === 0) return null;
  return (
    <p data-tutor-sources="">
      Besides the lectures, it answers from {names.join(' and ')}.
      {tutorSources.sources.includes('wikipedia') ? (
        <>
          {' '}
          Wikipedia&apos;s text is used under the{' '}
          <a href={wikipediaLicence.url} className="text-link underline">
            {wikipediaLicence.name}
          </a>{' '}
          licence.
        </>
      ) : null}
    </p>
  );
}

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
        <li>
          One symbol means one thing on the whole site: the{' '}
          <Link to="/notation" className="text-link underline">
            notation page
          </Link>{' '}
          lists each symbol, its meaning and the lectures that use it.
        </li>
        <li>
          The{' '}
          <Link to="/recipes" className="text-link underline">
            scikit-learn recipes
          </Link>{' '}
          show everyday tasks (a stratified split, a grid search, a confusion matrix) as short scripts, each with the output it really printed.
        </li>
        <li>The site runs on its own: no third-party scripts, fonts or trackers.</li>
      </ul>

      <h2>Ask questions while you read</h2>
      <p>
        An integrated AI chat sits in the corner of every page. Ask it about what you are reading and it answers from the lectures themselves, linking to the
        sections it used, so you can always check the source. It favours the lecture you have open, follows up on your previous question, and says plainly when
        a question is outside what the lectures cover instead of making something up.
      </p>
      <ReferenceSources />

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
