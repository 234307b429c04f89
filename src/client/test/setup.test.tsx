import { describe, expect, it } from 'vitest';

const evaluated = () => (globalThis as { lateModuleEvaluated?: string }).lateModuleEvaluated;

// A lazy part (React.lazy, lazyWhenNear) starts an import that its test does not wait for. Left
// running, it outlives the test file, and the worker's teardown fails the next file with
// "Cannot load … after the environment was torn down".
describe('the component test setup', () => {
  it('lets a test start an import and end without waiting for it', () => {
    void import('./fixtures/late-module.ts');
    expect(evaluated()).toBeUndefined();
  });

  it('has it loaded before the next test begins', () => {
    expect(evaluated()).toBe('evaluated');
  });
});
