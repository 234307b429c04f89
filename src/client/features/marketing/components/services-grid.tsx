import { services } from '../../../../shared/content/services.ts';
import { ServiceCard } from './service-card.tsx';

export function ServicesGrid() {
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id}>
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}
