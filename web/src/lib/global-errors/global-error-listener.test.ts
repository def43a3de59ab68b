import { describe, expect, it, vi } from 'vitest';
import type { ClassifiedError } from './classify-global-error';
import { keepEarlyGlobalErrors } from './early-global-errors';
import { installGlobalErrorListener } from './global-error-listener';

/** An event carrying the fields the browser's PromiseRejectionEvent and ErrorEvent have. */
function event(type: string, fields: Record<string, unknown>): Event {
  return Object.assign(new Event(type), fields);
}

describe('installGlobalErrorListener', () => {
  it('reports unhandled rejections and script errors until stopped', () => {
    const target = new EventTarget();
    const report = vi.fn<(error: ClassifiedError) => void>();
    const stop = installGlobalErrorListener(report, target);

    target.dispatchEvent(event('unhandledrejection', { reason: new Error('lost promise') }));
    target.dispatchEvent(event('error', { message: 'Uncaught Error: thrown', filename: 'https://bela.example.com/assets/a.js', error: new Error('thrown') }));
    expect(report.mock.calls.map(([e]) => [e.title, e.detail])).toEqual([
      ['Something went wrong', 'lost promise'],
      ['Application Error', 'thrown'],
    ]);

    stop();
    target.dispatchEvent(event('unhandledrejection', { reason: new Error('after stop') }));
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('reports first what happened before it was installed, and keeps nothing more', () => {
    const target = new EventTarget();
    keepEarlyGlobalErrors(target);
    target.dispatchEvent(event('unhandledrejection', { reason: new Error('before the app') }));
    const report = vi.fn<(error: ClassifiedError) => void>();
    const stop = installGlobalErrorListener(report, target);
    expect(report.mock.calls.map(([e]) => e.detail)).toEqual(['before the app']);

    target.dispatchEvent(event('unhandledrejection', { reason: new Error('after') }));
    expect(report.mock.calls.map(([e]) => e.detail)).toEqual(['before the app', 'after']);
    stop();
    // Nothing was kept meanwhile: a second listener starts empty.
    const second = vi.fn();
    installGlobalErrorListener(second, target)();
    expect(second).not.toHaveBeenCalled();
  });

  it('passes over noise and error events that are not script errors', () => {
    const target = new EventTarget();
    const report = vi.fn();
    installGlobalErrorListener(report, target);
    target.dispatchEvent(event('unhandledrejection', { reason: new DOMException('cancelled', 'AbortError') }));
    target.dispatchEvent(event('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    // A plain `error` event (no message) is a resource that failed to load, not a script error.
    target.dispatchEvent(new Event('error'));
    expect(report).not.toHaveBeenCalled();
  });
});
