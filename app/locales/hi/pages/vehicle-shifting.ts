import type { Dictionary } from "~/locales/book";
import { vehicleShifting } from "~/locales/hi/content/service-pages/vehicle-shifting";
import { servicePageWords } from "~/locales/hi/service-page";

export const translations = { ...servicePageWords, ...vehicleShifting } satisfies Dictionary;
