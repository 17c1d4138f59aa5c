// Fragment stage: the camera, lights and depth cue every 3D program shades with (set by
// quiver/render3d/glcommon.py `set_frame_uniforms`), and the last step to the screen.
uniform vec3 u_eye;
uniform vec3 u_key;        // toward the key light (world)
uniform vec3 u_fill;       // toward the fill light (world)
uniform vec3 u_up;         // camera up (world): the sky side of the ambient
uniform vec2 u_depth_cue;  // distances where the far side starts and ends fading
uniform vec3 u_fog;        // colour it fades toward (linear)

// the unit vector of direction / face d (0..5 = +x -x +y -y +z -z)
vec3 dir_vec(int d) {
    vec3 v = vec3(0.0);
    v[d >> 1] = (d & 1) == 1 ? -1.0 : 1.0;
    return v;
}

// the flat normal of the triangle under the pixel, turned toward the eye along V
vec3 facing_normal(vec3 world, vec3 V) {
    vec3 N = normalize(cross(dFdx(world), dFdy(world)));
    return dot(N, V) < 0.0 ? -N : N;
}

// fade the far side toward the fog by up to `fade`, then linear -> sRGB
vec4 to_screen(vec3 lit, vec3 world, float fade) {
    float cue = smoothstep(u_depth_cue.x, u_depth_cue.y, length(u_eye - world));
    lit = mix(lit, u_fog, cue * fade);
    return vec4(pow(max(lit, 0.0), vec3(1.0 / 2.2)), 1.0);
}
