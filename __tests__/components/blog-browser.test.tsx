import { fireEvent, render, screen } from '@testing-library/react';
import { BlogBrowser, type BlogView } from '@/components/sections/blog/blog-browser';
import { JournalEmpty } from '@/components/sections/blog/journal-listing';
import { FilterChips } from '@/components/sections/gallery/filter-chips';
import { filterOptions } from '@/lib/filter-options';

// Server markup the browser switches between: one category with an article, one without.
const articles = [{ category: 'Safety' as const }];
const options = filterOptions('All', ['Safety', 'Sustainability'] as const, articles);
const views: BlogView[] = [
  { value: 'All', showing: 'Showing 1 article', listing: <p>Every article</p> },
  { value: 'Safety', showing: 'Showing 1 article', listing: <p>The safety article</p> },
  {
    value: 'Sustainability',
    showing: 'Showing 0 articles',
    listing: <JournalEmpty title="Nothing yet" text="Soon." />,
  },
];

const show = () =>
  render(<BlogBrowser views={views} chips={<FilterChips label="Filter articles" id="f" options={options} />} />);
const chip = (name: string) => screen.getByRole('button', { name });

describe('journal browser', () => {
  it('presses the chosen chip alone and shows its view and its line', () => {
    show();
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(chip('Safety'));
    expect(chip('Safety')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('The safety article')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 article')).toBeInTheDocument();
  });

  it('from an empty category, Show all articles presses All, shows everything and focuses All', () => {
    show();
    fireEvent.click(chip('Sustainability'));
    expect(screen.getByRole('heading', { name: 'Nothing yet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show all articles' }));
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('Sustainability')).toHaveAttribute('aria-pressed', 'false');
    expect(chip('All')).toHaveFocus();
    expect(screen.getByText('Every article')).toBeInTheDocument();
  });
});
