import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShipmentDetails } from '@/components/orders/shipment-details';
import type { Courier } from '@/lib/orders/types';
import { CourierTable } from './courier-manager';
import { ShipOrderForm, shipFormValues } from './ship-order-form';

/** The ship form, the shipment as the order screens show it, and the couriers' table, as the server renders them. */

const couriers: Courier[] = [
  { id: 'c1', name: 'Domex', trackingUrl: null, position: 1 },
  { id: 'c2', name: 'Pronto Lanka', trackingUrl: 'https://pronto.example/track?no={tracking}', position: 2 },
];

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
const form = (order: { courier: string | null; trackingNumber: string | null }) =>
  renderToStaticMarkup(<ShipOrderForm couriers={couriers} order={order} onShip={async () => null} onCancel={() => {}} />);

describe('ShipOrderForm', () => {
  it('offers the listed couriers and "Other", with labelled fields, empty for a new shipment', () => {
    const html = form({ courier: null, trackingNumber: null });
    for (const label of ['Courier', 'Tracking number']) expect(html).toMatch(new RegExp(`<label for="[^"]+" class="[^"]*">${label}</label>`));
    expect([...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((match) => [match[1], match[2]])).toEqual([
      ['', 'Choose a courier'],
      ['c1', 'Domex'],
      ['c2', 'Pronto Lanka'],
      ['other', 'Other'],
    ]);
    expect(html).not.toContain('Courier name');
    expect(text(html)).toContain('Ship this order');
    expect(text(html)).toContain('Mark as shipped');
  });

  it('starts from the order’s shipment: a listed courier (any letter case) selected, another typed under "Other"', () => {
    expect(shipFormValues(couriers, { courier: 'DOMEX', trackingNumber: 'DX-1' })).toEqual({ choice: 'c1', otherCourier: '', trackingNumber: 'DX-1' });
    expect(shipFormValues(couriers, { courier: 'Kandy Express', trackingNumber: 'KX-1' })).toEqual({
      choice: 'other',
      otherCourier: 'Kandy Express',
      trackingNumber: 'KX-1',
    });
    expect(shipFormValues(couriers, { courier: null, trackingNumber: null })).toEqual({ choice: '', otherCourier: '', trackingNumber: '' });
    expect(form({ courier: 'Kandy Express', trackingNumber: 'KX-1' })).toMatch(/<label for="[^"]+" class="[^"]*">Courier name<\/label>/);
  });
});

describe('ShipmentDetails', () => {
  it('shows the courier, the tracking number linked to the tracking page, and the dates in Colombo time', () => {
    const html = renderToStaticMarkup(
      <ShipmentDetails
        order={{ courier: 'Pronto Lanka', trackingNumber: 'PL 9', shippedAt: new Date('2026-06-14T04:00:00.000Z'), deliveredAt: null }}
        trackingUrl="https://pronto.example/track?no=PL%209"
      />,
    );
    expect(text(html)).toBe('Courier Pronto Lanka Tracking number PL 9 (track on the courier’s site, opens in a new tab) Shipped on 14 Jun 2026, 9:30 AM');
    expect(html).toContain('href="https://pronto.example/track?no=PL%209" target="_blank" rel="noopener noreferrer"');
  });

  it('shows the tracking number as text without a tracking page', () => {
    const html = renderToStaticMarkup(
      <ShipmentDetails
        order={{ courier: 'Domex', trackingNumber: 'DX-1', shippedAt: new Date('2026-06-14T04:00:00.000Z'), deliveredAt: new Date('2026-06-15T10:00:00.000Z') }}
        trackingUrl={null}
      />,
    );
    expect(html).not.toContain('<a ');
    expect(text(html)).toContain('Delivered on 15 Jun 2026, 3:30 PM');
  });
});

describe('CourierTable', () => {
  it('lists the couriers in order with their tracking pages, Edit and Delete', () => {
    const html = renderToStaticMarkup(<CourierTable couriers={couriers} editingId={null} busyId={null} onEdit={() => {}} onDelete={() => {}} />);
    const rows = [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((match) => text(match[1]!));
    expect(rows).toEqual([
      'Position Name Tracking URL Actions',
      '1 Domex None Edit Delete',
      '2 Pronto Lanka https://pronto.example/track?no={tracking} Edit Delete',
    ]);
    expect(html).toContain('aria-label="Delete: Pronto Lanka"');
  });
});
