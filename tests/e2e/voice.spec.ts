import { SPOKEN_NOTICES } from '@bela/contracts/voice';
import { QUIET_BROWSER_FLAGS, e2eBrowserPath } from '../../scripts/browser.mjs';
import { expectAccessible } from '../support/a11y';
import { journeySession } from '../support/journey-member';
import { shoot } from '../support/layout';
import { startOpenAiStandIn, type OpenAiStandIn } from '../support/openai-stand-in';
import { SPOKEN_WAV } from '../support/spoken-wav';
import { expect, test, type Page } from '../support/test';

// Journey (issue 43): Bela's voice in Chromium. The member's microphone is Chromium's fake device,
// playing a WAV that eSpeak NG spoke (tests/support/spoken-wav.ts, written by the global set-up).
// Against a recording OpenAI stand-in (the local stack sends a request naming one to it: functions/src/features/voice/voice-routes.ts), the
// member records, the stand-in's transcript appears in the composer and is sent; Bela's reply plays
// to its end; voice mode runs two turns and stops on its button; axe finds nothing serious at 1280
// and 360 px. On the offline stack as it is (no transcriber), there is no microphone and replies
// still play, read by eSpeak NG on the server. The two journeys have members of their own and run
// side by side (one after the other, they were the layer's last 16 s with one worker busy).

const TRANSCRIPT = 'Tell me about the sea, please.';

test.use({
  launchOptions: {
    executablePath: e2eBrowserPath(),
    args: [...QUIET_BROWSER_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-audio-capture=${SPOKEN_WAV}`],
  },
});

let openai: OpenAiStandIn;
test.beforeAll(async () => {
  openai = await startOpenAiStandIn({ transcript: TRANSCRIPT });
});
test.afterAll(async () => openai?.close());

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const replyDone = (page: Page) => expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0, { timeout: 30_000 });
const voiceEnded = (page: Page) => page.evaluate(() => (document.querySelector('audio[data-testid="bela-voice"]') as HTMLAudioElement | null)?.ended === true);
const calls = (route: string) => openai.requests.filter((request) => request.path === `/v1/audio/${route}`);

/** Plays the latest reply and waits until the audio element has reached its end. */
async function playLatestReply(page: Page) {
  await page.getByRole('button', { name: 'Play reply aloud' }).last().click();
  await expect.poll(() => voiceEnded(page), { timeout: 30_000 }).toBe(true);
}

test.describe('with a transcriber', () => {
  test.use({ storageState: journeySession('voice') });
  test('speaks to Bela through a transcriber, hears her, and talks hands-free in voice mode', async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ 'x-bela-test-voice-url': openai.baseURL });
    await page.goto('/chat');

    // Record: the level meter hears the fake microphone; the transcript goes into the composer.
    await page.getByRole('button', { name: 'Speak to Bela' }).click();
    const meter = page.getByRole('meter', { name: 'Microphone level' });
    await expect.poll(async () => Number(await meter.getAttribute('aria-valuenow')), { timeout: 15_000 }).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Stop recording and transcribe' }).click();
    await expect(messageBox(page)).toHaveValue(TRANSCRIPT);
    const upload = calls('transcriptions').at(-1)!;
    expect(upload.raw.toString('latin1')).toMatch(/name="file"; filename="recording\.(webm|ogg)"/);
    expect(upload.raw.length).toBeGreaterThan(2_000);

    // ...and is sent; Bela's reply plays to its end, in the stand-in's voice, from her reply's text.
    await messageBox(page).press('Enter');
    await expect(page.getByTestId('message-user').filter({ hasText: TRANSCRIPT })).toBeVisible();
    await replyDone(page);
    await playLatestReply(page);
    expect(calls('speech').at(-1)!.body.input).toBe(await page.getByTestId('message-bela').last().innerText());

    await expectAccessible(page, 'chat, voice: microphone and a reply played (1280)');
    await shoot(page, 'chat voice');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('button', { name: 'Speak to Bela' })).toBeVisible();
    await expectAccessible(page, 'chat, voice: microphone and a reply played (360)');
    await shoot(page, 'chat voice');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Voice mode: her notice first, then two turns heard, sent and answered; one button ends it.
    const sent = await page.getByTestId('message-user').count();
    await page.getByRole('button', { name: 'Start voice mode' }).click();
    await expect(page.getByRole('button', { name: 'End voice mode' })).toBeVisible();
    // Two turns: two more of the member's messages, each answered (she listens again after each).
    await expect.poll(() => page.getByTestId('message-user').count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(sent + 2);
    expect(calls('speech').some((request) => request.body.input === SPOKEN_NOTICES['not-human'])).toBe(true);
    await page.getByRole('button', { name: 'End voice mode' }).click();
    await expect(page.getByRole('button', { name: 'Start voice mode' })).toBeVisible();
    const heard = calls('transcriptions').length;
    await replyDone(page);
    await page.waitForTimeout(2_500);
    expect(calls('transcriptions')).toHaveLength(heard);
  });
});

test.describe('offline', () => {
  test.use({ storageState: journeySession('voiceOffline') });
  test('offline (no transcriber): no microphone, and replies still play, read by eSpeak NG', async ({ page }) => {
    const capabilities = page.waitForResponse((response) => response.url().endsWith('/ai/voice/capabilities'));
    await page.goto('/chat');
    expect((await (await capabilities).json()).data).toMatchObject({ speech: true, transcription: false });
    await messageBox(page).fill('Hello Bela, how is your evening?');
    await messageBox(page).press('Enter');
    await replyDone(page);
    await expect(page.getByRole('button', { name: 'Speak to Bela' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start voice mode' })).toHaveCount(0);
    const before = calls('speech').length;
    await playLatestReply(page);
    expect(calls('speech')).toHaveLength(before);
  });
});
