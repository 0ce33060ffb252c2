import { serve } from "@hono/node-server";

import { loadSiteConfig } from "../app/config/load.ts";
import { createApp } from "./app.ts";
import { createInbox, inboxEnv } from "./inbox.ts";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "localhost";
const site = loadSiteConfig(process.env);
// The local inbox stands in for whichever provider has no address configured.
const useInbox = !site.forms.endpoint || !site.emailService.origin;
const app = createApp({
  buildDir: process.env.BUILD_DIR ?? "build",
  extend: useInbox ? (app) => app.route("/", createInbox({ site, ...inboxEnv(process.env) })) : undefined,
});

serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Serving the site on http://${hostname}:${info.port}`);
  if (useInbox)
    console.log(`Local inbox: http://${hostname}:${info.port}/inbox (submissions in ${inboxEnv(process.env).dir})`);
});
