// @vitest-environment node
/** How the local inbox reads a body: which content types it takes, and that text arrives exactly as sent. */

import { describe, expect, it } from "vitest";

import {
  accessKey,
  inbox,
  publicKey,
  remote,
  serviceId,
  stored,
  templates,
  withFreshInboxDir,
} from "./inbox-fixture.ts";

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

/** A body from text and raw bytes, so a test can put bytes in it that no string can hold. */
const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p) : Uint8Array.from(p))));

const NOT_UTF8 = "The request body is not valid UTF-8.";

/** Byte sequences no UTF-8 decoder may accept: a stray byte, a cut character, an overlong form, a surrogate. */
const invalid: [string, number[]][] = [
  ["a byte that never starts a character", [0xff]],
  ["a character cut short", [0xe0, 0xa4]],
  ["an overlong encoding", [0xc0, 0xaf]],
  ["an encoded surrogate", [0xed, 0xa0, 0x80]],
];
const hex = (b: number[]) => b.map((n) => `%${n.toString(16).toUpperCase()}`).join("");

describe("text that is not UTF-8", () => {
  describe.each(invalid)("%s", (_label, bad) => {
    it("is refused in JSON with 400 in each provider's format, storing nothing", async () => {
      const forms = await post(bytes(`{"access_key":"${accessKey}","name":"Ra`, bad, `vi"}`), "application/json");
      expect(forms.status).toBe(400);
      expect(await forms.json()).toEqual({ success: false, message: NOT_UTF8 });
      const email = await post(
        bytes(
          `{"user_id":"${publicKey}","service_id":"${serviceId}","template_id":"${templates.callback}",`,
          `"template_params":{"name":"`,
          bad,
          `"}}`,
        ),
        "application/json",
        "/api/v1.0/email/send",
      );
      expect([email.status, await email.text()]).toEqual([400, NOT_UTF8]);
      expect(stored()).toEqual([]);
    });

    it("is refused in a urlencoded body, as raw bytes or as percent-escapes, in a value or a name", async () => {
      const type = "application/x-www-form-urlencoded";
      for (const body of [
        bytes(`access_key=${accessKey}&name=Ra`, bad, "vi"),
        bytes(`access_key=${accessKey}&name=Ra${hex(bad)}vi`),
        bytes(`access_key=${accessKey}&na${hex(bad)}me=Ravi`),
      ]) {
        const res = await post(body, type);
        expect(res.status, body.toString("latin1")).toBe(400);
        expect(await res.json()).toEqual({ success: false, message: NOT_UTF8 });
      }
      expect(stored()).toEqual([]);
    });
  });

  it.each([
    ["a lone surrogate in JSON", `{"access_key":"${accessKey}","name":"\\ud800x"}`, "application/json"],
    ["a lone low surrogate in a JSON name", `{"access_key":"${accessKey}","\\udc00":"x"}`, "application/json"],
    ["NUL in a JSON value", `{"access_key":"${accessKey}","name":"a\\u0000b"}`, "application/json"],
    ["NUL in a urlencoded value", `access_key=${accessKey}&name=a%00b`, "application/x-www-form-urlencoded"],
    ["NUL in a urlencoded name", `access_key=${accessKey}&na%00me=x`, "application/x-www-form-urlencoded"],
    [
      "NUL in a multipart value",
      `--b0\r\nContent-Disposition: form-data; name="access_key"\r\n\r\n${accessKey}\r\n--b0\r\nContent-Disposition: form-data; name="name"\r\n\r\na\u0000b\r\n--b0--\r\n`,
      "multipart/form-data; boundary=b0",
    ],
  ])("refuses %s with 400, storing nothing: it is not text a visitor typed", async (_label, body, type) => {
    const res = await post(body, type);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: expect.any(String) });
    const email = await post(
      `{"user_id":"${publicKey}","service_id":"${serviceId}","template_id":"${templates.callback}","template_params":{"name":"\\ud800"}}`,
      "application/json",
      "/api/v1.0/email/send",
    );
    expect(email.status).toBe(400);
    expect(stored()).toEqual([]);
  });

  it("keeps valid text exactly, a real U+FFFD included", async () => {
    const text = "राम \uFFFD 😀 অমিত";
    // Each post says how it came, or the second and third would be taken for retries of the first.
    const asJson = await post(JSON.stringify({ access_key: accessKey, name: text, via: "json" }), "application/json");
    expect(asJson.status).toBe(200);
    const asForm = await post(
      new URLSearchParams({ access_key: accessKey, name: text, via: "form" }).toString(),
      "application/x-www-form-urlencoded",
    );
    expect(asForm.status).toBe(200);
    const raw = await post(bytes(`access_key=${accessKey}&name=${text}&via=raw`), "application/x-www-form-urlencoded");
    expect(raw.status).toBe(200);
    expect(stored().map((e) => e.fields.name)).toEqual([text, text, text]);
  });

  it("reads urlencoded bodies as browsers write them: + for space, and a stray % kept as it is", async () => {
    const res = await post(
      `access_key=${accessKey}&name=Asha+Verma&note=100%+sure+%zz&empty=&flag&&`,
      "application/x-www-form-urlencoded",
    );
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields).toEqual({
      access_key: accessKey,
      name: "Asha Verma",
      note: "100% sure %zz",
      empty: "",
      flag: "",
    });
  });

  it("keeps raw text beside escapes and a stray %, which Node's own form parsing garbles", async () => {
    const res = await post(`access_key=${accessKey}&note=50%25 off%zz%20राम`, "application/x-www-form-urlencoded");
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields.note).toBe("50% off%zz राम");
  });

  it("keeps repeated names as a list, and a name ending in [] as a list always", async () => {
    const res = await post(
      `access_key=${accessKey}&room=Kitchen&room=Hall&one[]=x`,
      "application/x-www-form-urlencoded",
    );
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields).toEqual({ access_key: accessKey, room: ["Kitchen", "Hall"], "one[]": ["x"] });
  });

  it("keeps a field named __proto__ as a field", async () => {
    const res = await post(`access_key=${accessKey}&__proto__=a&__proto__=b`, "application/x-www-form-urlencoded");
    expect(res.status).toBe(200);
    const fields = JSON.parse(`{"access_key":"${accessKey}","__proto__":["a","b"]}`) as unknown;
    expect(stored()[0]?.fields).toEqual(fields);
  });
});

