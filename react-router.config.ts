import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/paths.ts";

export default {
  ssr: false,
  // A separate folder lets parallel checkouts of the tests build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  prerender: (args) => prerenderPaths(args, process.env.PRERENDER_CITIES),
} satisfies Config;
