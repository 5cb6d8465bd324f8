import styled from 'styled-components';

/**
 * Says why a form cannot work in a browser with JavaScript turned off, and only there: the page's HTML is
 * composed at the edge and readable without script, but signing in and subscribing run in the browser
 * (docs/decisions/044-forms-without-javascript.md). A CSS media feature rather than <noscript>, so what the reader
 * sees is what the tests see; before the scripts start on the first intent, `scripting` is already `enabled`.
 */
export const NeedsScriptNote = styled.p<{ $align?: 'start' | 'center' }>`
  display: none;
  margin: ${({ theme }) => theme.space(3)} auto 0;
  max-width: 520px;
  text-align: ${({ $align = 'center' }) => $align};
  font-weight: 600;
  @media (scripting: none) {
    display: block;
  }
`;
