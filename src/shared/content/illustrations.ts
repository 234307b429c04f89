/**
 * Every image the site shows is a named illustration. The client maps each id to an SVG;
 * the catalogue refers to images only by these ids.
 */
export const ILLUSTRATION_IDS = [
  'hero-rooftop',
  'about-team',
  'service-complete',
  'service-financing',
  'service-brands',
  'project-factory',
  'project-office',
  'project-mall',
  'project-hospital',
  'project-hotel',
  'project-datacenter',
  'project-school',
  'project-warehouse',
  'project-textile',
  'project-food',
  'logo-fallback',
  'partner-paysetu',
  'partner-billbook',
  'partner-ledgerly',
  'partner-invoiceflow',
  'partner-gstmitra',
] as const;

export type IllustrationId = (typeof ILLUSTRATION_IDS)[number];

export function isIllustrationId(value: unknown): value is IllustrationId {
  return typeof value === 'string' && (ILLUSTRATION_IDS as readonly string[]).includes(value);
}
