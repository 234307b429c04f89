import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENVIRONMENT_TESTIMONIAL_COUNT,
  HOME_TESTIMONIAL_COUNT,
  PROJECT_COUNT,
  SERVICE_COUNT,
} from '../catalogue-sizes.ts';
import { PPA_TERM_MONTHS, WARRANTY_YEARS } from '../product.ts';
import { about, statValue } from './about.ts';
import { features } from './features.ts';
import { footerServices } from './footer-services.ts';
import { ILLUSTRATION_IDS, isIllustrationId } from './illustrations.ts';
import { installationSteps } from './installation-steps.ts';
import { privacyPolicy, termsAndConditions } from './legal.ts';
import type { Localized } from './localized.ts';
import { partners } from './partners.ts';
import * as places from './places.ts';
import { processSteps } from './process-steps.ts';
import {
  findProject,
  PROJECT_KINDS,
  projectCapacityLabel,
  projectDescription,
  projectLocation,
  projects,
} from './projects.ts';
import { findService, services } from './services.ts';
import { sustainabilityTestimonials } from './sustainability-testimonials.ts';
import { initials, testimonials } from './testimonials.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;

function isLocalized(value: unknown): value is Localized {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 2 && keys[0] === 'en' && keys[1] === 'hi';
}

/** Every Localized reachable from a value, with the path that leads to it. */
function collectLocalized(value: unknown, path: string, out: [string, Localized][]): void {
  if (isLocalized(value)) {
    out.push([path, value]);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      collectLocalized(item, `${path}[${index}]`, out);
    });
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) collectLocalized(item, `${path}.${key}`, out);
  }
}

const generated: Record<string, Localized> = {};
for (const project of projects) {
  generated[`project ${project.id} capacity`] = {
    en: projectCapacityLabel(project, 'en'),
    hi: projectCapacityLabel(project, 'hi'),
  };
  generated[`project ${project.id} description`] = {
    en: projectDescription(project, 'en'),
    hi: projectDescription(project, 'hi'),
  };
  generated[`project ${project.id} location`] = {
    en: projectLocation(project, 'en'),
    hi: projectLocation(project, 'hi'),
  };
}

const catalogue = {
  about,
  features,
  installationSteps,
  privacyPolicy,
  termsAndConditions,
  partners,
  places,
  processSteps,
  projects,
  services,
  footerServices,
  sustainabilityTestimonials,
  testimonials,
  generated,
};

const allLocalized: [string, Localized][] = [];
collectLocalized(catalogue, 'catalogue', allLocalized);

describe('every Localized', () => {
  it('was found', () => {
    expect(allLocalized.length).toBeGreaterThan(300);
  });

  it('has English and Devanagari Hindi, with Western digits', () => {
    const problems: string[] = [];
    for (const [path, text] of allLocalized) {
      if (text.en.trim() === '') problems.push(`${path}: empty en`);
      if (text.hi.trim() === '') problems.push(`${path}: empty hi`);
      if (text.en === text.hi) problems.push(`${path}: hi equals en`);
      if (DEVANAGARI.test(text.en)) problems.push(`${path}: Devanagari in en`);
      if (!DEVANAGARI.test(text.hi)) problems.push(`${path}: no Devanagari in hi`);
      if (DEVANAGARI_DIGIT.test(text.hi)) problems.push(`${path}: Devanagari digits in hi`);
    }
    expect(problems).toEqual([]);
  });
});

describe('illustrations', () => {
  it('are unique ids', () => {
    expect(new Set(ILLUSTRATION_IDS).size).toBe(ILLUSTRATION_IDS.length);
  });

  it('cover every image the catalogue names', () => {
    const images = [
      about.image,
      ...services.map((s) => s.image),
      ...projects.map((p) => p.image),
      ...partners.map((p) => p.logo),
    ];
    for (const image of images) expect(isIllustrationId(image)).toBe(true);
  });
});

