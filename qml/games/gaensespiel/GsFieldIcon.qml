import QtQuick
import Zeitvertreib

// The small pictures of the printed Gänsespiel sheets, drawn in ink: the
// goose, the bridge, the inn, the well, the maze, the prison, death and the
// garden of the goal. `kind` is the engine's field key.
Canvas {
    id: icon

    property string kind
    property color ink: Theme.ink

    onKindChanged: requestPaint()
    onWidthChanged: requestPaint()
    onHeightChanged: requestPaint()

    onPaint: {
        const g = getContext("2d")
        const w = width, h = height
        g.reset()
        g.strokeStyle = icon.ink
        g.fillStyle = icon.ink
        g.lineWidth = Math.max(1.5, w * 0.05)
        g.lineCap = "round"
        g.lineJoin = "round"
        switch (icon.kind) {
        case "goose":
            // body, neck, head, beak, a wing line
            g.fillStyle = "#ffffff"
            g.beginPath(); g.ellipse(w * 0.18, h * 0.5, w * 0.55, h * 0.3); g.fill(); g.stroke()
            g.beginPath(); g.moveTo(w * 0.62, h * 0.58); g.quadraticCurveTo(w * 0.78, h * 0.42, w * 0.7, h * 0.2); g.stroke()
            g.beginPath(); g.arc(w * 0.72, h * 0.2, w * 0.08, 0, 2 * Math.PI); g.fill(); g.stroke()
            g.fillStyle = "#e08a1e"
            g.beginPath(); g.moveTo(w * 0.79, h * 0.17); g.lineTo(w * 0.94, h * 0.22); g.lineTo(w * 0.79, h * 0.26); g.closePath(); g.fill()
            g.beginPath(); g.moveTo(w * 0.3, h * 0.62); g.quadraticCurveTo(w * 0.45, h * 0.56, w * 0.58, h * 0.66); g.stroke()
            break
        case "bridge":
            g.beginPath(); g.moveTo(w * 0.08, h * 0.45); g.quadraticCurveTo(w * 0.5, h * 0.1, w * 0.92, h * 0.45); g.stroke()
            g.beginPath(); g.moveTo(w * 0.08, h * 0.75); g.lineTo(w * 0.92, h * 0.75); g.stroke()
            g.beginPath(); g.arc(w * 0.5, h * 0.75, w * 0.2, Math.PI, 0); g.stroke()
            g.beginPath(); g.moveTo(w * 0.1, h * 0.45); g.lineTo(w * 0.1, h * 0.75); g.moveTo(w * 0.9, h * 0.45); g.lineTo(w * 0.9, h * 0.75); g.stroke()
            break
        case "inn":
            g.beginPath(); g.moveTo(w * 0.12, h * 0.45); g.lineTo(w * 0.5, h * 0.12); g.lineTo(w * 0.88, h * 0.45); g.closePath(); g.stroke()
            g.strokeRect(w * 0.2, h * 0.45, w * 0.6, h * 0.42)
            g.fillRect(w * 0.43, h * 0.62, w * 0.14, h * 0.25)
            g.beginPath(); g.moveTo(w * 0.8, h * 0.5); g.lineTo(w * 0.95, h * 0.5); g.stroke()
            g.fillStyle = "#e3b505"
            g.beginPath(); g.arc(w * 0.93, h * 0.6, w * 0.06, 0, 2 * Math.PI); g.fill()
            break
        case "well":
            g.beginPath(); g.ellipse(w * 0.18, h * 0.62, w * 0.64, h * 0.18); g.stroke()
            g.beginPath(); g.moveTo(w * 0.18, h * 0.71); g.lineTo(w * 0.18, h * 0.88); g.lineTo(w * 0.82, h * 0.88); g.lineTo(w * 0.82, h * 0.71); g.stroke()
            g.beginPath(); g.moveTo(w * 0.25, h * 0.65); g.lineTo(w * 0.25, h * 0.2); g.moveTo(w * 0.75, h * 0.65); g.lineTo(w * 0.75, h * 0.2); g.stroke()
            g.beginPath(); g.moveTo(w * 0.15, h * 0.25); g.lineTo(w * 0.5, h * 0.08); g.lineTo(w * 0.85, h * 0.25); g.stroke()
            g.beginPath(); g.moveTo(w * 0.5, h * 0.25); g.lineTo(w * 0.5, h * 0.5); g.stroke()
            break
        case "maze":
            for (let i = 0; i < 3; ++i) {
                const m = w * (0.1 + i * 0.13)
                g.beginPath()
                g.moveTo(m + w * 0.12, m); g.lineTo(w - m, m); g.lineTo(w - m, h - m); g.lineTo(m, h - m); g.lineTo(m, m + w * 0.1)
                g.stroke()
            }
            break
        case "prison":
            g.strokeRect(w * 0.15, h * 0.15, w * 0.7, h * 0.7)
            for (let i = 1; i < 5; ++i) {
                g.beginPath(); g.moveTo(w * (0.15 + i * 0.14), h * 0.15); g.lineTo(w * (0.15 + i * 0.14), h * 0.85); g.stroke()
            }
            break
        case "death":
            // a skull, as the sheets draw it
            g.beginPath(); g.arc(w * 0.5, h * 0.42, w * 0.28, Math.PI * 0.85, Math.PI * 2.15); g.stroke()
            g.beginPath(); g.moveTo(w * 0.28, h * 0.58); g.lineTo(w * 0.34, h * 0.8); g.lineTo(w * 0.66, h * 0.8); g.lineTo(w * 0.72, h * 0.58); g.stroke()
            g.beginPath(); g.arc(w * 0.39, h * 0.45, w * 0.08, 0, 2 * Math.PI); g.fill()
            g.beginPath(); g.arc(w * 0.61, h * 0.45, w * 0.08, 0, 2 * Math.PI); g.fill()
            g.beginPath(); g.moveTo(w * 0.44, h * 0.8); g.lineTo(w * 0.44, h * 0.68); g.moveTo(w * 0.56, h * 0.8); g.lineTo(w * 0.56, h * 0.68); g.stroke()
            break
        case "goal":
            // the garden of the goose: a goose under a star
            g.beginPath()
            for (let i = 0; i < 10; ++i) {
                const r = i % 2 === 0 ? w * 0.4 : w * 0.17
                const a = -Math.PI / 2 + i * Math.PI / 5
                const x = w * 0.5 + r * Math.cos(a), y = h * 0.5 + r * Math.sin(a)
                if (i === 0) g.moveTo(x, y); else g.lineTo(x, y)
            }
            g.closePath()
            g.fillStyle = "#e3b505"
            g.fill(); g.stroke()
            break
        case "start":
            g.beginPath(); g.moveTo(w * 0.15, h * 0.5); g.lineTo(w * 0.8, h * 0.5); g.stroke()
            g.beginPath(); g.moveTo(w * 0.6, h * 0.3); g.lineTo(w * 0.85, h * 0.5); g.lineTo(w * 0.6, h * 0.7); g.stroke()
            break
        }
    }
}
