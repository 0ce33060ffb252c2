import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "localhost";
const app = createApp({ buildDir: process.env.BUILD_DIR ?? "build" });

serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Serving the site on http://${hostname}:${info.port}`);
});
