import ArrowBack from '@mui/icons-material/ArrowBack';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container, { type ContainerProps } from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BrandMark } from '../brand-mark';
import { SiteFooter } from './site-footer';

interface SimplePageProps {
  children: ReactNode;
  maxWidth?: ContainerProps['maxWidth'];
  /** Where the back link leads; home by default. */
  backTo?: string;
  backLabel?: string;
}

/** A page with the brand bar, a back link, centred content and the footer. */
export function SimplePage({ children, maxWidth = 'md', backTo = paths.home, backLabel = 'Back to home' }: SimplePageProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0} sx={{ bgcolor: '#2a1421' }}>
        <Toolbar sx={{ gap: 2, justifyContent: 'space-between' }}>
          <BrandMark tone="dark" />
          <Button component={RouterLink} to={backTo} color="inherit" startIcon={<ArrowBack />} sx={{ whiteSpace: 'nowrap' }}>
            {backLabel}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 6 }, flex: 1 }}>
        {children}
      </Container>
      <SiteFooter />
    </Box>
  );
}
