const sizes = {
  sm: 'size-9 text-sm',
  md: 'size-14 text-lg',
  lg: 'size-24 text-3xl',
} as const;

type AvatarProps = {
  name: string;
  /** Image URL; without one the initials of `name` stand in. */
  src?: string | null;
  size?: keyof typeof sizes;
  /**
   * Text alternative. Leave it out where the person's name is written next to the avatar (the picture then adds
   * nothing for a screen reader and is hidden from it).
   */
  alt?: string;
};

/** Up to two initials from a name: 'Nimal Perera' → 'NP'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** A round profile picture, or the person's initials on the brand colour when they have none. */
export function Avatar({ name, src, size = 'md', alt }: AvatarProps) {
  const className = `${sizes[size]} shrink-0 rounded-full`;
  if (src) {
    // Plain <img>: avatars are uploads (local disk or an S3 bucket) that next/image would need per-host
    // configuration for, and blob: previews of a chosen file, which it cannot load at all.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={src} alt={alt ?? ''} className={`${className} border border-gray-200 bg-gray-100 object-cover`} />;
  }
  return (
    <span
      role={alt ? 'img' : undefined}
      aria-label={alt}
      aria-hidden={alt ? undefined : true}
      className={`${className} inline-flex items-center justify-center bg-brand-100 font-semibold text-brand-800 select-none`}
    >
      {initialsOf(name)}
    </span>
  );
}