describe("multipart bodies", () => {
  const part = (headers: string, content: (string | number[])[]) =>
    bytes(`--b0\r\n${headers}\r\n\r\n`, ...content, "\r\n");
  const field = (name: string, ...content: (string | number[])[]) =>
    part(`Content-Disposition: form-data; name="${name}"`, content);
  const multipart = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from("--b0--\r\n")]);
  const type = "multipart/form-data; boundary=b0";
  const idFields = [
    field("service_id", serviceId),
    field("template_id", templates.quote),
    field("user_id", publicKey),
  ] as const;

  it.each(invalid)("refuses %s in a text field with 400 in each provider's format", async (_label, bad) => {
    const forms = await post(multipart(field("access_key", accessKey), field("name", "Ra", bad, "vi")), type);
    expect(forms.status).toBe(400);
    expect(await forms.json()).toEqual({ success: false, message: NOT_UTF8 });
    const email = await post(multipart(...idFields, field("name", "Ra", bad, "vi")), type, "/api/v1.0/email/send-form");
    expect([email.status, await email.text()]).toEqual([400, NOT_UTF8]);
    expect(stored()).toEqual([]);
  });

  it("refuses bytes that are not UTF-8 in a field name or a file name", async () => {
    const inName = await post(
      multipart(
        field("access_key", accessKey),
        bytes(`--b0\r\nContent-Disposition: form-data; name="na`, [0xff], `me"\r\n\r\nRavi\r\n`),
      ),
      type,
    );
    const inFileName = await post(
      multipart(
        field("access_key", accessKey),
        bytes(`--b0\r\nContent-Disposition: form-data; name="photo"; filename="a`, [0xc0, 0xaf], `.jpg"\r\n\r\nx\r\n`),
      ),
      type,
    );
    for (const res of [inName, inFileName]) {
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: NOT_UTF8 });
    }
    expect(stored()).toEqual([]);
  });

  it("takes any bytes in a file, keeping its name, size and type, and text fields exactly", async () => {
    const text = "राम \uFFFD 😀 অমিত";
    const data = new FormData();
    data.append("access_key", accessKey);
    data.append("name", text);
    data.append('say "hi"', "x");
    data.append(
      "photo",
      new File([new Uint8Array([0xff, 0xfe, 0x00, 0xc0, 0xaf, 0xed, 0xa0, 0x80])], "घर.jpg", { type: "image/jpeg" }),
    );
    data.append("photo", new File(["plain"], 'a "quoted" name.txt'));
    const res = await inbox().request("/submit", { method: "POST", body: data }, remote());
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields).toEqual({
      access_key: accessKey,
      name: text,
      'say "hi"': "x",
      photo: [
        { file: "घर.jpg", size: 8, type: "image/jpeg" },
        { file: 'a "quoted" name.txt', size: 5, type: "application/octet-stream" },
      ],
    });
  });

  it("takes a file part without a type, and an empty field", async () => {
    const body = bytes(
      field("access_key", accessKey),
      field("note"),
      part('Content-Disposition: form-data; name="scan"; filename="scan.bin"', [[0x2d, 0x2d, 0xff, 0x0d, 0x0a]]),
      "--b0--\r\n",
    );
    const res = await post(body, type);
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields).toEqual({
      access_key: accessKey,
      note: "",
      scan: { file: "scan.bin", size: 5, type: "text/plain" },
    });
  });

  it("takes a file name in RFC 5987 form, which wins over the plain one", async () => {
    const body = bytes(
      field("access_key", accessKey),
      part(
        `Content-Disposition: form-data; name="plan"; filename="plan.pdf"; filename*=UTF-8''%E0%A4%98%E0%A4%B0.pdf\r\nContent-Type: application/pdf`,
        [[0x25, 0x50, 0x44, 0x46, 0xe2]],
      ),
      "--b0--\r\n",
    );
    const res = await post(body, type);
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields.plan).toEqual({ file: "घर.pdf", size: 5, type: "application/pdf" });
  });

  it("ignores a preamble and an epilogue, as RFC 2046 asks", async () => {
    const body = bytes("preamble\r\n", field("access_key", accessKey), field("name", "Ravi"), "--b0--\r\nepilogue");
    const res = await post(body, type);
    expect(res.status).toBe(200);
    expect(stored()[0]?.fields).toEqual({ access_key: accessKey, name: "Ravi" });
  });
});
