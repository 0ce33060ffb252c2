/**
 * The local inbox: a stand-in for both form providers, so the site runs offline with no keys.
 *
 * - Form-to-email (Web3Forms contract): `POST /submit` in JSON, multipart or urlencoded; answers
 *   `{ success, message }`, or a 303 to the `redirect` field for a urlencoded browser post. A browser
 *   post that fails gets an HTML page saying its data is still in the form.
 * - E-mail service (EmailJS contract): `POST /api/v1.0/email/send` (JSON) and `/send-form`
 *   (multipart), answering `200 OK` as text, with CORS preflight.
 * - A submission is acknowledged only once stored whole (see store.ts); otherwise 503.
 * - `GET /inbox` (paged, newest first) and `GET /inbox.csv`: with INBOX_PASSWORD, to whoever has it
 *   (basic auth); without, to clients on this machine only. Either way only under our host names.
 */
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import { join } from "node:path";

import { type Context, Hono, type MiddlewareHandler } from "hono";
import { basicAuth } from "hono/basic-auth";
import { bodyLimit } from "hono/body-limit";
import { cors } from "hono/cors";
import { HTTPException } from "hono/http-exception";
import { rateLimiter } from "hono-rate-limiter";

import type { SiteConfig } from "../app/config/types.ts";
import {
  allowedHosts,
  clientResolver,
  hasForwardingHeaders,
  hostAllowed,
  isLoopbackHost,
  rateLimitKey,
  socketAddress,
} from "./client.ts";
import { createDedupe, fingerprint } from "./dedupe.ts";
import { ERROR_PAGE_CSP, errorPage } from "./error-page.ts";
import { formProblem, homeVisitNames, sentProblem } from "./forms.ts";
import { csvLines, PER_PAGE, renderInbox } from "./inbox-page.ts";
import { BadRequest, type Body, MAX_BODY_BYTES, readBody } from "./intake.ts";
import { recentFingerprints } from "./recent.ts";
import { createStore, StoreError, type Submission, type WriteChunk } from "./store.ts";

export type { Submission } from "./store.ts";

export const INBOX_FILE = "submissions.jsonl";

/**
 * What a visitor reads when the disk refused or stalled on the submission. Sending again is safe: a refused write
 * left nothing, and a stalled one that lands later is taken for the same request, not a second lead.
 */
export const STORE_FAILURE =
  "We could not save your request just now, so it was not sent. Please try again in a few minutes.";
const SERVER_FAILURE = "The server could not take your request just now. Please try again in a few minutes.";

export interface InboxOptions {
  /** Folder of the JSON-lines file. */
  dir: string;
  /** The build's configuration: keys and ids are checked against it, redirects kept on its origin. */
  site: SiteConfig;
  /** Accepted submissions per client per window (every POST counts). */
  rateLimit?: { limit: number; windowMs: number };
  /** Basic-auth password for the inbox page; empty: loopback clients only. */
  password?: string;
  /** Wrong passwords a client may try per window before every attempt is refused for the rest of it. */
  passwordAttempts?: { limit: number; windowMs: number };
  /** Wrong passwords all clients together may try per window before the inbox refuses everyone for the rest of it. */
  passwordAttemptsAll?: { limit: number; windowMs: number };
  /** Trusted reverse proxies, whose X-Forwarded-For names the client. */
  trusts?: (address: string) => boolean;
  /** Host names the server answers to as itself (default: the site's and loopback names). */
  hosts?: Set<string>;
  /** Test hook: the file-writing function (to simulate a full or frozen disk). */
  write?: WriteChunk;
  /** How long a submission waits for the disk before it is answered 503 (default 10 s). */
  writeTimeoutMs?: number;
  /** Writes queued or under way beyond which a submission is answered 503 at once (default 32). */
  maxWritesInFlight?: number;
  /** How long a stored submission's identical copy is taken for a retry and not stored again (default 15 min). */
  dedupeWindowMs?: number;
  /** Test hook: the clock the survey's days and slots are judged by. */
  now?: () => Date;
}

type Status = 200 | 400 | 403 | 405 | 413 | 429 | 500 | 503;
type Answer = (c: Context, status: Status, message: string) => Response | Promise<Response>;

const emailText: Answer = (c, status, message) => c.text(message, status);

