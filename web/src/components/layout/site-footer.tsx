import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADULTS_ONLY_NOTICE, BETA_NOTICE, MINORS_SUITABILITY_NOTICE } from '../../config/app';
import { LegalLinks } from '../legal-links';

/** Footer with the legal and support links, the adults-only and minors notices, and the beta notice. */
export function SiteFooter() {
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 4, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 3 }} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Stack component="nav" aria-label="Legal and support" direction="row" useFlexGap spacing={2.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <LegalLinks withContact />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Bela is a fictional AI character.
          </Typography>
        </Stack>
        <Typography variant="body2" component="p" sx={{ mt: 2, color: 'text.secondary', fontWeight: 600 }}>
          {ADULTS_ONLY_NOTICE} {MINORS_SUITABILITY_NOTICE}
        </Typography>
        <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
          {BETA_NOTICE}
        </Typography>
      </Container>
    </Box>
  );
}
