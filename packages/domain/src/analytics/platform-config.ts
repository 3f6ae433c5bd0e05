import { ADAPTERS, type PlatformName } from './adapters/index.ts';

/**
 * Spec 002 §5 "Platform configuration": platform required, enabled boolean, config object, the adapter must
 * exist, field mappings and transformers must be objects or functions. Answers the problems, none when valid.
 */
export interface PlatformConfig {
  platform: PlatformName;
  enabled: boolean;
  config: Record<string, unknown>;
  fieldMappings?: Record<string, string> | ((field: string) => string);
  transformers?: Record<string, (value: unknown) => unknown> | ((event: unknown) => unknown);
}

const objectOrFunction = (v: unknown) =>
  typeof v === 'function' || (typeof v === 'object' && v !== null && !Array.isArray(v));

export function platformConfigErrors(raw: unknown): string[] {
  if (typeof raw !== 'object' || raw === null) return ['platform configuration must be an object'];
  const c = raw as Record<string, unknown>;
  const errors: string[] = [];
  if (typeof c.platform !== 'string' || c.platform.trim() === '') errors.push('platform is required');
  else if (!Object.hasOwn(ADAPTERS, c.platform)) errors.push(`no adapter for platform ${c.platform}`);
  if (typeof c.enabled !== 'boolean') errors.push('enabled must be a boolean');
  if (typeof c.config !== 'object' || c.config === null || Array.isArray(c.config))
    errors.push('config must be an object');
  if (c.fieldMappings !== undefined && !objectOrFunction(c.fieldMappings))
    errors.push('fieldMappings must be an object or a function');
  if (c.transformers !== undefined && !objectOrFunction(c.transformers))
    errors.push('transformers must be an object or a function');
  return errors;
}
