// @vitest-environment node
/** The local inbox as the two form providers: their contracts, answers and CORS. */

import { describe, expect, it } from "vitest";

import { postedLeads, sentLeads } from "./form-leads.ts";
import {
  accessKey,
  form,
  inbox,
  publicKey,
  remote,
  serviceId,
  site,
  stored,
  templates,
  withFreshInboxDir,
} from "./inbox-fixture.ts";

withFreshInboxDir();

describe("POST /submit (form-to-email contract)", () => {
  it("accepts multipart, stores every field and answers {success, message}", async () => {
    const res = await inbox().request("/submit", { method: "POST", body: form(postedLeads["quote pop-up"]) }, remote());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: expect.any(String) });
    const [entry] = stored();
    expect(entry).toMatchObject({
      provider: "form-to-email",
      route: "/submit",
      client: "203.0.113.9",
      fields: postedLeads["quote pop-up"],
    });
    expect(entry?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("accepts JSON", async () => {
    const res = await inbox().request(
      "/submit",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ access_key: accessKey, name: "Ravi" }),
      },
      remote(),
    );
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields).toEqual({ access_key: accessKey, name: "Ravi" });
  });

  it("answers a urlencoded browser post with a 303 to its redirect field", async () => {
    const body = new URLSearchParams({ access_key: accessKey, name: "Ravi", redirect: "http://localhost/thank-you" });
    const res = await inbox().request("http://localhost/submit", { method: "POST", body }, remote());
    expect(res.status).toBe(303);
    // Relative: the browser resolves it against the address it sent the form to, port and all.
    expect(res.headers.get("location")).toBe("/thank-you");
    expect(stored()[0]?.fields).toMatchObject({ name: "Ravi", redirect: "http://localhost/thank-you" });
  });

  it.each([
    ["a backslash path", "/\\evil.example"],
    ["a backslash path with a tab", "/\t/evil.example"],
    ["a tab inside the slashes", "/\t\\evil.example"],
    ["a protocol-relative URL", "//evil.example/phish"],
    ["a dot segment before two slashes", "/.//Evil.example"],
    ["an absolute URL of this site whose path starts with two slashes", "http://localhost//evil.example"],
    ["another origin", "https://evil.example/phish"],
    ["a lookalike of the site", `${site.url}.evil.example/`],
    ["a script URL", "javascript:alert(1)"],
    ["CRLF (header injection)", "/thank-you\r\nSet-Cookie: stolen=1"],
    ["a NUL byte", "/thank-you\u0000"],
    ["another host as user information before the site's", `https://evil.com%2f@${new URL(site.url).host}/thanks`],
    ["user information before this host", "http://evil.com@localhost/thanks"],
  ])("refuses %s as redirect with 400 in the provider's format, storing nothing", async (_label, redirect) => {
    const body = new URLSearchParams({ access_key: accessKey, name: "Ravi", redirect });
    const res = await inbox().request("http://localhost/submit", { method: "POST", body }, remote());
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(/redirect/) });
    expect(stored()).toEqual([]);
  });

  it("resolves a path against the serving origin when it is ours, else against the site URL", async () => {
    const post = (url: string) =>
      inbox().request(
        url,
        { method: "POST", body: new URLSearchParams({ access_key: accessKey, name: "Ravi", redirect: "/thank-you" }) },
        remote(),
      );
    expect((await post("http://localhost:3000/submit")).headers.get("location")).toBe("/thank-you");
    // HTTP/1.0 without Host: the adapter names the bound address without the port, which a relative target keeps.
    expect((await post("http://127.0.0.1/submit")).headers.get("location")).toBe("/thank-you");
    // A foreign Host (a proxy passing it on, DNS rebinding) never becomes a redirect target.
    expect((await post("http://evil.example/submit")).headers.get("location")).toBe(`${site.url}/thank-you`);
    const foreign = await inbox().request(
      "http://evil.example/submit",
      {
        method: "POST",
        body: new URLSearchParams({ access_key: accessKey, name: "R", redirect: "http://evil.example/x" }),
      },
      remote(),
    );
    expect(foreign.status).toBe(400);
  });

  it("redirects to the configured site URL too (the pre-render default)", async () => {
    const body = new URLSearchParams({ access_key: accessKey, name: "Ravi", redirect: `${site.url}/thank-you` });
    const res = await inbox().request("http://localhost/submit", { method: "POST", body }, remote());
    expect(res.headers.get("location")).toBe(`${site.url}/thank-you`);
  });

  it.each([
    ["the key alone", { access_key: accessKey }],
    ["the key and a redirect", { access_key: accessKey, redirect: "/x" }],
    ["the key and the form's fixed fields", { access_key: accessKey, subject: "Hi", from_name: "Site", botcheck: "" }],
  ])("refuses a post with %s and no field of its own as empty, storing nothing", async (_label, fields) => {
    const res = await inbox().request(
      "http://localhost/submit",
      { method: "POST", body: new URLSearchParams(fields) },
      remote(),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(/empty/) });
    expect(stored()).toEqual([]);
  });

  it("rejects a missing access key with 400 and a wrong one with 403, storing nothing", async () => {
    const missing = await inbox().request("/submit", { method: "POST", body: form({ name: "x" }) }, remote());
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ success: false, message: expect.stringMatching(/access key/i) });
    const wrong = await inbox().request(
      "/submit",
      { method: "POST", body: form({ access_key: "nope", name: "x" }) },
      remote(),
    );
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ success: false, message: expect.stringMatching(/invalid access key/i) });
    expect(stored()).toEqual([]);
  });

  it("answers 400 to malformed JSON, malformed multipart and unknown content types without crashing", async () => {
    const app = inbox();
    const bad = await app.request(
      "/submit",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: "{not json" },
      remote(),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ success: false });
    const arr = await app.request(
      "/submit",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: "[1,2]" },
      remote(),
    );
    expect(arr.status).toBe(400);
    const multipart = await app.request(
      "/submit",
      {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=zzz" },
        body: "--zzz\r\ngarbage without headers",
      },
      remote(),
    );
    expect(multipart.status).toBe(400);
    const text = await app.request(
      "/submit",
      { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hi" },
      remote(),
    );
    expect(text.status).toBe(400);
    // Still serving afterwards.
    const ok = await app.request(
      "/submit",
      { method: "POST", body: form({ access_key: accessKey, name: "ok" }) },
      remote(),
    );
    expect(ok.status).toBe(200);
  });

  it("rejects bodies over 1 MB with 413", async () => {
    const res = await inbox().request(
      "/submit",
      { method: "POST", body: form({ access_key: accessKey, message: "x".repeat(1024 * 1024 + 10) }) },
      remote(),
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false });
    expect(stored()).toEqual([]);
  });

  it("answers CORS preflight", async () => {
    const res = await inbox().request(
      "/submit",
      { method: "OPTIONS", headers: { Origin: "https://other.example", "Access-Control-Request-Method": "POST" } },
      remote(),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("POST /api/v1.0/email/send and /send-form (e-mail service contract)", () => {
  const sendBody = (over: Record<string, unknown> = {}) =>
    JSON.stringify({
      lib_version: "4.4.1",
      user_id: publicKey,
      service_id: serviceId,
      template_id: templates.callback,
      template_params: sentLeads.callback,
      ...over,
    });

  it("send: accepts the SDK's JSON and answers 200 OK", async () => {
    const res = await inbox().request(
      "/api/v1.0/email/send",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: sendBody() },
      remote(),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("OK");
    expect(stored()[0]).toMatchObject({
      provider: "email-service",
      route: "/api/v1.0/email/send",
      fields: { template_id: templates.callback, template_params: sentLeads.callback },
    });
  });

  it("send-form: accepts multipart and answers 200 OK", async () => {
    const body = form({
      ...sentLeads.application,
      lib_version: "4.4.1",
      service_id: serviceId,
      template_id: templates.application,
      user_id: publicKey,
    });
    const res = await inbox().request("/api/v1.0/email/send-form", { method: "POST", body }, remote());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("OK");
    expect(stored()[0]?.fields).toEqual({
      ...sentLeads.application,
      lib_version: "4.4.1",
      service_id: serviceId,
      template_id: templates.application,
      user_id: publicKey,
    });
  });

  it("checks the public key (403), service id and template id (400)", async () => {
    const app = inbox();
    const post = (over: Record<string, unknown>) =>
      app.request(
        "/api/v1.0/email/send",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: sendBody(over) },
        remote(),
      );
    const key = await post({ user_id: "wrong" });
    expect([key.status, await key.text()]).toEqual([403, "The Public Key is invalid"]);
    const service = await post({ service_id: "wrong" });
    expect([service.status, await service.text()]).toEqual([400, "The service ID is invalid"]);
    const template = await post({ template_id: "wrong" });
    expect([template.status, await template.text()]).toEqual([400, "The template ID is invalid"]);
    const noKey = await post({ user_id: undefined });
    expect(noKey.status).toBe(400);
    const params = await post({ template_params: "a string" });
    expect(params.status).toBe(400);
    expect(stored()).toEqual([]);
  });

  it("refuses the wrong body type for each route, and malformed bodies", async () => {
    const app = inbox();
    const formToSend = await app.request(
      "/api/v1.0/email/send",
      { method: "POST", body: form({ user_id: publicKey }) },
      remote(),
    );
    expect(formToSend.status).toBe(400);
    const jsonToForm = await app.request(
      "/api/v1.0/email/send-form",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: sendBody() },
      remote(),
    );
    expect(jsonToForm.status).toBe(400);
    const broken = await app.request(
      "/api/v1.0/email/send",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" },
      remote(),
    );
    expect(broken.status).toBe(400);
  });

  it("rejects bodies over 1 MB with 413", async () => {
    const res = await inbox().request(
      "/api/v1.0/email/send",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: sendBody({ template_params: { big: "x".repeat(1024 * 1024) } }),
      },
      remote(),
    );
    expect(res.status).toBe(413);
  });
});
