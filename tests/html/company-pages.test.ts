/**
 * The company and people pages as pre-rendered (SPEC §2 About, Process, Testimonials, Contact, Careers, Franchise;
 * §3 jobs; §9 counters), in every language: what a visitor gets before, or without, any script.
 */
import { describe, expect, it } from "vitest";

import { testimonialsIn } from "../../app/content/testimonials.ts";
import { built, site, textOf } from "./built";
import { hrefsIn, inEveryLanguage, linkIn, mainOf, sectionOf, textsIn } from "./page-parts";

/** SPEC §9: the counters' final figures. */
const COUNTERS = ["10+", "5000+", "100+", "99%"];

/** SPEC §3 "Job": the seven jobs and the lists their fields come from. */
const JOB_TITLES = [
  "Packing & Moving Staff",
  "Truck Driver",
  "Customer Support Executive",
  "Sales Executive",
  "Digital Marketing Specialist",
  "Accounts Executive",
  "HR Recruiter",
];
const DEPARTMENTS = [
  "Operations & Logistics",
  "Customer Service",
  "Sales & Marketing",
  "IT & Digital",
  "Finance & Accounts",
  "Human Resources",
];
const LOCATIONS = ["Delhi", "Mumbai", "Bangalore", "Hyderabad", "Chennai"];
const TYPES = ["Full Time", "Part Time"];

const COMPANY_PAGES = [
  "/about",
  "/process",
  "/testimonials",
  "/contact",
  "/career",
  "/partner",
  "/terms-and-conditions",
  "/privacy-policy",
];

/** The page's pop-ups: present in the HTML, none open. */
function closedDialogs(path: string) {
  const dialogs = [...mainOf(path).querySelectorAll("dialog")];
  dialogs.forEach((d) => expect(d.hasAttribute("open")).toBe(false));
  return dialogs;
}

describe("company pages", () => {
  it.each(inEveryLanguage(COMPANY_PAGES))("%s: one h1, and no heading skips a level", (path) => {
    const { document } = built(path);
    expect(document.querySelectorAll("h1")).toHaveLength(1);
    const levels = [...mainOf(path).querySelectorAll("h1,h2,h3,h4,h5,h6")]
      .filter((h) => !h.closest("dialog"))
      .map((h) => Number(h.tagName[1]));
    for (let i = 1; i < levels.length; i++)
      expect(levels[i]! - levels[i - 1]!, `heading outline ${levels.join(",")}`).toBeLessThanOrEqual(1);
  });
});

describe("/about", () => {
  const ABOUT = inEveryLanguage(["/about"]);

  it.each(ABOUT)("%s: the counters' final figures are in the HTML, not a count from zero", (path) => {
    const section = sectionOf(path, "in-numbers");
    expect(section.getAttribute("data-reveal")).toBe("static");
    expect(textsIn(section, '[data-testid="counter"]')).toEqual(COUNTERS);
  });

  it.each(ABOUT)("%s: three service tabs, Residential selected and its panel alone shown", (path, l) => {
    const tabs = [...sectionOf(path, "what-we-move").querySelectorAll('[role="tab"]')];
    expect(tabs.map((t) => t.getAttribute("aria-selected"))).toEqual(["true", "false", "false"]);
    expect(tabs.map((t) => t.getAttribute("tabindex"))).toEqual(["0", "-1", "-1"]);
    const panels = tabs.map((t) => built(path).document.getElementById(t.getAttribute("aria-controls")!)!);
    expect(panels.map((p) => p.getAttribute("role"))).toEqual(["tabpanel", "tabpanel", "tabpanel"]);
    expect(panels.map((p) => p.hasAttribute("hidden"))).toEqual([false, true, true]);
    if (l === "en") expect(tabs.map((t) => textOf(t))).toEqual(["Residential", "Commercial", "Specialized"]);
  });

  it.each(ABOUT)(
    "%s: mission, vision, values, the four steps, call now dialling, the quote pop-up closed",
    (path, l) => {
      const drives = textsIn(sectionOf(path, "what-drives-us"), "h3");
      expect(drives).toHaveLength(3);
      if (l === "en") expect(drives).toEqual(["Our mission", "Our vision", "Our values"]);
      expect(sectionOf(path, "how-we-move-you").querySelectorAll("ol > li")).toHaveLength(4);
      expect(hrefsIn(mainOf(path)).filter((h) => h === `tel:+91${site.phone}`).length).toBeGreaterThanOrEqual(1);
      const [quote] = closedDialogs(path);
      expect(quote?.querySelector('[data-testid="quote-sheet"] form')).toBeTruthy();
    },
  );
});

