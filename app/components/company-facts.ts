import { useTranslated } from "~/i18n/translations";
import { companyFacts, companyFactWords } from "~/lib/hero-facts";

import { useLocalMoveFrom } from "./layout-data";

/**
 * The company facts of a page hero, in the page's language. Apart from the hero, so that a page whose hero shows
 * other facts (the cost estimator) does not load these.
 */
export const useCompanyFacts = () => companyFacts(useLocalMoveFrom(), useTranslated(companyFactWords));
