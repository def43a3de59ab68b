import { PRODUCT_NAME } from '@bela/contracts/constants';
import { useEffect } from 'react';
import '../../styles/buttons.css';
import { ErrorOutlineIcon } from '../icons/icons';
import { MessageScreen } from '../message-screen';

/**
 * The top-level error screen (SPEC section 2). It uses plain navigation so it works even when the
 * router itself failed, and no MUI, so it works when the app's other code failed to load.
 */
export function MainErrorFallback() {
  useEffect(() => {
    document.title = `Something went wrong · ${PRODUCT_NAME}`;
  }, []);
  return (
    <MessageScreen
      icon={<ErrorOutlineIcon />}
      title="Oops! Something went wrong"
      actions={
        <>
          <button type="button" className="bela-button bela-button--contained-primary" onClick={() => window.location.reload()}>
            Reload Page
          </button>
          <button type="button" className="bela-button bela-button--outlined" onClick={() => window.location.assign('/')}>
            Go to Home
          </button>
        </>
      }
    >
      <p className="message-screen__text">An unexpected error stopped this page. Reloading usually fixes it.</p>
    </MessageScreen>
  );
}
