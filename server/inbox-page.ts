/**
 * The inbox as a page (compact, capped per entry, one page at a time) and as CSV. Whatever an entry
 * holds, rendering it can neither fail the page nor make it huge.
 */
import { html, raw } from "hono/html";

import type { Submission } from "./store.ts";

export const PER_PAGE = 50;
/** Characters shown per value, and per entry in all; the JSON and CSV exports keep everything. */
const VALUE_CAP = 500;
const ENTRY_CAP = 4000;

/** A value as one line of text: strings as they are, anything else as compact JSON. */
function asText(value: unknown): string {
  if (typeof value === "string") return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return "[unreadable value]";
  }
}

const cut = (text: string, cap: number) =>
  text.length > cap ? `${text.slice(0, cap)}… (${text.length - cap} more characters)` : text;

const istTime = (iso: unknown) => {
  const date = new Date(typeof iso === "string" ? iso : NaN);
  return Number.isNaN(date.getTime())
    ? "unknown time"
    : `${date.toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })} IST`;
};

function renderEntry(e: Submission) {
  let budget = ENTRY_CAP;
  const fields = typeof e.fields === "object" && e.fields !== null ? Object.entries(e.fields) : [];
  const rows = [];
  for (const [name, value] of fields) {
    if (budget <= 0) {
      rows.push(
        html`<dt>…</dt>
          <dd>${fields.length - rows.length} more fields in the JSON or CSV export</dd>`,
      );
      break;
    }
    const text = cut(asText(value), Math.min(VALUE_CAP, budget));
    budget -= name.length + text.length;
    rows.push(
      html`<dt>${cut(name, 80)}</dt>
        <dd>${text}</dd>`,
    );
  }
  return html`<article>
    <h2>${e.provider === "email-service" ? "E-mail service" : "Form-to-email"} · <code>${asText(e.route)}</code></h2>
    <p class="meta">${istTime(e.receivedAt)} · from ${asText(e.client)} · ${asText(e.id)}</p>
    <dl>${rows}</dl>
  </article>`;
}

/** One entry that cannot be shown becomes a note, never a broken page. */
function safeEntry(e: Submission) {
  try {
    return renderEntry(e);
  } catch {
    return html`<article><p class="meta">An entry that could not be shown (see the CSV export).</p></article>`;
  }
}

function pager(page: number, pages: number) {
  if (pages <= 1) return "";
  const link = (to: number, label: string, rel: string) => html`<a href="?page=${to}" rel="${rel}">${label}</a>`;
  return html`<nav aria-label="Pages">
    ${page > 1 ? link(page - 1, "← Newer", "prev") : ""} <span>Page ${page} of ${pages}</span>
    ${page < pages ? link(page + 1, "Older →", "next") : ""}
  </nav>`;
}

export function renderInbox(
  { entries, total, page }: { entries: Submission[]; total: number; page: number },
  brand: string,
) {
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const summary =
    total === 0
      ? "No submissions yet. Submit any form of the site and it appears here."
      : `${total} submission${total === 1 ? "" : "s"}, newest first.`;
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
              "dl{display:grid;grid-template-columns:minmax(6rem,max-content) 1fr;gap:.25rem 1rem;margin:0}" +
              "dt{font-weight:600}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}" +
              "nav{display:flex;gap:1rem;align-items:center}a{color:#1d4ed8}",
          )}
        </style>
      </head>
      <body>
        <h1>Local inbox</h1>
        <p>${summary} <a href="/inbox.csv" download>Download all as CSV</a></p>
        ${pager(page, pages)} ${entries.map(safeEntry)} ${pager(page, pages)}
      </body>
    </html>`;
}

/** A CSV cell: quoted, and defused when a spreadsheet would read it as a formula. */
function cell(value: unknown): string {
  let text = asText(value ?? "");
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const CSV_COLUMNS = ["id", "receivedAt", "provider", "route", "client", "fields"] as const;

/** The CSV export, one line per record in the order received; `fields` holds the whole payload as JSON. */
export async function* csvLines(records: AsyncIterable<Submission>): AsyncGenerator<string> {
  yield CSV_COLUMNS.join(",") + "\r\n";
  for await (const r of records) yield CSV_COLUMNS.map((k) => cell(r[k])).join(",") + "\r\n";
}
