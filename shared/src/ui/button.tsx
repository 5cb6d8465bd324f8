import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/**
 * primary (terracotta, one per view), secondary (teal outline), ghost, light (on a dark band), danger (filled red:
 * the confirming button of a destructive action) and destructive (red outline: the button that starts one, kept
 * apart from the everyday actions beside it).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'destructive' | 'light';

interface VariantProps {
  $variant?: ButtonVariant;
  $size?: 'sm' | 'md' | 'lg';
}

const buttonStyles = css<VariantProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font: 600 ${({ $size }) => ($size === 'sm' ? '0.875rem' : $size === 'lg' ? '1.0625rem' : '1rem')} / 1.2
    ${({ theme }) => theme.font.body};
  padding: ${({ $size }) => ($size === 'sm' ? '0.45rem 0.9rem' : $size === 'lg' ? '0.85rem 1.6rem' : '0.65rem 1.25rem')};
  min-height: ${({ theme }) => theme.target.comfortable};
  cursor: pointer;
  text-decoration: none;
  transition: background-color 0.15s ease, color 0.15s ease, border-color 0.15s ease;
  /*
   * A label wraps, centred, rather than push the row wider than the screen (a narrow phone, the reader's larger
   * text); a word breaks only if it alone is wider than the screen.
   */
  text-align: center;
  overflow-wrap: anywhere;
  max-width: 100%;
  &:disabled, &[aria-disabled='true'] { opacity: 0.6; cursor: not-allowed; }
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: transparent; color: ${theme.color.teal}; border-color: ${theme.color.teal};
          &:hover:not(:disabled):not([aria-disabled='true']) { background: ${theme.color.tealSoft}; }
        `;
      case 'ghost':
        return css`
          background: transparent; color: ${theme.color.ink};
          &:hover:not(:disabled):not([aria-disabled='true']) { background: ${theme.color.sand}; }
        `;
      case 'danger':
        return css`
          background: ${theme.color.danger}; color: ${theme.color.white};
          &:hover:not(:disabled):not([aria-disabled='true']) { background: #8f1c13; }
        `;
      case 'destructive':
        return css`
          background: ${theme.color.white}; color: ${theme.color.danger}; border-color: ${theme.color.danger};
          &:hover:not(:disabled):not([aria-disabled='true']) { background: ${theme.color.dangerSoft}; }
        `;
      case 'light':
        return css`
          background: ${theme.color.white}; color: ${theme.color.tealDark};
          &:hover:not(:disabled):not([aria-disabled='true']) { background: ${theme.color.sand}; }
        `;
      default:
        return css`
          background: ${theme.color.terracotta}; color: ${theme.color.white};
          &:hover:not(:disabled):not([aria-disabled='true']) { background: ${theme.color.terracottaDark}; }
        `;
    }
  }}
`;

/** A real <button>; pass `$variant` and `$size` for looks. */
export const Button = styled.button.attrs<VariantProps>(({ type }) => ({ type: type ?? 'button' }))<VariantProps>`
  ${buttonStyles}
`;

/** A router link that looks like a button (navigation stays a link for assistive tech). */
export const ButtonLink = styled(Link)<VariantProps>`
  ${buttonStyles}
`;

/** A plain link (mailto:, another site) that looks like a button. */
export const ButtonAnchor = styled.a<VariantProps>`
  ${buttonStyles}
`;
