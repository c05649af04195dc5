import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';
import { bindBuiltinsInScriptScope } from './fakes/script-scope-builtins';

/**
 * jest's node environment, its test files' global built-ins (Math, JSON, Object...) read without the vm context's
 * interceptors (fakes/script-scope-builtins.ts): the Sheets tier's own code (the report figures' formula engine, the
 * core read from source) runs its loops in jest's vm context as the add-on runs them in its own.
 */
export default class ScriptScopeEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const vmContext = this.getVmContext();
    if (vmContext) bindBuiltinsInScriptScope(vmContext);
  }
}
