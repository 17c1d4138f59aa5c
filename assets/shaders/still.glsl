// The kept still 3D frame (render3d/still.py) drawn back over the whole viewport: a GL
// render target, so its rows already run bottom to top (no flip, unlike overlay.glsl).
#version 330

#if defined VERTEX_SHADER

out vec2 v_uv;

void main() {
    vec2 p = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
    v_uv = p;
    gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
}

#elif defined FRAGMENT_SHADER

in vec2 v_uv;
uniform sampler2D u_tex;
out vec4 f_color;

void main() {
    f_color = vec4(texture(u_tex, v_uv).rgb, 1.0);
}

#endif
