import { describe, expect, it, vi } from 'vitest';
import { noteReplyShown, noteTurnStarted, onFreshReply, type ShownReply } from './fresh-replies';

const reply = (messageId: string, latest = true): ShownReply => ({ conversationId: 'c1', messageId, content: 'Hello', crisis: false, latest });

describe('replies new on this page', () => {
  it('are the latest replies after a message was sent here, each announced once, to the newest listener that takes it', () => {
    const readAloud = vi.fn(() => true);
    const voiceMode = vi.fn(() => true);
    const stopReading = onFreshReply(readAloud);
    // Shown when the thread opened: not new.
    noteReplyShown(reply('old'), 1_000);
    expect(readAloud).not.toHaveBeenCalled();

    noteTurnStarted(2_000);
    noteReplyShown(reply('earlier', false), 2_500);
    noteReplyShown(reply('r1'), 3_000);
    noteReplyShown(reply('r1'), 3_100);
    expect(readAloud).toHaveBeenCalledTimes(1);

    const stopVoiceMode = onFreshReply(voiceMode);
    noteTurnStarted(4_000);
    noteReplyShown(reply('r2'), 4_500);
    expect(voiceMode).toHaveBeenCalledWith(reply('r2'));
    expect(readAloud).toHaveBeenCalledTimes(1);

    stopVoiceMode();
    stopReading();
    noteTurnStarted(5_000);
    noteReplyShown(reply('r3'), 5_500);
    expect(readAloud).toHaveBeenCalledTimes(1);
  });
});
