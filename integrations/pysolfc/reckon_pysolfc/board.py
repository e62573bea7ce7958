"""PySolFC's live stacks as reckon's input, and reckon's moves as PySolFC's.

Nothing here judges a move: reckon decides which moves to make, PySolFC's
stacks whether they are allowed. This module only translates.

Calculation (and Hopscotch). PySolFC holds the turned card on its one-card
waste (``s.waste``) and the rest of the stock face down on ``s.talon``, the
next card to turn last (``talon.cards[-1]``); its four rows are reckon's
waste piles, its foundations 1..4 (building by 1..4) reckon's foundations
1..4. reckon's stock is therefore the waste card, then the talon from its
top down. reckon's "s" (the stock's next card) is PySolFC's waste card.

Fourteen. PySolFC's twelve rows are reckon's columns 1..12 (first dealt
card at the bottom). reckon reads only whole deals (5,5,5,5,4,...,4
cards), so a game under way is given as a deal that leads to the same
columns: the pairs already on the foundation go back on top of the columns
that lost cards, and a prefix of moves takes them off again. Fourteen is
open, so any such deal has the same future as the real one.
"""

import re

RANKS = "A23456789TJQK"
SUITS = "cshd"  # PySolFC's suit numbers 0..3: clubs, spades, hearts, diamonds


class BoardError(ValueError):
    """The stacks are not a position reckon can read (e.g. a card missing)."""


def card_text(card):
    """A PySolFC card as reckon writes it ("Jh")."""
    return RANKS[card.rank] + SUITS[card.suit]


# ---------------------------------------------------------------- Calculation

def calculation_stock(game):
    """The stock in the order reckon turns it: the waste card first, then
    the talon from its top down. (The hidden part is the talon.)"""
    turned = list(game.s.waste.cards)
    return turned + list(reversed(game.s.talon.cards))


def calculation_position(game):
    """The position as ``reckon hint --position`` reads it:
    "foundations: 5 4 6 8; waste 1: 7d 3c; stock: 9h ..." (foundations by
    the rank of their top card, waste piles bottom first)."""
    tops = []
    for foundation in game.s.foundations:
        if not foundation.cards:
            raise BoardError("a foundation is empty; Calculation's bases are laid out")
        tops.append(RANKS[foundation.cards[-1].rank])
    parts = ["foundations: " + " ".join(tops)]
    for number, row in enumerate(game.s.rows, start=1):
        if row.cards:
            parts.append("waste %d: %s" % (number, " ".join(card_text(c) for c in row.cards)))
    stock = calculation_stock(game)
    if stock:
        parts.append("stock: " + " ".join(card_text(c) for c in stock))
    return "; ".join(parts)


def calculation_start_deal(game):
    """The deal as a card string ("Ad 2d 3h 4d | Jh 8s ...") when the game
    is at its start (bases alone on the foundations, rows empty), else None.
    From the start one solve gives the whole line."""
    if any(row.cards for row in game.s.rows):
        return None
    if any(len(f.cards) != 1 for f in game.s.foundations):
        return None
    bases = " ".join(card_text(f.cards[0]) for f in game.s.foundations)
    stock = calculation_stock(game)
    if len(stock) != 48:
        return None
    return bases + " | " + " ".join(card_text(c) for c in stock)


_CALCULATION_MOVE = re.compile(r"^(?:[^:]+:)?(s|w[1-8])-(f[1-4]|w[1-8])$")


def calculation_move(game, notation):
    """reckon's "s-w2", "s-f3", "w2-f1" (optionally "7d:s-w2") as PySolFC's
    [1, from_stack, to_stack]."""
    match = _CALCULATION_MOVE.match(notation.strip())
    if not match:
        raise BoardError("not a Calculation move reckon makes: %r" % notation)
    return [1, _calculation_stack(game, match.group(1)), _calculation_stack(game, match.group(2))]


def _calculation_stack(game, token):
    if token == "s":
        return game.s.waste
    index = int(token[1:]) - 1
    stacks = game.s.foundations if token[0] == "f" else game.s.rows
    if index >= len(stacks):
        raise BoardError("reckon named %s; PySolFC has %d of them" % (token, len(stacks)))
    return stacks[index]


