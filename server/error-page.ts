/**
 * The page a plain browser post (IBA and insurance quotes, before or without script) sees when its
 * submission is refused or fails. It says that nothing typed is lost and how to get back to it.
 */
import { html, raw } from "hono/html";

/** Self-contained: no script, no external style, no frames. */
export const ERROR_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'";

export interface ErrorPageOptions {
  status: number;
  message: string;
  /** A form post (the default) or any other request. */
  kind?: "form" | "page";
  /** A same-site page to go back to (the form's page), if known. */
  back?: string;
  brand: string;
}

export function errorPage({ status, message, kind = "form", back, brand }: ErrorPageOptions) {
  const retry = status >= 500 || status === 429;
  const title = kind === "form" ? "Your request was not sent" : "Something went wrong";
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · ${brand}</title>
        <style>
          ${raw(
            "body{font:18px/1.6 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:2rem 1.25rem;color:#0f172a}" +
              "h1{font-size:1.5rem;line-height:1.3}.note{background:#f1f5f9;border-radius:.5rem;padding:.75rem 1rem}" +
              "a{color:#1d4ed8;font-weight:600}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}",
          )}
        </style>
      </head>
      <body>
        <main>
          <h1>${title}</h1>
          <p class="note">${message}</p>
          ${
            kind === "form"
              ? html`<p>
                  Nothing you typed is lost: press your browser's <strong>Back</strong> button and the form still holds
                  your answers.
                  ${retry ? "Then send it again in a few minutes." : "Check them, then send the form again."}
                </p>`
              : html`<p>Please try again in a few minutes.</p>`
          }
          <p>
            <a href="${back ?? "/"}">${back ? "Return to the form page" : "Go to the home page"}</a>
          </p>
          <p>Error ${status}</p>
        </main>
      </body>
    </html>`;
}
