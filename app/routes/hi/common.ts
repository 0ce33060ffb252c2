import { components } from "~/components/hi";
import { cityList } from "~/content/hi/city-list";
import { faqs } from "~/content/hi/faqs";
import { safetyGuarantee } from "~/content/hi/guarantee";
import { images } from "~/content/hi/images";

/** What every translated Hindi page shares: the shared components' words, the FAQs, the guarantee, the cities and
 * the photos' alt texts. */
export const common = [...components, faqs, safetyGuarantee, cityList, images];
