/**
 * The published extra charges in Hindi: the names and rules of ../charges.ts, in the same order. Every
 * rate, step and percentage is read from the English module's constants, never retyped, so the Hindi /charges page
 * cannot state another figure than the English one or the estimator.
 */
import {
  AC_SERVICE,
  type ChargeId,
  DISMANTLING,
  extraCharges as english,
  insuranceRangeText,
  LONG_CARRY,
  PREMIUM_PACKING,
  SHUTTLE,
  STAIRS,
  STORAGE,
  VOLUME_STEP_CU_FT,
  WAITING,
} from "~/content/charges.ts";
import { GST } from "~/content/gst.ts";
import { formatPrice } from "~/content/prices/types.ts";
import type { Dictionary } from "~/locales/book";

import { localizedChargeNames } from "./charge-names.ts";

const rs = (n: number) => `₹${formatPrice({ fixed: n })}`;

/** "हर 100 cu ft सामान (या उसके हिस्से) पर". */
const perVolumeStep = `हर ${VOLUME_STEP_CU_FT} cu ft सामान (या उसके हिस्से) पर`;

/** The vehicles a rule names, in Hindi; model names stay as written (docs/hindi-glossary.md). */
const vehicleNames: Record<string, string> = { "Tata Ace mini truck": "Tata Ace मिनी ट्रक" };

function hindiVehicle(name: string): string {
  const hindi = vehicleNames[name];
  if (hindi === undefined) throw new Error(`No Hindi for the vehicle "${name}" (app/locales/hi/content/charges.ts)`);
  return hindi;
}

const dismantlingNames: Record<keyof typeof DISMANTLING, string> = {
  bed: "बेड",
  wardrobe: "लकड़ी का वार्डरोब",
  table: "डाइनिंग टेबल, डेस्क या कॉन्फ्रेंस टेबल",
  workstation: "ऑफिस वर्कस्टेशन (हर सीट)",
};

