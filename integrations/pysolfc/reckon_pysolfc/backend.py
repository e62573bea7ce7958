"""Asking reckon: through its Python module, or its program on the PATH.

PySolFC does the same with its other solvers (hint.py): it imports
``black_hole_solver`` when it can and otherwise runs ``black-hole-solve``.
Here the module is ``reckon`` (built from python/ by pybind11) and the
program ``reckon`` (its JSON output). Both give the same answers; the
module saves starting a process per question.

Every answer is a verdict word ("winnable", "unwinnable", "unknown") and
moves in reckon's compact notation ("Jh:s-w1", "w2-f1", "2d@2+Qh@9").
"""

import json
import os
import shutil
import subprocess
from dataclasses import dataclass, field

PROGRAM_VARIABLE = "RECKON_PROGRAM"  # a reckon program to use instead of the PATH's


class ReckonError(RuntimeError):
    """reckon refused the question (bad input) or could not be run."""


class ReckonNotFound(ReckonError):
    """Neither the module nor the program is there.

    A RuntimeError, which PySolFC's solver dialog reports as "Solver not
    found in the PATH".
    """


@dataclass
class Answer:
    verdict: str
    moves: list = field(default_factory=list)  # the line, or the one best move


@dataclass
class FairAnswer:
    """reckon's fair hint: what to play before the turned card, then where
    to put it (each choice its moves, best first). turned == "" when the
    stock is empty and nothing is hidden."""

    verdict: str
    turned: str
    before_turn: list
    choices: list


def _words(notation):
    return notation.split() if notation else []


class ModuleBackend:
    """The Python module ``reckon``."""

    name = "module"

    def __init__(self, module):
        self.reckon = module

    def solve(self, game, cards, max_seconds):
        try:
            r = self.reckon.solve(game=game, cards=cards, max_seconds=max_seconds)
        except ValueError as error:
            raise ReckonError(str(error)) from error
        return Answer(r.verdict, list(r.moves))

    def best_move(self, game, max_seconds, cards=None, moves="", position=None):
        try:
            if position is not None:
                h = self.reckon.hint(game=game, position=position, best=True,
                                     max_seconds=max_seconds)
            else:
                h = self.reckon.hint(game=game, cards=cards, moves=moves, best=True,
                                     max_seconds=max_seconds)
        except ValueError as error:
            raise ReckonError(str(error)) from error
        return Answer(h.verdict, [h.best_move.move] if h.best_move else [])

    def fair(self, position, max_seconds):
        try:
            h = self.reckon.hint(game="calculation", position=position, best=True, fair=True,
                                 max_seconds=max_seconds)
        except ValueError as error:
            raise ReckonError(str(error)) from error
        f = h.fair
        if f is None:
            return FairAnswer(h.verdict, "", [], [])
        return FairAnswer(h.verdict, f.turned, _words(f.before_turn),
                          [_words(c.moves) for c in f.choices])


class ProgramBackend:
    """The program ``reckon``, with ``--json``."""

    name = "program"

    def __init__(self, program):
        self.program = program

    def _run(self, arguments):
        command = [self.program] + arguments + ["--json"]
        try:
            done = subprocess.run(command, stdin=subprocess.DEVNULL, capture_output=True,
                                  text=True, check=False)
        except OSError as error:
            raise ReckonNotFound("cannot run %s: %s" % (self.program, error)) from error
        if done.returncode not in (0, 1, 3):
            message = done.stderr.strip() or done.stdout.strip()
            raise ReckonError("reckon (exit %d): %s" % (done.returncode, message))
        return json.loads(done.stdout)

    @staticmethod
    def _budget(max_seconds):
        # The program reads plain decimals only ("2.5", not "1e-07"); 0
        # would mean no limit, so the smallest budget is a microsecond.
        if not max_seconds:
            return []
        return ["--max-seconds", "%.6f" % max(float(max_seconds), 1e-6)]

    def solve(self, game, cards, max_seconds):
        out = self._run(["solve", "--game", game, "--cards", cards, "--quiet"]
                        + self._budget(max_seconds))
        return Answer(out["verdict"], [_notation(m) for m in out.get("moves", [])])

    def best_move(self, game, max_seconds, cards=None, moves="", position=None):
        if position is not None:
            arguments = ["hint", "--game", game, "--position", position]
        else:
            arguments = ["hint", "--game", game, "--cards", cards, "--moves", moves]
        out = self._run(arguments + ["--best"] + self._budget(max_seconds))
        best = out.get("best_move")
        return Answer(out["verdict"], [best["move"]] if best else [])

    def fair(self, position, max_seconds):
        out = self._run(["hint", "--game", "calculation", "--position", position, "--best",
                         "--fair"] + self._budget(max_seconds))
        f = out.get("fair")
        if not f:
            return FairAnswer(out["verdict"], "", [], [])
        return FairAnswer(out["verdict"], f.get("turned", ""), _words(f.get("before_turn", "")),
                          [_words(c["moves"]) for c in f.get("choices", [])])


def _notation(move):
    """A move of ``solve --json`` in the compact notation."""
    if "columns" in move:
        a, b = move["columns"]
        return "%d+%d" % (a, b)

    def pile(where):
        kind, _, number = where.partition(":")
        return {"stock": "s", "waste": "w", "foundation": "f"}[kind] + number

    return "%s-%s" % (pile(move["from"]), pile(move["to"]))


def find_backend(prefer="module"):
    """The module when it imports (unless prefer == "program"), else the
    program named by $RECKON_PROGRAM or found on the PATH; ReckonNotFound
    when there is neither."""
    if prefer != "program":
        try:
            import reckon
            return ModuleBackend(reckon)
        except ImportError:
            pass
    program = os.environ.get(PROGRAM_VARIABLE) or shutil.which("reckon")
    if program:
        return ProgramBackend(program)
    raise ReckonNotFound("reckon is neither importable as a Python module nor a program "
                         "on the PATH (set %s to the program)" % PROGRAM_VARIABLE)
