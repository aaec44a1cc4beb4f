'use client';

import { MapPinIcon, PlusIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button-styles';
import { type AddressJson, addressFromJson } from '@/lib/addresses/address-json';
import type { Address } from '@/lib/addresses/types';
import { type ApiResult, apiFetch } from '@/lib/http/api-client';
import { AddressForm } from './address-form';
import { addressLine, defaultAddressId, withAddedAddress } from './address-text';
import { resultMessage } from '@/lib/http/result-message';

type AddressPickerProps = {
  /** The chosen address id (null: none yet). */
  value: string | null;
  onChange: (addressId: string | null) => void;
  /**
   * The saved addresses when the page read them on the server; without them the picker loads them from
   * GET /api/address/get and then preselects the default one.
   */
  initialAddresses?: Address[];
  /** The heading level the picker's title takes in its page. */
  headingLevel?: 2 | 3;
};

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; addresses: Address[] };

const fetchAddresses = () => apiFetch<AddressJson[]>('/api/address/get');

/**
 * Choose where the order goes: the saved addresses as radio buttons (the default one preselected) and
 * 'Add new address'. Used by checkout and by the product page's Buy Now.
 */
export function AddressPicker({ value, onChange, initialAddresses, headingLevel = 2 }: AddressPickerProps) {
  const t = useTranslations('address.picker');
  const fetchFailed = t('fetchFailed');
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>(
    initialAddresses ? { state: 'ready', addresses: initialAddresses } : { state: 'loading' },
  );
  const [adding, setAdding] = useState(initialAddresses?.length === 0);
  const radios = useRef(new Map<string, HTMLInputElement>());
  const focusAfterAdd = useRef<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const Heading = `h${headingLevel}` as const;

  // Kept in refs so loading does not start again when the parent passes a new callback or value.
  const onChangeRef = useRef(onChange);
  const valueRef = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
    valueRef.current = value;
  });

  const showLoaded = useCallback((result: ApiResult<AddressJson[]>) => {
    if (!result.ok || !Array.isArray(result.data)) {
      toast.error(resultMessage(result, fetchFailed), { id: fetchFailed });
      setLoaded({ state: 'failed' });
      return;
    }
    const addresses = result.data.map(addressFromJson);
    setLoaded({ state: 'ready', addresses });
    setAdding(addresses.length === 0);
    if (valueRef.current === null || !addresses.some((address) => address.id === valueRef.current)) {
      onChangeRef.current(defaultAddressId(addresses));
    }
  }, [fetchFailed]);

  useEffect(() => {
    // Given no addresses, the picker reads them once (a later answer for an unmounted picker is dropped).
    if (initialAddresses) return;
    let active = true;
    void fetchAddresses().then((result) => {
      if (active) showLoaded(result);
    });
    return () => {
      active = false;
    };
  }, [initialAddresses, showLoaded]);

  async function retry() {
    setLoaded({ state: 'loading' });
    showLoaded(await fetchAddresses());
  }

  // After an address is added, focus moves to its (now chosen) radio button.
  useEffect(() => {
    const added = focusAfterAdd.current;
    if (!added || adding) return;
    focusAfterAdd.current = null;
    radios.current.get(added)?.focus();
  });

  function added(address: Address) {
    setLoaded((current) => ({
      state: 'ready',
      addresses: withAddedAddress(current.state === 'ready' ? current.addresses : [], address),
    }));
    focusAfterAdd.current = address.id;
    setAdding(false);
    onChange(address.id);
  }

  const addresses = loaded.state === 'ready' ? loaded.addresses : [];

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <Heading id={`${id}-heading`} className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <MapPinIcon aria-hidden className="size-5 text-brand-700" />
        {t('heading')}
      </Heading>

      {loaded.state === 'loading' ? (
        <p role="status" className="text-sm text-gray-700">
          {t('loading')}
        </p>
      ) : null}

      {loaded.state === 'failed' ? (
        <div role="alert" className="space-y-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm">
          <p className="font-medium text-red-800">{fetchFailed}</p>
          <button
            type="button"
            onClick={() => void retry()}
            className={buttonClassName('secondary')}
          >
            {t('retry')}
          </button>
        </div>
      ) : null}

      {loaded.state === 'ready' && addresses.length === 0 ? (
        <p className="text-sm text-gray-700">{t('none')}</p>
      ) : null}

      {addresses.length > 0 ? (
        <fieldset>
          <legend className="sr-only">{t('choose')}</legend>
          <ul className="space-y-3">
            {addresses.map((address) => {
              const checked = address.id === value;
              return (
                <li key={address.id}>
                  <label
                    className={`flex cursor-pointer gap-3 rounded-lg border p-4 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-700 ${
                      checked ? 'border-brand-700 bg-brand-50' : 'border-gray-200 bg-white hover:border-gray-300'
                    }`}
                  >
                    <input
                      ref={(element) => {
                        if (element) radios.current.set(address.id, element);
                        else radios.current.delete(address.id);
                      }}
                      type="radio"
                      name={`${id}-address`}
                      value={address.id}
                      checked={checked}
                      onChange={() => onChange(address.id)}
                      className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
                    />
                    <span className="min-w-0 space-y-1 text-sm">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold break-words text-gray-900">{address.name}</span>
                        {address.isDefault ? <Badge tone="brand">{t('default')}</Badge> : null}
                      </span>
                      <span className="block break-words text-gray-700">{addressLine(address)}</span>
                      <span className="block text-gray-700">
                        <span className="sr-only">{t('mobile')}</span>
                        {address.mobile}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}

      {adding ? (
        <AddressForm
          onAdded={added}
          autoFocus={addresses.length > 0}
          onCancel={
            addresses.length > 0
              ? () => {
                  setAdding(false);
                  // The form is gone: focus goes back to the button that opened it.
                  requestAnimationFrame(() => addButton.current?.focus());
                }
              : undefined
          }
        />
      ) : loaded.state === 'ready' ? (
        <button ref={addButton} type="button" onClick={() => setAdding(true)} className={buttonClassName('secondary')}>
          <PlusIcon aria-hidden className="size-4" />
          {t('add')}
        </button>
      ) : null}
    </section>
  );
}
