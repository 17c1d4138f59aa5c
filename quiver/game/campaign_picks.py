"""Which candidate the campaign's search keeps for each level (tools/campaign_picks.py).

PICKS[mode]: for levels 1, 2, ... in order, the kept candidate's difficulty letter (easy,
medium, hard) and number k (its seed is campaign_search.level_seed(mode, level, k)). Valid only
for the generator version GENERATOR; campaign.level_board searches otherwise.
"""

GENERATOR = "quiver-gen/9"
PICKS: dict[str, str] = {
    "2d": (
        "m0 m11 m5 m6 m4 m0 m0 h10 h1 e1 m6 m0 h1 h7 h3 m3 m2 m17 h9 e1 "
        "h1 m10 h1 h1 h2 m2 h5 m0 m2 m6 h1 h8 m8 m1 h1 m5 m0 m5 m0 m6 "
        "m3 m2 m2 m3 h0 m1 m2 m3 m9 m6 m3 m0 m8 m2 h2 m3 m1 m6 m26 m6 "
        "m2 m16 m4 m10 h5 m1 m3 m5 m4 m6 m6 m2 m7 m0 h2 m0 m7 m2 m0 m11 "
        "m2 m4 m4 m0 h2 m15 m12 m0 m7 m7 m7 m6 m4 m3 h5 m8 m2 m8 m3 m7 "
        "m3 m0 m2 m2 h0 m7 m0 m2 m1 e5 m4 m18 m0 m8 h2 m6 m0 m4 m2 e0 "
        "m6 m12 m3 m6 h3 m2 m0 m3 m8 m10 m0 m2 m4 m9 h4 m3 m0 m0 m12 m6 "
        "m7 m0 m7 m0 h3 m11 m10 m0 m2 e1 m0 m7 m4 m35 h5 m4 m3 m2 m10 m6 "
        "m3 m3 m8 m5 h0 m4 m22 m4 m9 m11 m11 m17 m8 m4 h2 m0 m0 m11 m21 m10 "
        "m12 m7 m3 m6 h2 m3 m5 m6 m0 m7 m17 m0 m6 m5 h1 m1 m6 m17 m26 m7 "
        "m17 m1 m2 m9 h3 m5 m0 m2 m0 m9 m16 m8 m0 m2 h0 m2 m4 m4 m4 m6 "
        "m2 m22 m6 m19 h2 m2 m8 m23 m27 m6 m0 m0 m5 m4 h2 m6 m14 m27 m0 e2 "
        "m1 m21 m6 m1 h0 m5 m7 m13 m2 m10 m12 m9 m3 m31 h3 m0 m7 m5 m0 m8 "
        "m0 m12 m1 m5 h5 m0 m8 m0 m1 m7 m10 m7 m0 m20 h0 m0 m14 m11 m34 e3 "
        "m2 m8 m3 m0 h4 m6 m1 m4 m2 e0 m10 m0 m0 m3 h5 m6 m9 m16 m3 e2 "
    ),
    "3d": (
        "m1 h21 m9 m2 h1 h1 m5 m2 m1 m8 h13 h1 h3 h5 h4 h9 m1 h1 m1 m9 "
        "m15 m2 m19 h3 h2 m2 h9 m0 m5 m6 m0 h1 h1 m11 h0 m0 h1 m5 m4 e3 "
        "m0 m4 m0 m2 h0 h1 m4 m0 m7 m6 m0 m0 m5 m0 h2 m2 m4 m1 m5 m9 "
        "m3 m4 m1 m2 h2 m15 m0 m12 m4 m6 m3 m6 m8 m1 h4 m1 m6 m0 m0 m11 "
        "m3 m4 m1 m2 h4 m1 m7 m0 m3 m9 m0 m7 m0 m3 h0 m6 m1 h1 m8 m8 "
        "m14 m0 m2 m0 h5 m0 m4 m4 m8 m9 m4 m3 m4 m1 h2 m0 m6 m8 m0 m7 "
        "m1 m0 m9 m0 h3 m2 m0 m22 m1 m6 m4 m1 m2 m10 h2 m2 m0 m2 m0 m8 "
        "m24 m3 m0 m5 h3 m0 m0 m18 m0 m9 m6 m14 m0 m1 h1 m5 m16 m1 m5 m6 "
        "m2 m7 m13 m0 h5 m13 m16 m16 m3 m6 m6 m6 m6 m3 h5 m6 m0 m1 m12 m11 "
        "m0 m6 m1 m2 h2 m5 m0 m14 m0 e5 m3 m10 m0 m13 h4 m2 m5 m4 m3 m7 "
        "m8 m9 m3 m0 h5 m24 m3 m2 m9 m6 m4 m14 m12 m2 h4 m6 m9 m8 m13 m7 "
        "m5 m4 m5 m21 h0 m8 m21 m3 m0 m6 m5 m2 m7 m8 h1 m3 m1 m4 m0 m10 "
        "m1 m4 m6 m3 h5 m4 m1 m4 m0 m7 m1 m0 m3 m8 h4 m10 m8 m7 m28 m8 "
        "m0 m4 m3 m14 h4 m2 m4 m13 m9 m11 m10 m15 m13 m0 h5 m0 m1 m6 m7 m7 "
        "m4 m7 m0 m4 h5 m3 m4 m17 m19 m6 m2 m0 m18 m6 h2 m13 m3 m2 m17 m8 "
    ),
    "flat": (
        "m1 m28 m10 m10 h2 h1 h3 m0 m2 m7 h1 h1 m0 h2 h0 m4 m2 m1 h2 m6 "
        "m3 m3 m0 h1 h0 h5 m33 m2 h1 m9 m2 m7 h1 h1 h0 m0 m2 m7 m2 m7 "
        "m3 m0 m4 m0 h1 m4 m4 m8 m2 m7 m1 m6 m0 m2 h1 m1 m0 m1 m0 m6 "
        "m6 m0 m12 m5 h3 m8 m3 m3 m1 m6 m3 m1 m2 m3 h0 m3 m0 m0 m6 m7 "
        "m9 m1 m7 m1 h4 m7 m0 m1 m3 m6 m6 m2 m9 m1 h2 m0 m2 m3 m11 m6 "
        "m0 m1 m9 m10 h4 m6 m0 m8 m6 m6 m1 m2 m2 m5 h3 m1 m0 m6 m2 m9 "
        "m8 m9 m33 m4 h4 m5 m2 m10 m15 m7 m1 m5 m5 m22 h2 m4 m10 m2 m10 e0 "
        "m2 m0 m6 m9 h3 m5 m0 m2 m4 m6 m2 m7 m0 m2 h5 m3 m7 m0 m3 m11 "
        "m2 m16 m0 m0 h1 m3 m0 m12 m1 m8 m12 m1 m7 m5 h4 m2 m0 m0 m1 m10 "
        "m0 m0 m0 m6 h0 m5 m8 m0 m16 m7 m3 m3 m5 m15 h4 m8 m3 m6 m11 m7 "
        "m2 m6 m20 m7 h2 m2 m15 m0 m4 m6 m1 m28 m18 m0 h1 m2 m5 m1 m20 m11 "
        "m3 m8 m3 m0 h5 m27 m7 m11 m5 m10 m14 m5 m8 m6 h2 m13 m24 m0 m8 m8 "
        "m3 m0 m10 m4 h0 m4 m4 m1 m0 e0 m1 m19 m2 m11 h5 m6 m2 m10 m3 m9 "
        "m4 m4 m13 m2 h3 m16 m0 m6 m19 m8 m0 m0 m0 m5 h5 m0 m21 m6 m0 m10 "
        "m4 m6 m4 m1 h2 m18 m8 m12 m0 m9 m7 m3 m5 m0 h5 m0 m6 m1 m0 m8 "
    ),
}
