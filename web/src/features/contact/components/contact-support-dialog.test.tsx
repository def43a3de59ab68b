/** 'Send Feedback' from the chat: the Contact Support form in a dialog (SPEC section 8, "Contact"). */
import { contactEndpoints } from '@bela/contracts/contact';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onApi } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render';
import { ContactSupportDialog } from './contact-support-dialog';

describe('the Contact Support dialog', () => {
  it('confirms the message and closes itself 2 seconds later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(onApi(contactEndpoints.contact, () => ({ id: 'message-1' })));
    const onClose = vi.fn();
    const { user } = renderWithProviders(<ContactSupportDialog open onClose={onClose} defaultName="Ana Member" defaultEmail="ana@example.com" />);

    const dialog = screen.getByRole('dialog', { name: 'Contact Support' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana Member');
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.paste('The gallery does not load on my phone.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent("Your message has been sent successfully! We'll get back to you soon.");
    expect(dialog).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
