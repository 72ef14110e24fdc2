.pragma library

// Sogo's rods seen at an angle, drawn in 2D: a projection computed here
// instead of a 3D scene (Qt Quick 3D is not among the kiosk's packages).
// World units: one rod spacing; x to the right (columns a-d), y to the back
// (rows 1-4), z upwards. `yaw` turns the rods about the upright axis,
// `pitch` is how far the eye looks down (degrees). Orthographic, so a rod
// stays upright and every bead keeps its size wherever it stands.

var levelStep = 0.7    // height of one bead on the rod
var rodHeight = 3.15   // the rod sticks out a little above four beads
var beadRadius = 0.3

// Rod index (0..15, a1 b1 c1 d1 a2 ... d4) to world x and y, centred.
function rodX(rod) { return rod % 4 - 1.5 }
function rodY(rod) { return Math.floor(rod / 4) - 1.5 }

// A world point on the screen: {x, y} in world units before scaling (y
// downwards) and `depth` (larger is farther from the eye).
function project(x, y, z, yaw, pitch) {
    const a = yaw * Math.PI / 180
    const p = pitch * Math.PI / 180
    const rx = x * Math.cos(a) - y * Math.sin(a)
    const ry = x * Math.sin(a) + y * Math.cos(a)
    return { x: rx, y: -(ry * Math.sin(p) + z * Math.cos(p)), depth: ry }
}

// Height of a bead's centre on level 0..3.
function beadZ(level) { return levelStep * (level + 0.5) }

// The screen box of everything drawn, in world units, for every yaw (so the
// drawing keeps its size while it turns): the plate's corners lie within
// 2·√2 of the centre, the rods' tops within 1.5·√2.
function extent(pitch) {
    const p = pitch * Math.PI / 180
    const plate = 2.0 * Math.SQRT2
    const rods = 1.5 * Math.SQRT2
    const top = rods * Math.sin(p) + (rodHeight + 0.15) * Math.cos(p)
    const bottom = -plate * Math.sin(p) - 0.45
    return { width: 2 * plate + 0.3, top: top, bottom: bottom }
}

// Distance from point (px, py) to the segment (ax, ay)-(bx, by).
function segmentDistance(px, py, ax, ay, bx, by) {
    const dx = bx - ax, dy = by - ay
    const length2 = dx * dx + dy * dy
    let t = length2 > 0 ? ((px - ax) * dx + (py - ay) * dy) / length2 : 0
    t = Math.max(0, Math.min(1, t))
    const cx = ax + t * dx - px, cy = ay + t * dy - py
    return Math.sqrt(cx * cx + cy * cy)
}

function rodName(rod) { return "abcd"[rod % 4] + (Math.floor(rod / 4) + 1) }
function cellName(cell) { return rodName(cell % 16) + "/" + (Math.floor(cell / 16) + 1) }
function rodIndex(name) { return (Number(name[1]) - 1) * 4 + (name.charCodeAt(0) - 97) }
function cellIndex(name) { return (Number(name[3]) - 1) * 16 + rodIndex(name) }
