import getSvgoInstance from '@/lib/sketch/svgo-instance';

// The flags html2sketch passes (its utils/svg.js), old names and dropped plugins included.
const HTML2SKETCH_FLAGS = {
  cleanupAttrs: true,
  removeDoctype: true,
  removeComments: true,
  removeTitle: true,
  removeViewBox: true,
  cleanupIDs: true,
  removeRasterImages: false,
  convertShapeToPath: true,
  removeDimensions: true,
  aPluginSvgoNoLongerHas: true,
};

describe('getSvgoInstance', () => {
  it('optimizes as html2sketch asks: its plugins by their current names, the ones svgo dropped left out', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><!-- a note --><title>Icon</title><defs><linearGradient id="unused"/></defs><rect x="0" y="0" width="16" height="16" fill="#ff0000"/></svg>';
    const { data } = await getSvgoInstance(HTML2SKETCH_FLAGS).optimize(svg);
    expect(data).toMatch(/^<svg /);
    expect(data).not.toContain('a note');
    expect(data).not.toContain('<title>');
    // removeDimensions keeps the viewBox; convertShapeToPath makes the rectangle a path.
    expect(data).toContain('viewBox="0 0 16 16"');
    expect(data).not.toContain('width="16"');
    expect(data).toContain('<path');
  });

  it('leaves an SVG it cannot read as it was, for html2sketch to go on with', async () => {
    await expect(getSvgoInstance(HTML2SKETCH_FLAGS).optimize('<svg><g>')).resolves.toEqual({ data: '<svg><g>' });
  });

  it('runs nothing that is turned off', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><!-- kept --><rect width="1" height="1"/></svg>';
    expect((await getSvgoInstance({ removeComments: false }).optimize(svg)).data).toContain('<!--kept-->');
  });
});
