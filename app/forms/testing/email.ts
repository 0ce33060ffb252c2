/** What the e-mail service forms' tests share: the SDK's own fields, the page's origin and quiet alerts and logs. */
import { afterEach, beforeEach, vi } from "vitest";

import { site } from "~/config/site";

const { publicKey, serviceId } = site.emailService;

/** The origin the SDK posts to when no provider is configured: the local inbox on the test page's origin. */
export const ORIGIN = "http://localhost:3000";

/** The fields the e-mail SDK appends to a `sendForm` payload, in its order. */
export const sdkFields = (template: string) => [
  ["lib_version", "4.4.1"],
  ["service_id", serviceId],
  ["template_id", template],
  ["user_id", publicKey],
];

/** A form control by its name, the name the provider receives. */
export const byName = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;

/** Accepts window.alert silently and keeps the console quiet; returns the alert spy. */
export function quietAlertsAndLogs() {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
  return vi.spyOn(window, "alert").mockImplementation(() => {});
}

/**
 * The hooks every e-mail form test file needs: alerts accepted silently and the console quiet before each test, and
 * every stub, fake clock and spy undone after it. Returns the running test's alert spy.
 */
export function quietFormTests() {
  let alert: ReturnType<typeof quietAlertsAndLogs>;
  beforeEach(() => {
    alert = quietAlertsAndLogs();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  return () => alert;
}
