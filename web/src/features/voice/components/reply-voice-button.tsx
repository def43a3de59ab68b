/**
 * Under each of Bela's replies: play / pause, with the progress drawn around the button. A reply
 * that is new on this page plays by itself when "Read Bela's replies aloud" is on (or voice mode
 * takes it). Styled as the thread's other actions (`.thread-action`).
 */
import { useEffect } from 'react';
import { voiceSettings } from '../stores/voice-settings';
import { noteReplyShown, onFreshReply, type ShownReply } from '../utils/fresh-replies';
import { pause, play, resume, usePlayer } from '../utils/reply-player';
import { VoiceIcon } from './voice-icons';

const RING = 2 * Math.PI * 11;

export function ReplyVoiceButton(reply: ShownReply) {
  const player = usePlayer();
  const mine = player.playing === reply.messageId;
  const failed = player.failed?.id === reply.messageId ? player.failed.message : null;

  useEffect(() => noteReplyShown(reply), [reply]);

  const label = !mine ? 'Play reply aloud' : player.paused ? 'Resume reply' : player.loading ? 'Loading reply audio' : 'Pause reply';
  const onClick = () => {
    if (!mine) void play(reply);
    else if (player.paused) resume();
    else pause();
  };
  return (
    <>
      <button
        type="button"
        className="thread-action thread-action--quiet"
        aria-label={label}
        title={label}
        aria-pressed={mine && !player.paused}
        onClick={onClick}
        data-testid="reply-voice"
        style={{ position: 'relative' }}
      >
        {mine && (
          <svg viewBox="0 0 24 24" aria-hidden focusable="false" style={{ position: 'absolute', inset: 2, width: 'calc(100% - 4px)', height: 'calc(100% - 4px)', transform: 'rotate(-90deg)' }}>
            <circle
              cx="12"
              cy="12"
              r="11"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeDasharray={RING}
              strokeDashoffset={RING * (1 - player.progress)}
              data-testid="reply-voice-progress"
              data-progress={player.progress.toFixed(2)}
            />
          </svg>
        )}
        <VoiceIcon name={mine && !player.paused ? 'pause' : 'play'} size={18} />
      </button>
      {failed && (
        <span role="alert" className="thread-note thread-note--error">
          {failed}
        </span>
      )}
    </>
  );
}

/**
 * "Read Bela's replies aloud": a new reply plays as its text completes (the notice that she is an
 * AI first, once a page). Mounted once, beside the composer.
 */
export function useReadAloud(): void {
  useEffect(() => {
    let noticeRead = false;
    return onFreshReply((reply) => {
      if (!voiceSettings().readAloud) return false;
      void (async () => {
        if (!noticeRead) {
          noticeRead = true;
          if (!(await play({ notice: 'not-human' }))) return;
        }
        await play(reply);
      })();
      return true;
    });
  }, []);
}
