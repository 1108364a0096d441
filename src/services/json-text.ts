/**
 * A JSON value as text PostgreSQL wrote, handed on as it is: the GraphQL answer
 * splices it in (graphql/json-text.ts) and a REST download sends it, so Node
 * neither parses nor serialises what may be megabytes in one stretch of the
 * event loop. Parsed only if something else serialises it.
 */
export class JsonText {
  constructor(readonly text: string) {}
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}
