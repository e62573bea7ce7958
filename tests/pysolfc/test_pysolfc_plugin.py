"""The PySolFC plugin (integrations/pysolfc) against PySolFC's own code.

PySolFC's game classes deal every game here (Game.shuffle, the game's
_shuffleHook, startGame) and judge every move (the stacks' canMoveCards,
acceptsCards and moveMove), and PySolFC says when a game is won
(isGameWon); the plugin only reads the stacks and hands back moves. Nothing
here knows the rules of Calculation or Fourteen.

PySolFC's sources are looked for at $RECKON_PYSOLFC_DIR or
<repository>/../shared/pysolfc; without them every test is skipped, saying
so. The module ``reckon`` must be importable (PYTHONPATH), and the program
``reckon`` on the PATH for the program's own tests.
"""

import csv
import importlib.util
import os
import random
import re
import shutil
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPOSITORY, "integrations", "pysolfc"))

from reckon_pysolfc import pysolfc_path  # noqa: E402

_missing = pysolfc_path.missing_reason()
if _missing:
    print("tests/pysolfc skipped: " + _missing, file=sys.stderr)
    pytest.skip(_missing, allow_module_level=True)
pysolfc_path.add_pysolfc_to_path()

import reckon  # noqa: E402
from pysollib.games.calculation import Calculation_Hint  # noqa: E402

from reckon_pysolfc import UnsupportedGame, board, headless, lines  # noqa: E402
from reckon_pysolfc.backend import ModuleBackend, ProgramBackend  # noqa: E402
from reckon_pysolfc.games import coverage_of  # noqa: E402
from reckon_pysolfc.player_hint import next_moves, reckon_hint_class  # noqa: E402
from reckon_pysolfc.solver_hint import ReckonSolver_Hint  # noqa: E402

# PySolFC's image code warns about Pillow's renamed constants; not ours.
pytestmark = pytest.mark.filterwarnings("ignore:ANTIALIAS is deprecated:DeprecationWarning")

CALCULATION, HOPSCOTCH, FOURTEEN = 256, 94, 96
RECKON_GAME = {CALCULATION: "calculation", HOPSCOTCH: "calculation", FOURTEEN: "fourteen"}

# 50 PySolFC numbers: Microsoft-generator numbers (below 32000) and
# PySolFC's own (32000 and up, to the 20-digit limit).
NUMBERS = (list(range(1, 21)) + [31998, 31999]
           + [32000 + 1237 * k for k in range(14)]
           + [10 ** 9 + 7 * k for k in range(7)]
           + [2 ** 40 + 999 * k for k in range(4)]
           + [5 * 10 ** 18 + 1, 10 ** 19 + 12345, 99999999999999999999])
assert len(NUMBERS) == 50


def solve(game):
    """The solver dialog's answer for the live position."""
    solver = ReckonSolver_Hint(game, None)
    solver.computeHints()
    assert solver.hints and solver.hints[-1] is None
    return solver


def play(game, hints):
    for ncards, source, target in hints:
        headless.play_move(game, ncards, source, target)


def start_deal(game):
    if RECKON_GAME[game.id] == "calculation":
        return board.calculation_start_deal(game)
    deal, prefix = board.fourteen_deal(game)
    assert prefix == []
    return deal


def play_number(game_id, number):
    """Deals PySolFC's number, solves it through the plugin and plays the
    line through PySolFC, asking again half-way from the live position.
    Returns "won" or "lost" (as reckon proves it)."""
    game = headless.new_game(game_id, number)
    reckon_game = RECKON_GAME[game_id]
    # The stacks PySolFC laid out are the deal reckon makes of the number.
    if game_id != HOPSCOTCH:
        assert start_deal(game) == reckon.deal(game=reckon_game, pysol=str(number)).cards
    expected = reckon.solve(game=reckon_game, cards=start_deal(game)).verdict
    solver = solve(game)
    if expected == "unwinnable":
        assert solver.solver_state == "unsolved"
        assert solver.hints == [None]
        return "lost"
    assert expected == "winnable"
    assert solver.solver_state == "solved"
    first = solver.hints[:-1]
    half = len(first) // 2
    play(game, first[:half])
    assert not game.isGameWon()
    again = solve(game)  # from the position under way
    assert again.solver_state == "solved"
    play(game, again.hints[:-1])
    assert game.isGameWon()
    return "won"


@pytest.mark.parametrize("number", NUMBERS)
def test_calculation_number_is_won_through_pysolfc(number):
    assert play_number(CALCULATION, number) in ("won", "lost")


@pytest.mark.parametrize("number", NUMBERS)
def test_fourteen_number_is_won_or_proved_lost(number):
    assert play_number(FOURTEEN, number) in ("won", "lost")


