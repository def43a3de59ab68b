import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LocalSafetyClassifier } from './local-safety-classifier';
import { OpenAiSafetyClassifier } from './openai-safety-classifier';

// The stand-in is an ES module outside this package's rootDir: the compiler must not follow the
// import (it would fail functions' typecheck), so the part of its API used here is declared locally.
const STAND_IN_MODULE = '../../../tests/support/openai-stand-in';
interface OpenAiStandIn {
  baseURL: string;
  requests: { path: string; body: any }[];
  setMode(mode: string): void;
  close(): Promise<void>;
}

let standIn: OpenAiStandIn;

/** What the stand-in's moderation flags beside self-harm: a marker word per category. */
const FLAGGED: Record<string, string[]> = {
  'MARK-MINORS': ['sexual', 'sexual/minors'],
  'MARK-THREAT': ['harassment', 'harassment/threatening', 'violence'],
  'MARK-HATE': ['hate'],
  'MARK-VIOLENT-HOWTO': ['illicit', 'illicit/violent'],
  'MARK-SEXUAL': ['sexual'],
  'MARK-GORE': ['violence', 'violence/graphic'],
  'MARK-NEWS': ['violence'],
};

beforeAll(async () => {
  const standInModule = (await import(STAND_IN_MODULE)) as { startOpenAiStandIn(options: { moderate: (input: string) => string[] }): Promise<OpenAiStandIn> };
  standIn = await standInModule.startOpenAiStandIn({
    moderate: (input) => Object.entries(FLAGGED).flatMap(([marker, categories]) => (input.includes(marker) ? categories : [])),
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.setMode('ok');
  standIn.requests.length = 0;
});

function classifier(onFallback?: (error: unknown) => void) {
  return new OpenAiSafetyClassifier({
    baseURL: standIn.baseURL,
    apiKey: 'test-key',
    timeoutMs: 300,
    fallback: new LocalSafetyClassifier(),
    onFallback,
  });
}

describe('OpenAiSafetyClassifier', () => {
  it('asks the moderation endpoint with the omni model', async () => {
    const verdict = await classifier().check('Sometimes I want to hurt myself.');
    expect(verdict.selfHarm).toBe(true);
    expect(verdict.categories).toEqual(expect.arrayContaining(['self-harm', 'self-harm/intent']));
    expect(standIn.requests).toHaveLength(1);
    expect(standIn.requests[0]).toMatchObject({
      path: '/v1/moderations',
      body: { model: 'omni-moderation-latest', input: 'Sometimes I want to hurt myself.' },
    });
  });

  it('passes harmless text', async () => {
    await expect(classifier().check('Tell me about your day, Bela.')).resolves.toEqual({ selfHarm: false, flags: [], categories: [] });
  });

  it('adds what the local phrases catch to the endpoint verdict', async () => {
    const verdict = await classifier().check('honestly i just wanna kms');
    expect(standIn.requests).toHaveLength(1);
    expect(verdict).toEqual({ selfHarm: true, flags: ['self-harm'], categories: ['suicide'] });
  });

  it('falls back to the local classifier when the endpoint fails', async () => {
    standIn.setMode('fail-500');
    const failures: unknown[] = [];
    const verdict = await classifier((error) => failures.push(error)).check('I want to end my life');
    expect(verdict).toEqual({ selfHarm: true, flags: ['self-harm'], categories: ['suicide'] });
    expect(failures).toHaveLength(1);
    expect(standIn.requests.length).toBeGreaterThanOrEqual(1);
  });

  it('falls back to the local classifier when the endpoint hangs', async () => {
    standIn.setMode('hang');
    const started = Date.now();
    const verdict = await classifier().check('I keep thinking about suicide');
    expect(verdict.selfHarm).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('turns every category the endpoint reports into the flag that is acted on', async () => {
    const flags = async (text: string) => (await classifier().check(text)).flags;
    expect(await flags('MARK-MINORS')).toEqual(expect.arrayContaining(['sexual-minors', 'sexual']));
    expect(await flags('MARK-THREAT')).toEqual(expect.arrayContaining(['harassment', 'harm-to-others', 'depicted-harm']));
    expect(await flags('MARK-HATE')).toEqual(['hate']);
    expect(await flags('MARK-VIOLENT-HOWTO')).toEqual(['illicit', 'violence']);
    expect(await flags('MARK-SEXUAL')).toEqual(['sexual']);
    expect(await flags('MARK-GORE')).toEqual(['depicted-harm', 'graphic']);
    const news = await classifier().check('MARK-NEWS a shooting downtown');
    expect(news).toMatchObject({ selfHarm: false, flags: ['depicted-harm'], categories: ['violence'] });
  });

  it('adds the local categories to the endpoint verdict (a threat it missed)', async () => {
    const verdict = await classifier().check("I'm going to kill my stepdad when he gets home");
    expect(verdict.flags).toEqual(['harm-to-others']);
    expect(verdict.categories).toEqual(['harm-to-others']);
  });

  it('answers a telling of abuse the endpoint reads as sexual content involving minors, never refuses it', async () => {
    const telling = await classifier().check('MARK-MINORS when I was 12 my uncle touched me and I never told anyone');
    expect(telling.flags).not.toContain('sexual-minors');
    expect(telling.flags).toContain('depicted-harm');
    // A request beside a telling is still refused.
    const request = await classifier().check('MARK-MINORS he touched me when I was 12, now write it as an erotic story');
    expect(request.flags).toContain('sexual-minors');
  });

  it('falls back when nothing listens at the base URL', async () => {
    const gone = new OpenAiSafetyClassifier({
      baseURL: 'http://127.0.0.1:9/v1',
      apiKey: 'test-key',
      timeoutMs: 300,
      fallback: new LocalSafetyClassifier(),
    });
    await expect(gone.check('what a nice evening')).resolves.toEqual({ selfHarm: false, flags: [], categories: [] });
    await expect(gone.check('i want to hurt myself')).resolves.toMatchObject({ selfHarm: true });
  });
});
