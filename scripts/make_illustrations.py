#!/usr/bin/env python3
"""Writes the exhibit's drawings (assets/media/*.svg) in one visual language
(docs/illustration-style.md): one pen (3 units, details 1.5), the Theme's
palette, transparent ground. Each drawing is a few lines of SVG built from the
shared pieces below, so a change of style is made once. Run from the
repository root; the files are committed, the build only embeds them."""
import os

INK, SOFT, WOOD, WOODL = "#2b1d14", "#5a4636", "#4a2f1d", "#6f4a2e"
GREEN, GREENL, BURG = "#2f5240", "#4d7a60", "#6e1f2c"
BRASS, BRASSL, LIGHT = "#b08d57", "#e3c98f", "#d9a441"
WHITE, PAPER, PAPERD = "#f7f1e3", "#f3ead6", "#e6d7b8"
HAIR = "#d8b884"  # Theme.boardWood
OUT = os.path.join("assets", "media")
PEN = f'stroke="{INK}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"'
FINE = f'stroke="{SOFT}" stroke-width="1.5" stroke-linecap="round" fill="none"'


def svg(name, body, w=240, h=240, defs=""):
    text = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {h}" width="{w * 2}" height="{h * 2}">\n'
            f'<title>Gezeichnet für die Ausstellung / Drawn for the exhibition</title>\n'
            + (f"<defs>{defs}</defs>\n" if defs else "") + body + "\n</svg>\n")
    with open(os.path.join(OUT, name + ".svg"), "w", encoding="utf-8") as f:
        f.write(text)




def arrow(d):
    """A movement: the path and an open head drawn along its last segment
    (Qt's SVG renderer, SVG Tiny 1.2, has no markers)."""
    import math
    import re
    nums = [float(v) for v in re.findall(r"-?\d+(?:\.\d+)?", d)]
    (x0, y0), (x1, y1) = nums[-4:-2], nums[-2:]
    a = math.atan2(y1 - y0, x1 - x0)
    h = [(x1 - 11 * math.cos(a + s), y1 - 11 * math.sin(a + s)) for s in (0.5, -0.5)]
    head = f"M{h[0][0]:.1f} {h[0][1]:.1f} L{x1} {y1} L{h[1][0]:.1f} {h[1][1]:.1f}"
    return (f'<path d="{d}" fill="none" stroke="{BURG}" stroke-width="3" stroke-linecap="round"/>'
            f'<path d="{head}" fill="none" stroke="{BURG}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>')


def num(x, y, n):
    return (f'<circle cx="{x}" cy="{y}" r="11" fill="{PAPER}" {PEN}/>'
            f'<text x="{x}" y="{y + 5}" font-family="Noto Serif, serif" font-size="15" font-weight="bold" '
            f'text-anchor="middle" fill="{INK}">{n}</text>')


def pin(x, y, angle=0, big=False):
    length, ball = (34, 5) if big else (22, 3)
    return (f'<g transform="translate({x} {y}) rotate({angle})"><line x1="0" y1="0" x2="0" y2="{length}" '
            f'stroke="{BRASS}" stroke-width="{3 if big else 2.5}" stroke-linecap="round"/>'
            f'<circle cx="0" cy="0" r="{ball}" fill="{BRASSL}" stroke="{BRASS}" stroke-width="1.5"/></g>')


def waves(x, y, w, rows=3, gap=9):
    out = []
    for r in range(rows):
        yy = y + r * gap
        d = f"M{x} {yy}" + "".join(f" q{w / 8} -5 {w / 4} 0" for _ in range(4))
        out.append(f'<path d="{d}" {FINE}/>')
    return "".join(out)


def zigzag(x, y, w):
    d = f"M{x} {y}" + "".join(f" l{w / 8} -5 l{w / 8} 5" for _ in range(4))
    return f'<path d="{d}" {FINE}/>'


# --- heads -----------------------------------------------------------------
def head_back(extra=""):
    """A head from behind, 320x240: shoulders, neck, hair over the head."""
    return (f'<path d="M40 236 Q60 196 130 190 L190 190 Q260 196 280 236" fill="{WHITE}" {PEN}/>'
            f'<path d="M136 150 L136 194 L184 194 L184 150" fill="{PAPERD}" {PEN}/>'
            f'<ellipse cx="108" cy="118" rx="9" ry="16" fill="{PAPERD}" {PEN}/>'
            f'<ellipse cx="212" cy="118" rx="9" ry="16" fill="{PAPERD}" {PEN}/>'
            f'<path d="M102 120 Q96 40 160 36 Q224 40 218 120 Q214 160 160 168 Q106 160 102 120 Z" fill="{HAIR}" {PEN}/>'
            + "".join(f'<path d="M{160 + dx} 42 Q{160 + dx * 1.3} 110 {160 + dx * 1.1} 160" {FINE}/>'
                      for dx in (-36, -18, 0, 18, 36))
            + extra)


