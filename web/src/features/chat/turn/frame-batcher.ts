/**
 * Bela's reply reaches the screen once per animation frame: the tokens that arrive between two
 * frames are shown together, so a fast stream renders the streaming bubble once a frame, not once
 * per token. The frames come from a scheduler (the browser's `requestAnimationFrame`, or a fake one
 * in tests).
 */

export interface FrameScheduler {
  request: (run: () => void) => number;
  cancel: (id: number) => void;
}

/** The browser's frames; where there are none (a test's DOM without them), a 16 ms timer. */
export function browserFrames(): FrameScheduler {
  if (typeof requestAnimationFrame === 'function') {
    return { request: (run) => requestAnimationFrame(run), cancel: (id) => cancelAnimationFrame(id) };
  }
  return { request: (run) => window.setTimeout(run, 16), cancel: (id) => window.clearTimeout(id) };
}

export interface FrameBatcher {
  /** Queues `text` for the next frame (asking for one if none is asked for yet). */
  push: (text: string) => void;
  /** Shows what is queued now, without waiting for the frame (the stream ended or was stopped). */
  flush: () => void;
  /** Drops the frame asked for and what waits for it: nothing more is shown. */
  cancel: () => void;
}

/** Hands `show` the text queued since the last frame, once a frame, and never an empty text. */
export function createFrameBatcher(show: (text: string) => void, frames: FrameScheduler = browserFrames()): FrameBatcher {
  let queued = '';
  let frame: number | null = null;
  const cancelFrame = () => {
    if (frame !== null) frames.cancel(frame);
    frame = null;
  };
  const flush = () => {
    cancelFrame();
    const text = queued;
    queued = '';
    if (text) show(text);
  };
  return {
    push: (text) => {
      if (!text) return;
      queued += text;
      frame ??= frames.request(flush);
    },
    flush,
    cancel: () => {
      cancelFrame();
      queued = '';
    },
  };
}
