import type { ReactNode } from 'react';
import { services } from '#shared/content/services.ts';
import { ServiceCard } from './service-card.tsx';

export type ServicesGridProps = {
  /** Each card's reaction bar, by service id (the page composes the reactions feature in). */
  renderReactions?: (serviceId: number) => ReactNode;
  /** The first card's picture loads at once: the grid starts at the top of its page. */
  eagerFirst?: boolean;
};

export function ServicesGrid({ renderReactions, eagerFirst = false }: ServicesGridProps) {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {services.map((service, index) => (
        <li key={service.id}>
          <ServiceCard
            service={service}
            reactions={renderReactions?.(service.id)}
            imageLoading={eagerFirst && index === 0 ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
