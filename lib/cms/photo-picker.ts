import { photoLibrary } from '@/content/photo-library';
import type { CreateClass, H } from '@/lib/cms/checked-widgets';
import { sizedPhotoUrl, unsplashUrl } from '@/lib/photos';

type Props = {
  value?: string;
  forID: string;
  onChange: (value: string) => void;
  field: { get: (key: string) => unknown };
  classNameWrapper?: string;
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
};
type State = { query: string };
type Instance = { props: Props; state: State; setState: (state: Partial<State>) => void };

export const PHOTO_WIDGET = 'photo';
export const photoThumb = (photoId: string, width = 240) => sizedPhotoUrl(unsplashUrl(photoId), width);

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: '12px',
  maxHeight: '420px',
  overflowY: 'auto',
  marginTop: '8px',
};
const TILE = { display: 'grid', gap: '4px', fontSize: '12px', lineHeight: 1.35, cursor: 'pointer', padding: '4px' };

export function photoPicker(h: H, createClass: CreateClass) {
  const control = createClass({
    displayName: 'PhotoPicker',
    getInitialState: () => ({ query: '' }),
    render(this: Instance) {
      const { value, forID, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
      const words = this.state.query.trim().toLowerCase();
      const shown = photoLibrary.filter(
        (photo) => photo.id === value || !words || `${photo.shows} ${photo.id}`.toLowerCase().includes(words),
      );
      return h(
        'div',
        { className: classNameWrapper, onFocus: setActiveStyle, onBlur: setInactiveStyle },
        h('input', {
          id: forID,
          type: 'search',
          placeholder: 'Find a photo by what it shows',
          value: this.state.query,
          onChange: (event: { target: { value: string } }) => this.setState({ query: event.target.value }),
          style: { width: '100%' },
        }),
        h(
          'div',
          { role: 'radiogroup', 'aria-label': String(this.props.field.get('label') ?? 'Photo'), style: GRID },
          ...shown.map((photo) =>
            h(
              'label',
              {
                key: photo.id,
                style: { ...TILE, outline: photo.id === value ? '3px solid #c9a45c' : '1px solid #dfe3ea' },
              },
              h('input', {
                type: 'radio',
                name: `${forID}-photo`,
                value: photo.id,
                checked: photo.id === value,
                onChange: () => onChange(photo.id),
                style: { position: 'absolute', opacity: 0 },
              }),
              h('img', {
                src: photoThumb(photo.id),
                alt: '',
                loading: 'lazy',
                width: 150,
                height: 100,
                style: { width: '100%', height: '100px', objectFit: 'cover' },
              }),
              h('span', null, photo.shows),
            ),
          ),
        ),
      );
    },
  });
  const preview = ({ value }: { value?: string }) =>
    value ? h('img', { src: photoThumb(value, 480), alt: '', style: { maxWidth: '100%' } }) : null;
  return { control, preview };
}
