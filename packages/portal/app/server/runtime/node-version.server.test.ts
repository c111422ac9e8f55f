import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.server.js';

describe('the Node version the portal needs', () => {
  it('should accept 24.7 and later, and name 24.7 and the running version otherwise', () => {
    expect(nodeVersionProblem('24.7.0')).toBe(null);
    expect(nodeVersionProblem('24.21.0')).toBe(null);
    expect(nodeVersionProblem('25.0.0')).toBe(null);
    expect(nodeVersionProblem('24.6.9')).toBe(
      'rigready needs Node 24.7 or later; this is Node 24.6.9. Install Node 24 (.nvmrc in the repository names the tested release) and run the command with it.',
    );
    expect(nodeVersionProblem('20.20.2')).toBe(
      'rigready needs Node 24.7 or later; this is Node 20.20.2. Install Node 24 (.nvmrc in the repository names the tested release) and run the command with it.',
    );
  });
});
