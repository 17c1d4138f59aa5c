// Vertex stage: while an arrow is in flight its resting instances are dropped (the
// renderer lists it in u_hidden and draws moving copies, flagged FLAG_MOVING), and the
// blocker it hit shakes by u_shake. In the see-through pass (u_xray) only that arrow's
// resting instances are drawn, and in the repaint after it (u_solo) only that arrow's too.
uniform int u_hidden[8];
uniform int u_shake_arrow;
uniform int u_xray;      // >= 0: the see-through pass of that arrow alone (a hit blocker)
uniform int u_solo;      // >= 0: that arrow alone, drawn as it rests (its faces in view again)
uniform vec3 u_shake;

const uint FLAG_MOVING = 2097152u;   // 1 << 21
const vec4 NOWHERE = vec4(2.0, 2.0, 2.0, 1.0);   // outside the view: a collapsed triangle

bool resting_hidden(int arrow, bool moving) {
    if (u_xray >= 0) return arrow != u_xray || moving;
    if (u_solo >= 0) return arrow != u_solo || moving;
    if (moving) return false;
    for (int k = 0; k < 8; ++k) {
        if (u_hidden[k] == arrow) return true;
    }
    return false;
}

vec3 shaken(vec3 p, int arrow, bool moving) {
    if (arrow == u_shake_arrow && !moving) p += u_shake;
    return p;
}
