import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { holdEarlyPresses } from '@/lib/inline/press-holder';

describe('a button inside a dialog, with the head script holding early presses', () => {
  holdEarlyPresses();

  it('closes the dialog on the first press of its close button', async () => {
    const closed = jest.fn();
    render(
      <Dialog defaultOpen onOpenChange={(open) => !open && closed()}>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Delete this account?</DialogTitle>
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              Keep my account
            </Button>
          </DialogClose>
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(closed).toHaveBeenCalledTimes(1);
  });

  it('answers a plain button with a handler of its own once', async () => {
    const pressed = jest.fn();
    render(<Button onClick={pressed}>Get Instant Quote</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Get Instant Quote' }));
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
