import { describe, expect, it } from 'vitest';
import { createFrameBatcher, type FrameScheduler } from './frame-batcher';

/** Frames that come only when the test says so. */
function fakeFrames() {
  const waiting = new Map<number, () => void>();
  let next = 0;
  const scheduler: FrameScheduler = {
    request: (run) => {
      next += 1;
      waiting.set(next, run);
      return next;
    },
    cancel: (id) => void waiting.delete(id),
  };
  const frame = () => {
    const runs = [...waiting.values()];
    waiting.clear();
    for (const run of runs) run();
  };
  return { scheduler, frame, asked: () => waiting.size };
}

function batcher() {
  const frames = fakeFrames();
  const shown: string[] = [];
  const batch = createFrameBatcher((text) => shown.push(text), frames.scheduler);
  return { frames, shown, batch };
}

describe('the frame batcher', () => {
  it('shows the tokens of a frame together, once, and asks for one frame at a time', () => {
    const { frames, shown, batch } = batcher();
    batch.push('Once');
    batch.push(' upon');
    batch.push(' a');
    expect(shown).toEqual([]);
    expect(frames.asked()).toBe(1);

    frames.frame();
    expect(shown).toEqual(['Once upon a']);
    batch.push(' time');
    frames.frame();
    expect(shown).toEqual(['Once upon a', ' time']);
  });

  it('asks for no frame, and shows nothing, for empty tokens or an empty queue', () => {
    const { frames, shown, batch } = batcher();
    batch.push('');
    expect(frames.asked()).toBe(0);
    batch.flush();
    frames.frame();
    expect(shown).toEqual([]);
  });

  it('flushes what waits at once (the stream ended) and drops the frame it had asked for', () => {
    const { frames, shown, batch } = batcher();
    batch.push('The end');
    batch.flush();
    expect(shown).toEqual(['The end']);
    expect(frames.asked()).toBe(0);
    frames.frame();
    expect(shown).toEqual(['The end']);
  });

  it('cancelled, shows nothing more: neither the frame asked for nor what waited for it', () => {
    const { frames, shown, batch } = batcher();
    batch.push('Never shown');
    batch.cancel();
    frames.frame();
    batch.flush();
    expect(shown).toEqual([]);
  });
});
