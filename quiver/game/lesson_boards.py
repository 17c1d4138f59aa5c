"""The lessons' boards, frozen: quiver-board/1 text, so that a new generator version
never changes a lesson (they were generated until quiver-gen/9 changed the easy boards
under the Flat lesson and the special-arrow lessons).

Each was made once by quiver-gen/8 (its ``params`` say so) from the code beside it in
`SOURCES`: the Flat lesson's "little stairs" (easy stairs 3, 8 arrows, seed 33: the
bounce step's arrow is on the middle step, blocked by one on the bottom step it would fly
over) and the one-step special-arrow lessons (quiver/game/special_levels.py): a tiny easy
board per mode and kind, "many" locks or two-headed arrows, "some" turning ones.
`board(name)` loads a fresh copy (a Board is played on). tests/test_lesson_boards.py
checks that the lessons use them and that they still show what the lessons point at.
"""

from __future__ import annotations

from quiver.engine import Board
from quiver.engine.codec import load_board

__all__ = ["NAMES", "SOURCES", "board"]

# name -> the code it was generated from (quiver-gen/8)
SOURCES: dict[str, str] = {
    "flat:little stairs": "flat-stairs-3x3x3-8-easy-33-g8",
    "2d:locks": "2d-rect-6x5-6-easy-1-g8-ml",
    "2d:two-headed": "2d-rect-6x5-6-easy-1-g8-mt",
    "2d:rotating": "2d-rect-6x5-6-easy-1-g8-sr",
    "3d:locks": "3d-cube-3x3x3-6-easy-1-g8-ml",
    "3d:two-headed": "3d-cube-3x3x3-6-easy-1-g8-mt",
    "3d:rotating": "3d-cube-3x3x3-6-easy-1-g8-sr",
    "flat:locks": "flat-cube-2x2x2-6-easy-1-g8-ml",
    "flat:two-headed": "flat-cube-2x2x2-6-easy-1-g8-mt",
    "flat:rotating": "flat-cube-2x2x2-6-easy-1-g8-sr",
}
_TEXT: dict[str, str] = {
    "flat:little stairs": (
        '{"arrows":[{"cells":[[0,2,0,"+z"],[0,2,0,"-x"],[0,1,0,"-x"],[0,1,1,"-x"],[0,1,1,"+z"],[1,1,1,"+z'
        '"],[1,1,1,"+y"],[0,1,1,"+y"]],"dir":"-x"},{"cells":[[1,2,0,"+z"],[1,2,0,"+y"],[0,2,0,"+y"]],"dir'
        '":"-x"},{"cells":[[0,0,2,"-x"],[0,0,2,"+y"],[1,0,2,"+y"]],"dir":"+x"},{"cells":[[0,2,0,"-z"],[0,'
        '1,0,"-z"],[1,1,0,"-z"],[1,2,0,"-z"]],"dir":"+y"},{"cells":[[2,0,2,"+y"],[2,0,2,"+x"],[2,0,2,"-y"'
        '],[2,0,1,"-y"],[2,0,1,"+x"],[2,0,0,"+x"]],"dir":"-z"},{"cells":[[1,0,1,"-y"],[0,0,1,"-y"],[0,0,1'
        ',"-x"],[0,0,0,"-x"],[0,0,0,"-z"],[0,0,0,"-y"],[1,0,0,"-y"],[1,0,0,"-z"],[2,0,0,"-z"],[2,0,0,"-y"'
        ']],"dir":"+z"},{"cells":[[1,0,2,"-y"],[0,0,2,"-y"],[0,0,2,"+z"],[1,0,2,"+z"],[2,0,2,"+z"]],"dir"'
        ':"+x"},{"cells":[[2,1,1,"+z"],[2,1,1,"+x"],[2,1,0,"+x"],[2,1,0,"-z"],[2,2,0,"-z"],[2,2,0,"+y"],['
        '2,2,0,"+x"],[2,2,0,"+z"],[2,1,1,"+y"]],"dir":"+z"}],"cells":[[0,0,0,"-x"],[0,0,0,"-y"],[0,0,0,"-'
        'z"],[0,0,1,"-x"],[0,0,1,"-y"],[0,0,2,"-x"],[0,0,2,"+y"],[0,0,2,"-y"],[0,0,2,"+z"],[0,1,0,"-x"],['
        '0,1,0,"-z"],[0,1,1,"-x"],[0,1,1,"+y"],[0,1,1,"+z"],[0,2,0,"-x"],[0,2,0,"+y"],[0,2,0,"+z"],[0,2,0'
        ',"-z"],[1,0,0,"-y"],[1,0,0,"-z"],[1,0,1,"-y"],[1,0,2,"+y"],[1,0,2,"-y"],[1,0,2,"+z"],[1,1,0,"-z"'
        '],[1,1,1,"+y"],[1,1,1,"+z"],[1,2,0,"+y"],[1,2,0,"+z"],[1,2,0,"-z"],[2,0,0,"+x"],[2,0,0,"-y"],[2,'
        '0,0,"-z"],[2,0,1,"+x"],[2,0,1,"-y"],[2,0,2,"+x"],[2,0,2,"+y"],[2,0,2,"-y"],[2,0,2,"+z"],[2,1,0,"'
        '+x"],[2,1,0,"-z"],[2,1,1,"+x"],[2,1,1,"+y"],[2,1,1,"+z"],[2,2,0,"+x"],[2,2,0,"+y"],[2,2,0,"+z"],'
        '[2,2,0,"-z"]],"format":"quiver-board/1","metrics":{"arrows":8,"cells":48,"density":1.0,"depth":2'
        ',"f0":0.625,"forced_moves":0.15275,"free_at_start":5,"l_over_a":0.25,"max_length":10,"max_single'
        '_run":0,"mean_choice":3.367875,"mean_length":6.0,"playout_runs":1000,"scan":1.2699,"side_by_side'
        '_heads":1,"solvable":true,"visible_free":4,"visible_free_axes":[1,0,2,0,1,1]},"mode":"flat","par'
        'ams":{"arrows":8,"difficulty":"easy","generator":"quiver-gen/8"},"seed":33,"shape":"stairs","siz'
        'e":[3,3,3],"solution":[4,7,3,2,0,5,1,6],"voxels":[[0,0,0],[0,0,1],[0,0,2],[0,1,0],[0,1,1],[0,2,0'
        "],[1,0,0],[1,0,1],[1,0,2],[1,1,0],[1,1,1],[1,2,0],[2,0,0],[2,0,1],[2,0,2],[2,1,0],[2,1,1],[2,2,0"
        "]]}"
    ),
    "2d:locks": (
        '{"arrows":[{"cells":[[2,2],[2,1],[2,0],[1,0],[1,1],[0,1],[0,0]],"dir":"-y"},{"cells":[[1,4],[0,4'
        '],[0,3],[1,3],[1,2],[0,2]],"dir":"-x"},{"cells":[[3,4],[3,3],[2,3],[2,4]],"dir":"+y","lock":4},{'
        '"cells":[[3,0],[3,1],[3,2],[4,2],[4,1],[4,0]],"dir":"-y"},{"cells":[[5,2],[5,1],[5,0]],"dir":"-y'
        '"},{"cells":[[5,4],[4,4],[4,3],[5,3]],"dir":"+x"}],"cells":[[0,0],[0,1],[0,2],[0,3],[0,4],[1,0],'
        "[1,1],[1,2],[1,3],[1,4],[2,0],[2,1],[2,2],[2,3],[2,4],[3,0],[3,1],[3,2],[3,3],[3,4],[4,0],[4,1],"
        '[4,2],[4,3],[4,4],[5,0],[5,1],[5,2],[5,3],[5,4]],"format":"quiver-board/1","metrics":{"arrows":6'
        ',"cells":30,"density":1.0,"depth":2,"f0":0.833333,"forced_moves":0.200333,"free_at_start":5,"l_o'
        'ver_a":0.333333,"locks":1,"max_length":7,"max_single_run":1,"mean_choice":3.008333,"mean_length"'
        ':5.0,"playout_runs":1000,"scan":1.116167,"side_by_side_heads":2,"solvable":true},"mode":"2d","pa'
        'rams":{"arrows":6,"difficulty":"easy","generator":"quiver-gen/8","specials":{"amount":"many","ki'
        'nds":["locks"]}},"seed":1,"shape":"rect","size":[6,5],"solution":[0,1,3,4,5,2]}'
    ),
    "2d:two-headed": (
        '{"arrows":[{"cells":[[2,2],[2,1],[2,0],[1,0],[1,1],[0,1],[0,0]],"dir":"-y"},{"cells":[[1,4],[0,4'
        '],[0,3],[1,3],[1,2],[0,2]],"dir":"-x"},{"cells":[[3,4],[3,3],[2,3],[2,4]],"dir":"+y"},{"cells":['
        '[3,0],[3,1],[3,2],[4,2],[4,1],[4,0]],"dir":"-y"},{"cells":[[5,2],[5,1],[5,0]],"dir":"-y","dir2":'
        '"+y"},{"cells":[[5,4],[4,4],[4,3],[5,3]],"dir":"+x"}],"cells":[[0,0],[0,1],[0,2],[0,3],[0,4],[1,'
        "0],[1,1],[1,2],[1,3],[1,4],[2,0],[2,1],[2,2],[2,3],[2,4],[3,0],[3,1],[3,2],[3,3],[3,4],[4,0],[4,"
        '1],[4,2],[4,3],[4,4],[5,0],[5,1],[5,2],[5,3],[5,4]],"format":"quiver-board/1","metrics":{"arrows'
        '":6,"cells":30,"density":1.0,"depth":1,"f0":1.0,"forced_moves":0.166667,"free_at_start":6,"l_ove'
        'r_a":0.166667,"max_length":7,"max_single_run":0,"mean_choice":3.5,"mean_length":5.0,"playout_run'
        's":1000,"scan":1.0,"side_by_side_heads":2,"solvable":true,"two_headed":1},"mode":"2d","params":{'
        '"arrows":6,"difficulty":"easy","generator":"quiver-gen/8","specials":{"amount":"many","kinds":["'
        'two-headed"]}},"seed":1,"shape":"rect","size":[6,5],"solution":[0,1,2,3,4,5]}'
    ),
    "2d:rotating": (
        '{"arrows":[{"cells":[[2,2],[2,1],[2,0],[1,0],[1,1],[0,1],[0,0]],"dir":"-y"},{"cells":[[1,4],[0,4'
        '],[0,3],[1,3],[1,2],[0,2]],"dir":"-x"},{"cells":[[3,4],[3,3],[2,3],[2,4]],"dir":"+y"},{"cells":['
        '[3,0],[3,1],[3,2],[4,2],[4,1],[4,0]],"dir":"-y"},{"cells":[[5,2],[5,1],[5,0]],"dir":"-y","turn":'
        '"ccw"},{"cells":[[5,4],[4,4],[4,3],[5,3]],"dir":"+x","turn":"ccw"}],"cells":[[0,0],[0,1],[0,2],['
        "0,3],[0,4],[1,0],[1,1],[1,2],[1,3],[1,4],[2,0],[2,1],[2,2],[2,3],[2,4],[3,0],[3,1],[3,2],[3,3],["
        '3,4],[4,0],[4,1],[4,2],[4,3],[4,4],[5,0],[5,1],[5,2],[5,3],[5,4]],"format":"quiver-board/1","met'
        'rics":{"arrows":6,"cells":30,"dead_end_playouts":0.0,"density":1.0,"depth":1,"f0":1.0,"forced_mo'
        'ves":0.166667,"free_at_start":6,"l_over_a":0.166667,"max_length":7,"max_single_run":0,"mean_choi'
        'ce":2.9,"mean_length":5.0,"rotating":2,"scan":1.1725,"side_by_side_heads":2,"solvable":true},"mo'
        'de":"2d","params":{"arrows":6,"difficulty":"easy","generator":"quiver-gen/8","specials":{"amount'
        '":"some","kinds":["rotating"]}},"seed":1,"shape":"rect","size":[6,5],"solution":[4,5,0,1,2,3]}'
    ),
    "3d:locks": (
        '{"arrows":[{"cells":[[1,1,2],[0,1,2],[0,0,2]],"dir":"-y"},{"cells":[[1,0,2],[2,0,2],[2,0,1],[1,0'
        ',1],[1,1,1],[0,1,1]],"dir":"-x","lock":5},{"cells":[[1,1,0],[0,1,0],[0,2,0],[1,2,0],[1,2,1],[0,2'
        ',1]],"dir":"-x"},{"cells":[[0,0,1],[0,0,0],[1,0,0],[2,0,0]],"dir":"+x"},{"cells":[[2,2,1],[2,2,0'
        '],[2,1,0],[2,1,1],[2,1,2]],"dir":"+z"},{"cells":[[0,2,2],[1,2,2],[2,2,2]],"dir":"+x"}],"cells":['
        "[0,0,0],[0,0,1],[0,0,2],[0,1,0],[0,1,1],[0,1,2],[0,2,0],[0,2,1],[0,2,2],[1,0,0],[1,0,1],[1,0,2],"
        "[1,1,0],[1,1,1],[1,1,2],[1,2,0],[1,2,1],[1,2,2],[2,0,0],[2,0,1],[2,0,2],[2,1,0],[2,1,1],[2,1,2],"
        '[2,2,0],[2,2,1],[2,2,2]],"format":"quiver-board/1","metrics":{"arrows":6,"cells":27,"density":1.'
        '0,"depth":2,"f0":0.833333,"forced_moves":0.197833,"free_at_start":5,"l_over_a":0.333333,"locks":'
        '1,"max_length":6,"max_single_run":1,"mean_choice":3.006167,"mean_length":4.5,"playout_runs":1000'
        ',"scan":1.116383,"side_by_side_heads":2,"solvable":true,"visible_free":5,"visible_free_axes":[3,'
        '2,2,2,3,1]},"mode":"3d","params":{"arrows":6,"difficulty":"easy","generator":"quiver-gen/8","spe'
        'cials":{"amount":"many","kinds":["locks"]}},"seed":1,"shape":"cube","size":[3,3,3],"solution":[0'
        ",2,3,4,5,1]}"
    ),
    "3d:two-headed": (
        '{"arrows":[{"cells":[[1,1,2],[0,1,2],[0,0,2]],"dir":"-y"},{"cells":[[1,0,2],[2,0,2],[2,0,1],[1,0'
        ',1],[1,1,1],[0,1,1]],"dir":"-x","dir2":"-x"},{"cells":[[1,1,0],[0,1,0],[0,2,0],[1,2,0],[1,2,1],['
        '0,2,1]],"dir":"-x"},{"cells":[[0,0,1],[0,0,0],[1,0,0],[2,0,0]],"dir":"+x"},{"cells":[[2,2,1],[2,'
        '2,0],[2,1,0],[2,1,1],[2,1,2]],"dir":"+z"},{"cells":[[0,2,2],[1,2,2],[2,2,2]],"dir":"+x"}],"cells'
        '":[[0,0,0],[0,0,1],[0,0,2],[0,1,0],[0,1,1],[0,1,2],[0,2,0],[0,2,1],[0,2,2],[1,0,0],[1,0,1],[1,0,'
        "2],[1,1,0],[1,1,1],[1,1,2],[1,2,0],[1,2,1],[1,2,2],[2,0,0],[2,0,1],[2,0,2],[2,1,0],[2,1,1],[2,1,"
        '2],[2,2,0],[2,2,1],[2,2,2]],"format":"quiver-board/1","metrics":{"arrows":6,"cells":27,"density"'
        ':1.0,"depth":1,"f0":1.0,"forced_moves":0.166667,"free_at_start":6,"l_over_a":0.166667,"max_lengt'
        'h":6,"max_single_run":0,"mean_choice":3.5,"mean_length":4.5,"playout_runs":1000,"scan":1.0,"side'
        '_by_side_heads":2,"solvable":true,"two_headed":1,"visible_free":5,"visible_free_axes":[3,3,2,2,3'
        ',1]},"mode":"3d","params":{"arrows":6,"difficulty":"easy","generator":"quiver-gen/8","specials":'
        '{"amount":"many","kinds":["two-headed"]}},"seed":1,"shape":"cube","size":[3,3,3],"solution":[0,1'
        ",2,3,4,5]}"
    ),
    "3d:rotating": (
        '{"arrows":[{"cells":[[1,1,2],[0,1,2],[0,0,2]],"dir":"-y","turn":"-z"},{"cells":[[1,0,2],[2,0,2],'
        '[2,0,1],[1,0,1],[1,1,1],[0,1,1]],"dir":"-x"},{"cells":[[1,1,0],[0,1,0],[0,2,0],[1,2,0],[1,2,1],['
        '0,2,1]],"dir":"-x"},{"cells":[[0,0,1],[0,0,0],[1,0,0],[2,0,0]],"dir":"+x"},{"cells":[[2,2,1],[2,'
        '2,0],[2,1,0],[2,1,1],[2,1,2]],"dir":"+z"},{"cells":[[0,2,2],[1,2,2],[2,2,2]],"dir":"+x","turn":"'
        '+y"}],"cells":[[0,0,0],[0,0,1],[0,0,2],[0,1,0],[0,1,1],[0,1,2],[0,2,0],[0,2,1],[0,2,2],[1,0,0],['
        "1,0,1],[1,0,2],[1,1,0],[1,1,1],[1,1,2],[1,2,0],[1,2,1],[1,2,2],[2,0,0],[2,0,1],[2,0,2],[2,1,0],["
        '2,1,1],[2,1,2],[2,2,0],[2,2,1],[2,2,2]],"format":"quiver-board/1","metrics":{"arrows":6,"cells":'
        '27,"dead_end_playouts":0.0,"density":1.0,"depth":1,"f0":1.0,"forced_moves":0.166667,"free_at_sta'
        'rt":6,"l_over_a":0.166667,"max_length":6,"max_single_run":0,"mean_choice":3.183333,"mean_length"'
        ':4.5,"rotating":2,"scan":1.079722,"side_by_side_heads":2,"solvable":true},"mode":"3d","params":{'
        '"arrows":6,"difficulty":"easy","generator":"quiver-gen/8","specials":{"amount":"some","kinds":["'
        'rotating"]}},"seed":1,"shape":"cube","size":[3,3,3],"solution":[0,1,2,5,3,4]}'
    ),
    "flat:locks": (
        '{"arrows":[{"cells":[[0,0,0,"-y"],[1,0,0,"-y"],[1,0,0,"+x"],[1,0,0,"-z"],[0,0,0,"-z"]],"dir":"-x'
        '"},{"cells":[[0,1,0,"+y"],[0,1,0,"-x"],[0,0,0,"-x"],[0,0,1,"-x"],[0,1,1,"-x"]],"dir":"+y","lock"'
        ':3},{"cells":[[1,0,1,"+x"],[1,0,1,"-y"],[0,0,1,"-y"],[0,0,1,"+z"],[1,0,1,"+z"]],"dir":"+x"},{"ce'
        'lls":[[1,1,1,"+y"],[1,1,1,"+x"],[1,1,0,"+x"]],"dir":"-z"},{"cells":[[0,1,0,"-z"],[1,1,0,"-z"],[1'
        ',1,0,"+y"]],"dir":"+z"},{"cells":[[0,1,1,"+y"],[0,1,1,"+z"],[1,1,1,"+z"]],"dir":"+x"}],"cells":['
        '[0,0,0,"-x"],[0,0,0,"-y"],[0,0,0,"-z"],[0,0,1,"-x"],[0,0,1,"-y"],[0,0,1,"+z"],[0,1,0,"-x"],[0,1,'
        '0,"+y"],[0,1,0,"-z"],[0,1,1,"-x"],[0,1,1,"+y"],[0,1,1,"+z"],[1,0,0,"+x"],[1,0,0,"-y"],[1,0,0,"-z'
        '"],[1,0,1,"+x"],[1,0,1,"-y"],[1,0,1,"+z"],[1,1,0,"+x"],[1,1,0,"+y"],[1,1,0,"-z"],[1,1,1,"+x"],[1'
        ',1,1,"+y"],[1,1,1,"+z"]],"format":"quiver-board/1","metrics":{"arrows":6,"cells":24,"density":1.'
        '0,"depth":2,"f0":0.666667,"forced_moves":0.2055,"free_at_start":4,"l_over_a":0.333333,"locks":1,'
        '"max_length":5,"max_single_run":0,"mean_choice":2.684667,"mean_length":4.0,"playout_runs":1000,"'
        'scan":1.220028,"side_by_side_heads":2,"solvable":true,"visible_free":3,"visible_free_axes":[1,0,'
        '0,0,2,1]},"mode":"flat","params":{"arrows":6,"difficulty":"easy","generator":"quiver-gen/8","spe'
        'cials":{"amount":"many","kinds":["locks"]}},"seed":1,"shape":"cube","size":[2,2,2],"solution":[0'
        ',2,3,5,1,4],"voxels":[[0,0,0],[0,0,1],[0,1,0],[0,1,1],[1,0,0],[1,0,1],[1,1,0],[1,1,1]]}'
    ),
    "flat:two-headed": (
        '{"arrows":[{"cells":[[0,0,0,"-y"],[1,0,0,"-y"],[1,0,0,"+x"],[1,0,0,"-z"],[0,0,0,"-z"]],"dir":"-x'
        '"},{"cells":[[0,1,0,"+y"],[0,1,0,"-x"],[0,0,0,"-x"],[0,0,1,"-x"],[0,1,1,"-x"]],"dir":"+y"},{"cel'
        'ls":[[1,0,1,"+x"],[1,0,1,"-y"],[0,0,1,"-y"],[0,0,1,"+z"],[1,0,1,"+z"]],"dir":"+x"},{"cells":[[1,'
        '1,1,"+y"],[1,1,1,"+x"],[1,1,0,"+x"]],"dir":"-z"},{"cells":[[0,1,0,"-z"],[1,1,0,"-z"],[1,1,0,"+y"'
        ']],"dir":"+z"},{"cells":[[0,1,1,"+y"],[0,1,1,"+z"],[1,1,1,"+z"]],"dir":"+x","dir2":"-z"}],"cells'
        '":[[0,0,0,"-x"],[0,0,0,"-y"],[0,0,0,"-z"],[0,0,1,"-x"],[0,0,1,"-y"],[0,0,1,"+z"],[0,1,0,"-x"],[0'
        ',1,0,"+y"],[0,1,0,"-z"],[0,1,1,"-x"],[0,1,1,"+y"],[0,1,1,"+z"],[1,0,0,"+x"],[1,0,0,"-y"],[1,0,0,'
        '"-z"],[1,0,1,"+x"],[1,0,1,"-y"],[1,0,1,"+z"],[1,1,0,"+x"],[1,1,0,"+y"],[1,1,0,"-z"],[1,1,1,"+x"]'
        ',[1,1,1,"+y"],[1,1,1,"+z"]],"format":"quiver-board/1","metrics":{"arrows":6,"cells":24,"density"'
        ':1.0,"depth":2,"f0":0.833333,"forced_moves":0.200333,"free_at_start":5,"l_over_a":0.333333,"max_'
        'length":5,"max_single_run":1,"mean_choice":3.008333,"mean_length":4.0,"playout_runs":1000,"scan"'
        ':1.116167,"side_by_side_heads":2,"solvable":true,"two_headed":1,"visible_free":3,"visible_free_a'
        'xes":[1,1,0,0,2,1]},"mode":"flat","params":{"arrows":6,"difficulty":"easy","generator":"quiver-g'
        'en/8","specials":{"amount":"many","kinds":["two-headed"]}},"seed":1,"shape":"cube","size":[2,2,2'
        '],"solution":[0,1,2,3,5,4],"voxels":[[0,0,0],[0,0,1],[0,1,0],[0,1,1],[1,0,0],[1,0,1],[1,1,0],[1,'
        "1,1]]}"
    ),
    "flat:rotating": (
        '{"arrows":[{"cells":[[0,0,0,"-y"],[1,0,0,"-y"],[1,0,0,"+x"],[1,0,0,"-z"],[0,0,0,"-z"]],"dir":"-x'
        '","turn":"cw"},{"cells":[[0,1,0,"+y"],[0,1,0,"-x"],[0,0,0,"-x"],[0,0,1,"-x"],[0,1,1,"-x"]],"dir"'
        ':"+y","turn":"ccw"},{"cells":[[1,0,1,"+x"],[1,0,1,"-y"],[0,0,1,"-y"],[0,0,1,"+z"],[1,0,1,"+z"]],'
        '"dir":"+x"},{"cells":[[1,1,1,"+y"],[1,1,1,"+x"],[1,1,0,"+x"]],"dir":"-z"},{"cells":[[0,1,0,"-z"]'
        ',[1,1,0,"-z"],[1,1,0,"+y"]],"dir":"+z"},{"cells":[[0,1,1,"+y"],[0,1,1,"+z"],[1,1,1,"+z"]],"dir":'
        '"+x"}],"cells":[[0,0,0,"-x"],[0,0,0,"-y"],[0,0,0,"-z"],[0,0,1,"-x"],[0,0,1,"-y"],[0,0,1,"+z"],[0'
        ',1,0,"-x"],[0,1,0,"+y"],[0,1,0,"-z"],[0,1,1,"-x"],[0,1,1,"+y"],[0,1,1,"+z"],[1,0,0,"+x"],[1,0,0,'
        '"-y"],[1,0,0,"-z"],[1,0,1,"+x"],[1,0,1,"-y"],[1,0,1,"+z"],[1,1,0,"+x"],[1,1,0,"+y"],[1,1,0,"-z"]'
        ',[1,1,1,"+x"],[1,1,1,"+y"],[1,1,1,"+z"]],"format":"quiver-board/1","metrics":{"arrows":6,"cells"'
        ':24,"dead_end_playouts":0.1,"density":1.0,"depth":2,"f0":0.833333,"forced_moves":0.20339,"free_a'
        't_start":5,"l_over_a":0.333333,"max_length":5,"max_single_run":0,"mean_choice":2.627119,"mean_le'
        'ngth":4.0,"rotating":2,"scan":1.271186,"side_by_side_heads":2,"solvable":true},"mode":"flat","pa'
        'rams":{"arrows":6,"difficulty":"easy","generator":"quiver-gen/8","specials":{"amount":"some","ki'
        'nds":["rotating"]}},"seed":1,"shape":"cube","size":[2,2,2],"solution":[0,2,3,1,4,5],"voxels":[[0'
        ",0,0],[0,0,1],[0,1,0],[0,1,1],[1,0,0],[1,0,1],[1,1,0],[1,1,1]]}"
    ),
}
NAMES = tuple(_TEXT)


def board(name: str) -> Board:
    """A fresh copy of the frozen lesson board ``name`` ("flat:little stairs", "2d:locks",
    "3d:two-headed", ...)."""
    if name not in _TEXT:
        raise ValueError(f"no frozen lesson board {name!r}")
    return load_board(_TEXT[name])
