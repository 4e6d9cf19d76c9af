import { HOME, within, zoomAbout } from '../src/catalog/diagram/usePanZoom';

// The diagram's zoom and pan on a phone: the point pinched stays under the fingers, the drawing
// never leaves its box, and zooming back out lands on the whole drawing.
describe('pan and zoom of a diagram', () => {
  const box = { width: 300, height: 200 };

  it('zooms about the point pinched: that point stays put', () => {
    const v = zoomAbout(HOME, 2, 100, 50);
    expect(v).toEqual({ scale: 2, x: -100, y: -50 });
    // The drawing's point (100, 50) is still at (100, 50) of the box.
    expect(100 * v.scale + v.x).toBe(100);
  });

  it('stays between the whole drawing and six times its size', () => {
    expect(zoomAbout(HOME, 0.5, 10, 10)).toEqual(HOME);
    expect(zoomAbout(HOME, 10, 0, 0).scale).toBe(6);
    expect(zoomAbout({ scale: 3, x: -50, y: -20 }, 1, 10, 10)).toEqual(HOME);
  });

  it('keeps the zoomed drawing covering its box however far it is dragged', () => {
    expect(within({ scale: 2, x: 80, y: 40 }, box)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(within({ scale: 2, x: -900, y: -900 }, box)).toEqual({ scale: 2, x: -300, y: -200 });
    expect(within({ scale: 1, x: -50, y: 0 }, box)).toEqual(HOME);
  });
});
