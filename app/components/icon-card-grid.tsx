import type { IconComponent } from "./icons";

export interface IconCard {
  title: string;
  text: string;
  Icon: IconComponent;
}

/** Four short cards in a row (two on tablets, one on phones), each an icon, a heading and a line of text. */
export function IconCardGrid({ cards }: { cards: readonly IconCard[] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ title, text, Icon }) => (
        <li key={title} className="rounded-xl border border-line bg-white p-6 shadow-card">
          <Icon className="size-8 text-accent-600" aria-hidden="true" />
          <h3 className="mt-4 text-lg font-bold text-brand-900">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
