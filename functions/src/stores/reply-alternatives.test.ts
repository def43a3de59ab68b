import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/app-error';
import { withChosenAlternative, withChosenVersion, withNewAlternative, withNewVersion, type ReplyFields, type UserMessageFields } from './reply-alternatives';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));
const reply = (content: string, extra: Partial<ReplyFields> = {}): ReplyFields => ({ content, createdAt: at(1), model: 'offline', ...extra });
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
  return 'no error';
};

describe('alternatives of a reply', () => {
  it('keeps the first reply as alternative 0 and shows the new one', () => {
    const fields = withNewAlternative(reply('First'), { content: 'Second', createdAt: at(2), model: 'offline' });
    expect(fields).toMatchObject({ content: 'Second', chosen: 1, stopped: false });
    expect((fields['alternatives'] as { content: string }[]).map((a) => a.content)).toEqual(['First', 'Second']);
  });

  it('shows a stopped alternative as stopped, and a whole one chosen again as not stopped', () => {
    const stopped = withNewAlternative(reply('First'), { content: 'Half a', createdAt: at(2), stopped: true });
    expect(stopped).toMatchObject({ content: 'Half a', stopped: true });
    const back = withChosenAlternative({ ...reply('Half a'), ...stopped } as ReplyFields, 0);
    expect(back).toMatchObject({ content: 'First', chosen: 0, stopped: false, model: 'offline' });
  });

  it('refuses an eleventh alternative and an index that does not exist', () => {
    const ten = reply('9', { alternatives: Array.from({ length: 10 }, (_, i) => ({ content: String(i), createdAt: at(i) })), chosen: 9 });
    expect(codeOf(() => withNewAlternative(ten, { content: 'more', createdAt: at(20) }))).toBe('too-many-alternatives');
    expect(codeOf(() => withChosenAlternative(ten, 10))).toBe('no-such-alternative');
    expect(codeOf(() => withChosenAlternative(reply('only'), 1))).toBe('no-such-alternative');
  });
});

describe('versions of a member message', () => {
  const message = (content: string, extra: Partial<UserMessageFields> = {}): UserMessageFields => ({ content, createdAt: at(0), ...extra });

  it('keeps the earlier text with its reply, and shows the edit without one', () => {
    const fields = withNewVersion(message('Hi Bela'), reply('Hello!', { alternatives: [{ content: 'Hey', createdAt: at(1) }, { content: 'Hello!', createdAt: at(2) }], chosen: 1 }), 'Hi there', at(5));
    expect(fields).toMatchObject({ content: 'Hi there', version: 1 });
    const versions = fields['versions'] as { content: string; reply?: { content: string; alternatives?: unknown[]; chosen?: number } }[];
    expect(versions.map((v) => v.content)).toEqual(['Hi Bela', 'Hi there']);
    expect(versions[0]!.reply).toMatchObject({ content: 'Hello!', chosen: 1 });
    expect(versions[0]!.reply!.alternatives).toHaveLength(2);
    expect(versions[1]!.reply).toBeUndefined();
  });

  it('flips back: the earlier reply returns and the live one is kept in its version', () => {
    const edited = { ...message('Hi there'), ...withNewVersion(message('Hi Bela'), reply('Hello!'), 'Hi there', at(5)) } as UserMessageFields;
    const choice = withChosenVersion(edited, reply('Hi yourself'), 0)!;
    expect(choice.message).toMatchObject({ content: 'Hi Bela', version: 0 });
    expect(choice.reply).toMatchObject({ content: 'Hello!' });
    const versions = choice.message['versions'] as { reply?: { content: string } }[];
    expect(versions[0]!.reply).toBeUndefined();
    expect(versions[1]!.reply).toMatchObject({ content: 'Hi yourself' });
    expect(withChosenVersion({ ...edited, ...choice.message } as UserMessageFields, null, 0)).toBeNull();
  });

  it('refuses an eleventh version and a version that does not exist', () => {
    const versions = Array.from({ length: 10 }, (_, i) => ({ content: String(i), createdAt: at(i) }));
    expect(codeOf(() => withNewVersion(message('9', { versions, version: 9 }), null, 'again', at(30)))).toBe('too-many-versions');
    expect(codeOf(() => withChosenVersion(message('only'), null, 1))).toBe('no-such-alternative');
  });
});
