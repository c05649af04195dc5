import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';
import { bindBuiltinsInScriptScope } from './script-scope-builtins';

/**
 * jest's node environment, with its test files' global built-ins (Math, JSON, Object...) read without the vm context's
 * interceptors (script-scope-builtins.ts): the code a test file runs in jest's context (the core and the sandbox read
 * from source, the report figures' formula engine) is not slowed by every global it reads.
 */
export default class ScriptScopeEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const vmContext = this.getVmContext();
    if (vmContext) bindBuiltinsInScriptScope(vmContext);
  }
}
