import AdminPanelSettingsOutlined from '../../../components/icons/material/admin-panel-settings-outlined';
import CollectionsOutlined from '../../../components/icons/material/collections-outlined';
import PhotoLibraryOutlined from '../../../components/icons/material/photo-library-outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AdminNav } from '../../../components/layout/admin-nav';
import { SimplePage } from '../../../components/layout/simple-page';
import { MessageScreen } from '../../../components/message-screen';
import { PageSpinner } from '../../../components/page-spinner';
import { paths } from '../../../config/paths';
import { useSessionStore } from '../../../lib/session/session-store';
import { useUserInfo } from '../../../lib/session/use-user-info';
import { RecentUploads } from './recent-uploads';
import { UploadPanel } from './upload-panel';

/** /admin/upload (SPEC section 2, "Admin upload screen"). The route guard admits admins only; the page checks again. */
export function AdminUploadPage() {
  const { userInfo, pending } = useUserInfo();
  const user = useSessionStore((state) => state.user);
  const navigate = useNavigate();

  if (pending) return <PageSpinner label="Verifying access..." />;
  if (userInfo?.role !== 'admin') {
    const email = userInfo?.email ?? user?.email ?? 'unknown';
    return (
      <MessageScreen
        icon={<AdminPanelSettingsOutlined />}
        title="Access Denied"
        actions={
          <Button variant="contained" onClick={() => navigate(paths.chat)}>
            Go Back
          </Button>
        }
      >
        <Typography sx={{ mb: 1 }}>You need admin privileges to access this page.</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{`Signed in as ${email} (role: ${userInfo?.role ?? 'unknown'})`}</Typography>
      </MessageScreen>
    );
  }

  return (
    <SimplePage maxWidth="lg" backTo={paths.chat} backLabel="Back to chat">
      <AdminNav />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: { xs: 2.5, sm: 4 } }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 28, sm: 34 } }}>
            Upload Images
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5, maxWidth: 620 }}>
            Add photos to the Exclusive Gallery. Each image is re-encoded without its metadata, such as location and camera details.
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          <Button component={RouterLink} to={paths.adminGallery} variant="contained" startIcon={<CollectionsOutlined />} sx={{ whiteSpace: 'nowrap' }}>
            Curate gallery
          </Button>
          <Button component={RouterLink} to={paths.gallery} variant="outlined" startIcon={<PhotoLibraryOutlined />} sx={{ whiteSpace: 'nowrap' }}>
            View gallery
          </Button>
        </Stack>
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' }, gap: { xs: 3, md: 4 }, alignItems: 'start' }}>
        <UploadPanel signedIn={user !== null} />
        <RecentUploads />
      </Box>
    </SimplePage>
  );
}
