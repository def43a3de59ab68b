import { describe, expect, it } from 'vitest';
import { OfflineMemoryOnFirstUse, OfflinePersonaOnFirstUse } from './offline-drivers-on-first-use';
import { OfflineMemoryExtractor } from './offline-memory/offline-memory-extractor';
import { OfflinePersonaModel } from './offline-persona/offline-persona-model';

describe('the offline drivers loaded on first use', () => {
  it('name the model as the model itself does, and write its replies', async () => {
    const lazy = new OfflinePersonaOnFirstUse({ tokenDelayMs: 0 });
    expect(lazy.info).toEqual(new OfflinePersonaModel().info);
    expect(lazy.driver).toBe(new OfflinePersonaModel().driver);
    let text = '';
    for await (const chunk of lazy.stream({ messages: [{ role: 'user', content: 'Hello Bela, how are you?' }], maxTokens: 200 })) text += chunk;
    expect(text.length).toBeGreaterThan(0);
  });

  it('propose what the offline extractor proposes', async () => {
    const input = { message: 'My sister Ana lives in Porto', memories: [], now: new Date('2026-05-01T10:00:00Z'), timeZone: 'UTC' };
    expect(await new OfflineMemoryOnFirstUse().propose(input)).toEqual(await new OfflineMemoryExtractor().propose(input));
    expect(new OfflineMemoryOnFirstUse().contextLimit).toBe(new OfflineMemoryExtractor().contextLimit);
  });
});