/** Each charge's rule in Hindi, by its id: a charge without its Hindi fails the typecheck. */
const texts: Record<ChargeId, { rule: string }> = {
  stairs: {
    rule: `जिस तरफ चालू लिफ्ट नहीं है, वहां ग्राउंड फ्लोर से ऊपर की हर मंजिल के लिए, ${perVolumeStep} ${rs(STAIRS.perFloorPerStep)}। ग्राउंड फ्लोर हो या लिफ्ट हो, तो कोई चार्ज नहीं।`,
  },
  "long-carry": {
    rule: `आपके दरवाजे और ट्रक खड़े होने की जगह के बीच पहले ${LONG_CARRY.freeMetres} मीटर फ्री हैं। उसके आगे हर ${LONG_CARRY.stepMetres} मीटर (या उसके हिस्से) के लिए, ${perVolumeStep} ${rs(LONG_CARRY.perStepPerVolumeStep)}, दोनों तरफ अलग-अलग।`,
  },
  shuttle: {
    rule: `जहां गली ट्रक के लिए बहुत तंग हो, वहां एक ${hindiVehicle(SHUTTLE.vehicle)} आपके दरवाजे और ट्रक के बीच सामान ढोता है: हर चक्कर ${rs(SHUTTLE.perTrip)}, हर ${SHUTTLE.tripCuFt} cu ft सामान (या उसके हिस्से) के लिए एक चक्कर, हर उस तरफ जहां इसकी जरूरत हो।`,
  },
  dismantling: {
    rule: `सामान उठाते समय खोलना और डिलीवरी पर दोबारा जोड़ना, हर पीस का: ${(Object.keys(DISMANTLING) as (keyof typeof DISMANTLING)[]).map((k) => `${dismantlingNames[k]} ${rs(DISMANTLING[k])}`).join("; ")}। स्टील की अलमारी और बाकी चीजें जो बिना खोले जाती हैं: कोई चार्ज नहीं। कोई चीज आप खुद खोल लें और हमें बता दें, तो उसका चार्ज नहीं लगता।`,
  },
  "ac-service": {
    rule: `सामान उठाते समय उतारना और डिलीवरी पर लगाना, हर यूनिट: स्प्लिट AC ${rs(AC_SERVICE.split)}, विंडो AC ${rs(AC_SERVICE.window)}। इसमें शामिल नहीं: गैस भरवाना, अतिरिक्त कॉपर पाइप या नया स्टैंड। इनमें से कुछ चाहिए तो टेक्नीशियन आपको वजह और अपना छपा हुआ रेट दिखाता है, और फैसला आप करते हैं।`,
  },
  "premium-packing": {
    rule: `स्टैंडर्ड पैकिंग (कार्टन, नाजुक सामान पर बबल रैप, फर्नीचर पर स्ट्रेच फिल्म) रेट टेबल की कीमत में शामिल है। प्रीमियम पैकिंग में हर चीज पर फोम कॉर्नर और कोरुगेटेड शीट लगती हैं, और कांच के टॉप व बड़े TV के लिए लकड़ी के क्रेट: सामान के हर cu ft पर ${rs(PREMIUM_PACKING.perCuFt)}।`,
  },
  waiting: {
    rule: `हर तरफ पहले ${WAITING.freeHours} घंटे फ्री हैं। अगर आपकी तरफ की किसी वजह से (चाबी, लिफ्ट की बुकिंग, सोसाइटी की इजाजत) टीम और ट्रक को इससे ज्यादा रुकना पड़े, तो हर अगले घंटे (या उसके हिस्से) के ${rs(WAITING.perHour)}। यह चार्ज सिर्फ शिफ्टिंग के दिन ही बन सकता है, इसलिए कोटेशन में कभी नहीं होता।`,
  },
  storage: {
    rule: `हमारे गोदाम में ${perVolumeStep} रोज ${rs(STORAGE.perDayPerStep)}, सामान आने के दिन से जाने के दिन तक।`,
  },
  insurance: {
    rule: `आपकी मर्जी पर, आपकी बताई कीमत पर बीमा कंपनी से करवाया जाता है: घोषित कीमत का ${insuranceRangeText}, रूट और सामान के प्रकार के हिसाब से। कोटेशन में इस रेंज के दोनों छोर दिखते हैं; बीमा कंपनी का अपना GST उसके प्रीमियम में शामिल होता है।`,
  },
  tolls: {
    rule: "रास्ते के टोल, राज्यों के एंट्री टैक्स और परमिट जितने के होते हैं, उतने ही लिए जाते हैं, रसीदों के साथ और बिना कोई मुनाफा जोड़े। कोटेशन में ये लिखे होते हैं, पर उसकी कुल रकम में नहीं जोड़े जाते।",
  },
  "society-fees": {
    rule: "सामान लाने या ले जाने पर हाउसिंग सोसाइटी जो फीस लेती है, और पार्किंग फीस, जितने की होती है उतनी ही ली जाती है, रसीद के साथ और बिना कोई मुनाफा जोड़े। कोटेशन में ये लिखी होती हैं, पर उसकी कुल रकम में नहीं जोड़ी जातीं।",
  },
  gst: {
    rule: `हमारी सेवाओं पर ${GST.percent}%: रेट टेबल की कीमत और ऊपर के सभी चार्ज पर, सिवाय बीमा के (जिसका बिल बीमा कंपनी देती है) और असल खर्च पर लिए जाने वाले चार्ज के। हमारी छपी रेट टेबल और फटाफट अनुमान की कीमतें GST के बिना हैं।`,
  },
};

/** The charges of /charges in Hindi; ids and when each reaches a bill are the English records'. */
export const extraCharges = {
  extraCharges: english.map((c) => ({ id: c.id, when: c.when, name: localizedChargeNames[c.id], ...texts[c.id] })),
} satisfies Dictionary;

/** What we never add, in the English list's order. */
export const neverCharged = {
  neverCharged: [
    "सर्वे और लिखित कोटेशन।",
    "फ्यूल, त्योहार या पीक सीजन का कोई सरचार्ज।",
    "स्टैंडर्ड पैकिंग के कार्टन, टेप और रैपिंग।",
    "ऐसा कोई भी चार्ज जो इस पेज पर नहीं है।",
  ],
} satisfies Dictionary;
