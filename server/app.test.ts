// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp } from "./app";

let buildDir: string;
let server: ServerType;
let port: number;

function put(path: string, body: string, compress = false) {
  const file = join(buildDir, "client", path);
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, body);
  if (compress) {
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
  }
}

/** A raw HTTP request: no client-side normalisation of the path, as an attacker would send it. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
        let body = "";
        res.setEncoding("latin1");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), "site-build-"));
  put("index.html", "<h1>Home</h1>".repeat(50), true);
  put("packing/index.html", "<h1>Packing</h1>");
  put("404.html", "<h1>We couldn’t find that page</h1>");
  put("network/404.html", "<h1>City Not Found</h1>");
  put("hi/404.html", "<h1>Hindi not found</h1>");
  put("hi/network/404.html", "<h1>Hindi city not found</h1>");
  put("bn/404.html", "<h1>Bengali not found</h1>");
  put("bn/network/404.html", "<h1>Bengali city not found</h1>");
  put("network/patna/index.html", "<h1>Patna</h1>");
  put("assets/app-Ab12Cd.js", "console.log(1)");
  put("network/patna.data", '[{"_1":2},"routes/network-city",{"city":"Patna"}]', true);
  put("_headers", "/*\n  X-Frame-Options: DENY\n");
  put("_redirects", "/old /new 301\n");
  put("sitemap.xml", "<urlset></urlset>", true);
  writeFileSync(join(buildDir, "secret.txt"), "outside the client folder");
  writeFileSync(
    join(buildDir, "headers.json"),
    JSON.stringify({
      common: { "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" },
      pages: {
        "/index.html": { csp: "default-src 'self'; frame-ancestors 'none'" },
        "/404.html": { csp: "default-src 'self'; script-src 'self' 'sha256-x'" },
        "/network/404.html": { csp: "default-src 'self'; script-src 'self' 'sha256-y'" },
        "/hi/404.html": { csp: "default-src 'self'; script-src 'self' 'sha256-h'" },
        "/hi/network/404.html": { csp: "default-src 'self'; script-src 'self' 'sha256-c'" },
        "/bn/404.html": { csp: "default-src 'self'; script-src 'self' 'sha256-b'" },
        "/bn/network/404.html": { csp: "default-src 'self'; script-src 'self' 'sha256-d'" },
      },
    }),
  );
  const app = createApp({ buildDir });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe("production server", () => {
  it("serves pre-rendered pages with the page's CSP, security headers and revalidation", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers["content-security-policy"]).toBe("default-src 'self'; frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("serves the pre-compressed brotli or gzip file the client accepts", async () => {
    expect((await get("/", { "accept-encoding": "gzip, br" })).headers["content-encoding"]).toBe("br");
    expect((await get("/", { "accept-encoding": "gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await get("/")).headers["content-encoding"]).toBeUndefined();
  });

  it("serves a page's navigation data compressed, revalidated and typed as React Router's server types it", async () => {
    const res = await get("/network/patna.data", { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/x-script");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("caches hashed assets for a year as immutable", async () => {
    const res = await get("/assets/app-Ab12Cd.js");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("redirects upper-case paths to their lower-case canonical form, keeping the query", async () => {
    const res = await get("/Packing?from=home");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/packing?from=home");
  });

  it.each(["//Evil.com/Login", "///Evil.com", "/.//Evil.com", "//evil.com", "/%2e//Evil.com"])(
    "never redirects %s off the site: a path starting with two slashes is not a page",
    async (path) => {
      const res = await get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.location, path).toBeUndefined();
    },
  );

  it("states how long its lower-case redirect may be cached, and keeps it a path on this site", async () => {
    const res = await get("/Packing/Index.HTML?x=//evil.com");
    expect(res.headers.location).toBe("/packing/index.html?x=//evil.com");
    expect(res.headers["cache-control"]).toMatch(/max-age=\d+/);
  });

  it.each([
    "/_headers",
    "/_HEADERS",
    "/_redirects",
    "/index.html.br",
    "/index.html.gz",
    "/packing/index.html.BR",
    // Spelled otherwise, the same files: encoded, with a trailing slash, through dot segments, in mixed case.
    "/%5fheaders",
    "/%5F%68eaders",
    "/_headers/",
    "/_Headers/",
    "/packing/../_headers",
    "/index.html.br/",
    "/index.html.b%72",
    "/index.html.G%5A",
    "/sitemap.xml.gz/",
    "/packing/index.html.br//",
    // The not-found pages are answers, not pages of their own.
    "/404.html",
    "/network/404.html",
    "/hi/404.html",
  ])("does not hand out %s, a build file that is not a page", async (path) => {
    const res = await get(path, { "accept-encoding": "br, gzip" });
    expect(res.status, path).toBe(404);
    expect(res.headers["content-type"], path).toMatch(/^text\/html/);
    expect(res.headers["content-encoding"], path).toBeUndefined();
    expect(res.body, path).not.toContain("X-Frame-Options");
  });

  it("does not lower-case asset paths that exist", async () => {
    expect((await get("/assets/app-Ab12Cd.js")).status).toBe(200);
  });

  it("answers unknown paths with the designed 404 page and its CSP", async () => {
    const res = await get("/no-such-page");
    expect(res.status).toBe(404);
    expect(res.body).toContain("couldn");
    expect(res.headers["content-security-policy"]).toContain("sha256-x");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("answers unknown cities with the city-not-found page and 404", async () => {
    const res = await get("/network/atlantis");
    expect(res.status).toBe(404);
    expect(res.body).toContain("City Not Found");
    expect((await get("/network/patna")).status).toBe(200);
  });

  it("answers unknown addresses under a language's prefix with that language's 404 pages, so they hydrate there", async () => {
    for (const [path, body, hash] of [
      ["/hi/no-such-page", "Hindi not found", "sha256-h"],
      ["/hi/network/atlantis", "Hindi city not found", "sha256-c"],
      ["/bn/no-such-page", "Bengali not found", "sha256-b"],
      ["/bn/network/atlantis", "Bengali city not found", "sha256-d"],
      ["/bnx/contact", "couldn", "sha256-x"],
      ["/hiring", "couldn", "sha256-x"],
      ["/network/hi/atlantis", "couldn", "sha256-x"],
    ]) {
      const res = await get(path!);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain(body);
      expect(res.headers["content-security-policy"], path).toContain(hash);
    }
  });

  it.each([
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E/%2E%2E/etc/passwd",
    "/assets/..%2f..%2fsecret.txt",
    "/..%5csecret.txt",
    "/a%2fb",
    "/%E0%A4%A",
    "/%",
    "/%00",
    "/.git/config",
    "/.env",
    "/assets/.hidden",
    "//etc/passwd",
  ])("never serves a file outside the build for %s", async (path) => {
    const res = await get(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).not.toContain("outside the client folder");
    expect(res.body).not.toContain("root:");
  });
});

describe("HTTP details", () => {
  it("sends validators and answers 304 to a revalidation, by ETag or by date", async () => {
    const first = await get("/packing");
    const etag = first.headers.etag as string;
    const modified = first.headers["last-modified"] as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(Date.parse(modified)).not.toBeNaN();
    const byTag = await get("/packing", { "if-none-match": etag });
    expect([byTag.status, byTag.body]).toEqual([304, ""]);
    expect(byTag.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await get("/packing", { "if-modified-since": modified })).status).toBe(304);
    expect((await get("/packing", { "if-none-match": '"stale"', "if-modified-since": modified })).status).toBe(200);
    // Each encoding is its own representation with its own tag.
    expect((await get("/", { "accept-encoding": "br" })).headers.etag).not.toBe((await get("/")).headers.etag);
  });

  it("says Vary: Accept-Encoding on compressible answers, compressed or not", async () => {
    expect((await get("/packing")).headers.vary).toBe("Accept-Encoding");
    expect((await get("/", { "accept-encoding": "identity" })).headers.vary).toBe("Accept-Encoding");
  });

  it("honours q-values when choosing the encoding", async () => {
    const encoding = async (header: string) =>
      (await get("/", { "accept-encoding": header })).headers["content-encoding"];
    expect(await encoding("gzip;q=1.0, br;q=0.5")).toBe("gzip");
    expect(await encoding("br;q=0.9, gzip;q=0.8")).toBe("br");
    expect(await encoding("gzip;q=1, br;q=1")).toBe("br");
    expect(await encoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(await encoding("*;q=0.5")).toBe("br");
    expect(await encoding("identity;q=1, br;q=0.1")).toBeUndefined();
  });

  it("answers a single byte range with 206, anything invalid or multiple with 200, beyond the end with 416", async () => {
    const whole = "<h1>Packing</h1>";
    const part = await get("/packing", { range: "bytes=4-10" });
    expect([part.status, part.body, part.headers["content-range"]]).toEqual([206, whole.slice(4, 11), "bytes 4-10/16"]);
    expect((await get("/packing", { range: "bytes=-3" })).body).toBe("h1>");
    for (const range of ["bytes=0-1,4-5", "bytes=abc", "items=0-1", "bytes=9-2", "bytes=-"]) {
      const res = await get("/packing", { range });
      expect([res.status, res.body], range).toEqual([200, whole]);
    }
    const beyond = await get("/packing", { range: "bytes=100-" });
    expect([beyond.status, beyond.headers["content-range"]]).toEqual([416, "bytes */16"]);
  });

  it("isolates the browsing context: Cross-Origin-Opener-Policy on pages and 404s", async () => {
    expect((await get("/")).headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect((await get("/nope")).headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("answers an unexpected failure with an HTML page with a way home, not a plain-text 500", async () => {
    const app = createApp({
      buildDir,
      brand: "Test Movers",
      extend: (a) =>
        a.get("/explode", () => {
          throw new Error("boom");
        }),
    });
    const res = await app.request("/explode");
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const page = await res.text();
    expect(page).toContain('href="/"');
    expect(page).not.toContain("boom");
  });
});
