// Flat 3D: arrows as slightly raised ribbons on the block's faces. One instance is a
// thin prism between two stations (flat_mesh.py): corners c +- w + lift * n, lift in
// u_lift = (bottom, top). Five quads per instance: top, two sides, two end caps (the
// caps only where the instance's flags ask for them). An arrowhead is a piece whose far
// station has zero width. Colours are linear; the output is sRGB. The top of the body
// carries two marks per cell saying the way the arrow flies (chevrons pointing it; a dot
// where it flies straight out of the face the piece lies on, a cross where it flies into
// it), the 3D mode's language (docs/direction-marks.md); deeper with u_glyphs on (the
// colour-blind palette), so the direction reads without its colour.
#version 330

#if defined VERTEX_SHADER

in vec4 in_corner;       // station (0/1), side (-1/+1), level (0 bottom / 1 top), part
in vec3 i_c0;
in vec3 i_w0;
in vec3 i_n0;
in vec3 i_c1;
in vec3 i_w1;
in vec3 i_n1;
in vec3 i_color;
in int i_arrow;
in uint i_flags;
in float i_along;        // the ribbon's own arc length at the first station (cells)

uniform mat4 u_view_proj;
uniform vec2 u_lift;
#include "resting.glsl"

out vec3 v_world;
out vec2 v_edge;         // distance-like to the top face's left and right borders
out float v_along;       // the ribbon's own arc length (0 at the tail cell's centre)
out float v_across;      // distance from the piece's middle line, across it
flat out vec3 v_fly;     // the flight direction in the piece's frame (along, across, up)
flat out vec3 v_color;
flat out int v_arrow;
flat out int v_part;
flat out int v_flags;

const uint CAP0 = 1u;
const uint CAP1 = 2u;

void main() {
    int part = int(in_corner.w);
    bool moving = (i_flags & FLAG_MOVING) != 0u;
    bool capless = (part == 2 && (i_flags & CAP0) == 0u) || (part == 3 && (i_flags & CAP1) == 0u);
    if (capless || resting_hidden(i_arrow, moving)) {
        gl_Position = NOWHERE;
        return;
    }
    float st = in_corner.x;
    float side = in_corner.y;
    vec3 c = mix(i_c0, i_c1, st);
    vec3 w = mix(i_w0, i_w1, st);
    vec3 n = mix(i_n0, i_n1, st);
    // a moving ribbon stands a hair taller, so where it slides over another one (the
    // smack) its top is never coplanar with a resting top
    float top = moving ? u_lift.y + 0.008 : u_lift.y;
    vec3 p = c + side * w + mix(u_lift.x, top, in_corner.z) * n;
    p = shaken(p, i_arrow, moving);
    float hw = length(w);
    v_edge = vec2(side < 0.0 ? 0.0 : 2.0 * hw, side < 0.0 ? 2.0 * hw : 0.0);
    // the piece's own frame (exact on its whole top, also where a station is mitred)
    vec3 dc = i_c1 - i_c0;
    vec3 t = length(dc) > 1e-6 ? normalize(dc) : vec3(0.0);
    vec3 wa = i_w0 - dot(i_w0, t) * t;
    wa = length(wa) > 1e-6 ? normalize(wa) : vec3(0.0);
    v_along = i_along + dot(p - i_c0, t);
    v_across = dot(p - i_c0, wa);
    int dir = int((i_flags >> 23u) & 7u) - 1;
    vec3 d = vec3(0.0);
    if (dir >= 0) d[dir >> 1] = (dir & 1) == 1 ? -1.0 : 1.0;
    v_fly = vec3(dot(d, t), dot(d, wa), sign(dot(d, i_n0)));
    v_world = p;
    v_color = i_color;
    v_arrow = i_arrow;
    v_part = part;
    v_flags = int(i_flags);
    gl_Position = u_view_proj * vec4(p, 1.0);
}

#elif defined FRAGMENT_SHADER

in vec3 v_world;
in vec2 v_edge;
in float v_along;
in float v_across;
flat in vec3 v_fly;
flat in vec3 v_color;
flat in int v_arrow;
flat in int v_part;
flat in int v_flags;

#include "frame.glsl"
#include "highlight.glsl"

out vec4 f_color;

uniform int u_glyphs;            // 1: stronger direction marks (colour-blind palette)
uniform float u_beam_alpha;      // the aim line's opacity: 1, or faint where the block hides it

const int FLAG_HEAD = 4;
const int FLAG_BEAM = 4194304;   // 1 << 22
const int FLAG_IMPACT = 67108864;  // 1 << 26: the aim line's impact mark (mesh.FLAG_IMPACT)
const float IMPACT_SEEN = 0.85;  // ... seen this strong where the block hides it (box.glsl's)

#include "segment.glsl"

