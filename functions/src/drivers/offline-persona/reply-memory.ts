/**
 * The offline model's memory between calls: the last reply it gave to each input, kept per user, so
 * that one user's messages never change the replies another user gets. Bounded in both directions:
 * beyond `maxUsers` the least recently active user is forgotten, and beyond `maxInputsPerUser` that
 * user's least recently used input.
 */
export interface ReplyMemoryLimits {
  maxUsers: number;
  maxInputsPerUser: number;
}

export const DEFAULT_REPLY_MEMORY_LIMITS: ReplyMemoryLimits = { maxUsers: 1000, maxInputsPerUser: 50 };

/** The shared bucket for requests without a memoryKey. A symbol, so no real key can collide with it. */
const ANONYMOUS = Symbol('anonymous');
type UserKey = string | typeof ANONYMOUS;

export class ReplyMemory {
  /** Least recently used first: Maps iterate in insertion order, and every use re-inserts. */
  private readonly users = new Map<UserKey, Map<string, string>>();

  constructor(private readonly limits: ReplyMemoryLimits = DEFAULT_REPLY_MEMORY_LIMITS) {}

  lastReply(memoryKey: string | undefined, input: string): string | undefined {
    return this.users.get(memoryKey ?? ANONYMOUS)?.get(input);
  }

  remember(memoryKey: string | undefined, input: string, reply: string): void {
    const key = memoryKey ?? ANONYMOUS;
    const inputs = this.users.get(key) ?? new Map<string, string>();
    moveToEnd(this.users, key, inputs);
    moveToEnd(inputs, input, reply);
    dropOldest(inputs, this.limits.maxInputsPerUser);
    dropOldest(this.users, this.limits.maxUsers);
  }

  /** How many users and inputs are remembered in all. */
  size(): { users: number; inputs: number } {
    let inputs = 0;
    for (const remembered of this.users.values()) inputs += remembered.size;
    return { users: this.users.size, inputs };
  }
}

function moveToEnd<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
}

function dropOldest<K>(map: Map<K, unknown>, max: number): void {
  for (const key of map.keys()) {
    if (map.size <= max) return;
    map.delete(key);
  }
}
