/** /contact: the Contact Support form as a member or a visitor fills it in. */
import { contactEndpoints } from '@bela/contracts/contact';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiFailure, apiUrl, callsTo, onApi } from '../../../testing/api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render';
import { memberInfo, signInAs } from '../../../testing/session';

const field = (label: string) => screen.getByRole('textbox', { name: label });

/** Puts `text` into the field as a paste (typing key by key through MUI is slow in a test DOM). */
async function fill(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

describe('the Contact Support page', () => {
  it("starts from the member's name and e-mail, sends the message and confirms it", async () => {
    signInAs(memberInfo());
    server.use(onApi(contactEndpoints.contact, () => ({ id: 'message-1' })));
    const { user } = renderApp('/contact');

    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Support' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Ana Member');
    expect(field('Email')).toHaveValue('ana@example.com');
    await fill(user, 'Subject (optional)', 'Billing');
    await fill(user, 'Message', 'I was charged twice this month.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent("Your message has been sent successfully! We'll get back to you soon.");
    expect(callsTo('/email/contact')).toEqual([
      { path: '/email/contact', body: { name: 'Ana Member', email: 'ana@example.com', subject: 'Billing', message: 'I was charged twice this month.' } },
    ]);
    // Ready for another message; the name and e-mail stay.
    expect(field('Message')).toHaveValue('');
    expect(field('Subject (optional)')).toHaveValue('');
    expect(field('Name')).toHaveValue('Ana Member');
  });

  it('asks for a message when the message is blanks only, and sends only once one is written', async () => {
    signInAs(memberInfo());
    // Every request as it left the browser, whatever its body.
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/email/contact'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: { id: 'message-1' } }, { status: 201 });
      }),
    );
    const { user } = renderApp('/contact');

    await screen.findByRole('textbox', { name: 'Message' });
    await fill(user, 'Message', '    ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(field('Message')).toHaveAccessibleDescription('Please enter a message.');

    await user.type(field('Message'), 'Hi');
    expect(screen.queryByText('Please enter a message.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('status')).toHaveTextContent("Your message has been sent successfully! We'll get back to you soon.");
    expect(sent).toEqual([{ name: 'Ana Member', email: 'ana@example.com', subject: '', message: 'Hi' }]);
  });

  it("leaves a visitor's empty required fields to the browser's check", async () => {
    const { user } = renderApp('/contact');

    await user.click(await screen.findByRole('button', { name: 'Send Message' }));

    expect(field('Name')).toBeInvalid();
    expect(field('Email')).toBeInvalid();
    expect(field('Message')).toBeInvalid();
    expect(field('Subject (optional)')).toBeValid();
    expect(callsTo('/email/contact')).toHaveLength(0);
  });

  it("shows the server's refusal, and the connection message when the request cannot leave", async () => {
    server.use(onApi(contactEndpoints.contact, () => apiFailure(429, 'rate-limited', 'Too many messages. Please try again in an hour.')));
    const { user } = renderApp('/contact');

    await screen.findByRole('textbox', { name: 'Name' });
    await fill(user, 'Name', 'Vera Visitor');
    await fill(user, 'Email', 'vera@example.com');
    await fill(user, 'Message', 'Do you have a yearly plan?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Please try again in an hour.');
    expect(field('Message')).toHaveValue('Do you have a yearly plan?');

    server.use(http.post(apiUrl('/email/contact'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message. Please check your connection and try again.')).toBeInTheDocument();
  });
});
