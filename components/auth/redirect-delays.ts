/** The pauses before the account pages move on, so the shopper can read the success message. */
export const AFTER_REGISTER_MS = 1000;
export const AFTER_EMAIL_VERIFIED_MS = 2000;
export const AFTER_PASSWORD_RESET_MS = 1500;
/** How long the reset page shows 'No email found...' before sending the shopper back to /forgot-password. */
export const MISSING_RESET_EMAIL_MS = 2000;
