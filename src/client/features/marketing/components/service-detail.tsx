import { ArrowRight, CircleCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Illustration } from '#client/components/ui/illustration.tsx';
import { useLanguage } from '#client/lib/use-language.ts';
import { processSteps } from '#shared/content/process-steps.ts';
import type { Project } from '#shared/content/projects.ts';
import {
  financingOptions,
  type ServiceDetail as ServiceDetailContent,
} from '#shared/content/service-details.ts';
import type { Service } from '#shared/content/services.ts';
import { contactHref, paths } from '#shared/paths.ts';
import { CtaBand } from './cta-band.tsx';
import { PageHeader } from './page-header.tsx';
import { ProjectCard } from './project-card.tsx';
import { Section, SectionHeading } from './section.tsx';

export type ServiceDetailProps = {
  service: Service;
  detail: ServiceDetailContent;
  relatedProjects: readonly Project[];
  /** The service's reaction bar, composed in by the page. */
  reactions?: ReactNode;
  renderProjectReactions?: (projectId: number) => ReactNode;
};

/** A service's own page (decision 022): what is included, who it suits, process, financing, FAQs. */
export function ServiceDetail({
  service,
  detail,
  relatedProjects,
  reactions,
  renderProjectReactions,
}: ServiceDetailProps) {
  const { t } = useTranslation('services');
  const lang = useLanguage();
  const title = service.title[lang];
  const enquiryHref = contactHref(t('detail.subject', { title }));

  return (
    <>
      <PageHeader
        eyebrow={t('detail.eyebrow')}
        title={title}
        subtitle={service.shortDescription[lang]}
      >
        <nav aria-label={t('detail.breadcrumb')} className="mt-6 text-sm text-slate-300">
          <Link to={paths.services} className="underline hover:text-white">
            {t('detail.allServices')}
          </Link>
        </nav>
      </PageHeader>

      <Section labelledBy="service-included-title">
        <div className="grid gap-10 lg:grid-cols-2 lg:items-start">
          <div>
            <p className="text-lg leading-relaxed text-slate-700">{service.description[lang]}</p>
            <h2 id="service-included-title" className="mt-10 text-2xl font-bold text-navy-900">
              {t('detail.included')}
            </h2>
            <ul className="mt-4 space-y-3">
              {service.keyFeatures.map((feature) => (
                <li key={feature.en} className="flex gap-2 text-slate-700">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-leaf-700"
                  />
                  {feature[lang]}
                </li>
              ))}
            </ul>
            <h2 className="mt-10 text-2xl font-bold text-navy-900">{t('detail.suits')}</h2>
            <ul className="mt-4 space-y-3">
              {detail.suits.map((item) => (
                <li key={item.en} className="flex gap-2 text-slate-700">
                  <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-navy-700" />
                  {item[lang]}
                </li>
              ))}
            </ul>
            {reactions && (
              <div className="mt-10">
                <h2 className="text-lg font-semibold text-navy-900">{t('detail.reactions')}</h2>
                <div className="mt-3">{reactions}</div>
              </div>
            )}
          </div>
          <div className="overflow-hidden rounded-2xl bg-navy-50">
            <Illustration
              id={service.image}
              alt={t('card.imageAlt', { title })}
              loading="eager"
              className="size-full object-cover"
            />
          </div>
        </div>
      </Section>

      <Section labelledBy="service-process-title" tone="cream">
        <SectionHeading id="service-process-title" title={t('detail.process')} align="start" />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {processSteps.map((step, index) => (
            <li key={step.id} className="rounded-2xl bg-white p-6 shadow-sm">
              <p className="text-sm font-semibold text-sun-700">
                {t('detail.step', { number: index + 1 })} · {step.timing[lang]}
              </p>
              <h3 className="mt-2 text-lg font-bold text-navy-900">{step.title[lang]}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {step.description[lang]}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="service-financing-title">
        <SectionHeading id="service-financing-title" title={t('detail.financing')} align="start" />
        <ul className="grid gap-6 md:grid-cols-3">
          {financingOptions.map((option) => (
            <li key={option.id} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-bold text-navy-900">{option.title[lang]}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{option.text[lang]}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link
            to={paths.sustainability}
            className="inline-flex items-center gap-1.5 font-semibold text-navy-700 underline hover:text-navy-900"
          >
            {t('detail.compare')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </Section>

      <Section labelledBy="service-faq-title" tone="cream">
        <SectionHeading id="service-faq-title" title={t('detail.faq')} align="start" />
        <div className="max-w-3xl space-y-3">
          {detail.faqs.map((faq) => (
            <details key={faq.question.en} className="group rounded-xl bg-white p-5 shadow-sm">
              <summary className="cursor-pointer font-semibold text-navy-900">
                {faq.question[lang]}
              </summary>
              <p className="mt-3 leading-relaxed text-slate-700">{faq.answer[lang]}</p>
            </details>
          ))}
        </div>
      </Section>

      {relatedProjects.length > 0 && (
        <Section labelledBy="service-projects-title">
          <SectionHeading id="service-projects-title" title={t('detail.related')} align="start" />
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {relatedProjects.map((project) => (
              <li key={project.id}>
                <ProjectCard project={project} reactions={renderProjectReactions?.(project.id)} />
              </li>
            ))}
          </ul>
        </Section>
      )}

      <CtaBand
        id="service-cta-title"
        heading={t('detail.ctaHeading', { title })}
        text={t('detail.ctaText')}
        action={t('detail.ctaButton')}
        to={enquiryHref}
        secondary={
          <Link to={paths.services} className={buttonClass('outline', 'lg')}>
            {t('detail.allServices')}
          </Link>
        }
      />
    </>
  );
}