def test_fourteen_numbers_include_losses():
    """Fourteen loses about one deal in eight: the 50 numbers must show
    the plugin's "unsolved" as well as its wins."""
    outcomes = [play_number(FOURTEEN, n) for n in NUMBERS[:25]]
    assert "lost" in outcomes and "won" in outcomes


@pytest.mark.parametrize("number", [1, 17, 32000, 123456789, 10 ** 15 + 3])
def test_hopscotch_is_won_through_pysolfc(number):
    """Hopscotch deals its own way (the clubs A-4 as bases); the plugin
    reads the stacks, so it plays it as Calculation."""
    assert play_number(HOPSCOTCH, number) == "won"


def _losing_calculation_position(number):
    """Plays the winning line until reckon labels some next move losing,
    plays that move through PySolFC and returns the game."""
    game = headless.new_game(CALCULATION, number)
    for step in solve(game).hints[:-1]:
        position = board.calculation_position(game)
        labelled = reckon.hint(game="calculation", position=position)
        losing = [m.move for m in labelled.next_moves if m.verdict == "unwinnable"]
        if losing:
            headless.play_move(game, *board.calculation_move(game, losing[0]))
            return game
        headless.play_move(game, *step)
    pytest.fail("no losing move along the line of PySolFC #%s" % number)


@pytest.mark.parametrize("number", [2, 32001, 77777777])
def test_calculation_lost_position_is_unsolved(number):
    game = _losing_calculation_position(number)
    solver = solve(game)
    assert solver.solver_state == "unsolved"
    assert solver.hints == [None]
    # The Hint button still offers a move PySolFC allows.
    hints = reckon_hint_class(Calculation_Hint)(game, 0).getHints()
    assert hints
    _, _, ncards, source, target, _, _ = hints[0]
    assert target.acceptsCards(source, source.cards[-ncards:])


def _losing_fourteen_position(number):
    """As _losing_calculation_position, for Fourteen; None when every pair
    met along the line keeps the game winnable."""
    game = headless.new_game(FOURTEEN, number)
    for step in solve(game).hints[:-1]:
        deal, prefix = board.fourteen_deal(game)
        labelled = reckon.hint(game="fourteen", cards=deal, moves=" ".join(prefix))
        losing = [m.move for m in labelled.next_moves if m.verdict == "unwinnable"]
        if losing:
            headless.play_move(game, *board.fourteen_move(game, losing[0]))
            return game
        headless.play_move(game, *step)
    return None


def test_fourteen_lost_position_is_unsolved():
    games = [g for g in map(_losing_fourteen_position, (32000, 32002, 17, 40000)) if g]
    assert games, "no losing pair along the lines"
    for game in games:
        assert solve(game).solver_state == "unsolved"


# ------------------------------------------------------------ fair hint

def _positions_along_line(number, steps):
    """Games of PySolFC #number after each of `steps` moves of its line."""
    for count in steps:
        game = headless.new_game(CALCULATION, number)
        play(game, solve(game).hints[:-1][:count])
        yield count, game


def test_fair_hint_does_not_read_the_face_down_talon():
    """Reordering PySolFC's face-down talon changes nothing in the fair
    hint, while the perfect line does change: the reorderings are real."""
    backend = ModuleBackend(reckon)
    perfect_changed = 0
    checked = 0
    for number in (5, 32003, 123456):
        for count, game in _positions_along_line(number, (0, 9, 20, 35)):
            if len(game.s.talon.cards) < 3:
                continue
            fair = next_moves(game, backend, 30)
            perfect = lines.calculation_line(game, backend, 30).moves
            assert fair, "no fair hint for PySolFC #%d after %d moves" % (number, count)
            talon = game.s.talon.cards
            for seed in range(4):
                random.Random(seed).shuffle(talon)
                assert next_moves(game, backend, 30) == fair, \
                    "PySolFC #%d after %d moves, talon order %d" % (number, count, seed)
                perfect_changed += lines.calculation_line(game, backend, 30).moves != perfect
                checked += 1
    assert checked >= 40
    assert perfect_changed > checked // 2


def test_hint_button_gives_the_fair_move_through_pysolfc():
    game = headless.new_game(CALCULATION, 32005)
    play(game, solve(game).hints[:-1][:12])
    hint_class = reckon_hint_class(Calculation_Hint)
    hints = hint_class(game, 0).getHints()
    fair = next_moves(game, ModuleBackend(reckon), 30)
    _, _, ncards, source, target, _, _ = hints[0]
    assert [ncards, source, target] == board.calculation_move(game, fair[0])
    headless.play_move(game, ncards, source, target)  # PySolFC allows it


