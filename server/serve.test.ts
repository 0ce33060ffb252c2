// @vitest-environment node
import type { Server } from "node:http";
import { type AddressInfo, connect } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { commonHeaders } from "./security.ts";
import { startServer, TIMEOUTS } from "./serve.ts";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

function listen(timeouts = TIMEOUTS) {
  return new Promise<number>((resolve) => {
    // The app reads the whole body before answering, as the inbox does.
    server = startServer(
      { fetch: async (request) => new Response(await request.text()), port: 0, hostname: "127.0.0.1", timeouts },
      () => resolve((server!.address() as AddressInfo).port),
    );
  });
}

/** Sends raw bytes (optionally in timed pieces) and collects everything the server answers until it closes. */
function raw(port: number, pieces: string[], gapMs = 0) {
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("close", () => resolve(answer));
    socket.on("error", (e: NodeJS.ErrnoException) => (e.code === "ECONNRESET" ? resolve(answer) : reject(e)));
    let i = 0;
    const next = () => {
      if (socket.destroyed) return;
      if (i < pieces.length) socket.write(pieces[i++]!);
      if (i < pieces.length) setTimeout(next, gapMs);
    };
    socket.on("connect", next);
  });
}

const headerOf = (answer: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, "im").exec(answer.split("\r\n\r\n")[0] ?? "")?.[1];

describe("Node-level answers", () => {
  it("a request Node cannot parse gets 400 with the security headers", async () => {
    const port = await listen();
    const answer = await raw(port, ["GARBAGE\r\n\r\n"]);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    for (const [name, value] of Object.entries(commonHeaders)) expect(headerOf(answer, name), name).toBe(value);
  });

  it("oversized headers get 431 with the security headers", async () => {
    const port = await listen();
    const answer = await raw(port, [`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(40_000)}\r\n\r\n`]);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(headerOf(answer, "Cross-Origin-Opener-Policy")).toBe("same-origin");
    expect(headerOf(answer, "X-Frame-Options")).toBe("DENY");
  });

  it("a client that trickles its request is cut off after the request timeout, not kept for minutes", async () => {
    const port = await listen({
      headersTimeout: 400,
      requestTimeout: 500,
      keepAliveTimeout: 500,
      connectionsCheckingInterval: 100,
    });
    const started = Date.now();
    const pieces = ["POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n", ...Array(40).fill("x")];
    const answer = await raw(port, pieces, 100);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it.each([
    ["CONNECT", "CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n"],
    ["a method Node does not know", "BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n"],
  ])("%s gets a status line with the security headers, not a closed socket", async (_, request) => {
    const port = await listen();
    const answer = await raw(port, [request]);
    expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
    for (const [name, value] of Object.entries(commonHeaders)) expect(headerOf(answer, name), name).toBe(value);
    expect(headerOf(answer, "Content-Security-Policy")).toMatch(/^default-src 'none'/);
  });

  it("sets bounded timeouts by default", async () => {
    await listen();
    expect(server!.requestTimeout).toBeLessThanOrEqual(60_000);
    expect(server!.headersTimeout).toBeLessThanOrEqual(server!.requestTimeout);
  });
});

describe("answers the adapter gives before the app", () => {
  it.each([
    ["a raw backslash in the path", "GET /a\\b HTTP/1.1\r\nHost: localhost\r\n\r\n"],
    ["a Host with user information", "GET / HTTP/1.1\r\nHost: a@b\r\n\r\n"],
    ["an empty Host", "GET / HTTP/1.1\r\nHost: \r\n\r\n"],
    ["an asterisk target", "GET * HTTP/1.1\r\nHost: localhost\r\n\r\n"],
    ["HTTP/1.1 without Host", "GET / HTTP/1.1\r\n\r\n"],
  ])("%s gets 400 with the security headers and a body", async (_, request) => {
    const port = await listen();
    const answer = await raw(port, [request.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n")]);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    for (const [name, value] of Object.entries(commonHeaders)) expect(headerOf(answer, name), name).toBe(value);
    expect(headerOf(answer, "Cache-Control")).toBe("no-store");
    expect(answer.split("\r\n\r\n")[1]).toContain("Bad Request");
  });

  it("carries the build's own security headers, such as HSTS, on those answers too", async () => {
    const hsts = { ...commonHeaders, "Strict-Transport-Security": "max-age=31536000" };
    const port = await new Promise<number>((resolve) => {
      server = startServer({ fetch: () => new Response("ok"), port: 0, hostname: "127.0.0.1", security: hsts }, () =>
        resolve((server!.address() as AddressInfo).port),
      );
    });
    for (const request of ["GARBAGE\r\n\r\n", "GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"])
      expect(headerOf(await raw(port, [request]), "Strict-Transport-Security"), request).toBe("max-age=31536000");
  });
});
