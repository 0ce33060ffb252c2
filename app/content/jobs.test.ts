// @vitest-environment node
import { describe, expect, it } from "vitest";

import { filterJobs, jobBoard, noFilters } from "./jobs";
import { readContent } from "./read";

const english = await readContent("jobs", "en");
const board = jobBoard(english, english);
const titles = (filters: Parameters<typeof filterJobs>[1]) => filterJobs(board.jobs, filters).map((j) => j.title);

describe("the job board", () => {
  it("lists the spec's seven jobs with values from the spec's lists", () => {
    expect(board.jobs.map((j) => j.title)).toEqual([
      "Packing & Moving Staff",
      "Truck Driver",
      "Customer Support Executive",
      "Sales Executive",
      "Digital Marketing Specialist",
      "Accounts Executive",
      "HR Recruiter",
    ]);
    expect(board.choices.department.map((d) => d.name)).toEqual([
      "Operations & Logistics",
      "Customer Service",
      "Sales & Marketing",
      "IT & Digital",
      "Finance & Accounts",
      "Human Resources",
    ]);
    expect(board.choices.location.map((d) => d.name)).toEqual(["Delhi", "Mumbai", "Bangalore", "Hyderabad", "Chennai"]);
    expect(board.choices.type.map((d) => d.name)).toEqual(["Full Time", "Part Time"]);
  });

  it("filters with AND by the choices' ids, an empty filter matching everything", () => {
    expect(filterJobs(board.jobs, noFilters)).toEqual(board.jobs);
    const operations = "operations-and-logistics";
    expect(titles({ department: operations, location: "", type: "" })).toEqual([
      "Packing & Moving Staff",
      "Truck Driver",
    ]);
    expect(titles({ department: operations, location: "mumbai", type: "" })).toEqual(["Truck Driver"]);
    expect(titles({ department: operations, location: "mumbai", type: "part-time" })).toEqual([]);
    expect(titles({ department: "", location: "delhi", type: "part-time" })).toEqual(["HR Recruiter"]);
  });

  it("shows a language's words and sends the office the English title", async () => {
    const hindi = jobBoard(await readContent("jobs", "hi"), english);
    expect(hindi.jobs.map((j) => j.sentTitle)).toEqual(board.jobs.map((j) => j.title));
    expect(hindi.jobs.map((j) => j.department.id)).toEqual(board.jobs.map((j) => j.department.id));
    for (const job of hindi.jobs) expect(job.title).toMatch(/\p{Script=Deva}/u);
  });
});
