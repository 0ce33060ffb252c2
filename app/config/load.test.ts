// @vitest-environment node
import { describe, expect, it } from "vitest";

import { loadSiteConfig } from "./load";

describe("site configuration", () => {
  it("has valid fictional defaults for every variable", () => {
    const site = loadSiteConfig({});
    expect(site.phone).toMatch(/^\d{10}$/);
    expect(site.whatsapp).toMatch(/^\d{11,15}$/);
    expect(site.forms.endpoint).toBe("");
    expect(site.emailService.origin).toBe("");
    expect(site.office).toMatchObject({ locality: "Newtown", city: "Kolkata", state: "West Bengal", pin: "700161" });
  });

  it("takes each value from its environment variable", () => {
    const site = loadSiteConfig({
      BRAND_NAME: "Test Movers",
      PHONE: "9123456789",
      WHATSAPP_NUMBER: "919123456789",
      SITE_URL: "https://movers.example/",
      FORM_ENDPOINT: "https://api.web3forms.com",
      EMAILJS_BLOCK_HEADLESS: "true",
      EMAILJS_BLOCK_LIST: "a@x.in, b@y.in",
    });
    expect(site.brand).toBe("Test Movers");
    expect(site.phone).toBe("9123456789");
    expect(site.url).toBe("https://movers.example");
    expect(site.forms.endpoint).toBe("https://api.web3forms.com");
    expect(site.emailService.blockHeadless).toBe(true);
    expect(site.emailService.blockList).toEqual(["a@x.in", "b@y.in"]);
  });

  it.each([
    ["WHATSAPP_NUMBER", "91-98300-12345"],
    ["WHATSAPP_NUMBER", "9198300abc45"],
    ["SITE_URL", "not a url"],
    ["GEOCODER_URL", "ftp://geo.example"],
    ["PHONE", "12345"],
    ["SUPPORT_EMAIL", "support-at-example"],
    ["EMAILJS_LIMIT_RATE_MS", "soon"],
    ["UPI_ID", "sarthimovers"],
    ["UPI_ID", "sarthi movers@okaxis"],
    ["UPI_ID", "support@sarthimovers.example"],
  ])("stops the build when %s is invalid (%s), naming the variable", (name, value) => {
    expect(() => loadSiteConfig({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it("carries the business identity with fictional defaults", () => {
    const { identity } = loadSiteConfig({});
    expect(identity).toMatchObject({
      gstin: "19AAKCS4821M1ZT",
      registration: "U63090WB2012PTC178245",
      registrationLabel: "CIN",
      yearFounded: 2012,
      fleetSize: 48,
    });
    expect(identity.insurers.length).toBeGreaterThan(0);
  });

  it("reads the identity from its variables, splitting the insurer list", () => {
    const { identity } = loadSiteConfig({
      LEGAL_NAME: "Test Relocations LLP",
      GSTIN: "27AAPFU0939F1ZV",
      COMPANY_REGISTRATION: "AAB-1234",
      YEAR_FOUNDED: "2001",
      FLEET_SIZE: "120",
      INSURER_PARTNERS: " First Insurer ,Second Insurer,, ",
    });
    expect(identity).toMatchObject({
      legalName: "Test Relocations LLP",
      gstin: "27AAPFU0939F1ZV",
      registrationLabel: "LLPIN",
      yearFounded: 2001,
      fleetSize: 120,
      insurers: ["First Insurer", "Second Insurer"],
    });
  });

  it.each([
    ["GSTIN", "27AAPFU0939F1ZW", /check character/],
    ["GSTIN", "27AAPFU0939F1Z", /15 characters/],
    ["COMPANY_REGISTRATION", "U63090WB2012PTC17", /CIN/],
    ["IBA_APPROVAL_CODE", "iba 12", /capital letters/],
    ["YEAR_FOUNDED", "2999", /this year/],
    ["YEAR_FOUNDED", "12", /four-digit/],
    ["FLEET_SIZE", "0", /whole number/],
    ["INSURER_PARTNERS", " , ", /insurer/],
  ])("stops the build on a bad %s (%s) and says why", (name, value, why) => {
    expect(() => loadSiteConfig({ [name]: value })).toThrow(new RegExp(`${name}=.*${why.source}`));
  });

  it("reports every invalid variable at once", () => {
    expect(() => loadSiteConfig({ PHONE: "1", SITE_URL: "x" })).toThrow(
      /PHONE=[\s\S]*SITE_URL=|SITE_URL=[\s\S]*PHONE=/,
    );
  });
});
