/** The extra charges' names in Hindi (../charge-names.ts): a charge without its Hindi name fails the typecheck. */
import type { ChargeId } from "~/content/charge-names.ts";

export const localizedChargeNames: Record<ChargeId, string> = {
  stairs: "लिफ्ट न होने पर सीढ़ियां",
  "long-carry": "दूर तक ढुलाई",
  shuttle: "तंग गली के लिए शटल गाड़ी",
  dismantling: "फर्नीचर खोलना और दोबारा जोड़ना",
  "ac-service": "AC उतारना और दोबारा लगाना",
  "premium-packing": "प्रीमियम पैकिंग",
  waiting: "इंतजार का समय",
  storage: "स्टोरेज",
  insurance: "ट्रांजिट बीमा",
  tolls: "टोल और राज्यों का एंट्री चार्ज",
  "society-fees": "सोसाइटी और पार्किंग फीस",
  gst: "GST",
};
