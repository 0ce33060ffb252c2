import { servicePageWords } from "~/locales/hi/service-page";

export const translations = servicePageWords;
