/**
 * The words of the home page's parts below its hero that load with their code, in Bengali (app/routes/home.tsx,
 * app/components/deferred.tsx), so the page's first script carries none of them. The other parts' records are the
 * page's data (content/bn/home.json, read by its loader).
 */
import { safetyGuarantee } from "~/locales/bn/content/guarantee";
import type { Dictionary } from "~/locales/book";

export const guarantee = { ...safetyGuarantee } satisfies Dictionary;
