/** A link of the header, drawer and footer (content/<language>/layout.json): where it goes and what visitors read. */
export interface NavLink {
  to: string;
  label: string;
}
