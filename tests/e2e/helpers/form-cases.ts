/**
 * One filled-in visitor per form, and what the office must then receive: the same in every language but the
 * `language` field, so the English and the Hindi browser tests fill and check the forms through these.
 */
import type { Locator, Page } from "@playwright/test";

import { loadSiteConfig } from "../../../app/config/load.ts";
import { localePath } from "../../../app/config/locales.ts";
import { pastePhone, typePhone } from "./phone";

// The build under test is made with the same environment as this run.
export const site = loadSiteConfig(process.env);
const { accessKey } = site.forms;
const { publicKey, serviceId, templates } = site.emailService;

/** What the e-mail SDK adds to every payload. */
const sdk = (template: string) => ({
  lib_version: "4.4.1",
  service_id: serviceId,
  template_id: template,
  user_id: publicKey,
});

export type Language = "English" | "Hindi";
type Scope = Page | Locator;

export const named = (scope: Scope, name: string) => scope.locator(`[name="${name}"]`);

/** Collects window.alert texts and accepts them. */
export function alerts(page: Page) {
  const seen: string[] = [];
  page.on("dialog", (d) => {
    seen.push(d.message());
    void d.accept();
  });
  return seen;
}

/** The page a form post brings the visitor back to, in the language of the page it was sent from. */
export const landing = (path: string, language: Language) => localePath(path, language === "Hindi" ? "hi" : "en");

export const quotePopup = {
  async fill(dialog: Scope, name: string) {
    await named(dialog, "name").fill(name);
    await named(dialog, "email").fill("asha@example.in");
    await typePhone(named(dialog, "phone"), "+91 98765 43210");
    await named(dialog, "shiftingFrom").fill("Salt Lake, Kolkata");
    await named(dialog, "shiftingTo").fill("Whitefield, Bangalore");
    await named(dialog, "date").fill("2026-12-05");
    await named(dialog, "serviceType").selectOption("Home Shifting");
  },
  payload: (name: string, language: Language) => ({
    name,
    email: "asha@example.in",
    phone: "9876543210",
    shiftingFrom: "Salt Lake, Kolkata",
    shiftingTo: "Whitefield, Bangalore",
    date: "2026-12-05",
    serviceType: "Home Shifting",
    access_key: accessKey,
    language,
  }),
};

export const quoteCard = {
  async fill(card: Locator, name: string) {
    // Below 1024 px the card's fields fold behind one line: a visitor opens it first.
    const fold = card.locator("details");
    if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) {
      const summary = card.locator("summary");
      if (await summary.isVisible()) await summary.click();
    }
    await named(card, "Customer name").fill(name);
    await pastePhone(named(card, "phone number"), "091234 56780");
    await named(card, "Customer email id:").fill("rohit@example.in");
    // The spec's mismatched pair: the option labelled "Goods Insurance" sends "Office Shifting".
    await named(card, "relocation_type").selectOption({ index: 9 });
    await named(card, "Want to shift from").fill("Patna");
    await named(card, "Shifting to").fill("Pune");
    await named(card, "Shifting Date").fill("2027-01-10");
  },
  payload: (name: string, language: Language) => ({
    "Customer name": name,
    "phone number": "9123456780",
    "Customer email id:": "rohit@example.in",
    relocation_type: "Office Shifting",
    "Want to shift from": "Patna",
    "Shifting to": "Pune",
    "Shifting Date": "2027-01-10",
    access_key: accessKey,
    subject: `New Quote Request from the ${site.brand} website`,
    from_name: `${site.brand} Website`,
    language,
  }),
};

export const freeEstimate = {
  async fill(form: Scope, name: string) {
    await named(form, "company_name").fill("Individual");
    await named(form, "first_name").fill(name);
    await named(form, "last_name").fill("Iyer");
    await named(form, "contact_number").pressSequentially("98765-43210");
    await named(form, "email").fill("meera@example.in");
    await named(form, "date").fill("2026-12-20");
    await named(form, "origin_city").fill("Chennai");
    await named(form, "destination_city").fill("Hyderabad");
    await named(form, "shipment_mode").selectOption("Home Shifting");
    await named(form, "referral").selectOption("Google search");
  },
  payload: (name: string, language: Language) => ({
    company_name: "Individual",
    first_name: name,
    last_name: "Iyer",
    contact_number: "9876543210",
    email: "meera@example.in",
    date: "2026-12-20",
    origin_city: "Chennai",
    origin_country: "India",
    destination_city: "Hyderabad",
    destination_country: "India",
    shipment_mode: "Home Shifting",
    referral: "Google search",
    shipment_description: "",
    language,
    ...sdk(templates.quote),
  }),
};

