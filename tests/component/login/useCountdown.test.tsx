// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { secondsUntil } from "../../../src/blocks/ui/countdown.js";
import { useCountdown } from "../../../src/blocks/ui/useCountdown.js";

// The one-second countdown of the OTP resend (login drawer and lead popup): the pure count, and the hook that redraws it.
beforeEach(() => void vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("secondsUntil", () => {
  it("rounds up to whole seconds and stops at 0", () => {
    expect(secondsUntil(31_000, 1_000)).toBe(30);
    expect(secondsUntil(31_000, 1_001)).toBe(30);
    expect(secondsUntil(31_000, 29_999)).toBe(2);
    expect(secondsUntil(31_000, 30_001)).toBe(1);
    expect(secondsUntil(31_000, 31_000)).toBe(0);
    expect(secondsUntil(31_000, 99_000)).toBe(0);
  });
});

describe("useCountdown", () => {
  it("counts down once a second to 0, then stops its timer", () => {
    const deadline = Date.now() + 3_000;
    const { result } = renderHook(() => useCountdown(deadline));
    expect(result.current).toBe(3);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("null counts nothing and runs no timer", () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a new deadline restarts it; going back to null stops it", () => {
    const start = Date.now();
    const { result, rerender } = renderHook(({ deadline }: { deadline: number | null }) => useCountdown(deadline), { initialProps: { deadline: start + 2_000 as number | null } });
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current).toBe(0);
    rerender({ deadline: Date.now() + 30_000 });
    expect(result.current).toBe(30);
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(29);
    rerender({ deadline: null });
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("reads the clock it is given", () => {
    let now = 0;
    const { result } = renderHook(() => useCountdown(10_000, () => now));
    expect(result.current).toBe(10);
    now = 9_500;
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(1);
  });
});
