import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@shared/constants';
import { useEffect } from 'react';
import { MessageScreen } from '../message-screen';

/**
 * The top-level error screen (SPEC section 2). It uses plain navigation so it works even when the
 * router itself failed.
 */
export function MainErrorFallback() {
  useEffect(() => {
    document.title = `Something went wrong · ${PRODUCT_NAME}`;
  }, []);
  return (
    <MessageScreen
      icon={<ErrorOutline />}
      title="Oops! Something went wrong"
      actions={
        <>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
          <Button variant="outlined" onClick={() => window.location.assign('/')}>
            Go to Home
          </Button>
        </>
      }
    >
      <Typography>An unexpected error stopped this page. Reloading usually fixes it.</Typography>
    </MessageScreen>
  );
}
