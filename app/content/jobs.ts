import { words } from "./translation.ts";
/** Open positions on /career (SPEC §3 "Job"): the spec's seven jobs, departments, locations and types. */

export const departments = words("departments", [
  "Operations & Logistics",
  "Customer Service",
  "Sales & Marketing",
  "IT & Digital",
  "Finance & Accounts",
  "Human Resources",
] as const);
export const locations = words("locations", ["Delhi", "Mumbai", "Bangalore", "Hyderabad", "Chennai"] as const);
export const jobTypes = words("jobTypes", ["Full Time", "Part Time"] as const);

export type Department = (typeof departments)[number];
export type JobLocation = (typeof locations)[number];
export type JobType = (typeof jobTypes)[number];

export interface Job {
  id: number;
  title: string;
  department: Department;
  location: JobLocation;
  type: JobType;
  /** Experience asked for, in plain words. */
  experience: string;
  summary: string;
}

export const jobs: Job[] = words("jobs", [
  {
    id: 1,
    title: "Packing & Moving Staff",
    department: "Operations & Logistics",
    location: "Delhi",
    type: "Full Time",
    experience: "Freshers welcome; training given",
    summary:
      "Pack, load and unload household and office goods with a crew of four to six, and refit furniture at the new address.",
  },
  {
    id: 2,
    title: "Truck Driver",
    department: "Operations & Logistics",
    location: "Mumbai",
    type: "Full Time",
    experience: "Heavy vehicle licence and 3+ years on highway routes",
    summary:
      "Drive closed container trucks on long-distance routes, keep the vehicle log and hand over goods safely at delivery.",
  },
  {
    id: 3,
    title: "Customer Support Executive",
    department: "Customer Service",
    location: "Hyderabad",
    type: "Part Time",
    experience: "1+ year in a call centre or support desk; Hindi and English",
    summary: "Answer calls and chats, book surveys, and keep customers updated on their move from pickup to delivery.",
  },
  {
    id: 4,
    title: "Sales Executive",
    department: "Sales & Marketing",
    location: "Chennai",
    type: "Full Time",
    experience: "2+ years in field sales; Tamil and English",
    summary:
      "Visit homes and offices for surveys, prepare quotations and win corporate relocation accounts in the city.",
  },
  {
    id: 5,
    title: "Digital Marketing Specialist",
    department: "IT & Digital",
    location: "Bangalore",
    type: "Full Time",
    experience: "2+ years running search ads, local SEO and social media",
    summary:
      "Run our search and social campaigns, look after the website's city pages and report on enquiries per city.",
  },
  {
    id: 6,
    title: "Accounts Executive",
    department: "Finance & Accounts",
    location: "Mumbai",
    type: "Full Time",
    experience: "B.Com with 2+ years in Tally and GST filing",
    summary:
      "Raise GST invoices, reconcile customer payments and branch expenses, and prepare IBA-format bills for bank customers.",
  },
  {
    id: 7,
    title: "HR Recruiter",
    department: "Human Resources",
    location: "Delhi",
    type: "Part Time",
    experience: "1+ year hiring for field or blue-collar roles",
    summary:
      "Hire packers, drivers and supervisors for our branches, run joining formalities and track training records.",
  },
]);

export interface JobFilters {
  department: Department | "";
  location: JobLocation | "";
  type: JobType | "";
}

export const noFilters: JobFilters = { department: "", location: "", type: "" };

/** The filters combine with AND; an empty filter matches every job (SPEC §4). */
export const filterJobs = (list: Job[], f: JobFilters) =>
  list.filter(
    (j) =>
      (f.department === "" || j.department === f.department) &&
      (f.location === "" || j.location === f.location) &&
      (f.type === "" || j.type === f.type),
  );
