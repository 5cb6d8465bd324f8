import { SHARED_VERSION, type RemoteName } from '@wanderpages/shared';
import { manifestUrlOf } from './remote-registry';

/**
 * What a visitor is told about why a remote could not be loaded, when we know better than "check your
 * connection": the remote was built for a range of @wanderpages/shared the page's copy does not satisfy
 * (docs/decisions/023). Its manifest declares that range; the federation runtime refuses the pairing
 * (strictVersion), and this names both versions. Only on the failure path: nothing here runs for a remote that
 * loads, and semver is fetched only then.
 */
export async function explainLoadFailure(remote: RemoteName): Promise<string | undefined> {
  try {
    const response = await fetch(await manifestUrlOf(remote), { cache: 'no-store' });
    if (!response.ok) return undefined;
    const manifest = (await response.json()) as { shared?: Array<{ name?: string; requiredVersion?: string }> };
    const needed = manifest.shared?.find((entry) => entry.name === '@wanderpages/shared')?.requiredVersion;
    if (!needed) return undefined;
    const { default: satisfies } = await import('semver/functions/satisfies');
    if (satisfies(SHARED_VERSION, needed)) return undefined;
    return `It needs @wanderpages/shared ${needed}; this page has ${SHARED_VERSION}.`;
  } catch {
    return undefined; // the remote is unreachable: the connection advice stands
  }
}
