import { remoteInitInTasks } from './remote-init-tasks';

type InitArgs = Parameters<NonNullable<typeof remoteInitInTasks.beforeInitContainer>>[0];

describe('a remote\'s initialisation in tasks of its own', () => {
  it.each(['beforeInitContainer', 'initContainer'] as const)('%s lets the tasks already queued run first, then goes on with the same options', async (hook) => {
    const args = { shareScope: {}, initScope: [], remoteEntryInitOptions: {}, remoteInfo: { name: 'catalogue' } } as unknown as InitArgs;
    const order: string[] = [];
    setTimeout(() => order.push('a task queued before'), 0);
    const result = await (remoteInitInTasks[hook] as (value: InitArgs) => Promise<InitArgs>)(args);
    order.push('the runtime goes on');
    expect(result).toBe(args);
    expect(order).toEqual(['a task queued before', 'the runtime goes on']);
  });
});
