/** Cards saved on a customer: a `payment_method` object plus how the card behaves when charged later. */
import { paymentMethodCardFields, paymentMethodFields } from '../declared-fields';
import { newId } from '../ids';
import type { SandboxContext } from '../sandbox-context';
import type { PaymentMethod } from '../stripe-objects';
import type { ChargeBehavior } from '../test-cards';

export interface CardToSave {
  brand: string;
  funding: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  later: ChargeBehavior;
}

export function savePaymentMethod(
  ctx: SandboxContext,
  customer: string,
  card: CardToSave,
  billing: { email: string | null; name: string | null },
): PaymentMethod {
  const paymentMethod: PaymentMethod = {
    ...paymentMethodFields(),
    id: newId('pm'),
    object: 'payment_method',
    billing_details: { address: null, email: billing.email, name: billing.name, phone: null, tax_id: null },
    card: {
      ...paymentMethodCardFields(),

      brand: card.brand,
      country: 'US',
      exp_month: card.exp_month,
      exp_year: card.exp_year,
      funding: card.funding,
      last4: card.last4,
    },
    created: ctx.clock.now(),
    customer,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  ctx.store.state.paymentMethods[paymentMethod.id] = paymentMethod;
  ctx.store.state.chargeBehaviors[paymentMethod.id] = card.later;
  ctx.events.emit('payment_method.attached', paymentMethod);
  return paymentMethod;
}
