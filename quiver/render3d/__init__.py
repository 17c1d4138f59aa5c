"""3D views: the 3D mode (solid voxel shapes) and the parts Flat 3D shares.

* `camera`: `OrbitCamera`, a quaternion orbit camera (free rotation, no gimbal lock),
  pure glm math; `pointer_ray` unprojects a window pixel into a world ray.
* `picking`: Amanatides-Woo voxel walk (`voxel_walk`, `pick_arrow`, `pick_face`): the
  voxel and the face a ray enters, exactly, without a GPU.
* `mesh`: numpy instance data (visible box faces with corner occlusion, edge classes and
  direction glyphs; arrowhead pyramids), rebuilt only when the board changes.
* `anim`: fire animations (snake out and fly off; move, smack, bounce back).
* `controller`: pointer/keys -> camera or tap (tap = press-release within 5 px), tap ->
  pick -> `Session.fire`, hover and hint.
* `renderer`: moderngl drawing, one program per file in assets/shaders, at most 5 draw
  calls a frame.
* `headless`: `render_board_png(board, out, width, height, yaw, pitch)` on a standalone
  EGL context.

Importing this package loads nothing heavy; moderngl is imported by the modules that draw.
"""
