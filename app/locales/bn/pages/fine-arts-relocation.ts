import { servicePageWords } from "~/locales/bn/service-page";

export const translations = servicePageWords;
