import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type InputProps = Pick<OutlinedInputProps, 'name' | 'type' | 'autoComplete' | 'autoFocus' | 'value' | 'onChange' | 'endAdornment'>;

export interface OutlinedFieldProps extends InputProps {
  id: string;
  label: string;
  required?: boolean;
  fullWidth?: boolean;
  disabled?: boolean;
  error?: boolean;
}

/**
 * An outlined text field: what MUI's TextField renders for these props, without the select
 * machinery TextField always brings along (Select, Menu, Popover, Modal: about 25 KB gzip). The
 * landing page's login form uses it, so its first load stays small.
 */
export function OutlinedField({ id, label, required, fullWidth, disabled, error, ...input }: OutlinedFieldProps) {
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth} disabled={disabled} error={error}>
      <InputLabel id={`${id}-label`} htmlFor={id}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}