// 0..1 coverage of the glyphs at `along` (cells of the ribbon's own arc length),
// `across` from its middle line (world units): two per cell, a quarter cell either side
// of its centre, so each lies within one piece (pieces end at the cell centres and at
// the edges, where the ribbon may turn or fold); none behind the tail cell's centre.
// `fly`: the flight direction in the piece's frame (along, across, out of the face).
float ribbon_glyph(float along, float across, vec3 fly, float px) {
    if (dot(fly, fly) < 0.5) return 0.0;                       // no direction: no mark
    float centre = floor(along * 2.0) * 0.5 + 0.25;
    if (centre < 0.0) return 0.0;
    vec2 q = vec2(along - centre, across);
    float aa = px * 1.2;
    float d;
    if (abs(fly.x) + abs(fly.y) < 0.5) {
        if (fly.z > 0.0) {
            d = max(length(q) - 0.07, 0.0);                    // a dot: it flies out at you
        } else {
            d = min(segment(q, vec2(-0.08, -0.08), vec2(0.08, 0.08)),
                    segment(q, vec2(-0.08, 0.08), vec2(0.08, -0.08)));   // a cross: away
        }
    } else {
        vec2 e = normalize(fly.xy);                            // a chevron pointing its way
        q = vec2(dot(q, e), dot(q, vec2(-e.y, e.x)));
        d = min(segment(q, vec2(-0.075, 0.14), vec2(0.065, 0.0)),
                segment(q, vec2(-0.075, -0.14), vec2(0.065, 0.0)));
    }
    return 1.0 - smoothstep(0.035, 0.035 + aa, d);
}

void main() {
    if (u_xray >= 0) {
        if (v_part != 0) discard;  // the top only: its sides would tint the hint, and count
        // as hidden (under its own top) when a hit blocker's share in sight is counted (s378)
        f_color = xray_colour(v_color);
        return;
    }
    vec3 V = normalize(u_eye - v_world);
    vec3 N = facing_normal(v_world, V);
    if ((v_flags & FLAG_BEAM) != 0) {
        float glow = 0.7 + 0.3 * abs(dot(N, V));
        float alpha = (v_flags & FLAG_IMPACT) != 0 ? max(u_beam_alpha, IMPACT_SEEN) : u_beam_alpha;
        f_color = vec4(pow(v_color * glow, vec3(1.0 / 2.2)), alpha * hatch());
        return;
    }
    bool hover = is_hover(v_arrow);
    vec3 base = v_color;
    if (hover) base = lit_colour(base);
    float key = max(dot(N, u_key), 0.0);
    float fill = max(dot(N, u_fill), 0.0);
    float hemi = 0.5 + 0.5 * dot(N, u_up);
    vec3 ambient = mix(vec3(0.17, 0.17, 0.20), vec3(0.45, 0.46, 0.50), hemi);
    vec3 lit = base * (ambient + key * vec3(1.0, 0.95, 0.88) * 0.9
                       + fill * vec3(0.55, 0.62, 0.75) * 0.25);
    vec3 H = normalize(u_key + V);
    lit += vec3(1.0, 0.97, 0.9) * pow(max(dot(N, H), 0.0), 40.0) * 0.18;
    vec3 line = hover ? vec3(1.0, 0.98, 0.9) : vec3(0.015, 0.015, 0.02);
    if (v_part == 0) {
        // a dark border along the top face's sides (about two pixels, s217: two pieces
        // of one colour side by side read as two, each outlined), stronger on hover
        vec2 fw = max(fwidth(v_edge), vec2(1e-5));
        vec2 e = v_edge / fw;
        float edge = 1.0 - smoothstep(1.0, 2.2, min(e.x, e.y));
        lit = mix(lit, line, edge * (hover ? 0.9 : 0.7));
    } else {
        // the ribbon's thin sides and ends: darker, so the ribbon stands off the face
        lit = hover ? mix(lit, line, 0.6) : lit * 0.55;
    }
    if (v_part == 0 && (v_flags & FLAG_HEAD) == 0) {
        // the direction marks (docs/direction-marks.md, as on the 3D mode's cubes):
        // fade out when a cell is only a few pixels long; deeper with u_glyphs
        float px = max(fwidth(v_along), 1e-5);
        float g = ribbon_glyph(v_along, v_across, v_fly, px) * (1.0 - smoothstep(0.06, 0.12, px));
        lit = u_glyphs != 0 ? mix(lit, lit * 0.22, g * 0.85) : mix(lit, lit * 0.4, g * 0.75);
    }
    if (is_hint(v_arrow)) {
        // the hint: a bold pulsing border (about 3 pixels) with a dark line inside it, and
        // gold sides, round its own colour brightening as it pulses: it reads at a glance
        if (v_part == 0) {
            vec2 fw = max(fwidth(v_edge), vec2(1e-5));
            float m = min(v_edge.x / fw.x, v_edge.y / fw.y);
            float across = (v_edge.x + v_edge.y) / max(fw.x, fw.y);  // the ribbon's width in pixels
            float r = min(3.6, 0.15 * across);  // a thin ribbon keeps its colour in the middle
            float ring = 1.0 - smoothstep(r * 0.6, r, m);
            float inner = (1.0 - smoothstep(r * 1.3, r * 1.6, m)) - ring;
            lit = hint_ring(lit * (1.0 + 0.35 * u_hint_amt), ring, inner);
        } else {
            lit = mix(lit, vec3(1.0, 0.72, 0.08), 0.85);
        }
    }
    if (is_flash(v_arrow)) {
        float rim = 1.0;
        if (v_part == 0) {
            vec2 e = v_edge / max(fwidth(v_edge), vec2(1e-5));
            rim = 1.0 - smoothstep(2.2, 3.6, min(e.x, e.y));
        }
        lit = flashed(lit, rim);
    }
    f_color = to_screen(lit, v_world, 0.3);
}

#endif
