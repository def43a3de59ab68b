/**
 * Fields Stripe always sends on an object (the SDK declares them without `?`) but the sandbox does
 * not model: each with the value Stripe sends when the feature is unused, mostly `null`. Objects
 * are created with these first, so an answer has every field of the pinned API version and code
 * that reads one locally gets what Stripe would give it (sdk-declarations.test.ts checks it).
 *
 * Each is a function: every object gets its own copy.
 */
import type { Price } from './stripe-objects';

const automaticTaxOff = () => ({ enabled: false, liability: null });

export const checkoutSessionFields = () => ({
  adaptive_pricing: null,
  after_expiration: null,
  allow_promotion_codes: null,
  allowed_payment_method_types: null,
  automatic_tax: { ...automaticTaxOff(), provider: null, status: null },
  billing_address_collection: null,
  client_secret: null,
  collected_information: null,
  consent: null,
  consent_collection: null,
  currency_conversion: null,
  custom_fields: [] as never[],
  custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
  customer_account: null,
  discounts: [] as never[],
  integration_identifier: null,
  invoice_creation: null,
  managed_payments: null,
  origin_context: null,
  payment_link: null,
  payment_method_configuration_details: null,
  payment_method_options: null,
  permissions: null,
  recovered_from: null,
  saved_payment_method_options: null,
  setup_intent: null,
  shipping_address_collection: null,
  shipping_cost: null,
  shipping_options: [] as never[],
  submit_type: null,
  wallet_options: null,
});

export const customerDetailsFields = () => ({ business_name: null, individual_name: null });

export const lineItemFields = () => ({ adjustable_quantity: null });

export const portalSessionFields = () => ({ customer_account: null, flow: null });

export const productFields = () => ({ tax_details: null });

export const paymentMethodFields = () => ({ customer_account: null });

export const paymentMethodCardFields = () => ({
  checks: null,
  display_brand: null,
  generated_from: null,
  networks: null,
  regulated_status: null,
  three_d_secure_usage: null,
  wallet: null,
});

export const subscriptionFields = () => ({
  application: null,
  application_fee_percent: null,
  automatic_tax: { ...automaticTaxOff(), disabled_reason: null },
  billing_cycle_anchor_config: null,
  billing_mode: { flexible: null, type: 'classic' as const },
  billing_schedules: [] as never[],
  billing_thresholds: null,
  customer_account: null,
  days_until_due: null,
  default_source: null,
  invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' as const } },
  managed_payments: null,
  next_pending_invoice_item_invoice: null,
  on_behalf_of: null,
  payment_settings: null,
  pending_invoice_item_interval: null,
  pending_setup_intent: null,
  pending_update: null,
  schedule: null,
  transfer_data: null,
  trial_settings: null,
});

/** The legacy `plan` each subscription item still carries: its price, in the old shape. */
export const planOf = (price: Price) => ({
  id: price.id,
  object: 'plan' as const,
  active: price.active,
  amount: price.unit_amount,
  amount_decimal: price.unit_amount_decimal,
  billing_scheme: price.billing_scheme,
  created: price.created,
  currency: price.currency,
  interval: price.recurring?.interval ?? 'month',
  interval_count: price.recurring?.interval_count ?? 1,
  livemode: false as const,
  metadata: { ...price.metadata },
  meter: null,
  nickname: price.nickname,
  product: price.product,
  tiers_mode: null,
  transform_usage: null,
  trial_period_days: null,
  usage_type: 'licensed' as const,
});

export const subscriptionItemFields = (price: Price) => ({ billing_thresholds: null, current_trial: null, plan: planOf(price) });

export const invoiceFields = () => ({
  account_tax_ids: null,
  amount_overpaid: 0,
  amount_shipping: 0,
  application: null,
  automatic_tax: { ...automaticTaxOff(), disabled_reason: null, provider: null, status: null },
  automatically_finalizes_at: null,
  custom_fields: null,
  customer_account: null,
  customer_address: null,
  customer_phone: null,
  customer_shipping: null,
  customer_tax_exempt: 'none' as const,
  default_source: null,
  default_tax_rates: [] as never[],
  discounts: [] as never[],
  due_date: null,
  effective_at: null as number | null,
  ending_balance: null as number | null,
  footer: null,
  from_invoice: null,
  issuer: { type: 'self' as const },
  last_finalization_error: null,
  latest_revision: null,
  on_behalf_of: null,
  payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
  post_payment_credit_notes_amount: 0,
  pre_payment_credit_notes_amount: 0,
  receipt_number: null,
  rendering: null,
  shipping_cost: null,
  shipping_details: null,
  starting_balance: 0,
  statement_descriptor: null,
  test_clock: null,
  total_discount_amounts: [] as never[],
  total_pretax_credit_amounts: [] as never[],
  total_taxes: [] as never[],
  webhooks_delivered_at: null as number | null,
});

export const invoiceLineFields = () => ({
  discount_amounts: [] as never[],
  discountable: true,
  discounts: [] as never[],
  pretax_credit_amounts: [] as never[],
  taxes: [] as never[],
});

export const chargeFields = () => ({
  application: null,
  application_fee: null,
  application_fee_amount: null,
  balance_transaction: null,
  calculated_statement_descriptor: null,
  failure_balance_transaction: null,
  fraud_details: {},
  on_behalf_of: null,
  receipt_number: null,
  receipt_url: null,
  review: null,
  shipping: null,
  source: null,
  source_transfer: null,
  statement_descriptor: null,
  statement_descriptor_suffix: null,
  transfer_data: null,
  transfer_group: null,
});

export const chargeOutcomeFields = () => ({ advice_code: null, network_advice_code: null, network_decline_code: null });

export const chargeCardFields = () => ({
  amount_authorized: null as number | null,
  authorization_code: null,
  checks: null,
  country: 'US' as const,
  electronic_commerce_indicator: null,
  installments: null,
  mandate: null,
  network: null as string | null,
  network_transaction_id: null,
  regulated_status: null,
  three_d_secure: null,
  transaction_link_id: null,
  wallet: null,
});

export const refundFields = () => ({
  balance_transaction: null,
  customer_account: null,
  receipt_number: null,
  source_transfer_reversal: null,
  transfer_reversal: null,
});

export const disputeFields = () => ({
  balance_transactions: [] as never[],
  enhanced_eligibility_types: [] as never[],
  evidence: {
    access_activity_log: null,
    billing_address: null,
    cancellation_policy: null,
    cancellation_policy_disclosure: null,
    cancellation_rebuttal: null,
    customer_communication: null,
    customer_email_address: null,
    customer_name: null,
    customer_purchase_ip: null,
    customer_signature: null,
    duplicate_charge_documentation: null,
    duplicate_charge_explanation: null,
    duplicate_charge_id: null,
    enhanced_evidence: {},
    product_description: null,
    receipt: null,
    refund_policy: null,
    refund_policy_disclosure: null,
    refund_refusal_explanation: null,
    service_date: null,
    service_documentation: null,
    shipping_address: null,
    shipping_carrier: null,
    shipping_date: null,
    shipping_documentation: null,
    shipping_tracking_number: null,
    uncategorized_file: null,
    uncategorized_text: null,
  },
  intended_submission_method: null,
});
