// Instanced box faces: the visible faces of the arrow cubes of 3D mode (and of any
// axis-aligned box: moving pieces, beams). One program per file: the loader compiles it
// twice, with VERTEX_SHADER or FRAGMENT_SHADER defined. Colours are linear; output sRGB.
#version 330

#if defined VERTEX_SHADER

in vec2 in_corner;       // corner of the unit quad, (0,0) (1,0) (0,1) (1,1) as a strip
in vec3 i_lo;
in vec3 i_hi;
in vec3 i_color;
in int i_arrow;
in uint i_bits;          // face | corner AO << 3 | edge classes << 11 | flags (mesh.py)

uniform mat4 u_view_proj;
#include "resting.glsl"

out vec3 v_world;
out vec2 v_uv;           // position on the face along its two tangent axes (world units)
flat out vec2 v_size;
flat out int v_face;
flat out vec4 v_ao;      // ambient occlusion at the face corners (-u-v, +u-v, -u+v, +u+v)
flat out ivec4 v_edges;  // class of the neighbour beyond each edge (-u, +u, -v, +v)
flat out vec3 v_color;
flat out int v_arrow;
flat out int v_flags;
flat out vec3 v_n;       // the face's outward normal and its two tangent axes (world)
flat out vec3 v_eu;
flat out vec3 v_ev;

void main() {
    bool moving = (i_bits & FLAG_MOVING) != 0u;
    if (resting_hidden(i_arrow, moving)) {
        gl_Position = NOWHERE;
        return;
    }
    int face = int(i_bits & 7u);
    int a = face >> 1;
    bool neg = (face & 1) == 1;
    int au = (a + 1) % 3;
    int av = (a + 2) % 3;
    vec2 c = neg ? in_corner.yx : in_corner.xy;   // keeps the quad counter-clockwise outside
    vec3 p;
    p[a] = neg ? i_lo[a] : i_hi[a];
    p[au] = mix(i_lo[au], i_hi[au], c.x);
    p[av] = mix(i_lo[av], i_hi[av], c.y);
    v_uv = vec2(p[au] - i_lo[au], p[av] - i_lo[av]);
    v_size = vec2(i_hi[au] - i_lo[au], i_hi[av] - i_lo[av]);
    p = shaken(p, i_arrow, moving);
    uint ao = i_bits >> 3u;
    v_ao = vec4(float(ao & 3u), float((ao >> 2u) & 3u), float((ao >> 4u) & 3u), float((ao >> 6u) & 3u)) / 3.0;
    uint e = i_bits >> 11u;
    v_edges = ivec4(int(e & 3u), int((e >> 2u) & 3u), int((e >> 4u) & 3u), int((e >> 6u) & 3u));
    v_face = face;
    v_n = vec3(0.0); v_n[a] = neg ? -1.0 : 1.0;
    v_eu = vec3(0.0); v_eu[au] = 1.0;
    v_ev = vec3(0.0); v_ev[av] = 1.0;
    v_world = p;
    v_color = i_color;
    v_arrow = i_arrow;
    v_flags = int(i_bits);
    gl_Position = u_view_proj * vec4(p, 1.0);
}

#elif defined FRAGMENT_SHADER

in vec3 v_world;
in vec2 v_uv;
flat in vec2 v_size;
flat in int v_face;
flat in vec4 v_ao;
flat in ivec4 v_edges;
flat in vec3 v_color;
flat in int v_arrow;
flat in int v_flags;
flat in vec3 v_n;
flat in vec3 v_eu;
flat in vec3 v_ev;

#include "frame.glsl"
#include "highlight.glsl"

out vec4 f_color;

uniform int u_glyphs;    // 1: the colour-blind palette is on (stronger glyphs)
uniform float u_beam_alpha;  // the aim line's opacity: 1, or faint where cubes hide it

