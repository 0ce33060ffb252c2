// @vitest-environment node
/** How the local inbox reads a body: which content types it takes, and that text arrives exactly as sent. */

import { describe, expect, it } from "vitest";

import { accessKey, inbox, remote, stored, withFreshInboxDir } from "./inbox-fixture.ts";

withFreshInboxDir();

const post = (body: BodyInit, contentType: string, path = "/submit") =>
  inbox().request(path, { method: "POST", headers: { "Content-Type": contentType }, body }, remote());

describe("content types", () => {
  const json = JSON.stringify({ access_key: accessKey, name: "Ravi" });
  const urlencoded = new URLSearchParams({ access_key: accessKey, name: "Ravi" }).toString();
  const multipart = `--b0\r\nContent-Disposition: form-data; name="access_key"\r\n\r\n${accessKey}\r\n--b0\r\nContent-Disposition: form-data; name="name"\r\n\r\nRavi\r\n--b0--\r\n`;

  it.each([
    ["application/jsonfoo", json],
    ["application/json-seq", json],
    ["text/application/json", json],
    ["application/x-www-form-urlencodedx", urlencoded],
    ["multipart/form-datax; boundary=b0", multipart],
    ["multipart/form-data-extra; boundary=b0", multipart],
  ])("refuses %s as an unsupported content type, storing nothing", async (type, body) => {
    const res = await post(body, type);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: expect.stringMatching(/^Unsupported content type/) });
    expect(stored()).toEqual([]);
  });

  it.each([
    [" Application/JSON ; charset=utf-8", json],
    ["application/x-www-form-urlencoded;charset=UTF-8", urlencoded],
    ["MULTIPART/Form-Data; boundary=b0", multipart],
  ])("takes %s, matched without case, spaces or parameters", async (type, body) => {
    const res = await post(body, type);
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields).toEqual({ access_key: accessKey, name: "Ravi" });
  });
});
