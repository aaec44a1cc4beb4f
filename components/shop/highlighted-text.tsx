import { splitHighlight } from './highlight';

/** The text with each occurrence of the keyword in <mark>, as React text (never HTML). */
export function HighlightedText({ text, keyword }: { text: string; keyword?: string | null }) {
  return splitHighlight(text, keyword).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
