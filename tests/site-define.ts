/**
 * The site configuration as Vite's `define` gives it to the app's modules (app/config/site.ts), for a browser test
 * that imports those modules outside Vite: the same values the build read from the same environment.
 */
import { loadSiteConfig } from "../app/config/load.ts";

(globalThis as { __SITE__?: unknown }).__SITE__ ??= loadSiteConfig(process.env);