export const callBack = {
  async fill(dialog: Scope, name: string) {
    await named(dialog, "name").fill(name);
    await typePhone(named(dialog, "contact_number"), "91 90000 00001");
  },
  payload: (name: string, language: Language) => ({
    ...sdk(templates.callback),
    template_params: { name, phone: "9000000001", language },
  }),
};

export const enquiry = {
  async fill(form: Scope, name: string) {
    await named(form, "name").fill(name);
    await pastePhone(named(form, "contact_number"), "+919812345678");
    await named(form, "user_email").fill("farah@example.in");
    await named(form, "message").fill("2 BHK from Newtown to Noida in March.");
  },
  payload: (name: string, language: Language) => ({
    name,
    contact_number: "9812345678",
    user_email: "farah@example.in",
    message: "2 BHK from Newtown to Noida in March.",
    language,
    ...sdk(templates.enquiry),
  }),
};

export const application = {
  async fill(dialog: Scope, name: string) {
    await named(dialog, "user_name").fill(name);
    await named(dialog, "user_email").fill("arjun@example.in");
    await typePhone(named(dialog, "user_phone"), "097000 11122");
    await named(dialog, "user_resume").fill("https://drive.google.com/file/d/abc/view");
  },
  payload: (name: string, language: Language, job = "Truck Driver") => ({
    job_title: job,
    user_name: name,
    user_email: "arjun@example.in",
    user_phone: "9700011122",
    user_resume: "https://drive.google.com/file/d/abc/view",
    language,
    ...sdk(templates.application),
  }),
};

export const franchise = {
  async fill(form: Scope, company: string) {
    await named(form, "date").fill("2026-11-30");
    await named(form, "companyName").fill(company);
    await named(form, "name").fill("Vikram Jha");
    await pastePhone(named(form, "phoneNumber"), "+91 94310 00001");
    await named(form, "address").fill("Tilkamanjhi, Bhagalpur, Bihar 812001");
    for (const n of ["gst", "regCert", "adhar", "pancard"]) await named(form, n).fill(`https://drive.google.com/${n}`);
  },
  payload: (company: string, language: Language) => ({
    date: "2026-11-30",
    companyName: company,
    name: "Vikram Jha",
    phoneNumber: "9431000001",
    altNumber: "",
    address: "Tilkamanjhi, Bhagalpur, Bihar 812001",
    gst: "https://drive.google.com/gst",
    regCert: "https://drive.google.com/regCert",
    adhar: "https://drive.google.com/adhar",
    pancard: "https://drive.google.com/pancard",
    language,
    ...sdk(templates.franchise),
  }),
};

/** The three real form posts: the provider's `redirect` brings the visitor back to `landing` on this origin. */
const posted = (
  subject: string,
  back: string,
  fill: (form: Scope) => Promise<void>,
  fields: Record<string, string>,
) => ({
  back,
  async fill(form: Scope, name: string) {
    await named(form, "name").fill(name);
    await fill(form);
  },
  payload: (name: string, language: Language, origin: string) => ({
    access_key: accessKey,
    subject,
    name,
    ...fields,
    language,
    redirect: `${origin}${landing(back, language)}`,
  }),
});

export const ibaQuote = posted(
  "IBA Approved Transporter Quote Request",
  "/thank-you",
  async (form) => {
    await named(form, "email").fill("bank.officer@example.in");
    await pastePhone(named(form, "phone"), "+91-98300-11111");
    await named(form, "serviceType").selectOption("Car Transportation");
  },
  { email: "bank.officer@example.in", phone: "9830011111", serviceType: "Car Transportation", details: "" },
);

export const insuranceQuote = posted(
  "Request Insurance Quote",
  "/thank-you",
  async (form) => {
    await named(form, "email").fill("owner@example.in");
    await typePhone(named(form, "phone"), "(0) 98300 22222");
    await named(form, "itemValue").fill("450000");
  },
  { email: "owner@example.in", phone: "9830022222", itemValue: "450000", message: "" },
);

export const fraudReport = posted(
  "Fraud Report: someone using our name",
  "/verify/report-received",
  async (form) => {
    await pastePhone(named(form, "phone"), "+91 98765 43210");
    await named(form, "suspect_contact").fill("sarthi.movers@okbank");
    await named(form, "amount_paid").fill("2000");
    await named(form, "details").fill("Asked for a token advance on UPI, then stopped answering.");
  },
  {
    phone: "9876543210",
    email: "",
    suspect_contact: "sarthi.movers@okbank",
    amount_paid: "2000",
    details: "Asked for a token advance on UPI, then stopped answering.",
  },
);