describe('services', () => {
  it('are the three of the spec', () => {
    expect(services).toHaveLength(SERVICE_COUNT);
    expect(services.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(services.map((s) => s.title.en)).toEqual([
      'Complete Solar Solutions',
      'Solar Financing Solutions',
      'Premium Brand Installation',
    ]);
    expect(findService(2)?.image).toBe('service-financing');
    expect(findService(4)).toBeUndefined();
  });

  it('have 4 to 6 key features and 3 popular items', () => {
    for (const service of services) {
      expect(service.keyFeatures.length).toBeGreaterThanOrEqual(4);
      expect(service.keyFeatures.length).toBeLessThanOrEqual(6);
      expect(service.popular).toHaveLength(3);
    }
  });

  it('list the seven footer services', () => {
    expect(footerServices.map((s) => s.label.en)).toEqual([
      'Commercial Solar Installation',
      'Power Purchase Agreement',
      'Business Consulting',
      'Startup Handholding',
      'Tech Setup Solutions',
      'FMCG Sector Services',
      'Marketing Partnership',
    ]);
    expect(new Set(footerServices.map((s) => s.id)).size).toBe(7);
    expect(footerServices.filter((s) => s.href === '/partner').map((s) => s.id)).toEqual([
      'marketing-partnership',
    ]);
  });
});

describe('projects', () => {
  it('are 18 with ids 1..18', () => {
    expect(projects).toHaveLength(PROJECT_COUNT);
    expect(projects.map((p) => p.id)).toEqual(
      Array.from({ length: PROJECT_COUNT }, (_, i) => i + 1),
    );
    expect(findProject(PROJECT_COUNT)?.id).toBe(PROJECT_COUNT);
  });

  it('have integer capacities from 120 to 520 kW, years 2021 to 2026', () => {
    for (const project of projects) {
      expect(Number.isInteger(project.capacityKw)).toBe(true);
      expect(project.capacityKw).toBeGreaterThanOrEqual(120);
      expect(project.capacityKw).toBeLessThanOrEqual(520);
      expect(project.year).toBeGreaterThanOrEqual(2021);
      expect(project.year).toBeLessThanOrEqual(2026);
    }
    const capacities = projects.map((p) => p.capacityKw);
    expect(Math.min(...capacities)).toBe(120);
    expect(Math.max(...capacities)).toBe(520);
  });

  it('show the illustration of their kind, and every kind appears', () => {
    for (const project of projects) expect(project.image).toBe(`project-${project.kind}`);
    expect(new Set(projects.map((p) => p.kind))).toEqual(new Set(PROJECT_KINDS));
  });

  it('label capacity and generate a description from their fields', () => {
    const project = { ...projects[0]!, capacityKw: 250 };
    expect(projectCapacityLabel(project, 'en')).toBe('250 kW Installation');
    expect(projectCapacityLabel(project, 'hi')).toBe('250 किलोवाट संयंत्र');
    for (const lang of ['en', 'hi'] as const) {
      const text = projectDescription(project, lang);
      expect(text).toContain('250');
      expect(text).toContain('3,19,250');
      expect(text).toContain(project.city[lang]);
      expect(text).toContain(String(project.year));
    }
  });
});

describe('testimonials', () => {
  it('are 12 with unique ids and null images', () => {
    expect(testimonials).toHaveLength(HOME_TESTIMONIAL_COUNT);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(HOME_TESTIMONIAL_COUNT);
    for (const t of testimonials) expect(t.image).toBeNull();
  });

  it('have 100 to 320 kW and impacts computed per kW', () => {
    for (const { impacts } of testimonials) {
      expect(impacts.capacityKW).toBeGreaterThanOrEqual(100);
      expect(impacts.capacityKW).toBeLessThanOrEqual(320);
      expect(impacts.monthlySavings / impacts.capacityKW).toBeCloseTo(1050, 0);
      expect(impacts.annualGeneration / impacts.capacityKW).toBeCloseTo(1277, 0);
      expect(impacts.co2Reduction).toBeCloseTo((impacts.annualGeneration * 0.85) / 1000, 1);
    }
    const capacities = testimonials.map((t) => t.impacts.capacityKW);
    expect(Math.min(...capacities)).toBe(100);
    expect(Math.max(...capacities)).toBe(320);
  });

  it('come from varied states', () => {
    expect(new Set(testimonials.map((t) => t.location.en)).size).toBeGreaterThanOrEqual(10);
  });

  it('give initials from a name in either script', () => {
    expect(initials('Rajesh Agarwal')).toBe('RA');
    expect(initials('Vikram Singh Rathore')).toBe('VR');
    expect(initials('Dr. Shalini Menon')).toBe('SM');
    expect(initials('  priya  ')).toBe('P');
    expect(initials('')).toBe('');
    expect(initials('श्रीनिवास राव')).toBe('श्रीरा');
  });
});

describe('sustainability testimonials', () => {
  it('are 5 with consistent impacts', () => {
    expect(sustainabilityTestimonials).toHaveLength(ENVIRONMENT_TESTIMONIAL_COUNT);
    for (const t of sustainabilityTestimonials) {
      expect(t.image).toBeNull();
      const { capacityKW, annualGeneration, co2Reduction, treesEquivalent } = t.impacts;
      expect(annualGeneration).toBe(capacityKW * 1277);
      expect(co2Reduction).toBeCloseTo((annualGeneration * 0.85) / 1000, 1);
      expect(treesEquivalent).toBe(Math.round(annualGeneration * 0.017));
    }
  });
});

describe('cards and steps', () => {
  it('has the three feature cards', () => {
    expect(features.map((f) => f.title.en)).toEqual([
      'Easy Bank Financing',
      'Major Solar Brands',
      'Domestic & Commercial',
    ]);
  });

  it('has 8 installation steps, ids 1..8', () => {
    expect(installationSteps.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('has the 4 process steps with the spec timings', () => {
    expect(processSteps.map((s) => s.timing.en)).toEqual([
      'Instant',
      'Instant',
      'Within 7 days',
      'Within 12 weeks',
    ]);
  });

  it('has 5 partners with example URLs and partner logos', () => {
    expect(partners).toHaveLength(5);
    for (const partner of partners) {
      expect(partner.url).toBe(`https://${partner.name.toLowerCase()}.example`);
      expect(partner.logo).toBe(`partner-${partner.name.toLowerCase()}`);
    }
  });
});

describe('about', () => {
  it('has 4 values, 4 stats and 3 leaders', () => {
    expect(about.values).toHaveLength(4);
    expect(about.stats).toHaveLength(4);
    expect(about.leadership).toHaveLength(3);
    expect(about.story.some((p) => p.en.includes('2021') && p.en.includes('Jaipur'))).toBe(true);
  });

  it('formats stats', () => {
    const capacity = about.stats.find((s) => s.id === 'capacity')!;
    expect(statValue(capacity, 'en')).toBe('40+ MW');
    expect(statValue(capacity, 'hi')).toBe('40+ मेगावाट');
  });
});

describe('legal', () => {
  it('was last updated on 12 May 2025 and has 8 to 10 sections', () => {
    for (const doc of [privacyPolicy, termsAndConditions]) {
      expect(doc.lastUpdated).toBe('2025-05-12');
      expect(doc.sections.length).toBeGreaterThanOrEqual(8);
      expect(doc.sections.length).toBeLessThanOrEqual(10);
      for (const section of doc.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  });

  const text = (doc: typeof privacyPolicy) =>
    doc.sections.flatMap((s) => s.paragraphs.map((p) => p.en)).join('\n');

  it('terms state PPA, Indian law, Jaipur courts, partner discretion and accurate accounts', () => {
    const terms = text(termsAndConditions);
    expect(terms).toMatch(/power purchase agreement/i);
    expect(terms).toMatch(/laws of India/);
    expect(terms).toMatch(/courts at Jaipur/);
    expect(terms).toMatch(/approve or reject any partner application at its sole discretion/);
    expect(terms).toMatch(/end a partnership at any time at its discretion/);
    expect(terms).toMatch(/keep your account information accurate/);
  });

  it('privacy names the DPDP Act, India storage, cookies and the grievance e-mail', () => {
    const policy = text(privacyPolicy);
    expect(policy).toContain('Digital Personal Data Protection Act, 2023');
    expect(policy).toContain('servers located in India');
    expect(policy).toContain('session cookie');
    expect(policy).toContain('third-party trackers');
    expect(policy).toContain('hello@arkajasolar.example');
  });
});

describe('the product terms, wherever the text states them', () => {
  // Every catalogue text and every translation, in both languages.
  const contentDir = import.meta.dirname;
  const localesDir = path.resolve(contentDir, '../../client/i18n/locales');
  const texts = [
    ...readdirSync(contentDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(contentDir, file), 'utf8')),
    ...['en', 'hi'].flatMap((language) =>
      readdirSync(path.join(localesDir, language)).map((file) =>
        readFileSync(path.join(localesDir, language, file), 'utf8'),
      ),
    ),
  ].join('\n');
  const numbersBefore = (pattern: string) =>
    [...texts.matchAll(new RegExp(`(\\d+)${pattern}`, 'g'))].map((match) => Number(match[1]));

  it('give the PPA term as PPA_TERM_MONTHS months', () => {
    // "3 महीने से पुराने" (bills no older than three months) is no term: only का/के/की follow it.
    const terms = [...numbersBefore('-month'), ...numbersBefore(' महीने (?:का|के|की) ')];
    expect(terms.length).toBeGreaterThan(4);
    expect(new Set(terms)).toEqual(new Set([PPA_TERM_MONTHS]));
  });

  it('give the system warranty as WARRANTY_YEARS years', () => {
    const warranties = [
      ...numbersBefore('-year (?:system )?warranty'),
      ...numbersBefore(' वर्ष की (?:सिस्टम )?वारंटी'),
    ];
    expect(warranties.length).toBeGreaterThan(2);
    expect(new Set(warranties)).toEqual(new Set([WARRANTY_YEARS]));
  });
});