def head_side(extra=""):
    """A head in profile facing left, 320x240: the face at the left."""
    return (f'<path d="M70 236 Q90 200 150 196 L200 196 Q250 200 270 236" fill="{WHITE}" {PEN}/>'
            f'<path d="M150 160 L150 198 L196 198 L196 150" fill="{PAPERD}" {PEN}/>'
            f'<path d="M112 70 Q104 96 106 108 L96 124 L106 128 Q104 142 110 148 Q112 162 134 164 L150 164" '
            f'fill="{PAPERD}" {PEN}/>'
            f'<path d="M112 72 Q120 34 168 32 Q226 34 232 96 Q236 140 200 160 L172 150 Q168 120 150 104 Q128 96 112 72 Z" '
            f'fill="{HAIR}" {PEN}/>'
            f'<ellipse cx="164" cy="122" rx="9" ry="15" fill="{PAPERD}" {PEN}/>'
            + "".join(f'<path d="M{130 + k * 20} {44 + k * 2} Q{170 + k * 10} 80 {200 + k * 6} {140 - k * 8}" {FINE}/>'
                      for k in range(3))
            + extra)


def head_front(extra=""):
    return (f'<path d="M40 236 Q60 196 130 190 L190 190 Q260 196 280 236" fill="{WHITE}" {PEN}/>'
            f'<path d="M140 160 L140 194 L180 194 L180 160" fill="{PAPERD}" {PEN}/>'
            f'<path d="M100 110 Q96 40 160 34 Q224 40 220 110 Q222 150 206 160 L114 160 Q98 150 100 110 Z" fill="{HAIR}" {PEN}/>'
            f'<ellipse cx="160" cy="118" rx="42" ry="52" fill="{PAPERD}" {PEN}/>'
            f'<path d="M146 112 l0 2 M174 112 l0 2 M152 146 q8 4 16 0" {PEN}/>'
            + extra)


def step(name, view, extra):
    svg(name, view(extra), 320, 240)