const float GROOVE = 0.06;
const float RIM = 0.075;
const int FLAG_BEAM = 4194304;   // 1 << 22
const int FLAG_IMPACT = 67108864;  // 1 << 26: the aim line's impact mark (mesh.FLAG_IMPACT)
const float IMPACT_SEEN = 0.85;  // ... seen this strong where cubes hide it (a blocker next to
// the head buries the mark between the two cubes: faint as the dashes, it was not seen)

#include "segment.glsl"

// The engraved direction mark of an arrow flying `dir`, on this face: one language on
// every face of every cube of the arrow (docs/direction-marks.md). Chevrons pointing
// its way on faces along the flight (one per unit, so they travel with a moving arrow;
// a head cell's short collar sides carry none: the pyramid is their chevron), a dot on a
// face it flies out of (coming at you: a tip seen head-on, as the pyramid's tip is
// marked), a cross on a face it flies away from (going away: fletching seen from
// behind). 0..1 coverage.
float glyph(int dir, int face, vec2 uv, vec2 size, float px) {
    if (dir < 0) return 0.0;
    int fa = face >> 1;
    int da = dir >> 1;
    float aa = px * 1.2;
    if (da == fa) {
        vec2 q = uv - size * 0.5;
        if (dir == face) return 1.0 - smoothstep(0.15, 0.15 + aa, length(q));
        float d = min(segment(q, vec2(-0.17, -0.17), vec2(0.17, 0.17)),
                      segment(q, vec2(-0.17, 0.17), vec2(0.17, -0.17)));
        return 1.0 - smoothstep(0.045, 0.045 + aa, d);
    }
    bool along_u = da == (fa + 1) % 3;
    vec2 q = along_u ? uv : uv.yx;                 // x along the flight, y across
    vec2 sz = along_u ? size : size.yx;
    float s = (dir & 1) == 1 ? -1.0 : 1.0;
    q.x = (fract(q.x) - 0.5) * s;
    q.y -= sz.y * 0.5;
    float d = min(segment(q, vec2(-0.10, 0.19), vec2(0.10, 0.0)),
                  segment(q, vec2(-0.10, -0.19), vec2(0.10, 0.0)));
    return 1.0 - smoothstep(0.045, 0.045 + aa, d);
}

// One edge of the face (class c: 0 outer rim, 1 joint, 2 groove to another arrow) at
// distance d, bending the normal toward `out_dir`. Called with constant arguments so a
// software renderer needs no per-pixel array indexing.
void edge(int c, float d, vec3 out_dir, float gw, inout float groove, inout float rim,
          inout float outline, inout float wide, inout vec3 bend) {
    if (c == 1) return;
    outline = max(outline, 1.0 - smoothstep(gw * 0.8, gw * 1.6, d));
    wide = max(wide, 1.0 - smoothstep(min(gw * 2.4, 0.15), min(gw * 3.0, 0.2), d));  // a small cell keeps its colour
    if (c == 0) {
        float e = 1.0 - smoothstep(0.0, RIM, d);
        rim = max(rim, e);
        bend += out_dir * e * e;
    } else {
        float e = 1.0 - smoothstep(gw * 0.45, gw, d);
        groove = max(groove, e);
        float b = 1.0 - smoothstep(0.0, gw * 1.8, d);
        bend += out_dir * b * b * 0.6;
    }
}

