import { Card } from "~/components/card";
import { Wallet } from "~/components/icons";
import { phoneRow } from "~/components/phone-row";
import { Section } from "~/components/section";
import { SectionHeading } from "~/components/section-heading";
import type { VerifyContent } from "~/content/company";

/** How we take money: the rules a fraudster breaks. */
export function PaymentRules({
  words: w,
  rules,
}: {
  words: VerifyContent["paymentRulesSection"];
  rules: VerifyContent["paymentRules"];
}) {
  return (
    <Section labelledBy="payment-rules" tone="surface">
      <div className="container-page">
        <SectionHeading id="payment-rules" eyebrow={w.eyebrow} title={w.title}>
          <p>{w.intro}</p>
        </SectionHeading>
        <ul {...phoneRow(w.row, "stack-t max-w-3xl gap-3 sm:gap-6 lg:block lg:space-y-4", { tablets: true })}>
          {rules.map((rule) => (
            <Card key={rule.id} as="li" padding="compact" className="flex gap-4">
              <Wallet className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
              <p className="leading-relaxed text-ink">{rule.text}</p>
            </Card>
          ))}
        </ul>
      </div>
    </Section>
  );
}