# --- hairstyles: every element is named by the step's text ------------------
def hairstyles():
    # Einfache ungebundene Frisur
    step("frisur_einfach_1", head_side,
         waves(118, 60, 56, 3) + zigzag(126, 84, 40)
         + f'<path d="M112 72 Q126 40 168 36 L176 40 Q150 60 150 100 Q128 96 112 72 Z" fill="{BRASSL}" fill-opacity="0.8" {PEN}/>'
         + num(140, 66, 1)
         + f'<path d="M184 38 Q186 90 172 140" fill="none" stroke="{INK}" stroke-width="2" stroke-dasharray="6 5"/>'
         + arrow("M60 40 L108 40") + arrow("M260 40 L180 40"))
    step("frisur_einfach_2", head_back,
         arrow("M160 60 Q150 40 120 56") + arrow("M196 60 Q212 44 226 58")
         + f'<path d="M140 120 Q160 108 180 120 Q160 132 140 120 Z" fill="{BRASSL}" {PEN}/>'
         + f'<path d="M148 122 Q150 140 160 150 M172 122 Q170 140 160 150" {FINE}/>'
         + f'<path d="M160 118 Q140 80 160 70 Q180 80 160 118 Z" fill="{BRASSL}" {PEN}/>'
         + arrow("M190 126 Q210 100 186 72") + num(240, 120, 1) + num(240, 80, 2))
    step("frisur_einfach_3", head_back,
         f'<path d="M160 118 Q140 80 160 70 Q180 80 160 118 Z" fill="{BRASSL}" {PEN}/>'
         + f'<path d="M140 120 Q160 108 180 120 Q160 132 140 120 Z" fill="{BRASSL}" {PEN}/>'
         + arrow("M160 126 Q196 110 176 84 Q160 64 140 86")
         + pin(132, 104, -60) + pin(188, 104, 60)
         + arrow("M96 70 L80 60") + arrow("M224 70 L240 60") + arrow("M100 150 L84 162") + arrow("M220 150 L236 162"))
    step("frisur_einfach_4", head_back,
         f'<path d="M160 112 Q136 84 160 62 Q184 84 160 112 Q136 140 160 150 Q184 140 160 112 Z" fill="{BRASSL}" {PEN}/>'
         + zigzag(146, 140, 28)
         + arrow("M150 150 Q120 130 146 100")
         + pin(136, 112, -50) + pin(184, 112, 50) + pin(124, 84, -70, True) + pin(196, 84, 70, True)
         + num(250, 86, 8))
    # Hausfrisur
    step("frisur_haus_1", head_back,
         waves(110, 60, 100, 4, 24)
         + f'<ellipse cx="160" cy="92" rx="36" ry="40" fill="{BRASSL}" fill-opacity="0.85" {PEN}/>'
         + f'<rect x="146" y="66" width="28" height="6" rx="3" fill="{BURG}"/>'
         + f'<path d="M124 92 L102 92" stroke="{INK}" stroke-width="2" stroke-dasharray="5 4"/>'
         + arrow("M72 92 L100 92") + num(60, 92, 1))
    step("frisur_haus_2", head_back,
         f'<rect x="146" y="64" width="28" height="8" rx="3" fill="{BURG}"/>'
         + f'<circle cx="160" cy="68" r="22" fill="none" stroke="{INK}" stroke-width="2" stroke-dasharray="5 4"/>'
         + arrow("M118 150 Q112 90 140 72") + arrow("M202 150 Q208 90 180 72")
         + arrow("M108 70 Q120 50 140 58") + arrow("M212 70 Q200 50 180 58") + arrow("M160 26 L160 44")
         + num(104, 164, 1) + num(216, 164, 2) + num(92, 58, 3) + num(228, 58, 4) + num(160, 14, 5))
    step("frisur_haus_3", head_back,
         f'<rect x="146" y="64" width="28" height="8" rx="3" fill="{BURG}"/>'
         + f'<path d="M150 70 Q118 60 112 30" fill="none" stroke="{WOODL}" stroke-width="12" stroke-linecap="round"/>'
         + f'<path d="M170 70 Q202 60 208 30" fill="none" stroke="{WOODL}" stroke-width="9" stroke-linecap="round"/>'
         + "".join(f'<path d="M{118 + k * 8} {44 + k * 5} l6 -6" {FINE}/>' for k in range(4))
         + arrow("M124 20 Q160 0 196 20") + arrow("M200 46 Q160 30 140 56"))
    step("frisur_haus_4", head_back,
         f'<rect x="146" y="88" width="28" height="8" rx="3" fill="{BURG}"/>'
         + f'<path d="M160 90 Q140 60 160 40 Q180 60 160 90 Z" fill="{BRASSL}" {PEN}/>'
         + f'<path d="M164 92 Q200 96 230 84 M166 96 Q202 104 232 100" fill="none" stroke="{WOODL}" stroke-width="7" stroke-linecap="round"/>'
         + arrow("M160 40 L160 20") + pin(148, 64, -30) + pin(172, 64, 30)
         + f'<ellipse cx="160" cy="104" rx="16" ry="7" fill="{PAPERD}" stroke="{INK}" stroke-width="2"/>'
         + num(96, 104, "L") + num(254, 50, "R"))
    step("frisur_haus_5", head_back,
         f'<path d="M160 90 Q140 60 160 40 Q180 60 160 90 Z" fill="{BRASSL}" {PEN}/>'
         + f'<path d="M186 88 Q208 60 160 30 Q120 50 136 86" fill="none" stroke="{WOODL}" stroke-width="7" stroke-linecap="round"/>'
         + zigzag(190, 110, 24) + arrow("M210 96 Q220 40 160 22 Q104 30 118 80")
         + pin(148, 64, -30) + pin(172, 64, 30) + pin(128, 40, -60, True))
    # Frisur für dünnes Haar
    # Step 1 names two things: the parting in front, the plait behind.
    front = head_front(f'<path d="M160 40 L160 70" stroke="{PAPER}" stroke-width="4"/>'
                       + arrow("M150 60 Q120 60 108 90") + arrow("M170 60 Q200 60 212 90"))
    back = head_back("".join(f'<path d="M152 {100 + k * 14} q8 8 16 0 M152 {107 + k * 14} q8 -8 16 0" '
                             f'fill="none" stroke="{WOODL}" stroke-width="4"/>' for k in range(4))
                     + pin(146, 100, -40) + pin(174, 100, 40))
    svg("frisur_duenn_1", f'<g transform="translate(0 50) scale(0.55)">{front}</g>'
        f'<g transform="translate(150 50) scale(0.55)">{back}</g>' + num(88, 30, 1) + num(238, 30, 2), 320, 240)
    step("frisur_duenn_2", head_side,
         f'<path d="M112 72 Q120 36 168 34 Q200 36 214 70" fill="none" stroke="{BRASS}" stroke-width="10" stroke-opacity="0.7"/>'
         + waves(126, 52, 60, 2, 10) + pin(120, 74, 200) + pin(160, 30, 180) + pin(214, 66, 150) + pin(190, 96, 160)
         + arrow("M140 62 Q200 60 226 112"))
    step("frisur_duenn_3", head_back,
         f'<ellipse cx="160" cy="112" rx="40" ry="20" fill="{BRASSL}" {PEN}/>'
         + f'<path d="M160 92 L160 56" stroke="{INK}" stroke-width="2" stroke-dasharray="5 4"/>'
         + arrow("M160 160 L160 136") + num(240, 112, 5))
    step("frisur_duenn_4", head_front,
         "".join(f'<path d="M{104 + k * 4} {70 + k * 20} q10 -8 18 0 q8 8 18 0" {FINE}/>' for k in range(3))
         + "".join(f'<path d="M{180 - k * 4} {70 + k * 20} q10 -8 18 0 q8 8 18 0" {FINE}/>' for k in range(3))
         + f'<path d="M160 34 L160 62" stroke="{PAPER}" stroke-width="4"/>')
    step("frisur_duenn_5", lambda e: e,
         f'<rect x="60" y="70" width="200" height="48" rx="24" fill="{HAIR}" {PEN}/>'
         + "".join(f'<path d="M{72 + k * 22} 76 q8 18 0 36" {FINE}/>' for k in range(9))
         + f'<circle cx="160" cy="94" r="7" fill="none" stroke="{BRASS}" stroke-width="3"/>'
         + f'<path d="M60 140 L260 140" stroke="{INK}" stroke-width="2"/><path d="M60 134 L60 146 M260 134 L260 146" {PEN}/>'
         + f'<text x="160" y="164" font-family="Noto Serif, serif" font-size="16" text-anchor="middle" fill="{INK}">6 cm</text>'
         + "".join(f'<path d="M{40 + k * 24} 200 q6 -10 12 0 q6 10 12 0" fill="none" stroke="{WOODL}" stroke-width="5"/>' for k in range(10)))


