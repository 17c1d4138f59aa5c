// A texture drawn over the whole viewport as one triangle. Two users:
// - the window's layers (compositor.py): pygame surfaces, whose rows run top to bottom
//   (u_gl_rows 0: flipped), drawn with their alpha (u_opaque 0; blending is the caller's);
// - the kept still 3D frame (render3d/still.py): a GL render target, whose rows already
//   run bottom to top (u_gl_rows 1: as they are), drawn opaque (u_opaque 1).
#version 330

#if defined VERTEX_SHADER

uniform bool u_gl_rows;
out vec2 v_uv;

void main() {
    vec2 p = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
    v_uv = u_gl_rows ? p : vec2(p.x, 1.0 - p.y);
    gl_Position = vec4(p * 2.0 - 1.0, 0.0, 1.0);
}

#elif defined FRAGMENT_SHADER

in vec2 v_uv;
uniform sampler2D u_tex;
uniform bool u_opaque;
out vec4 f_color;

void main() {
    vec4 c = texture(u_tex, v_uv);
    f_color = u_opaque ? vec4(c.rgb, 1.0) : c;
}

#endif
