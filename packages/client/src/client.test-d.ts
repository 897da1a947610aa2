// Type tests of the client's public signatures (run by vitest's typecheck mode and by `tsc -b`).
import { validateTemplate, type CreateTemplateRequest } from '@templint/core';
import * as v from 'valibot';
import { describe, expectTypeOf, test } from 'vitest';
import { createClient, type CreatedTemplate, type TemplintClient } from './client.js';
import { recordSchema } from './schemas/record-schema.js';
import { templateRecordSchema, type TemplateRecord } from './schemas/template-record.js';
import { userRecordSchema, type UserRecord } from './schemas/user-record.js';

const client: TemplintClient = createClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'k' });

describe('createTemplate', () => {
  test('takes core\'s create-request type, and the request of a valid result without a cast', async () => {
    expectTypeOf<TemplintClient['createTemplate']>().parameter(0).toEqualTypeOf<CreateTemplateRequest>();
    expectTypeOf<TemplintClient['createTemplate']>().returns.resolves.toEqualTypeOf<CreatedTemplate>();
    const result = validateTemplate(JSON.parse('{}'));
    if (result.valid) expectTypeOf(await client.createTemplate(result.request)).toEqualTypeOf<CreatedTemplate>();
  });

  test('a misspelled key, a wrong value type or an unchecked value does not compile', async () => {
    await client.createTemplate({
      provider_integration_chat_id: 'pi_1',
      // @ts-expect-error `chat_template_nmae` is not a field of the template data.
      chat_template_data: { chat_template_nmae: 'order_update' },
    });
    // @ts-expect-error `provider_integration_chat_id` is a string.
    await client.createTemplate({ provider_integration_chat_id: 1, chat_template_data: {} });
    const received: unknown = JSON.parse('{}');
    // @ts-expect-error A value that was not validated is not a request.
    await client.createTemplate(received);
    // @ts-expect-error Nor is the request of a result whose `valid` was not checked.
    await client.createTemplate(validateTemplate(received).request);
  });
});

describe('read calls', () => {
  test('return the record types of spec 2.10 and 2.11, the outputs of the schemas they check with', () => {
    expectTypeOf<TemplintClient['getTemplate']>().returns.resolves.toEqualTypeOf<TemplateRecord>();
    expectTypeOf<TemplintClient['getUserDetail']>().returns.resolves.toEqualTypeOf<UserRecord>();
    expectTypeOf<v.InferOutput<typeof templateRecordSchema>>().toEqualTypeOf<TemplateRecord>();
    expectTypeOf<v.InferOutput<typeof userRecordSchema>>().toEqualTypeOf<UserRecord>();
    expectTypeOf<CreatedTemplate['record']>().toEqualTypeOf<TemplateRecord>();
  });

  test('a record type and its schema cannot drift: a field in one and not the other does not compile', () => {
    interface Footer {
      readonly chat_template_footer_value?: string | null | undefined;
      readonly [key: string]: unknown;
    }
    const same = recordSchema<Footer>()(v.looseObject({ chat_template_footer_value: v.nullish(v.string()) }));
    // @ts-expect-error The schema misspells the field the type names.
    recordSchema<Footer>()(v.looseObject({ chat_template_footer_valu: v.nullish(v.string()) }));
    // @ts-expect-error The schema has a field the type does not name.
    recordSchema<Footer>()(v.looseObject({ chat_template_footer_value: v.nullish(v.string()), chat_template_footer_id: v.nullish(v.number()) }));
    // @ts-expect-error The schema lets null through where the type does not.
    recordSchema<{ readonly name?: string | undefined }>()(v.object({ name: v.nullish(v.string()) }));
    expectTypeOf(same).toEqualTypeOf<v.GenericSchema<unknown, Footer>>();
  });
});
