import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testimonials } from '../../../../../shared/content/testimonials.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import { TestimonialsSection } from '../testimonials-section.tsx';

describe('TestimonialsSection', () => {
  it('has every testimonial in the page exactly once, one set of slides for the carousel and the grid (decision 025)', () => {
    renderWithApp(<TestimonialsSection />);
    const container = document.body;
    expect(container.querySelectorAll('figure')).toHaveLength(testimonials.length);
    for (const testimonial of testimonials)
      expect(screen.getAllByText(testimonial.name.en)).toHaveLength(1);
  });

  it('draws each repeated icon once and refers to it from every card', () => {
    renderWithApp(<TestimonialsSection />);
    const container = document.body;
    const symbols = container.querySelectorAll('symbol');
    const uses = container.querySelectorAll('use');
    expect(symbols.length).toBeGreaterThan(0);
    expect(uses.length).toBe(symbols.length * testimonials.length);
    const ids = new Set([...symbols].map((symbol) => `#${symbol.id}`));
    for (const use of uses) expect(ids.has(use.getAttribute('href')!)).toBe(true);
  });
});
