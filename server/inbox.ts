/**
 * The local inbox: a stand-in for both form providers, so the site runs offline with no keys.
 *
 * - Form-to-email (Web3Forms contract): `POST /submit` in JSON, multipart or urlencoded; answers
 *   `{ success, message }`, or a 303 to the `redirect` field for a urlencoded browser post.
 * - E-mail service (EmailJS contract): `POST /api/v1.0/email/send` (JSON) and `/send-form`
 *   (multipart), answering `200 OK` as text, with CORS preflight.
 * - Every accepted submission is appended (write, then fsync) to `<dir>/submissions.jsonl`
 *   and listed newest first at `GET /inbox`, to loopback clients only.
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile } from "node:fs/promises";
import { join } from "node:path";

import { getConnInfo } from "@hono/node-server/conninfo";
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { html, raw } from "hono/html";
import { ipRestriction } from "hono/ip-restriction";
import { rateLimiter } from "hono-rate-limiter";

import type { SiteConfig } from "../app/config/types.ts";

const MAX_BODY_BYTES = 1024 * 1024;
export const INBOX_FILE = "submissions.jsonl";

export type Provider = "form-to-email" | "email-service";
export type FieldValue = string | string[] | { file: string; size: number; type: string };

export interface Submission {
  id: string;
  receivedAt: string;
  provider: Provider;
  route: string;
  client: string;
  fields: Record<string, unknown>;
}

export interface InboxOptions {
  /** Folder of the JSON-lines file. */
  dir: string;
  /** The build's configuration: keys and ids are checked against it. */
  site: SiteConfig;
  /** Accepted submissions per client per window (every POST counts). */
  rateLimit?: { limit: number; windowMs: number };
}

/** INBOX_DIR, INBOX_RATE_LIMIT and INBOX_RATE_WINDOW_MS, with their defaults. */
export function inboxEnv(env: Record<string, string | undefined>) {
  const whole = (value: string | undefined, fallback: number) => {
    const n = Number(value);
    return value && Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    dir: env.INBOX_DIR?.trim() || "data/inbox",
    rateLimit: { limit: whole(env.INBOX_RATE_LIMIT, 60), windowMs: whole(env.INBOX_RATE_WINDOW_MS, 60_000) },
  };
}

/** The client's address; requests without a socket (tests without bindings) count as one "unknown" client. */
function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

class BadRequest extends Error {}

type Body = { kind: "json" | "multipart" | "urlencoded"; fields: Record<string, unknown> };

async function readBody(c: Context): Promise<Body> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.startsWith("application/json")) {
    let data: unknown;
    try {
      data = await c.req.json();
    } catch {
      throw new BadRequest("The request body is not valid JSON.");
    }
    if (data === null || typeof data !== "object" || Array.isArray(data))
      throw new BadRequest("The request body must be a JSON object.");
    return { kind: "json", fields: data as Record<string, unknown> };
  }
  const kind = type.startsWith("multipart/form-data")
    ? "multipart"
    : type.startsWith("application/x-www-form-urlencoded")
      ? "urlencoded"
      : null;
  if (!kind)
    throw new BadRequest(
      "Unsupported content type: send JSON, multipart/form-data or application/x-www-form-urlencoded.",
    );
  let parsed: Record<string, string | File | (string | File)[]>;
  try {
    parsed = await c.req.parseBody({ all: true });
  } catch {
    throw new BadRequest("The form data could not be read.");
  }
  const fields: Record<string, FieldValue> = {};
  const plain = (v: string | File) => (typeof v === "string" ? v : { file: v.name, size: v.size, type: v.type });
  for (const [name, value] of Object.entries(parsed)) {
    fields[name] = Array.isArray(value) ? (value.map(plain) as string[]) : plain(value);
  }
  return { kind, fields };
}

