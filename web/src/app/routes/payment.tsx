import { PaymentResultPage } from '../../features/payment/components/payment-result-page';

/** /payment/success, /payment/cancelled, /payment/error. */
export default function PaymentRoute() {
  return <PaymentResultPage />;
}