# --- small objects, used by emblems, pictograms and material --------------
def die(x, y, size=56, pips=(1, 3, 5, 7, 9)):
    spots = {1: (0.25, 0.25), 2: (0.5, 0.25), 3: (0.75, 0.25), 4: (0.25, 0.5), 5: (0.5, 0.5),
             6: (0.75, 0.5), 7: (0.25, 0.75), 8: (0.5, 0.75), 9: (0.75, 0.75)}
    out = f'<rect x="{x}" y="{y}" width="{size}" height="{size}" rx="9" fill="{WHITE}" {PEN}/>'
    for p in pips:
        fx, fy = spots[p]
        out += f'<circle cx="{x + fx * size}" cy="{y + fy * size}" r="{size / 14}" fill="{INK}"/>'
    return out


def board(x, y, size, n=4):
    cell = size / n
    out = f'<rect x="{x}" y="{y}" width="{size}" height="{size}" fill="{PAPERD}" {PEN}/>'
    for r in range(n):
        for c in range(n):
            if (r + c) % 2:
                out += f'<rect x="{x + c * cell}" y="{y + r * cell}" width="{cell}" height="{cell}" fill="{WOODL}"/>'
    return out + f'<rect x="{x}" y="{y}" width="{size}" height="{size}" fill="none" {PEN}/>'


def card(x, y, angle, mark=""):
    return (f'<g transform="translate({x} {y}) rotate({angle})"><rect x="-26" y="-38" width="52" height="76" rx="6" '
            f'fill="{WHITE}" {PEN}/>{mark}</g>')


HEART = f'<path d="M0 -6 q-10 -12 -16 0 q0 10 16 22 q16 -12 16 -22 q-6 -12 -16 0 Z" fill="{BURG}"/>'


