import { Fragment } from "react";

/**
 * An e-mail address, web address or UPI ID that may wrap only where a reader expects it to: before its "@", after a
 * "/", or before a "." that is not the last, so the top-level domain never stands alone on a line. Words never
 * split, so a narrow card shows "support" and "@sarthimovers.example" whole.
 */
export function AddressText({ value }: { value: string }) {
  const parts = value.split(/(?=@)|(?=\.[^.]*\.)|(?<=\/)/);
  return (
    <span className="wrap-normal">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
