import { ContactSection } from '../features/contact/components/contact-section.tsx';
import { verificationStep } from './verification-step.tsx';

/** The home page's contact section with its verification step: one lazy chunk, like before. */
export default function HomeContactSection() {
  return <ContactSection renderVerification={verificationStep} />;
}
