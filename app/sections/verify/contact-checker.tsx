import { useId, useMemo, useRef, useState } from "react";

import { AddressText } from "~/components/address-text";
import { CheckCircle2, Info, ScanSearch } from "~/components/icons";
import { WithParts } from "~/components/with-parts";
import { formatPhone, site, telHref } from "~/config/site";
import type { VerifyContent } from "~/content/company";

import { checkContact, type CheckResult, officialValues } from "./contact-check";

/** Everything the site configuration makes ours: head-office, chat and branch phones, e-mail, site, UPI, GSTIN. */
const officialFor = (branchPhones: readonly string[]) =>
  officialValues({
    url: site.url,
    phones: [site.phone, site.phoneAlt, ...branchPhones],
    whatsapp: site.whatsapp,
    email: site.email,
    upiId: site.upiId,
    gstin: site.identity.gstin,
  });

const shown = ({ kind, value }: CheckResult) =>
  kind === "phone" && value.length === 10 ? (
    <span className="whitespace-nowrap">{formatPhone(value)}</span>
  ) : (
    <AddressText value={value} />
  );

/**
 * Tells at once, in the browser, whether a pasted phone number, e-mail, website, UPI ID or GSTIN is one of ours,
 * and what to do when it is not: the report link carries the value into the report form below.
 */
export function ContactChecker({
  words: w,
  branchPhones,
}: {
  /** A sentence per kind of value for ours and not ours, since languages agree the words with the kind. */
  words: VerifyContent["checker"];
  branchPhones: readonly string[];
}) {
  const ours = useMemo(() => officialFor(branchPhones), [branchPhones]);
  const [input, setInput] = useState("");
  const id = useId();
  const result = input.trim() ? checkContact(input, ours) : undefined;

  const carried = useRef("");

  // The report form's fields are the browser's own (uncontrolled), so the value goes straight in; what the
  // visitor typed there themselves is kept.
  function carryIntoReport() {
    const field = document.querySelector<HTMLInputElement>('#report [name="suspect_contact"]');
    if (!field || (field.value !== "" && field.value !== carried.current)) return;
    field.value = carried.current = input.trim();
  }

  return (
    <div className="mt-10 max-w-3xl rounded-xl border border-brand-100 bg-brand-50 p-card sm:p-card-lg">
      <h3 className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <ScanSearch className="size-5 shrink-0 text-accent-600" aria-hidden="true" />
        {w.title}
      </h3>
      <label htmlFor={`${id}-input`} className="mt-2 block text-sm font-semibold text-ink">
        {w.label}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        value={input}
        onChange={(e) => setInput(e.target.value)}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        className="mt-2 block w-full rounded-lg border border-line bg-white px-3 py-2.5 font-mono text-base text-ink shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
        {w.hint}
      </p>
      {/* Always in the page, so a screen reader announces each new verdict. */}
      <div aria-live="polite">
        {result === null && (
          <p className="mt-4 flex gap-2.5 rounded-lg bg-white p-3 text-sm leading-relaxed text-ink">
            <Info className="mt-0.5 size-4 shrink-0 text-ink-muted" aria-hidden="true" />
            <span>{w.unknown}</span>
          </p>
        )}
        {result && (
          <div
            className={`mt-4 rounded-lg border-l-4 bg-white p-3 text-sm leading-relaxed text-ink ${result.official ? "border-success" : "border-danger"}`}
          >
            <p
              className={`flex items-center gap-2 text-base font-bold ${result.official ? "text-success" : "text-danger"}`}
            >
              {result.official ? (
                <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" />
              ) : (
                <Info className="size-5 shrink-0" aria-hidden="true" />
              )}
              {result.official ? w.ours[result.kind] : w.notOurs[result.kind]}
            </p>
            <p className="mt-1 text-ink-muted">
              {w.checked} <span className="font-mono text-ink">{shown(result)}</span>
            </p>
            {result.official ? (
              <p className="mt-2">{w.oursNext}</p>
            ) : (
              <p className="mt-2">
                <WithParts
                  text={w.notOursNext}
                  parts={{
                    phone: (
                      <a
                        href={telHref(site.phone)}
                        className="font-semibold whitespace-nowrap text-brand-700 underline"
                      >
                        {formatPhone(site.phone)}
                      </a>
                    ),
                    report: (
                      <a
                        href="#report"
                        onClick={carryIntoReport}
                        className="font-semibold text-brand-700 underline underline-offset-4"
                      >
                        {w.report}
                      </a>
                    ),
                  }}
                />
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
