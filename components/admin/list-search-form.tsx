'use client';

import { type ReactNode, useId } from 'react';
import { inputClassName } from '@/components/ui/text-input';

type ListSearchFormProps = {
  /** The form's accessible name, e.g. 'Find users'. */
  name: string;
  /** The search box's label, e.g. 'Search users'. */
  searchLabel: string;
  placeholder: string;
  maxLength: number;
  text: string;
  onTextChange: (text: string) => void;
  /** The grid's columns past the phone's one, e.g. 'sm:grid-cols-2'. */
  columns: string;
  /** The filters beside the search box. */
  children: ReactNode;
};

/**
 * The search form above a server-paged admin table: the search box (its term searched by `useDebouncedSearch`, so
 * Enter does nothing more) and the filters. One component, so every such list looks and reads alike.
 */
export function ListSearchForm({ name, searchLabel, placeholder, maxLength, text, onTextChange, columns, children }: ListSearchFormProps) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label={name}
      onSubmit={(event) => event.preventDefault()}
      className={`grid grid-cols-1 items-end gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 ${columns}`}
    >
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-gray-900">
          {searchLabel}
        </label>
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          className={inputClassName}
        />
      </div>
      {children}
    </form>
  );
}
