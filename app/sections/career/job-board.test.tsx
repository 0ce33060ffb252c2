import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { jobBoard } from "~/content/jobs";
import { counted as countedIn } from "~/content/plurals";
import { readContent } from "~/content/read";

import { renderInEnglish } from "../../../tests/places";
import { visitor } from "../../../tests/user";
import { JobBoard } from "./job-board";

const english = await readContent("jobs", "en");
const words = (await readContent("career", "en")).jobBoard;
const board = jobBoard(english, english);
const { jobs } = board;
const [departments, locations, jobTypes] = [english.departments, english.locations, english.types];

function renderBoard() {
  renderInEnglish(<JobBoard words={words} board={board} />);
  return visitor();
}

const filter = (name: string) => screen.getByRole("combobox", { name });
const FILTER_NAMES: Record<string, string> = { Department: "department", Location: "location", "Job type": "type" };
/** A choice in a filter, as the select reports it (every combination is tried, so no typing delays). */
const choose = (label: string, value: string) =>
  fireEvent.change(document.querySelector(`select[name="${FILTER_NAMES[label]}"]`)!, { target: { value } });
const count = () => document.getElementById("job-count")?.textContent;
const listed = () => [...document.querySelectorAll('[data-testid="job"] h3')].map((h) => h.textContent);
const counted = (n: number) => countedIn(words.count, n, "en");

describe("JobBoard", () => {
  it("lists every job with the count in the heading, and no empty notice", async () => {
    renderBoard();
    expect(await screen.findAllByTestId("job")).toHaveLength(jobs.length);
    expect(count()).toBe(counted(jobs.length));
    expect(listed()).toEqual(jobs.map((j) => j.title));
    expect(screen.queryByText(words.noJobs)).toBeNull();
    expect(screen.getByRole("button", { name: words.clearFilters })).toBeDisabled();
  });

  it("combines department and location with AND, counts them in the heading, and says when none match", () => {
    renderBoard();
    for (const { id: department } of departments) {
      choose("Department", department);
      for (const { id: location } of locations) {
        choose("Location", location);
        const expected = jobs
          .filter((j) => j.department.id === department && j.location.id === location)
          .map((j) => j.title);
        expect(count(), `${department} × ${location}`).toBe(counted(expected.length));
        expect(listed()).toEqual(expected);
        expect(document.body.textContent?.includes(words.noJobs)).toBe(expected.length === 0);
      }
    }
  });

  it("narrows by type with the others too, and 'Clear filters' shows every job again", async () => {
    const user = renderBoard();
    for (const { id: type, name } of jobTypes) {
      await user.selectOptions(filter("Job type"), name);
      expect(listed()).toEqual(jobs.filter((j) => j.type.id === type).map((j) => j.title));
      for (const { id: location } of locations) {
        choose("Location", location);
        const expected = jobs.filter((j) => j.type.id === type && j.location.id === location).map((j) => j.title);
        expect(count()).toBe(counted(expected.length));
        expect(listed()).toEqual(expected);
      }
      choose("Location", "");
    }
    await user.click(screen.getByRole("button", { name: words.clearFilters }));
    expect(count()).toBe(counted(jobs.length));
    expect(filter("Job type")).toHaveValue("");
    expect(filter("Department")).toHaveValue("");
  });

  it("'Apply Now' opens the application pop-up for the chosen job, and Cancel closes it", async () => {
    const user = renderBoard();
    const dialog = document.querySelector("dialog")!;
    for (const title of ["Truck Driver", "HR Recruiter"]) {
      await user.click(screen.getByRole("button", { name: words.applyFor.replace("{title}", title) }));
      expect(dialog).toHaveAttribute("open");
      expect(dialog).toHaveTextContent(title);
      expect(dialog.querySelector<HTMLInputElement>('[name="job_title"]')?.value).toBe(title);
      await user.click(within(dialog).getByRole("button", { name: /cancel/i }));
      expect(dialog).not.toHaveAttribute("open");
    }
  });
});
