import { Link as RouterLink, type LinkProps } from "react-router";

import { useLocalize } from "~/i18n/strings";

/**
 * A link to a page of this site in the page's language : "/contact" on a Bengali page leads to
 * "/bn/contact", so a visitor stays in their language as they read on. Content keeps the English paths.
 */
export function Link({ to, ...props }: LinkProps & { to: string }) {
  const localize = useLocalize();
  return <RouterLink to={to.startsWith("/") ? localize(to) : to} {...props} />;
}
