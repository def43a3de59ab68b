import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';

const adminPages = [
  { to: paths.adminUpload, label: 'Upload' },
  { to: paths.adminGallery, label: 'Gallery' },
  { to: paths.adminMembers, label: 'Members' },
  { to: paths.adminAnalytics, label: 'Analytics' },
] as const;

/** The admin pages, one click apart; the current one is marked for screen readers too. */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Admin pages" sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 0.75, sm: 1 }, mb: { xs: 2, sm: 3 } }}>
      {adminPages.map(({ to, label }) => {
        const current = pathname === to;
        return (
          <Button
            key={to}
            component={RouterLink}
            to={to}
            size="small"
            variant={current ? 'contained' : 'outlined'}
            disableElevation
            aria-current={current ? 'page' : undefined}
            // Four across a 360 px phone.
            sx={{ borderRadius: 999, px: { xs: 1, sm: 2 }, minWidth: 0, textTransform: 'none', fontWeight: 600 }}
          >
            {label}
          </Button>
        );
      })}
    </Box>
  );
}
