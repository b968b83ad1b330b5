import { livePress } from '@/lib/held-press';
import { holdEarlyPresses } from '@/lib/inline/press-holder';

describe('a press made before its control is live', () => {
  holdEarlyPresses();

  function control() {
    document.body.innerHTML = '<button type="button" data-hold-press=""><span>Get Instant Quote</span></button>';
    const button = document.querySelector('button')!;
    const answered = jest.fn();
    // Where React listens: the document, behind the window's capture.
    document.addEventListener('click', answered);
    return { button, answered, done: () => document.removeEventListener('click', answered) };
  }

  it('is held, not answered, and made once when the control is live', () => {
    jest.useFakeTimers();
    const { button, answered, done } = control();
    button.querySelector('span')!.click();
    button.click();
    expect(answered).not.toHaveBeenCalled();
    expect(button.dataset.holdPress).toBe('held');
    livePress(button);
    jest.runAllTimers();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(button.dataset.holdPress).toBe('live');
    done();
    jest.useRealTimers();
  });

  it('is left alone once the control is live', () => {
    const { button, answered, done } = control();
    livePress(button);
    button.click();
    expect(answered).toHaveBeenCalledTimes(1);
    done();
  });

  it('is made by nothing when none was held', () => {
    jest.useFakeTimers();
    const { button, answered, done } = control();
    livePress(button);
    jest.runAllTimers();
    expect(answered).not.toHaveBeenCalled();
    done();
    jest.useRealTimers();
  });
});
