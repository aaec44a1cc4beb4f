/** The shop's time zone. A module of its own: every page's message provider needs only this of lib/dates/colombo.ts. */
export const SHOP_TIME_ZONE = 'Asia/Colombo';
