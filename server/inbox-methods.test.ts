// @vitest-environment node
/** The provider paths take a POST and its CORS preflight; any other method is answered as the provider would. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

import { describe, expect, it } from "vitest";

import { createApp, NOT_FOUND_PAGES } from "./app.ts";
import { createInbox } from "./inbox.ts";
import { dir, inbox, remote, site, stored, withFreshInboxDir } from "./inbox-fixture.ts";

withFreshInboxDir();

const emailPaths = ["/api/v1.0/email/send", "/api/v1.0/email/send-form"];

describe("methods other than POST", () => {
  it.each(["GET", "PUT", "DELETE", "PATCH"])("%s /submit answers 405 in the form-to-email format", async (method) => {
    // A browser's Accept too: the HTML page is for a form post that failed, which this is not.
    const res = await inbox().request("/submit", { method, headers: { Accept: "text/html,*/*" } }, remote());
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(/^Method Not Allowed/) });
  });

  it.each(emailPaths)("GET and PUT %s answer 405 as text", async (path) => {
    for (const method of ["GET", "PUT"]) {
      const res = await inbox().request(path, { method }, remote());
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST, OPTIONS");
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await res.text()).toMatch(/^Method Not Allowed/);
    }
  });

  it.each(["/submit", ...emailPaths])("HEAD %s answers as GET does, without a body", async (path) => {
    const res = await inbox().request(path, { method: "HEAD" }, remote());
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await res.text()).toBe("");
  });

  it.each(["/submit", ...emailPaths])("still answers the CORS preflight for %s", async (path) => {
    const res = await inbox().request(
      path,
      {
        method: "OPTIONS",
        headers: {
          Origin: "https://other.example",
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      },
      remote(),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("content-type");
    expect(stored()).toEqual([]);
  });

  it("answers 405 in place of the site's 404 page when mounted in the site server", async () => {
    const build = join(dir, "build");
    for (const page of NOT_FOUND_PAGES) {
      mkdirSync(dirname(join(build, "client", page)), { recursive: true });
      writeFileSync(join(build, "client", page), "<h1>site not found page</h1>");
    }
    writeFileSync(join(build, "headers.json"), JSON.stringify({ common: {}, pages: {} }));
    const app = createApp({
      buildDir: build,
      extend: (a) => a.route("/", createInbox({ dir: join(dir, "data"), site })),
    });
    const get = await app.request("/submit", {}, remote());
    expect(get.status).toBe(405);
    expect(await get.json()).toEqual({ success: false, message: expect.stringMatching(/^Method Not Allowed/) });
    const head = await app.request("/api/v1.0/email/send", { method: "HEAD" }, remote());
    expect([head.status, head.headers.get("allow")]).toEqual([405, "POST, OPTIONS"]);
  });
});
