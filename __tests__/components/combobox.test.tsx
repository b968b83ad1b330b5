import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Combobox } from '@/components/ui/combobox';

const CITIES = [
  { value: 'Mumbai (BOM)', label: 'Mumbai (BOM)', description: 'India' },
  { value: 'Munich (MUC)', label: 'Munich (MUC)', description: 'Germany' },
  { value: 'Muscat (MCT)', label: 'Muscat (MCT)', description: 'Oman' },
  { value: 'Delhi (DEL)', label: 'Delhi (DEL)', description: 'India' },
];

function Harness({ onSubmit = jest.fn() }: { onSubmit?: (value: string) => void }) {
  const [value, setValue] = useState('');
  const options = CITIES.filter((city) => city.label.toLowerCase().includes(value.toLowerCase()));
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <label htmlFor="from">From</label>
      <Combobox id="from" value={value} onValueChange={setValue} options={options} listLabel="Airports" />
    </form>
  );
}

function setup(onSubmit?: (value: string) => void) {
  const user = userEvent.setup();
  render(<Harness onSubmit={onSubmit} />);
  return { user, input: screen.getByRole('combobox', { name: 'From' }) };
}

describe('Combobox', () => {
  it('is a labelled, collapsed combobox that controls its listbox', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(listbox).not.toBeVisible();
  });

  it('opens with suggestions for what is typed', async () => {
    const { user, input } = setup();
    await user.type(input, 'mu');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mumbai (BOM)India',
      'Munich (MUC)Germany',
      'Muscat (MCT)Oman',
    ]);
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves through options with the arrow keys, wrapping, and selects with Enter', async () => {
    const onSubmit = jest.fn();
    const { user, input } = setup(onSubmit);
    await user.type(input, 'mu');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const munich = screen.getByRole('option', { name: /Munich/ });
    expect(input).toHaveAttribute('aria-activedescendant', munich.id);
    expect(munich).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Muscat/ }).id);
    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Muscat (MCT)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens on ArrowDown with an empty field', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0].id);
  });

  it('closes on Escape, then clears on a second Escape', async () => {
    const { user, input } = setup();
    await user.type(input, 'del');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('del');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('keeps free text and lets Enter submit the form when no option is active', async () => {
    const onSubmit = jest.fn();
    const { user, input } = setup(onSubmit);
    await user.type(input, 'Lonavala helipad{Enter}');
    expect(input).toHaveValue('Lonavala helipad');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSubmit).toHaveBeenCalledWith('Lonavala helipad');
  });

  it('selects an option by pointer and keeps focus in the field', async () => {
    const { user, input } = setup();
    await user.type(input, 'd');
    await user.click(screen.getByRole('option', { name: /Delhi/ }));
    expect(input).toHaveValue('Delhi (DEL)');
    expect(input).toHaveFocus();
  });

  it('closes when focus leaves', async () => {
    const { user, input } = setup();
    await user.type(input, 'mu');
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('mu');
  });
});
