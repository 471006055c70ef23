import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Folder boundaries of ARCHITECTURE.md §2, enforced: the domain imports nothing of ours, the editor core
// stays free of DOM renderers and React, and the server never reaches into the browser code.
const noUi = ['react', 'react-dom', 'pixi.js', 'pixi-viewport', 'three', 'three/*', '@pixi/*', 'wouter', '@headlessui/*'];

export default tseslint.config(
  { ignores: ['dist', 'dist-test', 'node_modules', 'data', 'uploads', 'test-results', 'playwright-report', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['src/**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...noUi, '../*/**', 'node:*', 'rxjs', 'bitecs', 'comlink'].map((group) => ({ group: [group], message: 'src/domain imports nothing but zod and itself.' })) }] },
  },
  {
    files: ['src/editor/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: [...noUi, 'comlink', '**/workers/*', '../plan2d/*', '../view3d/*', '../features/*', '../app/*', '../pdf/*', '../api/*', '../ui/*'], message: 'The editor core imports the domain, bitecs, rxjs and rbush only (no DOM, renderer, React, Comlink or screen code).' }] }] },
  },
  {
    // jsPDF drawing shared by the server's quote PDF and the 3D view's views PDF: the domain and jsPDF only.
    files: ['src/pdf/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: [...noUi, 'comlink', '../editor/*', '../plan2d/*', '../view3d/*', '../features/*', '../app/*', '../api/*', '../ui/*'], message: 'src/pdf draws with jsPDF from the domain only.' }] }] },
  },
  {
    // The worker is the Comlink shell around the domain's compute core.
    files: ['workers/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: [...noUi, '../src/editor/*', '../src/features/*', '../src/app/*'], message: 'workers/ holds the Comlink shell of src/domain/compute-core.ts only.' }] }] },
  },
  {
    // Screens read the editor through its streams and view-models (selection$, selected$, configuration$, ...) and
    // change it by commands; the world is for the core and the renderer adapters (src/plan2d, src/view3d) only.
    files: ['src/features/**/*.ts', 'src/features/**/*.tsx', 'src/app/**/*.ts', 'src/app/**/*.tsx', 'src/root/**/*.ts', 'src/root/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "MemberExpression[property.name='world']", message: 'Screens do not read the editor world: use its streams and view-models.' }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/editor/world', '**/editor/world-index', '**/editor/transaction'], message: 'Screens do not read the editor world: use its streams and view-models.' }] }],
    },
  },
  {
    // The app's shared layer (route paths, session, hooks, query client, site shell) sits below the features;
    // only the composition root (src/root: App, routing table, early open) mounts them.
    files: ['src/app/**/*.ts', 'src/app/**/*.tsx'],
    ignores: ['src/app/**/*.test.ts', 'src/app/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "MemberExpression[property.name='world']", message: 'Screens do not read the editor world: use its streams and view-models.' }],
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/editor/world', '**/editor/world-index', '**/editor/transaction'], message: 'Screens do not read the editor world: use its streams and view-models.' },
        { group: ['../features/*', '../../features/*', '../root/*', '../../root/*'], message: 'src/app is the shared layer below the features: only src/root mounts them.' },
      ] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: [...noUi, '../../src/editor/*', '../../src/features/*', '../src/features/*'], message: 'The server imports src/domain only.' }] }] },
  },
);
