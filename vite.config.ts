import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

import { siteDefine } from "./app/config/load.ts";

export default defineConfig({
  // Validated here so a bad environment variable stops the build before anything is bundled.
  define: siteDefine(process.env),
  plugins: [
    tailwindcss(),
    reactRouter(),
    // `npm run edit` only: the office's editor at /admin/ beside the site (docs/decisions/editor.md).
    ...(process.env.EDITOR
      ? [
          (await import("./editor/vite-plugin.ts")).editorPlugin(
            (await import("./editor/config.ts")).editorOptions(process.env),
          ),
        ]
      : []),
  ],
  // The development server finds zod only when a page first asks for it, then bundles it and reloads the page,
  // which aborts that page's load: bundled when the server starts instead (`npm run dev`, `npm run edit`).
  optimizeDeps: { include: ["zod"] },
  resolve: {
    tsconfigPaths: true,
    // `REACT_PROFILING=1 BUILD_DIR=build-profiling npm run build`: React DOM's profiling build, whose traces show
    // React's own scheduler tracks (what it drew, at which priority, for how long). A measuring aid, never the site.
    alias: process.env.REACT_PROFILING ? [{ find: /^react-dom\/client$/, replacement: "react-dom/profiling" }] : [],
  },
  build: {
    // Every asset is a file of its own, but the word mark's 3 KB face, which rides in the page's stylesheet so that
    // the word mark is drawn in it at the first paint without a request (docs/decisions/brand-logo.md).
    assetsInlineLimit: (file) => file.endsWith("/brand-name.woff2"),
    rolldownOptions: {
      output: {
        // The number formatter rides with the locale table, which every page loads: left to itself the bundler gives
        // its 320 bytes a chunk of their own, one more request on every page and one more name under each route
        // in the route manifest (docs/decisions/javascript-budget.md).
        codeSplitting: {
          groups: [{ name: "locales", test: /app[\\/]config[\\/](locales|numbers)\.ts$/ }],
        },
      },
    },
  },
});
