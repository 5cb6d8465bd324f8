// Lint for every workspace. The import rules make docs/decisions/001-who-owns-what.md mechanical: shared -> remotes -> host
// composition, remotes never import each other, and only `shared` makes a Supabase client.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import jestDom from 'eslint-plugin-jest-dom';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['remote-catalogue', 'remote-engagement', 'remote-admin'];

/** Patterns that reach into another app's folder or package. */
function otherApps(self) {
  const others = ['host', ...remotes].filter((name) => name !== self);
  return others.flatMap((name) => [`@wanderpages/${name}`, `@wanderpages/${name}/*`, `**/${name}/**`, `**/${name}`]);
}

const noOwnSupabaseClient = {
  name: '@supabase/supabase-js',
  importNames: ['createClient'],
  message: 'Use getSupabase() from @wanderpages/shared: the site has one Supabase client (one GoTrue session).',
};

/**
 * The names shared/federation/react-router.ts re-exports: the only router API in the federation's shared copy
 * (rspack.base.ts shares that file as react-router and react-router-dom). Read from the file so the list lives once.
 */
const routerApi = [...readFileSync(new URL('./shared/federation/react-router.ts', import.meta.url), 'utf8').matchAll(/export (?:type )?\{([^}]*)\}/g)]
  .flatMap((m) => m[1].split(','))
  .map((name) => name.trim())
  .filter(Boolean);
if (routerApi.length < 10) throw new Error('eslint.config.mjs: could not read the router API from shared/federation/react-router.ts');
const onlySharedRouterApi = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  allowImportNames: routerApi,
  message: 'The federation shares only the router API listed in shared/federation/react-router.ts: add the name there first.',
}));

/**
 * The page has one global style, shared's GlobalStyle, which the host's hydration keeps (decision 039). A remote's
 * own createGlobalStyle, mounted at its takeover, upset the host's styles (the header's search grew 8 px,
 * measured 2026-11-27): a rule for the page's root goes in a component's styles (`html:has(&) { … }`).
 */
const oneGlobalStyle = {
  name: 'styled-components',
  importNames: ['createGlobalStyle'],
  message: "The page has one global style, shared's GlobalStyle: put a rule for the page's root in a component's styles (html:has(&) { … }).",
};

const intlMessage = 'Loads ICU\'s locale data (150–330 ms in one task at CPU 4×): format without Intl (docs/decisions/043), or disable on a line that runs on a click, saying why.';

function boundary(self, message) {
  return {
    files: [`${self}/src/**/*.{ts,tsx}`],
    ignores: [`${self}/src/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noOwnSupabaseClient, oneGlobalStyle, ...onlySharedRouterApi], patterns: [{ group: otherApps(self), message }] },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'coverage/**', '.tmp/**', '.stryker-tmp/**', 'reports/**', 'bench/.work/**', 'supabase/.data/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: onlySharedRouterApi,
          patterns: [{ group: otherApps('shared'), message: 'shared is imported by the apps, never the other way round.' }],
        },
      ],
    },
  },
  ...remotes.map((r) => boundary(r, 'Remotes never import each other or the host: meet through @wanderpages/shared.')),
  boundary('host', 'The host composes remotes through Module Federation only (RemoteSlot), never by import.'),
  {
    // Data access lives in api/ modules and hooks: a component never queries a table itself.
    files: ['host/src/**/*.tsx', 'remote-*/src/**/*.tsx', 'shared/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='from'][callee.object.type='Identifier'][callee.object.name=/^(supabase|client|db)$/]",
          message: 'Query tables in an api/ module or a hook, not inside a component.',
        },
        {
          // docs/decisions/044-forms-without-javascript.md: a form's browser default is GET, which puts its fields
          // (a password) in the address, the history and the logs when no script handles it.
          selector: "JSXOpeningElement[name.name=/^(form|Form)$/]:not(:has(JSXAttribute[name.name='method']))",
          message: 'Give every form its method: "post" when script sends it (its fields never go into an address), "get" when the address is the point (a search).',
        },
      ],
    },
  },
  {
    // docs/decisions/043-no-intl-formatters-at-load.md: the first Intl formatter or collator a page makes loads ICU's
    // data, 150–330 ms in one task on a slow phone. Browser code formats without it; a use on a person's click says why.
    files: ['host/src/**/*.{ts,tsx}', 'remote-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({ property, message: intlMessage })),
        ...['Collator', 'DateTimeFormat', 'DisplayNames', 'ListFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'Segmenter'].map((property) => ({
          object: 'Intl',
          property,
          message: intlMessage,
        })),
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'jest/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['host/src/**/*.test.tsx', 'remote-*/src/**/*.test.tsx', 'shared/src/**/*.test.tsx', '*/test/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    ...jestDom.configs['flat/recommended'],
  },
  {
    files: ['**/*.{test,spec}.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name=/^(only|skip)$/]", message: 'Focused or skipped tests prove nothing.' },
        { selector: "CallExpression[callee.name=/^(xit|xtest|xdescribe|fit|fdescribe)$/]", message: 'Focused or skipped tests prove nothing.' },
        {
          selector: "CallExpression[callee.property.name='spyOn'][arguments.0.name='console']",
          message: "Announce an expected console message with expectConsole('error' | 'warn', pattern) (jest/console-guard.ts): it is allowed and asserted.",
        },
      ],
    },
  },
  {
    // Small files named for what they hold: at most 300 lines outside tests and data, counted as `wc -l` counts them
    // (blank lines and comments included: a reader scrolls through those too). Split by what a file holds.
    files: ['**/*.{ts,tsx,mjs,js}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts', '**/src/data/**', '**/test/fixtures/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Every spec's pages are watched for console errors (e2e/lib/console-guard.ts) through the fixtures' `test`.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from '../fixtures': its test fails on unexpected console messages." }] },
      ],
    },
  },
);