describe("/process", () => {
  it.each(inEveryLanguage(["/process"]))(
    "%s: four steps, six trust reasons, links to /free-estimate and the 'Talk to an Expert' pop-up",
    (path, l) => {
      expect(sectionOf(path, "five-steps").querySelectorAll("ol > li")).toHaveLength(4);
      expect(sectionOf(path, "why-trust-us").querySelectorAll("ul > li")).toHaveLength(6);
      const main = mainOf(path);
      const estimateLinks = [...main.querySelectorAll("a")].filter((a) => a.getAttribute("href")?.includes("estimate"));
      expect(estimateLinks.length).toBeGreaterThanOrEqual(2);
      estimateLinks.forEach((a) => expect(a.getAttribute("href")).toBe(linkIn(l, "/free-estimate")));
      const [expert] = closedDialogs(path);
      expect(hrefsIn(expert!)).toEqual([`tel:+91${site.phone}`]);
      if (l === "en") expect(textOf(expert!.querySelector("h2"))).toBe("Talk to an Expert");
    },
  );
});

describe("/testimonials", () => {
  it.each(inEveryLanguage(["/testimonials"]))(
    "%s: the heading names the brand; 30 cards, each a quote and a name, shown without script",
    async (path, l) => {
      const h1 = textOf(built(path).document.querySelector("h1"));
      expect(h1).toContain(site.brand);
      if (l === "en") expect(h1).toBe(`Happy customers of ${site.brand}`);
      const cards = [...sectionOf(path, "reviews").querySelectorAll("figure")];
      expect(cards).toHaveLength(30);
      // Pre-rendered in their final state: the entrance animation is armed only by script.
      cards.forEach((card) => {
        expect(card.getAttribute("data-reveal")).toBe("static");
        expect(card.getAttribute("class") ?? "").not.toMatch(/\bopacity-0\b/);
        expect(textOf(card.querySelector("blockquote"))).toMatch(/^“.{40,}”$/);
        expect(textOf(card.querySelector("figcaption"))).not.toBe("");
      });
      if (l === "en") {
        const captions = cards.map((c) => textOf(c.querySelector("figcaption")));
        (await testimonialsIn("en")).forEach((t, i) => expect(captions[i]).toContain(t.name));
      }
    },
  );
});