/** A redirect target is honoured only on this site: a path, or an absolute URL on the request's or the configured origin. */
function safeRedirect(target: unknown, c: Context, site: SiteConfig): string | null {
  if (typeof target !== "string" || target === "") return null;
  if (target.startsWith("/") && !target.startsWith("//")) return target;
  try {
    const url = new URL(target);
    const allowed = new Set([new URL(c.req.url).origin, new URL(site.url).origin]);
    return allowed.has(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

export function createInbox({ dir, site, rateLimit = { limit: 60, windowMs: 60_000 } }: InboxOptions) {
  const file = join(dir, INBOX_FILE);
  const app = new Hono();

  // Appends are queued so two submissions never interleave in the file.
  let queue: Promise<unknown> = Promise.resolve();
  function store(entry: Omit<Submission, "id" | "receivedAt">): Promise<void> {
    const line = JSON.stringify({ id: randomUUID(), receivedAt: new Date().toISOString(), ...entry }) + "\n";
    const write = queue.then(async () => {
      await mkdir(dir, { recursive: true });
      const handle = await open(file, "a");
      try {
        await handle.write(line);
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
    queue = write.catch(() => undefined);
    return write;
  }

  async function list(): Promise<Submission[]> {
    let text = "";
    try {
      text = await readFile(file, "utf8");
    } catch {
      return [];
    }
    const entries: Submission[] = [];
    for (const line of text.split("\n")) {
      if (!line.trim()) continue;
      try {
        entries.push(JSON.parse(line) as Submission);
      } catch {
        // A torn last line (power cut mid-write) is skipped, never fatal.
      }
    }
    return entries.reverse();
  }

  type Answer = (c: Context, status: 200 | 400 | 403 | 413 | 429, message: string) => Response;
  const formsJson: Answer = (c, status, message) => c.json({ success: status === 200, message }, status);
  const emailText: Answer = (c, status, message) => c.text(message, status);

  // One counter per client across both providers; each answers in its own style.
  const limiter = rateLimiter({
    windowMs: rateLimit.windowMs,
    limit: rateLimit.limit,
    keyGenerator: clientAddress,
    handler: (c) => (c.req.path === "/submit" ? formsJson : emailText)(c, 429, "Too Many Requests"),
  });
  const sizeLimit = (answer: Answer) =>
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => answer(c, 413, "Payload Too Large: the limit is 1 MB.") });

  // ---- Form-to-email (Web3Forms contract) ----
  if (!site.forms.endpoint) {
    app.use(
      "/submit",
      cors({ origin: "*", allowMethods: ["POST", "OPTIONS"], allowHeaders: ["Content-Type", "Accept"] }),
    );
    app.post("/submit", limiter, sizeLimit(formsJson), async (c) => {
      let body: Body;
      try {
        body = await readBody(c);
      } catch (e) {
        if (e instanceof BadRequest) return formsJson(c, 400, e.message);
        throw e;
      }
      const { access_key: key, ...rest } = body.fields;
      if (typeof key !== "string" || key === "")
        return formsJson(c, 400, "Access key is missing: add an access_key field to the form.");
      if (key !== site.forms.accessKey)
        return formsJson(c, 403, "Invalid access key. Check the access_key field of the form.");
      if (Object.keys(rest).length === 0) return formsJson(c, 400, "The form is empty.");
      await store({ provider: "form-to-email", route: "/submit", client: clientAddress(c), fields: body.fields });
      const redirect = body.kind === "urlencoded" ? safeRedirect(body.fields.redirect, c, site) : null;
      if (redirect) return c.redirect(redirect, 303);
      return formsJson(c, 200, "Email sent successfully!");
    });
  }

  // ---- E-mail service (EmailJS contract) ----
  if (!site.emailService.origin) {
    const { publicKey, serviceId, templates } = site.emailService;
    const knownTemplates = new Set(Object.values(templates));
    const checkIds = (fields: Record<string, unknown>): [400 | 403, string] | null => {
      if (typeof fields.user_id !== "string" || !fields.user_id) return [400, "The Public Key is required"];
      if (fields.user_id !== publicKey) return [403, "The Public Key is invalid"];
      if (typeof fields.service_id !== "string" || !fields.service_id) return [400, "The service ID is required"];
      if (fields.service_id !== serviceId) return [400, "The service ID is invalid"];
      if (typeof fields.template_id !== "string" || !fields.template_id) return [400, "The template ID is required"];
      if (!knownTemplates.has(fields.template_id)) return [400, "The template ID is invalid"];
      return null;
    };

    app.use(
      "/api/v1.0/email/*",
      cors({ origin: "*", allowMethods: ["POST", "OPTIONS"], allowHeaders: ["Content-Type"] }),
    );
    for (const [path, kind] of [
      ["/api/v1.0/email/send", "json"],
      ["/api/v1.0/email/send-form", "multipart"],
    ] as const) {
      app.post(path, limiter, sizeLimit(emailText), async (c) => {
        let body: Body;
        try {
          body = await readBody(c);
        } catch (e) {
          if (e instanceof BadRequest) return emailText(c, 400, e.message);
          throw e;
        }
        if (body.kind !== kind)
          return emailText(
            c,
            400,
            kind === "json" ? "The request body must be JSON." : "The request body must be multipart/form-data.",
          );
        const problem = checkIds(body.fields);
        if (problem) return emailText(c, problem[0], problem[1]);
        const params = body.fields.template_params;
        if (
          kind === "json" &&
          params !== undefined &&
          (params === null || typeof params !== "object" || Array.isArray(params))
        ) {
          return emailText(c, 400, "The template params must be an object.");
        }
        await store({ provider: "email-service", route: path, client: clientAddress(c), fields: body.fields });
        return emailText(c, 200, "OK");
      });
    }
  }

  // ---- The inbox page: loopback clients only; everyone else gets the site's 404 ----
  app.get(
    "/inbox",
    ipRestriction(clientAddress, { allowList: ["127.0.0.0/8", "::1"] }, (_remote, c) => c.notFound()),
    async (c) => {
      const entries = await list();
      c.header("Cache-Control", "no-store");
      if ((c.req.header("accept") ?? "").includes("application/json")) return c.json(entries);
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
      c.header("X-Robots-Tag", "noindex");
      return c.html(renderInbox(entries, site.brand));
    },
  );

  return app;
}

function renderInbox(entries: Submission[], brand: string) {
  const rows = entries.map(
    (e) =>
      html`<article>
        <h2>${e.provider === "form-to-email" ? "Form-to-email" : "E-mail service"} · <code>${e.route}</code></h2>
        <p class="meta">
          ${new Date(e.receivedAt).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })} IST · from ${e.client}
        </p>
        <pre>${JSON.stringify(e.fields, null, 2)}</pre>
      </article>`,
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Local inbox · ${brand}</title>
        <style>
          ${raw(
            "body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#0f172a}" +
              "article{border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0}" +
              "h2{font-size:1rem;margin:0}.meta{color:#475569;margin:.25rem 0 .75rem;font-size:.875rem}" +
              "pre{background:#f8fafc;padding:.75rem;border-radius:.5rem;overflow:auto;margin:0;white-space:pre-wrap;word-break:break-word}",
          )}
        </style>
      </head>
      <body>
        <h1>Local inbox</h1>
        <p>
          ${entries.length === 0 ? "No submissions yet. Submit any form of the site and it appears here." : `${entries.length} submission${entries.length === 1 ? "" : "s"}, newest first.`}
        </p>
        ${rows}
      </body>
    </html>`;
}
