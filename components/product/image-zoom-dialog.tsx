'use client';

import { XIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { CatalogueImage } from '@/components/shop/product-image';
import { useNativeDialog } from '@/components/ui/use-native-dialog';

type ImageZoomDialogProps = { open: boolean; onClose: () => void; name: string; src: string | undefined };

/** Where the zoom is centred, in percent of the image's box. */
type ZoomPoint = { x: number; y: number };

const CENTRE: ZoomPoint = { x: 50, y: 50 };

function pointOf(event: MouseEvent<HTMLElement>): ZoomPoint {
  const box = event.currentTarget.getBoundingClientRect();
  return { x: ((event.clientX - box.left) / box.width) * 100, y: ((event.clientY - box.top) / box.height) * 100 };
}

/**
 * The product's image on the whole screen, on the native <dialog> (the page inert behind it, Escape closes it, focus
 * returns to the opener). A click or tap toggles a 2x zoom at that point, and the zoom follows the mouse; a keyboard
 * press zooms at the centre. On phones the browser's own pinch zoom works too (touch-action: manipulation lets it
 * pinch and pan, and drops the double-tap delay).
 */
export function ImageZoomDialog({ open, onClose, name, src }: ImageZoomDialogProps) {
  const t = useTranslations('product.gallery');
  const closeRef = useRef<HTMLButtonElement>(null);
  const { dialogRef, handleClose } = useNativeDialog(open, closeRef, onClose);
  const [zoomAt, setZoomAt] = useState<ZoomPoint | null>(null);

  function toggleZoom(event: MouseEvent<HTMLButtonElement>) {
    // detail 0: pressed with Enter or Space, which has no point.
    setZoomAt(zoomAt ? null : event.detail === 0 ? CENTRE : pointOf(event));
  }

  function followMouse(event: PointerEvent<HTMLButtonElement>) {
    if (zoomAt && event.pointerType === 'mouse') setZoomAt(pointOf(event));
  }

  return (
    <dialog
      ref={dialogRef}
      aria-label={t('zoom', { name })}
      onClose={() => {
        setZoomAt(null);
        handleClose();
      }}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-gray-950 p-0 backdrop:bg-gray-950"
    >
      <button
        type="button"
        aria-pressed={zoomAt !== null}
        onClick={toggleZoom}
        onPointerMove={followMouse}
        className="size-full cursor-zoom-in touch-manipulation overflow-hidden aria-pressed:cursor-zoom-out"
      >
        <span className="sr-only">{t('zoomIn')}</span>
        <span
          className="block size-full motion-safe:transition-transform"
          style={zoomAt ? { transform: 'scale(2)', transformOrigin: `${zoomAt.x}% ${zoomAt.y}%` } : undefined}
        >
          <CatalogueImage src={src} alt="" size={1600} className="size-full object-contain" />
        </span>
      </button>
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        aria-label={t('close')}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white text-gray-900 shadow hover:bg-gray-100"
      >
        <XIcon aria-hidden className="size-6" />
      </button>
    </dialog>
  );
}