/** The form-to-email service's own settings, which every form carries: a post with nothing else is empty. */
const PROVIDER_FIELDS = new Set(["access_key", "redirect", "subject", "from_name", "botcheck", "replyto"]);

/** A provider path takes only a POST, and the CORS preflight a browser sends before one. */
const ALLOWED_METHODS = "POST, OPTIONS";
const METHOD_NOT_ALLOWED = "Method Not Allowed: send the submission with POST.";

/** Browsers drop tabs and newlines from URLs and read `\` as `/`: a target holding any of them is refused outright. */
const hasControlOrBackslash = (text: string) =>
  [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return ch === "\\" || code <= 0x1f || (code >= 0x7f && code <= 0x9f);
  });

/** Digests of equal length, so neither the content nor the length of the password shows in the time taken. */
const digest = (text: string) => createHash("sha256").update(text).digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

export function createInbox({
  dir,
  site,
  rateLimit = { limit: 60, windowMs: 60_000 },
  password = "",
  passwordAttempts = { limit: 10, windowMs: 15 * 60_000 },
  passwordAttemptsAll = { limit: 50, windowMs: 60 * 60_000 },
  trusts,
  hosts = allowedHosts(site.url, "localhost"),
  write,
  writeTimeoutMs,
  maxWritesInFlight,
  dedupeWindowMs,
  now = () => new Date(),
}: InboxOptions) {
  const store = createStore(join(dir, INBOX_FILE), {
    write,
    timeoutMs: writeTimeoutMs,
    maxInFlight: maxWritesInFlight,
  });
  const recent = createDedupe({ windowMs: dedupeWindowMs });
  const { since, max } = recent.reach();
  // Every submission waits for this (milliseconds: only the file's tail is read); a file that cannot be read
  // leaves the memory empty, risking a duplicate lead but never a lost one.
  const restored = recentFingerprints(store.file, since, max)
    .then(recent.restore)
    .catch((error: unknown) => console.error("Inbox: could not read the recent submissions back", error));
  const clientOf = clientResolver(trusts);
  const siteOrigin = new URL(site.url).origin;
  const app = new Hono();

  /** The origins a redirect or a way back may point to: the site's, and the one serving this request if it is ours. */
  const ourOrigins = (c: Context) => {
    const origins = new Set([siteOrigin]);
    if (hostAllowed(c.req.url, hosts)) origins.add(new URL(c.req.url).origin);
    return origins;
  };

  /** An address on this site, resolved against the serving origin; null for anything else or anything odd. */
  const onThisSite = (c: Context, target: unknown): string | null => {
    if (typeof target !== "string" || target === "" || hasControlOrBackslash(target)) return null;
    const origins = ourOrigins(c);
    const base = origins.has(new URL(c.req.url).origin) ? c.req.url : siteOrigin;
    try {
      const url = new URL(target, base);
      // A path starting "//" is refused by the site itself (it reads as another host), so it is no target; user
      // information ("https://evil.example%2f@our.host/") shows another host first in the address bar.
      const ours = origins.has(url.origin) && !url.pathname.startsWith("//") && !url.username && !url.password;
      return ours ? url.href : null;
    } catch {
      return null;
    }
  };

  /** Relative when on the request's own origin: the browser then keeps the address it used, port and all. */
  const location = (c: Context, target: string) => {
    const url = new URL(target);
    return url.origin === new URL(c.req.url).origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
  };

  /** The form-to-email answer: its JSON contract, or an HTML page for a browser's own form post. */
  const formsAnswer: Answer = (c, status, message) => {
    if (status !== 200 && (c.req.header("accept") ?? "").includes("text/html")) {
      c.header("Content-Security-Policy", ERROR_PAGE_CSP);
      c.header("Cache-Control", "no-store");
      const back = onThisSite(c, c.req.header("referer")) ?? undefined;
      return c.html(errorPage({ status, message, back, brand: site.brand }), status);
    }
    return c.json({ success: status === 200, message }, status);
  };

  const answerFor = (c: Context) => (c.req.path === "/submit" ? formsAnswer : emailText);

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const answer = answerFor(c);
    const forms = answer === formsAnswer;
    if (error instanceof StoreError)
      return answer(c, 503, forms ? STORE_FAILURE : "Service Unavailable: the submission was not stored");
    console.error("Inbox: unexpected error", error);
    return answer(c, 500, forms ? SERVER_FAILURE : "Internal Server Error");
  });

  /**
   * Stores the submission. A copy of one stored within the window, or still being written, is answered from that
   * write instead of becoming a second lead; each copy gets the full deadline. The client is left out of the
   * fingerprint: a visitor's retry may come from another address.
   */
  async function save(c: Context, provider: Submission["provider"], fields: Record<string, unknown>) {
    const route = c.req.path;
    const client = clientOf(c);
    const key = fingerprint({ provider, route, fields });
    const record = (): Submission => ({
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      provider,
      route,
      client,
      fingerprint: key,
      fields,
    });
    await restored;
    await store.withinDeadline(recent.once(key, () => store.persist(record())));
  }

  // One counter per client (per IPv6 /64) across both providers; each answers in its own style.
  const limiter = rateLimiter({
    windowMs: rateLimit.windowMs,
    limit: rateLimit.limit,
    keyGenerator: (c) => rateLimitKey(clientOf(c)),
    handler: (c) => answerFor(c)(c, 429, "Too Many Requests"),
  });
  const sizeLimit: MiddlewareHandler = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => answerFor(c)(c, 413, "Payload Too Large: the limit is 1 MB."),
  });

  /** The body, or the provider's 400 for anything malformed or over the intake limits. */
  async function body(c: Context): Promise<Body | Response> {
    try {
      return await readBody(c);
    } catch (e) {
      if (e instanceof BadRequest) return answerFor(c)(c, 400, e.message);
      throw e;
    }
  }

  // ---- Form-to-email (Web3Forms contract) ----
  if (!site.forms.endpoint) {
    app.use(
      "/submit",
      cors({ origin: "*", allowMethods: ["POST", "OPTIONS"], allowHeaders: ["Content-Type", "Accept"] }),
    );
    app.post("/submit", limiter, sizeLimit, async (c) => {
      const read = await body(c);
      if (read instanceof Response) return read;
      const key = read.fields.access_key;
      if (typeof key !== "string" || key === "")
        return formsAnswer(c, 400, "Access key is missing: add an access_key field to the form.");
      if (key !== site.forms.accessKey)
        return formsAnswer(c, 403, "Invalid access key. Check the access_key field of the form.");
      if (Object.keys(read.fields).every((name) => PROVIDER_FIELDS.has(name)))
        return formsAnswer(c, 400, "The form is empty.");
      const { redirect: _, ...fields } = read.fields;
      const problem = formProblem(fields, {
        site,
        origins: [...ourOrigins(c)],
        now: now(),
        cities: await homeVisitNames(),
      });
      if (problem) return formsAnswer(c, 400, problem);
      // Checked before storing: a refused redirect must not leave a stored lead the visitor then sends again.
      const wantsRedirect =
        read.kind === "urlencoded" && read.fields.redirect !== undefined && read.fields.redirect !== "";
      const redirect = wantsRedirect ? onThisSite(c, read.fields.redirect) : null;
      if (wantsRedirect && !redirect)
        return formsAnswer(c, 400, "The redirect field must be an address on this website.");
      await save(c, "form-to-email", read.fields);
      if (redirect) return c.redirect(location(c, redirect), 303);
      return formsAnswer(c, 200, "Email sent successfully!");
    });
    // Any other method (HEAD is routed as GET) gets the provider's answer, not the site's 404 page; always
    // as JSON, since formsAnswer's HTML page tells of a form post whose data is still in the form.
    app.all("/submit", (c) => {
      c.header("Allow", ALLOWED_METHODS);
      return c.json({ success: false, message: METHOD_NOT_ALLOWED }, 405);
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
      app.post(path, limiter, sizeLimit, async (c) => {
        const read = await body(c);
        if (read instanceof Response) return read;
        if (read.kind !== kind)
          return emailText(
            c,
            400,
            kind === "json" ? "The request body must be JSON." : "The request body must be multipart/form-data.",
          );
        const problem = checkIds(read.fields);
        if (problem) return emailText(c, problem[0], problem[1]);
        const params = read.fields.template_params;
        if (
          kind === "json" &&
          params !== undefined &&
          (params === null || typeof params !== "object" || Array.isArray(params))
        ) {
          return emailText(c, 400, "The template params must be an object.");
        }
        // The form's own fields: the template params, or the form post without the fields the SDK adds.
        const { lib_version: _v, service_id: _s, template_id: templateId, user_id: _u, ...posted } = read.fields;
        const sent = kind === "json" ? ((params ?? {}) as Record<string, unknown>) : posted;
        const broken = sentProblem(sent, String(templateId), { site });
        if (broken) return emailText(c, 400, broken);
        await save(c, "email-service", read.fields);
        return emailText(c, 200, "OK");
      });
      app.all(path, (c) => {
        c.header("Allow", ALLOWED_METHODS);
        return emailText(c, 405, METHOD_NOT_ALLOWED);
      });
    }
  }

  // ---- Reading the inbox ----
  const checkPassword = basicAuth({
    realm: "Local inbox",
    verifyUser: (_user, given) => sameSecret(given, password),
  });
  // A browser's first request carries no password and is answered 401 to ask for one: not a guess.
  const wrongGuess = (c: Context) => c.res.status === 401 && c.req.header("authorization") !== undefined;
  // Only wrong passwords count; once the guesses are used up, the right password is refused too.
  const guessLimit = (
    attempts: { limit: number; windowMs: number },
    keyGenerator: (c: Context) => string,
    handler: (c: Context) => Response,
  ) =>
    rateLimiter({
      ...attempts,
      keyGenerator,
      skipSuccessfulRequests: true,
      requestWasSuccessful: (c) => !wrongGuess(c),
      handler,
    });
  const tooMany = (c: Context) => c.text("Too Many Requests: too many wrong passwords. Try again later.", 429);
  const clientGuesses = guessLimit(passwordAttempts, (c) => rateLimitKey(clientOf(c)), tooMany);
  // Per client alone, a guesser with many addresses (or a botnet) would be unbounded; this bounds them all, at
  // the cost of locking the office out too for the rest of the window.
  let everyoneRefusedUntil = 0;
  const everyonesGuesses = guessLimit(
    passwordAttemptsAll,
    () => "everyone",
    (c) => {
      const until = (c.get("rateLimit") as { resetTime?: Date } | undefined)?.resetTime?.getTime() ?? Date.now();
      if (until > everyoneRefusedUntil) {
        everyoneRefusedUntil = until;
        console.warn(
          `Inbox: ${passwordAttemptsAll.limit} wrong passwords from all clients together; the inbox refuses everyone until ${new Date(until).toISOString()}`,
        );
      }
      return tooMany(c);
    },
  );
  const passwordGate: MiddlewareHandler = (c, next) =>
    everyonesGuesses(c, async () => {
      // A refusal is returned, not set: as the outer limiter's `next`, it must land in the context itself.
      const refused = await clientGuesses(c, async () => {
        try {
          await checkPassword(c, next);
        } catch (error) {
          // basicAuth answers a wrong password by throwing its 401.
          if (error instanceof HTTPException) c.res = error.getResponse();
          else throw error;
        }
        if (wrongGuess(c)) console.warn(`Inbox: wrong password from ${clientOf(c)} for ${c.req.path}`);
      });
      if (refused) c.res = refused;
    });
  const onlyOurs: MiddlewareHandler = async (c, next) => {
    if (!hostAllowed(c.req.url, hosts))
      return c.text("Misdirected Request: this server does not answer to that host name.", 421);
    if (password) return passwordGate(c, next);
    // Without a password: this machine only. A proxy's forwarding headers mean the visitor is elsewhere.
    if (!isLoopbackHost(socketAddress(c)) || hasForwardingHeaders(c)) return c.notFound();
    await next();
  };
  const privateAnswer: MiddlewareHandler = async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
  };

  app.get("/inbox", onlyOurs, privateAnswer, async (c) => {
    const asked = Number(c.req.query("page") ?? "1");
    const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
    const { total, entries } = await store.page(page, PER_PAGE);
    c.header("X-Total-Count", String(total));
    if ((c.req.header("accept") ?? "").includes("application/json")) return c.json(entries);
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    return c.html(renderInbox({ entries, total, page }, site.brand));
  });

  app.get("/inbox.csv", onlyOurs, privateAnswer, (c) => {
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", 'attachment; filename="inbox.csv"');
    // Streamed line by line: the export never has to fit in memory as one string.
    const lines = csvLines(store.records());
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await lines.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await lines.return(undefined);
      },
    });
    return c.body(body);
  });

  return app;
}
