/**
 * The home hero's illustration, drawn for this site: a loaded moving truck on the road between two
 * map pins joined by a dashed route, with packed cartons and a safety badge. Decorative (aria-hidden);
 * colours come from the theme tokens through fill-/stroke- utilities.
 */
export function HeroIllustration({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="0 0 520 400" className={className} aria-hidden="true" focusable="false">
      {/* backdrop and clouds */}
      <circle cx="270" cy="200" r="176" className="fill-white/10" />
      <circle cx="270" cy="200" r="128" className="fill-white/5" />
      <path d="M86 62a16 16 0 0 1 30-6 12 12 0 0 1 18 10H74a10 10 0 0 1 12-4z" className="fill-white/25" />
      <path d="M392 162a14 14 0 0 1 26-5 10 10 0 0 1 16 9h-52a9 9 0 0 1 10-4z" className="fill-white/20" />

      {/* route between the two cities */}
      <path
        d="M78 132C140 40 236 36 286 96s140 44 170-28"
        fill="none"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 12"
        className="stroke-accent-400"
      />
      <g transform="translate(78 132)">
        <path d="M0 0c-8-11-16-19-16-29a16 16 0 0 1 32 0c0 10-8 18-16 29z" className="fill-white" />
        <circle cy="-29" r="6" className="fill-brand-700" />
      </g>
      <g transform="translate(456 68)">
        <path d="M0 0c-9-12-18-21-18-32a18 18 0 0 1 36 0c0 11-9 20-18 32z" className="fill-accent-500" />
        <circle cy="-32" r="7" className="fill-white" />
      </g>

      {/* road */}
      <rect x="24" y="318" width="480" height="18" rx="9" className="fill-brand-950/40" />
      <path d="M48 327h432" strokeWidth="3" strokeDasharray="22 16" strokeLinecap="round" className="stroke-white/40" />

      {/* truck: cargo box */}
      <rect x="150" y="178" width="206" height="122" rx="10" className="fill-white" />
      <rect x="150" y="262" width="206" height="14" className="fill-accent-500" />
      <path d="M168 196h170" strokeWidth="3" strokeLinecap="round" className="stroke-brand-100" />
      {/* brand mark on the side: a taped carton */}
      <rect x="226" y="206" width="54" height="46" rx="6" className="fill-brand-700" />
      <path d="M253 206v46M226 222h54" strokeWidth="5" className="stroke-accent-400" />
      {/* cab */}
      <path d="M356 214h46c7 0 12 3 16 8l26 34c4 5 6 11 6 17v23c0 3-2 5-5 5h-89z" className="fill-brand-500" />
      <path d="M368 226h30l22 29h-52z" className="fill-brand-100" />
      <rect x="370" y="266" width="16" height="4" rx="2" className="fill-white/70" />
      <rect x="440" y="276" width="12" height="8" rx="2" className="fill-accent-400" />
      <rect x="346" y="296" width="108" height="8" rx="4" className="fill-brand-900" />
      <rect x="144" y="296" width="70" height="8" rx="4" className="fill-brand-900" />
      {/* wheels */}
      {[196, 300, 408].map((cx) => (
        <g key={cx}>
          <circle cx={cx} cy="306" r="22" className="fill-brand-950" />
          <circle cx={cx} cy="306" r="9" className="fill-brand-200" />
        </g>
      ))}

      {/* packed cartons waiting on the left */}
      <g>
        <rect x="36" y="262" width="70" height="58" rx="4" className="fill-accent-400" />
        <path d="M71 262v24" strokeWidth="8" className="stroke-accent-100" />
        <rect x="50" y="212" width="50" height="50" rx="4" className="fill-accent-500" />
        <path d="M75 212v18" strokeWidth="7" className="stroke-accent-100" />
        <rect x="108" y="284" width="36" height="36" rx="3" className="fill-accent-400" />
        <path d="M126 284v12" strokeWidth="6" className="stroke-accent-100" />
      </g>

      {/* safety badge */}
      <g transform="translate(404 118)">
        <circle r="34" className="fill-white" />
        <path d="M0-20l16 6v10c0 11-7 20-16 24-9-4-16-13-16-24v-10z" className="fill-success" />
        <path d="M-7 1l5 5 10-11" fill="none" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" className="stroke-white" />
      </g>
    </svg>
  );
}
