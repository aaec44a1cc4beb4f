import { useState } from 'react';

/**
 * The text of a field whose value lives in the URL. It starts as the URL's value and follows it when the URL changes
 * from elsewhere (a link, Back); a change this field asked for (`sent`) does not overwrite what was typed meanwhile.
 */
export function useUrlField(urlValue: string) {
  const [text, setText] = useState(urlValue);
  const [seen, setSeen] = useState(urlValue);
  const [sent, setSent] = useState(urlValue);
  if (urlValue !== seen) {
    setSeen(urlValue);
    if (urlValue !== sent) {
      setText(urlValue);
      setSent(urlValue);
    }
  }
  return { text, setText, sent: setSent };
}
