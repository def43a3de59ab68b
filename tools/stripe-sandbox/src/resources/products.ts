/** /v1/products: create, retrieve, update, list (by `active`). */
import { productFields } from '../declared-fields';
import { invalidRequest } from '../errors';
import { newId } from '../ids';
import { LIST_PARAMS } from '../list-pagination';
import { mergeMetadata, readParams, required, type Metadata } from '../params';
import type { Route } from '../router';
import type { SandboxContext } from '../sandbox-context';
import type { Product } from '../stripe-objects';
import { respondWith, respondWithList } from './respond';

const FIELDS = { name: 'string', description: 'string', active: 'boolean', metadata: 'metadata' } as const;

export interface ProductFields {
  id?: string;
  name?: string;
  description?: string;
  active?: boolean;
  metadata?: Metadata | null;
}

/** Stores a new product and emits `product.created` (also used for a price's `product_data`). */
export function createProduct(ctx: SandboxContext, fields: ProductFields, param = 'name'): Product {
  const name = required(fields.name, param);
  if (fields.id !== undefined) {
    if (!/^[A-Za-z0-9][\w-]{0,99}$/.test(fields.id)) throw invalidRequest('Invalid product id.', 'id');
    if (ctx.store.find('products', fields.id)) throw invalidRequest('Product already exists.', 'id');
  }
  const now = ctx.clock.now();
  const product: Product = {
    ...productFields(),
    id: fields.id ?? newId('prod'),
    object: 'product',
    active: fields.active ?? true,
    created: now,
    default_price: null,
    description: fields.description || null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: mergeMetadata({}, fields.metadata),
    name,
    package_dimensions: null,
    shippable: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: now,
    url: null,
  };
  ctx.store.state.products[product.id] = product;
  ctx.events.emit('product.created', product);
  return product;
}

export function productRoutes(ctx: SandboxContext): Route[] {
  return [
    {
      method: 'POST',
      pattern: '/v1/products',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { ...FIELDS, id: 'string' });
        return respondWith(ctx, createProduct(ctx, input), input.expand);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/products/:id',
      kind: 'api',
      handle: ({ params, pathParams }) =>
        respondWith(ctx, ctx.store.get('products', pathParams.id!), readParams(params, {}).expand),
    },
    {
      method: 'POST',
      pattern: '/v1/products/:id',
      kind: 'api',
      handle: ({ params, pathParams }) => {
        const input = readParams(params, { ...FIELDS, default_price: 'string' });
        const product = ctx.store.get('products', pathParams.id!);
        if (input.default_price) {
          const price = ctx.store.get('prices', input.default_price, 'default_price');
          if (price.product !== product.id) throw invalidRequest('The default price must belong to this product.', 'default_price');
        }
        const before = structuredClone(product);
        if (input.name) product.name = input.name;
        if (input.description !== undefined) product.description = input.description || null;
        if (input.active !== undefined) product.active = input.active;
        if (input.default_price !== undefined) product.default_price = input.default_price || null;
        product.metadata = mergeMetadata(product.metadata, input.metadata);
        product.updated = ctx.clock.now();
        ctx.events.emitUpdate('product.updated', before, product);
        return respondWith(ctx, product, input.expand);
      },
    },
    {
      method: 'GET',
      pattern: '/v1/products',
      kind: 'api',
      handle: ({ params }) => {
        const input = readParams(params, { ...LIST_PARAMS, active: 'boolean' });
        const products = Object.values(ctx.store.state.products).filter(
          (product) => input.active === undefined || product.active === input.active,
        );
        return respondWithList(ctx, products, input, '/v1/products', 'product');
      },
    },
  ];
}
