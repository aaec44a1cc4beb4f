'use client';

import { lazyClient } from '@/components/ui/lazy-client';
import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useRef, useState } from 'react';
import { CatalogueImage } from '@/components/shop/product-image';

// The zoom's code loads at the first zoom, keeping it out of the product page's first-load JavaScript.
const ImageZoomDialog = lazyClient(() => import('./image-zoom-dialog').then((module) => module.ImageZoomDialog));

type ProductGalleryProps = { name: string; images: string[] };

const NEXT_KEYS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/**
 * The product's images: a large one and a row of thumbnails. Each thumbnail is a button named by its image's
 * alt text; arrow keys, Home and End move between them (and show the image) once one has focus. The large image is
 * a button that opens it zoomed on the whole screen.
 */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const t = useTranslations('product.gallery');
  const [active, setActive] = useState(0);
  const [zooming, setZooming] = useState(false);
  // Stays true after the first zoom: the dialog then stays mounted, so closing it returns the focus.
  const [zoomStarted, setZoomStarted] = useState(false);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[Math.min(active, count - 1)];

  function show(index: number) {
    const wrapped = (index + count) % count;
    setActive(wrapped);
    thumbnails.current[wrapped]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = NEXT_KEYS[event.key];
    if (step !== undefined) show(index + step);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(count - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div className="space-y-3">
      <button
        type="button"
        aria-label={t('zoom', { name })}
        aria-haspopup="dialog"
        onClick={() => {
          setZoomStarted(true);
          setZooming(true);
        }}
        className="block aspect-square w-full cursor-zoom-in overflow-hidden rounded-lg border border-gray-200 bg-gray-100"
      >
        <CatalogueImage
          src={current}
          alt={count > 1 ? t('imageOf', { name, index: active + 1, count }) : name}
          priority
          size={800}
          className="size-full object-contain"
        />
      </button>
      {zoomStarted ? <ImageZoomDialog open={zooming} onClose={() => setZooming(false)} name={name} src={current} /> : null}
      {count > 1 ? (
        <div role="group" aria-label={t('images')} className="flex gap-2 overflow-x-auto p-1">
          {images.map((image, index) => (
            <button
              key={`${index}-${image}`}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              aria-pressed={index === active}
              onClick={() => setActive(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="size-16 shrink-0 overflow-hidden rounded-md border-2 border-transparent bg-gray-100 aria-pressed:border-brand-700 sm:size-20"
            >
              <CatalogueImage
                src={image}
                alt={t('imageOf', { name, index: index + 1, count })}
                size={160}
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
