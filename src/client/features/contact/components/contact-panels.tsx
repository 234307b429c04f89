import { ContactDetails } from './contact-details.tsx';
import { ContactFlow, type ContactFlowProps } from './contact-flow.tsx';

/** The form (with its verification step) beside the contact details; stacked on phones. */
export function ContactPanels({ headingLevel, renderVerification }: ContactFlowProps) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <ContactFlow headingLevel={headingLevel} renderVerification={renderVerification} />
      <ContactDetails headingLevel={headingLevel} />
    </div>
  );
}
