"""A PySolFC game object without a display, for tests and the demonstration.

PySolFC's own game code decides everything here: its game class and
``createGame`` build the stacks, ``Game.shuffle`` with its random generator
(``construct_random``, as for a number typed into "Select game number")
and the game's ``_shuffleHook`` make the deal, ``startGame`` lays it out,
and every move goes through the stacks' own ``acceptsCards`` /
``canMoveCards`` and ``moveMove``. What is replaced is only what draws:
PySolFC's test mocks (``tests/lib/pysol_tests/common_mocks.py``: the mock
app, canvas and canvas groups) plus the few drawing calls they do not cover
(canvas images and texts, event bindings, card images), which do nothing
here. ``Options()`` is PySolFC's own option set with its defaults.

Playing a move follows the solver dialog's "Play" (``Game.playOneDemoMove``):
first ``_autoDeal`` turns a card to an empty waste, then the move is made.
"""

from .pysolfc_path import add_pysolfc_to_path


class _Anything:
    """A canvas item, image or text that accepts any call and draws nothing."""

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


def _prepare_modules():
    """Imports PySolFC and switches its drawing calls off (once)."""
    add_pysolfc_to_path()
    import pysollib.layout
    import pysollib.stack
    from pysol_tests import common_mocks  # noqa: F401  (patches MfxCanvasGroup)
    import pysollib.games.calculation as calculation

    def nothing(*args, **kwargs):
        return _Anything()

    for module in (pysollib.stack, pysollib.layout, calculation):
        for name in ("MfxCanvasImage", "MfxCanvasRectangle", "MfxCanvasText"):
            if hasattr(module, name):
                setattr(module, name, nothing)
    pysollib.stack.bind = lambda *args, **kwargs: None
    # The help text's width is measured with a Tk font; any width will do.
    calculation.get_text_width = lambda *args, **kwargs: 100
    import pysollib.games.montecarlo  # noqa: F401  (registers Fourteen)


def _card_class():
    from pysollib.acard import AbstractCard

    class HeadlessCard(AbstractCard):
        """A card with a face and a back but no image."""

        def showFace(self, unhide=1):
            self.face_up = 1

        def showBack(self, unhide=1):
            self.face_up = 0

    return HeadlessCard


def _app():
    from pysol_tests.common_mocks import MockApp, MockImages
    from pysollib.options import Options

    app = MockApp()
    app.opt = Options()
    app.opt.animations = 0
    app.opt.shadow = False
    app.opt.shade = False
    app.opt.calcCustomMouseButtonsBinding = lambda binding: binding
    images = _Anything()
    mock = MockImages()
    images.CARDW, images.CARDH = mock.CARDW, mock.CARDH
    images.CARD_XOFFSET, images.CARD_YOFFSET = 0, mock.CARD_YOFFSET
    app.images = images
    app.getFont = lambda name: ("helvetica", 12)
    app.audio = None
    app.speech = _Anything()
    app.toolbar = app.statusbar = app.menubar = _Anything()
    return app


def _canvas():
    from pysol_tests.common_mocks import MockCanvas

    class HeadlessCanvas(MockCanvas):
        preview = 0

        def winfo_ismapped(self):
            return False

        def __getattr__(self, name):
            return lambda *args, **kwargs: None

    return HeadlessCanvas()


def new_game(game_id, number):
    """PySolFC game ``game_id`` (256 Calculation, 96 Fourteen, ...) dealt as
    its game number ``number`` (an int or a string such as "ms17"), laid out
    and ready for the first move."""
    _prepare_modules()
    from pysollib.game import GameDrag, GameTexts
    from pysollib.gamedb import GAME_DB
    from pysollib.pysolrandom import construct_random

    info = GAME_DB.get(game_id)
    if info is None:
        raise ValueError("PySolFC has no game %r" % (game_id,))
    game = info.gameclass(info)
    game.app = _app()
    game.top = None
    game.canvas = _canvas()
    game.filename = ""
    game.drag = GameDrag()
    game.texts = GameTexts()
    game.init_texts = GameTexts()
    game.createGame()
    game.allstacks = tuple(game.allstacks)
    game.sg.to_tuples()
    game.s.to_tuples()
    for stack in game.allstacks:
        stack.prepareStack()
        stack.assertStack()
    card_class = _card_class()

    def create_card(id, deck, suit, rank, x, y):
        card = card_class(id, deck, suit, rank, game, x=x, y=y)
        card.item = _Anything()
        return card

    game._createCard = create_card
    game.cards = game.createCards()
    game.random = construct_random(str(number))
    game.shuffle()
    game.moves.state = game.S_INIT
    game.startGame()
    game.startMoves()
    game.moves.state = game.S_PLAY
    return game


class IllegalMove(AssertionError):
    """PySolFC's own rules refused a move."""


def play_move(game, ncards, from_stack, to_stack):
    """Plays one hint [ncards, from_stack, to_stack] as the solver dialog's
    "Play" does, after checking it with the stacks' own rules; raises
    IllegalMove when PySolFC would not allow it."""
    game._autoDeal(sound=False)
    if ncards < 1 or len(from_stack.cards) < ncards:
        raise IllegalMove("%s holds %d cards, cannot move %d"
                          % (stack_name(game, from_stack), len(from_stack.cards), ncards))
    cards = from_stack.cards[-ncards:]
    if not from_stack.canMoveCards(cards):
        raise IllegalMove("PySolFC does not let %s move %s"
                          % (stack_name(game, from_stack), cards_text(cards)))
    if not to_stack.acceptsCards(from_stack, cards):
        raise IllegalMove("PySolFC's %s does not accept %s from %s"
                          % (stack_name(game, to_stack), cards_text(cards),
                             stack_name(game, from_stack)))
    from_stack.moveMove(ncards, to_stack, frames=-1)
    game.finishMove()
    game._autoDeal(sound=False)
    game.finishMove()


def cards_text(cards):
    """Cards as "Jh 8s" (ranks A..K, suits c s h d as PySolFC numbers them)."""
    return " ".join("A23456789TJQK"[c.rank] + "cshd"[c.suit] for c in cards)


def stack_name(game, stack):
    """A stack as PySolFC's layout names it: "Talon", "Waste",
    "Foundation 2", "Row 3" (rows and foundations numbered from 1)."""
    if stack is game.s.talon:
        return "Talon"
    if stack is game.s.waste:
        return "Waste"
    if stack in game.s.foundations:
        return "Foundation %d" % (game.s.foundations.index(stack) + 1)
    if stack in game.s.rows:
        return "Row %d" % (game.s.rows.index(stack) + 1)
    return "Stack %d" % stack.id
