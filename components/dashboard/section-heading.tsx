import type { ReactNode } from 'react';

type SectionHeadingProps = { title: string; description?: ReactNode };

/** The heading of a section in the account or admin area (the page's h1). */
export function SectionHeading({ title, description }: SectionHeadingProps) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
      {description && <p className="mt-2 text-gray-700">{description}</p>}
    </div>
  );
}

