import { site } from "~/config/site";

import { toFormData } from "./field-table";
import { TIMEOUT_MS } from "./messages";

/** `{endpoint}/submit`; an empty endpoint is the local inbox on this origin. */
const formServiceUrl = () =>
  `${site.forms.endpoint || (typeof window === "undefined" ? "" : window.location.origin)}/submit`;

/** The address the IBA and insurance forms post to: relative when the inbox is on this origin, so it works before scripts run. */
export const formServiceAction = `${site.forms.endpoint}/submit`;

/**
 * The service's answer. A refusal carries the provider's own message; the other failures are named, so the form
 * says them in the page's language (the forms' shared words, content/<language>/forms.json).
 */
export type FormServiceResult =
  | { success: true; message: string }
  | { success: false; failure: "refused"; message: string }
  | { success: false; failure: "busy" | "server" | "network" };

/**
 * POST a multipart payload to the form-to-email service (Web3Forms contract) and read its JSON
 * `{ success, message }` whatever the HTTP status. A network failure, a timeout or an answer that
 * is not that JSON ends in a named failure instead of an exception.
 */
export async function sendToFormService(payload: Record<string, string>): Promise<FormServiceResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    const res = await fetch(formServiceUrl(), {
      method: "POST",
      body: toFormData(payload),
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    let data: unknown = null;
    try {
      data = await res.json();
    } catch {
      data = null;
    }
    const answer = (data ?? {}) as { success?: unknown; message?: unknown };
    if (answer.success === true)
      return { success: true, message: typeof answer.message === "string" ? answer.message : "" };
    console.error("Form service refused the submission", res.status, data);
    if (typeof answer.message === "string" && answer.message.trim())
      return { success: false, failure: "refused", message: answer.message };
    return { success: false, failure: res.status === 429 ? "busy" : "server" };
  } catch (error) {
    console.error("Form service unreachable", error);
    return { success: false, failure: "network" };
  } finally {
    clearTimeout(timer);
  }
}
