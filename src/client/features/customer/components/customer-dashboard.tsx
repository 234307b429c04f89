import { Info, Leaf } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { paths } from '#shared/paths.ts';
import { SAMPLE_PLANT } from '#shared/sample-plant.ts';
import type { CustomerProject } from '#shared/schemas/projects.ts';
import type { PublicUser } from '#shared/schemas/user.ts';
import { useCustomerPlant, useCustomerProject } from '../api/customer-plant.ts';
import { greetingName } from '../greeting.ts';
import { DocumentsPanel } from './documents-panel.tsx';
import { MilestoneTimeline } from './milestone-timeline.tsx';
import { GenerationPanel, TicketsPanel } from './monitoring-panel.tsx';
import { OverviewPanels } from './overview-panels.tsx';
import {
  PlantDocuments,
  PlantOverview,
  PlantSummaryCards,
  PlantTimeline,
} from './plant-dashboard.tsx';
import { ProjectTimeline } from './project-timeline.tsx';
import { SummaryCards } from './summary-cards.tsx';

/**
 * The customer's dashboard: their own plant once an admin has recorded it and invited them
 * (decision 024); until then the example plant of shared code, labelled as a sample.
 */
export function CustomerDashboard({
  user,
  logoutButton,
  billsTab,
}: {
  user: Pick<PublicUser, 'firstName' | 'username' | 'email'>;
  /** The page passes the app's Logout button in. */
  logoutButton: ReactNode;
  /** The finance feature's Bills tab, passed in by the page. */
  billsTab?: ReactNode;
}) {
  const { t } = useTranslation(['customer', 'common']);
  const name = greetingName(user) ?? t('fallbackName');
  const plantQuery = useCustomerPlant();
  // `?tab=bills` (the bill mail's link) opens the Bills tab.
  const [params] = useSearchParams();
  const plant = plantQuery.data?.system ?? null;
  const project = useCustomerProject().data?.project ?? null;
  return (
    <section className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:py-14">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">
            {t('greeting', { name })}
          </h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="primary" size="sm">
            <Link to={paths.sustainability}>
              <Leaf aria-hidden="true" className="size-4" />
              {t('sustainability')}
            </Link>
          </Button>
          {logoutButton}
        </div>
      </header>

      {plantQuery.isPending ? (
        <Spinner label={t('common:loading')} className="py-12" />
      ) : plant ? (
        <>
          <PlantSummaryCards plant={plant} />
          <Tabs defaultValue={billsTab && params.get('tab') === 'bills' ? 'bills' : 'overview'}>
            <TabsList aria-label={t('tabs.label')}>
              <TabsTrigger value="overview">{t('tabs.overview')}</TabsTrigger>
              <TabsTrigger value="generation">{t('tabs.generation')}</TabsTrigger>
              <TabsTrigger value="tickets">{t('tabs.tickets')}</TabsTrigger>
              <TabsTrigger value="documents">{t('tabs.documents')}</TabsTrigger>
              <TabsTrigger value="timeline">{t('tabs.timeline')}</TabsTrigger>
              {billsTab && <TabsTrigger value="bills">{t('tabs.bills')}</TabsTrigger>}
            </TabsList>
            {billsTab && <TabsContent value="bills">{billsTab}</TabsContent>}
            <TabsContent value="overview">
              <PlantOverview plant={plant} />
            </TabsContent>
            <TabsContent value="generation">
              <GenerationPanel />
            </TabsContent>
            <TabsContent value="tickets">
              <TicketsPanel />
            </TabsContent>
            <TabsContent value="documents">
              <PlantDocuments leadId={plant.leadId} documents={plantQuery.data?.documents ?? []} />
            </TabsContent>
            <TabsContent value="timeline">
              {project ? <MilestoneTimeline project={project} /> : <PlantTimeline plant={plant} />}
            </TabsContent>
          </Tabs>
        </>
      ) : (
        <SampleDashboard project={project} />
      )}
    </section>
  );
}

/** The spec's example plant, for a customer whose plant is not recorded yet. */
function SampleDashboard({ project }: { project: CustomerProject | null }) {
  const { t } = useTranslation('customer');
  return (
    <>
      <div className="flex items-start gap-3 rounded-xl border border-sun-300 bg-sun-50 p-4 text-sm text-slate-800">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sun-700" />
        <p>
          <Badge tone="yellow" className="me-2">
            {t('sample.badge')}
          </Badge>
          {t('sample.note', { size: SAMPLE_PLANT.plantSizeKw })}
        </p>
      </div>

      <SummaryCards />

      <Tabs defaultValue="overview">
        <TabsList aria-label={t('tabs.label')}>
          <TabsTrigger value="overview">{t('tabs.overview')}</TabsTrigger>
          <TabsTrigger value="documents">{t('tabs.documents')}</TabsTrigger>
          <TabsTrigger value="timeline">{t('tabs.timeline')}</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <OverviewPanels />
        </TabsContent>
        <TabsContent value="documents">
          <DocumentsPanel />
        </TabsContent>
        <TabsContent value="timeline">
          {project ? <MilestoneTimeline project={project} /> : <ProjectTimeline sample />}
        </TabsContent>
      </Tabs>
    </>
  );
}
