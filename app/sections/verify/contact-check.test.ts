// @vitest-environment node
import { describe, expect, it } from "vitest";

import { checkContact, normalise, officialValues } from "./contact-check";

const ours = officialValues({
  url: "https://www.sarthimovers.example",
  phones: ["9830012345", "9830054321", "9825063318"],
  whatsapp: "919830077777",
  email: "support@sarthimovers.example",
  upiId: "sarthimovers@examplebank",
  gstin: "19AAKCS4821M1ZT",
});
const check = (input: string) => checkContact(input, ours);

describe("what counts as official", () => {
  it("takes every configured value in its compared form", () => {
    expect(ours).toEqual({
      phones: ["9830012345", "9830054321", "9825063318", "9830077777"],
      emails: ["support@sarthimovers.example"],
      emailDomains: ["sarthimovers.example"],
      hosts: ["sarthimovers.example"],
      upiIds: ["sarthimovers@examplebank"],
      gstins: ["19AAKCS4821M1ZT"],
    });
  });

  it("trusts a whole e-mail domain only when it is the site's own", () => {
    const free = officialValues({
      url: "https://sarthimovers.example",
      phones: [],
      whatsapp: "919830012345",
      email: "Sarthi.Movers@gmail.example",
      upiId: "x@bank",
      gstin: "19AAKCS4821M1ZT",
    });
    expect(free.emailDomains).toEqual([]);
    expect(checkContact("sarthi.movers@gmail.example", free)?.official).toBe(true);
    expect(checkContact("sarthimovers.help@gmail.example", free)?.official).toBe(false);
  });
});

describe("phone numbers", () => {
  it.each([
    "9830012345",
    "98300 12345",
    "+91 98300 12345",
    "+91-98300-12345",
    "+919830012345",
    "919830012345",
    "09830012345",
    "0091 98300 12345",
    "(+91) 98300.12345",
    "tel:+919830012345",
    "TEL:09830012345",
    " 98300\u200b12345 ",
  ])("%j is our head office", (input) => {
    expect(check(input)).toEqual({ kind: "phone", value: "9830012345", official: true });
  });

  it("knows the second phone, a branch's and the chat number", () => {
    for (const input of ["98300 54321", "+91 98250 63318", "+91 98300 77777"])
      expect(check(input)?.official).toBe(true);
  });

  it("reads a chat link as the number it opens", () => {
    expect(check("https://wa.me/919830012345?text=hi")).toEqual({ kind: "phone", value: "9830012345", official: true });
    expect(check("wa.me/919830012346")).toEqual({ kind: "phone", value: "9830012346", official: false });
  });

  it.each([
    ["one digit changed", "98300 12346", "9830012346"],
    ["an extra digit", "98300 123456", "98300123456"],
    ["a digit missing", "98300 1234", "983001234"],
    ["another country's code", "+44 98300 12345", "449830012345"],
    ["an extra digit after +91", "+91 98300 123456", "98300123456"],
  ])("%s is not ours", (_, input, value) => {
    expect(check(input)).toEqual({ kind: "phone", value, official: false });
  });
});

describe("e-mail addresses", () => {
  it.each([
    "support@sarthimovers.example",
    "Support@SarthiMovers.Example",
    "mailto:support@sarthimovers.example?subject=Hi",
    " support @ sarthimovers.example ",
  ])("%j is ours", (input) => {
    expect(check(input)).toEqual({ kind: "email", value: "support@sarthimovers.example", official: true });
  });

  it("takes any address at our own domain", () => {
    expect(check("accounts@sarthimovers.example")?.official).toBe(true);
  });

  it.each([
    ["a different domain", "support@sarthi-movers.example"],
    ["a free mailbox", "sarthimovers@gmail.com"],
    ["our domain inside another", "support@sarthimovers.example.evil.com"],
    ["a subdomain", "support@mail.sarthimovers.example"],
    ["a letter from another script", "support@sarthimоvers.example"],
  ])("%s is not ours", (_, input) => {
    expect(check(input)).toMatchObject({ kind: "email", official: false });
  });
});

describe("websites", () => {
  it.each([
    "www.sarthimovers.example",
    "sarthimovers.example",
    "https://www.sarthimovers.example/verify?ref=sms#report",
    "http://SarthiMovers.Example/",
    "WWW.SARTHIMOVERS.EXAMPLE.",
  ])("%j is ours", (input) => {
    expect(check(input)).toEqual({ kind: "website", value: "sarthimovers.example", official: true });
  });

  it.each([
    ["our name in front of another site", "sarthimovers.example.evil.com", "sarthimovers.example.evil.com"],
    ["a look-alike spelling", "https://www.sarthi-movers.example", "sarthi-movers.example"],
    ["another ending", "sarthimovers.in", "sarthimovers.in"],
    ["a subdomain", "pay.sarthimovers.example", "pay.sarthimovers.example"],
    ["our name before an @", "https://www.sarthimovers.example@evil.example/pay", "evil.example"],
  ])("%s is not ours", (_, input, value) => {
    expect(check(input)).toEqual({ kind: "website", value, official: false });
  });

  it("sees a letter from another script for what it is", () => {
    expect(check("https://sarthimоvers.example")).toMatchObject({ kind: "website", official: false });
  });
});

describe("UPI IDs", () => {
  it.each(["sarthimovers@examplebank", "SarthiMovers@ExampleBank", "upi://pay?pa=sarthimovers@examplebank&pn=Sarthi"])(
    "%j is ours",
    (input) => {
      expect(check(input)).toEqual({ kind: "upi", value: "sarthimovers@examplebank", official: true });
    },
  );

  it.each([
    ["another bank's handle", "sarthimovers@okbank"],
    ["a look-alike name", "sarthi.movers@examplebank"],
    ["a phone number's ID", "9830012345@examplebank"],
    ["another payee in a payment link", "upi://pay?pa=sarthimovers1@examplebank&pn=Sarthi%20Movers"],
  ])("%s is not ours", (_, input) => {
    expect(check(input)).toMatchObject({ kind: "upi", official: false });
  });
});

describe("GSTINs", () => {
  it.each(["19AAKCS4821M1ZT", "19aakcs4821m1zt", "19 AAKCS 4821 M1ZT", "19-AAKCS4821M-1ZT"])("%j is ours", (input) => {
    expect(check(input)).toEqual({ kind: "gstin", value: "19AAKCS4821M1ZT", official: true });
  });

  it.each([
    ["the state code", "20AAKCS4821M1ZT"],
    ["a letter of the PAN", "19AAKCT4821M1ZT"],
    ["a digit of the PAN", "19AAKCS4822M1ZT"],
    ["the check character", "19AAKCS4821M1ZU"],
  ])("one character changed in %s is not ours", (_, input) => {
    expect(check(input)).toEqual({ kind: "gstin", value: input, official: false });
  });
});

describe("what is not recognisable", () => {
  it.each([
    ["nothing", "   "],
    ["a word", "hello"],
    ["a sentence", "please pay the advance today"],
    ["too few digits", "1234"],
    ["too many digits", "9830012345 9830054321"],
    ["a CIN", "U63090WB2012PTC178245"],
    ["an @ with nothing before it", "@examplebank"],
    ["an unknown link scheme", "upi://pay?pn=Someone"],
  ])("%s", (_, input) => {
    expect(normalise(input)).toBeNull();
    expect(check(input)).toBeNull();
  });
});
