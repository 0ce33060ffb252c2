/** The photos' alt texts in Hindi (issue 18): translates `imageAlts` of ../images.ts, slot by slot. */
import { cityPageList } from "../city-list.ts";
import { cityImageId, imageAlts } from "../images.ts";
import { translate } from "../translation.ts";
import { cityNames } from "./city-list.ts";

const fixed: Record<string, string> = {
  "home-hero": "तंग गली में मूविंग ट्रक में सामान लादती हमारी टीम",
  "crew-packing": "सोफे को स्ट्रेच फिल्म में लपेटते हमारे दो पैकर",
  "loaded-truck": "खुले दरवाजों वाला मूविंग ट्रक, जिसमें एक-एक कार्टन करके सामान लादा गया है",
  warehouse: "हमारे गोदाम का एक गलियारा, पैलेट रैक पर रखे कार्टन",
  "home-shifting": "शिफ्टिंग से पहले घर का फर्नीचर लपेटते पैकर",
  "office-relocation": "लपेटे हुए मॉनिटर और ऑफिस की कुर्सियां बाहर ले जाती टीम",
  "vehicle-shifting": "कार कैरियर ट्रक पर बांधी गई एक कार और एक मोटरसाइकिल",
  "local-shifting": "शहर के अंदर शिफ्टिंग के लिए घर के बाहर लादा जा रहा ट्रक",
  "defence-relocation": "सेना का एक परिवार, जो टीम को अपने ट्रंक लादते देख रहा है",
  "fine-arts-relocation": "फ्रेम की हुई पेंटिंग, जिसे गद्देदार लकड़ी के क्रेट में उतारा जा रहा है",
  "goods-insurance": "क्रेट में पैक एक कीमती चीज, ट्रांजिट बीमा के लिए तैयार",
  "about-team": "ट्रक के सामने एक साथ खड़ी हमारी मूविंग टीम और ऑफिस टीम",
};

const city = Object.fromEntries(
  cityPageList.map(({ slug }) => [cityImageId(slug), `हमारे ${cityNames[slug]?.name ?? slug} ऑफिस का सामने का हिस्सा`]),
);

const alts = { ...fixed, ...city };
const missing = Object.keys(imageAlts).filter((id) => !(id in alts));
if (missing.length > 0) throw new Error(`No Hindi alt text for the photo slot(s): ${missing.join(", ")}`);

export const images = translate(imageAlts, alts);
