import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { localeOf, localePath } from "../../app/config/locales.ts";
import { createApp } from "../../server/app.ts";
import { built, CLIENT, notFoundFiles, pages } from "./built";

/** The production server's app on this build, answering in memory as it would on a socket. */
const app = createApp({ buildDir: join(CLIENT, "..") });
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

/** The CSP hash of each inline script the browser runs (JSON-LD is data, not run). */
const inlineHashes = (path: string) =>
  Array.from(built(path).document.querySelectorAll("script:not([src])"))
    .filter((s) => s.getAttribute("type") !== "application/ld+json")
    .map(
      (s) =>
        `'sha256-${createHash("sha256")
          .update(s.textContent ?? "")
          .digest("base64")}'`,
    );

/** Where each not-found file is sent from: an unknown page, or an unknown city, in the file's language. */
const notFoundAt = Object.fromEntries(
  notFoundFiles.map((f) => [
    f,
    localePath(f.includes("/network/") ? "/network/atlantis" : "/no-such-page", localeOf(f)),
  ]),
);

describe("the production server on this build", () => {
  it.each([...pages.map((p) => [p, p, 200]), ...notFoundFiles.map((f) => [f, notFoundAt[f]!, 404])])(
    "%s is sent with its own CSP, which lets each of its inline scripts run and nothing frame it",
    async (file, path, status) => {
      const res = await get(path as string);
      expect(res.status).toBe(status);
      const csp = res.headers.get("content-security-policy") ?? "";
      const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      const hashes = inlineHashes(file as string);
      expect(hashes.length).toBeGreaterThan(0);
      expect(hashes.filter((h) => !scriptSrc.split(" ").includes(h))).toEqual([]);
      expect(csp).toContain("frame-ancestors 'none'");
      // The body is the built file, not another page's.
      expect(await res.text()).toBe(built(file as string).html);
    },
  );

  it("pages carry the security headers and revalidate with a 304", async () => {
    const res = await get("/about");
    const h = Object.fromEntries(res.headers);
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("geolocation=(self)");
    expect(h["cross-origin-opener-policy"]).toBe("same-origin");
    // The default build is for an https address, so it keeps browsers on HTTPS, and so does the CDN's file.
    expect(h["strict-transport-security"]).toMatch(/^max-age=[1-9]\d*$/);
    expect((await get("/no-such-page")).headers.get("strict-transport-security")).toBe(h["strict-transport-security"]);
    expect(readFileSync(join(CLIENT, "_headers"), "utf8")).toContain(
      `Strict-Transport-Security: ${h["strict-transport-security"]}`,
    );
    expect(h["cache-control"]).toContain("must-revalidate");
    const again = await get("/about", { "If-None-Match": h.etag! });
    expect(again.status).toBe(304);
  });

  it("hashed assets are cached for good; images, the sitemap and the share image go with their types", async () => {
    const script = readdirSync(join(CLIENT, "assets")).find((f) => /^entry\.client-.+\.js$/.test(f))!;
    expect((await get(`/assets/${script}`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const [path, type] of [
      ["/img/home-hero-800.avif", "image/avif"],
      ["/img/home-hero-800.webp", "image/webp"],
      ["/img/home-hero-800.jpg", "image/jpeg"],
      ["/og-image.png", "image/png"],
      ["/logo.png", "image/png"],
      ["/sitemap.xml", /xml/],
      ["/robots.txt", /^text\/plain/],
    ] as const) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(type);
    }
  });

  it("/Packing answers 301 to /packing", async () => {
    const res = await get("/Packing");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/packing");
  });
});
