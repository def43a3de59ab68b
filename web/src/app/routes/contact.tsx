import { ContactPage } from '../../features/contact/components/contact-page';

/** /contact: open to anyone; prefilled for a signed-in member. */
export default function ContactRoute() {
  return <ContactPage />;
}
