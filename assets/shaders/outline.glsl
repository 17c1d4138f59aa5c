// The hinted arrow's outline over whatever hides it (render3d/hint_outline.py): its pieces
// as plain triangles, grown by u_grow pixels along each corner's `push` (the same width
// at any depth), in one flat sRGB colour, at a fixed depth: the passes test and write
// the depth buffer so that each ring keeps off the arrow and the rings inside it; dashed
// (u_dash) round an arrow behind the shape.
#version 330

#if defined VERTEX_SHADER

in vec3 in_pos;
in vec3 in_push;         // where this corner grows (world, about unit per axis)

uniform mat4 u_view_proj;
uniform float u_grow;    // pixels
uniform float u_pixel;   // world units a pixel spans at clip w = 1 (2 / (rows * proj[1][1]))

void main() {
    float w = (u_view_proj * vec4(in_pos, 1.0)).w;
    gl_Position = u_view_proj * vec4(in_pos + in_push * (u_grow * u_pixel * w), 1.0);
}

#elif defined FRAGMENT_SHADER

uniform vec4 u_colour;   // sRGB
uniform float u_depth;
uniform float u_dash;    // > 0: dashed, diagonal stripes this many pixels apart (behind the shape)

out vec4 f_color;

void main() {
    if (u_dash > 0.0 && mod(gl_FragCoord.x + gl_FragCoord.y, u_dash) >= 0.5 * u_dash) discard;
    f_color = u_colour;
    gl_FragDepth = u_depth;
}

#endif