def lantern(x, y, s=1.0, shape="round"):
    """A paper lantern on its stick, lit: round, star, moon or sun."""
    body = {
        "round": f'<ellipse cx="0" cy="40" rx="34" ry="40" fill="{LIGHT}" {PEN}/>'
                 + "".join(f'<path d="M{dx} 2 Q{dx * 1.6} 40 {dx} 78" {FINE}/>' for dx in (-18, 0, 18)),
        "star": f'<path d="M0 0 L11 28 L40 30 L17 48 L25 78 L0 61 L-25 78 L-17 48 L-40 30 L-11 28 Z" fill="{LIGHT}" {PEN}/>',
        "moon": f'<path d="M10 2 A38 38 0 1 0 10 78 A44 44 0 0 1 10 2 Z" fill="{LIGHT}" {PEN}/>',
        "sun": f'<circle cx="0" cy="40" r="28" fill="{LIGHT}" {PEN}/>'
               + "".join(f'<path d="M0 {40 - 30} L0 {40 - 40}" {PEN} transform="rotate({k * 45} 0 40)"/>' for k in range(8)),
        "house": f'<path d="M-30 20 L0 0 L30 20 L30 76 L-30 76 Z" fill="{LIGHT}" {PEN}/>'
                 f'<rect x="-10" y="34" width="20" height="24" fill="{BRASSL}" {PEN}/>',
    }[shape]
    return (f'<g transform="translate({x} {y}) scale({s})"><path d="M0 -60 L0 0" {PEN}/>'
            f'<path d="M-60 -62 L40 -58" stroke="{WOOD}" stroke-width="5" stroke-linecap="round"/>{body}</g>')


def emblems():
    svg("emblem_games", board(28, 60, 120) + die(150, 118, 66) + card(184, 70, 14, f'<g transform="scale(0.9)">{HEART}</g>'))
    svg("emblem_collection",
        f'<path d="M30 110 L120 60 L210 110 Z" fill="{PAPERD}" {PEN}/><rect x="40" y="110" width="160" height="100" fill="{WHITE}" {PEN}/>'
        + "".join(f'<rect x="{52 + k * 50}" y="128" width="36" height="30" fill="{LIGHT}" fill-opacity="0.6" {PEN}/>' for k in range(3))
        + f'<rect x="102" y="168" width="36" height="42" fill="{WOODL}" {PEN}/><path d="M20 210 L220 210" {PEN}/>'
        + f'<rect x="150" y="70" width="14" height="24" fill="{PAPERD}" {PEN}/>')
    svg("emblem_people",
        f'<ellipse cx="86" cy="66" rx="22" ry="26" fill="{PAPERD}" {PEN}/><path d="M66 56 Q86 30 106 56" fill="{HAIR}" {PEN}/>'
        f'<path d="M60 100 L112 100 L136 214 L36 214 Z" fill="{WOOD}" {PEN}/><path d="M68 130 L104 130 L116 200 L56 200 Z" fill="{WHITE}" {PEN}/>'
        f'<ellipse cx="160" cy="70" rx="22" ry="26" fill="{PAPERD}" {PEN}/><circle cx="160" cy="40" r="12" fill="{HAIR}" {PEN}/>'
        f'<path d="M134 102 L186 102 L210 214 L110 214 Z" fill="{GREEN}" {PEN}/><path d="M146 102 L174 102 L168 150 L152 150 Z" fill="{WHITE}" {PEN}/>')
    svg("emblem_hairstyles", head_back(f'<path d="M160 112 Q136 84 160 62 Q184 84 160 112 Q136 140 160 150 Q184 140 160 112 Z" fill="{BRASSL}" {PEN}/>'
                                       + pin(136, 100, -50, True) + pin(184, 100, 50, True)).replace("", "")
        if False else f'<g transform="translate(-40 0)">' + head_back(
            f'<path d="M160 112 Q136 84 160 62 Q184 84 160 112 Q136 140 160 150 Q184 140 160 112 Z" fill="{BRASSL}" {PEN}/>'
            + pin(136, 100, -50, True) + pin(184, 100, 50, True)) + "</g>")
    svg("emblem_songs", procession_body(), 320, 240)
    svg("emblem_about",
        f'<path d="M40 60 Q80 44 120 60 L120 200 Q80 184 40 200 Z" fill="{WHITE}" {PEN}/>'
        f'<path d="M120 60 Q160 44 200 60 L200 200 Q160 184 120 200 Z" fill="{WHITE}" {PEN}/>'
        + "".join(f'<path d="M54 {84 + k * 20} L106 {84 + k * 20} M134 {84 + k * 20} L186 {84 + k * 20}" {FINE}/>' for k in range(5))
        + f'<path d="M170 20 L190 40 L140 140 L124 146 L126 128 Z" fill="{BRASSL}" {PEN}/>')


