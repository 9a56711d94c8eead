import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** app/ may not import the lecture build (content/pipeline): what both need lives in content/. */
const noPipeline = {
  group: ['**/content/pipeline/*'],
  message: 'The app may not import the lecture build; move what both need to content/.',
};

/** The app's feature folders (app/features/*). */
const features = readdirSync(fileURLToPath(new globalThis.URL('./app/features', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: ['build/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/', 'scripts/tmp/', 'server/tutor/sources/fixtures/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The rules of hooks, exhaustive effect dependencies, and the React Compiler's checks of components
  // (purity, refs, state set in effects or render): all of v7's recommended set.
  { files: ['app/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },

  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // zod stays out of the page (docs/decisions/008): browser code takes only types from the
    // schemas, and values from the zod-free modules beside them (chat-protocol.ts, class-types.ts).
    // And the browser app uses the build's output (virtual modules), not the build's code.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [noPipeline] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^zod(/.*)?$|(chat-schemas|catalogue-schemas|api-error|class-schema)(\\.ts)?$',
              allowTypeImports: true,
              message: 'Browser code imports only types from the zod schemas; values live in chat-protocol.ts and class-types.ts.',
            },
          ],
        },
      ],
    },
  },
  // Features do not import each other (Bulletproof React): shared code lives below them. A feature
  // imports its own modules through ~/ like the rest of the app, so the rule is one block per feature.
  ...features.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noPipeline,
            {
              group: features.filter((other) => other !== feature).flatMap((other) => [`~/features/${other}/*`, `**/features/${other}/*`, `../${other}/*`]),
              message: 'A feature may not import another feature; move shared code to app/components or app/hooks.',
            },
          ],
        },
      ],
    },
  })),
  {
    // Dependencies flow shared -> app: the server, the content and the build never import the browser app.
    files: ['server/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'content/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}', 'bench/**/*.ts', 'figures/**/*.{ts,tsx}'],
    // Except the benchmark of the chat's renderer, a browser component it times in Node, and the
    // live figures' posters: each is the live figure's own view, rendered at build time.
    ignores: ['bench/chat-markdown.ts', 'figures/lib/poster.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['~/*', '**/app/*', '**/app/**'], message: 'Only app/ imports app/; move what both sides need to shared/ or content/.' }] },
      ],
    },
  },
);
