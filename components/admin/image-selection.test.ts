import { describe, expect, it } from 'vitest';
import { TOO_MANY_IMAGES, TOO_MANY_SELECTED } from '@/lib/catalog/schemas';
import { moveItem, screenChosenFiles, uploadCountProblem } from './image-selection';

const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

describe('image picker limits', () => {
  it('accepts images up to five in all, counting the ones already picked', () => {
    const files = [png('a.png'), png('b.png')];
    expect(screenChosenFiles(files, { mode: 'multiple', pickedCount: 3 })).toEqual({ accepted: files, problems: [] });
  });

  it('refuses a selection that would go past five as a whole', () => {
    const files = [png('a.png'), png('b.png')];
    expect(screenChosenFiles(files, { mode: 'multiple', pickedCount: 4 })).toEqual({
      accepted: [],
      problems: [TOO_MANY_SELECTED],
    });
    const six = Array.from({ length: 6 }, (_, index) => png(`${index}.png`));
    expect(screenChosenFiles(six, { mode: 'multiple', pickedCount: 0 }).problems).toEqual([TOO_MANY_SELECTED]);
  });

  it('leaves out files that are not images or larger than 2 MB, naming them', () => {
    const files = [png('ok.png'), { name: 'notes.txt', type: 'text/plain', size: 10 }, png('huge.png', 3 * 1024 * 1024)];
    expect(screenChosenFiles(files, { mode: 'multiple', pickedCount: 0 })).toEqual({
      accepted: [files[0]],
      problems: ['notes.txt: Image must be a PNG, JPEG, WebP or GIF image', 'huge.png: Image must be at most 2 MB'],
    });
  });

  it('takes the first good file in single mode, whatever is already shown', () => {
    const files = [png('one.png'), png('two.png')];
    expect(screenChosenFiles(files, { mode: 'single', pickedCount: 1 })).toEqual({ accepted: [files[0]], problems: [] });
    expect(screenChosenFiles([{ name: 'x.svg', type: 'image/svg+xml', size: 10 }], { mode: 'single', pickedCount: 0 })).toEqual({
      accepted: [],
      problems: ['Image must be a PNG, JPEG, WebP or GIF image'],
    });
  });

  it('refuses to upload more than five on submit', () => {
    expect(uploadCountProblem(5)).toBeNull();
    expect(uploadCountProblem(6)).toBe(TOO_MANY_IMAGES);
  });
});

describe('moveItem', () => {
  it('moves one place earlier or later, and leaves the list as it is at its ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a'], 5, 1)).toEqual(['a']);
  });
});
