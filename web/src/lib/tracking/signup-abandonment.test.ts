import { describe, expect, it, vi } from 'vitest';
import { createAbandonmentWatch } from './signup-abandonment';

describe('createAbandonmentWatch', () => {
  it('reports a draft that holds an e-mail, trimmed, once', () => {
    const watch = createAbandonmentWatch();
    const send = vi.fn();
    watch.update({ method: 'email', email: ' ada@example.test ', displayName: ' Ada ' });
    watch.leave(send);
    watch.leave(send);
    expect(send).toHaveBeenCalledExactlyOnceWith({ method: 'email', email: 'ada@example.test', displayName: 'Ada' });
  });

  it('stays silent without an e-mail', () => {
    const watch = createAbandonmentWatch();
    const send = vi.fn();
    watch.leave(send);
    watch.update({ method: 'email', email: '  ', displayName: 'Ada' });
    watch.leave(send);
    expect(send).not.toHaveBeenCalled();
  });

  it('can still report after a leave without an e-mail', () => {
    const watch = createAbandonmentWatch();
    const send = vi.fn();
    watch.leave(send);
    watch.update({ method: 'google', email: 'g@example.test', displayName: '' });
    watch.leave(send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never reports a completed sign-up', () => {
    const watch = createAbandonmentWatch();
    const send = vi.fn();
    watch.update({ method: 'email', email: 'ada@example.test', displayName: 'Ada' });
    watch.complete();
    watch.leave(send);
    expect(send).not.toHaveBeenCalled();
  });
});
