import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import type { ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

interface ConsentCheckboxesProps {
  ageConfirmed: boolean;
  termsAccepted: boolean;
  onChange: (field: 'ageConfirmed' | 'termsAccepted', checked: boolean) => void;
  disabled?: boolean;
}

/** The sign-up age and terms checkboxes (SPEC section 2); the legal pages open in a new tab. */
export function ConsentCheckboxes({ ageConfirmed, termsAccepted, onChange, disabled = false }: ConsentCheckboxesProps) {
  const handle = (field: 'ageConfirmed' | 'termsAccepted') => (event: ChangeEvent<HTMLInputElement>) =>
    onChange(field, event.target.checked);
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox required disabled={disabled} checked={ageConfirmed} onChange={handle('ageConfirmed')} />}
        label="I confirm I am 18 years or older"
      />
      <FormControlLabel
        control={<Checkbox required disabled={disabled} checked={termsAccepted} onChange={handle('termsAccepted')} />}
        label={
          <span>
            I accept the{' '}
            <Link component={RouterLink} to={paths.terms} target="_blank" rel="noopener">
              Terms of Use
            </Link>{' '}
            and{' '}
            <Link component={RouterLink} to={paths.privacy} target="_blank" rel="noopener">
              Privacy Policy
            </Link>
          </span>
        }
      />
    </Box>
  );
}
