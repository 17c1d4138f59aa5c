// Full-screen background: a calm vertical gradient with a soft glow behind the shape.
// Drawn as a grid of triangles generated from gl_VertexID (no buffers); the colour is
// worked out per vertex, so each pixel only interpolates (cheap even on a software GL).
#version 330

#if defined VERTEX_SHADER

uniform vec3 u_top;        // sRGB
uniform vec3 u_bottom;     // sRGB
uniform vec3 u_glow;       // sRGB added at the centre
uniform float u_aspect;
uniform ivec2 u_grid;      // cells across and down

out vec3 v_color;

void main() {
    // two triangles per cell, six vertices
    int cell = gl_VertexID / 6;
    int k = gl_VertexID % 6;
    int cx = cell % u_grid.x;
    int cy = cell / u_grid.x;
    ivec2 corner[6] = ivec2[6](ivec2(0, 0), ivec2(1, 0), ivec2(0, 1), ivec2(0, 1), ivec2(1, 0), ivec2(1, 1));
    vec2 uv = vec2(ivec2(cx, cy) + corner[k]) / vec2(u_grid);
    vec2 p = uv * 2.0 - 1.0;
    float t = uv.y;
    vec3 c = mix(u_bottom, u_top, t * t * (3.0 - 2.0 * t));
    float r = length(vec2(p.x * u_aspect, p.y + 0.1));
    c += u_glow * (1.0 - smoothstep(0.0, 1.4, r));
    v_color = c;
    gl_Position = vec4(p, 1.0, 1.0);
}

#elif defined FRAGMENT_SHADER

in vec3 v_color;
out vec4 f_color;

void main() {
    f_color = vec4(v_color, 1.0);
}

#endif
