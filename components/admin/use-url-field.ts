import { useCallback, useState } from 'react';

/** How many values a field remembers having asked for: more than a typist can send before the URL catches up. */
const REMEMBERED = 10;

/**
 * The text of a field whose value lives in the URL. It starts as the URL's value and follows it when the URL changes
 * from elsewhere (a link, Back). A value this field asked for (`sent`) arriving late, after more typing, does not
 * overwrite what was typed meanwhile.
 */
export function useUrlField(urlValue: string) {
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  const [asked, setAsked] = useState<string[]>([urlValue]);
  if (urlValue !== seen) {
    setSeen(urlValue);
    if (!asked.includes(urlValue)) {
      setText(urlValue);
      setAsked([urlValue]);
    }
  }
  const sent = useCallback((value: string) => setAsked((values) => [...values.slice(1 - REMEMBERED), value]), []);
  return { text, setText, sent };
}
