// @vitest-environment node
import { describe, expect, it } from "vitest";

import { ConfigError, readServerConfig } from "./config.ts";

const PASSWORD = "correct horse battery";

describe("server configuration", () => {
  it("has working defaults for a local run", () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: "localhost",
      buildDir: "build",
      inbox: { dir: "data/inbox", rateLimit: { limit: 60, windowMs: 60_000 }, password: "" },
      trustProxy: "",
    });
    expect(config.trusts("127.0.0.1")).toBe(false);
  });

  it("reads every variable", () => {
    const config = readServerConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      BUILD_DIR: "/srv/build",
      INBOX_DIR: "/tmp/x",
      INBOX_RATE_LIMIT: "500",
      INBOX_RATE_WINDOW_MS: "1000",
      INBOX_PASSWORD: PASSWORD,
      TRUST_PROXY: "loopback",
    });
    expect(config).toMatchObject({
      port: 8080,
      host: "0.0.0.0",
      buildDir: "/srv/build",
      inbox: { dir: "/tmp/x", rateLimit: { limit: 500, windowMs: 1000 }, password: PASSWORD },
    });
    expect(config.trusts("127.0.0.1")).toBe(true);
  });

  it("stops on invalid values with one message naming every variable", () => {
    let message = "";
    try {
      readServerConfig({
        PORT: "http",
        INBOX_RATE_LIMIT: "lots",
        INBOX_RATE_WINDOW_MS: "-5",
        INBOX_PASSWORD: "short",
        TRUST_PROXY: "proxy.internal",
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of ["PORT", "INBOX_RATE_LIMIT", "INBOX_RATE_WINDOW_MS", "INBOX_PASSWORD", "TRUST_PROXY"])
      expect(message).toContain(name);
    expect(message).toContain('"proxy.internal"');
  });

  it("refuses to expose the inbox to other machines without a password", () => {
    for (const env of [{ HOST: "0.0.0.0" }, { HOST: "192.168.1.5" }, { TRUST_PROXY: "loopback" }]) {
      expect(() => readServerConfig(env), JSON.stringify(env)).toThrow(/INBOX_PASSWORD.*without a password/);
      expect(() => readServerConfig({ ...env, INBOX_PASSWORD: PASSWORD })).not.toThrow();
      // With real providers configured there is no inbox to protect.
      expect(() => readServerConfig(env, { usesInbox: false })).not.toThrow();
    }
    expect(() => readServerConfig({ HOST: "127.0.0.1" })).not.toThrow();
    expect(() => readServerConfig({ HOST: "::1" })).not.toThrow();
  });
});
