import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { openInBrowserPlan, type DevicePlatform, type InAppBrowser } from '../../lib/in-app-browser';
import { overlayActionsSx, overlayDialogSx } from './overlay-dialog-sx';

const BROWSER_NAME: Record<DevicePlatform, string> = { android: 'Chrome', ios: 'Safari', other: 'your usual browser' };

const LINK_COPIED_ALERT = 'Link copied. Open Safari, paste it into the address bar and go.';
const copyFailedAlert = (url: string) => `Copy this link and open it in Safari: ${url}`;

/** Copies `text`: the Clipboard API, else the older selection copy that embedded browsers still allow. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      field.remove();
    }
  }
}

interface InAppBrowserNoticeProps {
  browser: InAppBrowser;
  open: boolean;
  onContinueHere: () => void;
}

/**
 * The in-app browser notice (SPEC section 2). 'Open in Browser' is a link on Android (a Chrome
 * intent) and elsewhere (a new tab), since the intent must come from the visitor's own tap; on
 * iPhone no page may pick the browser, so the address is copied for Safari.
 */
export function InAppBrowserNotice({ browser, open, onContinueHere }: InAppBrowserNoticeProps) {
  const plan = openInBrowserPlan(browser.platform, window.location);
  const copyLink = async (url: string) => {
    window.alert((await copyText(url)) ? LINK_COPIED_ALERT : copyFailedAlert(url));
  };

  return (
    <Dialog open={open} onClose={onContinueHere} maxWidth="xs" fullWidth sx={overlayDialogSx} aria-labelledby="in-app-notice-title" aria-describedby="in-app-notice-text">
      <DialogTitle id="in-app-notice-title">Open Bela in {BROWSER_NAME[browser.platform]}</DialogTitle>
      <DialogContent>
        <DialogContentText id="in-app-notice-text">
          You are in {browser.app}&rsquo;s built-in browser. Signing in with Google, payments and staying signed in work best in{' '}
          {BROWSER_NAME[browser.platform]}.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={overlayActionsSx}>
        <Button onClick={onContinueHere}>Continue Here</Button>
        {plan.kind === 'copy-link' ? (
          <Button variant="contained" onClick={() => void copyLink(plan.url)} autoFocus>
            Open in Browser
          </Button>
        ) : (
          <Button
            variant="contained"
            href={plan.href}
            autoFocus
            {...(plan.kind === 'new-tab' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            Open in Browser
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
