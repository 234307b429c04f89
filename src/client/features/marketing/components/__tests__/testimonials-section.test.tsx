import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '#client/test/render.tsx';
import { testimonials } from '#shared/content/testimonials.ts';
import { TestimonialsSection } from '../testimonials-section.tsx';

describe('TestimonialsSection', () => {
  it('has every testimonial in the page exactly once, one set of slides for the carousel and the grid (decision 025)', () => {
    renderWithApp(<TestimonialsSection />);
    const container = document.body;
    expect(container.querySelectorAll('figure')).toHaveLength(testimonials.length);
    for (const testimonial of testimonials)
      expect(screen.getAllByText(testimonial.name.en)).toHaveLength(1);
  });

  it('names each customer once, hiding the drawn initials from assistive technology (decision 031)', () => {
    renderWithApp(<TestimonialsSection />);
    const [first] = testimonials;
    const caption = screen.getByText(first!.name.en).closest('figcaption');
    expect(caption).toHaveAttribute('data-initials', 'RA');
    expect(caption?.textContent).toBe(`${first!.name.en}${first!.role.en}${first!.location.en}`);
  });
});