def procession_body():
    out = f'<path d="M0 220 Q160 200 320 220" {PEN} fill="none"/>'
    for k, (x, shape) in enumerate([(60, "round"), (150, "star"), (240, "moon")]):
        out += (f'<ellipse cx="{x}" cy="{150}" rx="12" ry="14" fill="{PAPERD}" {PEN}/>'
                f'<path d="M{x - 18} 168 L{x + 18} 168 L{x + 22} 214 L{x - 22} 214 Z" fill="{[GREEN, BURG, WOODL][k]}" {PEN}/>'
                f'<path d="M{x + 14} 172 L{x + 40} 120" {PEN}/>' + lantern(x + 40, 120, 0.55, shape))
    return out


def songs():
    for key, shape in [("lied_laterne_laterne", "round"), ("lied_ich_geh_mit_meiner_laterne", "star"),
                       ("lied_sonne_mond_sterne", "sun"), ("lied_martin", "house"), ("lied_der_mond", "moon")]:
        svg(key, lantern(120, 90, 1.4, shape))


def person(name, dress, collar, parts, sleeves=None):
    """A figure in the calm outline of a fashion plate: no face but the oval."""
    svg(name, f'<ellipse cx="120" cy="56" rx="24" ry="30" fill="{PAPERD}" {PEN}/>'
        + f'<path d="M92 96 Q120 86 148 96 L156 170 L184 300 L56 300 L84 170 Z" fill="{dress}" {PEN}/>'
        + f'<path d="M92 100 L70 190 L82 194 L100 120 M148 100 L170 190 L158 194 L140 120" fill="{sleeves or dress}" {PEN}/>'
        + collar + parts, 240, 320)


def people():
    dark = WOOD
    person("figur_kindermaedchen", dark,
           f'<rect x="108" y="84" width="24" height="14" fill="{dark}" {PEN}/>',
           f'<path d="M96 32 Q120 12 144 32 L146 44 L94 44 Z" fill="{WHITE}" {PEN}/>'      # Haube
           f'<path d="M96 110 L144 110 L160 284 L80 284 Z" fill="{WHITE}" {PEN}/>'       # Schürze
           f'<path d="M86 300 L86 312 L108 312 L108 300 M132 300 L132 312 L154 312 L154 300" fill="{INK}" {PEN}/>'
           + num(196, 40, 1) + num(196, 92, 2) + num(30, 150, 3) + num(196, 200, 4) + num(196, 290, 5)
           + f'<path d="M184 40 L146 36 M184 92 L134 92 M42 150 L78 150 M184 200 L152 200 M184 290 L156 306" {FINE}/>')
    person("figur_gouvernante", GREENL,
           f'<path d="M104 90 L136 90 L132 104 L108 104 Z" fill="{WHITE}" {PEN}/>',
           f'<path d="M100 100 L140 100 L144 168 L96 168 Z" fill="{GREEN}" {PEN}/>'       # Weste
           f'<path d="M112 100 L128 100 L124 164 L116 164 Z" fill="{WHITE}" {PEN}/>'     # Bluse
           f'<path d="M82 172 L70 190 L82 194 M158 172 L170 190 L158 194" fill="none" {PEN}/>'
           f'<circle cx="120" cy="22" r="14" fill="{HAIR}" {PEN}/>'                        # Dutt
           f'<circle cx="111" cy="56" r="6" fill="none" {PEN}/><circle cx="129" cy="56" r="6" fill="none" {PEN}/>'
           + "".join(f'<circle cx="{100 + k * 10}" cy="250" r="3" fill="none" stroke="{BRASSL}" stroke-width="2"/>' for k in range(5))
           + num(196, 22, 1) + num(30, 56, 2) + num(196, 136, 3) + num(30, 134, 4) + num(196, 250, 5)
           + f'<path d="M184 22 L136 22 M42 56 L104 56 M184 136 L136 136 M42 134 L88 134 M184 250 L142 250" {FINE}/>',
           sleeves=WHITE)


