"""Which PySolFC games reckon solves, and why the other relatives are left out.

reckon knows three games: Calculation (with 1..8 waste piles, bases laid out
or not), Rechenkuenstler (not in PySolFC) and Fourteen Out (12 columns of
5,5,5,5,4,...,4 cards, pairs summing to 14, any two exposed cards). A
PySolFC game is covered when its rules are one of these exactly, whatever
its deal: the plugin reads the live stacks, so a game that differs only in
how it deals (Hopscotch) is covered too. The solvable-seed lists
(data/pysolfc/) are for Calculation and Fourteen, whose PySolFC numbers
reckon can deal itself (``--pysol N``).

The reasons below were read off pysollib/games/calculation.py and
montecarlo.py; doc/pysolfc.md repeats them for people.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class Coverage:
    """A PySolFC game reckon covers, and how to ask reckon about it."""

    game_id: int
    name: str
    reckon_game: str      # reckon's --game
    stock_hidden: bool    # a face-down talon: a person's hint must not read it
    rows: int             # PySolFC's s.rows
    foundations: int      # PySolFC's s.foundations


COVERED = {
    256: Coverage(256, "Calculation", "calculation", True, rows=4, foundations=4),
    # Calculation's rules with the four clubs A-4 as bases: the same game
    # from any position (reckon's rules never look at suits).
    94: Coverage(94, "Hopscotch", "calculation", True, rows=4, foundations=4),
    # Open: every card is face up, so the perfect hint reads nothing hidden.
    96: Coverage(96, "Fourteen", "fourteen", False, rows=12, foundations=1),
}

NOT_COVERED = {
    863: "Imaginary Thirteen is Calculation with two decks (8 foundations, "
         "104 cards); reckon's Calculation has one deck",
    134: "Betsy Ross has no waste piles and deals the talon three times; "
         "reckon's Calculation has waste piles and one pass",
    550: "One234 is open, with 8 rows building down; not a Calculation of reckon's",
    948: "Appreciate is open, with 8 rows building down; not a Calculation of reckon's",
    653: "Senior Wrangler uses two decks and 8 redeals",
    704: "S Patience uses two decks and 13 foundations",
    867: "Double Fourteen has two decks (18 columns, 8 cards a rank); reckon's "
         "Fourteen Out layouts hold at most 16 columns and 4 cards a rank",
    935: "Juvenile is Double Fourteen dealt into 17 columns: two decks",
    235: "Nestor pairs equal ranks (every rank pairs with itself); reckon pairs "
         "ranks summing to 14, where only 7 pairs with itself",
    801: "Double Nestor: equal ranks and two decks",
    368: "Vertical pairs equal ranks",
    810: "Quatorze pairs to 14 only between neighbours of a 5x5 grid, refilled "
         "from a talon",
    89: "Monte Carlo pairs neighbours of a 5x5 grid and refills from a talon",
}


class UnsupportedGame(ValueError):
    """A PySolFC game whose rules reckon does not cover, with the reason."""


def coverage_of(game):
    """The Coverage of a live PySolFC game; UnsupportedGame if reckon does
    not cover it, or if its stacks are not laid out as expected."""
    game_id = game.id
    coverage = COVERED.get(game_id)
    if coverage is None:
        name = getattr(getattr(game, "gameinfo", None), "name", "game %d" % game_id)
        reason = NOT_COVERED.get(game_id, "its rules are none of reckon's games "
                                          "(Calculation, Fourteen Out)")
        raise UnsupportedGame("reckon cannot solve PySolFC's %s (game %d): %s"
                              % (name, game_id, reason))
    stacks = game.s
    if len(stacks.rows) != coverage.rows or len(stacks.foundations) != coverage.foundations:
        raise UnsupportedGame(
            "PySolFC's %s (game %d) has %d rows and %d foundations; reckon's %s "
            "expects %d and %d" % (coverage.name, game_id, len(stacks.rows),
                                   len(stacks.foundations), coverage.reckon_game,
                                   coverage.rows, coverage.foundations))
    if coverage.reckon_game == "calculation" and stacks.waste is None:
        raise UnsupportedGame("PySolFC's %s (game %d) has no waste stack"
                              % (coverage.name, game_id))
    return coverage
