// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  initialOtpState,
  otpReducer,
  type OtpEvent,
  type OtpState,
} from '@/features/signup/otpMachine';

const run = (events: OtpEvent[], from: OtpState = initialOtpState) => events.reduce(otpReducer, from);
const ticks = (count: number): OtpEvent[] => Array.from({ length: count }, () => ({ type: 'tick' }));

describe('the OTP transition table', () => {
  it('goes not generated → generating → code sent → verified, and back to not generated on a reset', () => {
    const generating = run([{ type: 'generate' }]);
    const sent = run([{ type: 'generationAnswered' }], generating);
    const verified = run([{ type: 'verified' }], sent);
    expect([generating, sent, verified].map((state) => state.status)).toEqual(['generating', 'codeSent', 'verified']);
    expect(run([{ type: 'reset' }], verified).status).toBe('notGenerated');
    expect(run([{ type: 'reset' }], sent).status).toBe('notGenerated');
  });

  it('starts a 60 s countdown once the generation call answers, whatever the answer', () => {
    expect(run([{ type: 'generate' }])).toEqual({ status: 'generating', secondsLeft: 0 });
    expect(run([{ type: 'generate' }, { type: 'generationAnswered' }])).toEqual({
      status: 'codeSent',
      secondsLeft: 60,
    });
  });

  it('counts down once a tick and expires back to not generated at zero', () => {
    const sent = run([{ type: 'generate' }, { type: 'generationAnswered' }]);
    expect(run(ticks(1), sent)).toEqual({ status: 'codeSent', secondsLeft: 59 });
    expect(run(ticks(59), sent)).toEqual({ status: 'codeSent', secondsLeft: 1 });
    expect(run(ticks(60), sent)).toEqual({ status: 'notGenerated', secondsLeft: 0 });
  });

  it('stops counting once verified', () => {
    const verified = run([{ type: 'generate' }, { type: 'generationAnswered' }, ...ticks(5), { type: 'verified' }]);
    expect(verified).toEqual({ status: 'verified', secondsLeft: 0 });
    expect(run(ticks(70), verified)).toEqual(verified);
  });

  it('ignores events that do not belong to the current state', () => {
    expect(run([{ type: 'verified' }, { type: 'tick' }, { type: 'generationAnswered' }])).toEqual(initialOtpState);
    expect(run([{ type: 'generate' }, { type: 'generate' }, { type: 'verified' }])).toEqual({
      status: 'generating',
      secondsLeft: 0,
    });
  });

  it('shows the time left as 00:SS', () => {
    expect(formatCountdown(60, 'en')).toBe('00:60');
    expect(formatCountdown(9, 'en')).toBe('00:09');
  });

  it("shows it in the Arabic edition's digits, still two of them each side", () => {
    const arabic = new Intl.NumberFormat('ar-AE', { minimumIntegerDigits: 2 });
    expect(formatCountdown(9, 'ar')).toBe(`${arabic.format(0)}:${arabic.format(9)}`);
    expect(formatCountdown(9, 'ar')).toMatch(/^[0٠]{2}:[0٠][9٩]$/);
  });
});
