import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** app/ may not import the lecture build (content/pipeline): what both need lives in content/. */
const noPipeline = {
  group: ['**/content/pipeline/*'],
  message: 'The app may not import the lecture build; move what both need to content/.',
};

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/', 'scripts/tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The rules of hooks, exhaustive effect dependencies, and the React Compiler's checks of components
  // (purity, refs, state set in effects or render): all of v7's recommended set.
  { files: ['app/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    // TEMPORARY (issue 22): chat-panel.tsx is being rewritten around a hook in another branch; its two
    // findings (lines 112 and 135, setState at the start of an effect) are fixed there. Remove at merge.
    files: ['app/features/tutor/chat-panel.tsx'],
    rules: { 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // The browser app uses the build's output (virtual modules), not the build's code.
    files: ['app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noPipeline] }] },
  },
  {
    // Features do not import each other (Bulletproof React): shared code lives below them.
    files: ['app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noPipeline,
            {
              group: ['~/features/*', '../catalogue/*', '../lectures/*', '../tutor/*', '../search/*'],
              message: 'A feature may not import another feature; move shared code to app/components or app/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    // Dependencies flow shared -> app: the server, the content and the build never import the browser app.
    files: ['server/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}', 'content/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx}', 'bench/**/*.ts', 'figures/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['~/*', '**/app/*', '**/app/**'], message: 'Only app/ imports app/; move what both sides need to shared/ or content/.' }] },
      ],
    },
  },
);
