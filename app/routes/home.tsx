import { Link } from 'react-router';
import { featuredClasses } from '../../content/classes.ts';
import { ContinueReading } from '~/components/continue-reading';
import { useCompletedLectures } from '~/hooks/use-completed-lectures';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => [
  { title: 'ML Classes: learn machine learning, theory first' },
  { name: 'description', content: 'Free machine-learning lectures with typeset math, computed figures and a tutor that answers from the lectures.' },
];

export default function Home() {
  const { completed } = useCompletedLectures();
  return (
    <>
      <section className="hero">
        {/* The bottom padding is the old py-20 / sm:py-28 less the box kept for "Continue:", so the
            hero looks the same to a new visitor. */}
        <div className="mx-auto max-w-6xl px-4 pt-20 pb-2 sm:px-6 sm:pt-28 sm:pb-10">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl dark:text-white">Learn Machine Learning</h1>
          <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-700 dark:text-slate-300">
            Eleven lectures that build each idea from intuition to a precise statement: derivations you can follow, figures computed by the real algorithms, and
            a tutor that answers your questions from the lectures and shows you where.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/classes" prefetch="intent" className="button-primary button-large">
              Browse Classes
            </Link>
            <Link to="/about" prefetch="intent" className="button-secondary button-large">
              How it works
            </Link>
          </div>
          <ContinueReading className="mt-6 h-12 text-base leading-6" />
        </div>
      </section>
      <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="featured-heading" className="text-2xl font-bold tracking-tight">
          Featured classes
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {featuredClasses.map((featured, index) => (
            <li key={featured.href} className="card flex flex-col">
              <h3 id={`featured-${index}`} className="text-xl font-semibold">
                {featured.title}
              </h3>
              <p className="mt-2 flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
                <span>{featured.duration}</span>
                <span aria-hidden="true">·</span>
                <span>{featured.level}</span>
                {completed.includes(featured.href.slice(1)) ? <span className="badge badge-success">Completed</span> : null}
              </p>
              <p className="mt-4 flex-1 text-slate-700 dark:text-slate-300">{featured.description}</p>
              <Link to={featured.href} prefetch="intent" className="button-primary mt-6 self-start" aria-describedby={`featured-${index}`}>
                Start Learning
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
