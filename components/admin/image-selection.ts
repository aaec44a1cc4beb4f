import { MAX_PRODUCT_IMAGES, TOO_MANY_IMAGES, TOO_MANY_SELECTED } from '@/lib/catalog/schemas';
import { chosenImageProblem, imageTooLargeMessage, notAnImageMessage } from '@/lib/storage/image-rules';

/**
 * The rules of the admin image picker, apart from React: which chosen files may join the picked ones, and
 * whether the picked images may be uploaded. Categories and subcategories hold one image (a new file replaces the
 * shown one); products up to MAX_PRODUCT_IMAGES, kept ones and new ones together.
 */

export type ImagePickerMode = 'single' | 'multiple';

type ChosenFile = { name: string; type: string; size: number };

export type Screened<F> = { accepted: F[]; problems: string[] };

/** The picker's messages in the page's language; English (the server's words) when not given. */
export type ImageProblemTexts = { notAnImage: string; tooLarge: string; tooManySelected: string };

const ENGLISH_TEXTS: ImageProblemTexts = {
  notAnImage: notAnImageMessage('Image'),
  tooLarge: imageTooLargeMessage('Image'),
  tooManySelected: TOO_MANY_SELECTED,
};

/** `chosenImageProblem`'s check (not an image, or too large), worded with `texts`. */
function problemOf(file: ChosenFile, texts: ImageProblemTexts): string | null {
  const problem = chosenImageProblem(file, 'Image');
  if (problem === null) return null;
  return problem === ENGLISH_TEXTS.notAnImage ? texts.notAnImage : texts.tooLarge;
}

/**
 * Screens a selection from the file dialog. Each file is checked like the server will check it (type, 2 MB);
 * files that fail are left out with their message. In multiple mode a selection that would take the picked
 * images past `max` is refused as a whole ('You can select max 5 images'), so the admin chooses again rather
 * than wondering which files were dropped. In single mode the first good file is the choice.
 */
export function screenChosenFiles<F extends ChosenFile>(
  files: readonly F[],
  options: { mode: ImagePickerMode; pickedCount: number; max?: number; texts?: ImageProblemTexts },
): Screened<F> {
  const max = options.max ?? MAX_PRODUCT_IMAGES;
  const texts = options.texts ?? ENGLISH_TEXTS;
  const problems: string[] = [];
  const good: F[] = [];
  for (const file of files) {
    const problem = problemOf(file, texts);
    if (problem) problems.push(files.length > 1 ? `${file.name}: ${problem}` : problem);
    else good.push(file);
  }
  if (options.mode === 'single') return { accepted: good.slice(0, 1), problems: good.length ? [] : problems };
  if (options.pickedCount + good.length > max) return { accepted: [], problems: [texts.tooManySelected, ...problems] };
  return { accepted: good, problems };
}

/**
 * The check before saving: the message when more images are picked than may be uploaded, else null. `message` is
 * the page's wording (English when not given).
 */
export function uploadCountProblem(pickedCount: number, max: number = MAX_PRODUCT_IMAGES, message: string = TOO_MANY_IMAGES): string | null {
  return pickedCount > max ? message : null;
}

/** `items` with the one at `index` moved `offset` places (-1 earlier, 1 later); unchanged when it would leave the list. */
export function moveItem<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const moved = [...items];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
