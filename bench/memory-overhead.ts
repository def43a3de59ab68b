/**
 * What memory adds to the time to the first streamed word, through the real `api` app on SQLite
 * with the offline model (no pace): members with 500 memories, against members with memory
 * switched off, turns interleaved in one run. Needs the Auth emulator (scripts/bench.mjs starts it
 * for the memory benchmark).
 */
import { MAX_MEMORIES } from '@bela/contracts/memories';
import { startApi } from '../tests/api/api-harness';
import { fillMemories, member } from '../tests/api/chat-support';
import { firstTokenMs } from './first-token';
import { median } from './measure';

const RUNS = 120;
/** Turns per member, under the per-minute chat limit. */
const PER_MEMBER = 8;

export interface OverheadFigures {
  runs: number;
  memories: number;
  /** First-word times in ms: p50 and p90 of each group. */
  withMemory: { p50: number; p90: number };
  withoutMemory: { p50: number; p90: number };
  /** p90 with memory minus p90 without. */
  overheadP90Ms: number;
  targetMs: number;
  withinTarget: boolean;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

export async function measureMemoryOverhead(targetMs = 15): Promise<OverheadFigures> {
  const api = await startApi({ env: { OFFLINE_MODEL_TOKEN_DELAY_MS: '0' } });
  const groups = { with: [] as number[], without: [] as number[] };
  const messages = ['How was the garden today?', 'I went cycling by the river', 'Tell me about jazz', 'What should I cook tonight?'];
  try {
    const newMember = async (withMemory: boolean) => {
      const who = await member(api);
      if (withMemory) await fillMemories(api, who.uid);
      else await api.post('/ai/memories/settings', { enabled: false }, { token: who.idToken });
      return { token: who.idToken, conversationId: undefined as string | undefined };
    };
    let holders = { with: await newMember(true), without: await newMember(false) };
    await firstTokenMs(api, holders.with.token, 'hello'); // warm-up: first statements, first parse
    await firstTokenMs(api, holders.without.token, 'hello');
    for (let i = 0; i < RUNS; i += 1) {
      if (i > 0 && i % PER_MEMBER === 0) holders = { with: await newMember(true), without: await newMember(false) };
      const content = messages[i % messages.length]!;
      // Alternate which group goes first, so neither always runs on a warmer process.
      const order = i % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
      for (const group of order) {
        const run = await firstTokenMs(api, holders[group].token, content, holders[group].conversationId);
        holders[group].conversationId = run.conversationId;
        groups[group].push(run.ms);
      }
    }
  } finally {
    await api.close();
  }
  const withMemory = { p50: median(groups.with), p90: percentile(groups.with, 90) };
  const withoutMemory = { p50: median(groups.without), p90: percentile(groups.without, 90) };
  const overheadP90Ms = Math.round((withMemory.p90 - withoutMemory.p90) * 100) / 100;
  return { runs: RUNS, memories: MAX_MEMORIES, withMemory, withoutMemory, overheadP90Ms, targetMs, withinTarget: overheadP90Ms <= targetMs };
}
