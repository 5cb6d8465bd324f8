import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { AboutPage } from './about-page';
import { PrivacyPage } from './privacy-page';

describe('static pages', () => {
  it('/about tells the story and its Subscribe button links to /newsletter-admin', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/newsletter-admin');
    expect(document.title).toBe('Our Story · Wanderpages');
  });

  it('/privacy is dated January 2024', () => {
    renderWithProviders(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: January 2024')).toBeInTheDocument();
  });
});