void main() {
    if (u_xray >= 0) { f_color = xray_colour(v_color); return; }
    vec3 n = v_n;
    if ((v_flags & FLAG_BEAM) != 0) {
        // the aim line (its dashes are separate boxes: no discard here, which would
        // cost a software renderer its early depth test on every face), flat-shaded
        float shade = 0.8 + 0.2 * max(dot(n, u_key), 0.0);
        float alpha = (v_flags & FLAG_IMPACT) != 0 ? max(u_beam_alpha, IMPACT_SEEN) : u_beam_alpha;
        f_color = vec4(pow(v_color * shade, vec3(1.0 / 2.2)), alpha * hatch());
        return;
    }
    vec3 eu = v_eu;
    vec3 ev = v_ev;

    vec4 dist = vec4(v_uv.x, v_size.x - v_uv.x, v_uv.y, v_size.y - v_uv.y);
    // grooves keep at least ~1.5 pixels wide when the shape is small on screen
    float px = max(fwidth(v_uv.x), fwidth(v_uv.y));
    float gw = max(GROOVE, 1.5 * px);
    float groove = 0.0;
    float rim = 0.0;
    float outline = 0.0;     // any edge that is not a joint, for the hover/hint outline
    float wide = 0.0;        // a band twice as wide: the hint's dark line inside its outline
    vec3 bend = vec3(0.0);
    // every edge term is zero this far from the edges: most of a face skips them
    if (min(min(dist.x, dist.y), min(dist.z, dist.w)) < max(RIM, min(gw * 3.0, 0.2))) {
        edge(v_edges.x, dist.x, -eu, gw, groove, rim, outline, wide, bend);
        edge(v_edges.y, dist.y, eu, gw, groove, rim, outline, wide, bend);
        edge(v_edges.z, dist.z, -ev, gw, groove, rim, outline, wide, bend);
        edge(v_edges.w, dist.w, ev, gw, groove, rim, outline, wide, bend);
    }
    vec3 N = normalize(n + bend * 0.9);

    vec2 st = clamp(v_uv / max(v_size, vec2(1e-4)), 0.0, 1.0);
    float ao = mix(mix(v_ao.x, v_ao.y, st.x), mix(v_ao.z, v_ao.w, st.x), st.y);
    ao = 0.45 + 0.55 * ao;

    vec3 V = normalize(u_eye - v_world);
    float key = max(dot(N, u_key), 0.0);
    float fill = max(dot(N, u_fill), 0.0);
    float hemi = 0.5 + 0.5 * dot(N, u_up);
    vec3 ambient = mix(vec3(0.16, 0.16, 0.19), vec3(0.40, 0.41, 0.45), hemi);
    vec3 base = v_color;
    bool hover = is_hover(v_arrow);
    bool hint = is_hint(v_arrow);
    if (hover) base = lit_colour(base);
    vec3 lit = base * (ambient * ao + key * vec3(1.0, 0.95, 0.88) * 0.95 * mix(0.6, 1.0, ao)
                       + fill * vec3(0.55, 0.62, 0.75) * 0.25);
    vec3 H = normalize(u_key + V);
    lit += vec3(1.0, 0.97, 0.9) * pow(max(dot(N, H), 0.0), 48.0) * 0.22 * ao;
    lit *= 1.0 - 0.12 * rim;
    // engraved mark: fades out when a cell is only a few pixels wide; deeper, and kept
    // down to smaller cells, with u_glyphs (the colour-blind palette: the glyph is the
    // direction cue that does not need colour)
    int gdir = ((v_flags >> 23) & 7) - 1;
    if (u_glyphs != 0) {
        float fade = 1.0 - smoothstep(0.07, 0.14, px);
        float g = fade > 0.0 ? glyph(gdir, v_face, v_uv, v_size, px) * fade : 0.0;
        lit = mix(lit, lit * 0.22, g * 0.85);
    } else {
        float fade = 1.0 - smoothstep(0.05, 0.1, px);
        float g = fade > 0.0 ? glyph(gdir, v_face, v_uv, v_size, px) * fade : 0.0;
        lit = mix(lit, lit * 0.32, g * 0.8);
    }
    lit = mix(lit, vec3(0.012, 0.013, 0.02), groove * 0.8);
    if (hint) {
        // its own colour, brighter (no white: a little in linear light paled a dark green to grey)
        lit *= 1.0 + 0.3 * u_hint_amt;
        lit = hint_ring(lit, outline, wide - outline);
    }
    if (hover) {
        lit += vec3(0.05);
        lit = mix(lit, vec3(1.0), outline * 0.95);
    }
    if (is_flash(v_arrow)) lit = flashed(lit, outline);
    f_color = to_screen(lit, v_world, 0.35);
}

#endif
