import { useCheckout } from '../../features/account/hooks/use-checkout';
import { PaymentResultPage } from '../../features/billing/components/payment-result-page';

/** /payment/success, /payment/cancelled, /payment/error; 'Try Again' starts the account feature's Checkout. */
export default function PaymentRoute() {
  const checkout = useCheckout();
  return <PaymentResultPage checkout={checkout} />;
}
