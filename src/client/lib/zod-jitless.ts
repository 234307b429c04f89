/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it with
 * `Function('')` when a schema is made: the site's CSP (no 'unsafe-eval') refuses it and Chrome
 * lists the refusal as an issue. In the browser zod runs jitless; the setting is zod's global
 * config object, set here before any schema exists, so main.tsx imports this module first and
 * zod itself stays out of the entry chunk.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;
