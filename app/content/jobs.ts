/**
 * The job board of /career as a page shows it, made from content/<language>/jobs.json (schemas/jobs.ts): each job
 * with its department, location and type by id and name, and its English title, which is what the office receives
 * whatever the page's language.
 */
import type { Locale } from "../config/locales.ts";
import type { JobsContent } from "./schemas/jobs.ts";

type Named = JobsContent["departments"][number];

export interface Job {
  id: string;
  title: string;
  /** The English title: what the application sends. */
  sentTitle: string;
  department: Named;
  location: Named;
  type: Named;
  experience: string;
  summary: string;
}

export interface JobBoardData {
  /** Each filter's choices, in the file's order. */
  choices: { department: Named[]; location: Named[]; type: Named[] };
  jobs: Job[];
}

export type JobFilters = Record<keyof JobBoardData["choices"], string>;

export const noFilters: JobFilters = { department: "", location: "", type: "" };

/** The filters combine with AND; an empty filter matches every job (SPEC §4). */
export const filterJobs = (list: Job[], f: JobFilters) =>
  list.filter(
    (j) =>
      (f.department === "" || j.department.id === f.department) &&
      (f.location === "" || j.location.id === f.location) &&
      (f.type === "" || j.type.id === f.type),
  );

/** The board in a language: the language's words, the English titles beside them. */
export function jobBoard(content: JobsContent, english: JobsContent): JobBoardData {
  const named = (list: Named[], id: string) => list.find((n) => n.id === id)!;
  return {
    choices: { department: content.departments, location: content.locations, type: content.types },
    jobs: content.jobs.map((job) => ({
      ...job,
      sentTitle: english.jobs.find((j) => j.id === job.id)!.title,
      department: named(content.departments, job.department),
      location: named(content.locations, job.location),
      type: named(content.types, job.type),
    })),
  };
}

/** The job board of a page in `locale`, read from the content folder when the page is built. */
export async function jobBoardIn(locale: Locale): Promise<JobBoardData> {
  const { readContentWithEnglish } = await import("./read.ts");
  const { content, english } = await readContentWithEnglish("jobs", locale);
  return jobBoard(content, english);
}
