import { describe, expect, it } from 'vitest';
import { DETAIL_PATHS, PROJECT_IDS, SERVICE_IDS, SITEMAP_PATHS } from '../paths.ts';
import { clientTypes, projectFigures, projectProblem, projectSolution } from './project-details.ts';
import { PROJECT_KINDS, projects } from './projects.ts';
import { findServiceDetail, serviceDetails } from './service-details.ts';
import { services } from './services.ts';

const hasDevanagari = (text: string) => /[\u0900-\u097F]/.test(text);

describe('detail pages of the catalogue', () => {
  it('lists exactly the catalogue ids as service and project pages (3 + 18 = 21 pages)', () => {
    expect([...SERVICE_IDS]).toEqual(services.map((s) => s.id));
    expect([...PROJECT_IDS]).toEqual(projects.map((p) => p.id));
    expect(DETAIL_PATHS).toHaveLength(21);
    for (const path of DETAIL_PATHS) expect(SITEMAP_PATHS).toContain(path);
  });

  it('gives every service its details, with related projects that exist and Hindi text', () => {
    const projectIds = new Set(projects.map((p) => p.id));
    expect(serviceDetails.map((d) => d.serviceId).sort()).toEqual(services.map((s) => s.id).sort());
    for (const service of services) {
      const detail = findServiceDetail(service.id);
      expect(detail, `service ${service.id}`).toBeDefined();
      expect(detail?.suits.length).toBeGreaterThan(0);
      expect(detail?.faqs.length).toBeGreaterThan(0);
      for (const id of detail?.relatedProjectIds ?? []) expect(projectIds.has(id)).toBe(true);
      for (const text of [...(detail?.suits ?? []), ...(detail?.faqs ?? []).map((f) => f.answer)])
        expect(hasDevanagari(text.hi), text.en).toBe(true);
    }
  });

  it('writes a case study for every project in both languages', () => {
    for (const kind of PROJECT_KINDS) expect(hasDevanagari(clientTypes[kind].hi)).toBe(true);
    for (const project of projects) {
      expect(projectProblem(project, 'en')).not.toBe('');
      expect(hasDevanagari(projectProblem(project, 'hi'))).toBe(true);
      expect(projectSolution(project, 'en')).toContain(`${project.capacityKw} kW`);
      expect(hasDevanagari(projectSolution(project, 'hi'))).toBe(true);
    }
  });

  it('derives a 545 W module count that covers the capacity: 480 kW needs 881 modules', () => {
    expect(projectFigures({ capacityKw: 480 }).modules).toBe(881);
    expect(projectFigures({ capacityKw: 480 }).annualGenerationKwh).toBe(612_960);
    expect(projectFigures({ capacityKw: 480 }).monthlySavingsRupees).toBe(504_000);
  });
});
