import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SiteFooter } from './layout/site-footer';

interface MessageScreenProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** The site footer below the card (only inside the router: its links are the router's). */
  withFooter?: boolean;
}

/** A centred card with a title, an explanation and actions (guards, errors, placeholders). */
export function MessageScreen({ withFooter = false, ...card }: MessageScreenProps) {
  if (!withFooter) return <MessageCard {...card} minHeight="100dvh" />;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <MessageCard {...card} minHeight={0} />
      <SiteFooter />
    </Box>
  );
}

function MessageCard({ icon, title, children, actions, minHeight }: Omit<MessageScreenProps, 'withFooter'> & { minHeight: string | number }) {
  return (
    <Box component="main" sx={{ minHeight, flex: 1, display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, maxWidth: 480, width: '100%', textAlign: 'center', border: 1, borderColor: 'divider' }}>
        {icon && <Box sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 48 } }}>{icon}</Box>}
        <Typography variant="h4" component="h1" sx={{ mb: 1.5, fontSize: { xs: 26, sm: 32 } }}>
          {title}
        </Typography>
        {children && <Box sx={{ color: 'text.secondary', mb: 3 }}>{children}</Box>}
        {actions && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
            {actions}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
