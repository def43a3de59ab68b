import SearchRounded from '../../../components/icons/material/search-rounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 'Member e-mail' and 'Look up'; the address is checked for a plausible form before it is sent. */
export function MemberSearchForm({ onLookup, searching }: { onLookup: (email: string) => void; searching: boolean }) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setProblem(value ? 'Enter a valid e-mail address.' : "Enter the member's e-mail address.");
      return;
    }
    setProblem(null);
    if (!searching) onLookup(value.toLowerCase());
  };

  return (
    <Box component="form" role="search" aria-label="Member lookup" noValidate onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      <TextField
        id="member-email"
        label="Member e-mail"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problem !== null}
        helperText={problem ?? ' '}
        size="small"
        sx={{ flex: '1 1 16rem', minWidth: 0 }}
      />
      <Button
        type="submit"
        variant="contained"
        aria-busy={searching}
        startIcon={searching ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SearchRounded aria-hidden />}
        sx={{ minHeight: 40 }}
      >
        Look up
      </Button>
    </Box>
  );
}
