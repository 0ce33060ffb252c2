/**
 * The open positions of ../jobs.ts in Bengali: what /bn/career shows. Ids are read from the English
 * records, and the filters' values and what the application form sends stay the English ones
 * (app/sections/career/job-board.tsx): only the words shown change.
 */
import * as english from "~/content/jobs.ts";
import type { Translated } from "~/content/translation";
import type { Dictionary } from "~/locales/book";
import { byPlace, mapList } from "~/locales/records";

import { cityNames } from "./city-list.ts";

/** The departments, in the English order. */
const departmentNames: Translated<typeof english.departments> = [
  "অপারেশনস ও লজিস্টিকস",
  "কাস্টমার সার্ভিস",
  "সেলস ও মার্কেটিং",
  "আইটি ও ডিজিটাল",
  "ফিনান্স ও অ্যাকাউন্টস",
  "মানবসম্পদ (এইচআর)",
];

/** The branch cities' names of the city list. */
const locationNames = mapList(english.locations, (location) => {
  const bengali = cityNames[location.toLowerCase()];
  if (!bengali) throw new Error(`No Bengali name for the job location "${location}"`);
  return bengali.name;
});

const typeNames: Translated<typeof english.jobTypes> = ["ফুল টাইম", "পার্ট টাইম"];

/** What a job says in Bengali; its id, department, location and type are the English record's. */
type BengaliJob = Pick<Translated<english.Job>, "title" | "experience" | "summary">;

/** By the English job's id. */
const texts: Readonly<Record<number, BengaliJob>> = {
  1: {
    title: "প্যাকিং ও শিফটিং কর্মী",
    experience: "ফ্রেশাররাও আবেদন করুন; প্রশিক্ষণ আমরা দেব",
    summary:
      "চার থেকে ছয়জনের টিমের সঙ্গে বাড়ি ও অফিসের জিনিসপত্র প্যাকিং, লোডিং ও আনলোডিং করবেন, আর নতুন ঠিকানায় আসবাব আবার জুড়ে দেবেন।",
  },
  2: {
    title: "ট্রাক ড্রাইভার",
    experience: "হেভি ভেহিকল লাইসেন্স ও হাইওয়ে রুটে 3+ বছরের অভিজ্ঞতা",
    summary: "দূরপাল্লার রুটে বন্ধ কন্টেনার ট্রাক চালাবেন, গাড়ির লগবুক রাখবেন, আর ডেলিভারির সময় জিনিসপত্র নিরাপদে বুঝিয়ে দেবেন।",
  },
  3: {
    title: "কাস্টমার সাপোর্ট এক্সিকিউটিভ",
    experience: "কল সেন্টার বা সাপোর্ট ডেস্কে 1+ বছর; হিন্দি ও ইংরেজি",
    summary:
      "কল ও চ্যাটের উত্তর দেবেন, সার্ভে বুক করবেন, আর পিকআপ থেকে ডেলিভারি পর্যন্ত গ্রাহকদের তাঁদের শিফটিংয়ের খবর দিতে থাকবেন।",
  },
  4: {
    title: "সেলস এক্সিকিউটিভ",
    experience: "ফিল্ড সেলসে 2+ বছর; তামিল ও ইংরেজি",
    summary: "সার্ভের জন্য বাড়ি ও অফিসে যাবেন, কোটেশন তৈরি করবেন, আর শহরের কোম্পানিগুলির অফিস শিফটিংয়ের কাজ আনবেন।",
  },
  5: {
    title: "ডিজিটাল মার্কেটিং স্পেশালিস্ট",
    experience: "সার্চ বিজ্ঞাপন, লোকাল SEO ও সোশ্যাল মিডিয়া সামলানোয় 2+ বছর",
    summary:
      "আমাদের সার্চ ও সোশ্যাল মিডিয়া ক্যাম্পেন চালাবেন, ওয়েবসাইটের শহরের পেজগুলি দেখাশোনা করবেন, আর প্রতিটি শহর থেকে আসা জিজ্ঞাসার রিপোর্ট তৈরি করবেন।",
  },
  6: {
    title: "অ্যাকাউন্টস এক্সিকিউটিভ",
    experience: "বি.কম, আর Tally ও GST ফাইলিংয়ে 2+ বছর",
    summary:
      "GST বিল তৈরি করবেন, গ্রাহকদের পেমেন্ট ও ব্রাঞ্চের খরচ মেলাবেন, আর ব্যাংকের গ্রাহকদের জন্য IBA ফরম্যাটে বিল তৈরি করবেন।",
  },
  7: {
    title: "এইচআর রিক্রুটার",
    experience: "ফিল্ড স্টাফ বা শ্রমিক নিয়োগে 1+ বছর",
    summary:
      "আমাদের ব্রাঞ্চগুলির জন্য প্যাকার, ড্রাইভার ও সুপারভাইজার নিয়োগ করবেন, জয়েনিংয়ের কাজকর্ম সারবেন, আর প্রশিক্ষণের রেকর্ড রাখবেন।",
  },
};

if (Object.keys(texts).length !== english.jobs.length) throw new Error("Bengali text for a job that is gone");

const department = byPlace(english.departments, departmentNames);
const location = byPlace(english.locations, locationNames);
const type = byPlace(english.jobTypes, typeNames);

function bengaliJob(job: english.Job): Translated<english.Job> {
  const bengali = texts[job.id];
  if (!bengali) throw new Error(`No Bengali text for the job ${job.id} "${job.title}"`);
  return {
    id: job.id,
    title: bengali.title,
    department: department(job.department),
    location: location(job.location),
    type: type(job.type),
    experience: bengali.experience,
    summary: bengali.summary,
  };
}

/** The job board's records in Bengali: the filters' option labels and the job cards. */
export const jobs = {
  departments: departmentNames,
  locations: locationNames,
  jobTypes: typeNames,
  jobs: english.jobs.map(bengaliJob),
} satisfies Dictionary;
