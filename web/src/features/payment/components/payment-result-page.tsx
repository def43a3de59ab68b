import { FeatureUnavailable } from '../../../components/feature-unavailable';
import { paths } from '../../../config/paths';

/** /payment/success, /payment/cancelled and /payment/error (built by a later issue). */
export function PaymentResultPage() {
  return <FeatureUnavailable title="Payment" backTo={paths.chat} backLabel="Back to chat" />;
}
