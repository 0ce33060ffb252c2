import { Fragment, type ReactNode } from "react";

/**
 * `text` with each `{name}` of `parts` drawn as that part (a link, a number): a sentence with a link in it is one
 * text, which each language orders its own way. A name without a part is left as it is written.
 */
export function WithParts({ text, parts }: { text: string; parts: Readonly<Record<string, ReactNode>> }) {
  // Split on a capturing group: the odd pieces are the names.
  return text
    .split(/\{([^{}]*)\}/)
    .map((piece, i) =>
      i % 2 === 0 ? piece : <Fragment key={i}>{piece in parts ? parts[piece] : `{${piece}}`}</Fragment>,
    );
}