def _play_by_hint_button(number):
    """Presses Hint and plays its first move through PySolFC until the
    game is won or Hint has nothing to offer. Returns the game and, per
    move, (reckon's fair hint for the position before it, the move)."""
    game = headless.new_game(CALCULATION, number)
    hint_class = reckon_hint_class(Calculation_Hint)
    record = []
    while not game.isGameWon() and len(record) < 120:
        game._autoDeal(sound=False)
        hints = hint_class(game, 0).getHints()
        if not hints:
            break
        fair = None
        if game.s.talon.cards:
            fair = reckon.hint(game="calculation", position=board.calculation_position(game),
                               best=True, fair=True).fair
        _, _, ncards, source, target, _, _ = hints[0]
        record.append((fair, _notation(game, source, target)))
        headless.play_move(game, ncards, source, target)
    return game, record


def test_hint_button_plays_whole_games_fairly():
    """Played by the Hint button alone, games run to their end with moves
    PySolFC allows; each fair choice is played whole (the placement, then
    the cards it sets free, as the fair hint chose), and the player wins
    games (one that never looks ahead wins almost none: README, "simple")."""
    won = 0
    for number in (1, 2, 3, 4, 5, 6):
        game, record = _play_by_hint_button(number)
        won += game.isGameWon()
        if not game.isGameWon():
            # Hint stops only when PySolFC's own hint has nothing either.
            assert not Calculation_Hint(game, 0).getHints()
        index = 0
        while index < len(record):
            fair, move = record[index]
            if fair is None or not fair.turned or fair.before_turn:
                index += 1
                continue
            best = [m.split(":")[-1] for m in fair.choices[0].moves.split()]
            assert [m for _, m in record[index:index + len(best)]] == best
            index += len(best)
    assert won >= 3


def _notation(game, source, target):
    """A PySolFC move in reckon's notation, to compare lines."""
    def name(stack):
        if stack is game.s.waste:
            return "s"
        if stack in game.s.rows:
            return "w%d" % (game.s.rows.index(stack) + 1)
        return "f%d" % (game.s.foundations.index(stack) + 1)
    return "%s-%s" % (name(source), name(target))


# ------------------------------------------------- program and bad input

@pytest.mark.skipif(shutil.which("reckon") is None, reason="the program reckon is not on the PATH")
@pytest.mark.parametrize("game_id,number", [(CALCULATION, 3), (CALCULATION, 10 ** 12),
                                            (FOURTEEN, 4), (FOURTEEN, 3)])
def test_program_on_the_path_gives_the_same_answers(game_id, number):
    program = ProgramBackend(shutil.which("reckon"))
    module = ModuleBackend(reckon)
    game = headless.new_game(game_id, number)
    coverage = coverage_of(game)
    line = lines.line_for(coverage, game, program, 30)
    assert line.verdict == lines.line_for(coverage, game, module, 30).verdict
    if line.verdict == "unwinnable":
        return
    assert line.verdict == "winnable"
    hints = lines.to_pysolfc(coverage, game, line.moves)
    play(game, hints[:len(hints) // 2])
    assert next_moves(game, program, 30) == next_moves(game, module, 30)
    mid = lines.line_for(coverage, game, program, 30)
    assert mid.verdict == "winnable"
    play(game, lines.to_pysolfc(coverage, game, mid.moves))
    assert game.isGameWon()


@pytest.mark.parametrize("game_id,words", [(863, "two decks"), (235, "equal ranks"),
                                           (134, "no waste piles"), (867, "two decks")])
def test_a_game_reckon_does_not_cover_is_refused_clearly(game_id, words):
    game = headless.new_game(game_id, 1)
    with pytest.raises(UnsupportedGame, match=words):
        ReckonSolver_Hint(game, None).computeHints()


# ---------------------------------------------------- solvable-seed lists

def _seeds(game):
    path = os.path.join(REPOSITORY, "data", "pysolfc", "%s_solvable_seeds.py" % game)
    spec = importlib.util.spec_from_file_location("%s_solvable_seeds" % game, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with open(path) as text:
        first, last = map(int, re.search(r"every winnable number of (\d+)-(\d+)",
                                         text.read()).groups())
    with open(os.path.join(REPOSITORY, "data", "pysolfc", "%s_losses.tsv" % game)) as tsv:
        left_out = list(csv.DictReader(tsv, delimiter="\t"))
    return module.SOLVABLE_SEEDS, first, last, left_out


@pytest.mark.parametrize("game,game_id", [("calculation", CALCULATION), ("fourteen", FOURTEEN)])
def test_solvable_seed_list_is_whole_and_wins_in_pysolfc(game, game_id):
    seeds, first, last, left_out = _seeds(game)
    assert len(seeds) >= 10000
    assert list(seeds) == sorted(set(seeds)) and seeds[0] >= 32000
    lost = [int(row["pysol_number"]) for row in left_out]
    # Every number of the range is listed or left out with a reason.
    assert sorted(list(seeds) + lost) == list(range(first, last + 1))
    assert all(row["verdict"] == "unwinnable" and row["checked"] == "yes" for row in left_out)
    for number in seeds[::1000]:
        assert play_number(game_id, number) == "won"
    for number in lost[:5]:
        assert play_number(game_id, number) == "lost"
