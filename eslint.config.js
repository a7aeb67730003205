// @ts-check
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * Boundaries (decision 003): a feature uses another feature only through its index.ts, index.server.ts (its
 * server API) or *.schema.ts; nothing
 * imports from routes; shared code (components, lib, content) never imports a feature; components never
 * import server code.
 * Layers (decision 059), each importing only those below it: db/ (schema, migrations, vocabulary); app/lib,
 * app/content, app/components; app/load-context.ts; app/features; app/routes; server/ and scripts/. The test
 * app/import-graph.test.ts adds that no two features import each other.
 */
const features = readdirSync('app/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const publicFilesOf = (feature) =>
  readdirSync(`app/features/${feature}`)
    // A feature's `*-words.ts` (labels and limits, no components) is public too: importing words through index.ts
    // also loaded the components index.ts exports, in the browser (decision 086).
    .filter(
      (file) =>
        file === 'index.ts' || file === 'index.server.ts' || file.endsWith('.schema.ts') || file.endsWith('-words.ts'),
    )
    .map((file) => `./${file}`)
/**
 * React's APIs that Preact, which runs the pages in the browser (decision 091), does not have: a page using one
 * would work in the unit tests (React) and break in the browser.
 */
const notInPreact = [
  {
    name: 'react',
    importNames: ['useActionState', 'useOptimistic', 'Activity', 'unstable_ViewTransition'],
    message: 'Preact runs the pages in the browser and has no such API (decision 091).',
  },
  {
    name: 'react-dom',
    importNames: ['useFormStatus', 'requestFormReset', 'preload', 'preinit', 'preconnect', 'prefetchDNS'],
    message: 'Preact runs the pages in the browser and has no such API (decision 091).',
  },
]
const featureZones = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./app/features/${feature}`,
      from: `./app/features/${other}`,
      except: publicFilesOf(other),
      message: `Use ${other}'s public index.ts, index.server.ts, *.schema.ts or *-words.ts, not its internals.`,
    })),
)

/** Files with a function over 80 lines, still to be split (see the max-lines-per-function block below). */

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      'node_modules/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    plugins: { 'react-hooks': reactHooks, 'import-x': importX, 'check-file': checkFile },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/only-throw-error': 'off',
      'import-x/no-duplicates': 'error',
      'no-restricted-imports': ['error', { paths: notInPreact }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: ['./app/features', './app/components', './app/lib', './app/content', './server', './db'],
              from: './app/routes',
              message: 'Nothing imports from routes: move shared code into a feature or app/lib.',
            },
            {
              target: ['./app/components', './app/lib', './app/content'],
              from: './app/features',
              message: 'Shared code must not depend on a feature.',
            },
            {
              target: './db',
              from: ['./app', './server', './scripts', './tests'],
              message: 'db/ is the ground floor: the schema and its vocabulary import nothing of ours above them.',
            },
            {
              target: ['./app/components', './app/lib', './app/content'],
              from: './app/load-context.ts',
              message: 'Shared code takes the services it needs as arguments, not from the load context.',
            },
            {
              target: './app/load-context.ts',
              from: './app/features',
              message:
                "A feature adds its own key to AppServices from its index.server.ts (declare module '~/load-context').",
            },
            {
              target: ['./app', './db'],
              from: ['./server', './scripts'],
              message: 'server/ and scripts/ start the app; nothing in it imports them.',
            },
            {
              target: ['./app/routes', './app/components', './app/features/*/components/**'],
              from: './db',
              except: ['./schema/vocabulary.ts'],
              message: 'Routes and components reach data through a feature; from db/ they use only the vocabulary.',
            },
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '{app,server,db,tests,scripts}/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{app,server,db,tests,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  // Functions of at most 80 lines (blank lines and comments not counted), so each does one thing that can be
  // read at once; a longer one is split into named parts.
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
  {
    files: ['app/components/**', 'app/features/*/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: notInPreact,
          patterns: [{ group: ['**/*.server', '**/*.server.ts'], message: 'Components never import server code.' }],
        },
      ],
    },
  },
  {
    // A route is its loader, its action and the page it renders; a longer page belongs in its feature
    // (docs/decisions/060-route-modules-and-refusals.md). Every line counts, comments and blank ones too.
    files: ['app/routes/**'],
    rules: { 'max-lines': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
  },
)
