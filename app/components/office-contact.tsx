import type { ReactNode } from "react";

import { AddressText } from "~/components/address-text";
import { useComponentWords } from "~/components/component-words";
import { Clock, type IconComponent, Mail, MapPin, Phone } from "~/components/icons";
import { formatPhone, mailHref, telHref } from "~/config/site";

interface OfficeContactProps {
  /** Shown in bold above the address; omit when a heading already names the office. */
  name?: string;
  address: string;
  phones: readonly string[];
  email: string;
  hours?: string;
  /** Print "Address", "Phone"… (in the page's language) above each value, for a block with no other context. */
  labelled?: boolean;
  className?: string;
}

const linkClass = "font-semibold text-brand-700 underline-offset-2 hover:underline";

function Line({ icon: Icon, label, children }: { icon: IconComponent; label?: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
      <div>
        {label && <p className="text-sm font-semibold text-ink-muted">{label}</p>}
        {children}
      </div>
    </li>
  );
}

/** How to reach an office: address, phones, e-mail and, when given, opening hours. */
export function OfficeContact({
  name,
  address,
  phones,
  email,
  hours,
  labelled = false,
  className = "",
}: OfficeContactProps) {
  const labels = useComponentWords("officeContact");
  const label = (text: string) => (labelled ? text : undefined);
  return (
    <address className={`not-italic ${className}`}>
      <ul className="space-y-5">
        <Line icon={MapPin} label={label(labels.address)}>
          {name && <span className="block font-bold text-brand-900">{name}</span>}
          <span className="text-ink" data-testid="office-address">
            {address}
          </span>
        </Line>
        <Line icon={Phone} label={label(labels.phone)}>
          {phones.map((phone, i) => (
            <span key={phone}>
              {i > 0 && <span aria-hidden="true"> · </span>}
              <a href={telHref(phone)} className={linkClass}>
                {formatPhone(phone)}
              </a>
            </span>
          ))}
        </Line>
        <Line icon={Mail} label={label(labels.email)}>
          <a href={mailHref(email)} className={linkClass}>
            <AddressText value={email} />
          </a>
        </Line>
        {hours && (
          <Line icon={Clock} label={label(labels.hours)}>
            <span className="text-ink">{hours}</span>
          </Line>
        )}
      </ul>
    </address>
  );
}
