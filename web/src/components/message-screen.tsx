import type { ReactNode } from 'react';
import { SiteFooter } from './layout/site-footer';
import './message-screen.css';

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
  if (!withFooter) return <MessageCard {...card} fullHeight />;
  return (
    <div className="message-screen">
      <MessageCard {...card} />
      <SiteFooter />
    </div>
  );
}

function MessageCard({ icon, title, children, actions, fullHeight = false }: Omit<MessageScreenProps, 'withFooter'> & { fullHeight?: boolean }) {
  return (
    <main className={fullHeight ? 'message-screen__main message-screen__main--full' : 'message-screen__main'}>
      <div className="message-screen__card">
        {icon && <div className="message-screen__icon">{icon}</div>}
        <h1 className="message-screen__title">{title}</h1>
        {children && <div className="message-screen__body">{children}</div>}
        {actions && <div className="message-screen__actions">{actions}</div>}
      </div>
    </main>
  );
}
