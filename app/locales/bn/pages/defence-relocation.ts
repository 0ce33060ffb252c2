import { servicePageWords } from "~/locales/bn/service-page";
import type { LocalePage } from "~/locales/words";

export const translations = servicePageWords satisfies LocalePage["translations"];
