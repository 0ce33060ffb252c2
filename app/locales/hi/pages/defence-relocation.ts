import { servicePageWords } from "~/locales/hi/service-page";
import type { LocalePage } from "~/locales/words";

export const translations = servicePageWords satisfies LocalePage["translations"];
