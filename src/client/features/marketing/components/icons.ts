import {
  BadgeCheck,
  Building2,
  ClipboardCheck,
  FileUp,
  Handshake,
  Landmark,
  Leaf,
  type LucideIcon,
  ShieldCheck,
  Wrench,
} from 'lucide-react';
import type { AboutValueIcon } from '../../../../shared/content/about.ts';
import type { FeatureIcon } from '../../../../shared/content/features.ts';
import type { ProcessStepIcon } from '../../../../shared/content/process-steps.ts';

type CatalogueIcon = FeatureIcon | ProcessStepIcon | AboutValueIcon;

/** The lucide icon behind each icon name the catalogue uses (imported one by one to tree-shake). */
export const catalogueIcons: Record<CatalogueIcon, LucideIcon> = {
  BadgeCheck,
  Building2,
  ClipboardCheck,
  FileUp,
  Handshake,
  Landmark,
  Leaf,
  ShieldCheck,
  Wrench,
};
