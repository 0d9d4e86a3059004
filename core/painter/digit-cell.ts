// A digit's cell, as digits.css draws it in the page and draw-digits.ts on a canvas: the box every
// change animation is clipped to. It reaches past the glyph's line box (1.05 em tall, as wide as
// the widest digit) by these margins, in em, so the number style's shading (the 3D extrusion and
// its shadow below, the outline's stroke, the soft shadow's blur) stays inside it; past them
// nothing of a digit shows, so an animation never draws over the title, the progress bar or the
// next cell.
export const CELL_BLEED = { top: 0.06, bottom: 0.22, side: 0.12 } as const;

// How far a roll (digits-roll, odometer) moves a digit, as a share of the glyph's line box: far
// enough that the outgoing digit and its shading have left the cell at the end, and the incoming
// one starts wholly below (or above) it, so no sliver or dark band of either is left at an edge.
export const ROLL_TRAVEL = 1.3;
