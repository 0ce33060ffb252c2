import { join } from "node:path";

import { loadSiteConfig } from "../app/config/load.ts";
import { type BuiltHeaders, builtHeaders, createApp } from "./app.ts";
import { allowedHosts } from "./client.ts";
import { readServerConfig, type ServerConfig } from "./config.ts";
import { createInbox, INBOX_FILE } from "./inbox.ts";
import { startServer } from "./serve.ts";
import { checkWritable } from "./store.ts";

/** A configuration problem stops the server at once, with the message alone (no stack trace to read through). */
function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

let site: ReturnType<typeof loadSiteConfig>;
let config: ServerConfig;
// The local inbox stands in for whichever provider has no address configured.
let useInbox = false;
try {
  site = loadSiteConfig(process.env);
  useInbox = !site.forms.endpoint || !site.emailService.origin;
  config = readServerConfig(process.env, { usesInbox: useInbox });
} catch (error) {
  stop(error instanceof Error ? error.message : String(error));
}

const { inbox } = config;
if (useInbox) {
  try {
    await checkWritable(join(inbox.dir, INBOX_FILE));
  } catch (error) {
    stop(
      `The local inbox cannot store submissions in ${inbox.dir} (INBOX_DIR): ${error instanceof Error ? error.message : String(error)}.\n` +
        "Point INBOX_DIR at a folder this user can write to, or configure real providers (FORM_ENDPOINT, EMAILJS_ORIGIN).",
    );
  }
}

let app: ReturnType<typeof createApp>;
let headers: BuiltHeaders;
try {
  headers = builtHeaders(config.buildDir);
  app = createApp({
    buildDir: config.buildDir,
    headers,
    brand: site.brand,
    extend: useInbox
      ? (app) =>
          app.route(
            "/",
            createInbox({
              site,
              ...inbox,
              trusts: config.trusts,
              hosts: allowedHosts(site.url, config.host),
            }),
          )
      : undefined,
  });
} catch (error) {
  stop(error instanceof Error ? error.message : String(error));
}

startServer({ fetch: app.fetch, port: config.port, hostname: config.host, security: headers.common }, (info) => {
  console.log(`Serving the site on http://${config.host}:${info.port}`);
  if (useInbox)
    console.log(
      `Local inbox: http://${config.host}:${info.port}/inbox (${inbox.password ? "password required" : "this machine only"}; submissions in ${inbox.dir})`,
    );
});
