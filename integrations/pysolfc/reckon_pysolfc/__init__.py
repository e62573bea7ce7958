"""reckon inside PySolFC: an exact solver for Calculation, Hopscotch and Fourteen.

Two things a PySolFC game class can use (doc/pysolfc.md shows where):

* ``Solver_Class = ReckonSolverWrapper()``: the solver dialog's answer,
  the whole winning line from the position on the table (perfect
  information), or "unsolved" when reckon proves the position lost;
* ``Hint_Class = reckon_hint_class(Calculation_Hint)``: the Hint button's
  next move, the fair hint where cards are face down.

The parts: games.py (which games, and why not the others), board.py
(stacks to reckon's input and back), backend.py (the ``reckon`` module or
program), lines.py (the line and the next move), solver_hint.py and
player_hint.py (PySolFC's two hint interfaces). headless.py and
pysolfc_path.py run PySolFC without a display, for the tests and demo.py.

Only games.py, board.py, backend.py and lines.py are imported here: the
two hint modules import PySolFC's ``pysollib`` and are imported from a
running PySolFC (or after ``pysolfc_path.add_pysolfc_to_path()``).
"""

from .backend import ReckonError, ReckonNotFound, find_backend  # noqa: F401
from .board import BoardError  # noqa: F401
from .games import COVERED, NOT_COVERED, UnsupportedGame, coverage_of  # noqa: F401
