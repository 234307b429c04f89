import type { ReactNode } from 'react';
import { services } from '../../../../shared/content/services.ts';
import { ServiceCard } from './service-card.tsx';

export type ServicesGridProps = {
  /** Each card's reaction bar, by service id (the page composes the reactions feature in). */
  renderReactions?: (serviceId: number) => ReactNode;
};

export function ServicesGrid({ renderReactions }: ServicesGridProps) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} reactions={renderReactions?.(service.id)} />
        </li>
      ))}
    </ul>
  );
}
