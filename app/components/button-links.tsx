import { Link } from "~/components/link";

interface ButtonLink {
  to: string;
  label: string;
}

/** Two next steps drawn as buttons, centred: the likelier one filled, the other outlined. */
export function ButtonLinks({ primary, secondary }: { primary: ButtonLink; secondary: ButtonLink }) {
  return (
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <Link to={primary.to} className="btn-primary">
        {primary.label}
      </Link>
      <Link to={secondary.to} className="btn-outline">
        {secondary.label}
      </Link>
    </div>
  );
}
