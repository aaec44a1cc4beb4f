type PagePlaceholderProps = { title: string; description: string };

/** Stand-in for a storefront page whose content arrives in a later issue. */
export function PagePlaceholder({ title, description }: PagePlaceholderProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">{title}</h1>
      <p className="mt-4 text-gray-700">{description}</p>
    </section>
  );
}
