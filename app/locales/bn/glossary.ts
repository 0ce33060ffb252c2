/**
 * The Bengali pages' terms: the one word each uses, and the forms it never uses (app/locales/glossary.ts;
 * docs/bengali-glossary.md explains them).
 */
import type { Glossary } from "~/locales/glossary";

export const glossary: Glossary = [
  { english: "quote", use: "কোটেশন", reject: ["উদ্ধৃতি", "দরপত্র"] },
  { english: "survey", use: "সার্ভে", reject: ["সমীক্ষা", "জরিপ"] },
  { english: "estimate", use: "আনুমানিক খরচ", reject: ["প্রাক্কলন", "এস্টিমেশন"] },
  { english: "branch", use: "ব্রাঞ্চ", reject: ["শাখা"] },
  { english: "packing", use: "প্যাকিং", reject: ["প্যাকেজিং"] },
  { english: "insurance", use: "বিমা", reject: ["বীমা", "ইনস্যুরেন্স", "ইনশিওরেন্স", "ইন্সুরেন্স"] },
  // The plural's locative is -গুলিতে ("in the villages"), its object -গুলিকে; -গুলিয় is neither.
  { english: "plural with a case ending", use: "গুলিতে", reject: [/গুলিয়(?![\p{L}\p{M}])/u] },
  { english: "among them, any", use: "মধ্যে কোনো", reject: [/মধ্যেকোনো/u] },
  // One spelling each where both are heard in Kolkata.
  { english: "bank", use: "ব্যাংক", reject: ["ব্যাঙ্ক"] },
  { english: "ever, never", use: "কখনো", reject: ["কখনও"] },
  { english: "on, above", use: "ওপর", reject: ["উপর"] },
  { english: "furniture", use: "আসবাব", reject: ["ফার্নিচার"] },
  { english: "evening", use: "সন্ধ্যা", reject: ["সন্ধে"] },
  { english: "Newtown (Kolkata), in prose", use: "নিউটাউন", reject: ["নিউ টাউন"] },
];
