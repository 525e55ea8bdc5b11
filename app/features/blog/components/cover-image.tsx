import type { CoverView } from "../blog-types";
import { mediaSrcSet } from "../media-widths";

/** Three looks for articles without a cover, picked by slug so each article keeps its own. */
const placeholderTones = [
  "from-brand-700 via-brand-800 to-brand-900",
  "from-brand-600 via-brand-700 to-brand-900",
  "from-slate-700 via-brand-900 to-brand-800",
] as const;

function toneFor(seed: string) {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return placeholderTones[hash % placeholderTones.length];
}

/**
 * An article's cover, 16:9. Without an image it draws a decorative browser window (the agency
 * builds websites) instead of an empty grey box; decorative, so screen readers skip it.
 */
export function CoverImage({
  cover,
  seed,
  eager = false,
  sizes,
  className = "",
}: {
  cover: CoverView;
  seed: string;
  eager?: boolean;
  sizes?: string;
  className?: string;
}) {
  if (cover.url) {
    return (
      <img
        src={cover.url}
        // Every stored width, so a phone downloads the 480-pixel copy rather than the largest.
        srcSet={mediaSrcSet(cover.url)}
        alt={cover.alt}
        width={1200}
        height={675}
        sizes={sizes}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
        className={`aspect-[16/9] w-full bg-slate-100 object-cover ${className}`}
      />
    );
  }
  return (
    <div aria-hidden="true" className={`aspect-[16/9] w-full overflow-hidden bg-gradient-to-br ${toneFor(seed)} ${className}`}>
      <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" className="h-full w-full" focusable="false">
        <circle cx="292" cy="-6" r="70" fill="#fff" opacity="0.06" />
        <circle cx="18" cy="190" r="54" fill="#fff" opacity="0.05" />
        <g transform="translate(56 30)">
          <rect width="208" height="124" rx="10" fill="#fff" opacity="0.12" />
          <rect width="208" height="20" rx="10" fill="#fff" opacity="0.16" />
          <circle cx="14" cy="10" r="3.5" fill="#fbbf24" />
          <circle cx="26" cy="10" r="3.5" fill="#fff" opacity="0.5" />
          <circle cx="38" cy="10" r="3.5" fill="#fff" opacity="0.5" />
          <rect x="16" y="34" width="96" height="10" rx="3" fill="#fff" opacity="0.75" />
          <rect x="16" y="52" width="72" height="6" rx="3" fill="#fff" opacity="0.4" />
          <rect x="16" y="64" width="84" height="6" rx="3" fill="#fff" opacity="0.4" />
          <rect x="16" y="80" width="44" height="14" rx="7" fill="#fbbf24" />
          <rect x="128" y="34" width="64" height="60" rx="6" fill="#fff" opacity="0.2" />
          <rect x="16" y="104" width="52" height="8" rx="3" fill="#fff" opacity="0.18" />
          <rect x="78" y="104" width="52" height="8" rx="3" fill="#fff" opacity="0.18" />
          <rect x="140" y="104" width="52" height="8" rx="3" fill="#fff" opacity="0.18" />
        </g>
      </svg>
    </div>
  );
}
