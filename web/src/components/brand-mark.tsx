import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';
import { BetaBadge } from './beta-badge';

/** The product name (linking home) with its Beta badge. */
export function BrandMark({ tone = 'light', linked = true }: { tone?: 'light' | 'dark'; linked?: boolean }) {
  const name = (
    <Typography component="span" sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontWeight: 700, fontSize: 26, lineHeight: 1 }}>
      Bela
    </Typography>
  );
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, color: tone === 'dark' ? '#fff' : 'text.primary' }}>
      {linked ? (
        <Link component={RouterLink} to={paths.home} color="inherit" underline="none" aria-label="Bela home">
          {name}
        </Link>
      ) : (
        name
      )}
      <BetaBadge tone={tone} />
    </Box>
  );
}
