/**
 * The open positions of ../jobs.ts in Hindi: what /hi/career shows. Ids are read from the English
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
  "ऑपरेशंस और लॉजिस्टिक्स",
  "कस्टमर सर्विस",
  "सेल्स और मार्केटिंग",
  "आईटी और डिजिटल",
  "फाइनेंस और अकाउंट्स",
  "मानव संसाधन (एचआर)",
];

/** The branch cities' names of the city list. */
const locationNames = mapList(english.locations, (location) => {
  const hindi = cityNames[location.toLowerCase()];
  if (!hindi) throw new Error(`No Hindi name for the job location "${location}"`);
  return hindi.name;
});

const typeNames: Translated<typeof english.jobTypes> = ["फुल टाइम", "पार्ट टाइम"];

/** What a job says in Hindi; its id, department, location and type are the English record's. */
type HindiJob = Pick<Translated<english.Job>, "title" | "experience" | "summary">;

/** By the English job's id. */
const texts: Readonly<Record<number, HindiJob>> = {
  1: {
    title: "पैकिंग और शिफ्टिंग स्टाफ",
    experience: "फ्रेशर्स भी आवेदन करें; ट्रेनिंग हम देंगे",
    summary:
      "चार से छह लोगों की टीम के साथ घरेलू और ऑफिस के सामान की पैकिंग, लोडिंग और अनलोडिंग करें, और नए पते पर फर्नीचर दोबारा जोड़ें।",
  },
  2: {
    title: "ट्रक ड्राइवर",
    experience: "हैवी वाहन का लाइसेंस और हाईवे रूट पर 3+ साल",
    summary: "लंबी दूरी के रूट पर बंद कंटेनर ट्रक चलाएं, गाड़ी की लॉगबुक रखें और डिलीवरी पर सामान सुरक्षित सौंपें।",
  },
  3: {
    title: "कस्टमर सपोर्ट एग्जीक्यूटिव",
    experience: "कॉल सेंटर या सपोर्ट डेस्क पर 1+ साल; हिन्दी और अंग्रेजी",
    summary: "कॉल और चैट का जवाब दें, सर्वे बुक करें, और पिकअप से डिलीवरी तक ग्राहकों को उनकी शिफ्टिंग की जानकारी देते रहें।",
  },
  4: {
    title: "सेल्स एग्जीक्यूटिव",
    experience: "फील्ड सेल्स में 2+ साल; तमिल और अंग्रेजी",
    summary: "सर्वे के लिए घरों और ऑफिसों में जाएं, कोटेशन बनाएं और शहर की कंपनियों से उनकी शिफ्टिंग का काम हासिल करें।",
  },
  5: {
    title: "डिजिटल मार्केटिंग स्पेशलिस्ट",
    experience: "सर्च विज्ञापन, लोकल SEO और सोशल मीडिया संभालने में 2+ साल",
    summary: "हमारे सर्च और सोशल मीडिया कैंपेन चलाएं, वेबसाइट के शहरों वाले पेज संभालें और हर शहर से आई पूछताछ की रिपोर्ट बनाएं।",
  },
  6: {
    title: "अकाउंट्स एग्जीक्यूटिव",
    experience: "बी.कॉम, और Tally व GST फाइलिंग में 2+ साल",
    summary: "GST बिल बनाएं, ग्राहकों के भुगतान और ब्रांचों के खर्च का मिलान करें, और बैंक वाले ग्राहकों के लिए IBA फॉर्मेट में बिल तैयार करें।",
  },
  7: {
    title: "एचआर रिक्रूटर",
    experience: "फील्ड स्टाफ और कामगारों की भर्ती में 1+ साल",
    summary: "हमारी ब्रांचों के लिए पैकर, ड्राइवर और सुपरवाइजर की भर्ती करें, जॉइनिंग की कार्यवाही पूरी कराएं और ट्रेनिंग का रिकॉर्ड रखें।",
  },
};

if (Object.keys(texts).length !== english.jobs.length) throw new Error("Hindi text for a job that is gone");

const department = byPlace(english.departments, departmentNames);
const location = byPlace(english.locations, locationNames);
const type = byPlace(english.jobTypes, typeNames);

function hindiJob(job: english.Job): Translated<english.Job> {
  const hindi = texts[job.id];
  if (!hindi) throw new Error(`No Hindi text for the job ${job.id} "${job.title}"`);
  return {
    id: job.id,
    title: hindi.title,
    department: department(job.department),
    location: location(job.location),
    type: type(job.type),
    experience: hindi.experience,
    summary: hindi.summary,
  };
}

/** The job board's records in Hindi: the filters' option labels and the job cards. */
export const jobs = {
  departments: departmentNames,
  locations: locationNames,
  jobTypes: typeNames,
  jobs: english.jobs.map(hindiJob),
} satisfies Dictionary;
