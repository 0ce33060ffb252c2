import { Check, type IconComponent } from "~/components/icons";

// Literal class names, so that Tailwind finds them.
const SIZES = { sm: { gap: "gap-2", icon: "size-4" }, md: { gap: "gap-3", icon: "size-5" } } as const;
const TONES = { success: "text-success", brand: "text-brand-700" } as const;

interface IconListProps {
  items: readonly string[];
  icon?: IconComponent;
  /** sm: small print beside a 16 px icon; md: body text beside a 20 px icon. */
  size?: keyof typeof SIZES;
  tone?: keyof typeof TONES;
  /** The list's own classes: its margin, spacing, columns and text. */
  className?: string;
}

/** A list whose every line starts with the same small icon (a tick by default), the text wrapping beside it. */
export function IconList({ items, icon: Icon = Check, size = "sm", tone = "success", className = "" }: IconListProps) {
  const look = SIZES[size];
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex ${look.gap}`}>
          <Icon aria-hidden="true" className={`mt-0.5 shrink-0 ${look.icon} ${TONES[tone]}`} />
          <span className="min-w-0 break-words">{item}</span>
        </li>
      ))}
    </ul>
  );
}
