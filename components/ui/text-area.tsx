import type { ComponentProps } from 'react';
import { inputClassName } from './text-input';

/** A multi-line text field with the shop's field look. */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...props} className={className ? `${inputClassName} ${className}` : inputClassName} />;
}
