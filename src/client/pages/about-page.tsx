import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { buttonClass } from '../components/ui/button.tsx';
import {
  AboutLeadership,
  AboutStats,
  AboutStory,
  AboutValues,
} from '../features/marketing/components/about-sections.tsx';
import { CompanyInfo } from '../features/marketing/components/company-info.tsx';
import { CtaBand } from '../features/marketing/components/cta-band.tsx';
import { PageHeader } from '../features/marketing/components/page-header.tsx';

export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
      <AboutStory />
      <AboutStats />
      <AboutValues />
      <AboutLeadership />
      <CompanyInfo tone="cream" />
      <div className="pt-16 lg:pt-24">
        <CtaBand
          id="about-cta-title"
          heading={t('ctaHeading')}
          text={t('ctaText')}
          action={t('ctaContact')}
          secondary={
            <Link to={paths.projects} className={buttonClass('outline', 'lg')}>
              {t('ctaProjects')}
            </Link>
          }
        />
      </div>
    </>
  );
}
