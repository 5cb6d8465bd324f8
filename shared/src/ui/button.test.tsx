import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { tokens } from '../theme/tokens';
import { Button, ButtonAnchor, ButtonLink, type ButtonVariant } from './button';

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('Button, ButtonLink and ButtonAnchor', () => {
  it('is a real button that submits nothing unless asked to', () => {
    renderWithProviders(
      <form aria-label="Newsletter">
        <Button>Cancel</Button>
        <Button type="submit">Subscribe</Button>
        <Button disabled>Saving…</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it('keeps navigation a link, in the router or to anywhere else', () => {
    renderWithProviders(
      <>
        <ButtonLink to="/books">Explore Books</ButtonLink>
        <ButtonAnchor href="mailto:hello@wanderpages.example">Write to us</ButtonAnchor>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Explore Books' })).toHaveAttribute('href', '/books');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:hello@wanderpages.example');
  });

  it.each<[string, string, string, ButtonVariant | undefined]>([
    ['default (primary)', tokens.color.terracotta, tokens.color.white, undefined],
    ['primary', tokens.color.terracotta, tokens.color.white, 'primary'],
    ['danger', tokens.color.danger, tokens.color.white, 'danger'],
    ['destructive', tokens.color.white, tokens.color.danger, 'destructive'],
    ['light', tokens.color.white, tokens.color.tealDark, 'light'],
  ])('the %s variant paints %s with %s text', (_label, background, color, variant) => {
    renderWithProviders(<Button $variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveStyle({ backgroundColor: rgb(background), color: rgb(color) });
  });

  it.each<[ButtonVariant, string, string]>([
    ['secondary', tokens.color.teal, tokens.color.teal],
    ['destructive', tokens.color.danger, tokens.color.danger],
  ])('the %s variant is outlined: %s border, %s text', (variant, border, color) => {
    renderWithProviders(<Button $variant={variant}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveStyle({ borderColor: rgb(border), color: rgb(color) });
  });

  it('the ghost variant is text on nothing', () => {
    renderWithProviders(<Button $variant="ghost">Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveStyle({ backgroundColor: 'rgba(0, 0, 0, 0)', color: rgb(tokens.color.ink) });
  });

  it.each([
    ['sm', '0.875rem', '0.45rem 0.9rem', 'sm'],
    ['md (default)', '1rem', '0.65rem 1.25rem', undefined],
    ['lg', '1.0625rem', '0.85rem 1.6rem', 'lg'],
  ] as const)('size %s sets %s text and %s padding', (_label, fontSize, padding, size) => {
    renderWithProviders(<Button $size={size}>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveStyle({ fontSize, padding });
  });
});
