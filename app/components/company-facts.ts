import { companyFacts } from "~/lib/hero-facts";

import { useComponentWords } from "./component-words";
import { useLocalMoveFrom } from "./layout-data";

/**
 * The company facts of a page hero, in the page's language. Apart from the hero, so that a page whose hero shows
 * other facts (the cost estimator) does not load these.
 */
export const useCompanyFacts = () => companyFacts(useLocalMoveFrom(), useComponentWords("heroFacts"));
