import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths.ts";

export default {
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
