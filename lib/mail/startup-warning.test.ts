import { describe, expect, it, vi } from 'vitest';
import { MAIL_TO_LOG_WARNING, warnIfMailGoesToLog } from './startup-warning';

describe('the start-up warning about mail going to the log', () => {
  it('is one line in production without SMTP', () => {
    const warn = vi.fn();
    warnIfMailGoesToLog({ smtpUrl: undefined }, true, warn);
    expect(warn.mock.calls).toEqual([[`[shop] ${MAIL_TO_LOG_WARNING}`]]);
    expect(MAIL_TO_LOG_WARNING).not.toContain('\n');
  });

  it('is not given with SMTP configured, nor in development', () => {
    const warn = vi.fn();
    warnIfMailGoesToLog({ smtpUrl: 'smtp://mail.example:587' }, true, warn);
    warnIfMailGoesToLog({ smtpUrl: undefined }, false, warn);
    expect(warn).not.toHaveBeenCalled();
  });
});
