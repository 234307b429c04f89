/**
 * The site's own SVG illustrations (src/client/assets/illustrations), resolved to their hashed
 * URLs by Vite. The site loads nothing from the internet, so every picture comes from here.
 */

export interface IllustrationSize {
  width: number;
  height: number;
}

const HERO = { width: 1600, height: 900 } as const;
const WIDE = { width: 1200, height: 800 } as const;
const CARD = { width: 800, height: 600 } as const;
const PARTNER = { width: 320, height: 120 } as const;
const MARK = { width: 64, height: 64 } as const;

/** Intrinsic size of each illustration, for <img width height> to avoid layout shift. */
const ILLUSTRATION_SIZES = {
  'hero-rooftop': HERO,
  'about-team': WIDE,
  'service-complete': CARD,
  'service-financing': CARD,
  'service-brands': CARD,
  'project-factory': CARD,
  'project-office': CARD,
  'project-mall': CARD,
  'project-hospital': CARD,
  'project-hotel': CARD,
  'project-datacenter': CARD,
  'project-school': CARD,
  'project-warehouse': CARD,
  'project-textile': CARD,
  'project-food': CARD,
  'logo-fallback': CARD,
  'partner-paysetu': PARTNER,
  'partner-billbook': PARTNER,
  'partner-ledgerly': PARTNER,
  'partner-invoiceflow': PARTNER,
  'partner-gstmitra': PARTNER,
  'brand-mark': MARK,
} as const satisfies Record<string, IllustrationSize>;

export type IllustrationId = keyof typeof ILLUSTRATION_SIZES;

export const FALLBACK_ILLUSTRATION: IllustrationId = 'logo-fallback';

// vite.config.ts sets assetsInlineLimit: 0, so each file stays a hashed, separately cached asset
// (with Vite's default 4 KB limit these small SVGs would become data: URIs instead).
const files = import.meta.glob<string>('../assets/illustrations/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const urls = new Map<string, string>();
for (const [path, url] of Object.entries(files)) {
  urls.set(path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url);
}

/** True when `id` names one of the shipped illustrations. */
export function isIllustrationId(id: string): id is IllustrationId {
  return Object.hasOwn(ILLUSTRATION_SIZES, id) && urls.has(id);
}

/** The hashed URL of an illustration; an unknown id gets the logo fallback. */
export function illustrationUrl(id: string): string {
  return urls.get(id) ?? urls.get(FALLBACK_ILLUSTRATION) ?? '';
}

/** The intrinsic size of an illustration; an unknown id gets the size of the logo fallback. */
export function illustrationSize(id: string): IllustrationSize {
  return isIllustrationId(id) ? ILLUSTRATION_SIZES[id] : ILLUSTRATION_SIZES[FALLBACK_ILLUSTRATION];
}
