"""3D views: the 3D mode (solid voxel shapes) and Flat 3D (arrows on the faces of a block).

Shared by both modes:

* `camera`: `OrbitCamera`, a quaternion orbit camera (free rotation, no gimbal lock),
  pure glm math; `pointer_ray` unprojects a window pixel into a world ray; its drags,
  keys and eased turns (turntable or free trackball) are `camera_moves`'.
* `framing`: fitting the view to a block's outline instead of its bounding sphere.
* `picking`: Amanatides-Woo voxel walk (`voxel_walk`, `pick_arrow`, `pick_face`): the
  voxel and the face a ray enters, exactly, without a GPU.
* `flight`: the timeline of a fired arrow (leave; move, smack, bounce back) and the
  animator holding every arrow in flight.
* `controller`: pointer/keys -> camera or tap (tap = press-release within 5 px), tap ->
  pick -> `Session.fire`, hover and hint.
* `shaders`: loads assets/shaders/<name>.glsl (both stages in one file, shared snippets
  from assets/shaders/include); `glcommon`: instance buffers, the background, the frame's
  uniforms; `renderer_base`: the frame both renderers draw.
* `headless`: pictures on a standalone EGL context (`render_offscreen`, `write_png`).

3D mode: `mesh` (numpy instance data: visible box faces with corner occlusion, edge
classes and direction glyphs; arrowhead pyramids), `anim` (snake out and fly off),
`renderer` (at most 5 draw calls a frame), `headless.render_board_png`.

Flat 3D: `flat_mesh` (block faces, ribbon paths folding over edges), `flat_arrows` (a
board's ribbons: second heads, rotating heads per phase), `flat_anim`,
`flat_renderer` (at most 4 draw calls a frame, `render_flat_png`), `flat_controller`
(face picking).

Importing this package loads nothing heavy; moderngl is imported by the modules that draw.
"""
