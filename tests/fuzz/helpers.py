"""What the fuzz tests compare before and after a refused input, and the documented errors."""

from nassau import IllegalActionError, RecordError


def snapshot(game) -> tuple:
    """Everything a refusal must leave as it was: the position, the history, the legal actions,
    the undo stack's depth and the log."""
    return (game.state_dict(), game.ply, [a.notation for a in game.history], game.legal_actions().notations(),
            len(game._undo), game.log())


def assert_rule(error: IllegalActionError):
    assert isinstance(error.rule, str) and error.rule and error.message, error


def assert_field(error: RecordError):
    assert isinstance(error.field, str) and error.field and error.message, error


def field_root(error: RecordError) -> str:
    """``"start"`` for ``"start.players[2].gold"``, ``"actions"`` for ``"actions[3]"``."""
    return error.field.split(".")[0].split("[")[0]
