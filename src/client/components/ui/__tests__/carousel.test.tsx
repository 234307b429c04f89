import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#client/test/render.tsx';
import { Carousel, type CarouselLabels } from '../carousel.tsx';

const labels: CarouselLabels = {
  carousel: 'Customer stories',
  previous: 'Previous story',
  next: 'Next story',
  slide: (position, total) => `${position} of ${total}`,
  goTo: (position, total) => `Show story ${position} of ${total}`,
};
const slides = ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer'].map((city) => (
  <p key={city}>{city}</p>
));

/**
 * happy-dom lays nothing out, and embla measures its viewport and slides (offsetLeft and
 * offsetWidth, and the last slide's margin): give each a browser's answer at one 300 px slide
 * per view.
 */
beforeEach(() => {
  const slideIndex = (element: HTMLElement) => {
    if (element.getAttribute('aria-roledescription') !== 'slide') return -1;
    return [...element.parentElement!.children].indexOf(element);
  };
  const computedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computedStyle(element, pseudo);
    const value = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name: string) =>
      value(name) || (name.startsWith('margin') ? '0px' : '');
    return style;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return Math.max(0, slideIndex(this)) * 300;
  });
});

const dot = (position: number) =>
  screen.getByRole('button', { name: `Show story ${position} of 5` });

describe('the carousel', () => {
  it('moves with the arrow keys, and the dots follow', async () => {
    await renderWithApp(<Carousel slides={slides} labels={labels} />);
    const region = screen.getByRole('region', { name: 'Customer stories' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getAllByRole('group')).toHaveLength(5);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');

    fireEvent.keyDown(dot(1), { key: 'ArrowRight' });
    await waitFor(() => expect(dot(2)).toHaveAttribute('aria-current', 'true'));
    expect(dot(1)).not.toHaveAttribute('aria-current');
    fireEvent.keyDown(dot(2), { key: 'ArrowRight' });
    await waitFor(() => expect(dot(3)).toHaveAttribute('aria-current', 'true'));
    fireEvent.keyDown(dot(3), { key: 'ArrowLeft' });
    await waitFor(() => expect(dot(2)).toHaveAttribute('aria-current', 'true'));
  });

  it('leaves the arrow keys to a text field inside a slide', async () => {
    await renderWithApp(
      <Carousel
        slides={[<input key="a" aria-label="Note" />, ...slides.slice(1)]}
        labels={labels}
      />,
    );
    fireEvent.keyDown(screen.getByLabelText('Note'), { key: 'ArrowRight' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });
});