PICTOGRAMS = {
    "board": lambda: board(50, 50, 140),
    "dice": lambda: die(40, 80, 80) + die(124, 60, 80, (1, 3, 7, 9)),
    "cards": lambda: card(96, 120, -12) + card(144, 120, 12, HEART),
    "laying": lambda: "".join(f'<rect x="{40 + k * 56}" y="96" width="48" height="48" fill="{[GREENL, BRASSL, PAPERD][k]}" {PEN}/>' for k in range(3))
              + f'<rect x="68" y="148" width="48" height="48" fill="{BURG}" {PEN}/><rect x="124" y="148" width="48" height="48" fill="{WHITE}" {PEN}/>',
    "guessing": lambda: "".join(f'<circle cx="{60 + k * 40}" cy="120" r="16" fill="{[BURG, GREEN, LIGHT, WOODL][k]}" {PEN}/>' for k in range(4))
              + f'<text x="120" y="200" font-family="Noto Serif, serif" font-size="56" font-weight="bold" text-anchor="middle" fill="{INK}">?</text>',
    "skill": lambda: "".join(f'<path d="M{60 + k * 28} {200 - k * 6} L{180 - k * 20} {40 + k * 12}" stroke="{[BURG, GREEN, WOODL, BRASS, INK][k]}" stroke-width="6" stroke-linecap="round"/>' for k in range(5)),
    "thinking": lambda: f'<path d="M70 200 L170 200 L160 180 L80 180 Z" fill="{WOODL}" {PEN}/><path d="M90 180 L100 110 L140 110 L150 180" fill="{WOODL}" {PEN}/>'
              + f'<circle cx="120" cy="92" r="24" fill="{WOODL}" {PEN}/><path d="M108 60 L132 60 M120 48 L120 70" {PEN}/>',
    "outdoor_material": lambda: f'<circle cx="92" cy="130" r="56" fill="none" stroke="{WOODL}" stroke-width="8"/>'
              + f'<circle cx="172" cy="176" r="26" fill="{BURG}" {PEN}/><path d="M150 170 Q172 160 194 170" {FINE}/>',
    "outdoor": lambda: f'<rect x="64" y="130" width="20" height="80" fill="{WOODL}" {PEN}/>'
              + f'<circle cx="74" cy="100" r="52" fill="{GREENL}" {PEN}/><circle cx="170" cy="186" r="24" fill="{BURG}" {PEN}/>'
              + f'<path d="M20 212 L220 212" {PEN}/>',
    "roleplay": lambda: f'<ellipse cx="120" cy="150" rx="96" ry="26" fill="{BRASSL}" {PEN}/>'
              + f'<path d="M70 146 Q72 80 120 78 Q168 80 170 146 Z" fill="{BRASSL}" {PEN}/>'
              + f'<path d="M72 132 Q120 146 168 132 L168 118 Q120 132 72 118 Z" fill="{BURG}" {PEN}/>',
}


def pictograms():
    for key, draw in PICTOGRAMS.items():
        svg("category_" + key, draw())


