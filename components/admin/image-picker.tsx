'use client';

import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ChangeEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { MAX_PRODUCT_IMAGES } from '@/lib/catalog/schemas';
import { type ImagePickerMode, moveItem, screenChosenFiles } from './image-selection';

/** A file chosen in this visit, with the object URL of its preview. */
export type NewImage = { key: string; file: File; url: string };

export type ImagePickerState = {
  mode: ImagePickerMode;
  /** Images already saved (URLs) that are kept. */
  existing: string[];
  added: NewImage[];
  /** The message under the picker: a refused selection, or a problem found on submit. */
  message: string | null;
  /** What will show once saved: in single mode a new file hides the saved image. */
  count: number;
  choose: (files: File[]) => void;
  removeExisting: (url: string) => void;
  removeAdded: (key: string) => void;
  /** Moves a saved image, or a new one, a place earlier (-1) or later (1) among its kind: saved images come first. */
  moveExisting: (index: number, offset: -1 | 1) => void;
  moveAdded: (index: number, offset: -1 | 1) => void;
  /** Starts over with these saved images (edit) or none (create). */
  reset: (existing?: (string | null)[]) => void;
  setMessage: (message: string | null) => void;
};

let nextKey = 0;

/**
 * The state of one image picker, starting with the `saved` images of the item being edited. Previews are object URLs holding the file in memory: each is released when its
 * image is removed, when the picker is reset and when the form leaves the page.
 */
export function useImagePicker(mode: ImagePickerMode, saved: (string | null)[] = []): ImagePickerState {
  const t = useTranslations('admin.images');
  const [existing, setExisting] = useState<string[]>(() => saved.filter((url): url is string => Boolean(url)));
  const [added, setAdded] = useState<NewImage[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
      held.clear();
    };
  }, []);

  const release = useCallback((images: NewImage[]) => {
    for (const image of images) {
      URL.revokeObjectURL(image.url);
      urls.current.delete(image.url);
    }
  }, []);

  const preview = useCallback((file: File): NewImage => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    nextKey += 1;
    return { key: `new-${nextKey}`, file, url };
  }, []);

  const count = mode === 'single' ? (added.length > 0 ? 1 : existing.length) : existing.length + added.length;

  const choose = useCallback(
    (files: File[]) => {
      const texts = { notAnImage: t('notAnImage'), tooLarge: t('tooLarge'), tooManySelected: t('tooManySelected', { max: MAX_PRODUCT_IMAGES }) };
      const { accepted, problems } = screenChosenFiles(files, { mode, pickedCount: count, texts });
      setMessage(problems.length ? problems.join(' ') : null);
      if (accepted.length === 0) return;
      const images = accepted.map(preview);
      if (mode === 'single') {
        release(added);
        setAdded(images);
      } else {
        setAdded([...added, ...images]);
      }
    },
    [mode, count, added, preview, release, t],
  );

  const removeAdded = useCallback(
    (key: string) => {
      release(added.filter((image) => image.key === key));
      setAdded(added.filter((image) => image.key !== key));
      setMessage(null);
    },
    [added, release],
  );

  const removeExisting = useCallback((url: string) => {
    setExisting((current) => current.filter((image) => image !== url));
    setMessage(null);
  }, []);

  const moveExisting = useCallback((index: number, offset: -1 | 1) => setExisting((current) => moveItem(current, index, offset)), []);
  const moveAdded = useCallback((index: number, offset: -1 | 1) => setAdded((current) => moveItem(current, index, offset)), []);

  const reset = useCallback(
    (images: (string | null)[] = []) => {
      release(added);
      setAdded([]);
      setExisting(images.filter((url): url is string => Boolean(url)));
      setMessage(null);
    },
    [added, release],
  );

  return { mode, existing, added, message, count, choose, removeExisting, removeAdded, moveExisting, moveAdded, reset, setMessage };
}

type ImagePickerProps = {
  picker: ImagePickerState;
  /** 'Image' or 'Images'. */
  label: string;
  disabled?: boolean;
};

/**
 * Image upload with previews: a file button (any image the browser offers; the type and size are checked on
 * choosing), the hint, and each image with its own remove button. Saved images of a product can be removed too;
 * the saved image of a category or subcategory is replaced by choosing another. A product's images are put in order
 * with Move earlier / Move later buttons (the first is the main image); saved images stay before new ones, as the
 * update call keeps them (existingImages in their order, then the uploads).
 */
