import { readdirSync } from "node:fs";

import js from "@eslint/js";
import eslintConfigPrettier from "eslint-config-prettier/flat";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import simpleImportSort from "eslint-plugin-simple-import-sort";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of app/ (README "Layers"): routes → sections → components/forms → hooks/lib/i18n → content/config.
 * A folder may import only from the layers below it; a wrong import fails the lint.
 */
const above = {
  routes: [],
  sections: ["~/routes/*"],
  components: ["~/routes/*", "~/sections/*"],
  forms: ["~/routes/*", "~/sections/*"],
  hooks: ["~/routes/*", "~/sections/*", "~/components/*", "~/forms", "~/forms/*"],
  // The search tags need each page's language and twin (app/lib/seo.ts): the two plain modules that say them.
  lib: [
    "~/routes/*",
    "~/sections/*",
    "~/components/*",
    "~/forms",
    "~/forms/*",
    "~/hooks/*",
    "~/i18n/*",
    "!~/i18n/translated",
  ],
  i18n: ["~/routes/*", "~/sections/*", "~/components/*", "~/forms", "~/forms/*", "~/hooks/*", "~/lib/*"],
  content: ["~/routes/*", "~/sections/*", "~/components/*", "~/forms", "~/forms/*", "~/hooks/*", "~/lib/*", "~/i18n/*"],
  config: [
    "~/routes/*",
    "~/sections/*",
    "~/components/*",
    "~/forms",
    "~/forms/*",
    "~/hooks/*",
    "~/lib/*",
    "~/i18n/*",
    "~/content/*",
  ],
};
const restrict = (group, message) => ({ group, message });
const layerRules = Object.entries(above).map(([folder, banned]) => ({
  files: [`app/${folder}/**/*.{ts,tsx}`],
  ignores: ["app/**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          ...(banned.length
            ? [restrict(banned, `app/${folder} sits below these layers and must not import them.`)]
            : []),
          // Everything outside app/forms takes each form from its own module (a page then loads only the forms
          // it shows; an index of all of them put every form in one chunk), never the forms' internals.
          ...(folder === "forms"
            ? []
            : [
                restrict(
                  ["~/forms/lib/*", "~/forms/testing/*"],
                  "Import a form from its module, not the forms' internals.",
                ),
              ]),
          // Climbing out of a folder hides the layer being imported; content is exempt because
          // the build scripts load some of it outside Vite, where ~/ does not resolve.
          ...(folder === "content" ? [] : [restrict(["../*"], "Use a ~/ import across folders.")]),
        ],
      },
    ],
  },
}));
// A page's sections are its own: a section another page needs belongs in app/components.
const pageRules = readdirSync("app/sections").map((page) => ({
  files: [`app/sections/${page}/**/*.{ts,tsx}`],
  ignores: ["app/**/*.test.{ts,tsx}"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          restrict(["~/routes/*"], "app/sections sits below the routes."),
          restrict(["~/forms/lib/*", "~/forms/testing/*"], "Import a form from its module, not the forms' internals."),
          restrict(["../*"], "Use a ~/ import across folders."),
          {
            regex: `^~/sections/(?!${page}/)`,
            message: "Sections belong to one page; move shared ones to app/components.",
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "test-results-*/",
      "playwright-report/",
      "data/",
      "screenshots/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "simple-import-sort": simpleImportSort },
    rules: {
      "simple-import-sort/imports": "error",
      "simple-import-sort/exports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  ...layerRules,
  ...pageRules,
  // Component tests act through one visitor, whose keys and clicks follow each other with no timer between them.
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@testing-library/user-event", message: "Use visitor() from tests/user.ts." }] },
      ],
    },
  },
  // Browser tests take turns in one tab per worker, through the suite's own `test` (tests/e2e/helpers/test.ts).
  {
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@playwright/test", importNames: ["test", "expect"], message: "Use tests/e2e/helpers/test.ts." },
          ],
        },
      ],
    },
  },
  // Last: turns off the stylistic rules that Prettier owns.
  eslintConfigPrettier,
);
