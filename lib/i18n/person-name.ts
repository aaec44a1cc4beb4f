import { z } from 'zod';

export const NAME_MESSAGE = 'Name must be 2-50 characters: letters of any language, spaces, dots, hyphens and apostrophes';

/**
 * A person's name as Sri Lankans write it, in Sinhala, Tamil or English, often with initials ('W. A. Perera',
 * "Dilani D'Silva", 'තරුෂි පෙරේරා'): letters of any script with their combining marks, spaces, dots, hyphens and
 * apostrophes (' and ’), with at least one letter. The joiners U+200D and U+200C belong too: Sinhala writes its
 * conjuncts with them ('ශ්‍රී' in Sriyani). Compared and stored in NFC, trimmed, inner spaces collapsed;
 * 2-50 characters counted as code points, as PostgreSQL's varchar(50) counts them.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\u200C\u200D .'’-]+$/u;
const A_LETTER = /\p{L}/u;
const NAME_LENGTH = { min: 2, max: 50 };

export const personNameSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .transform((name) => name.normalize('NFC').trim().replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        // An empty name is only missing: no second message about its characters.
        .min(1, { error: requiredMessage, abort: true })
        .refine((name) => {
          const length = [...name].length;
          return length >= NAME_LENGTH.min && length <= NAME_LENGTH.max && NAME_CHARACTERS.test(name) && A_LETTER.test(name);
        }, NAME_MESSAGE),
    );
