import type { AboutValueIcon } from '#shared/content/about.ts';
import type { FeatureIcon } from '#shared/content/features.ts';
import type { ProcessStepIcon } from '#shared/content/process-steps.ts';

type CatalogueIcon = FeatureIcon | ProcessStepIcon | AboutValueIcon;

/**
 * The icon class (styles/icons.css) behind each icon name the catalogue uses; written out in
 * full, as Tailwind only emits the classes it finds in the sources.
 */
export const catalogueIcons: Record<CatalogueIcon, string> = {
  BadgeCheck: 'i-badge-check',
  Building2: 'i-building-2',
  ClipboardCheck: 'i-clipboard-check',
  FileUp: 'i-file-up',
  Handshake: 'i-handshake',
  Landmark: 'i-landmark',
  Leaf: 'i-leaf',
  ShieldCheck: 'i-shield-check',
  Wrench: 'i-wrench',
};
