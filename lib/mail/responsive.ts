/**
 * What makes a mail fit a phone: without a viewport a phone's mail app lays the HTML out 980 px wide and shrinks it;
 * the content column is at most MAIL_MAX_WIDTH px and narrows with the screen (no fixed width is wider).
 */
export const MAIL_VIEWPORT = 'width=device-width, initial-scale=1';
export const MAIL_MAX_WIDTH = 600;
