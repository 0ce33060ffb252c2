import type { FixedImageId } from "~/content/images";
import type { TableId } from "~/content/prices/tables";
import type { PriceTableData } from "~/content/prices/types";
import type { Step } from "~/content/process";

/** The four concerns every service page answers, in this order. */
export type ConcernKind = "authentic" | "diy" | "packaging" | "budget";

/** A 'Common Relocation Concerns' card (SPEC §3 Concern item: icon, title, description, solution). */
export interface Concern {
  kind: ConcernKind;
  title: string;
  description: string;
  solution: string;
}

/** The 'Ideal Time for Moving' and 'Cost-Effective Solutions' panels. */
export interface InfoPanel {
  text: string;
  points: string[];
}

/**
 * SPEC §3 "Service card": title, image, path, description, tips. The /our-services cards use all of it;
 * the home grid shows a short form of the same card (`HomeServiceCard` in content/home).
 */
export interface ServiceCard {
  id: string;
  title: string;
  /** Its photo slot (app/content/images.ts). */
  image: FixedImageId;
  /** Where the card leads, exactly as the spec writes it (the home grid links the capitalised /Packing). */
  path: string;
  description: string;
  tips: [string, string, string];
  linkLabel: string;
}

/** Everything page-specific on one of the seven service pages; the template supplies the fixed headings. */
export interface ServicePageContent {
  path: string;
  /** Last breadcrumb item and the page's name. */
  name: string;
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; intro: string };
  /** The explanatory block under the hero. */
  about: { heading: string; paragraphs: string[]; includedHeading: string; included: string[] };
  /** The photo slot beside the explanatory block (app/content/images.ts). */
  image: FixedImageId;
  /** Sentence on the 'Check Our Services' banner. */
  bannerText: string;
  /** 'How does it Work?'. */
  steps: [Step, Step, Step, Step];
  concerns: [Concern, Concern, Concern, Concern];
  idealTime: InfoPanel;
  costEffective: InfoPanel;
  /** Approximate charges, the tables by their ids (content/<language>/prices.json); absent on pages without one. */
  prices?: ServicePrices<TableId>;
}

export interface ServicePrices<Table> {
  heading: string;
  intro: string;
  tables: Table[];
  footnote: string;
}

/** A service page as it is shown: its price tables read in the page's language. */
export interface ShownServicePage extends Omit<ServicePageContent, "prices"> {
  prices?: ServicePrices<PriceTableData>;
}
