import { availableParallelism } from "node:os";

import { defineConfig } from "vitest/config";

import { siteDefine } from "./app/config/load.ts";
import { EnvironmentOrder } from "./tests/environment-order.ts";

/**
 * Two layers (README "Testing"): `unit` renders components and runs the code in jsdom before the build;
 * `html` reads the pre-rendered pages of the build with an HTML parser, so it runs after `npm run build`.
 * `folder` builds a copy of the site with one more language and reads its pages (tests/folder/).
 */
export default defineConfig({
  define: siteDefine({}),
  resolve: { tsconfigPaths: true },
  test: {
    // Every core: Vitest's default leaves one free, which on a 2-core CI machine halves the speed.
    maxWorkers: availableParallelism(),
    // Layer by layer, the new-language build first, and a unit worker's jsdom files before its Node files
    // (tests/environment-order.ts).
    sequence: { sequencer: EnvironmentOrder },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          // Component tests type key by key through user-event: on a loaded 2-core machine one form's typing has
          // taken over 5 s. A test cut off mid-typing would also type into the next test's shared document.
          testTimeout: 20_000,
          // One jsdom per worker rather than per file (its start is half the run); what a test changes of the
          // shared globals is undone after it: stubs, spies and mocks here, storage and the DOM in the setup file.
          isolate: false,
          unstubGlobals: true,
          restoreMocks: true,
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "editor/**/*.test.ts"],
          setupFiles: ["./tests/setup-unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "html",
          environment: "node",
          // The files only read the build: sharing one module graph parses each page once for all of them.
          isolate: false,
          include: ["tests/html/**/*.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "folder",
          environment: "node",
          // It builds a copy of the site, minutes on a loaded 2-core machine, then reads a few of its pages.
          testTimeout: 60_000,
          include: ["tests/folder/**/*.test.ts"],
        },
      },
    ],
  },
});
