import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import type { ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

type ConsentField = 'ageConfirmed' | 'termsAccepted';

interface ConsentCheckboxesProps {
  ageConfirmed: boolean;
  termsAccepted: boolean;
  onChange: (field: ConsentField, checked: boolean) => void;
  disabled?: boolean;
  /** Prefix of the boxes' ids (`<prefix>-age`, `<prefix>-terms`), so a form can focus one. */
  idPrefix?: string;
  /** The box the form's validation refused, marked invalid. */
  invalid?: ConsentField | null;
}

/** The element id of a consent box, for a form that focuses the one its validation refused. */
export const consentBoxId = (idPrefix: string, field: ConsentField) => `${idPrefix}-${field === 'ageConfirmed' ? 'age' : 'terms'}`;

/**
 * The sign-up age and terms checkboxes (SPEC section 2); the legal pages open in a new tab. Both
 * are `required`; the forms validate them themselves (`noValidate`) in the spec's order.
 */
export function ConsentCheckboxes({ ageConfirmed, termsAccepted, onChange, disabled = false, idPrefix = 'consent', invalid = null }: ConsentCheckboxesProps) {
  const box = (field: ConsentField, checked: boolean) => (
    <Checkbox
      id={consentBoxId(idPrefix, field)}
      required
      disabled={disabled}
      checked={checked}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(field, event.target.checked)}
      slotProps={{ input: { 'aria-invalid': invalid === field || undefined } }}
    />
  );
  return (
    <Box>
      <FormControlLabel control={box('ageConfirmed', ageConfirmed)} label="I confirm I am 18 years or older" />
      <FormControlLabel
        control={box('termsAccepted', termsAccepted)}
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