class CalculationPosition:
    """A position in reckon's terms, moved along a line reckon gives.

    It lets the plugin ask reckon for the whole winning line from any
    position, one best move at a time, without touching PySolFC's stacks:
    it only moves card names between lists as the moves say (reckon
    checks every move it makes).
    """

    def __init__(self, game):
        self.foundations = [RANKS[f.cards[-1].rank] if f.cards else "-"
                            for f in game.s.foundations]
        self.piles = [[card_text(c) for c in row.cards] for row in game.s.rows]
        self.stock = [card_text(c) for c in calculation_stock(game)]

    def text(self):
        parts = ["foundations: " + " ".join(self.foundations)]
        for number, pile in enumerate(self.piles, start=1):
            if pile:
                parts.append("waste %d: %s" % (number, " ".join(pile)))
        if self.stock:
            parts.append("stock: " + " ".join(self.stock))
        return "; ".join(parts)

    def visible_key(self):
        """The position as a person sees it, the stock's order left out
        (the turned card is named by the moves that play it)."""
        return (tuple(self.foundations), tuple(tuple(p) for p in self.piles),
                len(self.stock))

    def is_won(self):
        return all(top == "K" for top in self.foundations)

    def play(self, notation):
        match = _CALCULATION_MOVE.match(notation.strip())
        if not match:
            raise BoardError("not a Calculation move reckon makes: %r" % notation)
        source, target = match.groups()
        if source == "s":
            card = self.stock.pop(0)
        else:
            card = self.piles[int(source[1:]) - 1].pop()
        if target[0] == "f":
            self.foundations[int(target[1:]) - 1] = card[0]
        else:
            self.piles[int(target[1:]) - 1].append(card)


# ------------------------------------------------------------------- Fourteen

COLUMN_SIZES = (5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4)


def fourteen_deal(game):
    """(deal, prefix): a whole Fourteen Out deal, columns separated by "|",
    and the moves in reckon's notation ("3+7") that lead from it to the
    columns PySolFC shows now. The prefix is empty at the start."""
    rows = game.s.rows
    columns = [[card_text(c) for c in row.cards] for row in rows]
    for number, column in enumerate(columns):
        if len(column) > COLUMN_SIZES[number]:
            raise BoardError("row %d holds %d cards; Fourteen's holds at most %d"
                             % (number + 1, len(column), COLUMN_SIZES[number]))
    removed = [card_text(c) for c in game.s.foundations[0].cards]
    if len(removed) % 2:
        raise BoardError("the foundation holds an odd number of cards")
    # PySolFC drops a pair as two moves in a row: the cards come in pairs.
    pairs = [(removed[i], removed[i + 1]) for i in range(0, len(removed), 2)]
    missing = [COLUMN_SIZES[c] - len(columns[c]) for c in range(len(columns))]
    if sum(missing) != len(removed):
        raise BoardError("the columns and the foundation hold %d cards, not 52"
                         % (sum(map(len, columns)) + len(removed)))
    # Fill the gaps from the bottom up with pairs taken off last-in first:
    # each pair goes onto the two columns with the most gaps left, which
    # always works when the gaps came from real pair moves (no column can
    # have lost more cards than all the others together).
    layers = []  # pairs from the first removed (top) to the last
    for pair in reversed(pairs):
        order = sorted(range(len(columns)), key=lambda c: -missing[c])
        first, second = order[0], order[1]
        if missing[second] == 0:
            raise BoardError("the removed cards cannot have come off these columns")
        columns[first].append(pair[0])
        columns[second].append(pair[1])
        missing[first] -= 1
        missing[second] -= 1
        layers.append((first, second))
    prefix = ["%d+%d" % (a + 1, b + 1) for a, b in reversed(layers)]
    return " | ".join(" ".join(column) for column in columns), prefix


_FOURTEEN_MOVE = re.compile(r"^(?:[^@+]+@)?(\d+)\+(?:[^@+]+@)?(\d+)$")


def fourteen_move(game, notation):
    """reckon's "6+11" (or "9c@6+5s@11") as PySolFC's [1, row 6, row 11]:
    a row card dropped on another row, which removes the pair."""
    match = _FOURTEEN_MOVE.match(notation.strip())
    if not match:
        raise BoardError("not a Fourteen Out move reckon makes: %r" % notation)
    first, second = (int(match.group(i)) - 1 for i in (1, 2))
    return [1, game.s.rows[first], game.s.rows[second]]
