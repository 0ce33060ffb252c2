import type { SVGProps } from "react";

import sprite from "./icons.svg?url";

export type IconComponent = (props: SVGProps<SVGSVGElement>) => React.JSX.Element;

/** A lucide icon drawn from the site's sprite (see scripts/icons.ts); decorative unless given a label. */
export function icon(id: string): IconComponent {
  function Icon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={24}
        height={24}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        <use href={`${sprite}#${id}`} />
      </svg>
    );
  }
  Icon.displayName = `Icon(${id})`;
  return Icon;
}
