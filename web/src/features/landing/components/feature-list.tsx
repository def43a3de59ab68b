import { TRIAL_DAYS } from '@bela/contracts/constants';
import type { ReactNode } from 'react';
import { AutoAwesomeOutlinedIcon, ChatBubbleOutlineIcon, PhotoLibraryOutlinedIcon, ShieldOutlinedIcon } from '../../../components/icons/icons';
import { dayAdjective, subscriptionPrice } from '../../../utils/pricing';
import './feature-list.css';

interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

const features: Feature[] = [
  {
    icon: <ChatBubbleOutlineIcon />,
    title: 'Conversations that flow',
    text: 'Chat with Bela whenever you like. She is playful, curious and always happy to hear about your day.',
  },
  {
    icon: <AutoAwesomeOutlinedIcon />,
    title: 'Pick up where you left off',
    text: 'Your chats are saved as conversations, so you can return to any of them or start something new.',
  },
  {
    icon: <PhotoLibraryOutlinedIcon />,
    title: 'An exclusive gallery',
    text: 'Members unlock a private photo gallery of Bela that grows over time.',
  },
  {
    icon: <ShieldOutlinedIcon />,
    title: 'Start free, stay in control',
    text: `A ${dayAdjective(TRIAL_DAYS)} free trial, then ${subscriptionPrice()} per month. Cancel any time.`,
  },
];

/** The landing page's feature list. */
export function FeatureList() {
  return (
    <ul className="feature-list">
      {features.map((feature) => (
        <li key={feature.title} className="feature-list__item">
          <div aria-hidden className="feature-list__icon">
            {feature.icon}
          </div>
          <h3 className="feature-list__title">{feature.title}</h3>
          <p className="feature-list__text">{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
