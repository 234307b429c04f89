import { useTranslation } from 'react-i18next';
import { privacyPolicy } from '#shared/content/legal.ts';
import { LegalDocumentView } from '../features/marketing/components/legal-document.tsx';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  return <LegalDocumentView title={t('privacyTitle')} document={privacyPolicy} />;
}
