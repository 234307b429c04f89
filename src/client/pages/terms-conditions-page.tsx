import { useTranslation } from 'react-i18next';
import { termsAndConditions } from '#shared/content/legal.ts';
import { LegalDocumentView } from '../features/marketing/components/legal-document.tsx';

export default function TermsConditionsPage() {
  const { t } = useTranslation('legal');
  return <LegalDocumentView title={t('termsTitle')} document={termsAndConditions} />;
}
