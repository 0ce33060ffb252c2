import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/paths.ts";

export default {
  ssr: false,
  // A separate folder lets parallel checkouts of the tests build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: prerenderPaths,
} satisfies Config;
