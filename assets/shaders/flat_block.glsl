// Flat 3D: the block, one instanced unit quad per exposed voxel face (= one cell).
// Calm neutral material; the face grid is drawn from face-local coordinates; concave
// edges get a soft occlusion, convex edges a faint bevel highlight, so steps read.
// One program per file: compiled twice with VERTEX_SHADER or FRAGMENT_SHADER defined.
#version 330

#if defined VERTEX_SHADER

in vec2 in_corner;       // (0,0) (1,0) (0,1) (1,1) as a triangle strip
in vec3 i_p;             // the voxel's low corner
in uint i_bits;          // face | edge classes << 3 (2 bits each: -u +u -v +v)

uniform mat4 u_view_proj;

out vec3 v_world;
out vec2 v_uv;           // 0..1 across the face along its two tangent axes
flat out int v_face;
flat out ivec4 v_edges;

void main() {
    int face = int(i_bits & 7u);
    int a = face >> 1;
    bool neg = (face & 1) == 1;
    int au = (a + 1) % 3;
    int av = (a + 2) % 3;
    vec2 c = neg ? in_corner.yx : in_corner.xy;   // counter-clockwise seen from outside
    vec3 p = i_p;
    p[a] += neg ? 0.0 : 1.0;
    p[au] += c.x;
    p[av] += c.y;
    v_uv = c;
    uint e = i_bits >> 3u;
    v_edges = ivec4(int(e & 3u), int((e >> 2u) & 3u), int((e >> 4u) & 3u), int((e >> 6u) & 3u));
    v_face = face;
    v_world = p;
    gl_Position = u_view_proj * vec4(p, 1.0);
}

#elif defined FRAGMENT_SHADER

in vec3 v_world;
in vec2 v_uv;
flat in int v_face;
flat in ivec4 v_edges;

#include "frame.glsl"
uniform vec3 u_block;      // the block's colour (linear)
uniform vec3 u_grid;       // the grid lines' colour (linear)

out vec4 f_color;

void main() {
    vec3 N = dir_vec(v_face);
    float dist[4] = float[4](v_uv.x, 1.0 - v_uv.x, v_uv.y, 1.0 - v_uv.y);
    float occl = 0.0;
    float bevel = 0.0;
    for (int k = 0; k < 4; ++k) {
        if (v_edges[k] == 2) {                 // a wall rises here
            float o = 1.0 - smoothstep(0.0, 0.55, dist[k]);
            occl = max(occl, o * o);
        } else if (v_edges[k] == 1) {          // the surface folds away
            bevel = max(bevel, 1.0 - smoothstep(0.0, 0.05, dist[k]));
        }
    }
    // grid: a line on the cell border, about 1.3 px wide, antialiased; each coordinate's
    // pixel rate is its gradient's length (fwidth's |dx| + |dy| is up to 1.41 times that
    // where a line runs slantwise on screen: those lines came out thinner than the upright)
    float line = 0.0;
    vec2 fw = max(sqrt(dFdx(v_uv) * dFdx(v_uv) + dFdy(v_uv) * dFdy(v_uv)), vec2(1e-5));
    vec2 g = min(v_uv, 1.0 - v_uv) / fw;
    float px = min(g.x, g.y);
    line = 1.0 - smoothstep(0.6, 1.4, px);
    // a soft wider groove so the grid still reads from far away
    vec2 gw = min(v_uv, 1.0 - v_uv);
    float groove = 1.0 - smoothstep(0.0, 0.035, min(gw.x, gw.y));

    vec3 V = normalize(u_eye - v_world);
    float key = max(dot(N, u_key), 0.0);
    float fill = max(dot(N, u_fill), 0.0);
    float hemi = 0.5 + 0.5 * dot(N, u_up);
    vec3 ambient = mix(vec3(0.17, 0.17, 0.19), vec3(0.42, 0.42, 0.45), hemi);
    float ao = 1.0 - 0.42 * occl;
    vec3 base = mix(u_block, u_grid, max(line * 0.85, groove * 0.25));
    vec3 lit = base * (ambient * ao + key * vec3(1.0, 0.96, 0.9) * 0.85 * mix(0.7, 1.0, ao)
                       + fill * vec3(0.55, 0.62, 0.75) * 0.22);
    vec3 H = normalize(u_key + V);
    lit += vec3(1.0, 0.97, 0.92) * pow(max(dot(N, H), 0.0), 24.0) * 0.05 * ao;
    lit = mix(lit, lit * 1.25 + 0.02, bevel * 0.6);
    f_color = to_screen(lit, v_world, 0.3);
}

#endif
