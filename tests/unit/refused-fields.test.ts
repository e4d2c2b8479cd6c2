/**
 * @jest-environment jsdom
 */
// A refused Save marks the fields it names (components/editor/refused-fields.ts) in a form shaped
// as Decap 3.16 renders one: each control's <label for> with " (optional)" on optional fields,
// nested objects inside their field. The deepest field shown is marked, its message beside its
// label, its control aria-invalid and focused; editing it takes the mark off.
import {
  clearRefusedFields,
  markRefusedFields,
  refusedAttribute,
} from '@/components/editor/refused-fields';
import type { FormField } from '@/components/editor/form-labels';

const fields: FormField[] = [
  { name: 'title', label: 'Title' },
  { name: 'imageAlt', label: 'Alt text' },
  {
    name: 'sections',
    label: 'Sections',
    types: [
      {
        name: 'hero',
        label: 'Hero',
        fields: [
          { name: 'title', label: 'Title' },
          {
            name: 'image',
            label: 'Image',
            fields: [
              { name: 'src', label: 'Image' },
              { name: 'alt', label: 'Alt text' },
            ],
          },
        ],
      },
    ],
  },
];

/** A form as Decap renders it: the hero block open, its image's fields inside the image's field. */
function decapForm() {
  document.body.innerHTML = `
    <div id="pane">
      <div><label for="f-title">Title</label><input id="f-title"></div>
      <div><label for="f-alt">Alt text<span> (optional)</span></label><input id="f-alt"></div>
      <div><label for="f-sections">Sections</label>
        <div id="f-sections">
          <div><label for="f-hero-title">Title</label><input id="f-hero-title"></div>
          <div><label for="f-image">Image</label>
            <div id="f-image">
              <div><label for="f-image-src">Image</label><input id="f-image-src"></div>
              <div><label for="f-image-alt">Alt text<span> (optional)</span></label><input id="f-image-alt"></div>
            </div>
          </div>
        </div>
      </div>
    </div>`;
  return document.getElementById('pane')!;
}

// jsdom lays nothing out: scrolling is a no-op here.
Element.prototype.scrollIntoView = () => undefined;

const data = { sections: [{ type: 'hero', image: { src: '/media/a.jpg' } }] };
const altMissing =
  'is empty: describe the image for someone who cannot see it, or tick “Decorative”';

describe('a refused Save marks the fields it names', () => {
  it('marks the deepest field along the labels: the hero image’s Alt text, not the post’s', () => {
    const pane = decapForm();
    const count = markRefusedFields(
      pane,
      [{ path: 'sections.0.image.alt', message: altMissing }],
      fields,
      data,
    );
    expect(count).toBe(1);
    const heroAlt = document.getElementById('f-image-alt')!;
    expect(heroAlt).toHaveAttribute('aria-invalid', 'true');
    expect(heroAlt.parentElement).toHaveAttribute(refusedAttribute, altMissing);
    expect(document.getElementById('f-alt')).not.toHaveAttribute('aria-invalid');
    expect(document.activeElement).toBe(heroAlt);
  });

  it('marks a top-level field, says every message of it, and skips what the form does not show', () => {
    const pane = decapForm();
    const count = markRefusedFields(
      pane,
      [
        { path: 'title', message: 'is required' },
        { path: 'title', message: 'is too long: at most 90 characters' },
        { path: '(file) colour', message: 'is not a field of this kind: remove it' },
      ],
      fields,
      data,
    );
    expect(count).toBe(2);
    expect(document.getElementById('f-title')!.parentElement).toHaveAttribute(
      refusedAttribute,
      'is required; is too long: at most 90 characters',
    );
  });

  it('takes the mark off when the field is edited, or when the next Save is tried', () => {
    const pane = decapForm();
    markRefusedFields(pane, [{ path: 'imageAlt', message: altMissing }], fields, {});
    const alt = document.getElementById('f-alt')!;
    alt.dispatchEvent(new Event('input', { bubbles: true }));
    expect(alt.parentElement).not.toHaveAttribute(refusedAttribute);
    expect(alt).not.toHaveAttribute('aria-invalid');
    markRefusedFields(pane, [{ path: 'imageAlt', message: altMissing }], fields, {});
    clearRefusedFields(pane);
    expect(pane.querySelectorAll(`[${refusedAttribute}]`)).toHaveLength(0);
    expect(alt).not.toHaveAttribute('aria-invalid');
  });
});
