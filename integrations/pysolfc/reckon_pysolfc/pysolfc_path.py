"""Where PySolFC's sources are, for the tests and the demonstration.

Inside a running PySolFC the plugin needs none of this: ``pysollib`` is
already imported. The tests and ``demo.py`` run outside it, against an
unmodified copy of PySolFC's sources that this project never ships (PySolFC
is GPL; it is imported at run time only). They look for it at
``$RECKON_PYSOLFC_DIR``, or else beside the repository at
``<repo>/../shared/pysolfc``, the place CI provides it.
"""

import os
import sys

ENVIRONMENT_VARIABLE = "RECKON_PYSOLFC_DIR"

# integrations/pysolfc/reckon_pysolfc/pysolfc_path.py -> the repository
_REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


def pysolfc_dir():
    """The PySolFC source folder to use, whether or not it exists."""
    configured = os.environ.get(ENVIRONMENT_VARIABLE)
    if configured:
        return os.path.abspath(configured)
    return os.path.join(os.path.dirname(_REPOSITORY), "shared", "pysolfc")


def missing_reason():
    """Why PySolFC cannot be imported here, or None when it can.

    Tests turn a reason into a skip, so that a checkout without PySolFC
    beside it still passes, saying what is missing.
    """
    folder = pysolfc_dir()
    if not os.path.isfile(os.path.join(folder, "pysollib", "hint.py")):
        return ("PySolFC's sources are not at %s (set %s to a PySolFC checkout)"
                % (folder, ENVIRONMENT_VARIABLE))
    for module in ("attr", "configobj"):
        try:
            __import__(module)
        except ImportError:
            return ("PySolFC needs the Python module %r (Debian: python3-%s)"
                    % (module, module))
    return None


def add_pysolfc_to_path():
    """Puts PySolFC, its deal generators and its test helpers on sys.path.

    Raises RuntimeError with missing_reason() when PySolFC is not there.
    """
    reason = missing_reason()
    if reason:
        raise RuntimeError(reason)
    folder = pysolfc_dir()
    for sub in ("", "pysol_cards_lib", os.path.join("tests", "lib")):
        path = os.path.join(folder, sub) if sub else folder
        if path not in sys.path:
            sys.path.insert(0, path)
    return folder
