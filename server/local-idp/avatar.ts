// Avatars: a coloured circle with the first letter, drawn from the URL alone (restarts keep it).
import { createHash } from "node:crypto";
import { escapeHtml } from "~/lib/escape-html";

export function avatarUrl(issuer: string, sub: string, name: string) {
  // Thai names may start with a leading vowel (เ แ โ ใ ไ) written before the consonant it follows.
  const initial = [...name.replace(/^[\u0E40-\u0E44]/, "")][0]?.toUpperCase() ?? "?";
  const hue = Number.parseInt(createHash("sha256").update(sub).digest("hex").slice(0, 4), 16) % 360;
  return `${issuer}/avatar.svg?i=${encodeURIComponent(initial)}&h=${hue}`;
}

export function avatarSvg(initial: string, hue: number) {
  const letter = escapeHtml([...initial][0] ?? "?");
  const h = Number.isInteger(hue) && hue >= 0 && hue < 360 ? hue : 210;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${h} 55% 35%)"/><text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Inter,'Noto Sans Thai',sans-serif" font-size="44" fill="#fff">${letter}</text></svg>`;
}
