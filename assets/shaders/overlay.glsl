// A texture drawn over the whole viewport with alpha blending (the HUD in headless renders).
#version 330

#if defined VERTEX_SHADER

out vec2 v_uv;

void main() {
    vec2 p = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
    v_uv = vec2(p.x, 1.0 - p.y);   // texture rows run top to bottom
    gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
}

#elif defined FRAGMENT_SHADER

in vec2 v_uv;
uniform sampler2D u_tex;
out vec4 f_color;

void main() {
    f_color = texture(u_tex, v_uv);
}

#endif
