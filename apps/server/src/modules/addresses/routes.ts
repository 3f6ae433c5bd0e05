import { address, addressIdParams, addressInput, addressList } from '@shop/domain/addresses';
import { requireUser } from '../../http/auth.ts';
import type { ApiApp } from '../../http/types.ts';
import { countryRoutes } from './country-routes.ts';
import { createAddress } from './create-address.ts';
import { getAddress } from './get-address.ts';
import { listAddresses } from './list-addresses.ts';
import { removeAddress } from './remove-address.ts';
import { setPrimaryAddress } from './set-primary-address.ts';
import { updateAddress } from './update-address.ts';

const tags = ['addresses'];
const notYours = "Another shopper's id answers 404 NOT_FOUND, exactly like an unknown one.";

export async function addressRoutes(app: ApiApp): Promise<void> {
  await countryRoutes(app);
  // The address book in its own scope, so its hooks reach only its routes.
  await app.register(async (me: ApiApp) => {
    // Signed-in shoppers only, checked before the body is validated: a visitor learns nothing but 401.
    me.addHook('preValidation', async (request) => {
      requireUser(request);
    });
    // Personal data: never kept by a shared cache, nor by the browser's back button cache.
    me.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    me.get(
      '/me/addresses',
      {
        schema: {
          summary: 'List my addresses',
          description: 'The primary address first, then the newest.',
          tags,
          response: { 200: addressList },
        },
      },
      async (request) => listAddresses(me.ctx, requireUser(request).id),
    );

    me.get(
      '/me/addresses/:id',
      {
        schema: {
          summary: 'One of my addresses',
          description: notYours,
          tags,
          params: addressIdParams,
          response: { 200: address },
        },
      },
      async (request) => getAddress(me.ctx, requireUser(request).id, request.params.id),
    );

    me.post(
      '/me/addresses',
      {
        schema: {
          summary: 'Add an address',
          description:
            'Validated as the address form (spec 000 §5); errors are 400 INVALID_FIELD with {field, message}. The first address becomes primary. At most 50 addresses: 409 ADDRESS_LIMIT_REACHED.',
          tags,
          body: addressInput,
          response: { 201: address },
        },
      },
      async (request, reply) => {
        const created = await createAddress(me.ctx, requireUser(request).id, request.body);
        return reply.code(201).send(created);
      },
    );

    me.put(
      '/me/addresses/:id',
      {
        schema: {
          summary: 'Edit an address',
          description: `All fields, validated as on creation; \`primary: true\` also makes it the primary one. ${notYours}`,
          tags,
          params: addressIdParams,
          body: addressInput,
          response: { 200: address },
        },
      },
      async (request) => updateAddress(me.ctx, requireUser(request).id, request.params.id, request.body),
    );

    me.put(
      '/me/addresses/:id/primary',
      {
        schema: {
          summary: 'Set my primary address',
          description: `No body. Unsets the previous primary address in the same transaction. ${notYours}`,
          tags,
          params: addressIdParams,
          response: { 200: address },
        },
      },
      async (request) => setPrimaryAddress(me.ctx, requireUser(request).id, request.params.id),
    );

    me.delete(
      '/me/addresses/:id',
      {
        schema: {
          summary: 'Remove an address',
          description: `204 on success. Removing the primary address makes the most recently added other one primary. ${notYours}`,
          tags,
          params: addressIdParams,
        },
      },
      async (request, reply) => {
        await removeAddress(me.ctx, requireUser(request).id, request.params.id);
        return reply.code(204).send();
      },
    );
  });
}
