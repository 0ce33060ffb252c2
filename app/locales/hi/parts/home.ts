/**
 * The words of the home page's parts below its hero that load with their code, in Hindi (app/routes/home.tsx,
 * app/components/deferred.tsx), so the page's first script carries none of them. The other parts' records are the
 * page's data (content/hi/home.json, read by its loader).
 */
import type { Dictionary } from "~/locales/book";
import { safetyGuarantee } from "~/locales/hi/content/guarantee";

export const guarantee = { ...safetyGuarantee } satisfies Dictionary;
