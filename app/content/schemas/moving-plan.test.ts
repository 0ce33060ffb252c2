// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import { problemWithEdit } from "../../../tests/edited-content";
import { translatedLocales } from "../../config/locales";
import { CONTENT_DIR, readContent } from "../read";

interface Task {
  id: string;
  title: string;
  day: number;
  needs?: string[];
  dayIf?: { trait: string; day: number };
  link?: string;
}
interface Plan {
  moves: { id: string; name: string }[];
  sizes: { id: string; name: string }[];
  links: { id: string; label: string }[];
  tasks: Task[];
  plan: { route: string; countdown: { ago: string }; ready: { one?: string; other?: string } };
  actions: { shareText: string; opensWhatsapp: string };
  view: { range: string };
  dates: { months: string[] };
}

const [translated] = translatedLocales;

describe("a moving plan file that breaks a rule", () => {
  const problemWith = (edit: (json: Plan) => void) => problemWithEdit<Plan>("moving-plan", edit);
  const at = (json: Plan, id: string) => json.tasks.findIndex((t) => t.id === id);

  it("reads the folder as it is", async () => {
    expect(await problemWith(() => {})).toBe("");
  });

  it("names the file and the task whose id is used twice", async () => {
    const message = await problemWith((json) => (json.tasks[1]!.id = json.tasks[0]!.id));
    expect(message).toContain(join("en", "moving-plan.json"));
    expect(message).toContain(`tasks[1].id: the id '${"survey"}' is used twice`);
  });

  it("refuses a day outside the six weeks before to the week after, or not a whole day", async () => {
    expect(await problemWith((json) => (json.tasks[0]!.day = -43))).toContain(
      "tasks[0].day: a day from -42 (six weeks before the moving day) on",
    );
    expect(await problemWith((json) => (json.tasks[0]!.day = 8))).toContain(
      "tasks[0].day: a day up to 7 (a week after the moving day)",
    );
    expect(await problemWith((json) => (json.tasks[0]!.day = -1.5))).toContain(
      "tasks[0].day: a whole number of days from the moving day",
    );
    let i = 0;
    const message = await problemWith((json) => {
      i = json.tasks.findIndex((t) => t.dayIf);
      json.tasks[i]!.dayIf!.day = -50;
    });
    expect(message).toContain(`tasks[${i}].dayIf.day: a day from -42`);
  });

  it("refuses a trait, a link, a kind of move or a home size the plan's code does not know", async () => {
    expect(await problemWith((json) => (json.tasks[0]!.needs = ["garden"]))).toMatch(
      /tasks\[0\]\.needs\[0\]: one of 'goods', /,
    );
    expect(await problemWith((json) => (json.tasks[0]!.needs = []))).toContain("tasks[0].needs: at least one trait");
    expect(await problemWith((json) => (json.tasks[0]!.link = "blog"))).toMatch(/tasks\[0\]\.link: one of 'survey', /);
    expect(await problemWith((json) => json.moves.pop())).toContain("moves: 'fine-art' is missing: the plan's code has it");
    expect(await problemWith((json) => (json.links[0]!.id = "blog"))).toContain("links[0].id: 'blog' is none of 'survey'");
    expect(await problemWith((json) => (json.sizes[3]!.id = "villa"))).toContain(
      "sizes[3].id: 'villa' is none of '1-bhk', '2-bhk', '3-bhk', '4-bhk-villa'",
    );
  });

  it("refuses the destination city's label without the city's place", async () => {
    let i = 0;
    const message = await problemWith((json) => {
      i = json.links.findIndex((l) => l.id === "destination-city");
      json.links[i]!.label = "Moving there";
    });
    expect(message).toContain(`links[${i}].label: words with {city} where the destination city's name goes`);
  });

  it("refuses a sentence that lost what the plan writes into it, or names what it does not", async () => {
    expect(await problemWith((json) => (json.plan.route = "{from} onwards"))).toContain("plan.route: names '{to}'");
    expect(await problemWith((json) => (json.actions.shareText = "My moving plan"))).toContain(
      "actions.shareText: names '{link}'",
    );
    expect(await problemWith((json) => (json.plan.countdown.ago = "Moved {weeks} weeks ago"))).toContain(
      "plan.countdown.ago: '{weeks}' is none of the placeholders '{days}'",
    );
    expect(await problemWith((json) => (json.view.range = "{start} – {end} – {day}"))).toContain(
      "view.range: '{day}' is none of the placeholders",
    );
  });

  it("refuses a count's words without the form every number falls back on, or without the count", async () => {
    expect(await problemWith((json) => delete json.plan.ready.other)).toContain("plan.ready.other");
    expect(await problemWith((json) => (json.plan.ready.one = "Your plan: one task"))).toContain(
      "plan.ready.one: names '{count}'",
    );
  });

  it("refuses a year of the tasks' months that is not twelve, and a stray space the page puts itself", async () => {
    expect(await problemWith((json) => json.dates.months.pop())).toContain(
      "dates.months: twelve months, January first",
    );
    expect(await problemWith((json) => (json.actions.opensWhatsapp = " (opens WhatsApp)"))).toContain(
      "actions.opensWhatsapp: no spaces at the start or end",
    );
  });

  it("refuses a translation that lacks a task or sets a task's day", async () => {
    const dir = mkdtempSync(join(tmpdir(), "content-"));
    const translation = (edit: (json: Plan) => void) => {
      cpSync(CONTENT_DIR, dir, { recursive: true });
      const file = join(dir, translated!, "moving-plan.json");
      const json = JSON.parse(readFileSync(file, "utf8")) as Plan;
      edit(json);
      writeFileSync(file, JSON.stringify(json));
      return readContent("moving-plan", translated!, dir).then(
        () => "",
        (error: Error) => error.message,
      );
    };
    try {
      const lacking = await translation((json) => json.tasks.splice(at(json, "fridge"), 1));
      expect(lacking).toContain(join(translated!, "moving-plan.json"));
      expect(lacking).toContain("tasks: 'fridge' is not translated");
      expect(await translation((json) => (json.tasks[0]!.day = -10))).toMatch(/tasks\[0\]: Unrecognized key: "day"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
