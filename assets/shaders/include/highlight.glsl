// Fragment stage: the arrow under the pointer, the hinted one and the blocker a shot just
// hit (-2: none).
uniform int u_hover;
uniform int u_hint;
uniform float u_hint_amt;  // 0..1: how strongly the hint glows now

bool is_hover(int arrow) { return arrow == u_hover && arrow >= 0; }
bool is_hint(int arrow) { return arrow == u_hint && arrow >= 0; }
uniform int u_flash;       // the blocker that was just hit: it flashes like the 2D one
uniform float u_flash_amt; // 0..1: how strongly it flashes now
uniform int u_xray;        // >= 0: drawing that arrow's see-through silhouette

const vec3 DANGER = vec3(0.73, 0.051, 0.065);   // the 2D theme's DANGER, linear

bool is_flash(int arrow) { return arrow == u_flash && arrow >= 0; }

// the blocker's flash: whitened, with a red rim (`edge`: 0..1 near its outline)
vec3 flashed(vec3 lit, float edge) {
    lit = mix(lit, vec3(1.0), 0.65 * u_flash_amt);
    return mix(lit, DANGER, edge * u_flash_amt);
}

// the see-through silhouette of a hit blocker, over whatever hides it (sRGB, blended)
vec4 xray_colour() { return vec4(0.87, 0.25, 0.28, 0.42 * u_flash_amt); }
