import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Combobox } from '@/components/ui/combobox';

const CITIES = [
  { value: 'Mumbai (BOM)', description: 'India' },
  { value: 'Munich (MUC)', description: 'Germany' },
  { value: 'Muscat (MCT)', description: 'Oman' },
  { value: 'Delhi (DEL)', description: 'India' },
];

function Harness({ onSubmit = jest.fn() }: { onSubmit?: (value: string) => void }) {
  const [value, setValue] = useState('');
  const options = CITIES.filter((city) => city.value.toLowerCase().includes(value.toLowerCase()));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <label htmlFor="from">From</label>
      <Combobox id="from" value={value} onValueChange={setValue} options={options} />
    </form>
  );
}

function setup(onSubmit?: (value: string) => void) {
  const user = userEvent.setup();
  render(<Harness onSubmit={onSubmit} />);
  return { user, input: screen.getByRole<HTMLInputElement>('combobox', { name: 'From' }) };
}

/** The browser's own suggestion list for the field: each option's value and label. */
const offered = (input: HTMLInputElement) =>
  [...document.getElementById(input.getAttribute('list')!)!.querySelectorAll('option')].map(
    (option) => `${option.value} · ${option.label}`,
  );

describe('Combobox', () => {
  it('is a labelled combobox whose suggestions are the browser’s own list', () => {
    const { input } = setup();
    expect(document.getElementById(input.getAttribute('list')!)?.tagName).toBe('DATALIST');
    expect(offered(input)).toEqual([
      'Mumbai (BOM) · India',
      'Munich (MUC) · Germany',
      'Muscat (MCT) · Oman',
      'Delhi (DEL) · India',
    ]);
  });

  it('offers what matches what is typed, in the order given', async () => {
    const { user, input } = setup();
    await user.type(input, 'mu');
    expect(offered(input)).toEqual(['Mumbai (BOM) · India', 'Munich (MUC) · Germany', 'Muscat (MCT) · Oman']);
  });

  it('keeps free text and lets Enter submit the form', async () => {
    const onSubmit = jest.fn();
    const { user, input } = setup(onSubmit);
    await user.type(input, 'Lonavala helipad{Enter}');
    expect(input).toHaveValue('Lonavala helipad');
    expect(offered(input)).toEqual([]);
    expect(onSubmit).toHaveBeenCalledWith('Lonavala helipad');
  });

  it('gives each field a list of its own', () => {
    render(
      <>
        <Combobox aria-label="From" value="" onValueChange={() => {}} options={CITIES} />
        <Combobox aria-label="To" value="" onValueChange={() => {}} options={CITIES} />
      </>,
    );
    const [from, to] = screen.getAllByRole('combobox');
    expect(from.getAttribute('list')).not.toBe(to.getAttribute('list'));
  });
});
