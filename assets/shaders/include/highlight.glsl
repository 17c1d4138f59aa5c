// Fragment stage: the arrow under the pointer and the hinted one (-2: none).
uniform int u_hover;
uniform int u_hint;
uniform float u_hint_amt;  // 0..1: how strongly the hint glows now

bool is_hover(int arrow) { return arrow == u_hover && arrow >= 0; }
bool is_hint(int arrow) { return arrow == u_hint && arrow >= 0; }
