import { SIGNUP_SOURCES } from '@wanderpages/shared';
import { sourceLabel } from './source-labels';

describe('signup source labels', () => {
  it('names every source the product stores in words, not its stored value', () => {
    expect(SIGNUP_SOURCES.map(sourceLabel)).toEqual(['Home page form', 'Chat guide']);
  });

  it('shows a value it does not know (a newer writer, a hand-made row) as stored, not as nothing', () => {
    expect(sourceLabel('partner_import')).toBe('partner_import');
    expect(sourceLabel('toString')).toBe('toString');
  });
});
