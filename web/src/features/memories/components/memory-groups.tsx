/** The memories as the page lists them: a section per kind, each a list (`group-memories.ts` orders them). */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Memory } from '@bela/contracts/memories';
import { useId, useMemo } from 'react';
import { groupMemories, type MemoryGroup } from '../utils/group-memories';
import { MemoryItem } from './memory-item';

interface MemoryGroupsProps {
  uid: string | null;
  memories: readonly Memory[];
  onDeleted: (memory: Memory) => void;
  onFailed: (message: string) => void;
}

export function MemoryGroups({ uid, memories, onDeleted, onFailed }: MemoryGroupsProps) {
  const groups = useMemo(() => groupMemories(memories), [memories]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      {groups.map((group) => (
        <Group key={group.kind} uid={uid} group={group} onDeleted={onDeleted} onFailed={onFailed} />
      ))}
    </Box>
  );
}

function Group({ uid, group, onDeleted, onFailed }: { uid: string | null; group: MemoryGroup; onDeleted: (memory: Memory) => void; onFailed: (message: string) => void }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="memory-group" data-kind={group.kind}>
      <Typography id={headingId} component="h2" variant="overline" sx={{ display: 'block', color: 'text.secondary', fontWeight: 700, letterSpacing: '0.08em', px: 0.5, mb: 0.5 }}>
        {group.label}
      </Typography>
      <Paper variant="outlined" component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0, listStyle: 'none', borderRadius: '14px', overflow: 'hidden' }}>
        {group.memories.map((memory) => (
          <MemoryItem key={memory.id} uid={uid} memory={memory} onDeleted={onDeleted} onFailed={onFailed} />
        ))}
      </Paper>
    </Box>
  );
}
