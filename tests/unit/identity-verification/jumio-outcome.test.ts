/** @jest-environment node */
import { jumioOutcome } from '@/server/adapters/identity-verification/jumio-document-vendor';

describe("Jumio's verdict as the platform's outcome", () => {
  it('approves PASSED, rejects REJECTED with the nearest spec reason, and leaves the rest for review', () => {
    const processed = (type: string, label?: string) =>
      jumioOutcome({ workflow: { status: 'PROCESSED' }, decision: { type, details: label ? { label } : undefined } });
    expect(processed('PASSED')).toEqual({ outcome: 'APPROVED', reason: null });
    expect(processed('REJECTED', 'EXPIRED')).toEqual({ outcome: 'DECLINED', reason: 'ID_EXPIRED' });
    expect(processed('REJECTED', 'BLACK_WHITE')).toEqual({ outcome: 'DECLINED', reason: 'ID_BLACK_AND_WHITE' });
    expect(processed('REJECTED', 'DIGITAL_COPY')).toEqual({ outcome: 'DECLINED', reason: 'SCREENSHOT_NOT_ORIGINAL_DOCUMENT' });
    expect(processed('REJECTED', 'SOMETHING_NEW')).toEqual({ outcome: 'DECLINED', reason: 'BAD_QUALITY' });
    expect(processed('REJECTED')).toEqual({ outcome: 'DECLINED', reason: 'BAD_QUALITY' });
    expect(processed('WARNING', 'LOW_CONFIDENCE')).toEqual({ outcome: 'PENDING', reason: null });
    expect(processed('NOT_EXECUTED')).toEqual({ outcome: 'PENDING', reason: null });
    expect(jumioOutcome({ workflow: { status: 'INITIATED' }, decision: { type: 'PASSED' } })).toEqual({ outcome: 'PENDING', reason: null });
    expect(jumioOutcome({ workflow: { status: 'PROCESSED' } })).toEqual({ outcome: 'PENDING', reason: null });
  });
});
