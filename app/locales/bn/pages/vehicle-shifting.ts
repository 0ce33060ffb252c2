import { vehicleShifting } from "~/locales/bn/content/service-pages/vehicle-shifting";
import { servicePageWords } from "~/locales/bn/service-page";
import type { Dictionary } from "~/locales/book";

export const translations = { ...servicePageWords, ...vehicleShifting } satisfies Dictionary;
