/** The extra charges' names in Bengali (~/content/charge-names.ts): a charge without its name fails the typecheck. */
import type { ChargeId } from "~/content/charge-names.ts";

export const localizedChargeNames: Record<ChargeId, string> = {
  stairs: "লিফট না থাকলে সিঁড়ি",
  "long-carry": "দূর পর্যন্ত বয়ে নেওয়া",
  shuttle: "সরু গলির জন্য শাটল গাড়ি",
  dismantling: "আসবাব খোলা ও আবার জোড়া",
  "ac-service": "AC খোলা ও আবার লাগানো",
  "premium-packing": "প্রিমিয়াম প্যাকিং",
  waiting: "অপেক্ষার সময়",
  storage: "স্টোরেজ",
  insurance: "ট্রানজিট বিমা",
  tolls: "টোল ও রাজ্যের এন্ট্রি চার্জ",
  "society-fees": "সোসাইটি ও পার্কিং ফি",
  gst: "GST",
};
