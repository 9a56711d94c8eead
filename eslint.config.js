import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'public/', 'scripts/tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', localStorage: 'readonly', console: 'readonly', process: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // zod stays out of the page (docs/decisions/008): browser code takes only types from the
    // schemas, and values from the zod-free modules beside them (chat-protocol.ts, class-types.ts).
    files: ['app/**/*.{ts,tsx}'],
    rules: {
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
  {
    // Features do not import each other (Bulletproof React): shared code lives below them.
    files: ['app/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['~/features/*', '../catalogue/*', '../lectures/*', '../tutor/*', '../search/*'],
              message: 'A feature may not import another feature; move shared code to app/components or app/hooks.',
            },
          ],
        },
      ],
    },
  },
);
