import type { ReactNode } from "react";

import { AddressText } from "~/components/address-text";
import { Card } from "~/components/card";
import { BadgeCheck, type IconComponent, Mail, Phone, Wallet } from "~/components/icons";
import { PhoneFold } from "~/components/phone-fold";
import { phoneRow } from "~/components/phone-row";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import { WithParts } from "~/components/with-parts";
import { formatPhone, mailHref, site, telHref } from "~/config/site";
import type { VerifyContent } from "~/content/company";
import { filled } from "~/content/placeholders";

import { ContactChecker } from "./contact-checker";
import { verifyContext } from "./verify-context";

/** The chat number is stored with its country code; shown like the other phones. */
const chatNumber = site.whatsapp.startsWith("91") ? formatPhone(site.whatsapp.slice(2)) : `+${site.whatsapp}`;

/** One kind of official contact: its icon and name, then the value(s) and what to check. */
function ContactCard({ icon: Icon, title, children }: { icon: IconComponent; title: string; children: ReactNode }) {
  return (
    <li className="rounded-xl border border-line bg-white p-5 shadow-card">
      <h3 className="flex items-center gap-2 font-bold text-brand-900">
        <Icon className="size-5 text-accent-600" aria-hidden="true" />
        {title}
      </h3>
      {children}
    </li>
  );
}

/** A branch's line in the list of phones, in the page's language, from the page's loader. */
export interface BranchPhone {
  slug: string;
  name: string;
  phone: string;
}

/** The checker, then every phone number, the e-mail domain, the website and the UPI ID we use; anything else is not us. */
export function OfficialContacts({
  words: w,
  checker,
  branches,
}: {
  words: VerifyContent["officialContactsSection"];
  /** The checker's words. */
  checker: VerifyContent["checker"];
  branches: readonly BranchPhone[];
}) {
  const { emailDomain, website } = verifyContext();
  return (
    <Section labelledBy="official-contacts">
      <div className="container-page">
        <SectionHeading id="official-contacts" eyebrow={w.eyebrow} title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        <ContactChecker words={checker} branchPhones={branches.map((c) => c.phone)} />
        <ul {...phoneRow(w.row, "mt-6 max-w-5xl gap-3 sm:gap-6 lg:grid lg:grid-cols-2", { tablets: true })}>
          <ContactCard icon={Phone} title={w.phones}>
            <ul className="mt-3 space-y-1.5">
              {[site.phone, site.phoneAlt].map((p) => (
                <li key={p}>
                  <a
                    href={telHref(p)}
                    className="font-mono font-semibold whitespace-nowrap text-brand-700 hover:underline"
                  >
                    {formatPhone(p)}
                  </a>
                </li>
              ))}
              <li>
                <span className="font-mono font-semibold whitespace-nowrap text-brand-900">{chatNumber}</span>{" "}
                <span className="text-sm text-ink-muted">{w.chat}</span>
              </li>
            </ul>
          </ContactCard>
          <ContactCard icon={Mail} title={w.email}>
            <p className="mt-3 wrap-break-word">
              <WithParts
                text={w.emailRule}
                parts={{
                  domain: (
                    <strong className="font-mono text-brand-900">
                      <AddressText value={`@${emailDomain}`} />
                    </strong>
                  ),
                  email: (
                    <a href={mailHref(site.email)} className="font-semibold text-brand-700 hover:underline">
                      <AddressText value={site.email} />
                    </a>
                  ),
                }}
              />
            </p>
          </ContactCard>
          <ContactCard icon={BadgeCheck} title={w.website}>
            <p className="mt-3 wrap-break-word">
              <WithParts
                text={w.websiteRule}
                parts={{
                  address: (
                    <strong className="font-mono text-brand-900">
                      <AddressText value={website} />
                    </strong>
                  ),
                }}
              />
            </p>
          </ContactCard>
          <ContactCard icon={Wallet} title={w.upi}>
            <p className="mt-3 wrap-break-word">
              <WithParts
                text={w.upiRule}
                parts={{
                  upi: (
                    <strong className="font-mono text-brand-900">
                      <AddressText value={site.upiId} />
                    </strong>
                  ),
                  payee: <strong className="text-brand-900">{site.identity.legalName}</strong>,
                }}
              />
            </p>
          </ContactCard>
        </ul>
        <Card tone="surface" padding="compact" className="mt-6 max-w-5xl">
          <h3 className="font-bold text-brand-900">{w.branches}</h3>
          <PhoneFold
            summary={filled(w.showBranches, { count: String(branches.length) })}
            until="lg"
            className="mt-2 lg:mt-0"
          >
            <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
              {branches.map((c) => (
                <li key={c.slug} className="flex justify-between gap-3 border-b border-line py-1">
                  <span>{c.name}</span>
                  <a
                    href={telHref(c.phone)}
                    className="font-mono font-semibold whitespace-nowrap text-brand-700 hover:underline"
                  >
                    {formatPhone(c.phone)}
                  </a>
                </li>
              ))}
            </ul>
          </PhoneFold>
        </Card>
      </div>
    </Section>
  );
}
