import { useState } from "react";

const FALLBACK = "/logo.svg";

/** The profile photo, or the site's logo when there is none or it fails to load. */
export function UserAvatar({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? FALLBACK : src}
      alt={alt}
      width={40}
      height={40}
      referrerPolicy="no-referrer"
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(FALLBACK)) setFailed(true);
      }}
      className={className ?? "h-10 w-10 rounded-full bg-slate-100 object-cover"}
    />
  );
}
