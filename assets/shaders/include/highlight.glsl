// Fragment stage: the arrow under the pointer, the hinted one and the blocker a shot just
// hit (-2: none).
uniform int u_hover;
uniform int u_hint;
uniform float u_hint_amt;  // 0..1: how strongly the hint glows now

bool is_hint(int arrow) { return arrow == u_hint && arrow >= 0; }
// the hinted arrow is lit for Enter (H lights it) and so hovered: its hint look wins (the
// hover's white wash and outline hid its colour and its gold ring; stranger, s24)
bool is_hover(int arrow) { return arrow == u_hover && arrow >= 0 && arrow != u_hint; }
// the lit arrow's (hovered, or Tab's) colour: its own hue, brighter
// (it was washed toward white, and the colour that tells its direction was lost, s50)
vec3 lit_colour(vec3 c) {
    float top = max(max(c.r, c.g), max(c.b, 1e-3));
    return c * min(1.6, 0.98 / top);  // (no white: a little white in linear light pales it a lot)
}
uniform int u_flash;       // the blocker that was just hit: it flashes like the 2D one
uniform float u_flash_amt; // 0..1: how strongly it flashes now
uniform int u_xray;        // >= 0: drawing that arrow's see-through silhouette
uniform vec4 u_xray_colour; // its colour (sRGB) and opacity: a hit blocker red
uniform float u_xray_own;   // 1: the arrow's own colour instead (the hint: its direction kept)

const vec3 DANGER = vec3(0.73, 0.051, 0.065);   // the 2D theme's DANGER, linear

bool is_flash(int arrow) { return arrow == u_flash && arrow >= 0; }

// the blocker's flash: whitened, with a red rim (`edge`: 0..1 near its outline)
vec3 flashed(vec3 lit, float edge) {
    lit = mix(lit, vec3(1.0), 0.65 * u_flash_amt);
    return mix(lit, DANGER, edge * u_flash_amt);
}

// what lies behind the shape, drawn through it (the aim line, a hit blocker, the arrow under
// the pointer): in diagonal stripes u_hatch pixels apart, so it reads as behind, never as
// what is in front (s378: a hidden blocker's solid ghost read as the arrow over it). A
// factor on the blended alpha, not a discard: the board's shaders keep their early depth test
uniform float u_hatch;      // > 0: the stripes' period in pixels; 0: solid
float hatch() {
    if (u_hatch <= 0.0) return 1.0;
    return mod(gl_FragCoord.x + gl_FragCoord.y, u_hatch) < 0.5 * u_hatch ? 1.0 : 0.0;
}

// the see-through silhouette of a hit blocker or the hinted arrow, over whatever hides it
// (sRGB, blended): the hint's in its own colour, lightened (over a cube of its own
// colour it still reads)
vec4 xray_colour(vec3 own) {
    vec3 mine = mix(pow(own, vec3(1.0 / 2.2)), vec3(1.0), 0.3);
    return vec4(mix(u_xray_colour.rgb, mine, u_xray_own), u_xray_colour.a * hatch());
}

// the hint's outline: pulsing gold to near white, with a dark line inside it so that it
// reads on every direction colour (the colour-blind palette's too)
vec3 hint_ring(vec3 lit, float ring, float inner) {
    vec3 bright = mix(vec3(1.0, 0.72, 0.08), vec3(1.0, 0.96, 0.82), u_hint_amt);
    lit = mix(lit, vec3(0.015, 0.015, 0.02), inner * 0.85);
    return mix(lit, bright, ring);
}
