import { SafetyPage } from '../../features/safety/components/safety-page';

/** /safety (public): the crisis protocol. */
export default function SafetyRoute() {
  return <SafetyPage />;
}