export function ImagePicker({ picker, label, disabled }: ImagePickerProps) {
  const t = useTranslations('admin.images');
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const multiple = picker.mode === 'multiple';
  const showExisting = multiple || picker.added.length === 0;
  const describedBy = picker.message ? `${messageId} ${hintId}` : hintId;
  // Said after a move, while the focus stays on the button that moved with its image.
  const [moved, setMoved] = useState('');
  const mover = (label: string, position: number, move: (offset: -1 | 1) => void, first: boolean, last: boolean) => ({
    earlier: first ? undefined : () => {
      move(-1);
      setMoved(t(position - 1 === 1 ? 'movedToMain' : 'movedTo', { label, position: position - 1 }));
    },
    later: last ? undefined : () => {
      move(1);
      setMoved(t('movedTo', { label, position: position + 1 }));
    },
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Empty the input so the same file can be chosen again after removing it.
    event.target.value = '';
    if (files.length) picker.choose(files);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-900">{label}</legend>
      {(picker.existing.length > 0 || picker.added.length > 0) && (
        <ul className="flex flex-wrap gap-3" aria-label={multiple ? t('chosenImages', { count: picker.count, max: MAX_PRODUCT_IMAGES }) : t('chosenImage')}>
          {showExisting &&
            picker.existing.map((url, index) => (
              <PreviewTile
                key={url}
                src={url}
                label={multiple ? t('savedImageNumbered', { index: index + 1 }) : t('currentImage')}
                main={multiple && index === 0}
                onRemove={multiple ? () => picker.removeExisting(url) : undefined}
                move={
                  multiple
                    ? mover(t('savedImage'), index + 1, (offset) => picker.moveExisting(index, offset), index === 0, index === picker.existing.length - 1)
                    : undefined
                }
                disabled={disabled}
              />
            ))}
          {picker.added.map((image, index) => (
            <PreviewTile
              key={image.key}
              src={image.url}
              label={multiple ? t('newImageNumbered', { index: index + 1, name: image.file.name }) : t('newImage', { name: image.file.name })}
              main={multiple && index === 0 && picker.existing.length === 0}
              onRemove={() => picker.removeAdded(image.key)}
              move={
                multiple
                  ? mover(
                      image.file.name,
                      picker.existing.length + index + 1,
                      (offset) => picker.moveAdded(index, offset),
                      index === 0,
                      index === picker.added.length - 1,
                    )
                  : undefined
              }
              disabled={disabled}
            />
          ))}
        </ul>
      )}
      <div>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple={multiple}
          onChange={onChange}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={picker.message ? true : undefined}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-gray-50"
        >
          <ImagePlus aria-hidden className="size-4" />
          {multiple ? t('chooseImages') : picker.count > 0 ? t('chooseAnother') : t('chooseImage')}
        </label>
      </div>
      <p id={hintId} className="text-xs text-gray-600">
        {t('hint')}
      </p>
      {multiple && (
        <p className="text-xs text-gray-600">
          {t('countNote', { count: picker.count, max: MAX_PRODUCT_IMAGES })}
        </p>
      )}
      {multiple && (
        <p aria-live="polite" className="sr-only">
          {moved}
        </p>
      )}
      <p id={messageId} aria-live="polite" className="text-sm text-red-700 empty:hidden">
        {picker.message ?? ''}
      </p>
    </fieldset>
  );
}

const moveButtonClassName =
  'inline-flex size-8 items-center justify-center rounded-md border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

/**
 * Moves an image a place earlier or later. Unavailable (at an end, or while the form is saved) it stays focusable
 * with aria-disabled, so the focus is not lost, and does nothing.
 */
function MoveButton({ direction, label, onMove, disabled }: { direction: 'earlier' | 'later'; label: string; onMove?: () => void; disabled?: boolean }) {
  const t = useTranslations('admin.images');
  const Icon = direction === 'earlier' ? ArrowLeft : ArrowRight;
  const unavailable = !onMove || disabled;
  return (
    <button
      type="button"
      onClick={unavailable ? undefined : onMove}
      aria-disabled={unavailable ? true : undefined}
      aria-label={direction === 'earlier' ? t('moveEarlierLabel', { label }) : t('moveLaterLabel', { label })}
      title={direction === 'earlier' ? t('moveEarlier') : t('moveLater')}
      className={moveButtonClassName}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}

function PreviewTile({
  src,
  label,
  main,
  onRemove,
  move,
  disabled,
}: {
  src: string;
  label: string;
  /** The product's main image (the first). */
  main?: boolean;
  onRemove?: () => void;
  /** Moves within the order; an absent step is shown unavailable (aria-disabled keeps the focus on it). */
  move?: { earlier?: () => void; later?: () => void };
  disabled?: boolean;
}) {
  const t = useTranslations('admin.images');
  return (
    <li className="relative space-y-1">
      {/* Plain <img>: uploads and blob: previews, which next/image cannot load without per-host setup. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={src} alt={label} className="size-24 rounded-md border border-gray-200 bg-gray-100 object-cover" />
      {main && <span className="absolute top-1 left-1 rounded bg-brand-800 px-1.5 py-0.5 text-xs font-semibold text-white">{t('main')}</span>}
      {move && (
        <div className="flex justify-between">
          <MoveButton direction="earlier" label={label} onMove={move.earlier} disabled={disabled} />
          <MoveButton direction="later" label={label} onMove={move.later} disabled={disabled} />
        </div>
      )}
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          disabled={disabled}
          aria-label={t('removeLabel', { label })}
          title={t('remove')}
          className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full border border-gray-300 bg-white text-gray-800 shadow-sm hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </li>
  );
}
