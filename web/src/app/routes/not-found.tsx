import SearchOffRounded from '../../components/icons/material/search-off-rounded';
import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { MessageScreen } from '../../components/message-screen';
import { paths } from '../../config/paths';

/** Any path the app does not have: say so, and offer the way home. */
export default function NotFoundRoute() {
  return (
    <MessageScreen
      withFooter
      icon={<SearchOffRounded />}
      title="Page not found"
      actions={
        <Button component={Link} to={paths.home} variant="contained" size="large">
          Go to Home
        </Button>
      }
    >
      This page does not exist, or it has moved. Check the address, or start again from the home page.
    </MessageScreen>
  );
}
