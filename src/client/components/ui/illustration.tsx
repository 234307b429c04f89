import { type ComponentProps, useEffect, useRef, useState } from 'react';
import {
  FALLBACK_ILLUSTRATION,
  illustrationSize,
  illustrationUrl,
} from '#client/lib/illustrations.ts';

type Props = Omit<ComponentProps<'img'>, 'src' | 'width' | 'height'> & {
  id: string;
  /** Real alternative text; pass '' only for a purely decorative picture. */
  alt: string;
};

/**
 * One of the site's SVG illustrations, sized to avoid layout shift, falling back to the brand
 * picture if it fails to load.
 */
export function Illustration({ id, alt, loading = 'lazy', ...props }: Props) {
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  // A prerendered picture that failed before hydration fired its error event before React was
  // listening; a finished image with no width is that case (every illustration has a size).
  useEffect(() => {
    const img = image.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  const shown = failed ? FALLBACK_ILLUSTRATION : id;
  const { width, height } = illustrationSize(shown);
  return (
    <img
      ref={image}
      src={illustrationUrl(shown)}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
      {...props}
    />
  );
}
