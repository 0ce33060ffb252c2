import { describe, expect, it } from "vitest";

import { editorApp } from "./app.ts";
import { editorConfig } from "./config.ts";

const options = { repo: "company/site" };
const app = editorApp(options);
const get = (path: string, host = "localhost:3000") => app.request(`http://${host}${path}`);

describe("the editor's local server", () => {
  it.each(["localhost:3000", "127.0.0.1:3000", "[::1]:3000"])("serves the editor to %s", async (host) => {
    const page = await get("/admin/", host);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('href="/admin/config.json"');
    expect(html).toContain('src="/admin/sveltia-cms.js"');
    // Immutable.js, which the editor would fetch from a CDN for a field of its own, comes from here.
    expect(html).toMatch(/"https:\/\/unpkg\.com\/immutable@[\d.]+\/dist\/immutable\.es\.js":"\/admin\/immutable\.js"/);
  });

  it.each(["evil.example", "192.168.1.20:3000", "localhost.evil.example"])(
    "refuses a request that names another host (%s)",
    async (host) => {
      expect((await get("/admin/", host)).status).toBe(403);
      expect((await get("/admin/config.json", host)).status).toBe(403);
    },
  );

  it("gives the editor the configuration made from the schemas", async () => {
    expect(await (await get("/admin/config.json")).json()).toEqual(JSON.parse(JSON.stringify(editorConfig(options))));
  });

  it("serves the editor's script and icons from the installed packages, with no network", async () => {
    const script = await get("/admin/sveltia-cms.js");
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const chunk = await get("/admin/chunks/react-dom.js");
    expect(chunk.headers.get("content-type")).toMatch(/javascript/);
    expect((await get("/admin/immutable.js")).status).toBe(200);
    expect((await get("/admin/chunks/..%2F..%2Fpackage.json")).status).toBe(404);
    const icons = await get("/admin/icons.woff2");
    expect(
      Buffer.from(await icons.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe("wOF2");
  });
});

describe("the editor's own fields", () => {
  it("come bundled with the schema rules they check", async () => {
    const script = await get("/admin/fields.js");
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    const text = await script.text();
    expect(text).toMatch(/registerFieldType\(.price.,/);
    expect(text).toMatch(/registerFieldType\(.id.,/);
    expect(text).not.toMatch(/^import /m);
  }, 30_000);
});
