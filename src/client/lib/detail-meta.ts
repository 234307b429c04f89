import type { TFunction } from 'i18next';
import { type Project, projectDescription } from '#shared/content/projects.ts';
import type { Service } from '#shared/content/services.ts';
import type { Language } from '#shared/languages.ts';

export type DetailMeta = { title: string; description: string };

/** Title and description of a service's own page, in the page's language. */
export function serviceMeta(t: TFunction, service: Service, lang: Language): DetailMeta {
  return {
    title: t('meta:serviceDetail.title', { name: service.title[lang], lng: lang }),
    description: service.shortDescription[lang],
  };
}

/** Title and description of a project's case study; the description is its first sentence. */
export function projectMeta(t: TFunction, project: Project, lang: Language): DetailMeta {
  const description = projectDescription(project, lang);
  return {
    title: t('meta:projectDetail.title', {
      name: project.title[lang],
      city: project.city[lang],
      lng: lang,
    }),
    description: description.slice(0, description.search(/[.।]\s/) + 1) || description,
  };
}