describe("/contact", () => {
  it.each(inEveryLanguage(["/contact"]))(
    "%s: the head office in Newtown, the enquiry form, three Connect cards, social links in new tabs",
    (path, l) => {
      const office = sectionOf(path, "head-office");
      const address = textOf(office.querySelector('[data-testid="office-address"]'));
      expect(address).toContain(site.office.street);
      expect(address).toMatch(/700161$/);
      if (l === "en") {
        expect(textOf(built(path).document.querySelector("h1"))).toBe("Contact us");
        expect(textOf(office.querySelector("h2"))).toBe("Our head office");
        expect(address).toMatch(/Newtown, Kolkata, West Bengal 700161$/);
      }
      // The map waits for a click; its larger view points at the head office.
      expect(office.querySelectorAll("iframe")).toHaveLength(0);
      expect(hrefsIn(office).some((h) => h.includes(`mlat=${site.office.lat.toFixed(5)}`))).toBe(true);

      const forms = [...mainOf(path).querySelectorAll("form")].filter((f) => !f.closest("dialog"));
      expect(forms).toHaveLength(1);
      if (l === "en") expect(textOf(forms[0]!.closest("section")!.querySelector("h2"))).toBe("Send your enquiry below");

      const connect = sectionOf(path, "connect");
      const cards = [...connect.querySelectorAll("article")];
      expect(cards).toHaveLength(3);
      expect(hrefsIn(cards[0]!)).toEqual([`tel:+91${site.phone}`]);
      expect(hrefsIn(cards[1]!)).toEqual([`mailto:${site.email}`]);
      expect(cards[2]!.querySelectorAll("button")).toHaveLength(1);
      if (l === "en") expect(textsIn(connect, "article h3")).toEqual(["Call us", "Email us", "Request a call back"]);
      const [callBack] = closedDialogs(path);
      expect(callBack?.querySelector("form")).toBeTruthy();

      const social = [...sectionOf(path, "follow-us").querySelectorAll("a")];
      expect(social.map((a) => a.getAttribute("href"))).toEqual([
        site.social.facebook,
        site.social.x,
        site.social.instagram,
        site.social.linkedin,
      ]);
      social.forEach((a) => {
        expect(a.getAttribute("target")).toBe("_blank");
        expect(a.getAttribute("rel")).toBe("noopener noreferrer");
      });
      if (l === "en")
        social.forEach((a, i) => expect(textOf(a)).toMatch([/^Facebook/, /^X\b/, /^Instagram/, /^LinkedIn/][i]!));
    },
  );
});

describe("/career", () => {
  it.each(inEveryLanguage(["/career"]))(
    "%s: the seven jobs, each with a department, location and type from the spec's lists, and the filters",
    (path, l) => {
      const board = sectionOf(path, "job-count");
      expect(textOf(board.querySelector("#job-count"))).toMatch(/\b7\b/);
      const jobs = [...board.querySelectorAll('[data-testid="job"]')];
      expect(jobs).toHaveLength(7);
      jobs.forEach((job) => expect(job.querySelectorAll("ul > li")).toHaveLength(3));
      // The filters' values are the choices' ids, the same whatever the page's language.
      const values = (page: string, name: string) =>
        [...sectionOf(page, "job-count").querySelectorAll(`select[name="${name}"] option`)].map((o) =>
          o.getAttribute("value"),
        );
      for (const name of ["department", "location", "type"]) {
        expect(values(path, name)).toEqual(values("/career", name));
        expect(values(path, name)).toHaveLength(1 + { department: 6, location: 5, type: 2 }[name]!);
      }
      closedDialogs(path);
      if (l === "en") {
        expect(textOf(board.querySelector("#job-count"))).toBe("7 open positions");
        expect(jobs.map((j) => textOf(j.querySelector("h3")))).toEqual(JOB_TITLES);
        for (const job of jobs) {
          const [department, location, type] = textsIn(job, "ul > li");
          expect(DEPARTMENTS.map((d) => `Department: ${d}`)).toContain(department);
          expect(LOCATIONS.map((d) => `Location: ${d}`)).toContain(location);
          expect(TYPES.map((d) => `Type: ${d}`)).toContain(type);
        }
        const labels = (name: string) => textsIn(board, `select[name="${name}"] option`);
        expect(labels("department")).toEqual(["All departments", ...DEPARTMENTS]);
        expect(labels("location")).toEqual(["All locations", ...LOCATIONS]);
        expect(labels("type")).toEqual(["All types", ...TYPES]);
      }
    },
  );
});

describe("/partner", () => {
  it.each(inEveryLanguage(["/partner"]))(
    "%s: why partner, what we provide, what you need, and the franchise form",
    (path, l) => {
      const why = sectionOf(path, "why-partner");
      expect(why.querySelectorAll("ul > li").length).toBeGreaterThan(0);
      const support = [...mainOf(path).querySelectorAll("h2")].map((h) => textOf(h));
      const forms = [...mainOf(path).querySelectorAll("form")].filter((f) => !f.closest("dialog"));
      expect(forms).toHaveLength(1);
      expect(forms[0]!.querySelector('[data-testid="captcha-code"]')).not.toBeNull();
      if (l === "en")
        expect(support).toEqual(expect.arrayContaining(["Why partner with us", "What we provide", "What you need"]));
    },
  );
});
