'use client';

/** Shown where a product, category or subcategory has no image. */
const PLACEHOLDER_IMAGE = '/placeholder.svg';

type CatalogueImageProps = {
  src: string | null | undefined;
  alt: string;
  /** The first cards of a list and the product's main image: loaded at once (they are the largest paint). */
  priority?: boolean;
  className?: string;
  size?: number;
};

/**
 * A catalogue image. Plain <img>: images are uploads (local disk or an S3 bucket) that next/image would need
 * per-host configuration for; the width and height reserve the space, the browser lazy-loads the rest.
 * A client component on purpose: React's server components turn every eager <img> into a preload hint, which the
 * browser applies even from a prefetched page's payload, so the home page's first images were preloaded, unused,
 * on every page that links home. Rendered here, an image is preloaded only by the page that shows it.
 */
export function CatalogueImage({ src, alt, priority = false, className = '', size = 400 }: CatalogueImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
