"""An orbit camera kept as a quaternion: free rotation, no gimbal lock. Pure math (glm).

World space is the voxel space of RULES.md 3.2: x right, y up, z toward the viewer in the
default view; voxel (x, y, z) fills the unit box [x, x+1] x [y, y+1] x [z, z+1].

The camera circles `target` at a distance fitted to a bounding sphere (`radius`) times
`zoom`; a camera made `for_outline` fits the shape's outline as its home view sees it
instead (quiver/render3d/framing.py), so flat and stepped blocks fill the view too. A 3D
board's or Flat block's (`board_camera`, `flat_camera`: `turns_in_view`) is no nearer
than the distance at which every turntable side stays inside the window: a drag keeps
the distance and may let a wide shape touch the window's edges, never pass them (s106: a
pyramid's sphere fit filled 0.45 of the window's height, now 0.55; a cube 0.65, now 0.76;
s173: a turned Flat ziggurat went 37 px past a 640x480 window). `rot` maps camera space
to world space: the eye sits at ``pivot + rot * (0, 0, distance)``, looking down its own
-z, with its own +y up. The orbit point `pivot` is `target` moved by `pan` (a zoom about
the pointer moves it: pointer_zoom.py); eased turns bring it back. `home` is the default
view, `reset()` eases back to it. Drags, keys and eased turns (turntable or free
trackball) are camera_moves.py's.

    cam = OrbitCamera(target=(4, 4, 4), radius=7)
    view, proj = cam.matrices(1280, 800)
    cam.drag(30, 0, 800)           # pointer moved 30 px right
    origin, direction = cam.ray(640, 400, 1280, 800)
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import numpy as np

try:
    from pyglm import glm
except ImportError:  # PyGLM < 2.8
    import glm  # type: ignore[no-redef]  # the same module under its pre-2.8 name

from quiver.shapes.solids3d import VIEWS_3D

from .camera_moves import CameraMoves
from .framing import (
    MARGIN,
    band_tan,
    extreme_points,
    outline_centre,
    outline_distance,
    pointer_ray,
    projector,
    turned_distance,
    voxel_array,
    voxel_corners,
)
from .orient import X_AXIS, Y_AXIS, Z_AXIS, angles_of_back, look_rotation, orientation

__all__ = [
    "DEFAULT_PITCH",
    "DEFAULT_YAW",
    "OrbitCamera",
    "board_camera",
    "default_view",
    "look_rotation",
    "orientation",
    "pointer_ray",
]

DEFAULT_YAW = 35.0
DEFAULT_PITCH = 25.0
# shapes whose picture reads better from another side (the heart faces the viewer, +z)
SHAPE_VIEWS = {"heart": (-25.0, 15.0), **VIEWS_3D}  # models: their most recognisable side


def default_view(shape: str | None = None) -> tuple[float, float]:
    """(yaw, pitch) in degrees of the home view for a shape name (35, 25 for most)."""
    return SHAPE_VIEWS.get((shape or "").lower(), (DEFAULT_YAW, DEFAULT_PITCH))


class OrbitCamera(CameraMoves):
    """Orbit camera around `target`, fitted to a sphere of `radius` (world units); its
    drags, zooms and eased turns are `CameraMoves`' (camera_moves.py)."""

    FITS_KEPT = 64  # home distances kept (window sizes seen): a long drag's forgotten at once
    turns_in_view = False  # True: an outline-fitted home view is no nearer than the distance
    # at which every turntable side stays inside the view (board_camera, flat_camera)

    def __init__(
        self,
        target: Iterable[float] = (0.0, 0.0, 0.0),
        radius: float = 1.0,
        fov_deg: float = 30.0,
        yaw: float = DEFAULT_YAW,
        pitch: float = DEFAULT_PITCH,
    ) -> None:
        self.target = glm.vec3(*target)
        self.radius = max(1e-3, float(radius))
        self.fov = math.radians(fov_deg)
        self.home = orientation(yaw, pitch)
        self.rot = glm.quat(self.home)
        self.zoom = 1.0
        self._turn = None
        self.pan = self._pan_from = glm.vec3(0.0)  # the orbit point's offset from target (world)
        self.outline: np.ndarray | None = None  # (N, 3) points fitted instead of the sphere (for_outline)
        # home distances by what they depend on: (aspect, band, side); a resize back to a
        # size seen before (a drag, fullscreen and back) measures nothing again
        self._outline_fits: dict[tuple, float] = {}
        self._extremes: np.ndarray | None = None  # the outline's extreme_points (turned_distance)
        self.band = (0.0, 0.0)  # the shares of the view's height the HUD's bars cover (set_band)
        self.side = (0.0, 0.0)  # ... and of its width kept for a lesson's bubble (set_side)
        self.nudge = 0.0  # ... and the share of the width the shape is drawn right of that's middle

    # -- framing ---------------------------------------------------------------------
    @classmethod
    def for_voxels(cls, voxels: Iterable[Iterable[int]], **kw) -> OrbitCamera:
        """A camera framing a set of unit voxels (centre of their bounding box, radius of
        the farthest voxel corner from it)."""
        pts = voxel_array(voxels).astype(np.float64)  # (np.array of a tuple a voxel: 50 ms, sphere 64)
        if not len(pts):
            return cls(**kw)
        c = glm.vec3(*((pts.min(0) + pts.max(0) + 1) / 2))
        centre = np.array(tuple(c), dtype=np.float64)
        # the farthest corner of each voxel from the centre, the farthest of them all
        far = np.maximum(np.abs(pts - centre), np.abs(pts + 1 - centre))
        r2 = float((far * far).sum(1).max())
        return cls(target=c, radius=math.sqrt(r2), **kw)

    @classmethod
    def for_outline(cls, voxels: Iterable[Iterable[int]], **kw) -> OrbitCamera:
        """A camera framing a set of unit voxels by their outline from the home view: it
        looks at the middle of that outline from the distance at which it just fits, so
        a flat or stepped block fills the view as a round shape does. `radius` is the
        bounding sphere about that point (clip planes, depth cue). Turned far from home,
        parts of the block may leave the view: `look_from` with an aspect zooms out as far
        as needed, `reset` comes back to the fitted home view."""
        pts = [tuple(p) for p in voxels]
        cam = cls.for_voxels(pts, **kw)
        if pts:
            cam.outline = voxel_corners(pts)
            cam._frame_outline()
        return cam

    def _frame_outline(self) -> None:
        """Look at the middle of the outline from home; the sphere about it bounds all."""
        outline = self.outline
        assert outline is not None  # only a camera made for_outline frames one
        c = outline_centre(outline, self.home, self.fov)
        self.target = glm.vec3(*c)
        self.radius = max(1e-3, float(np.sqrt(((outline - c) ** 2).sum(1).max())))
        self._outline_fits.clear()
        self._extremes = None

    def set_angles(self, yaw: float, pitch: float, home: bool = True) -> None:
        """Jump to a yaw/pitch view (degrees); by default it also becomes the home view."""
        q = orientation(yaw, pitch)
        if home:
            self.home = q
            if self.outline is not None:
                self._frame_outline()
        self.rot, self.pan = glm.quat(q), glm.vec3(0.0)
        self._turn = None

    def set_band(self, top: float, bottom: float) -> None:
        """The HUD's bars cover these shares of the view's height at its top and bottom:
        the shape is fitted into the band between them and drawn centred in it (the
        projection is shifted, so picking and `project` follow)."""
        band = (min(max(float(top), 0.0), 0.45), min(max(float(bottom), 0.0), 0.45))
        self.band = band  # (a key of _outline_fits)

    def set_side(self, left: float, right: float, nudge: float = 0.0) -> None:
        """Keep these shares of the view's width at its left and right clear (a small
        window's lesson bubble beside the shape, s217): the shape is fitted into the rest
        and drawn centred in it, as `set_band` does across the height; `nudge`: and drawn
        this share of the width to the right of that (its outline's middle in the middle,
        s224: the 3D lesson's tower seen from home stood 9 px right of it at 480x360)."""
        side = (min(max(float(left), 0.0), 0.6), min(max(float(right), 0.0), 0.6))
        self.nudge = min(max(float(nudge), -0.2), 0.2)
        self.side = side  # (a key of _outline_fits)

    def home_box(self, width: float, height: float) -> tuple[float, float, float, float]:
        """`outline_box` as the shape is seen from home (not turned, zoomed nor panned)."""
        kept = self.rot, self.zoom, self.pan
        self.rot, self.zoom, self.pan = glm.quat(self.home), 1.0, glm.vec3(0.0)
        try:
            return self.outline_box(width, height)
        finally:
            self.rot, self.zoom, self.pan = kept

    def angles(self) -> tuple[float, float]:
        """(yaw, pitch) in degrees of the current eye direction (roll is not reported)."""
        return angles_of_back(self.back)

    def fit_distance(self, aspect: float) -> float:
        """Distance at which the bounding sphere just fits the narrower field of view (the
        outline seen from home, for a camera made `for_outline`)."""
        if self.outline is not None:
            return self._outline_distance(self.home, aspect)
        half_v = self.fov / 2
        half_h = math.atan(math.tan(half_v) * max(aspect, 1e-3))
        # the sphere fills 1 / MARGIN of the narrower view: a comfortable share, clear of
        # the HUD bars (as an outline-framed block) ...
        d = self.radius / math.sin(min(half_v, half_h)) * MARGIN
        # ... and at most 1 / BAND_MARGIN of the band between them (a small window's bars)
        return max(d, self.radius / math.sin(math.atan(band_tan(self.fov, self._band_share()))))

    def band_rows(self, height: int) -> tuple[int, int]:
        """(first, end) of the window's pixel rows (y down) between the HUD's bars, at
        `height` rows: what the overlays, the Tab ring and the assist's rings keep to."""
        top, bottom = self.band
        first, end = math.ceil(top * height), int((1.0 - bottom) * height)
        return first, max(first, end)

    def _band_share(self) -> float:
        """The share of the view's height between the HUD's bars."""
        return 1.0 - self.band[0] - self.band[1]

    def _outline_distance(self, rot: glm.quat, aspect: float) -> float:
        outline = self.outline
        assert outline is not None  # asked only of a camera made for_outline
        band = self._band_share()
        turn_aspect = aspect * (1.0 - abs(self.side[1] - self.side[0]))  # (the nearer side's)
        aspect *= 1.0 - self.side[0] - self.side[1]  # the width left beside a bubble (set_side)
        if rot is not self.home:
            return outline_distance(outline, self.target, rot, self.fov, aspect, band=band)
        key = (aspect, self.band, self.side)
        if key not in self._outline_fits:  # asked several times a frame
            d = outline_distance(outline, self.target, rot, self.fov, aspect, band=band)
            if self.turns_in_view:  # ... and no nearer than every turntable side fits the
                # window (its projection shifted to the band's middle: the nearer edge counts)
                high = 1.0 - abs(self.band[1] - self.band[0])
                d = max(d, self._turned_distance(turn_aspect, high))
            if len(self._outline_fits) >= self.FITS_KEPT:
                self._outline_fits.clear()
            self._outline_fits[key] = d
        return self._outline_fits[key]

    def _turned_distance(self, aspect: float, high: float) -> float:
        """framing.turned_distance of the outline, its extreme points reduced once."""
        if self._extremes is None:  # (the same at every size)
            assert self.outline is not None
            self._extremes = extreme_points(self.outline)
        return turned_distance(self._extremes, self.target, self.fov, aspect, self.MAX_PITCH, high, True)

    def zoom_to_show(self, rot: glm.quat, aspect: float) -> float:
        """The zoom at which the whole shape is in view from `rot`: never less than now.
        (A sphere-fitted camera: the home framing, which shows it from every side.)"""
        if self.outline is None:
            return min(self.MAX_ZOOM, max(self.zoom, 1.0))
        need = self._outline_distance(rot, aspect) / self._outline_distance(self.home, aspect)
        return min(self.MAX_ZOOM, max(self.zoom, need))

    def distance(self, aspect: float) -> float:
        """From the eye to the pivot; the target's plane stays outside the bounding sphere."""
        return max(self.fit_distance(aspect) * self.zoom, self.radius * 1.05 + 0.5 - self.pan_depth)

    @property
    def pan_depth(self) -> float:
        """How much farther from the eye the target's plane is than the pivot's (a turn
        after a zoom about the pointer)."""
        return glm.dot(self.pan, self.back)

    @property
    def pivot(self) -> glm.vec3:
        """The orbit point: what turns turn about, in the middle of the view."""
        return self.target + self.pan

    # -- axes ------------------------------------------------------------------------
    @property
    def back(self) -> glm.vec3:
        """Unit vector from the target toward the eye."""
        return self.rot * Z_AXIS  # type: ignore[return-value]  # PyGLM stub: quat * vec3 is a vec3

    @property
    def up(self) -> glm.vec3:
        return self.rot * Y_AXIS  # type: ignore[return-value]  # PyGLM stub: quat * vec3 is a vec3

    @property
    def right(self) -> glm.vec3:
        return self.rot * X_AXIS  # type: ignore[return-value]  # PyGLM stub: quat * vec3 is a vec3

    def eye(self, aspect: float) -> glm.vec3:
        return self.pivot + self.back * self.distance(aspect)

    # -- matrices --------------------------------------------------------------------
    def view_matrix(self, aspect: float) -> glm.mat4:
        return glm.mat4_cast(glm.conjugate(self.rot)) * glm.translate(-self.eye(aspect))  # type: ignore[return-value]  # PyGLM stub: mat4 * mat4 is a mat4

    def projection_matrix(self, aspect: float) -> glm.mat4:
        d = self.distance(aspect) + self.pan_depth  # (to the target's plane)
        near = max(0.05, d - self.radius - 2.0)
        far = d + self.radius * 3.0 + 4.0  # room behind the shape for leaving arrows
        proj = glm.perspective(self.fov, aspect, near, far)
        (top, bottom), (left, right) = self.band, self.side
        if top == bottom and left == right and not self.nudge:
            return proj
        # the target drawn in the middle of the band between the bars (and beside a bubble)
        return glm.translate(glm.vec3(left - right + 2.0 * self.nudge, bottom - top, 0.0)) * proj  # type: ignore[return-value]  # PyGLM stub: mat4 * mat4 is a mat4

    def matrices(self, width: float, height: float) -> tuple[glm.mat4, glm.mat4]:
        aspect = width / max(height, 1)
        return self.view_matrix(aspect), self.projection_matrix(aspect)

    def state(self) -> tuple:
        """The values `matrices` is computed from beside the window size (equal states:
        equal matrices), cheap to compare where computing the matrices is not (pick_memo
        looks at every pick whether the view still holds). The outline by identity: who
        keeps a state holds the camera's outline too, so its id is not reused meanwhile."""
        return (
            self.rot.to_bytes(),
            self.pan.to_bytes(),
            self.target.to_bytes(),
            self.home.to_bytes(),
            self.zoom,
            self.radius,
            self.fov,
            self.band,
            self.side,
            self.nudge,
            self.turns_in_view,
            self.MAX_PITCH,
            id(self.outline),
        )

    def ray(self, x: float, y: float, width: float, height: float) -> tuple[glm.vec3, glm.vec3]:
        """World ray (origin on the near plane, unit direction) under window pixel (x, y),
        y growing downward as in pygame."""
        view, proj = self.matrices(width, height)
        return pointer_ray(view, proj, x, y, width, height)

    def project(self, point: Iterable[float], width: float, height: float) -> tuple[float, float, float]:
        """Window pixel (x, y downward) and depth (0..1) of a world point."""
        return projector(*self.matrices(width, height), width, height)(point)

    def outline_box(self, width: float, height: float) -> tuple[float, float, float, float]:
        """(left, top, right, bottom): the window pixels (y down) that the outline of a
        camera made `for_outline` covers as it looks now (tools/layout.py: is a 3D view
        under the HUD's bars?); for another camera, where its bounding sphere's middle is."""
        pts = self.outline if self.outline is not None else np.array([tuple(self.target)], dtype=np.float64)
        view, proj = self.matrices(width, height)
        # glm's to_list is by columns: a row of points times it is the matrix times each point
        clip = np.c_[pts, np.ones(len(pts))] @ np.array((proj * view).to_list(), dtype=np.float64)
        x = (clip[:, 0] / clip[:, 3] + 1.0) / 2.0 * width
        y = (1.0 - clip[:, 1] / clip[:, 3]) / 2.0 * height
        return float(x.min()), float(y.min()), float(x.max()), float(y.max())


def board_camera(board, yaw: float | None = None, pitch: float | None = None) -> OrbitCamera:
    """An orbit camera framing a 3D board's voxels from `yaw`, `pitch` degrees (None:
    the shape's home view, `default_view`)."""
    dy, dp = default_view(getattr(board, "shape", None))
    cam = OrbitCamera.for_outline(
        board.space.cells, yaw=dy if yaw is None else yaw, pitch=dp if pitch is None else pitch
    )
    cam.turns_in_view = True
    return cam
