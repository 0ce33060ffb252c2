// @vitest-environment node
import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "../app/config/load.ts";
import { commonHeaders, securityHeaders } from "./security.ts";

const hsts = (env: Record<string, string>) => securityHeaders(loadSiteConfig(env))["Strict-Transport-Security"];

describe("HSTS", () => {
  it("is on by default for a site served over HTTPS, for a year, without pinning other host names", () => {
    expect(hsts({ SITE_URL: "https://movers.example" })).toBe("max-age=31536000");
  });

  it("follows HSTS_MAX_AGE, and 0 turns it off", () => {
    expect(hsts({ SITE_URL: "https://movers.example", HSTS_MAX_AGE: "86400" })).toBe("max-age=86400");
    expect(hsts({ SITE_URL: "https://movers.example", HSTS_MAX_AGE: "0" })).toBeUndefined();
  });

  it("is never sent for a site served over plain HTTP", () => {
    expect(hsts({ SITE_URL: "http://movers.example" })).toBeUndefined();
  });

  it("refuses a max-age that is not a number of seconds when the build starts", () => {
    expect(() => loadSiteConfig({ HSTS_MAX_AGE: "a year" })).toThrow("HSTS_MAX_AGE");
  });

  it("keeps the common headers beside it", () => {
    expect(securityHeaders(loadSiteConfig({}))).toMatchObject(commonHeaders);
  });
});
