import type { Courier } from './types';

/** A courier as the API shows it (`_id`, as every reply does). */
export type CourierJson = { _id: string; name: string; trackingUrl: string | null; position: number };

export function toCourierJson(courier: Courier): CourierJson {
  return { _id: courier.id, name: courier.name, trackingUrl: courier.trackingUrl, position: courier.position };
}

