import { Card } from "./card";
import type { IconComponent } from "./icons";
import { phoneRow } from "./phone-row";

export interface IconCard {
  title: string;
  text: string;
  Icon: IconComponent;
}

type Part = "list" | "tile" | "icon" | "text";

interface IconCardGridProps {
  cards: readonly IconCard[];
  /** Columns on wide screens (two on tablets, one on phones). */
  columns?: 2 | 3 | 4;
  /**
   * bare: a large orange icon over small text; tiled: a smaller icon on a light orange tile over body text;
   * beside: the icon on a light blue tile beside the heading and text.
   */
  look?: keyof typeof LOOK;
  /** Names the list when it is one sideways row on phones (see phoneRow); its `list` class then grids from `sm`. */
  row?: string;
  /** The row goes on up to tablets (phoneRow's `tablets`); the `list` class then grids from `lg`. */
  rowOnTablets?: boolean;
  /** Replaces the default classes of a part, so that each page keeps its own look. */
  classes?: Partial<Record<Part, string>>;
}

// Literal class names, so that Tailwind finds them.
const GRID = {
  2: "mt-10 grid gap-6 sm:grid-cols-2",
  3: "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
  4: "mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4",
} as const;

const HEADING = "text-lg font-bold text-brand-900";

const LOOK = {
  bare: {
    tile: undefined,
    icon: "size-8 text-accent-600",
    text: "mt-2 text-sm leading-relaxed text-ink-muted",
    beside: false,
  },
  tiled: {
    tile: "flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-600",
    icon: "size-6",
    text: "mt-2 leading-relaxed text-ink-muted",
    beside: false,
  },
  beside: {
    tile: "flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700",
    icon: "size-6",
    text: "mt-1 leading-relaxed text-ink-muted",
    beside: true,
  },
} as const;

/** Short cards in a grid, each an icon, a heading and a line of text. */
export function IconCardGrid({
  cards,
  columns = 4,
  look = "bare",
  row,
  rowOnTablets = false,
  classes = {},
}: IconCardGridProps) {
  const { beside, ...parts } = LOOK[look];
  const cls: Record<Part, string | undefined> = { list: GRID[columns], ...parts, ...classes };
  return (
    <ul {...(row ? phoneRow(row, cls.list, { tablets: rowOnTablets }) : { className: cls.list })}>
      {cards.map(({ title, text, Icon }) => {
        const icon = <Icon className={cls.icon} aria-hidden="true" />;
        const tile = cls.tile ? <span className={cls.tile}>{icon}</span> : icon;
        return beside ? (
          <Card key={title} as="li" className="flex gap-4">
            {tile}
            <div>
              <h3 className={HEADING}>{title}</h3>
              <p className={cls.text}>{text}</p>
            </div>
          </Card>
        ) : (
          <Card key={title} as="li">
            {tile}
            <h3 className={`mt-4 ${HEADING}`}>{title}</h3>
            <p className={cls.text}>{text}</p>
          </Card>
        );
      })}
    </ul>
  );
}
