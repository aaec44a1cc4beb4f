import { LoaderCircleIcon } from '@/components/ui/icons';

/** A one-line spinner with its text, announced politely; used while an account page waits for something. */
export function LoadingLine({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
      <LoaderCircleIcon aria-hidden className="size-5 text-brand-700 motion-safe:animate-spin" />
      {label}
    </p>
  );
}