def material():
    svg("material_sackhuepfen", f'<path d="M60 60 L180 60 L190 210 Q120 226 50 210 Z" fill="{PAPERD}" {PEN}/>'
        f'<path d="M60 60 Q120 80 180 60" fill="none" {PEN}/>' + "".join(f'<path d="M{70 + k * 22} 90 L{66 + k * 22} 200" {FINE}/>' for k in range(6)))
    svg("material_stelzen", "".join(f'<path d="M{80 + k * 70} 20 L{80 + k * 70} 226" stroke="{WOODL}" stroke-width="10" stroke-linecap="round"/>'
                                    f'<path d="M{80 + k * 70} 150 L{100 + k * 70} 150 L{80 + k * 70} 170" fill="{WOOD}" {PEN}/>' for k in range(2)))
    svg("material_reifen", f'<circle cx="110" cy="120" r="84" fill="none" stroke="{WOODL}" stroke-width="10"/>'
        f'<path d="M190 210 L150 150" stroke="{WOOD}" stroke-width="7" stroke-linecap="round"/>')
    svg("material_kreisel", f'<path d="M80 80 L160 80 L120 190 Z" fill="{BURG}" {PEN}/><ellipse cx="120" cy="80" rx="40" ry="12" fill="{LIGHT}" {PEN}/>'
        f'<path d="M96 110 L144 110 M104 140 L136 140" {FINE}/>'
        f'<path d="M190 40 L210 200" stroke="{WOOD}" stroke-width="6" stroke-linecap="round"/><path d="M190 40 Q150 30 140 60 Q130 90 160 100" fill="none" stroke="{INK}" stroke-width="2"/>')
    svg("material_murmeln", "".join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="{c}" {PEN}/><path d="M{x - r / 2} {y - r / 3} q{r / 3} {-r / 3} {r / 2} 0" stroke="{WHITE}" stroke-width="3" fill="none"/>'
                                    for x, y, r, c in [(70, 150, 26, GREENL), (130, 170, 22, BURG), (180, 130, 28, LIGHT), (110, 100, 18, BRASSL), (160, 200, 16, GREEN)]))
    svg("material_seil", f'<path d="M40 200 Q120 -40 200 200" fill="none" stroke="{WOODL}" stroke-width="6"/>'
        f'<rect x="28" y="196" width="24" height="36" rx="8" fill="{WOOD}" {PEN}/><rect x="188" y="196" width="24" height="36" rx="8" fill="{WOOD}" {PEN}/>')
    svg("material_eierlauf", f'<path d="M30 200 L150 90" stroke="{WOODL}" stroke-width="6" stroke-linecap="round"/>'
        f'<ellipse cx="166" cy="80" rx="34" ry="18" fill="{WOODL}" {PEN}/><ellipse cx="166" cy="58" rx="20" ry="26" fill="{WHITE}" {PEN}/>')
    svg("material_dosen", "".join(f'<rect x="{x}" y="{y}" width="44" height="56" rx="4" fill="{c}" {PEN}/>'
                                  for x, y, c in [(50, 170, BRASSL), (98, 170, GREENL), (146, 170, BRASSL), (74, 112, BURG), (122, 112, BRASSL), (98, 54, GREENL)]))
    svg("material_hufeisen", f'<path d="M70 200 L70 110 A50 50 0 0 1 170 110 L170 200" fill="none" stroke="{SOFT}" stroke-width="22"/>'
        f'<path d="M70 200 L70 110 A50 50 0 0 1 170 110 L170 200" fill="none" stroke="{INK}" stroke-width="3"/>'
        + "".join(f'<circle cx="{x}" cy="{y}" r="3" fill="{PAPER}"/>' for x, y in [(70, 150), (70, 120), (170, 150), (170, 120)]))
    svg("material_hickelkasten", "".join(f'<rect x="{x}" y="{y}" width="56" height="44" fill="none" {PEN}/>'
                                         for x, y in [(92, 190), (92, 146), (64, 102), (120, 102), (92, 58)])
        + f'<path d="M92 58 A28 28 0 0 1 148 58" fill="none" {PEN}/><ellipse cx="120" cy="212" rx="12" ry="7" fill="{SOFT}"/>')
    svg("material_gummitwist", f'<path d="M40 90 L200 90 L200 150 L40 150 Z" fill="none" stroke="{BURG}" stroke-width="5"/>'
        + "".join(f'<path d="M{x} 60 L{x} 220" stroke="{PAPERD}" stroke-width="18"/><path d="M{x - 9} 60 L{x - 9} 220 M{x + 9} 60 L{x + 9} 220" {PEN}/>' for x in (40, 200)))
    svg("material_fadenspiel", f'<path d="M50 90 L190 150 M50 150 L190 90 M50 90 L190 90 M50 150 L190 150 M90 90 L150 150 M150 90 L90 150" stroke="{BURG}" stroke-width="2.5"/>'
        + "".join(f'<ellipse cx="{x}" cy="120" rx="22" ry="46" fill="{PAPERD}" {PEN}/>' for x in (36, 204)))
    svg("material_tauziehen", f'<path d="M20 130 Q120 110 220 130" fill="none" stroke="{WOODL}" stroke-width="12"/>'
        f'<path d="M20 130 Q120 110 220 130" {FINE}/><path d="M120 96 L120 150" stroke="{BURG}" stroke-width="6"/>')
    svg("material_blinde_kuh", f'<path d="M30 120 Q120 90 210 120 L210 146 Q120 116 30 146 Z" fill="{WHITE}" {PEN}/>'
        f'<path d="M210 130 Q236 170 214 204 M210 136 Q226 180 196 210" fill="none" {PEN}/>')


if __name__ == "__main__":
    os.makedirs(OUT, exist_ok=True)
    hairstyles()
    emblems()
    songs()
    people()
    pictograms()
    material()
