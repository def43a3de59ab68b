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

beforeAll(async () => {
  const standInModule = (await import(STAND_IN_MODULE)) as { startOpenAiStandIn(): Promise<OpenAiStandIn> };
  standIn = await standInModule.startOpenAiStandIn();
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
    await expect(classifier().check('Tell me about your day, Bela.')).resolves.toEqual({ selfHarm: false, categories: [] });
  });

  it('adds what the local phrases catch to the endpoint verdict', async () => {
    const verdict = await classifier().check('honestly i just wanna kms');
    expect(standIn.requests).toHaveLength(1);
    expect(verdict).toEqual({ selfHarm: true, categories: ['suicide'] });
  });

  it('falls back to the local classifier when the endpoint fails', async () => {
    standIn.setMode('fail-500');
    const failures: unknown[] = [];
    const verdict = await classifier((error) => failures.push(error)).check('I want to end my life');
    expect(verdict).toEqual({ selfHarm: true, categories: ['suicide'] });
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

  it('falls back when nothing listens at the base URL', async () => {
    const gone = new OpenAiSafetyClassifier({
      baseURL: 'http://127.0.0.1:9/v1',
      apiKey: 'test-key',
      timeoutMs: 300,
      fallback: new LocalSafetyClassifier(),
    });
    await expect(gone.check('what a nice evening')).resolves.toEqual({ selfHarm: false, categories: [] });
    await expect(gone.check('i want to hurt myself')).resolves.toMatchObject({ selfHarm: true });
  });
});
