import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '#shared/content/projects.ts';
import { services } from '#shared/content/services.ts';
import { PROJECT_IDS, projectHref, SERVICE_IDS, serviceHref } from '#shared/paths.ts';
import { type BuiltServer, startBuiltServer } from '../support/built-server.ts';

/**
 * The detail pages (decision 022): every /services/{id} and /projects/{id} is prerendered HTML
 * of its own (title, canonical, JSON-LD) served with 200; any other id answers the 404 page
 * with 404.
 */
describe('service and project pages of the built site', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arkaja-detail-'));
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer({ DATA_DIR: dataDir, PUBLIC_URL: 'https://solar.example' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const page = async (pathname: string) => {
    const response = await fetch(`${server.url}${pathname}`);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>,
    );
    const h1 = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    return { status: response.status, html, title, jsonLd, h1 };
  };

  it('serves each of the 3 services with its own title, h1 and Service JSON-LD', async () => {
    const titles = new Set<string>();
    for (const service of services) {
      const url = serviceHref(service.id);
      const { status, title, jsonLd, h1, html } = await page(url);
      expect(status, url).toBe(200);
      expect(title).toContain(service.title.en);
      expect(h1).toBe(service.title.en);
      expect(html).toContain(`<link rel="canonical" href="https://solar.example${url}" />`);
      expect(jsonLd).toHaveLength(1);
      expect(jsonLd[0]).toMatchObject({ '@type': 'Service', name: service.title.en });
      expect(jsonLd[0]?.url).toBe(`https://solar.example${url}`);
      titles.add(title ?? '');
    }
    expect(titles.size).toBe(services.length);
  });

  it('serves each of the 18 projects with its own title, h1 and Article JSON-LD', async () => {
    const titles = new Set<string>();
    for (const project of projects) {
      const url = projectHref(project.id);
      const { status, title, jsonLd, h1, html } = await page(url);
      expect(status, url).toBe(200);
      expect(title).toContain(project.title.en);
      expect(title).toContain(project.city.en);
      expect(h1).toBe(project.title.en);
      expect(html).toContain(`${project.capacityKw} kW`);
      expect(jsonLd).toHaveLength(1);
      expect(jsonLd[0]).toMatchObject({ '@type': 'Article' });
      expect(String(jsonLd[0]?.headline)).toContain(project.title.en);
      titles.add(title ?? '');
    }
    expect(titles.size).toBe(projects.length);
  });

  it('answers the 404 page with status 404 for ids that name nothing', async () => {
    const unknown = [
      serviceHref(Math.max(...SERVICE_IDS) + 1),
      serviceHref(0),
      projectHref(Math.max(...PROJECT_IDS) + 1),
      projectHref(999999),
      '/services/01',
      '/projects/1.5',
      '/projects/abc',
      '/services/1/extra',
    ];
    for (const url of unknown) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html, url).toContain('noindex');
    }
  });

  it('lists every detail page in the sitemap', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const id of SERVICE_IDS)
      expect(sitemap).toContain(`<loc>https://solar.example${serviceHref(id)}</loc>`);
    for (const id of PROJECT_IDS)
      expect(sitemap).toContain(`<loc>https://solar.example${projectHref(id)}</loc>`);
  });

  it('links every service and project card to its page from the lists', async () => {
    const servicesHtml = (await page('/services')).html;
    for (const id of SERVICE_IDS) expect(servicesHtml).toContain(`href="${serviceHref(id)}"`);
    const projectsHtml = (await page('/projects')).html;
    for (const id of PROJECT_IDS) expect(projectsHtml).toContain(`href="${projectHref(id)}"`);
  });
});
