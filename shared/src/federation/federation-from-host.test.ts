import { BUNDLER_RUNTIME_SINCE, PROVIDED_FUNCTIONS, type ProvidedBundlerRuntime } from '../contracts/federation-runtime';
import { federationFromHost } from './federation-from-host';

const runtime = { init: () => 'the container’s own init' };

function hostRuntime(): ProvidedBundlerRuntime {
  return Object.fromEntries(PROVIDED_FUNCTIONS.map((name) => [name, () => name])) as unknown as ProvidedBundlerRuntime;
}

describe("a remote entry's federation object over its host's bundler runtime (decision 054)", () => {
  it("calls the host's functions, and keeps the container's own runtime and state", () => {
    const provided = hostRuntime();
    const federation = federationFromHost(provided, runtime);
    for (const name of ['consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init', 'getSharedFallbackGetter'] as const) {
      expect(federation.bundlerRuntime[name]).toBe(provided[name]);
    }
    expect(federation.attachShareScopeMap).toBe(provided.attachShareScopeMap);
    expect(federation.runtime).toBe(runtime);
    expect(federation.bundlerRuntime.remotes).toBeUndefined(); // a remote consumes no remotes
    expect(federation).toMatchObject({ instance: undefined, initOptions: undefined, bundlerRuntimeOptions: {} });
  });

  it('gives each container an object of its own to start in: its share scopes and options are not another’s', () => {
    const provided = hostRuntime();
    const catalogue = federationFromHost(provided, runtime);
    const engagement = federationFromHost(provided, runtime);
    expect(catalogue).not.toBe(engagement);
    expect(catalogue.bundlerRuntime).not.toBe(engagement.bundlerRuntime);
    expect(catalogue.bundlerRuntime.S).not.toBe(engagement.bundlerRuntime.S);
    expect(catalogue.bundlerRuntimeOptions).not.toBe(engagement.bundlerRuntimeOptions);
  });

  it('under a host that provides none, evaluates and then refuses to start, naming the shared it needs', async () => {
    const federation = federationFromHost(undefined, runtime);
    const { init, installInitialConsumes, initContainerEntry } = federation.bundlerRuntime as Record<string, () => unknown>;
    // What the entry calls as it evaluates: no exception escapes the script.
    expect(init!()).toBeUndefined();
    expect(installInitialConsumes!()).toBeUndefined();
    expect(federation.attachShareScopeMap).toBeUndefined();
    // What the host calls to start the container: refused, for the host's slot to report.
    await expect(initContainerEntry!()).rejects.toThrow(
      `This remote needs a host that provides the federation's bundler runtime (@wanderpages/shared ${BUNDLER_RUNTIME_SINCE} or later).`,
    );
  });
});
