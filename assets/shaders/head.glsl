// Instanced arrowheads: a four-sided pyramid from `base` along `axis`, with base
// half-extents `u` and `v` (a flat-squashed one makes a Flat-3D arrowhead).
#version 330

#if defined VERTEX_SHADER

in vec3 in_local;        // (u, v, w): base corners at w = 0, the tip at w = 1
in vec3 in_bary;         // barycentric corner, for the edge lines
in vec3 i_base;
in vec3 i_axis;
in vec3 i_u;
in vec3 i_v;
in vec3 i_color;
in int i_arrow;
in uint i_flags;

uniform mat4 u_view_proj;
#include "resting.glsl"

out vec3 v_world;
out vec3 v_bary;
flat out vec3 v_apex;    // the tip (world): its dot
flat out vec3 v_color;
flat out int v_arrow;

void main() {
    bool moving = (i_flags & FLAG_MOVING) != 0u;
    if (resting_hidden(i_arrow, moving)) {
        gl_Position = NOWHERE;
        return;
    }
    vec3 p = i_base + in_local.x * i_u + in_local.y * i_v + in_local.z * i_axis;
    p = shaken(p, i_arrow, moving);
    v_world = p;
    v_bary = in_bary;
    v_apex = shaken(i_base + i_axis, i_arrow, moving);
    v_color = i_color;
    v_arrow = i_arrow;
    gl_Position = u_view_proj * vec4(p, 1.0);
}

#elif defined FRAGMENT_SHADER

in vec3 v_world;
in vec3 v_bary;
flat in vec3 v_apex;
flat in vec3 v_color;
flat in int v_arrow;

#include "frame.glsl"
#include "highlight.glsl"

out vec4 f_color;

void main() {
    if (u_xray >= 0) { f_color = xray_colour(v_color); return; }
    vec3 V = normalize(u_eye - v_world);
    vec3 N = facing_normal(v_world, V);
    float key = max(dot(N, u_key), 0.0);
    float fill = max(dot(N, u_fill), 0.0);
    float hemi = 0.5 + 0.5 * dot(N, u_up);
    vec3 ambient = mix(vec3(0.16, 0.16, 0.19), vec3(0.40, 0.41, 0.45), hemi);
    vec3 base = v_color;
    bool hover = is_hover(v_arrow);
    if (hover) base = lit_colour(base);
    // the arrowhead is a touch brighter than the body so the point catches the eye
    base = mix(base, vec3(1.0), 0.04);
    vec3 lit = base * (ambient * 1.05 + key * vec3(1.0, 0.95, 0.88) * 0.95
                       + fill * vec3(0.55, 0.62, 0.75) * 0.25);
    vec3 H = normalize(u_key + V);
    lit += vec3(1.0, 0.97, 0.9) * pow(max(dot(N, H), 0.0), 40.0) * 0.3;
    // thin dark lines along the pyramid's edges; the slanted ones fade toward the tip,
    // so a head seen end-on shows its dot, not a cross of edges
    vec3 w = fwidth(v_bary);
    vec3 e = smoothstep(vec3(0.0), w * 1.3, v_bary);
    float slant = 1.0 - smoothstep(0.3, 0.55, v_bary.z);
    float edge = max(max(1.0 - e.x, 1.0 - e.y) * slant, 1.0 - e.z);
    // the tip's dot, the mark of a cube face the arrow flies out of (box.glsl): round
    // the tip, seen head-on about the size of a face's dot (the base's corners are all
    // (1, 1, 1): no dot there)
    float side = step(v_bary.x + v_bary.y + v_bary.z, 1.5);
    float r = length(v_world - v_apex);
    float tip = side * (1.0 - smoothstep(0.3 - fwidth(r) * 1.2, 0.3, r));
    lit = mix(lit, lit * 0.32, tip * 0.8);
    bool hint = is_hint(v_arrow);
    lit = mix(lit, vec3(0.02, 0.02, 0.03), edge * 0.55);
    if (hint) {
        lit *= 1.0 + 0.3 * u_hint_amt;  // its own colour, brighter (no white: as box.glsl)
        lit = hint_ring(lit, edge, 0.0);
    }
    if (is_flash(v_arrow)) lit = flashed(lit, edge);
    if (hover) {
        lit += vec3(0.05);
        lit = mix(lit, mix(lit_colour(v_color), vec3(1.0), 0.55), edge);  // a light rim of its hue
    }
    f_color = to_screen(lit, v_world, 0.35);
}

#endif
